"""Palettes as a user keeps them: edit one from the chooser's menu (type
emojis in, click one out, Close), search the manager and Close it, then quit
and find everything again on the next launch; an empty name refused."""

import json
import shlex
import subprocess
import time

import pytest

from app import home_with_animations
from screenshot import far_from
from documents import save_as

GREY = (246, 245, 244)


def open_chooser_menu_item(desktop, window, downs):
    """Opens the palette menu (the button at the window's bottom left) and
    picks an item with the keyboard: the first is focused, `downs` more."""
    left, top, width, height = desktop.window_geometry(window)
    desktop.open_menu(window, (left + 22, top + height - 22))
    for _ in range(downs):
        desktop.xdotool("key", "Down")
    desktop.xdotool("key", "Return")


def palettes_file(app):
    return app.home / "data" / "emojiart" / "palettes.json"


def saved_palettes(app):
    return {palette["name"]: palette["emojis"] for palette in json.loads(palettes_file(app).read_text(encoding="utf-8"))}


def list_height(desktop, dialog):
    """How tall the manager's list of rows is: the first white run below the
    search entry, just inside the list's left edge (clear of any text)."""
    left, top, width, height = desktop.window_geometry(dialog)
    shot = desktop.screenshot()
    x = left + 20
    start = next((y for y in range(top + 100, top + height) if shot.pixel(x, y) == (255, 255, 255)), None)
    if start is None:
        return 0
    end = next((y for y in range(start, top + height) if shot.pixel(x, y) != (255, 255, 255)), top + height)
    return end - start


def test_edit_search_and_keep_palettes(desktop, launch):
    app = launch()
    window = desktop.find_window("Untitled")
    desktop.wait_until(lambda: palettes_file(app).exists(), "the default palettes to be saved")
    assert saved_palettes(app)["Vehicles"].startswith("🚙")

    # The editor, from the chooser's menu: type two emojis and some letters.
    open_chooser_menu_item(desktop, window, downs=0)
    editor = desktop.find_window("Edit Palette")
    desktop.key(editor, "Tab")
    # One at a time: under the suite's load the first key after xmodmap gave
    # it a keysym was once not seen (the octopus arrived, the unicorn did
    # not); a person types a key again that did not appear, and so does this.
    for typed, saved in (("🦄", "🦄🚙"), ("🐙", "🐙🦄🚙")):
        desktop.type_text(typed)
        try:
            desktop.wait_until(lambda: saved_palettes(app)["Vehicles"].startswith(saved), "a typed emoji to be saved", timeout=5)
        except AssertionError:
            desktop.type_text(typed)
    desktop.type_text("abc")
    desktop.wait_until(lambda: saved_palettes(app)["Vehicles"].startswith("🐙🦄🚙"), "typed emojis to be saved")
    desktop.settled_screenshot("palette-editor")

    # Click the first emoji of the grid (the octopus, the newest) to remove it.
    left, top, width, height = desktop.window_geometry(editor)
    shot = desktop.screenshot()
    pink = next((x, y) for y in range(top + 180, top + height) for x in range(left, left + width)
                if (lambda r, g, b: r > 220 and 80 < g < 150 and 110 < b < 180)(*shot.pixel(x, y)))
    desktop.click((pink[0] + 3, pink[1] + 6))
    desktop.wait_until(lambda: saved_palettes(app)["Vehicles"].startswith("🦄🚙"), "the clicked emoji to be removed")
    assert "🐙" not in saved_palettes(app)["Vehicles"]

    # Its Close button.
    desktop.click((left + 40, top + 25))
    desktop.wait_until(lambda: not desktop.window_exists("Edit Palette"), "the editor to close")

    # The manager: filtering by name leaves one row.
    open_chooser_menu_item(desktop, window, downs=3)
    manager = desktop.find_painted_window("Palettes")
    desktop.settled_screenshot()
    everything = list_height(desktop, manager)
    desktop.xdotool("type", "--delay", "40", "weath")
    one_row = desktop.wait_until(lambda: (lambda height: height if height < everything else None)(list_height(desktop, manager)),
                                 "the list to be filtered")
    desktop.screenshot("palette-manager-filtered")
    assert 30 < one_row < 80 and everything > 4 * one_row, (everything, one_row)
    left, top, _, _ = desktop.window_geometry(manager)
    desktop.click((left + 40, top + 25))
    desktop.wait_until(lambda: not desktop.window_exists("Palettes"), "the manager to close")

    # Move on to the next palette (Sports), then quit and come back.
    left, top, width, height = desktop.window_geometry(window)
    desktop.click((left + 80, top + height - 22))
    desktop.wait_until(lambda: app.setting("palette") != "-1", "the choice to be kept")
    desktop.key(window, "ctrl+q")
    desktop.wait_until(lambda: not app.is_running(), "the app to quit")
    home = app.home
    app.quit(keep_home=True)

    again = launch(home=home)
    window = desktop.find_painted_window("Untitled")
    assert saved_palettes(again)["Vehicles"].startswith("🦄🚙")
    sports_id = json.loads(palettes_file(again).read_text())[1]["id"]
    assert again.setting("palette") == str(sports_id)
    # The strip shows Sports again: its first emoji, the brown American football.
    left, top, width, height = desktop.window_geometry(window)
    strip = (left + 120, top + height - 45, left + width, top + height)
    desktop.wait_until(lambda: desktop.screenshot().count(strip, far_from(GREY, (255, 255, 255), distance=150)) > 300,
                       "the Sports strip")
    desktop.screenshot("palettes-after-relaunch")


