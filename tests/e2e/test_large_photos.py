"""Photos of any size, opened as a person opens them (`emojiart
photo.jpg`, what Open With runs): a 102-megapixel medium-format shot, a
200-megapixel phone photo and a gigapixel panorama are on the screen at
once, and zoomed into their bottom right corner they show the detail only
their full resolution has; a header forged past what this computer can
hold is refused in words, with nothing allocated. A document holding the
200-megapixel photo is exported at its full size in the memory of a band
of it. A phone's 48-megapixel HEIC, a grid of tiles, opens as sharp. The
JPEGs are made a row at a time with a phone's noise
(tests/support/make_large_photo.c)."""

import os
import re
import subprocess
from pathlib import Path

import pytest

import heif_grid
import photos
from app import App
from documents import jpeg_size, write_document
from toasts import click_toast_button, shown_texts


def peak_mb(app):
    status = Path(f"/proc/{app.app_pid()}/status").read_text()
    return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) / 1024


def zoom_into_the_bottom_right_corner(desktop, window, box, notches):
    """Ctrl+wheel over the picture's last pixels, as a hand zooms in on a corner."""
    desktop.move_pointer((box[2] - 3, box[3] - 3))
    desktop.xdotool("keydown", "ctrl", "click", "--repeat", str(notches), "--delay", "30", "4", "keyup", "ctrl")


