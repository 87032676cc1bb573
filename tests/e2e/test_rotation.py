"""Turning and mirroring emojis with the real keyboard and mouse: `[` and
`]`, the rotation handle, the context menu's Rotate Right and `h`, each
checked on the screen and in the saved file; a turned and a mirrored emoji
exported; and a document nobody turned saved byte for byte as before."""

import json

from canvas_view import locate
from documents import SavedDocument, save_as, solid_jpeg, write_document
from test_export import decode_png, export_headless

# A hand pointing up: turned, it points elsewhere. Clear of the document's
# middle row and column, where locate() measures the blue background.
HAND = {"text": "👆", "x": 100, "y": 80, "size": 80, "id": 1}


def crop(shot, center, half):
    """The pixels of the square of side 2 × `half` about `center`, by row."""
    x0, y0 = round(center[0]) - half, round(center[1]) - half
    return [[shot.pixel(x0 + x, y0 + y) for x in range(2 * half)] for y in range(2 * half)]


def likeness(a, b):
    """The share of pixels of two equal crops that are alike."""
    pairs = [(p, q) for row_a, row_b in zip(a, b) for p, q in zip(row_a, row_b)]
    return sum(1 for p, q in pairs if sum(abs(i - j) for i, j in zip(p, q)) < 90) / len(pairs)


def turned_clockwise(pixels):
    """`pixels` as they look turned a quarter turn clockwise."""
    size = len(pixels)
    return [[pixels[size - 1 - x][y] for x in range(size)] for y in range(size)]


def mirrored(pixels):
    return [list(reversed(row)) for row in pixels]


def test_keys_the_handle_and_the_menu_turn_an_emoji_on_screen_and_in_the_file(desktop, launch, tmp_path):
    path = write_document(tmp_path / "hand.emojiart", [HAND], solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc"))
    launch(path)
    window = desktop.find_window("hand")
    canvas, before, _ = locate(desktop, window)
    saved = SavedDocument(desktop, window, path)
    center = canvas.screen(HAND["x"], HAND["y"])
    half = round(HAND["size"] * canvas.zoom * 0.35)
    upright = crop(before, center, half)

    # Six presses of ] are a quarter turn clockwise.
    desktop.click(center)
    desktop.key(window, *["bracketright"] * 6)
    [hand] = saved.save()
    assert hand["rotation"] == 90 and "mirrored" not in hand
    shot = desktop.settled_screenshot("turned-by-keys")
    assert likeness(crop(shot, center, half), turned_clockwise(upright)) > 0.85
    assert likeness(crop(shot, center, half), upright) < 0.8, "the turn shows"

    # The handle: 24 points above the box, dragged a quarter turn about its centre.
    side = HAND["size"] * canvas.zoom
    dot = (center[0], center[1] - side / 2 - 24)
    reach = side / 2 + 24
    desktop.drag(dot, (center[0] + reach, center[1]), steps=24)
    [hand] = saved.save()
    assert 178 <= hand["rotation"] <= 182, hand
    shot = desktop.settled_screenshot("turned-by-the-handle")
    assert likeness(crop(shot, center, half), turned_clockwise(turned_clockwise(upright))) > 0.8

    # Rotate Right in the context menu, which opens on Cut: Copy, Duplicate, Rotate Left, Rotate Right.
    turned = hand["rotation"]
    desktop.open_menu(window, center, button=3)
    desktop.xdotool("key", *["Down"] * 4)
    desktop.settled_screenshot("rotate-right-in-the-menu")
    desktop.xdotool("key", "Return")
    [hand] = saved.save()
    assert hand["rotation"] == (turned + 90) % 360, hand

    # h mirrors; one undo step each.
    desktop.key(window, "h")
    [hand] = saved.save()
    assert hand["mirrored"] is True
    desktop.key(window, "ctrl+z", "ctrl+z")
    [hand] = saved.save()
    assert hand["rotation"] == turned and "mirrored" not in hand


def test_a_turned_and_a_mirrored_emoji_are_exported_as_shown(tmp_path):
    pictures = {}
    for name, turn in [("upright", {}), ("turned", {"rotation": 90}), ("mirrored", {"mirrored": True})]:
        document = write_document(tmp_path / f"{name}.emojiart", [dict(HAND, **turn)])
        output = tmp_path / f"{name}.png"
        run = export_headless("--export-png", output, document)
        assert run.returncode == 0, run.stderr
        pictures[name] = decode_png(output.read_bytes())
    upright = pictures["upright"]
    assert (upright.width, upright.height) == (pictures["mirrored"].width, pictures["mirrored"].height)
    middle, half = (upright.width / 2, upright.height / 2), 30
    glyph = crop(upright, middle, half)
    assert likeness(crop(pictures["turned"], middle, half), turned_clockwise(glyph)) > 0.85
    assert likeness(crop(pictures["mirrored"], middle, half), mirrored(glyph)) > 0.85
    assert likeness(crop(pictures["mirrored"], middle, half), glyph) < 0.8, "a hand is not its own mirror image"


def test_a_document_nobody_turned_is_saved_byte_for_byte_as_before(desktop, launch, tmp_path):
    # As the app wrote it before emojis could turn: keys sorted, no spaces.
    emojis = [{"id": 1, "size": 40, "text": "🐝", "x": -83, "y": 38}, {"id": 2, "size": 64, "text": "🌲", "x": 20, "y": -5}]
    written = json.dumps({"background": {}, "emojis": emojis, "uniqueEmojiId": 2}, separators=(",", ":"),
                         ensure_ascii=False, sort_keys=True).encode()
    original = tmp_path / "before.emojiart"
    original.write_bytes(written)
    launch(original)
    window = desktop.find_window("before")
    again = tmp_path / "again.emojiart"
    save_as(desktop, window, again.with_suffix(""))
    desktop.wait_until(again.exists, "the copy to be written")
    assert again.read_bytes() == written
