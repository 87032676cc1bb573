"""The picture out of the app as people take it: exported as JPEG, WebP,
PDF or SVG (from the Export dialog and the command line), printed to a PDF
through GTK's print dialog, and dragged from the header bar into Files
(Nautilus, a real second application) and into a GTK application that
takes images. Each is read back by another program (ImageMagick, poppler,
librsvg) and compared with the PNG export."""

import shutil
import subprocess
import time
from pathlib import Path

import pytest

from screenshot import Screenshot, far_from, near
from second_apps import DropTarget
from test_export import EMOJIS, RED, assert_is_the_poster, export_headless, poster
from documents import export_picture


def decoded(path):
    """Any picture file as ImageMagick reads it."""
    ppm = subprocess.run(["convert", str(path), "-depth", "8", "ppm:-"], capture_output=True, check=True, timeout=60).stdout
    return Screenshot.from_ppm(ppm)


def rendered_pdf(path, dpi=72):
    """The PDF's first page as poppler draws it (72 dpi: a point a pixel)."""
    subprocess.run(["pdftoppm", "-r", str(dpi), "-f", "1", "-l", "1", "-png", str(path), str(path.with_suffix(""))],
                   check=True, timeout=60)
    return decoded(path.with_name(path.stem + "-1.png"))


def rendered_svg(path):
    out = path.with_suffix(".rendered.png")
    subprocess.run(["rsvg-convert", str(path), "-o", str(out)], check=True, timeout=60)
    return decoded(out)


def mean_difference(a, b):
    assert (a.width, a.height) == (b.width, b.height)
    return sum(abs(x - y) for x, y in zip(a.pixels, b.pixels)) / len(a.pixels)


def png_export(tmp_path, document, size=None):
    output = tmp_path / f"reference-{size}.png"
    run = export_headless("--export", output, *(["--size", size] if size else []), document)
    assert run.returncode == 0, run.stderr
    return decoded(output)


def test_jpeg_and_webp_from_the_dialog_at_a_chosen_size_and_remembered(desktop, launch, tmp_path):
    document = poster(tmp_path)
    app = launch(document)
    window = desktop.find_window("poster")
    # JPEG, the next format after PNG, at 1024 pixels on the longest side (the size's fourth choice).
    export_picture(desktop, window, tmp_path / "small", chooser="Export as JPEG",
                   choose=["alt+f", "Down", "Return", "alt+s", "Down", "Down", "Down", "Return"])
    jpeg = tmp_path / "small.jpg"
    desktop.wait_until(jpeg.exists, "the JPEG to be written")
    picture = decoded(jpeg)
    assert (picture.width, picture.height) == (1024, 683)
    assert mean_difference(picture, png_export(tmp_path, document, 1024)) < 3
    quality = subprocess.run(["identify", "-format", "%Q", str(jpeg)], capture_output=True, text=True, check=True).stdout
    assert quality == "90", "the default quality"
    assert app.setting("export-format") == "'jpeg'" and app.setting("export-longest-side") == "1024"

    # Next time JPEG at 1024 is what Enter exports; a name ending in .webp asks for WebP instead.
    export_picture(desktop, window, tmp_path / "small.webp", chooser="Export as JPEG")
    webp = tmp_path / "small.webp"
    desktop.wait_until(webp.exists, "the WebP to be written")
    assert webp.read_bytes()[8:12] == b"WEBP"
    assert mean_difference(decoded(webp), png_export(tmp_path, document, 1024)) < 4
    assert not (tmp_path / "small.webp.jpg").exists()


