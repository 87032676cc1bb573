"""No work is lost: unsaved documents are kept in recovery files a moment
after each change, and the next launch after a kill -9 offers them back."""

import json
import os
import signal
import stat
import time

from documents import add_first_palette_emoji, save_as, write_document


def recovery_files(home):
    folder = home / "state" / "emojiart" / "recovery"
    return sorted(folder.glob("*.json")) if folder.exists() else []


def edit_then_kill(desktop, app, window):
    """Adds an emoji, waits for its recovery file, and kills the app hard."""
    add_first_palette_emoji(desktop, window)
    edited = time.monotonic()
    desktop.wait_until(lambda: recovery_files(app.home), "the recovery file to be written", timeout=10)
    print(f"recovery file written {time.monotonic() - edited:.1f} s after the edit")
    os.kill(int(app.app_pid()), signal.SIGKILL)
    desktop.wait_until(lambda: not app.is_running(), "the app to die")
    app.quit(keep_home=True)


def test_an_untitled_document_is_restored_after_kill_9(desktop, launch, tmp_path):
    app = launch()
    edit_then_kill(desktop, app, desktop.find_window("Untitled"))
    recorded = json.loads(recovery_files(app.home)[0].read_text(encoding="utf-8"))
    assert [emoji["text"] for emoji in recorded["document"]["emojis"]] == ["🚙"]
    # It holds the whole document: the user's alone, in folders only they can open.
    assert stat.S_IMODE(recovery_files(app.home)[0].stat().st_mode) == 0o600
    for folder in ("state", "state/emojiart", "state/emojiart/recovery"):
        assert stat.S_IMODE((app.home / folder).stat().st_mode) == 0o700, folder

    app = launch(home=app.home)
    question = desktop.find_painted_window("Restore “Untitled”?")
    desktop.settled_screenshot("restore-offered")
    desktop.key(question, "Return")  # Restore is the default
    window = desktop.find_window("• Untitled")  # restored, and not saved yet
    # It took the place of the empty window the launch opened.
    desktop.wait_until(lambda: not desktop.window_exists("Untitled"), "the empty window to close")

    save_as(desktop, window, tmp_path / "rescued")
    desktop.find_window("rescued")
    saved = json.loads((tmp_path / "rescued.emojiart").read_text(encoding="utf-8"))
    assert saved["emojis"] == recorded["document"]["emojis"]
    desktop.wait_until(lambda: not recovery_files(app.home), "the recovery file to go once saved")


def test_discarding_the_offer_removes_the_recovery_and_keeps_the_file(desktop, launch, tmp_path):
    path = write_document(tmp_path / "kept.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    before = path.read_bytes()
    app = launch(path)
    edit_then_kill(desktop, app, desktop.find_window("kept"))

    app = launch(home=app.home)
    question = desktop.find_window("Restore “kept”?")
    desktop.key(question, "alt+d")  # Discard
    desktop.wait_until(lambda: not recovery_files(app.home), "the recovery file to go")
    assert path.read_bytes() == before
    home = app.home
    app.quit(keep_home=True)

    app = launch(home=home)
    desktop.find_window("Untitled")
    app.wait_handled("recovery offered")  # with nothing to offer
    assert not desktop.window_exists("Restore “kept”?")


def test_closing_without_saving_leaves_nothing_to_recover(desktop, launch, tmp_path):
    app = launch()
    window = desktop.find_window("Untitled")
    add_first_palette_emoji(desktop, window)
    desktop.wait_until(lambda: recovery_files(app.home), "the recovery file to be written", timeout=10)
    desktop.key(window, "ctrl+w")
    question = desktop.find_window("Save Changes to “Untitled”?")
    desktop.key(question, "alt+d")  # Discard
    desktop.wait_until(lambda: not app.is_running(), "the app to close with its last window")
    assert not recovery_files(app.home)
