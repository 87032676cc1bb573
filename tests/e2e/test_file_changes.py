"""Documents other programs change too (a synced folder, a script, git):
the window shows what is on disk when it has nothing unsaved, asks when it
has, never writes over a change it has not seen, follows a rename, says
when the file is gone; and a name a person typed is shown as text."""

import json
import os
import re
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from urllib.parse import unquote, urlparse
from xml.etree import ElementTree

from desktop import DIALOGS_IN_WINDOW
from documents import add_first_palette_emoji, save_as, solid_jpeg, write_document
from screenshot import near
from test_palettes import open_chooser_menu_item
from test_recovery import recovery_files
from toasts import click_toast_button, shown_texts, wait_for_toast

BLUE, GREEN = (0x33, 0x66, 0xCC), (0x2E, 0xA0, 0x43)
BEE = [{"text": "🐝", "x": 150, "y": 0, "size": 40, "id": 1}]
TREE = [{"text": "🌲", "x": -150, "y": 0, "size": 60, "id": 1}]
TREE_AND_BEE = TREE + [dict(BEE[0], id=2)]


def documents_with_backgrounds(tmp_path, name):
    """Ours (a bee over blue) at `name`, and theirs (a tree over green),
    written elsewhere for another program to put in its place."""
    ours = write_document(tmp_path / f"{name}.emojiart", BEE, solid_jpeg(tmp_path / "blue.jpg", 600, 400, "#3366cc"))
    (tmp_path / "theirs").mkdir(exist_ok=True)
    theirs = write_document(tmp_path / "theirs" / f"{name}.emojiart", TREE,
                            solid_jpeg(tmp_path / "green.jpg", 600, 400, "#2ea043"))
    return ours, theirs


