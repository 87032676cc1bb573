"""The foundation, as a user meets it: `emojiart FILE` shows the document,
Ctrl+S saves it, and a document that cannot be read is explained."""

import json
import os
import signal
import time

import pytest

from app import home_with_animations
from screenshot import far_from, near
from documents import solid_jpeg, write_document

BLUE = (0x33, 0x66, 0xCC)
WHITE = (255, 255, 255)
EMOJIS = [
    {"text": "🐝", "x": -100, "y": -50, "size": 40, "id": 1},
    {"text": "🌻", "x": 100, "y": 60, "size": 60, "id": 2},
]


def blue_picture(tmp_path, name="picture"):
    jpeg = solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc")
    return write_document(tmp_path / f"{name}.emojiart", EMOJIS, jpeg)


def test_the_document_is_drawn_fitted_to_its_window(desktop, launch, tmp_path):
    launch(blue_picture(tmp_path))
    window = desktop.find_window("picture")
    left, top, width, height = desktop.window_geometry(window)

    # The window's centre is the document's centre, with no emoji on it.
    blue = near(BLUE)
    window_center = (left + width // 2, top + height // 2)
    desktop.wait_until(lambda: blue(desktop.screenshot().pixel(*window_center)), "the background to be drawn")
    # As a person sees it once drawn: a shot taken as the blue first showed
    # had no bee yet (under load, three test processes on two cores).
    shot = desktop.settled_screenshot("document-window")
    box = shot.run_through(*window_center, blue)
    box_left, box_top, box_right, box_bottom = box
    box_width, box_height = box_right - box_left, box_bottom - box_top

    # The 400 × 300 background keeps its shape, is magnified to the height of
    # the canvas, and is centred, with the canvas white on either side.
    assert abs(box_width / box_height - 4 / 3) < 0.01, box
    assert box_height > 0.7 * height, (box, height)
    assert abs((box_left + box_right) / 2 - (left + width / 2)) <= 2, (box, left, width)
    middle = (box_top + box_bottom) // 2
    assert shot.pixel(box_left - 3, middle) == WHITE
    assert shot.pixel(box_right + 2, middle) == WHITE

    # Each emoji's colours appear where its document position puts it, at its size.
    zoom = box_width / 400
    center_x, center_y = (box_left + box_right) / 2, (box_top + box_bottom) / 2
    not_background = far_from(BLUE, WHITE)
    for emoji in EMOJIS:
        half = emoji["size"] * zoom / 2
        x, y = center_x + emoji["x"] * zoom, center_y + emoji["y"] * zoom
        square = (int(x - half), int(y - half), int(x + half), int(y + half))
        coverage = shot.count(square, not_background) / ((2 * half) ** 2)
        assert coverage > 0.25, (emoji["text"], square, coverage)
    # ...and nowhere else on the background.
    assert shot.count((int(center_x - 40), int(center_y - 40), int(center_x + 40), int(center_y + 40)), not_background) == 0

    # The palette strip under the canvas shows the first palette's emojis.
    strip = (left, box_bottom + 4, left + width, top + height)
    assert shot.count(strip, far_from(WHITE, (246, 245, 244), (222, 221, 218), distance=150)) > 500


def test_ctrl_s_writes_the_document_back_in_the_original_format(desktop, launch, tmp_path):
    path = blue_picture(tmp_path, "keep")
    written_before = json.loads(path.read_text())
    path.write_text(json.dumps(written_before, ensure_ascii=False, indent=4))  # as a person might have formatted it
    bytes_before = path.read_bytes()
    launch(path)
    window = desktop.find_window("keep")

    desktop.key(window, "ctrl+s")
    desktop.wait_until(lambda: path.read_bytes() != bytes_before, "Ctrl+S to write the file")

    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved == written_before
    assert set(saved) == {"background", "emojis", "uniqueEmojiId"}


def test_each_file_opens_in_its_own_window_and_no_file_opens_untitled(desktop, launch, tmp_path):
    first = write_document(tmp_path / "first.emojiart", EMOJIS[:1])
    second = write_document(tmp_path / "second.emojiart", EMOJIS[1:])
    app = launch(first, second)
    desktop.find_window("first")
    desktop.find_window("second")
    assert not desktop.window_exists("Untitled")
    app.quit()

    launch()
    desktop.find_window("Untitled")


def test_unreadable_documents_are_explained_and_left_alone(desktop, launch, tmp_path):
    not_json = tmp_path / "notes.emojiart"
    not_json.write_text("my shopping list: eggs, milk")
    no_size = tmp_path / "broken.emojiart"
    no_size.write_text('{"emojis": [{"text": "🐝", "x": 1, "y": 2, "id": 1}]}')
    not_image = write_document(tmp_path / "fake.emojiart", EMOJIS, jpeg=b"<html>not a picture</html>")
    originals = {path: path.read_bytes() for path in (not_json, no_size, not_image)}

    app = launch(not_json, no_size, not_image)
    for path in originals:
        title = f"Could Not Open “{path.name}”"
        dialog = desktop.find_window(title)
        desktop.screenshot(f"open-error-{path.stem}")
        desktop.key(dialog, "Return")
        desktop.wait_until(lambda: not desktop.window_exists(title), "the alert to close")
        app.wait_handled(f"answer -5 to “{title}”")

    # The app is still running, with a window to work in, and no file changed.
    assert app.is_running(), app.output()
    desktop.find_window("Untitled")
    for path, content in originals.items():
        assert path.read_bytes() == content


def test_a_new_window_opens_as_the_last_one_closed(desktop, launch, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    app = launch(home=home)
    window = desktop.find_painted_window("Untitled")
    desktop.xdotool("windowsize", "--sync", window, "760", "540")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2:] == (760, 540), "the window to be 760 by 540")
    desktop.key(window, "ctrl+w")
    desktop.wait_until(lambda: not app.is_running(), "the app to quit with its last window")
    app.quit(keep_home=True)

    # Opened again at that size; then maximised, by a double-click on the header bar, and closed so.
    app = launch(home=home)
    window = desktop.find_painted_window("Untitled")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2:] == (760, 540), "the window to open 760 by 540")
    left, top, width, _ = desktop.window_geometry(window)
    desktop.xdotool("mousemove", str(left + width // 2), str(top + 12), "click", "--repeat", "2", "--delay", "80", "1")
    screen_width = desktop.screenshot().width
    desktop.wait_until(lambda: desktop.window_geometry(window)[2] > screen_width - 40, "the window to be maximised")
    desktop.key(window, "ctrl+w")
    desktop.wait_until(lambda: not app.is_running(), "the app to quit with its last window")
    app.quit(keep_home=True)

    # Opened maximised; and a double-click gives back the size it had before.
    launch(home=home)
    window = desktop.find_painted_window("Untitled")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2] > screen_width - 40, "the window to open maximised")
    left, top, width, _ = desktop.window_geometry(window)
    desktop.xdotool("mousemove", str(left + width // 2), str(top + 12), "click", "--repeat", "2", "--delay", "80", "1")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2:] == (760, 540), "the window to be 760 by 540 again")


class SquareRuler:
    """Measures the dark square in the middle of a window, row `row` of the
    screen, as often as the X server gives the row up."""

    def __init__(self, desktop, window, row):
        from Xlib import display
        self.connection = display.Display(desktop.display)
        self.left, _, self.width, _ = desktop.window_geometry(window)
        self.row = row

    def width_now(self):
        from Xlib import X
        pixels = self.connection.screen().root.get_image(self.left, self.row, self.width, 1, X.ZPixmap, 0xFFFFFFFF).data

        def is_dark(x):  # BGRX
            return min(pixels[4 * x:4 * x + 3]) < 200
        middle = self.width // 2
        if not is_dark(middle):
            return 0
        right = next((x for x in range(middle, self.width) if not is_dark(x)), self.width)
        left = next((x for x in range(middle, -1, -1) if not is_dark(x)), -1)
        return right - left - 1

    def close(self):
        self.connection.close()


def square_row(desktop, window):
    """The screen row through the middle of the dark square in `window`, or
    None while the square is off the window's middle column."""
    shot = desktop.settled_screenshot()
    left, top, width, height = desktop.window_geometry(window)
    rows = [y for y in range(top + 60, top + height - 60) if min(shot.pixel(left + width // 2, y)) < 200]
    return (rows[0] + rows[-1]) // 2 if rows else None


def square_box(desktop, window):
    """Where the dark square is in `window`: (left, top, right, bottom), from the window's corner."""
    shot = desktop.settled_screenshot()
    left, top, width, height = desktop.window_geometry(window)
    dark = [(x, y) for y in range(top + 50, top + height - 60, 2) for x in range(left + 5, left + width - 5, 2)
            if max(shot.pixel(x, y)) < 90]
    return (min(x for x, _ in dark) - left, min(y for _, y in dark) - top,
            max(x for x, _ in dark) - left, max(y for _, y in dark) - top)


def square_document(tmp_path, name):
    return write_document(tmp_path / f"{name}.emojiart", [{"text": "⬛", "x": 0, "y": 0, "size": 100, "id": 1}])


def widths_while_fitting(desktop, window, seconds=0.8):
    """Ctrl+0, then the square's width on every frame GTK drew for `seconds`
    (and once before)."""
    ruler = SquareRuler(desktop, window, square_row(desktop, window))
    widths = [ruler.width_now()]
    desktop.key(window, "ctrl+0")
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        widths.append(ruler.width_now())
    ruler.close()
    return widths


@pytest.mark.parametrize("animations", [True, False])
def test_zoom_to_fit_glides_there_unless_animations_are_off(desktop, launch, tmp_path, animations):
    home = home_with_animations(tmp_path, animations)
    path = square_document(tmp_path, "glide")
    launch(path, home=home)
    window = desktop.find_painted_window("glide")
    desktop.key(window, *["ctrl+minus"] * 5)  # away from the fit, about the centre
    widths = widths_while_fitting(desktop, window)
    start, end = widths[0], widths[-1]
    between = [w for w in widths if start + 5 < w < end - 5]
    assert end > 2 * start, widths  # fitted again
    if animations:
        assert len(between) >= 2, widths  # frames on the way there
    else:
        assert not between, widths  # straight there


def test_a_document_opens_where_it_was_left(desktop, launch, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    path = square_document(tmp_path, "left")
    app = launch(path, home=home)
    window = desktop.find_painted_window("left")
    fitted = SquareRuler(desktop, window, square_row(desktop, window)).width_now()
    desktop.xdotool("windowsize", "--sync", window, "820", "640")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2:] == (820, 640), "the window to be 820 by 640")
    desktop.key(window, *["ctrl+minus"] * 3)  # zoomed out
    left, top, width, height = desktop.window_geometry(window)
    desktop.drag((left + 150, top + height // 2), (left + 450, top + height // 2 + 40))  # and panned, the square off the middle
    left_as = square_box(desktop, window)
    assert SquareRuler(desktop, window, top + height // 2).width_now() == 0
    desktop.key(window, "ctrl+w")
    desktop.wait_until(lambda: not app.is_running(), "the app to quit with its last window")
    app.quit(keep_home=True)

    # Opened again: the same window size, the square off the middle as it was left.
    app = launch(path, home=home)
    window = desktop.find_painted_window("left")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2:] == (820, 640), "the window to open 820 by 640")
    desktop.settled_screenshot("opened-where-it-was-left")
    assert all(abs(a - b) <= 3 for a, b in zip(square_box(desktop, window), left_as)), (square_box(desktop, window), left_as)
    # Zoomed to fit, it is where it was at first; and killed a few seconds later, it opens fitted.
    since = len(app.reports())
    desktop.key(window, "ctrl+0")
    app.wait_handled("win.zoom-to-fit", since)
    desktop.wait_until(lambda: (row := square_row(desktop, window)) is not None
                       and abs(SquareRuler(desktop, window, row).width_now() - fitted) < 3, "the square fitted again")
    views = home / "state" / "emojiart" / "views.json"
    desktop.wait_until(lambda: any(key.endswith(path.name) and view["isFitted"]
                                   for key, view in json.loads(views.read_text(encoding="utf-8")).items()),
                       "the fitted view to be kept")  # a second after it settles
    os.kill(int(app.app_pid()), signal.SIGKILL)
    desktop.wait_until(lambda: not app.is_running(), "the app to be gone")
    app.quit(keep_home=True)
    launch(path, home=home)
    window = desktop.find_painted_window("left")
    assert abs(SquareRuler(desktop, window, square_row(desktop, window)).width_now() - fitted) < 3
