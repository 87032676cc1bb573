"""At home in a file manager, after `make install`: a document's icon is its
picture, drawn by the installed thumbnailer as its Exec line says and as
GNOME's own thumbnail factory runs it (in its bubblewrap sandbox), and a
photo opened with the app through the installed desktop file becomes the
background of a new untitled document, the photo left as it was."""

import json
import os
import shlex
import socket
import subprocess
import time
from pathlib import Path

import pytest

from documents import solid_jpeg, write_document
from screenshot import Screenshot, near
from test_install import APP_ID, make

BLUE = (0x33, 0x66, 0xCC)
PLACEHOLDER = (0xDE, 0xDD, 0xDA)


def red(pixel):
    return pixel[0] > 180 and pixel[1] < 110 and pixel[2] < 110


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    prefix = tmp_path_factory.mktemp("installed") / "prefix"
    result = make("install", f"PREFIX={prefix}")
    assert result.returncode == 0, result.stderr
    return prefix


def thumbnailer_command(prefix, size, document, output):
    """The installed .thumbnailer file's Exec line, its fields filled in as a file manager fills them."""
    entry = (prefix / "share" / "thumbnailers" / f"{APP_ID}.thumbnailer").read_text()
    assert "MimeType=application/x-emojiart;" in entry
    [line] = [line for line in entry.splitlines() if line.startswith("Exec=")]
    fields = {"%s": str(size), "%i": str(document), "%o": str(output)}
    return [fields.get(word, word) for word in shlex.split(line[len("Exec="):])]


