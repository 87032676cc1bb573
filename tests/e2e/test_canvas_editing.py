"""Editing on the canvas with a real mouse and keyboard: drag an emoji in from
the palette, select, move, resize, delete, undo and redo, saving after each
step and reading what was saved; and zooming around the pointer."""

import json
import os
import subprocess

import pytest

from canvas_view import BLUE, locate
from documents import SavedDocument, solid_jpeg, write_document
from screenshot import near


@pytest.fixture
def blue_document(desktop, launch, tmp_path):
    jpeg = solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc")
    path = write_document(tmp_path / "canvas.emojiart", [], jpeg)
    app = launch(path)
    window = desktop.find_window("canvas")
    desktop.activate(window)
    canvas, shot, _ = locate(desktop, window)
    return canvas, shot, SavedDocument(desktop, window, path, app)


def first_palette_emoji(shot, canvas):
    """The first strongly coloured pixel along the palette strip: its first emoji."""
    for x in range(canvas.left, shot.width):
        r, g, b = shot.pixel(x, canvas.strip_y)
        if max(r, g, b) - min(r, g, b) > 100:
            return x + 12, canvas.strip_y
    raise AssertionError("no emoji in the palette strip")


def close(actual, expected, tolerance=2):
    return abs(actual - expected) <= tolerance


def test_edit_an_emoji_from_palette_to_undo(desktop, blue_document):
    canvas, shot, document = blue_document
    zoom = canvas.zoom

    # Drag the palette's first emoji (Vehicles: 🚙) to document point (100, 50).
    desktop.drag(first_palette_emoji(shot, canvas), canvas.screen(100, 50), steps=20)
    [emoji] = document.save()
    assert emoji["text"] == "🚙"
    assert close(emoji["x"], 100) and close(emoji["y"], 50), emoji
    assert close(emoji["size"], 40 / zoom, 1), (emoji, zoom)
    size = emoji["size"]

    # Click the background (clears the selection), then the emoji (selects it),
    # and drag it 60 px right and 40 px up.
    accent = near((53, 132, 228), 12)
    x, y = canvas.screen(100, 50)
    around = (round(x - size * zoom), round(y - size * zoom), round(x + size * zoom), round(y + size * zoom))
    desktop.click(canvas.screen(-150, -100))
    unselected = desktop.settled_screenshot().count(around, accent)  # the blue car has some of its own
    desktop.click(canvas.screen(100, 50))
    # An accent ring all round.
    desktop.wait_until(lambda: desktop.screenshot().count(around, accent) - unselected > 4 * size * zoom, "the selection ring")
    desktop.screenshot("selected-emoji")
    desktop.drag(canvas.screen(100, 50), (canvas.screen(100, 50)[0] + 60, canvas.screen(100, 50)[1] - 40))
    [moved] = document.save()
    assert close(moved["x"], 100 + 60 / zoom) and close(moved["y"], 50 - 40 / zoom), moved
    assert moved["size"] == size

    # Resize: + on the keyboard, then Ctrl+scroll up over the emoji.
    desktop.xdotool("key", "plus")
    [bigger] = document.save()
    assert close(bigger["size"], size * 1.1, 1), (bigger, size)
    over = canvas.screen(moved["x"], moved["y"])
    desktop.xdotool("mousemove", str(round(over[0])), str(round(over[1])))
    desktop.xdotool("keydown", "ctrl", "click", "4", "keyup", "ctrl")
    [biggest] = document.save()
    assert close(biggest["size"], bigger["size"] * 1.1, 1), (biggest, bigger)
    assert (biggest["x"], biggest["y"]) == (moved["x"], moved["y"])

    # Delete, undo, redo.
    desktop.xdotool("key", "Delete")
    assert document.save() == []
    desktop.key(canvas.window, "ctrl+z")
    assert document.save() == [biggest]
    desktop.key(canvas.window, "ctrl+shift+z")
    assert document.save() == []
    desktop.key(canvas.window, "ctrl+z")
    desktop.key(canvas.window, "ctrl+z")
    assert document.save() == [bigger]


