"""Copy, cut, paste and duplicate emojis with the real keyboard and the real X
clipboard: from one document window to another, into and out of a second
GTK application's text field, the picture another program reads, and a
text field's own Ctrl+C while emojis are selected."""

import subprocess

import pytest

from app import App
from canvas_view import locate
from documents import SavedDocument, solid_jpeg, write_document
from screenshot import near
from second_apps import TextField
from test_export import decode_png

# The box around them runs from -70 to 70 across and from -45 to 45 down
# (the bee's square is 40 points, the family's 80, turned a half turn), so
# its centre is (0, 0).
EMOJIS = [
    {"text": "🐝", "x": -50, "y": 25, "size": 40, "id": 1},
    {"text": "👨\u200d👩\u200d👧", "x": 30, "y": -5, "size": 80, "id": 2, "rotation": 180, "mirrored": True},
]


def offered_types(desktop):
    found = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", "TARGETS"], env=desktop.env,
                           capture_output=True, text=True, timeout=10, check=False)
    return found.stdout.split()


def wait_until_offered(desktop, mime_type):
    desktop.wait_until(lambda: mime_type in offered_types(desktop), f"the clipboard to offer {mime_type}")


def blue_document(tmp_path, name, emojis):
    return write_document(tmp_path / f"{name}.emojiart", emojis, solid_jpeg(tmp_path / f"{name}.jpg", 400, 300, "#3366cc"))


@pytest.fixture
def text_field(desktop):
    started = []

    def start(text=""):
        field = TextField(desktop, text)
        started.append(field)
        return field

    yield start
    for field in started:
        field.close()


def test_emojis_copied_in_one_window_are_pasted_in_another_at_the_pointer(desktop, launch, tmp_path):
    source, target = blue_document(tmp_path, "source", EMOJIS), blue_document(tmp_path, "target", [])
    launch(source, target)
    source_window, target_window = desktop.find_window("source"), desktop.find_window("target")
    desktop.key(source_window, "ctrl+a")
    desktop.key(source_window, "ctrl+c")
    wait_until_offered(desktop, "application/x-emojiart-emojis")

    desktop.activate(target_window)  # raised, so the canvas found is its own
    canvas, _, _ = locate(desktop, target_window)
    desktop.move_pointer(canvas.screen(100, 50))
    desktop.key(target_window, "ctrl+v")
    desktop.find_window("• target")  # pasted: the document has changed
    saved = SavedDocument(desktop, target_window, target)
    pasted = saved.save()
    def kept(emoji):
        return emoji["text"], emoji["size"], emoji.get("rotation", 0), emoji.get("mirrored", False)
    assert [kept(emoji) for emoji in pasted] == [kept(emoji) for emoji in EMOJIS]
    # The arrangement is kept exactly; its centre lands under the pointer.
    assert (pasted[1]["x"] - pasted[0]["x"], pasted[1]["y"] - pasted[0]["y"]) == (80, -30)
    center = ((pasted[0]["x"] + pasted[1]["x"]) / 2 + 10, (pasted[0]["y"] + pasted[1]["y"]) / 2 - 10)
    assert abs(center[0] - 100) <= 3 and abs(center[1] - 50) <= 3, pasted
    desktop.settled_screenshot("pasted-between-windows")

    # One step undoes the paste; the source is unchanged.
    desktop.key(target_window, "ctrl+z")
    assert saved.save() == []
    assert [emoji["text"] for emoji in SavedDocument(desktop, source_window, source).save()] == ["🐝", EMOJIS[1]["text"]]


def test_copied_emojis_are_text_in_a_text_field_and_a_picture_for_an_image_editor(desktop, launch, tmp_path,
                                                                                    text_field):
    launch(blue_document(tmp_path, "source", EMOJIS))
    window = desktop.find_window("source")
    desktop.key(window, "ctrl+a")
    desktop.key(window, "ctrl+c")

    field = text_field("before")
    desktop.key(field.window, "ctrl+a")
    desktop.key(field.window, "ctrl+v")
    desktop.wait_until(lambda: field.text == "🐝" + EMOJIS[1]["text"], "the emojis in the text field")

    # The picture: the emojis as drawn, on white, with a margin of half the largest.
    wait_until_offered(desktop, "image/png")
    png = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", "image/png"], env=desktop.env,
                         capture_output=True, check=True, timeout=30).stdout
    picture = decode_png(png)
    assert (picture.width, picture.height) == (220, 170)
    white = near((255, 255, 255), 30)
    assert white(picture.pixel(2, 2)) and white(picture.pixel(217, 167))
    for (x, y), half in [((60, 115), 20), ((140, 85), 40)]:
        covered = picture.count((x - half, y - half, x + half, y + half), lambda pixel: not white(pixel))
        assert covered > 0.25 * (2 * half) ** 2, ((x, y), covered)


