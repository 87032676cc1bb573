"""The header bar at a desktop's width and at a phone's: buttons, or the
same actions folded into one menu that still works."""

import shlex
from collections import Counter
import subprocess
import time

import pytest

from screenshot import near
from documents import SavedDocument, add_first_palette_emoji, write_document

BLUE = (0x33, 0x66, 0xCC)


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
    assert buttons_shown(desktop, window) == 4  # Paste, Choose, Undo, Redo

    resize(desktop, window, 360)
    desktop.screenshot("header-360")
    assert buttons_shown(desktop, window) == 0  # folded: the one menu button

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
    assert buttons_shown(desktop, window) == 4


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


def test_the_folded_menu_says_what_undo_and_redo_would_do(desktop, launch, accessibility, not_checked):
    app = launch(environment=accessibility.environment())
    window = desktop.find_window("Untitled")
    resize(desktop, window, 360)
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• Untitled")
    items = folded_menu_items(desktop, accessibility, app, window, screenshot="folded-menu-undo-add")
    if items is None:
        return not_checked("GTK names no menu item to screen readers: the folded menu's Undo and Redo")
    assert "Undo Add 🚙" in items and "Redo" in items, items

    desktop.key(window, "ctrl+z")
    desktop.find_window("Untitled")
    items = folded_menu_items(desktop, accessibility, app, window)
    assert "Undo" in items and "Redo Add 🚙" in items, items


def bar_clusters(desktop, window):
    """The header bar's runs of ink (icons, the title's letters), as
    (start, end) columns from the window's left edge: any gap of 8 pixels
    splits two, so each icon is a run and a title of letters one (or a few)."""
    left, top, width, _ = desktop.window_geometry(window)
    shot = desktop.screenshot()
    band = [(x, y) for x in range(4, width - 4) for y in range(top + 12, top + 36)]
    # Ink is what differs from the bar's own colour (its commonest), greyed-out icons included.
    bar = Counter(shot.pixel(left + x, y) for x, y in band).most_common(1)[0][0]
    def ink(rgb):
        return sum(abs(a - b) for a, b in zip(rgb, bar)) > 45
    inked = [any(ink(shot.pixel(left + x, y)) for y in range(top + 12, top + 36)) for x in range(4, width - 4)]
    clusters, start, gap = [], None, 0
    for x, ink in enumerate(inked, start=4):
        if ink:
            if start is None:
                start = x
            end, gap = x + 1, 0
        elif start is not None:
            gap += 1
            if gap >= 8:
                clusters.append((start, end))
                start = None
    if start is not None:
        clusters.append((start, end))
    # A run of a pixel or two is the window's edge, not an icon (three dots are four wide).
    return [(start, end) for start, end in clusters if end - start >= 3]


def x11_resize(desktop, window, width):
    resize(desktop, window, width)


def bar_reading(desktop, window, end_buttons=4):
    """What the bar shows: whether it is folded, its buttons' icon widths,
    and the free room either side of the title. The window's buttons and
    the main menu make `end_buttons` at the bar's right end (openbox:
    minimise, maximise and close; sway: close)."""
    clusters = bar_clusters(desktop, window)
    # The folded menu's icon (three dots) is narrow; Paste Background's is not.
    folded = clusters[0][1] - clusters[0][0] < 8
    buttons = clusters[:1] if folded else clusters[:4]
    ends = clusters[-end_buttons:]
    title = (clusters[len(buttons)][0], clusters[-end_buttons - 1][1])
    return {"folded": folded, "icons": [end - start for start, end in buttons],
            "room": (title[0] - buttons[-1][1], ends[0][0] - title[1])}


def buttons_shown(desktop, window, end_buttons=4):
    """How many buttons the bar shows at its left end: 0 when they are folded."""
    bar = bar_reading(desktop, window, end_buttons)
    return 0 if bar["folded"] else len(bar["icons"])


