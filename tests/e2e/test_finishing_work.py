"""Work the user asked for ends even when its window goes first: an export
or a copy as image whose window was the last closes that window at once,
and the app says what it is finishing, finishes it and only then quits;
Ctrl+Q waits the same way; a close during a save waits for the save. The
exports here wait on a web background the test's server holds back until
the test lets it go, so each moment is one the test chose."""

import json
import subprocess
import threading
from pathlib import Path

from documents import add_first_palette_emoji, export_picture, solid_jpeg, write_document
from test_export import EMOJIS, assert_is_the_poster

HERE = Path(__file__).parent


def held_back_poster(tmp_path, image_server, name="poster"):
    """The export tests' poster, with its background behind the server's gate."""
    document = tmp_path / f"{name}.emojiart"
    address = (image_server.base + "gated/red.jpg").replace("/", "\\/")
    document.write_text('{"background":{"theURL":"%s"},"emojis":%s,"uniqueEmojiId":2}'
                        % (address, json.dumps(EMOJIS, ensure_ascii=False)), encoding="utf-8")
    return document


def let_the_background_go(tmp_path, image_server):
    solid_jpeg(tmp_path / "red.jpg", 600, 400, "#d02020")
    (tmp_path / "red.jpg").rename(image_server.folder / "red.jpg")  # whole, at once


def refuse_the_background(image_server):
    (image_server.folder / "red.jpg.refused").touch()


def start_export(desktop, window, path):
    export_picture(desktop, window, path)


def wait_for_exit(desktop, app):
    desktop.wait_until(lambda: not app.is_running(), "the app to quit", timeout=30)
    assert app.process.returncode == 0, app.output()[-3000:]


def test_an_export_ends_after_the_last_window_is_closed(desktop, launch, tmp_path, image_server):
    app = launch(held_back_poster(tmp_path, image_server))
    window = desktop.find_window("poster")
    start_export(desktop, window, tmp_path / "exported")
    desktop.key(window, "ctrl+w")
    desktop.wait_until(lambda: not desktop.window_exists("poster"), "the window to close at once")
    desktop.find_painted_window("Finishing")
    desktop.screenshot("finishing-an-export")
    assert app.is_running() and not (tmp_path / "exported.png").exists()

    let_the_background_go(tmp_path, image_server)
    wait_for_exit(desktop, app)
    assert_is_the_poster((tmp_path / "exported.png").read_bytes())


def test_quitting_during_an_export_waits_for_it(desktop, launch, tmp_path, image_server):
    other = write_document(tmp_path / "other.emojiart", [])
    app = launch(held_back_poster(tmp_path, image_server), other)
    window = desktop.find_window("poster")
    desktop.find_window("other")
    start_export(desktop, window, tmp_path / "exported")
    desktop.key(window, "ctrl+q")
    desktop.wait_until(lambda: not desktop.window_exists("poster") and not desktop.window_exists("other"),
                       "the document windows to close")
    desktop.find_painted_window("Finishing")
    assert app.is_running()

    let_the_background_go(tmp_path, image_server)
    wait_for_exit(desktop, app)
    assert_is_the_poster((tmp_path / "exported.png").read_bytes())


def test_an_export_that_fails_after_its_window_went_is_told(desktop, launch, tmp_path, image_server):
    app = launch(held_back_poster(tmp_path, image_server))
    window = desktop.find_window("poster")
    start_export(desktop, window, tmp_path / "exported")
    desktop.key(window, "ctrl+w")
    desktop.find_painted_window("Finishing")

    refuse_the_background(image_server)
    desktop.dismiss_alert("Could Not Export “exported.png”")
    wait_for_exit(desktop, app)
    assert not (tmp_path / "exported.png").exists()


class ClipboardManager:
    """clipboard_manager.py, a desktop's clipboard manager, on the test's screen."""

    def __init__(self, desktop):
        self.process = subprocess.Popen(["/usr/bin/python3", str(HERE / "clipboard_manager.py")], env=desktop.env,
                                        stdout=subprocess.PIPE, text=True)
        self.said = []
        threading.Thread(target=lambda: self.said.extend(line.strip() for line in self.process.stdout), daemon=True).start()
        desktop.wait_until(lambda: "ready" in self.said, "the clipboard manager to start")

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def test_a_copy_as_image_reaches_the_clipboard_after_the_last_window_is_closed(desktop, launch, tmp_path, image_server):
    manager = ClipboardManager(desktop)
    try:
        app = launch(held_back_poster(tmp_path, image_server))
        window = desktop.find_window("poster")
        desktop.key(window, "ctrl+shift+c")
        desktop.key(window, "ctrl+w")
        desktop.find_painted_window("Finishing")

        let_the_background_go(tmp_path, image_server)
        wait_for_exit(desktop, app)
        # The app handed the picture to the desktop's clipboard manager as it quit: it can still be pasted.
        assert any(line.startswith("kept ") for line in manager.said), manager.said
        pasted = subprocess.run(["xclip", "-selection", "clipboard", "-t", "image/png", "-o"], env=desktop.env,
                                capture_output=True, check=True, timeout=30)
        assert_is_the_poster(pasted.stdout)
    finally:
        manager.close()


def test_closing_during_a_save_waits_for_it_and_asks_nothing(desktop, launch, tmp_path):
    """A save of 20,000 emojis takes long enough for Ctrl+W to come while it is under way."""
    emojis = [{"text": "🐝", "x": i % 400 - 200, "y": i // 400 - 25, "size": 12, "id": i + 1} for i in range(20000)]
    path = write_document(tmp_path / "hive.emojiart", emojis)
    app = launch(path)
    window = desktop.find_window("hive")
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• hive")
    desktop.key(window, "ctrl+s", "ctrl+w")  # one after the other, as fast as keys go
    wait_for_exit(desktop, app)
    assert not desktop.window_exists("Save Changes to “hive”?")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert len(saved["emojis"]) == 20001 and saved["emojis"][-1]["text"] == "🚙"
