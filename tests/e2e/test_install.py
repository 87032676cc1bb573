"""`make install` puts the app where a Linux desktop looks for it, with
files that the desktop's own validators accept; the installed binary finds
its data; `make uninstall` takes it all away again."""

import subprocess

import locales
from app import App
from desktop import REPO
from screenshot import far_from

APP_ID = "io.github.emojiart.EmojiArt"


def make(*arguments):
    return subprocess.run(["make", "--no-print-directory", "-C", str(REPO), *arguments],
                          capture_output=True, text=True, timeout=600)


def test_install_validate_run_and_uninstall(desktop, launch, tmp_path):
    prefix = tmp_path / "prefix"
    result = make("install", f"PREFIX={prefix}")
    assert result.returncode == 0, result.stderr
    share = prefix / "share"
    files = [prefix / "bin" / "emojiart", share / "emojiart" / "palettes.json", share / "emojiart" / "style.css",
             share / "applications" / f"{APP_ID}.desktop", share / "metainfo" / f"{APP_ID}.metainfo.xml",
             share / "thumbnailers" / f"{APP_ID}.thumbnailer",
             share / "mime" / "packages" / f"{APP_ID}.xml", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"]
    files += [share / "locale" / language / "LC_MESSAGES" / "emojiart.mo" for language in ("zh_CN", "zh_TW", "ko")]
    for path in files:
        assert path.is_file(), path
    # What is installed is the binary every other end-to-end test drives.
    assert files[0].read_bytes() == App.BINARY.read_bytes()

    desktop_file = subprocess.run(["desktop-file-validate", str(files[3])], capture_output=True, text=True)
    assert desktop_file.returncode == 0, desktop_file.stdout + desktop_file.stderr
    metainfo = subprocess.run(["appstreamcli", "validate", "--no-net", str(files[4])], capture_output=True, text=True)
    assert metainfo.returncode == 0, metainfo.stdout + metainfo.stderr
    # File managers learn that *.emojiart documents are ours.
    assert "application/x-emojiart:*.emojiart" in (share / "mime" / "globs2").read_text()

    # Installed, the app finds its palettes beside itself.
    app = launch(binary=prefix / "bin" / "emojiart", environment={"EMOJIART_DATA_DIR": ""})
    window = desktop.find_window("Untitled")
    left, top, width, height = desktop.window_geometry(window)
    strip = (left + 120, top + height - 45, left + width, top + height)
    desktop.wait_until(lambda: desktop.screenshot().count(strip, far_from((246, 245, 244), (255, 255, 255), distance=150)) > 300,
                       "the palette's emojis in the installed app")
    desktop.screenshot("installed-app")
    app.quit()

    # And its translations: the window of a Korean reader is 제목 없음, not Untitled.
    app = launch(binary=prefix / "bin" / "emojiart", environment={"EMOJIART_DATA_DIR": "", **locales.environment("ko")})
    desktop.find_window("제목 없음")
    app.quit()

    result = make("uninstall", f"PREFIX={prefix}")
    assert result.returncode == 0, result.stderr
    for path in files:
        assert not path.exists(), path