def bar_at(desktop, window, width, resize_to=x11_resize, end_buttons=4):
    """`bar_reading` once the window is `width` wide (`resize_to` makes it
    so on the desktop the test runs on) and the bar has taken in the new
    width: the same reading twice, a moment apart. The bar folds or unfolds
    a turn of the app's main loop after a resize, later on a loaded machine."""
    resize_to(desktop, window, width)
    reading = bar_reading(desktop, window, end_buttons)
    for _ in range(10):
        time.sleep(0.15)
        again = bar_reading(desktop, window, end_buttons)
        if again == reading:
            break
        reading = again
    return reading


def fold_width(desktop, window, name, resize_to=x11_resize, end_buttons=4):
    """The narrowest width (to 10 pixels) at which every button shows,
    checking at each width on the way that no button is ever cut off or
    hidden behind the title: the bar shows them all, whole, or folds them all."""
    whole = bar_at(desktop, window, 1200, resize_to, end_buttons)
    assert not whole["folded"] and len(whole["icons"]) == 4, whole
    seen = {}

    def look(width):
        bar = seen[width] = bar_at(desktop, window, width, resize_to, end_buttons)
        if not bar["folded"]:
            assert bar["icons"] == whole["icons"], (name, width, bar, "a button cut off")
            assert min(bar["room"]) > 0, (name, width, bar, "the title over the buttons")
        return bar

    for width in [1000, 800] + list(range(600, 359, -40)):
        look(width)
    widths = sorted(seen)
    unfolded = [width for width in widths if not seen[width]["folded"]]
    assert unfolded and all(not seen[width]["folded"] for width in widths if width >= unfolded[0]), (name, seen)
    narrowest = unfolded[0]
    for step in (20, 10):  # halving the 40-pixel step
        if not look(narrowest - step)["folded"]:
            narrowest -= step
    # Nothing folds that fits: at the narrowest unfolded width the centred
    # title has only the bar's own spacing on its tighter side, within the
    # 10-pixel step (GTK keeps a title centred as long as the bar is wide
    # enough for that: the other side may have room to spare).
    assert min(seen[narrowest]["room"]) < 45, (name, narrowest, seen[narrowest])
    # Coming back from a folded bar, the buttons return at that same width.
    assert look(narrowest - 10)["folded"], (name, narrowest)
    assert not look(narrowest)["folded"], (name, narrowest, "no unfolding at the width that fits")
    desktop.screenshot(f"header-fold-{name}")
    return narrowest


@pytest.mark.long(seconds=55)
def test_the_bar_folds_when_its_buttons_and_title_no_longer_fit_in_any_language_or_text_scale(desktop, launch, tmp_path):
    """The fold follows what GTK measures: a title half as long again (the
    pseudo-locale), Korean and Chinese, and text at 144 DPI each fold at
    their own width, and never cut a button off."""
    import locales
    from test_locales import Catalog, pseudo_catalog
    catalog = pseudo_catalog(tmp_path / "locale")
    runs = {"en": ({}, 96, "Untitled"),
            "pseudo": ({**locales.environment("pseudo"), "EMOJIART_LOCALE_DIR": str(catalog)}, 96, "[Ûñtîtléd ~~~~]"),
            "ko": (locales.environment("ko"), 96, Catalog("ko")("Untitled")),
            "zh_CN": (locales.environment("zh_CN"), 96, Catalog("zh_CN")("Untitled")),
            "en-144dpi": ({}, 144, "Untitled")}
    folds = {}
    # The text scale as an X desktop without a settings daemon tells it (see test_palettes).
    resources = desktop.run("xrdb", "-query").stdout
    try:
        for name, (environment, dpi, title) in runs.items():
            desktop.run("sh", "-c", f"echo 'Xft.dpi: {dpi}' | xrdb -merge")
            app = launch(environment=environment)
            window = desktop.find_painted_window(title)
            folds[name] = fold_width(desktop, window, name)
            app.quit()
    finally:
        desktop.run("sh", "-c", "xrdb -remove" if not resources.strip() else f"printf '%s' {shlex.quote(resources)} | xrdb -load")
    print("fold widths:", folds)
    assert folds["pseudo"] > folds["en"] and folds["en-144dpi"] > folds["en"], folds