def test_pdf_and_svg_keep_the_emojis_as_objects_over_the_background(desktop, launch, tmp_path):
    document = poster(tmp_path)
    launch(document)
    window = desktop.find_window("poster")
    reference = png_export(tmp_path, document)
    export_picture(desktop, window, tmp_path / "page.pdf")
    pdf = tmp_path / "page.pdf"
    desktop.wait_until(pdf.exists, "the PDF to be written")
    assert mean_difference(rendered_pdf(pdf), reference) < 4
    assert_is_the_poster(subprocess.run(["pdftoppm", "-r", "72", "-png", "-singlefile", str(pdf)], capture_output=True,
                                        check=True).stdout)
    images = subprocess.run(["pdfimages", "-list", str(pdf)], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    kinds = [line.split() for line in images]
    # The background once, as the JPEG it came as; each emoji an image of its own over it (the colour font's bitmaps).
    assert [kind[3:5] for kind in kinds if kind[8] == "jpeg"] == [["600", "400"]], images
    assert len([kind for kind in kinds if kind[2] == "image" and kind[8] != "jpeg"]) == len(EMOJIS), images

    svg = tmp_path / "drawing.svg"
    run = export_headless("--export", svg, document)
    assert run.returncode == 0, run.stderr
    assert mean_difference(rendered_svg(svg), reference) < 4
    text = svg.read_text()
    assert text.count("data:image/jpeg;base64,") == 1 and text.count("<image") == 1 + len(EMOJIS), text[:400]


@pytest.mark.parametrize("extension", ["png", "jpg", "webp", "pdf", "svg"])
def test_every_format_from_the_command_line_at_a_size(tmp_path, extension):
    document = poster(tmp_path)
    output = tmp_path / f"scripted.{extension}"
    run = export_headless("--export", output, "--size", "300", document)
    assert run.returncode == 0, run.stderr
    picture = {"pdf": rendered_pdf, "svg": rendered_svg}.get(extension, decoded)(output)
    assert (picture.width, picture.height) == (300, 200)
    assert mean_difference(picture, png_export(tmp_path, document, 300)) < 5


def print_to_file(desktop, app, window, tab_keys=()):
    """Ctrl+P, Print to File (the only printer here) chosen, the keys of
    `tab_keys` typed in the dialog's Picture tab, Print: the page of the
    PDF written where the dialog suggested, the document's name in the home
    folder, rendered at 50 dpi."""
    printed = app.home / "poster.pdf"
    printed.unlink(missing_ok=True)
    desktop.key(window, "ctrl+p")
    dialog = desktop.find_painted_window("Print")
    desktop.key(dialog, "Down")
    desktop.key(dialog, "space")
    if tab_keys:
        for keys in ["shift+Tab", "Right", "Right", *tab_keys]:  # from the printers to the tabs, to Picture
            desktop.key(dialog, keys)
            time.sleep(0.3)
    desktop.screenshot("print-dialog")
    desktop.key(dialog, "alt+p")
    desktop.wait_until(lambda: printed.exists() and printed.stat().st_size > 0, "the printed PDF", timeout=30)
    desktop.wait_until(lambda: not desktop.window_exists("Print"), "the print dialog to close")
    info = subprocess.run(["pdfinfo", str(printed)], capture_output=True, text=True, check=True).stdout
    width, height = (float(value) for value in info.split("Page size:")[1].split("pts")[0].split(" x "))
    assert width > height, "a wide picture is printed landscape"
    return rendered_pdf(printed, dpi=50)


def test_printing_to_a_file_gives_a_page_with_the_picture_fitted_or_filling_it(desktop, launch, tmp_path):
    app = launch(poster(tmp_path))
    window = desktop.find_window("poster")
    page = print_to_file(desktop, app, window)
    # Fitted: the red picture as wide as the page allows, centred, its shape kept, with white around it.
    left, top, right, bottom = page.bounding_box(near(RED, tolerance=40))
    assert right - left > 0.85 * page.width and abs((left + right) / 2 - page.width / 2) < 0.03 * page.width
    assert abs((bottom - top) / (right - left) - 400 / 600) < 0.03, "the picture keeps its shape"
    assert page.pixel(2, 2) == (255, 255, 255)
    # The sunflower at its place, (150, 150) of the 600 × 400 picture.
    assert far_from(RED)(page.pixel(left + (right - left) * 150 // 600, top + (bottom - top) * 150 // 400))

    # Filling the page (the Picture tab's second choice): as wide, and taller than fitted, cut at the sides.
    filled = print_to_file(desktop, app, window, tab_keys=["alt+l"])
    fill_left, fill_top, fill_right, fill_bottom = filled.bounding_box(near(RED, tolerance=40))
    assert abs((fill_right - fill_left) - (right - left)) <= 0.02 * page.width
    assert (fill_bottom - fill_top) - (bottom - top) > 0.02 * page.height


def handle_of(desktop, accessibility, app, window):
    """The middle of the header bar's drag handle, on the screen."""
    node = accessibility.snapshot(app.app_pid()).find(name="Drag the Picture Out")
    extents = node.accessible.get_extents(accessibility.atspi.CoordType.WINDOW)
    x, y, _, _ = desktop.window_geometry(window)
    return x + extents.x + extents.width // 2, y + extents.y + extents.height // 2


def side_by_side(desktop, window):
    desktop.move_to_corner(window)
    desktop.xdotool("windowsize", "--sync", desktop.current(window), "780", "600")
    time.sleep(0.5)


def test_the_picture_dragged_into_files_becomes_a_png_named_after_the_document(desktop, launch, accessibility, tmp_path):
    if shutil.which("nautilus") is None:
        pytest.fail("Nautilus is not installed: scripts/install-deps test installs it")
    app = launch(poster(tmp_path), environment=accessibility.environment())
    window = desktop.find_window("poster")
    side_by_side(desktop, window)
    handle = handle_of(desktop, accessibility, app, window)
    folder = tmp_path / "Pictures"
    folder.mkdir()
    files = subprocess.Popen(["dbus-run-session", "--", "nautilus", "--new-window", str(folder)],
                             env=dict(desktop.env, HOME=str(app.home)), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
    try:
        browser = desktop.find_window("Pictures", timeout=30)
        desktop.xdotool("windowmove", "--sync", desktop.current(browser), "800", "0")
        desktop.xdotool("windowsize", "--sync", desktop.current(browser), "700", "600")
        time.sleep(2)  # Nautilus lists the empty folder
        x, y, width, height = desktop.window_geometry(browser)
        before = desktop.window_geometry(window)
        desktop.drag(handle, (x + width * 2 // 3, y + height // 2), steps=20)
        dropped = folder / "poster.png"
        desktop.wait_until(dropped.exists, "Nautilus to copy the dropped picture", timeout=30)
        desktop.wait_until(lambda: dropped.stat().st_size > 0 and dropped.read_bytes()[-8:-4] == b"IEND", "the copy to finish")
        assert_is_the_poster(dropped.read_bytes())
        assert desktop.window_geometry(window)[:2] == before[:2], "the drag moved the picture, not the window"
    finally:
        subprocess.run(["pkill", "-g", str(files.pid)], check=False)


def test_the_selection_dragged_into_an_image_application_arrives_as_png(desktop, launch, accessibility, tmp_path):
    app = launch(poster(tmp_path), environment=accessibility.environment())
    window = desktop.find_window("poster")
    side_by_side(desktop, window)
    received = tmp_path / "received.png"
    target = DropTarget(desktop, received)
    try:
        # The whole picture when nothing is selected…
        handle = handle_of(desktop, accessibility, app, window)
        desktop.drag(handle, target.middle, steps=20)
        desktop.wait_until(lambda: "dropped" in target.said, "the picture to be dropped")
        assert_is_the_poster(received.read_bytes())
        # …and the selected emojis alone, on white, when some are.
        desktop.key(window, "ctrl+a")
        desktop.drag(handle, target.middle, steps=20)
        desktop.wait_until(lambda: target.said.count("dropped") == 2, "the selection to be dropped")
        picture = decoded(received)
        assert picture.width < 600 and picture.count((0, 0, picture.width, picture.height), near(RED, tolerance=40)) == 0
        assert picture.pixel(1, 1) == (255, 255, 255)
    finally:
        target.close()
