"""The X clipboard as the tests put things on it and read it (xclip)."""

from app import App
from second_apps import ClipboardOwner


class Clipboard:
    """The real X clipboard, owned by `xclip -quiet` as another application
    would own it, ended by its pid."""

    def __init__(self, desktop):
        self.desktop = desktop
        self.owner = None

    def put(self, data, mime_type):
        self.clear()
        self.owner = ClipboardOwner(self.desktop, "xclip", "-quiet", "-selection", "clipboard", "-t", mime_type, "-i",
                                    mime_type=mime_type, data=data)

    def clear(self):
        """Ends what `put` started."""
        if self.owner:
            self.owner.close()
            self.owner = None

    def empty(self):
        """Nobody owns the clipboard, and every app running knows it."""
        self.clear()
        self.desktop.wait_until(lambda: self.desktop.clipboard_owner() is None, "nobody to own the clipboard")
        for app in App.started:
            self.desktop.wait_until(lambda: not app.is_running() or app.reports("clipboard: ")[-1:] == ["(empty)"],
                                    "the app to see an empty clipboard")
