"""Export as PNG: from the window (Ctrl+E), to the clipboard (Copy as
Image), and from the command line without a display (test_picture_out.py
has the other formats, printing and dragging the picture out). Each picture is the
whole background at full size with the emojis where the document puts them."""

import os
import subprocess

from app import App
from screenshot import Screenshot, far_from, near
from documents import export_picture, solid_jpeg, write_document

RED = (0xD0, 0x20, 0x20)
EMOJIS = [
    {"text": "🌻", "x": -150, "y": -50, "size": 100, "id": 1},
    {"text": "🐝", "x": 150, "y": 100, "size": 80, "id": 2},
]


def poster(tmp_path):
    jpeg = solid_jpeg(tmp_path / "red.jpg", 600, 400, "#d02020")
    return write_document(tmp_path / "poster.emojiart", EMOJIS, jpeg)


def decode_png(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    ppm = subprocess.run(["convert", "png:-", "-depth", "8", "ppm:-"], input=data, capture_output=True, check=True, timeout=30)
    return Screenshot.from_ppm(ppm.stdout)


def assert_is_the_poster(data):
    picture = decode_png(data)
    assert (picture.width, picture.height) == (600, 400)
    red = near(RED, tolerance=16)
    for corner in [(1, 1), (598, 1), (1, 398), (598, 398)]:
        assert red(picture.pixel(*corner)), corner
    # The document's origin is the picture's centre: each emoji covers its square there...
    for emoji in EMOJIS:
        x, y, half = 300 + emoji["x"], 200 + emoji["y"], emoji["size"] // 2
        covered = picture.count((x - half, y - half, x + half, y + half), far_from(RED))
        assert covered > 0.25 * (2 * half) ** 2, (emoji["text"], covered)
    # ...and the background is untouched between them.
    assert picture.count((260, 160, 340, 240), far_from(RED)) == 0


def test_export_as_png_from_the_window(desktop, launch, tmp_path):
    launch(poster(tmp_path))
    window = desktop.find_window("poster")
    export_picture(desktop, window, tmp_path / "exported")
    output = tmp_path / "exported.png"
    desktop.wait_until(output.exists, "the PNG to be written")
    assert_is_the_poster(output.read_bytes())
    assert desktop.window_exists("poster")  # exporting is not saving: the document is unchanged


def test_copy_as_image_puts_the_same_picture_on_the_clipboard(desktop, launch, tmp_path, clipboard):
    launch(poster(tmp_path))
    window = desktop.find_window("poster")
    desktop.key(window, "ctrl+shift+c")

    def targets():
        found = subprocess.run(["xclip", "-selection", "clipboard", "-t", "TARGETS", "-o"], env=desktop.env,
                               capture_output=True, text=True, timeout=10)
        return "image/png" in found.stdout

    desktop.wait_until(targets, "the picture to be on the clipboard")
    pasted = subprocess.run(["xclip", "-selection", "clipboard", "-t", "image/png", "-o"], env=desktop.env,
                            capture_output=True, check=True, timeout=30)
    assert_is_the_poster(pasted.stdout)


def export_headless(*arguments):
    """The binary as a script runs it: no display at all."""
    environment = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([str(App.BINARY), *map(str, arguments)], env=environment,
                          capture_output=True, text=True, timeout=60)


def test_export_from_the_command_line_without_a_display(tmp_path):
    output = tmp_path / "scripted.png"
    run = export_headless("--export-png", output, poster(tmp_path))
    assert run.returncode == 0, run.stderr
    assert_is_the_poster(output.read_bytes())


def test_the_command_line_export_fetches_a_web_background(tmp_path, image_server):
    solid_jpeg(image_server.folder / "red.jpg", 600, 400, "#d02020")
    document = tmp_path / "web.emojiart"
    document.write_text('{"background":{"theURL":"%sfiles\\/red.jpg"},"emojis":%s,"uniqueEmojiId":2}'
                        % (image_server.base.replace("/", "\\/"), str(EMOJIS).replace("'", '"')), encoding="utf-8")
    output = tmp_path / "web.png"
    run = export_headless("--export-png", output, document)
    assert run.returncode == 0, run.stderr
    assert_is_the_poster(output.read_bytes())


def test_the_command_line_export_explains_a_bad_document_and_writes_nothing(tmp_path):
    broken = tmp_path / "broken.emojiart"
    broken.write_text('{"emojis": [', encoding="utf-8")
    output = tmp_path / "never.png"
    run = export_headless("--export-png", output, broken)
    assert run.returncode == 1
    assert "could not read “broken.emojiart”" in run.stderr and "cut short" in run.stderr, run.stderr
    assert not output.exists()

    run = export_headless("--export-png", output)
    assert run.returncode == 2 and "Usage: emojiart --export" in run.stderr