def shows(desktop, window, colour):
    """Whether the middle of the window's canvas shows the background `colour`."""
    left, top, width, height = desktop.window_geometry(window)
    return near(colour)(desktop.screenshot().pixel(left + width // 2, top + height // 2 - 40))


def wait_showing(desktop, window, colour, what, timeout=15.0):
    desktop.wait_until(lambda: shows(desktop, window, colour), what, timeout)


def banner_button(accessibility, app, label):
    """The banner's button `label`, as a screen reader finds it."""
    tree = accessibility.snapshot(app.app_pid())
    found = [node for node in tree.walk() if node.role == "button" and node.name in (label, f"{label} {label}")]
    return found[0] if found else None


def press_banner_button(desktop, accessibility, app, label):
    desktop.wait_until(lambda: banner_button(accessibility, app, label), f"the banner's {label!r}").click()


def wait_for_text(desktop, accessibility, app, text, present=True, timeout=15.0):
    desktop.wait_until(lambda: (text in shown_texts(accessibility, app)) == present,
                       f"{text!r} to be {'shown' if present else 'gone'}", timeout)


def rewrite_in_place(path, source):
    """As `cp` does: the same file truncated and written again."""
    subprocess.run(["cp", str(source), str(path)], check=True, timeout=30)


def replace_atomically(path, source):
    """As editors and sync clients do: a new file renamed over the old one."""
    temporary = path.with_name(f".{path.name}.sync-tmp")
    temporary.write_bytes(source.read_bytes())
    os.replace(temporary, path)


def recent_paths(app):
    """The files the desktop's recent list (GTK's recently-used.xbel) holds."""
    tree = ElementTree.parse(app.home / "data" / "recently-used.xbel")
    return [unquote(urlparse(bookmark.get("href")).path) for bookmark in tree.getroot().iter("bookmark")]


# libadwaita 1.7's own warning for an alert whose heading is wider than the
# alert, with none of our code (tests/support/alert_heading_measure_warning.py).
ALERT_HEADING_WARNING = re.compile(r"Trying to measure GtkLabel 0x[0-9a-f]+ for width of \d+, but it needs at least \d+")


def gtk_warnings(app):
    """GTK's warnings in the app's log (a name read as markup is one)."""
    return [line for line in app.output().splitlines() if ("Gtk-WARNING" in line or "markup" in line.lower())
            and not (DIALOGS_IN_WINDOW and ALERT_HEADING_WARNING.search(line))]


def test_a_document_another_program_rewrites_is_shown_and_undo_brings_it_back(desktop, launch, tmp_path, accessibility):
    path, theirs = documents_with_backgrounds(tmp_path, "synced")
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_painted_window("synced")
    wait_showing(desktop, window, BLUE, "our document to be drawn")

    rewrite_in_place(path, theirs)
    written = time.monotonic()
    wait_showing(desktop, window, GREEN, "the other program's document to be shown")
    print(f"shown {time.monotonic() - written:.2f} s after the other program wrote it")
    assert time.monotonic() - written < 2.0
    told = "Reloaded: “synced” was changed by another program"
    wait_for_toast(desktop, accessibility, app, told)
    desktop.settled_screenshot("reloaded-from-disk")
    assert desktop.window_exists("synced"), "it shows what is on disk: nothing to save"

    click_toast_button(desktop, accessibility, app, told, "Undo")
    wait_showing(desktop, window, BLUE, "Undo to bring our document back")
    desktop.find_window("• synced")  # what it showed before is now a change to save
    assert path.read_bytes() == theirs.read_bytes()


def test_a_change_on_disk_over_unsaved_work_is_never_lost(desktop, launch, tmp_path, accessibility):
    path, theirs = documents_with_backgrounds(tmp_path, "shared")
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_painted_window("shared")
    add_first_palette_emoji(desktop, window)

    # Another program saves its version over ours while we have unsaved work.
    replace_atomically(path, theirs)
    said = "“shared” was changed by another program"
    wait_for_text(desktop, accessibility, app, said)
    desktop.settled_screenshot("changed-on-disk-banner")
    assert shows(desktop, window, BLUE) and desktop.window_exists("• shared"), "the window keeps what it shows"

    # Keep Mine: the banner goes, and the save still asks before it replaces theirs.
    press_banner_button(desktop, accessibility, app, "Keep Mine")
    wait_for_text(desktop, accessibility, app, said, present=False)
    question = "“shared” Was Changed by Another Program"
    desktop.key(window, "ctrl+s")
    desktop.find_painted_window(question)
    desktop.settled_screenshot("save-conflict-question")
    handled = len(app.reports())
    desktop.key(desktop.find_window(question), "Escape")  # Cancel
    app.wait_handled("answer", since=handled)
    desktop.wait_until(lambda: not desktop.window_exists(question), "the question to go")
    assert path.read_bytes() == theirs.read_bytes() and desktop.window_exists("• shared"), "Cancel leaves both"

    # Save Anyway writes ours.
    desktop.key(window, "ctrl+s")
    desktop.key(desktop.find_window(question), "alt+s")  # Save Anyway
    desktop.find_window("shared")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [emoji["text"] for emoji in saved["emojis"]] == ["🐝", "🚙"]

    # Changed again over new unsaved work: Reload takes theirs, and Undo brings ours back.
    add_first_palette_emoji(desktop, desktop.find_window("shared"))
    rewrite_in_place(path, theirs)
    press_banner_button(desktop, accessibility, app, "Reload")
    wait_showing(desktop, window, GREEN, "Reload to show their document")
    desktop.find_window("shared")
    wait_for_text(desktop, accessibility, app, said, present=False)
    desktop.key(window, "ctrl+z")
    wait_showing(desktop, window, BLUE, "Undo to bring our work back")
    desktop.find_window("• shared")

    # Save As… from the question keeps both. (Their document written again
    # as it was would be no change: the window shows it since Reload.)
    write_document(path, TREE_AND_BEE)
    wait_for_text(desktop, accessibility, app, said)
    theirs_now = path.read_bytes()
    desktop.key(window, "ctrl+s")
    desktop.key(desktop.find_window(question), "Return")  # Save As… is the default
    desktop.choose_file("Save As", tmp_path / "mine", name_field=True)
    desktop.find_window("mine")
    assert path.read_bytes() == theirs_now
    assert [emoji["text"] for emoji in json.loads((tmp_path / "mine.emojiart").read_text())["emojis"]] == ["🐝", "🚙", "🚙"]
    assert not gtk_warnings(app), gtk_warnings(app)


def test_the_apps_own_saves_and_autosaves_raise_nothing(desktop, launch, tmp_path, accessibility):
    path, theirs = documents_with_backgrounds(tmp_path, "mine")
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_painted_window("mine")
    for _ in range(3):
        add_first_palette_emoji(desktop, window)
        desktop.wait_until(lambda: recovery_files(app.home), "the recovery copy to be written", timeout=10)
        since = len(app.reports())
        desktop.key(window, "ctrl+s")
        desktop.find_window("mine")
        app.wait_handled("looked at mine.emojiart", since)  # the monitor's news of our own save, looked at
    texts = shown_texts(accessibility, app)
    assert not [text for text in texts if "another program" in text or text.startswith("Reloaded")], texts
    assert not desktop.window_exists("“mine” Was Changed by Another Program")
    assert len(json.loads(path.read_text(encoding="utf-8"))["emojis"]) == 4

    # The watch is still there: another program's change is seen.
    rewrite_in_place(path, theirs)
    wait_showing(desktop, window, GREEN, "the other program's document to be shown")


def test_a_renamed_document_is_followed_and_a_deleted_one_said_and_written_again(desktop, launch, tmp_path, accessibility):
    path = write_document(tmp_path / "before.emojiart", BEE)
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_painted_window("before")
    renamed = tmp_path / "after & more.emojiart"
    subprocess.run(["mv", str(path), str(renamed)], check=True)
    window = desktop.find_window("after & more")
    add_first_palette_emoji(desktop, window)
    desktop.key(window, "ctrl+s")
    desktop.find_window("after & more")
    assert not path.exists() and len(json.loads(renamed.read_text(encoding="utf-8"))["emojis"]) == 2
    assert recent_paths(app) == [str(renamed)], "Open Recent follows it"
    views = json.loads((app.home / "state" / "emojiart" / "views.json").read_text(encoding="utf-8"))
    assert str(renamed) in views, "and so does the view it opens with"

    subprocess.run(["rm", str(renamed)], check=True)
    gone = "“after & more” was deleted or moved elsewhere"
    wait_for_text(desktop, accessibility, app, gone)
    desktop.settled_screenshot("deleted-banner")
    press_banner_button(desktop, accessibility, app, "Save")
    desktop.wait_until(renamed.exists, "the document to be written again")
    wait_for_text(desktop, accessibility, app, gone, present=False)
    assert len(json.loads(renamed.read_text(encoding="utf-8"))["emojis"]) == 2


def test_after_a_crash_the_offer_says_another_program_changed_the_file(desktop, launch, tmp_path, accessibility):
    path, theirs = documents_with_backgrounds(tmp_path, "crashed")
    app = launch(path)
    window = desktop.find_painted_window("crashed")
    add_first_palette_emoji(desktop, window)
    desktop.wait_until(lambda: recovery_files(app.home), "the recovery copy to be written", timeout=10)
    os.kill(int(app.app_pid()), signal.SIGKILL)
    desktop.wait_until(lambda: not app.is_running(), "the app to die")
    app.quit(keep_home=True)
    replace_atomically(path, theirs)

    app = launch(home=app.home, environment=accessibility.environment())
    question = desktop.find_painted_window("Restore “crashed”?")
    changed = "Since then, another program has changed “crashed”"
    desktop.wait_until(lambda: any(changed in text for text in shown_texts(accessibility, app)), "the question to say so")
    desktop.settled_screenshot("restore-after-change-on-disk")
    desktop.key(question, "Return")  # Restore
    restored = desktop.find_window("• crashed")
    wait_showing(desktop, restored, BLUE, "our version to be restored")
    wait_for_text(desktop, accessibility, app, "“crashed” was changed by another program")


def test_names_are_text_not_markup(desktop, launch, tmp_path, accessibility):
    """A palette and a document named `R&B <3 "x" 'y'`, read back where
    libadwaita reads markup (toasts) and everywhere else they are shown."""
    name = "R&B <3 \"x\" 'y'"
    path, theirs = documents_with_backgrounds(tmp_path, name)
    home = Path(tempfile.mkdtemp(prefix="emojiart-home-"))
    palettes = home / "data" / "emojiart" / "palettes.json"
    palettes.parent.mkdir(parents=True)
    palettes.write_text(json.dumps([{"name": name, "emojis": "🎸🥁", "id": 0}, {"name": "Faces", "emojis": "😀", "id": 1}],
                                   ensure_ascii=False), encoding="utf-8")
    app = launch(path, home=home, environment=accessibility.environment())
    window = desktop.find_painted_window(name)
    wait_for_text(desktop, accessibility, app, name)  # the palette chooser's name

    open_chooser_menu_item(desktop, window, downs=2)  # Delete Palette
    wait_for_toast(desktop, accessibility, app, f"“{name}” deleted")
    desktop.settled_screenshot("markup-palette-toast")

    rewrite_in_place(path, theirs)
    wait_for_toast(desktop, accessibility, app, f"Reloaded: “{name}” was changed by another program")
    add_first_palette_emoji(desktop, window)
    write_document(path, TREE_AND_BEE)
    wait_for_text(desktop, accessibility, app, f"“{name}” was changed by another program")
    desktop.key(window, "ctrl+s")
    conflict = f"“{name}” Was Changed by Another Program"
    desktop.find_painted_window(conflict)
    desktop.settled_screenshot("markup-names")
    desktop.key(desktop.find_window(conflict), "Escape")
    desktop.wait_until(lambda: not desktop.window_exists(conflict), "the question to go")
    desktop.key(window, "ctrl+w")
    unsaved = f"Save Changes to “{name}”?"
    desktop.find_painted_window(unsaved)
    desktop.key(desktop.find_window(unsaved), "Escape")
    assert not gtk_warnings(app), gtk_warnings(app)