def stripes_under(shot, point, size=120):
    """Whether the screen up and left of `point` shows black and white columns:
    neighbouring columns far apart, the rows within a column alike."""
    x0, y0 = point[0] - size, point[1] - size
    row = [sum(shot.pixel(x, y0 + size // 2)) / 3 for x in range(x0, x0 + size)]
    column = [sum(shot.pixel(x0 + size // 2, y)) / 3 for y in range(y0, y0 + size)]
    across = sum(abs(a - b) for a, b in zip(row, row[1:])) / (size - 1)
    down = max(column) - min(column)
    return across > 60 and min(row) < 40 and max(row) > 215 and down < 40


@pytest.mark.parametrize("width, height, noise, limit_mb", [(11648, 8736, 14, 450), (16320, 12240, 9, 600)],
                         ids=["102-megapixels", "200-megapixels"])
def test_a_huge_photo_opens_and_its_corner_is_sharp(desktop, launch, tmp_path, width, height, noise, limit_mb):
    photo = photos.large_photo(tmp_path, width, height, noise, "PHOTO_0001.jpg")
    app = launch(photo)
    window = desktop.find_painted_window("• Untitled")  # the photo has become its background
    desktop.activate(window)
    _, box = photos.picture_on_screen(desktop, window, photos.SCENE, width / height, name=f"large-{width}")
    # Zoomed in past full size on the corner: the columns are there, one
    # pixel each in the file, the width of the zoom on the screen.
    zoom_into_the_bottom_right_corner(desktop, window, box, 40)
    corner = (box[2] - 3, box[3] - 3)
    desktop.wait_until(lambda: stripes_under(desktop.screenshot(), corner), "the corner's one-pixel columns", timeout=45)
    desktop.settled_screenshot(f"large-{width}-corner")
    assert peak_mb(app) <= limit_mb


def test_a_phones_48_megapixel_heic_grid_opens_and_its_corner_is_sharp(desktop, launch, tmp_path):
    """An iPhone's 48-megapixel photo: 192 HEVC tiles of 512 × 512 that libheif puts together on every core."""
    photo = heif_grid.grid_photo(tmp_path)
    app = launch(photo)
    window = desktop.find_painted_window("• Untitled")
    desktop.activate(window)
    _, box = photos.picture_on_screen(desktop, window, photos.SCENE, 8064 / 6048, name="large-heic-grid")
    # About twice full size, as the JPEGs' 40 notches make theirs: further, the columns blur into ramps.
    zoom_into_the_bottom_right_corner(desktop, window, box, 32)
    corner = (box[2] - 3, box[3] - 3)
    desktop.wait_until(lambda: stripes_under(desktop.screenshot(), corner), "the last tile's one-pixel columns", timeout=45)
    desktop.settled_screenshot("large-heic-grid-corner")
    assert peak_mb(app) <= 600


def test_a_gigapixel_panorama_opens(desktop, launch, tmp_path):
    photo = photos.large_photo(tmp_path, 40000, 25000, 2, "panorama.jpg")
    app = launch(photo)
    window = desktop.find_painted_window("• Untitled", timeout=60)  # its preview alone is a second or two
    desktop.activate(window)
    _, box = photos.picture_on_screen(desktop, window, photos.SCENE, 1.6, name="large-panorama")
    zoom_into_the_bottom_right_corner(desktop, window, box, 50)
    corner = (box[2] - 3, box[3] - 3)
    desktop.wait_until(lambda: stripes_under(desktop.screenshot(), corner), "the panorama's one-pixel columns",
                       timeout=90)  # its pass decodes a gigapixel: seconds, more on a loaded machine
    assert peak_mb(app) <= 600


def test_a_header_beyond_what_the_computer_holds_is_refused(desktop, launch, accessibility, tmp_path):
    """65500 × 65500 (the largest a JPEG may be) would take 17 GB at full
    size: refused from its header, in words, with nothing allocated for it."""
    small = photos.large_photo(tmp_path, 64, 48, 4, "small.jpg")
    data = bytearray(small.read_bytes())
    frame = next(i for i in range(len(data) - 9) if data[i] == 0xFF and data[i + 1] in (0xC0, 0xC1, 0xC2))
    data[frame + 5:frame + 9] = (65500).to_bytes(2, "big") * 2
    forged = tmp_path / "forged.jpg"
    forged.write_bytes(bytes(data))
    app = launch(forged, environment=accessibility.environment())
    desktop.find_painted_window("Untitled")
    click_toast_button(desktop, accessibility, app, "Background not changed: not a usable image", "Details")
    message = "The image is 65500 × 65500 pixels: at full size it needs 17.2 GB of memory, more than this computer has to spare."
    desktop.wait_until(lambda: any(message in text for text in shown_texts(accessibility, app)), "the reason, in words")
    desktop.dismiss_alert("Background Not Changed")
    assert peak_mb(app) < 250


def export_measured(output, document):
    """`emojiart --export` as a script runs it (no display); its peak memory
    in MB, as GNU time reports it (a child of this process would count the
    memory of the test's own process, which it starts as a copy of)."""
    environment = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    export = subprocess.run(["/usr/bin/time", "-f", "peak %M", str(App.BINARY), "--export", str(output), str(document)],
                            env=environment, capture_output=True, text=True, timeout=120)
    assert export.returncode == 0, export.stderr
    return int(re.search(r"peak (\d+)", export.stderr).group(1)) / 1024


def test_a_200_megapixel_document_is_exported_whole_in_the_memory_of_a_band(tmp_path):
    width, height = 16320, 12240
    photo = photos.large_photo(tmp_path, width, height, 9, "PHOTO_0002.jpg")
    circle = {"text": "⚫", "x": 0, "y": 0, "size": 400, "id": 1}
    document = write_document(tmp_path / "huge.emojiart", [circle], jpeg=photo.read_bytes())
    output = tmp_path / "huge.jpg"
    # The whole picture would be 800 MB; the document and its photo's bytes are 140.
    assert export_measured(output, document) <= 320
    assert jpeg_size(output.read_bytes()) == (width, height)
    # The corner's one-pixel columns, which any reduced level averages to grey.
    corner = photos.file_region(output, width - 64, height - 8, 64, 8)
    assert all(photos.alternates(row) for row in corner)
    # The black circle over the middle, where the scene's four bright colours meet.
    middle = photos.file_region(output, width // 2 - 40, height // 2 - 40, 80, 80)
    assert sum(1 for row in middle for pixel in row if max(pixel) < 80) > 80 * 80 * 3 // 4


def test_a_turned_photo_is_exported_upright_at_its_full_size(tmp_path):
    """A phone held upright writes its pixels on their side and an EXIF
    orientation: the export is upright, the stored bottom right corner's
    columns now rows at the bottom left."""
    photo = photos.large_photo(tmp_path, 8000, 6000, 9, "IMG_0006.jpg")
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-n", "-Orientation=6", str(photo)], check=True, timeout=60)
    document = write_document(tmp_path / "turned.emojiart", [], jpeg=photo.read_bytes())
    output = tmp_path / "turned.png"
    export_measured(output, document)
    assert output.read_bytes()[16:24] == (6000).to_bytes(4, "big") + (8000).to_bytes(4, "big")
    corner = photos.file_region(output, 0, 8000 - 64, 8, 64)
    assert all(photos.alternates([row[x] for row in corner]) for x in range(8))
