"""The real Wayland clipboard, owned by `wl-copy --foreground` as another
application would own it (through wlroots' data-control protocol, so it
needs no window), ended by its pid."""

import subprocess

from app import App


class WaylandClipboard:
    def __init__(self, desktop):
        self.desktop = desktop
        self.owner = None

    def put(self, data, mime_type):
        """Offers `data` as `mime_type`, and waits until every running app
        has seen the offer: GTK learns of a new selection asynchronously."""
        self.clear()
        seen = App.clipboard_news()
        self.owner = subprocess.Popen(["wl-copy", "--foreground", "--type", mime_type], env=self.desktop.env,
                                      stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.owner.stdin.write(data)
        self.owner.stdin.close()
        self.desktop.wait_until(lambda: mime_type in self.offered(), f"wl-copy to offer {mime_type}")
        App.wait_for_clipboard_news(seen, mime_type)

    def offered(self):
        found = self.desktop.run("wl-paste", "--list-types", check=False)
        return found.stdout.split() if found.returncode == 0 else []

    def clear(self):
        if self.owner:
            self.owner.terminate()
            self.owner.wait(timeout=10)
            self.owner = None
