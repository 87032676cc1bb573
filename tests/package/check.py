"""What tests/package/in-root.sh checks inside a fresh Debian root where
the package is installed, one step per command, as a person would find it:

    check.py document DIR        a document: a blue photo, a red apple on it
    check.py export DIR          `emojiart --export`, with no display
    check.py window DIR          the app's first window under Xvfb, timed
    check.py thumbnail DIR       GNOME's thumbnail factory, in its sandbox
    check.py desktop             the MIME type's app, the metainfo valid
    check.py removed FILES       after `apt purge`: nothing left behind

Only the standard library: the root has nothing else but what the package
and these checks install. Figures go to DIR/figures.txt."""

import base64
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

APP_ID = "io.github.emojiart.EmojiArt"
BLUE = (0x33, 0x66, 0xCC)
PHOTO_SIZE = (400, 300)


def png(width, height, rgb):
    """A PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + bytes(rgb) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def read_png(path):
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA PNG, as
    the app and GNOME write them."""
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                nearest = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))[2]
                line[x] = (line[x] + nearest) & 255
        rows.append(bytes(b for i, b in enumerate(line) if i % channels < 3))
        previous = line
    return width, height, rows


def is_red(rgb):
    r, g, b = rgb
    return r > 150 and g < 90 and b < 90


def is_blue(rgb):
    return all(abs(a - b) < 24 for a, b in zip(rgb, BLUE))


def count(width, height, pixel, matches, box=None):
    left, top, right, bottom = box or (0, 0, width, height)
    return sum(1 for y in range(top, bottom, 2) for x in range(left, right, 2) if matches(pixel(x, y)))


def note(folder, line):
    print(line)
    with open(Path(folder) / "figures.txt", "a") as figures:
        figures.write(line + "\n")


def make_document(folder):
    photo = base64.b64encode(png(*PHOTO_SIZE, BLUE)).decode()
    document = {"background": {"imageData": photo},
                "emojis": [{"text": "🍎", "x": -100, "y": 0, "size": 120, "id": 1}], "uniqueEmojiId": 1}
    Path(folder, "apple & <pear>.emojiart").write_text(json.dumps(document))


def document(folder):
    return Path(folder, "apple & <pear>.emojiart")