def test_ctrl_scroll_zooms_around_the_pointer(desktop, launch, tmp_path):
    # A blue picture with a red mark whose document rect is (-100, -70)–(-60, -40).
    image = tmp_path / "marked.jpg"
    subprocess.run(["convert", "-size", "400x300", "xc:#3366cc", "-fill", "#ee1111",
                    "-draw", "rectangle 100,80 139,109", "-quality", "95", str(image)], check=True)
    launch(write_document(tmp_path / "marked.emojiart", [], image.read_bytes()))
    window = desktop.find_window("marked")
    desktop.activate(window)
    canvas, shot, picture = locate(desktop, window)
    red = near((0xEE, 0x11, 0x11), 40)
    above_strip = (0, 0, shot.width, picture[3])  # the strip has red cars
    mark = shot.bounding_box(red, step=1, within=above_strip)

    pointer = tuple(map(round, canvas.screen(-120, -80)))  # just above and left of the mark
    desktop.xdotool("mousemove", *map(str, pointer))
    for _ in range(3):
        desktop.xdotool("keydown", "ctrl", "click", "4", "keyup", "ctrl")
    ratio = 1.1 ** 3
    desktop.wait_until(lambda: (box := desktop.screenshot().bounding_box(red, step=1, within=above_strip))
                       and box[2] - box[0] >= (mark[2] - mark[0]) * ratio - 3, "the third zoom step")
    grown = desktop.settled_screenshot("zoomed-around-pointer").bounding_box(red, step=1, within=above_strip)

    # Every edge of the mark moved away from the pointer by the zoom ratio,
    # so the document point under the pointer stayed under it.
    for edge, (before, after) in enumerate(zip(mark, grown)):
        origin = pointer[edge % 2]
        assert close(after - origin, (before - origin) * ratio, 3), (edge, mark, grown, pointer)


def test_emoji_text_dragged_from_another_application(desktop, blue_document, drag_source):
    canvas, _, document = blue_document
    words = drag_source("--text", "no emoji in this text")
    desktop.drag(words.handle, canvas.screen(-50, 20), steps=25)
    words.wait_for_drag_end()
    words.close()
    assert document.save() == []

    unicorn = drag_source("--text", "🦄 unicorns and 🌈 rainbows")
    desktop.drag(unicorn.handle, canvas.screen(-50, 20), steps=25)
    [emoji] = document.save()
    assert emoji["text"] == "🦄"
    assert close(emoji["x"], -50) and close(emoji["y"], 20), emoji


def test_the_keyboard_alone_walks_selects_and_deletes_emojis(desktop, launch, tmp_path):
    """Tab moves a focus ring from emoji to emoji in reading order, Space
    selects the one it is on, Delete deletes the selection."""
    jpeg = solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc")
    emojis = [{"text": "🚗", "x": 120, "y": 80, "size": 50, "id": 1}, {"text": "🐝", "x": -160, "y": 80, "size": 50, "id": 2},
              {"text": "🌻", "x": -60, "y": 85, "size": 50, "id": 3}]
    path = write_document(tmp_path / "keys.emojiart", emojis, jpeg)
    launch(path)
    window = desktop.find_window("keys")
    desktop.activate(window)
    # The emojis keep clear of the lines through the middle, where locate() looks.
    canvas, _, _ = locate(desktop, window)
    desktop.click(canvas.screen(0, -120))  # the background: the canvas takes the keyboard focus
    desktop.key(window, "Tab")  # 🐝, the leftmost of the row
    desktop.key(window, "Tab")  # 🌻
    desktop.key(window, "space")
    # Around 🌻 alone: the selection ring (white) and, outside it, the focus ring (black in white).
    x, y = canvas.screen(-60, 85)
    above = (int(x) - 20, int(y - 25 * canvas.zoom - 24), int(x) + 20, int(y - 25 * canvas.zoom))
    desktop.wait_until(lambda: desktop.screenshot().count(above, near((255, 255, 255), 40)) > 20, "the selection ring")
    shot = desktop.settled_screenshot("canvas-focus-ring")
    assert shot.count(above, near((255, 255, 255), 40)) > 20
    assert shot.count(above, near((0, 0, 0), 60)) > 20
    bee = int(canvas.screen(-160, 80)[0])
    assert shot.count((bee - 20, above[1], bee + 20, above[3]), near((0, 0, 0), 60)) == 0
    desktop.key(window, "Delete")
    document = SavedDocument(desktop, window, path)
    assert [emoji["text"] for emoji in document.save()] == ["🚗", "🐝"]