def test_text_with_a_family_and_a_flag_from_a_text_field_becomes_those_emojis(desktop, launch, tmp_path, text_field):
    target = blue_document(tmp_path, "target", [])
    launch(target)
    window = desktop.find_window("target")
    canvas, _, _ = locate(desktop, window)

    seen = App.clipboard_news()
    field = text_field("our 👨\u200d👩\u200d👧\u200d👦 in 🇫🇷 👍🏽")
    desktop.key(field.window, "ctrl+a")
    desktop.key(field.window, "ctrl+c")
    App.wait_for_clipboard_news(seen, "text/plain;charset=utf-8")

    desktop.move_pointer(canvas.screen(0, 0))
    desktop.key(window, "ctrl+v")
    desktop.find_window("• target")
    pasted = SavedDocument(desktop, window, target).save()
    assert [emoji["text"] for emoji in pasted] == ["👨\u200d👩\u200d👧\u200d👦", "🇫🇷", "👍🏽"]
    assert len({emoji["y"] for emoji in pasted}) == 1 and pasted[0]["x"] < pasted[1]["x"] < pasted[2]["x"]
    assert abs(pasted[1]["x"]) <= 3 and abs(pasted[1]["y"]) <= 3, pasted
    desktop.settled_screenshot("pasted-text-emojis")


def test_duplicate_and_cut_are_each_one_step(desktop, launch, tmp_path):
    below_the_middle = [dict(emoji, y=emoji["y"] + 90) for emoji in EMOJIS]  # where locate looks for blue
    path = blue_document(tmp_path, "edit", below_the_middle)
    launch(path)
    window = desktop.find_window("edit")
    canvas, _, _ = locate(desktop, window)
    saved = SavedDocument(desktop, window, path)

    desktop.key(window, "ctrl+a")
    desktop.key(window, "ctrl+d")
    emojis = saved.save()
    assert len(emojis) == 4
    step = round(16 / canvas.zoom)
    for original, copy in zip(emojis[:2], emojis[2:]):
        assert (copy["text"], copy["size"]) == (original["text"], original["size"])
        assert (copy["x"] - original["x"], copy["y"] - original["y"]) == (step, step)
    assert len({emoji["id"] for emoji in emojis}) == 4
    desktop.settled_screenshot("duplicated")

    # The duplicates are selected: Ctrl+X takes them away, and Ctrl+V brings them back.
    desktop.key(window, "ctrl+x")
    assert saved.save() == below_the_middle
    wait_until_offered(desktop, "application/x-emojiart-emojis")
    desktop.move_pointer(canvas.screen(0, 100))
    desktop.key(window, "ctrl+v")
    desktop.find_window("• edit")
    assert len(saved.save()) == 4
    for _ in range(2):
        desktop.key(window, "ctrl+z")
    assert saved.save() == below_the_middle + emojis[2:]


def test_a_text_field_keeps_its_own_copy_while_emojis_are_selected(desktop, launch, tmp_path):
    launch(blue_document(tmp_path, "source", EMOJIS))
    window = desktop.find_window("source")
    desktop.key(window, "ctrl+a")
    left, top, width, height = desktop.window_geometry(window)
    desktop.open_menu(window, (left + 22, top + height - 22))
    desktop.xdotool("key", "Return")  # Edit Palette…, the first item
    editor = desktop.find_painted_window("Edit Palette")
    desktop.key(editor, "ctrl+a")
    desktop.key(editor, "ctrl+c")
    desktop.wait_until(lambda: "UTF8_STRING" in offered_types(desktop), "the copied name")
    copied = subprocess.run(["xclip", "-selection", "clipboard", "-o"], env=desktop.env, capture_output=True,
                            text=True, timeout=10).stdout
    assert copied == "Vehicles"
    assert "application/x-emojiart-emojis" not in offered_types(desktop)
