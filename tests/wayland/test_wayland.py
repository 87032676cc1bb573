"""The app as a Wayland client, as most GNOME desktops run it today: what
takes a different path in GTK on Wayland than on X11 (the clipboard, drops
from another application, window sizes, dialogs over their window, closing)
tried as a person would."""

import base64
import json
import subprocess

import pytest

import photos

from desktop import DIALOGS_IN_WINDOW
from screenshot import near
from documents import SavedDocument, add_first_palette_emoji, jpeg_size, solid_jpeg, write_document
from test_header_bar import buttons_shown, fold_width

BLUE = (0x33, 0x66, 0xCC)
BEE = [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}]


@pytest.fixture
def document(desktop, launch, tmp_path):
    """A document of one bee, open in its window."""
    path = write_document(tmp_path / "plain.emojiart", BEE)
    app = launch(path)
    window = desktop.find_painted_window("plain")
    saved = SavedDocument(desktop, window, path, app)
    return saved


def middle_of(desktop, window):
    left, top, width, height = desktop.window_geometry(window)
    return left + width // 2, top + height // 2


def shows(desktop, window, color, name):
    """Waits until the canvas shows `color` halfway between the window's left
    edge and the bee in its middle: clear of the bee, which grows with a
    small background, and of where a drop left the pointer (sway draws it
    into the picture grim takes)."""
    left, top, width, height = desktop.window_geometry(window)
    point = left + width // 4, top + height // 2
    desktop.wait_until(lambda: near(color)(desktop.screenshot().pixel(*point)), f"the {name} background to show")
    desktop.screenshot(name)


