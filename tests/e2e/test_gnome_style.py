"""A GNOME app, as a person on a GNOME desktop meets it: the window follows
the desktop's light or dark style (libadwaita's), a blank document says how
to start, and what a person did is told in a toast whose Undo is Ctrl+Z's."""

import json
import subprocess

import pytest

from screenshot import near
from documents import add_first_palette_emoji, solid_jpeg, write_document
from test_palettes import open_chooser_menu_item, saved_palettes
from toasts import click_toast_button, shown_texts

# Adwaita's view background, light and dark: the canvas around the picture.
FIELD = {"light": (255, 255, 255), "dark": (0x1E, 0x1E, 0x1E)}
# Adwaita's suggested-action blue (Choose a Picture…).
ACCENT = (0x35, 0x84, 0xE4)
GREEN = (0x2E, 0xA0, 0x43)


def style_environment(accessibility, style):
    return dict(accessibility.environment(), ADW_DEBUG_COLOR_SCHEME=f"prefer-{style}")


def luminance(rgb):
    red, green, blue = rgb
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def wait_for_text(desktop, accessibility, app, text, present=True):
    desktop.wait_until(lambda: (text in shown_texts(accessibility, app)) == present,
                       f"{text!r} to be {'shown' if present else 'gone'}")


def click_toast_undo(desktop, accessibility, app, told):
    """Undo in the toast that says `told` (not the header bar's Undo)."""
    click_toast_button(desktop, accessibility, app, told, "Undo")


def green_png(tmp_path):
    path = tmp_path / "green.png"
    subprocess.run(["convert", "-size", "400x300", "xc:#2ea043", str(path)], check=True)
    return path.read_bytes()