def check_export(folder):
    """The picture at its full size: the apple on the left, the photo on the right."""
    output = Path(folder, "export.png")
    environment = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    ran = subprocess.run(["emojiart", "--export", str(output), str(document(folder))],
                         env=environment, capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    width, height, rows = read_png(output)
    pixel = lambda x, y: tuple(rows[y][x * 3:x * 3 + 3])
    assert (width, height) == PHOTO_SIZE, (width, height)
    assert count(width, height, pixel, is_red, (0, 0, 200, 300)) > 800, "the apple"
    assert count(width, height, pixel, is_blue, (200, 0, 400, 300)) > 200 * 300 / 4 * 0.95, "the photo beside it"
    print("export: the apple over the photo, 400 × 300")


def screen(path):
    """(width, height, pixel) of the XWD file Xvfb keeps its screen in (-fbdir)."""
    data = Path(path).read_bytes()
    fields = struct.unpack(">25I", data[:100])
    header_size, width, height, bits, bytes_per_line, colours = fields[0], fields[4], fields[5], fields[11], fields[12], fields[19]
    assert bits == 32, bits
    start = header_size + colours * 12
    def pixel(x, y):
        blue, green, red = data[start + y * bytes_per_line + x * 4:start + y * bytes_per_line + x * 4 + 3]
        return red, green, blue
    return width, height, pixel


def check_window(folder):
    """From launch until the document, its photo and its apple, is on the screen."""
    framebuffer = tempfile.mkdtemp()
    xvfb = subprocess.Popen(["Xvfb", ":7", "-screen", "0", "1280x800x24", "-fbdir", framebuffer, "-nolisten", "tcp"],
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path("/tmp/.X11-unix/X7").exists():
            assert time.monotonic() < deadline and xvfb.poll() is None, "Xvfb did not start"
            time.sleep(0.05)
        log = open(Path(folder, "app.log"), "w")
        started = time.monotonic()
        app = subprocess.Popen(["emojiart", str(document(folder))], env=dict(os.environ, DISPLAY=":7"),
                               stdout=log, stderr=subprocess.STDOUT)
        shown = None
        while time.monotonic() - started < 30 and app.poll() is None:
            width, height, pixel = screen(Path(framebuffer, "Xvfb_screen0"))
            if count(width, height, pixel, is_blue) > 5000 and count(width, height, pixel, is_red) > 300:
                shown = time.monotonic() - started
                break
            time.sleep(0.02)
        Path(folder, "window.xwd").write_bytes(Path(framebuffer, "Xvfb_screen0").read_bytes())
        app.terminate()
        app.wait(timeout=10)
        assert shown is not None, "the document's window did not show its photo and apple: " + Path(folder, "app.log").read_text()[-2000:]
        note(folder, f"time to the first window showing the document: {shown * 1000:.0f} ms")
    finally:
        xvfb.terminate()
        xvfb.wait()


GNOME_FACTORY = """
import sys, gi
gi.require_version("GnomeDesktop", "3.0")
from gi.repository import GnomeDesktop, Gio
factory = GnomeDesktop.DesktopThumbnailFactory.new(GnomeDesktop.DesktopThumbnailSize.LARGE)
pixbuf = factory.generate_thumbnail(Gio.File.new_for_path(sys.argv[1]).get_uri(), "application/x-emojiart", None)
pixbuf.savev(sys.argv[2], "png", [], [])
"""


def check_thumbnail(folder):
    """GNOME's factory (what Files uses) runs the installed thumbnailer in bubblewrap."""
    output = Path(folder, "thumbnail.png")
    ran = subprocess.run([sys.executable, "-c", GNOME_FACTORY, str(document(folder)), str(output)],
                         capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr[-2000:]
    width, height, rows = read_png(output)
    pixel = lambda x, y: tuple(rows[y][x * 3:x * 3 + 3])
    assert (width, height) == (256, 192), (width, height)
    assert count(width, height, pixel, is_red, (0, 0, 128, 192)) > 300, "the apple"
    assert count(width, height, pixel, is_blue, (128, 0, 256, 192)) > 128 * 192 / 4 * 0.95, "the photo"
    print("thumbnail: GNOME's factory drew the apple over the photo")


# What appstreamcli may say that the README explains: the app's ID keeps
# the capitals it was published with (changing it would lose people's
# settings); and the metainfo names its developer both ways, since
# AppStream 0.16 (Debian 12) knows only <developer_name> and 1.0 (Debian
# 13) calls that deprecated beside <developer>. Both are remarks, not
# warnings.
EXPLAINED = ("cid-contains-uppercase-letter", "unknown-tag developer", "developer-name-tag-deprecated")


def check_desktop():
    mime = subprocess.run(["gio", "mime", "application/x-emojiart"], capture_output=True, text=True)
    assert f"{APP_ID}.desktop" in mime.stdout, mime.stdout + mime.stderr
    metainfo = f"/usr/share/metainfo/{APP_ID}.metainfo.xml"
    valid = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", metainfo], capture_output=True, text=True)
    lines = [line for line in valid.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    unexplained = [line for line in lines if not any(remark in line for remark in EXPLAINED)]
    assert valid.returncode == 0 and not unexplained, valid.stdout + valid.stderr
    print(f"gio mime names {APP_ID}.desktop; appstreamcli: {' '.join(lines) or 'no remarks'}")


def check_removed(listing):
    files = [Path(line) for line in Path(listing).read_text().splitlines() if line.startswith("/") and line != "/."]
    left = [str(path) for path in files if path.exists() and not path.is_dir()]
    assert not left, left
    for path in files:
        if path.is_dir():
            owner = subprocess.run(["dpkg", "-S", str(path)], capture_output=True, text=True)
            assert owner.returncode == 0, f"{path} is left, and no other package has it"
    mime = subprocess.run(["gio", "mime", "application/x-emojiart"], capture_output=True, text=True)
    assert APP_ID not in mime.stdout, mime.stdout
    assert not Path("/usr/share/mime/application/x-emojiart.xml").exists(), "the MIME database still knows the type"
    cache = Path("/usr/share/applications/mimeinfo.cache")
    assert not cache.exists() or APP_ID not in cache.read_text(), "the desktop database still names the app"
    schemas = subprocess.run(["gsettings", "list-schemas"], capture_output=True, text=True)
    assert APP_ID not in schemas.stdout, "the compiled GSettings schemas still hold the app's"
    print(f"removed: none of its {len(files)} paths left, the MIME, desktop and schema databases updated")


def main(command, argument=None):
    {"document": lambda: make_document(argument), "export": lambda: check_export(argument),
     "window": lambda: check_window(argument), "thumbnail": lambda: check_thumbnail(argument),
     "desktop": check_desktop, "removed": lambda: check_removed(argument)}[command]()


if __name__ == "__main__":
    main(*sys.argv[1:])