def test_a_document_opens_and_shows(desktop, launch, tmp_path):
    path = write_document(tmp_path / "shown.emojiart", BEE, jpeg=solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc"))
    launch(path)
    window = desktop.find_window("shown")
    shows(desktop, window, BLUE, "wayland-document")
    left, top, width, height = desktop.window_geometry(window)
    assert (width, height) == (1280, 1024)  # tiled by sway over the whole output


def test_pasting_an_image(desktop, document, clipboard, tmp_path):
    png = tmp_path / "copied.png"
    subprocess.run(["convert", "-size", "640x480", "xc:#3366cc", str(png)], check=True)
    clipboard.put(png.read_bytes(), "image/png")
    desktop.key(document.window, "ctrl+v")
    shows(desktop, document.window, BLUE, "wayland-pasted-image")
    assert jpeg_size(base64.b64decode(document.save_document()["background"]["imageData"])) == (640, 480)


def test_pasting_a_web_address(desktop, document, clipboard, image_server):
    solid_jpeg(image_server.folder / "blue.jpg", 300, 200, "#3366cc")
    address = image_server.base + "files/blue.jpg"
    clipboard.put(address.encode(), "text/plain")
    desktop.key(document.window, "ctrl+v")
    shows(desktop, document.window, BLUE, "wayland-pasted-url")
    assert document.save_document()["background"]["theURL"] == address


def test_pasting_files_copied_in_a_file_manager(desktop, document, clipboard, tmp_path):
    jpeg = solid_jpeg(tmp_path / "copied.jpg", 250, 180, "#3366cc")
    clipboard.put((tmp_path / "copied.jpg").as_uri().encode() + b"\r\n", "text/uri-list")
    desktop.key(document.window, "ctrl+v")
    shows(desktop, document.window, BLUE, "wayland-pasted-file")
    assert base64.b64decode(document.save_document()["background"]["imageData"]) == jpeg


def test_emojis_copied_in_one_window_are_pasted_in_another(desktop, launch, clipboard, tmp_path):
    pair = [{"text": "🐝", "x": -50, "y": 25, "size": 40, "id": 1}, {"text": "🇫🇷", "x": 30, "y": -5, "size": 80, "id": 2}]
    source, target = write_document(tmp_path / "source.emojiart", pair), write_document(tmp_path / "target.emojiart", [])
    launch(source, target)
    source_window, target_window = desktop.find_painted_window("source"), desktop.find_painted_window("target")
    desktop.key(source_window, "ctrl+a")
    desktop.key(source_window, "ctrl+c")
    desktop.wait_until(lambda: "application/x-emojiart-emojis" in clipboard.offered(), "the emojis on the clipboard")
    assert "text/plain;charset=utf-8" in clipboard.offered()

    desktop.key(target_window, "ctrl+v")
    desktop.find_window("• target")
    saved = SavedDocument(desktop, target_window, target)
    pasted = saved.save()
    assert [(emoji["text"], emoji["size"]) for emoji in pasted] == [("🐝", 40), ("🇫🇷", 80)]
    assert (pasted[1]["x"] - pasted[0]["x"], pasted[1]["y"] - pasted[0]["y"]) == (80, -30)
    desktop.screenshot("wayland-pasted-emojis")
    desktop.key(target_window, "ctrl+z")
    assert saved.save() == []


def test_a_phone_photo_and_an_iphone_heic_are_shown_upright(desktop, document, clipboard, tmp_path):
    """Stored on their side, turned by EXIF and by HEIF's own `irot`."""
    for name, photo in [("jpeg", photos.phone_jpeg(tmp_path, 6)), ("heic", photos.phone_heif(tmp_path, orientation=8))]:
        photos.paste_copied_file(desktop, document.window, clipboard, photo)
        photos.picture_on_screen(desktop, document.window, photos.SCENE, 1.5, name=f"wayland-photo-{name}")
        desktop.key(document.window, "ctrl+z")  # blank again, so the next one is seen to arrive


def test_a_file_dropped_from_a_second_wayland_application(desktop, document, drag_source, tmp_path):
    jpeg = solid_jpeg(tmp_path / "dropped.jpg", 300, 200, "#3366cc")
    source = drag_source("--file", str(tmp_path / "dropped.jpg"))  # GTK 3, on Wayland too
    desktop.drag(source.handle, middle_of(desktop, document.window))
    source.wait_for_drag_end()
    shows(desktop, document.window, BLUE, "wayland-dropped-file")
    assert base64.b64decode(document.save_document()["background"]["imageData"]) == jpeg


def test_choosing_a_background_file(desktop, document, tmp_path):
    jpeg = solid_jpeg(tmp_path / "chosen.jpg", 200, 150, "#3366cc")
    desktop.key(document.window, "ctrl+shift+o")
    picker = desktop.find_painted_window("Choose a Picture")
    desktop.key(picker, "alt+o")  # Other Location…
    chooser = desktop.find_painted_window("Choose Background")
    desktop.key_and_see(chooser, "ctrl+l")  # the location entry, before the path is typed
    desktop.type_path(tmp_path / "chosen.jpg")
    desktop.press("shift+End", "Delete")  # a completion that came late (see Desktop.choose_file)
    desktop.screenshot("wayland-file-chooser")
    for _ in range(4):  # the location's completion may take a Return (as in Desktop.choose_file)
        desktop.press("Return")
        try:
            desktop.wait_until(lambda: not desktop.window_exists("Choose Background"), "the chooser to close", 5)
            break
        except AssertionError:
            desktop.activate(chooser)
    assert not desktop.window_exists("Choose Background"), "the chooser did not take the path"
    shows(desktop, document.window, BLUE, "wayland-chosen-file")
    assert base64.b64decode(document.save_document()["background"]["imageData"]) == jpeg


def test_the_header_bar_folds_when_the_window_is_made_narrow(desktop, document, clipboard, tmp_path):
    desktop.resize(document.window, 1000, 600)
    assert buttons_shown(desktop, document.window, end_buttons=2) == 4  # Paste, Choose, Undo, Redo; sway's Close
    desktop.resize(document.window, 360, 600)
    desktop.screenshot("wayland-header-360")
    assert buttons_shown(desktop, document.window, end_buttons=2) == 0  # folded: the one menu button

    png = tmp_path / "copied.png"
    subprocess.run(["convert", "-size", "400x300", "xc:#3366cc", str(png)], check=True)
    clipboard.put(png.read_bytes(), "image/png")
    left, top, _, _ = desktop.window_geometry(document.window)
    desktop.open_menu(document.window, (left + 22, top + 22))
    desktop.screenshot("wayland-folded-menu")
    desktop.press("Return")  # its first item, Paste Background
    shows(desktop, document.window, BLUE, "wayland-pasted-from-folded-menu")

    desktop.resize(document.window, 1000, 600)
    assert buttons_shown(desktop, document.window, end_buttons=2) == 4


def open_palette_dialog(desktop, window, downs, title):
    """The palette menu (the button at the window's bottom left), its first
    item and `downs` more: the editor (0) or the manager (3)."""
    left, top, width, height = desktop.window_geometry(window)
    desktop.open_menu(window, (left + 22, top + height - 22))
    desktop.press(*["Down"] * downs, "Return")
    dialog = desktop.find_painted_window(title)
    outer = desktop.window_geometry(window)
    inner = desktop.window_geometry(dialog)
    # Over its window, as a dialog is placed, and not tiled beside it.
    assert outer[0] < inner[0] and inner[0] + inner[2] < outer[0] + outer[2], (outer, inner)
    assert outer[1] < inner[1] and inner[1] + inner[3] < outer[1] + outer[3], (outer, inner)
    return dialog


@pytest.mark.parametrize("title, downs", [("Edit Palette", 0), ("Palettes", 3)])
def test_the_palette_dialogs_open_over_the_window_and_close(desktop, launch, title, downs):
    launch()
    window = desktop.find_painted_window("Untitled")
    dialog = open_palette_dialog(desktop, window, downs, title)
    desktop.screenshot(f"wayland-{title}")
    left, top, _, _ = desktop.window_geometry(dialog)
    desktop.click((left + 40, top + 25))  # Close
    desktop.wait_until(lambda: not desktop.window_exists(title), f"{title} to close with Close")

    dialog = open_palette_dialog(desktop, window, downs, title)
    desktop.key(dialog, "Escape")
    desktop.wait_until(lambda: not desktop.window_exists(title), f"{title} to close with Escape")
    assert desktop.window_exists("Untitled")


def test_ctrl_s_saves(desktop, document):
    add_first_palette_emoji(desktop, document.window)
    desktop.find_window("• plain")
    assert [emoji["text"] for emoji in document.save()] == ["🐝", "🚙"]
    desktop.find_window("plain")  # no longer marked unsaved


# The banner about the document's file: Adwaita's accent mixed into the window's colour.
BANNER = (191, 215, 243)


def banner_shown(desktop, window):
    left, top, width, height = desktop.window_geometry(window)
    return near(BANNER)(desktop.screenshot().pixel(left + 12, top + 70))


def test_a_change_another_program_makes_over_unsaved_work_asks_first(desktop, launch, tmp_path):
    """Reload takes theirs (undoably); Keep Mine keeps ours, and Ctrl+S
    then asks before Save Anyway replaces theirs."""
    blue = solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc")
    green = solid_jpeg(tmp_path / "green.jpg", 400, 300, "#2ea043")
    path = write_document(tmp_path / "shared.emojiart", BEE, jpeg=blue)
    launch(path)
    window = desktop.find_painted_window("shared")
    shows(desktop, window, BLUE, "wayland-ours")

    add_first_palette_emoji(desktop, window)
    write_document(path, BEE, jpeg=green)  # another program writes its version
    desktop.wait_until(lambda: banner_shown(desktop, window), "the banner to say the file changed")
    desktop.screenshot("wayland-changed-on-disk")
    desktop.key(window, "alt+r")  # Reload
    shows(desktop, window, (0x2E, 0xA0, 0x43), "wayland-reloaded")
    desktop.find_window("shared")
    desktop.key(window, "ctrl+z")
    shows(desktop, window, BLUE, "wayland-undone-reload")
    desktop.find_window("• shared")

    theirs = write_document(path, BEE + [{"text": "🌲", "x": 60, "y": 0, "size": 40, "id": 2}]).read_bytes()
    desktop.wait_until(lambda: banner_shown(desktop, window), "the banner to say the file changed again")
    desktop.key(window, "alt+k")  # Keep Mine
    desktop.wait_until(lambda: not banner_shown(desktop, window), "the banner to go")
    desktop.key(window, "ctrl+s")
    question = desktop.find_painted_window("“shared” Was Changed by Another Program")
    desktop.screenshot("wayland-save-conflict")
    assert path.read_bytes() == theirs, "nothing is written before the answer"
    desktop.key(question, "alt+s")  # Save Anyway
    desktop.find_window("shared")
    assert [emoji["text"] for emoji in json.loads(path.read_text(encoding="utf-8"))["emojis"]] == ["🐝", "🚙"]


def text_lines(shot, geometry):
    """How many lines of dark text a window shows, top to bottom: runs of
    rows with ink, apart by more than a few rows (a letter's own gaps)."""
    left, top, width, height = geometry
    inked = [y for y in range(top + 2, top + height - 2)
             if any(max(shot.pixel(x, y)) < 100 for x in range(left + 10, left + width - 10, 2))]
    return sum(1 for above, here in zip([None] + inked, inked) if above is None or here - above > 4)


def test_closing_with_unsaved_changes_asks(desktop, document):
    before = document.path.read_bytes()
    add_first_palette_emoji(desktop, document.window)
    desktop.find_window("• plain")

    desktop.key(document.window, "ctrl+w")
    question = desktop.find_painted_window("Save Changes to “plain”?")
    shot = desktop.screenshot("wayland-unsaved-changes")
    # The question once, the sentence under it, the buttons: GTK draws a
    # message dialog's own title bar on Wayland, which said it all twice.
    # (From libadwaita 1.5 the question is inside the window, which has text of its own.)
    if not DIALOGS_IN_WINDOW:
        assert text_lines(shot, desktop.window_geometry(question)) == 3
    handled = len(document.app.reports())
    desktop.key(question, "Escape")
    document.app.wait_handled("answer", since=handled)
    # An AdwAlertDialog (libadwaita 1.5 on) is read a little while as it fades out.
    desktop.wait_until(lambda: not desktop.window_exists("Save Changes to “plain”?"), "the question to go")
    assert desktop.window_exists("• plain")

    desktop.key(document.window, "ctrl+w")
    desktop.key(desktop.find_window("Save Changes to “plain”?"), "alt+d")  # Discard
    desktop.wait_until(lambda: not document.app.is_running(), "the app to close with its last window")
    assert document.path.read_bytes() == before


def picture_bottom(desktop, window):
    """The lowest row of the blue picture, a quarter of the way across (clear of the bee)."""
    left, top, width, height = desktop.window_geometry(window)
    shot = desktop.screenshot()
    blue = near(BLUE)
    rows = [y for y in range(top, top + height) if blue(shot.pixel(left + width // 4, y))]
    return max(rows) if rows else None


def test_two_fingers_on_a_touchpad_pan_by_the_distance_they_moved(desktop, launch, tmp_path):
    path = write_document(tmp_path / "swiped.emojiart", BEE, jpeg=solid_jpeg(tmp_path / "blue.jpg", 400, 300, "#3366cc"))
    launch(path)
    window = desktop.find_window("swiped")
    shows(desktop, window, BLUE, "wayland-before-swipe")
    before = desktop.wait_until(lambda: picture_bottom(desktop, window), "the picture")
    middle = middle_of(desktop, window)
    desktop.swipe((middle[0] - 200, middle[1]), 100)
    # Not 100 wheel notches (4,000 pixels, the picture gone): 100 pixels, as the fingers went.
    after = desktop.wait_until(lambda: (bottom := picture_bottom(desktop, window)) and bottom < before - 50 and bottom,
                               "the picture to move up")
    desktop.screenshot("wayland-after-swipe")
    # Within a step of the ten the swipe is sent in (one was seen lost, 80 pixels, on a loaded run).
    assert 75 <= before - after <= 115, (before, after)


def test_the_header_bar_folds_when_its_buttons_and_title_no_longer_fit_in_any_language(desktop, launch, tmp_path):
    """As on X11 (test_header_bar): the fold follows what GTK measures, in
    English, the pseudo-locale's longer title, Korean and Chinese."""
    import locales
    from test_locales import Catalog, pseudo_catalog
    catalog = pseudo_catalog(tmp_path / "locale")
    runs = {"en": ({}, "Untitled"),
            "pseudo": ({**locales.environment("pseudo"), "EMOJIART_LOCALE_DIR": str(catalog)}, "[Ûñtîtléd ~~~~]"),
            "ko": (locales.environment("ko"), Catalog("ko")("Untitled")),
            "zh_CN": (locales.environment("zh_CN"), Catalog("zh_CN")("Untitled"))}
    folds = {}
    for name, (environment, title) in runs.items():
        app = launch(environment=environment)
        window = desktop.find_painted_window(title)
        folds[name] = fold_width(desktop, window, f"wayland-{name}",
                                 resize_to=lambda desktop, window, width: desktop.resize(window, width, 600),
                                 end_buttons=2)  # the main menu and sway's one window button, Close
        app.quit()
    print("fold widths:", folds)
    assert folds["pseudo"] > folds["en"], folds
