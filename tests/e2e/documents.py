"""Documents for the tests, written as the original app wrote them."""

import base64
import json
import os
import subprocess
import sys
import time


def solid_jpeg(path, width, height, color):
    subprocess.run(["convert", "-size", f"{width}x{height}", f"xc:{color}", "-quality", "95", str(path)],
                   check=True, timeout=30)
    return path.read_bytes()


def write_document(path, emojis, jpeg=None, indent=None):
    background = {"imageData": base64.b64encode(jpeg).decode()} if jpeg else {}
    document = {"background": background, "emojis": emojis,
                "uniqueEmojiId": max((e["id"] for e in emojis), default=0)}
    path.write_text(json.dumps(document, ensure_ascii=False, indent=indent), encoding="utf-8")
    return path


def jpeg_size(data):
    """(width, height) from a JPEG's frame header."""
    assert data[:3] == b"\xff\xd8\xff", "not a JPEG"
    position = 2
    while position < len(data):
        marker, length = data[position + 1], int.from_bytes(data[position + 2:position + 4], "big")
        if marker in (0xC0, 0xC1, 0xC2):
            return int.from_bytes(data[position + 7:position + 9], "big"), int.from_bytes(data[position + 5:position + 7], "big")
        position += 2 + length
    raise AssertionError("no frame header")


def add_first_palette_emoji(desktop, window):
    """Clicks the palette strip's first emoji (🚙), which adds it mid-canvas,
    in a window without unsaved changes, whose title then gains its bullet.
    A click that changed nothing in eight seconds is given again, as a
    person clicks again: under load, with the tests in two processes, such
    a click at times went unanswered (see the README's notes on the suite)."""
    for attempt in range(3):
        desktop.activate(window)
        left, top, width, height = desktop.window_geometry(window)
        desktop.click((left + 155, top + height - 30))  # above the strip's overlay scrollbar
        try:
            return desktop.find_window("• " + window.title, timeout=8)
        except AssertionError:
            if attempt == 2:
                raise
            print("the palette's emoji added nothing; clicking again", file=sys.stderr)


def choose_background_file(desktop, window, path, screenshot=None):
    """Ctrl+Shift+O, then Other Location… (Alt+O) in the picture picker, and
    `path` typed into the file chooser it opens."""
    desktop.key(window, "ctrl+shift+o")
    picker = desktop.find_painted_window("Choose a Picture")
    desktop.key(picker, "alt+o")
    desktop.choose_file("Choose Background", path, screenshot=screenshot)


def save_as(desktop, window, path):
    """Ctrl+Shift+S, typing `path` (without its extension) into the chooser."""
    desktop.key(window, "ctrl+shift+s")
    desktop.choose_file("Save As", path, name_field=True)


def export_picture(desktop, window, path, choose=(), chooser="Export as PNG"):
    """Ctrl+E as a person exports: in the Export Picture dialog the keys of
    `choose` first ("alt+f", "Down", "Return" picks the next format), then
    Alt+E for Export…, and `path` typed over the name in the file chooser
    titled `chooser`."""
    desktop.key(window, "ctrl+e")
    dialog = desktop.find_dialog("Export Picture", over=window)
    for keys in choose:
        desktop.key(dialog, keys)
        time.sleep(0.3)  # a drop-down's list opens and closes animated
    desktop.key(dialog, "alt+e")
    desktop.choose_file(chooser, path, name_field=True)


class SavedDocument:
    def __init__(self, desktop, window, path, app=None):
        self.desktop, self.window, self.path, self.app = desktop, window, path, app

    def save_document(self):
        """Ctrl+S, then the whole document once the file has been rewritten."""
        def version():
            status = os.stat(self.path)
            return status.st_ino, status.st_mtime_ns

        before = version()
        self.desktop.key(self.window, "ctrl+s")
        self.desktop.wait_until(lambda: version() != before, "the document to be saved")
        return json.loads(self.path.read_text(encoding="utf-8"))

    def save(self):
        """Ctrl+S, then the emojis the saved file holds."""
        return self.save_document()["emojis"]




def jpeg_pixel(data, x, y):
    """The (red, green, blue) of a JPEG's pixel, as ImageMagick decodes it."""
    found = subprocess.run(["convert", "jpeg:-", "-depth", "8", "-format", f"%[fx:int(255*p{{{x},{y}}}.r)],"
                            f"%[fx:int(255*p{{{x},{y}}}.g)],%[fx:int(255*p{{{x},{y}}}.b)]", "info:"],
                           input=data, capture_output=True, check=True, timeout=30).stdout
    return tuple(int(part) for part in found.decode().split(","))