def test_an_unreadable_palettes_file_is_kept_and_the_user_told(desktop, launch, tmp_path):
    home = tmp_path / "home"
    stored = home / "data" / "emojiart" / "palettes.json"
    stored.parent.mkdir(parents=True)
    stored.write_text("[{\"name\": \"Mine\", \"emojis\": ")  # cut short
    app = launch(home=home)
    alert = desktop.find_painted_window("Palettes Reset")
    desktop.settled_screenshot("palettes-reset")
    desktop.key(alert, "Return")
    kept = [path for path in stored.parent.iterdir() if path.name.startswith("palettes.json.unreadable-")]
    assert len(kept) == 1 and kept[0].read_text() == "[{\"name\": \"Mine\", \"emojis\": "
    desktop.wait_until(lambda: "Vehicles" in stored.read_text(encoding="utf-8"), "the defaults to be saved")
    assert app.is_running()


def copied_text(desktop, window):
    """What the focused field of `window` holds, as a person would take it:
    select all, copy, and read the clipboard from another application."""
    desktop.key(window, "ctrl+a")
    desktop.key(window, "ctrl+c")
    return desktop.wait_until(lambda: subprocess.run(["xclip", "-selection", "clipboard", "-o"], env=desktop.env,
                                                     capture_output=True, text=True).stdout or None,
                              "the copied text")


def test_the_editor_refuses_an_empty_name_and_keeps_the_one_before(desktop, launch):
    app = launch()
    window = desktop.find_window("Untitled")
    desktop.wait_until(lambda: palettes_file(app).exists(), "the default palettes to be saved")
    open_chooser_menu_item(desktop, window, downs=0)
    editor = desktop.find_painted_window("Edit Palette")
    desktop.key(editor, "ctrl+a")
    desktop.xdotool("type", "--delay", "40", "Cars")
    desktop.wait_until(lambda: "Cars" in saved_palettes(app), "the new name to be saved")

    # Emptied, the field is marked and the palette keeps its name.
    desktop.key(editor, "ctrl+a")
    desktop.key(editor, "BackSpace")
    desktop.settled_screenshot("palette-editor-empty-name")
    # An emoji added after it is saved with the palette as the store holds
    # it (saves are written in order): still named Cars.
    desktop.key(editor, "Tab")
    desktop.type_text("🦄")
    desktop.wait_until(lambda: any(emojis.startswith("🦄") for emojis in saved_palettes(app).values()),
                       "the added emoji to be saved")
    assert saved_palettes(app)["Cars"].startswith("🦄") and "" not in saved_palettes(app)
    desktop.key(editor, "shift+Tab")
    desktop.key(editor, "Escape")
    desktop.wait_until(lambda: not desktop.window_exists("Edit Palette"), "the editor to close")

    # Opened again, the editor shows the name kept.
    open_chooser_menu_item(desktop, window, downs=0)
    editor = desktop.find_painted_window("Edit Palette")
    assert copied_text(desktop, editor) == "Cars"


