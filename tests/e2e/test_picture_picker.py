"""Choose Background… as a person picks a photo: by looking. A Pictures
folder of generated photos (the user's Pictures folder, named in
user-dirs.dirs as the desktop names it), thumbnails drawn, a search that
leaves one photo, Enter, and the photo read back from the saved file; the
thumbnails are in the desktop's cache and are used again next time."""

import base64
import hashlib
import os
import subprocess
import tempfile
import urllib.parse
from pathlib import Path

from screenshot import near
from documents import SavedDocument, jpeg_pixel, write_document

COLORS = {"Sunset over the bay": "#cc5522", "Forêt en automne": "#228833", "Blue door": "#2244cc",
          "Lighthouse": "#dddd22", "Grandmother's garden": "#aa33aa", "Snowy road": "#eeeeee"}


def make_home():
    home = Path(tempfile.mkdtemp(prefix="emojiart-home-"))
    pictures = home / "Pictures" / "2024"
    pictures.mkdir(parents=True)
    (home / "config").mkdir()
    (home / "config" / "user-dirs.dirs").write_text('XDG_PICTURES_DIR="$HOME/Pictures"\n')
    for index, (name, color) in enumerate(COLORS.items()):
        path = pictures / f"{name}.jpg"
        subprocess.run(["convert", "-size", "400x300", f"xc:{color}", "-quality", "90", str(path)], check=True, timeout=30)
        os.utime(path, (1_700_000_000 + index * 60, 1_700_000_000 + index * 60))
    (home / "Pictures" / "notes.txt").write_text("not a picture")
    return home


def thumbnail_path(home, photo):
    uri = "file://" + urllib.parse.quote(str(photo), safe="/!$&'()*+,=:@~")
    return home / "cache" / "thumbnails" / "normal" / (hashlib.md5(uri.encode()).hexdigest() + ".png")


def open_picker(desktop, app, window, since=0):
    desktop.key(window, "ctrl+shift+o")
    picker = desktop.find_painted_window("Choose a Picture")
    app.wait_handled("pictures shown", since)
    return picker


def start(desktop, launch, tmp_path):
    home = make_home()
    path = write_document(tmp_path / "pick.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    app = launch(path, home=home)
    window = desktop.find_painted_window("pick")
    return home, app, SavedDocument(desktop, window, path, app)


def test_a_photo_found_by_its_name_becomes_the_background(desktop, launch, tmp_path):
    home, app, document = start(desktop, launch, tmp_path)
    picker = open_picker(desktop, app, document.window)
    desktop.settled_screenshot("picture-picker")
    # Newest first: the last one made is at the top left, its thumbnail drawn.
    left, top, width, height = desktop.window_geometry(picker)
    shot = desktop.screenshot()
    first_cell = shot.bounding_box(near((0xee, 0xee, 0xee), 6), within=(left, top + 50, left + 220, top + 260))
    assert first_cell is not None, "the newest photo's thumbnail is not first"
    # Typing anywhere searches, ignoring case and accents.
    desktop.activate(picker)
    desktop.xdotool("type", "--delay", "40", "foret")
    desktop.wait_until(lambda: desktop.screenshot().bounding_box(near((0x22, 0x88, 0x33)), within=(left, top, left + width, top + height)),
                       "the matching photo to show")
    desktop.settled_screenshot("picture-picker-search")
    shot = desktop.screenshot()
    for other in ("#2244cc", "#cc5522"):
        rgb = tuple(int(other[i:i + 2], 16) for i in (1, 3, 5))
        assert shot.bounding_box(near(rgb), within=(left, top, left + width, top + height)) is None, other
    desktop.key(picker, "Return")
    desktop.wait_until(lambda: not desktop.window_exists("Choose a Picture"), "the picker to close")
    photo = base64.b64decode(document.save_document()["background"]["imageData"])
    assert near((0x22, 0x88, 0x33))(jpeg_pixel(photo, 200, 150))

    # The desktop's cache has every thumbnail, with the keys the specification asks for.
    photos = sorted((home / "Pictures" / "2024").glob("*.jpg"))
    thumbnails = [thumbnail_path(home, photo) for photo in photos]
    assert all(path.exists() for path in thumbnails), [p for p in thumbnails if not p.exists()]
    made = {path: path.stat().st_mtime_ns for path in thumbnails}
    identify = subprocess.run(["identify", "-format", "%[Thumb::URI] %[Thumb::MTime] %w", str(thumbnails[0])],
                              capture_output=True, text=True, check=True).stdout
    assert identify.split() == [str(photos[0].as_uri()).replace("%27", "'"), str(int(photos[0].stat().st_mtime)), "128"]
    # Next time they are read, not made again.
    since = len(app.reports())
    picker = open_picker(desktop, app, document.window, since)
    desktop.key(picker, "Escape")
    desktop.wait_until(lambda: not desktop.window_exists("Choose a Picture"), "the picker to close")
    assert {path: path.stat().st_mtime_ns for path in thumbnails} == made


def test_escape_changes_nothing(desktop, launch, tmp_path):
    home, app, document = start(desktop, launch, tmp_path)
    picker = open_picker(desktop, app, document.window)
    desktop.activate(picker)
    desktop.xdotool("type", "--delay", "40", "zebra")
    desktop.settled_screenshot("picture-picker-no-match")
    desktop.key(picker, "Escape")  # clears the search
    desktop.key(picker, "Escape")  # closes
    desktop.wait_until(lambda: not desktop.window_exists("Choose a Picture"), "the picker to close")
    assert document.save_document()["background"] == {}


def test_the_arrow_keys_move_in_the_grid(desktop, launch, tmp_path):
    home, app, document = start(desktop, launch, tmp_path)
    picker = open_picker(desktop, app, document.window)
    # Newest first: Snowy road, then Grandmother's garden to its right.
    desktop.key(picker, "Right")
    desktop.key(picker, "Return")
    desktop.wait_until(lambda: not desktop.window_exists("Choose a Picture"), "the picker to close")
    photo = base64.b64decode(document.save_document()["background"]["imageData"])
    assert near((0xaa, 0x33, 0xaa))(jpeg_pixel(photo, 200, 150))
