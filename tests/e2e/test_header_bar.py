"""The header bar at a desktop's width and at a phone's: buttons, or the
same actions folded into one menu that still works."""

import subprocess
import warnings

from desktop import near
from documents import SavedDocument, add_first_palette_emoji, write_document

BLUE = (0x33, 0x66, 0xCC)


def icon_extent(desktop, window):
    """How wide the run of buttons at the header bar's left end is, in pixels:
    the columns holding any of their icons or frames."""
    left, top, _, _ = desktop.window_geometry(window)
    shot = desktop.screenshot()
    # Icons and button frames are greyer than the bar (insensitive icons
    # only just); an unpainted window is black and counts for nothing.
    columns = [x for x in range(left + 4, left + 100)  # short of a narrow window's title
               if any(20 < max(shot.pixel(x, y)) < 215 for y in range(top + 10, top + 38))]
    return (max(columns) - min(columns)) if columns else 0


def resize(desktop, window, width):
    desktop.xdotool("windowsize", "--sync", window, str(width), "600")
    desktop.wait_until(lambda: desktop.window_geometry(window)[2] == width, f"the window to be {width} wide")
    left, top, _, _ = desktop.window_geometry(window)
    desktop.wait_until(lambda: desktop.screenshot().pixel(left + width - 60, top + 5) != (0, 0, 0), "the window to be painted")
    desktop.settled_screenshot()  # the header bar laid out again for the new width


def use_folded_menu(desktop, window, downs):
    left, top, _, _ = desktop.window_geometry(window)
    desktop.open_menu(window, (left + 22, top + 22))
    for _ in range(downs):
        desktop.xdotool("key", "Down")
    desktop.xdotool("key", "Return")


def test_buttons_fold_into_one_menu_that_does_the_same(desktop, launch, clipboard, tmp_path):
    path = write_document(tmp_path / "header.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    launch(path)
    window = desktop.find_window("header")
    document = SavedDocument(desktop, window, path)

    resize(desktop, window, 1000)
    desktop.screenshot("header-1000")
    assert icon_extent(desktop, window) > 60  # the buttons

    resize(desktop, window, 360)
    desktop.screenshot("header-360")
    assert 15 < icon_extent(desktop, window) < 40  # one menu button, and only one

    png = tmp_path / "copied.png"
    subprocess.run(["convert", "-size", "400x300", "xc:#3366cc", str(png)], check=True)
    clipboard.put(png.read_bytes(), "image/png")
    use_folded_menu(desktop, window, downs=0)  # Paste Background
    left, top, width, height = desktop.window_geometry(window)
    middle = (left + width // 2 - 60, top + height // 2)
    desktop.wait_until(lambda: near(BLUE)(desktop.screenshot().pixel(*middle)), "the pasted background")
    assert "imageData" in document.save_document()["background"]

    use_folded_menu(desktop, window, downs=2)  # Undo
    desktop.wait_until(lambda: not near(BLUE)(desktop.screenshot().pixel(*middle)), "the paste to be undone")
    assert document.save_document()["background"] == {}

    resize(desktop, window, 1000)
    assert icon_extent(desktop, window) > 60


def test_keyboard_shortcuts_window(desktop, launch):
    launch()
    window = desktop.find_window("Untitled")
    desktop.key(window, "ctrl+question")
    shortcuts = desktop.find_painted_window("Keyboard Shortcuts")
    desktop.settled_screenshot("shortcuts")
    desktop.key(shortcuts, "Escape")
    desktop.wait_until(lambda: not desktop.window_exists("Keyboard Shortcuts"), "the shortcuts window to close")


def folded_menu_items(desktop, accessibility, app, window, screenshot=None):
    """The names of the folded menu's items, as a screen reader reads them
    with the menu open; None where GTK names no menu item (4.18, see
    test_locales.Reader.shows_menu)."""
    left, top, _, _ = desktop.window_geometry(window)
    desktop.open_menu(window, (left + 22, top + 22))
    items = desktop.wait_until(lambda: [node.name for node in accessibility.snapshot(app.app_pid()).walk()
                                        if node.role == "menu item"] or None, "the folded menu's items")
    desktop.settled_screenshot(screenshot)
    desktop.xdotool("key", "Escape")
    return items if any(items) else None


def test_the_folded_menu_says_what_undo_and_redo_would_do(desktop, launch, accessibility):
    app = launch(environment=accessibility.environment())
    window = desktop.find_window("Untitled")
    resize(desktop, window, 360)
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• Untitled")
    items = folded_menu_items(desktop, accessibility, app, window, screenshot="folded-menu-undo-add")
    if items is None:
        return warnings.warn("GTK names no menu item here; the folded menu's Undo and Redo not checked")
    assert "Undo Add 🚙" in items and "Redo" in items, items

    desktop.key(window, "ctrl+z")
    desktop.find_window("Untitled")
    items = folded_menu_items(desktop, accessibility, app, window)
    assert "Undo" in items and "Redo Add 🚙" in items, items