@pytest.mark.parametrize("style", ["light", "dark"])
def test_a_blank_window_says_how_to_start_in_the_desktops_style(desktop, launch, accessibility, style):
    app = launch(environment=style_environment(accessibility, style))
    window = desktop.find_painted_window("Untitled")
    left, top, width, height = desktop.window_geometry(window)
    shot = desktop.settled_screenshot(f"empty-state-{style}", window=window)

    # The canvas is Adwaita's view colour, light or dark, beside the status page.
    canvas_side = (left + 30, top + height // 2)
    assert shot.pixel(*canvas_side) == FIELD[style], shot.pixel(*canvas_side)
    # The header bar follows too: light grey, or dark grey.
    bar = shot.pixel(left + width // 2 + 120, top + 12)
    assert (luminance(bar) > 200) if style == "light" else (luminance(bar) < 80), bar
    # Choose a Picture… is a suggested (accent) pill, below the middle.
    pill = shot.count((left + width // 4, top + height // 2, left + 3 * width // 4, top + height - 60), near(ACCENT, 30))
    assert pill > 2000, pill
    # Its words, as a screen reader says them.
    texts = desktop.wait_until(lambda: (texts := shown_texts(accessibility, app)) and "Canvas" in texts and texts,
                               "the window's accessible tree")
    assert "Start With a Picture" in texts, texts
    assert any(text.startswith("Drop a picture here, paste one (Ctrl+V)") for text in texts), texts
    assert "Choose a Picture…" in texts, texts


def test_the_empty_state_goes_with_a_picture_and_the_toasts_undo_brings_it_back(
        desktop, launch, accessibility, clipboard, tmp_path):
    app = launch(environment=accessibility.environment())
    window = desktop.find_painted_window("Untitled")
    left, top, width, height = desktop.window_geometry(window)
    wait_for_text(desktop, accessibility, app, "Start With a Picture")

    clipboard.put(green_png(tmp_path), "image/png")
    desktop.key(window, "ctrl+v")
    center = (left + width // 2, top + height // 2 - 40)
    desktop.wait_until(lambda: near(GREEN)(desktop.screenshot().pixel(*center)), "the pasted picture where the page was")
    wait_for_text(desktop, accessibility, app, "Start With a Picture", present=False)
    wait_for_text(desktop, accessibility, app, "Background set")
    desktop.settled_screenshot("toast-background-set", window=window)

    # Undo in the toast is Ctrl+Z: the document is as it was, unmodified, and says how to start again.
    click_toast_undo(desktop, accessibility, app, "Background set")
    desktop.find_window("Untitled")
    desktop.wait_until(lambda: not near(GREEN)(desktop.screenshot().pixel(*center)), "the picture to go")
    wait_for_text(desktop, accessibility, app, "Start With a Picture")
    wait_for_text(desktop, accessibility, app, "Background set", present=False)


def test_deleted_emojis_are_told_and_come_back_from_the_toast(desktop, launch, accessibility, tmp_path):
    emojis = [{"text": "🐝", "x": -60, "y": 0, "size": 40, "id": 1}, {"text": "🌻", "x": 60, "y": 0, "size": 40, "id": 2}]
    path = write_document(tmp_path / "garden.emojiart", emojis)
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_painted_window("garden")
    texts = shown_texts(accessibility, app)
    assert "Start With a Picture" not in texts, "the page never covers a document with something in it"

    desktop.key(window, "ctrl+a")
    desktop.key(window, "Delete")
    desktop.find_window("• garden")
    wait_for_text(desktop, accessibility, app, "2 emojis deleted")
    # The document now has nothing in it: the page says how to start again.
    wait_for_text(desktop, accessibility, app, "Start With a Picture")
    click_toast_undo(desktop, accessibility, app, "2 emojis deleted")
    desktop.find_window("garden")
    wait_for_text(desktop, accessibility, app, "Start With a Picture", present=False)

    desktop.key(window, "ctrl+s")
    desktop.wait_until(lambda: len(json.loads(path.read_text())["emojis"]) == 2, "both emojis in the saved file")


def test_a_later_edit_takes_the_toast_down(desktop, launch, accessibility, tmp_path):
    emojis = [{"text": "🐝", "x": -60, "y": 0, "size": 40, "id": 1}]
    path = write_document(tmp_path / "bee.emojiart", emojis)
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_painted_window("bee")
    desktop.key(window, "ctrl+a")
    desktop.key(window, "Delete")
    wait_for_text(desktop, accessibility, app, "1 emoji deleted")
    # Ctrl+Z would now undo the add, not the delete: the toast's Undo would lie, so it goes.
    left, top, width, height = desktop.window_geometry(window)
    desktop.click((left + 155, top + height - 30))  # the strip's first emoji, added mid-canvas
    wait_for_text(desktop, accessibility, app, "1 emoji deleted", present=False)


def test_a_deleted_palette_comes_back_from_the_toast(desktop, launch, accessibility):
    app = launch(environment=accessibility.environment())
    window = desktop.find_painted_window("Untitled")
    desktop.wait_until(lambda: "Vehicles" in shown_texts(accessibility, app), "the first palette")
    open_chooser_menu_item(desktop, window, downs=2)  # Delete Palette, asked nothing
    wait_for_text(desktop, accessibility, app, "“Vehicles” deleted")
    desktop.wait_until(lambda: "Vehicles" not in saved_palettes(app), "the palettes file without Vehicles")
    desktop.settled_screenshot("toast-palette-deleted", window=window)

    click_toast_undo(desktop, accessibility, app, "“Vehicles” deleted")
    desktop.wait_until(lambda: "Vehicles" in saved_palettes(app), "Vehicles back in the palettes file")
    assert list(saved_palettes(app))[0] == "Vehicles", "back where it was"


def test_every_window_is_dark_on_a_dark_desktop(desktop, launch, accessibility):
    """The palette editor and manager, the picture picker, the shortcuts and
    About windows and the unsaved-changes question, each dark where it has
    no content of its own (screenshots kept for a person to look at)."""
    launch(environment=style_environment(accessibility, "dark"))
    window = desktop.find_painted_window("Untitled")

    def dark_at_middle(title, name):
        dialog = desktop.find_painted_window(title)
        left, top, width, height = desktop.window_geometry(dialog)
        shot = desktop.settled_screenshot(f"dark-{name}", window=dialog)
        # Most of the window is dark: its background, not only its header bar.
        cells = list(shot.points(left + 4, top + 4, left + width - 4, top + height - 4, step=8))
        dark = sum(1 for x, y in cells if luminance(shot.pixel(x, y)) < 90)
        assert dark > 0.6 * len(cells), (title, dark, len(cells))
        desktop.key(dialog, "Escape")
        desktop.wait_until(lambda: not desktop.window_exists(title), f"{title} to close")

    open_chooser_menu_item(desktop, window, downs=0)
    dark_at_middle("Edit Palette", "palette-editor")
    open_chooser_menu_item(desktop, window, downs=3)
    dark_at_middle("Palettes", "palette-manager")
    desktop.key(window, "ctrl+shift+o")
    dark_at_middle("Choose a Picture", "picture-picker")
    desktop.key(window, "ctrl+question")
    dark_at_middle("Keyboard Shortcuts", "shortcuts")
    desktop.open_menu(window, keys="F10")
    desktop.xdotool("key", "b")  # A_bout EmojiArt
    dark_at_middle("About EmojiArt", "about")

    add_first_palette_emoji(desktop, window)
    desktop.key(window, "ctrl+w")
    dark_at_middle("Save Changes to “Untitled”?", "unsaved-changes")


def test_high_contrast_thickens_the_selection_ring(desktop, launch, tmp_path):
    """The ring round a selected emoji is the accent colour, and thicker
    when the desktop asks for high contrast (a person who needs it must see
    what is selected on any picture)."""
    jpeg = solid_jpeg(tmp_path / "green.jpg", 400, 300, "#2ea043")
    ring_pixels = {}
    for contrast in ("0", "1"):
        path = write_document(tmp_path / f"ring{contrast}.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 60, "id": 1}],
                              jpeg)
        app = launch(path, environment={"ADW_DEBUG_HIGH_CONTRAST": contrast})
        window = desktop.find_painted_window(path.stem)
        left, top, width, height = desktop.window_geometry(window)
        middle = (left + width // 2, top + height // 2)
        desktop.wait_until(lambda: near(GREEN)(desktop.screenshot().pixel(middle[0] - 150, middle[1])), "the picture")
        desktop.activate(window)
        desktop.key(window, "ctrl+a")
        around = (middle[0] - 120, middle[1] - 120, middle[0] + 120, middle[1] + 120)
        desktop.wait_until(lambda: desktop.screenshot().count(around, near(ACCENT, 40)) > 100, "the selection ring")
        shot = desktop.settled_screenshot(f"selection-ring-contrast-{contrast}", window=window)
        ring_pixels[contrast] = shot.count(around, near(ACCENT, 40))
        app.quit()
    # 3 points against 2: half as many pixels again, give or take the corners' antialiasing.
    assert 1.3 < ring_pixels["1"] / ring_pixels["0"] < 1.7, ring_pixels