def thumbnail(prefix, document, output, size=256):
    """Runs the thumbnailer as a file manager does: no display, no session bus, no home."""
    return subprocess.run(thumbnailer_command(prefix, size, document, output), env={"PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, timeout=60)


def png(path):
    ppm = subprocess.run(["convert", str(path), "-depth", "8", "ppm:-"], capture_output=True, check=True, timeout=30).stdout
    return Screenshot.from_ppm(ppm)


def apple_document(path, jpeg):
    """A 400 × 300 blue photo, a large red apple on its left half."""
    return write_document(path, [{"text": "🍎", "x": -100, "y": 0, "size": 120, "id": 1}], jpeg)


def test_the_thumbnail_is_the_picture_with_its_emojis(installed, tmp_path):
    document = apple_document(tmp_path / "apple.emojiart", solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc"))
    output = tmp_path / "thumbnail.png"
    ran = thumbnail(installed, document, output)
    assert ran.returncode == 0, ran.stderr
    picture = png(output)
    assert (picture.width, picture.height) == (256, 192)
    left, right = (0, 0, 128, 192), (128, 0, 256, 192)
    assert picture.count(left, red) > 1500, "the apple, about 77 pixels across"
    assert picture.count(right, near(BLUE)) > 128 * 192 * 0.95, "the photo beside it"
    assert picture.count(right, red) == 0


def test_a_web_background_is_a_placeholder_and_nothing_is_fetched(installed, tmp_path):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    listener.setblocking(False)
    address = f"http://127.0.0.1:{listener.getsockname()[1]}/photo.jpg"
    document = tmp_path / "web.emojiart"
    document.write_text(json.dumps({"background": {"url": address}, "uniqueEmojiId": 1,
                                    "emojis": [{"text": "🍎", "x": 0, "y": 0, "size": 100, "id": 1}]}))
    output = tmp_path / "thumbnail.png"
    ran = thumbnail(installed, document, output)
    assert ran.returncode == 0, ran.stderr
    with pytest.raises(BlockingIOError):
        listener.accept()  # nobody knocked
    picture = png(output)
    assert picture.count((0, 0, picture.width, picture.height), red) > picture.width * picture.height * 0.1, "the apple"
    assert picture.count((0, 0, picture.width, 8), near(PLACEHOLDER)) > picture.width * 8 * 0.5, "the placeholder's grey"


@pytest.mark.parametrize("name", ["not-json.emojiart", "png-bomb.emojiart", "deep-nesting.emojiart", "huge-text.emojiart"])
def test_a_hostile_document_ends_the_thumbnailer_without_a_picture(installed, tmp_path, name):
    corpus = Path(__file__).resolve().parents[1] / "corpus" / "documents"
    output = tmp_path / "thumbnail.png"
    started = time.monotonic()
    ran = thumbnail(installed, corpus / name, output)
    assert ran.returncode == 1 and ran.stderr.startswith("emojiart: "), (ran.returncode, ran.stderr)
    assert time.monotonic() - started < 10
    assert not output.exists() and not list(tmp_path.glob(".*thumbnail*")), "no picture, not even half of one"


GNOME_FACTORY = """
import sys, gi
gi.require_version("GnomeDesktop", "3.0")
from gi.repository import GnomeDesktop, Gio
factory = GnomeDesktop.DesktopThumbnailFactory.new(GnomeDesktop.DesktopThumbnailSize.LARGE)
pixbuf = factory.generate_thumbnail(Gio.File.new_for_path(sys.argv[1]).get_uri(), "application/x-emojiart", None)
pixels, stride, channels = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()
def at(x, y):
    return list(pixels[y * stride + x * channels:y * stride + x * channels + 3])
print(pixbuf.get_width(), pixbuf.get_height(), *at(pixbuf.get_width() // 4, pixbuf.get_height() // 2),
      *at(pixbuf.get_width() * 7 // 8, pixbuf.get_height() // 2))
"""


def test_gnome_thumbnails_a_document_in_its_sandbox(tmp_path):
    """GNOME's thumbnail factory (what Files uses) runs thumbnailers under
    bubblewrap with /usr and little else, so the app is installed under
    /usr/local for this test, and removed after."""
    prefix = Path("/usr/local") / f"emojiart-e2e-{os.getpid()}"
    if not os.access("/usr/local", os.W_OK):
        pytest.skip("installing under /usr/local, which GNOME's sandbox sees, needs root")
    try:
        result = make("install", f"PREFIX={prefix}")
        assert result.returncode == 0, result.stderr
        document = apple_document(tmp_path / "apple.emojiart", solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc"))
        environment = dict(os.environ, XDG_DATA_DIRS=f"{prefix / 'share'}:/usr/share", XDG_CACHE_HOME=str(tmp_path / "cache"))
        ran = subprocess.run(["/usr/bin/python3", "-c", GNOME_FACTORY, str(document)], env=environment,
                             capture_output=True, text=True, timeout=60)
        assert ran.returncode == 0, ran.stderr[-2000:]
        width, height, *apple_and_photo = map(int, ran.stdout.split())
        assert (width, height) == (256, 192)
        assert red(apple_and_photo[:3]) and near(BLUE)(tuple(apple_and_photo[3:])), apple_and_photo
    finally:
        make("uninstall", f"PREFIX={prefix}")
        subprocess.run(["rm", "-rf", str(prefix)], check=False)


def test_a_photo_opened_with_the_app_is_the_background_of_a_new_document(desktop, launch, installed, tmp_path):
    """Open With in a file manager: `gio launch` with the installed desktop
    file, as Files does. The photo is undone in one step; the file is left as it was."""
    entry = (installed / "share" / "applications" / f"{APP_ID}.desktop").read_text()
    [types] = [line for line in entry.splitlines() if line.startswith("MimeType=")]
    assert {"image/jpeg", "image/png", "image/heic", "application/x-emojiart"} <= set(types[len("MimeType="):].split(";"))

    photo = tmp_path / "holiday.jpg"
    solid_jpeg(photo, 400, 300, "#3366cc")
    before = (photo.read_bytes(), photo.stat().st_mtime_ns)
    launcher = ["sh", "-c", 'PATH="$0:$PATH" gio launch "$1" "$2" && while pgrep -x -s 0 emojiart >/dev/null; do sleep 0.2; done',
                installed / "bin", installed / "share" / "applications" / f"{APP_ID}.desktop", photo]
    launch(*launcher[1:], binary=launcher[0])
    window = desktop.find_window("• Untitled", timeout=30)
    left, top, width, height = desktop.window_geometry(window)
    middle = (left + width // 2, top + height // 2)
    desktop.wait_until(lambda: near(BLUE)(desktop.screenshot().pixel(*middle)), "the photo as the background")
    desktop.screenshot("opened-with-photo")
    desktop.key(window, "ctrl+z")
    window = desktop.find_window("Untitled")
    desktop.wait_until(lambda: not near(BLUE)(desktop.screenshot().pixel(*middle)), "the photo undone")
    assert (photo.read_bytes(), photo.stat().st_mtime_ns) == before


def test_documents_and_photos_named_together_each_open_as_they_are(desktop, launch, tmp_path):
    photo = tmp_path / "beach.jpg"
    solid_jpeg(photo, 400, 300, "#3366cc")
    document = apple_document(tmp_path / "plan.emojiart", None)
    launch(document, photo)
    desktop.find_window("plan")
    desktop.find_window("• Untitled")
    assert json.loads(document.read_text())["emojis"][0]["text"] == "🍎"
