"""The other programs a test runs beside the app: a drag source, a web
server for images, a clipboard owner."""

import signal
import subprocess
import threading
from pathlib import Path

from app import App
from desktop import REPO


class DragSource:
    """The second application of drag_source.py, moved to the screen's top
    left corner, clear of the app's window."""

    def __init__(self, desktop, *arguments):
        self.desktop = desktop
        self.process = subprocess.Popen(["/usr/bin/python3", str(Path(__file__).parent / "drag_source.py"), *arguments],
                                        env=desktop.env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.said = []
        threading.Thread(target=self._listen, daemon=True).start()
        self.window = desktop.find_window("Drag Source")
        desktop.move_to_corner(self.window)
        x, y, width, height = desktop.window_geometry(self.window)
        self.handle = (x + width // 2, y + height // 2)

    def _listen(self):
        for line in self.process.stdout:
            self.said.append(line.strip())

    def wait_until_said(self, line, count=1):
        """Waits until the source has said `line` `count` times: "drag ended"
        (the target took or refused the drop), "making the image"."""
        self.desktop.wait_until(lambda: self.said.count(line) >= count, f"the drag source to say {line!r}")

    def wait_for_drag_end(self):
        self.wait_until_said("drag ended")

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class DropTarget:
    """The GTK 3 window of drop_target.py, which takes image/png and nothing
    else (or, with `files`, files only), beside the app's window: `received`
    is where it writes a drop."""

    def __init__(self, desktop, received, files=False):
        self.desktop = desktop
        self.received = received
        self.process = subprocess.Popen(["/usr/bin/python3", str(Path(__file__).parent / "drop_target.py"),
                                         *(["--files"] if files else []), str(received)],
                                        env=desktop.env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.said = []
        threading.Thread(target=self._listen, daemon=True).start()
        self.window = desktop.find_window("Drop Target")
        desktop.wait_until(lambda: "ready" in self.said, "the drop target to be ready")
        desktop.xdotool("windowmove", "--sync", desktop.current(self.window), "800", "0")
        x, y, width, height = desktop.window_geometry(self.window)
        self.middle = (x + width // 2, y + height // 2)

    def _listen(self):
        for line in self.process.stdout:
            self.said.append(line.strip())

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class TextField:
    """The GTK 4 text field of text_field.py, moved to the screen's top left
    corner: `text` is what its entry holds now."""

    def __init__(self, desktop, text=""):
        self.desktop = desktop
        self.process = subprocess.Popen(["/usr/bin/python3", str(Path(__file__).parent / "text_field.py"), text],
                                        env=desktop.env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.text = text
        self.said = []
        threading.Thread(target=self._listen, daemon=True).start()
        self.window = desktop.find_window("Text Field")
        desktop.move_to_corner(self.window)
        desktop.wait_until(lambda: "ready" in self.said, "the text field to be ready")

    def _listen(self):
        for line in self.process.stdout:
            line = line.rstrip("\n")
            self.said.append(line)
            if line.startswith("text: "):
                self.text = line[len("text: "):]

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class ImageServer:
    """tests/support/image_server.py on 127.0.0.1, serving `folder`."""

    def __init__(self, folder):
        script = REPO / "tests" / "support" / "image_server.py"
        self.process = subprocess.Popen(["/usr/bin/python3", str(script), str(folder)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.base = f"http://127.0.0.1:{self.process.stdout.readline().strip()}/"

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class ClipboardOwner:
    """A second application holding something on the X clipboard until it is
    closed (by its pid): the GTK 3 image viewer of clipboard_owner.py,
    `xclip -quiet`, or the owner of stalling_owner.py that stops half way.
    Started, it waits until the clipboard offers `mime_type` and every app
    running has said it saw the change: GTK learns of a new owner
    asynchronously, as a person switching applications gives it time to.
    What the owner prints is kept, line by line, in `said`."""

    def __init__(self, desktop, *command, mime_type="image/png", data=None):
        self.desktop = desktop
        seen = App.clipboard_news()
        self.process = subprocess.Popen(command, env=desktop.env, stdin=subprocess.PIPE if data is not None else None,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.said = []
        threading.Thread(target=self._listen, daemon=True).start()
        if data is not None:
            self.process.stdin.write(data)
            self.process.stdin.close()
        desktop.wait_until(lambda: self.offers(mime_type), f"{command[0]} to own the clipboard", timeout=30)
        self.owner = desktop.clipboard_owner()
        App.wait_for_clipboard_news(seen, mime_type)

    def _listen(self):
        for line in self.process.stdout:
            self.said.append(line.decode(errors="replace").strip())

    def wait_until_said(self, start):
        """Waits until the owner has said a line that starts with `start`
        (stalling_owner.py --text says "asked TARGET" for each request it holds)."""
        self.desktop.wait_until(lambda: any(line.startswith(start) for line in self.said),
                                f"the clipboard owner to say {start!r}")

    def answer(self):
        """Lets stalling_owner.py --text answer what it held, and all that follows."""
        self.process.send_signal(signal.SIGUSR1)

    def offers(self, mime_type):
        found = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", "TARGETS"], env=self.desktop.env,
                               capture_output=True, text=True, timeout=10, check=False)
        return self.process.poll() is None and mime_type in found.stdout.split()

    def close(self):
        """Ends the owner; if the clipboard was still its, waits until every
        running app has seen it empty. An owner closed already is left be:
        the X server may have given its window's id to a later owner."""
        if self.process.poll() is not None:
            return
        seen = App.clipboard_news()
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.desktop.wait_until(lambda: self.desktop.clipboard_owner() != self.owner, "the clipboard to be let go")
        if self.desktop.clipboard_owner() is None:
            App.wait_for_clipboard_news(seen, "(empty)")