@pytest.mark.parametrize("then", ["ctrl+s", "ctrl+w"])
def test_a_resize_just_before_save_or_close_is_kept(desktop, launch, tmp_path, then):
    """A Ctrl+scroll resize becomes its undo step after a pause; Ctrl+S or
    Ctrl+W pressed a few milliseconds after it, in one burst of input, must
    still save it, or ask about it and save it."""
    jpeg = solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc")
    path = write_document(tmp_path / "resized.emojiart", [{"text": "🐝", "x": 100, "y": 60, "size": 60, "id": 1}], jpeg)
    app = launch(path)
    window = desktop.find_window("resized")
    desktop.activate(window)
    canvas, _, _ = locate(desktop, window)
    desktop.click(canvas.screen(0, -120))  # the background: the canvas takes the keyboard focus
    desktop.key(window, "Tab", "space")  # the bee, selected
    x, y = canvas.screen(100, 60)
    above = (int(x) - 20, int(y - 30 * canvas.zoom - 24), int(x) + 20, int(y - 30 * canvas.zoom))
    desktop.wait_until(lambda: desktop.screenshot().count(above, near((255, 255, 255), 40)) > 20, "the selection ring")
    desktop.xdotool("mousemove", str(round(x)), str(round(y)))

    before = os.stat(path).st_mtime_ns
    letter = then[-1]
    desktop.burst(("press", "Control_L"), ("scroll up",), ("press", letter), ("release", letter),
                  ("release", "Control_L"))
    if then == "ctrl+w":
        question = desktop.find_window("Save Changes to “resized”?")
        desktop.key(question, "Return")  # Save is the default
        desktop.wait_until(lambda: not app.is_running(), "the app to close once saved")
    desktop.wait_until(lambda: os.stat(path).st_mtime_ns != before, "the document to be saved")
    [bee] = json.loads(path.read_text(encoding="utf-8"))["emojis"]
    assert close(bee["size"], 66, 1), bee


def test_a_drag_of_hundreds_of_selected_emojis_takes_them_all_and_leaves_nothing_behind(desktop, launch, tmp_path):
    """Beyond a hundred, selected emojis' rings are in the tiles, and the
    emojis a drag moves are left out of the tiles and drawn live: where they
    were must show the picture at once, and where they land must show them."""
    jpeg = solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc")
    # In the upper left, clear of the middle row and column locate() measures by.
    places = [(x, y) for x in range(-185, -35, 10) for y in range(-135, -45, 10)]
    squares = [{"text": "🟥", "x": x, "y": y, "size": 10, "id": number} for number, (x, y) in enumerate(places, start=1)]
    path = write_document(tmp_path / "squares.emojiart", squares, jpeg)
    launch(path)
    window = desktop.find_window("squares")
    desktop.activate(window)
    canvas, _, _ = locate(desktop, window)
    document = SavedDocument(desktop, window, path)

    def area(left, top, right, bottom):
        (x0, y0), (x1, y1) = canvas.screen(left, top), canvas.screen(right, bottom)
        return round(x0), round(y0), round(x1), round(y1)

    def red(pixel):
        return pixel[0] > 180 and pixel[1] < 110 and pixel[2] < 110

    where_they_were, where_they_go = area(-192, -142, -28, -38), area(8, -142, 172, -38)
    whole = len(squares) * (10 * canvas.zoom) ** 2 / 5  # a fifth of each square, within its selection ring
    desktop.wait_until(lambda: desktop.screenshot().count(where_they_were, red) > whole, "the squares")
    desktop.click(canvas.screen(120, 100))  # the background: the canvas takes the keyboard focus
    desktop.key(window, "ctrl+a")

    start, end = canvas.screen(-100, -95), canvas.screen(100, -95)
    desktop.xdotool("mousemove", *map(str, map(round, start)))
    desktop.rest_at(start)
    desktop.xdotool("mousedown", "1")
    for step in range(1, 13):
        desktop.xdotool("mousemove", str(round(start[0] + (end[0] - start[0]) * step / 12)), str(round(start[1])))
    try:
        desktop.wait_until(lambda: (lambda shot: shot.count(where_they_were, red) == 0
                                    and shot.count(where_they_go, red) > whole)(desktop.screenshot()),
                           "the squares moving, and nothing where they were")
        desktop.screenshot("hundreds-dragged")
    finally:
        desktop.xdotool("mouseup", "1")
    desktop.key(window, "Escape")
    shot = desktop.settled_screenshot("hundreds-dropped")
    assert shot.count(where_they_were, red) == 0
    assert shot.count(where_they_go, red) > whole
    saved = document.save()
    assert len(saved) == len(squares)
    assert all(close(after["x"], before["x"] + 200, 3) and after["y"] == before["y"]
               for before, after in zip(squares, saved)), saved[:3]