def test_the_manager_says_when_nothing_matches_and_opens_the_row_asked_for(desktop, launch, accessibility):
    app = launch(environment=accessibility.environment())
    window = desktop.find_window("Untitled")
    open_chooser_menu_item(desktop, window, downs=3)
    manager = desktop.find_painted_window("Palettes")
    desktop.xdotool("type", "--delay", "40", "zzz")
    desktop.wait_until(lambda: accessibility.snapshot(app.app_pid()).find_all(name="No Palettes Match “zzz”"),
                       "the search's empty state")
    desktop.settled_screenshot("palette-manager-no-match")
    assert list_height(desktop, manager) < 10  # no rows (a row is 30 to 80 pixels tall)

    # Escape empties the search; then Tab to the first row and Enter opens its editor.
    desktop.key(manager, "Escape")
    desktop.wait_until(lambda: list_height(desktop, manager) > 200, "every palette listed again")
    desktop.key(manager, "Tab")
    desktop.key(manager, "Return")
    assert copied_text(desktop, desktop.find_painted_window("Edit Palette")) == "Vehicles"
    close_editor(desktop)

    # A double-click on a row, beside its name.
    left, top, width, height = desktop.window_geometry(manager)
    shot = desktop.screenshot()
    first_row = next(y for y in range(top + 100, top + height) if shot.pixel(left + 20, y) == (255, 255, 255)) + 20
    desktop.xdotool("mousemove", str(left + 260), str(first_row), "click", "--repeat", "2", "--delay", "80", "1")
    assert copied_text(desktop, desktop.find_painted_window("Edit Palette")) == "Vehicles"
    close_editor(desktop)

    # Enter in the search opens its first match, however soon it comes.
    desktop.click((left + 100, top + 75))
    desktop.xdotool("type", "--delay", "40", "weath")
    desktop.key(manager, "Return")
    assert copied_text(desktop, desktop.find_painted_window("Edit Palette")) == "Weather"


def close_editor(desktop):
    desktop.key(desktop.find_window("Edit Palette"), "Escape")
    desktop.wait_until(lambda: not desktop.window_exists("Edit Palette"), "the editor to close")


def first_strip_emoji(desktop, window):
    """The blue car at the head of the palette strip, as (left, top, right,
    bottom) on the screen: the blue of its body, right of the palette's name."""
    left, top, width, height = desktop.window_geometry(window)
    shot = desktop.settled_screenshot()
    blue = [(x, y) for y in range(top + height - 90, top + height - 2) for x in range(left + 100, left + 500)
            if (lambda r, g, b: b > 150 and r < 120 and b - g > 40)(*shot.pixel(x, y))]
    first = min(x for x, _ in blue)
    car = [(x, y) for x, y in blue if x < first + 80]
    return first, min(y for _, y in car), max(x for x, _ in car), max(y for _, y in car)


def test_palette_emojis_and_new_emojis_follow_the_text_scale(desktop, launch, tmp_path):
    """At 96 DPI and at 144 (text 1.5 times as large), told to GTK as an X
    desktop without a settings daemon tells it: the Xft.dpi resource."""
    resources = desktop.run("xrdb", "-query").stdout
    heights, sizes = {}, {}
    try:
        for dpi in (96, 144):
            desktop.run("sh", "-c", f"echo 'Xft.dpi: {dpi}' | xrdb -merge")
            app = launch()
            window = desktop.find_painted_window("Untitled")
            car = first_strip_emoji(desktop, window)
            desktop.screenshot(f"text-scale-{dpi}")
            heights[dpi] = car[3] - car[1]
            desktop.click(((car[0] + car[2]) // 2, (car[1] + car[3]) // 2))  # adds it in the middle
            desktop.find_window("• Untitled")
            save_as(desktop, window, tmp_path / f"scaled-{dpi}")
            desktop.find_window(f"scaled-{dpi}")
            emojis = json.loads((tmp_path / f"scaled-{dpi}.emojiart").read_text(encoding="utf-8"))["emojis"]
            sizes[dpi] = [(emoji["text"], emoji["size"]) for emoji in emojis]
            app.quit()
    finally:
        desktop.run("sh", "-c", "xrdb -remove" if not resources.strip() else f"printf '%s' {shlex.quote(resources)} | xrdb -load")
    assert 1.35 < heights[144] / heights[96] < 1.65, heights
    assert sizes == {96: [("🚙", 40)], 144: [("🚙", 60)]}


@pytest.mark.parametrize("animations", [True, False])
def test_another_palette_slides_in_unless_animations_are_off(desktop, launch, tmp_path, animations):
    from Xlib import X, display
    home = home_with_animations(tmp_path, animations)
    launch(home=home)
    window = desktop.find_painted_window("Untitled")
    desktop.settled_screenshot()
    left, top, width, height = desktop.window_geometry(window)
    connection = display.Display(desktop.display)
    root = connection.screen().root
    desktop.click((left + 80, top + height - 22))  # the palette's name: Next Palette
    rows, deadline = [], time.monotonic() + 0.6
    while time.monotonic() < deadline:
        rows.append(root.get_image(left + 150, top + height - 30, width - 160, 1, X.ZPixmap, 0xFFFFFFFF).data)
    connection.close()
    looks = len(set(rows))  # the strip as each frame drew it
    if animations:
        assert looks >= 3, looks  # more than the two palettes: frames between, it slid
    else:
        assert looks <= 2, looks  # straight from one to the other
