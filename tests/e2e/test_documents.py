"""Closing and saving like a desktop editor: unsaved changes are marked in
the title and never dropped without asking; Save As writes where the user
says."""

import json
import os
import stat

from screenshot import far_from, near
from documents import SavedDocument, add_first_palette_emoji, save_as, solid_jpeg, write_document


def test_closing_with_unsaved_changes_asks_and_cancel_really_cancels(desktop, launch, tmp_path):
    path = write_document(tmp_path / "kept.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    before = path.read_bytes()
    app = launch(path)
    window = desktop.find_window("kept")
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• kept")  # the title marks unsaved changes

    desktop.key(window, "ctrl+w")
    question = desktop.find_painted_window("Save Changes to “kept”?")
    desktop.screenshot("unsaved-changes")
    handled = len(app.reports())
    desktop.key(question, "Escape")
    app.wait_handled("answer", since=handled)  # and had it been Discard, the window would be gone by now
    # libadwaita 1.5's dialogs leave with an animation, after the answer.
    desktop.wait_until(lambda: not desktop.window_exists("Save Changes to “kept”?"), "the question to go")
    assert desktop.window_exists("• kept") and app.is_running()

    desktop.key(window, "ctrl+w")
    question = desktop.find_window("Save Changes to “kept”?")
    desktop.key(question, "alt+d")  # Discard
    desktop.wait_until(lambda: not app.is_running(), "the app to close with its last window")
    assert path.read_bytes() == before


def test_quitting_offers_to_save_and_saves(desktop, launch, tmp_path):
    path = write_document(tmp_path / "quit.emojiart", [])
    app = launch(path)
    window = desktop.find_window("quit")
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• quit")
    desktop.key(window, "ctrl+q")
    question = desktop.find_window("Save Changes to “quit”?")
    desktop.key(question, "Return")  # Save is the default
    desktop.wait_until(lambda: not app.is_running(), "the app to quit once saved")
    assert [emoji["text"] for emoji in json.loads(path.read_text(encoding="utf-8"))["emojis"]] == ["🚙"]


def test_save_as_writes_an_untitled_document_where_the_user_says(desktop, launch, tmp_path):
    app = launch()
    window = desktop.find_window("Untitled")
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• Untitled")  # the car is in, as a person sees before saving
    save_as(desktop, window, tmp_path / "named")
    window = desktop.find_window("named")  # renamed, and no longer marked unsaved
    saved = json.loads((tmp_path / "named.emojiart").read_text(encoding="utf-8"))
    assert [emoji["text"] for emoji in saved["emojis"]] == ["🚙"]

    # Saved, so it closes without a question; and it opens again as it was.
    desktop.key(window, "ctrl+w")
    desktop.wait_until(lambda: not app.is_running(), "the app to close with its last window")
    launch(tmp_path / "named.emojiart")
    window = desktop.find_window("named")
    left, top, width, height = desktop.window_geometry(window)
    car = far_from((255, 255, 255), distance=120)
    middle = (left + width // 2 - 40, top + height // 2 - 40, left + width // 2 + 40, top + height // 2 + 40)
    desktop.wait_until(lambda: desktop.screenshot().count(middle, car) > 200, "the car to be drawn mid-canvas")


def open_with_keyboard(desktop, window, path):
    desktop.key(window, "ctrl+o")
    desktop.choose_file("Open", path)


def test_open_shows_a_document_once(desktop, launch, tmp_path):
    first = write_document(tmp_path / "first.emojiart", [])
    second = write_document(tmp_path / "second.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    app = launch(first)
    window = desktop.find_window("first")
    open_with_keyboard(desktop, window, second)
    desktop.find_window("second")
    handled = len(app.reports())
    open_with_keyboard(desktop, window, first)
    app.wait_handled("open first.emojiart, already open", since=handled)
    assert len(desktop.windows_titled("first")) == 1


def test_recent_documents_reopen_from_the_main_menu(desktop, launch, tmp_path):
    path = write_document(tmp_path / "lately.emojiart", [])
    app = launch(path)
    window = desktop.find_window("lately")
    desktop.key(window, "ctrl+q")
    desktop.wait_until(lambda: not app.is_running(), "the app to quit")
    home = app.home
    app.quit(keep_home=True)

    launch(home=home)
    window = desktop.find_window("Untitled")
    left, top, width, _ = desktop.window_geometry(window)
    desktop.open_menu(window, (left + width - 150, top + 22))  # the main menu
    desktop.xdotool("key", "Down", "Down", "Return")  # Open Recent ▸
    desktop.settled_screenshot()  # the submenu slides in
    desktop.xdotool("key", "Down", "Return")  # its first document
    desktop.find_window("lately")


def test_a_document_from_the_original_app_opens_and_saves_back_in_its_format(desktop, launch, tmp_path, image_server):
    """Byte for byte as CS193p's EmojiArt wrote it: Swift's JSONEncoder, with
    escaped slashes and the background's URL under "theURL"."""
    solid_jpeg(image_server.folder / "earth.jpg", 600, 400, "#3366cc")
    address = image_server.base + "files/earth.jpg"
    path = tmp_path / "Original.emojiart"
    path.write_text('{"background":{"theURL":"' + address.replace("/", "\\/") + '"},"emojis":[{"text":"🐝","x":-83,'
                    '"y":38,"size":40,"id":1},{"text":"🚀","x":120,"y":-64,"size":72,"id":3}],"uniqueEmojiId":3}',
                    encoding="utf-8")
    launch(path)
    window = desktop.find_window("Original")
    left, top, width, height = desktop.window_geometry(window)
    blue = near((0x33, 0x66, 0xCC))
    desktop.wait_until(lambda: blue(desktop.screenshot().pixel(left + width // 2, top + height // 2)),
                       "the web background to be drawn")
    desktop.screenshot("original-format")

    add_first_palette_emoji(desktop, window)
    saved = SavedDocument(desktop, window, path).save_document()
    assert saved["background"] == {"theURL": address}
    assert saved["emojis"][:2] == [{"text": "🐝", "x": -83, "y": 38, "size": 40, "id": 1},
                                   {"text": "🚀", "x": 120, "y": -64, "size": 72, "id": 3}]
    assert saved["emojis"][2]["id"] == 4 and saved["uniqueEmojiId"] == 4


def test_saving_keeps_a_private_document_private(desktop, launch, tmp_path):
    path = write_document(tmp_path / "diary.emojiart", [])
    path.chmod(0o600)
    launch(path)
    window = desktop.find_window("diary")
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• diary")
    emojis = SavedDocument(desktop, window, path).save()
    assert [emoji["text"] for emoji in emojis] == ["🚙"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_saving_through_a_link_writes_the_file_it_leads_to(desktop, launch, tmp_path):
    """As a document kept in a synced folder and linked from the desktop."""
    (tmp_path / "synced").mkdir()
    (tmp_path / "desktop").mkdir()
    target = write_document(tmp_path / "synced" / "plan.emojiart", [])
    link = tmp_path / "desktop" / "plan.emojiart"
    link.symlink_to("../synced/plan.emojiart")
    launch(link)
    window = desktop.find_window("plan")
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• plan")
    SavedDocument(desktop, window, link).save()
    assert link.is_symlink() and os.readlink(link) == "../synced/plan.emojiart"
    assert [emoji["text"] for emoji in json.loads(target.read_text(encoding="utf-8"))["emojis"]] == ["🚙"]
    assert sorted(path.name for path in (tmp_path / "desktop").iterdir()) == ["plan.emojiart"]
