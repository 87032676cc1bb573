"""`make install` puts the app where a Linux desktop looks for it, with
files that the desktop's own validators accept; the installed binary finds
its settings' schema and translations; `make uninstall` takes it all away again."""

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
    binary = prefix / "bin" / "emojiart"
    desktop_entry = share / "applications" / f"{APP_ID}.desktop"
    metainfo_file = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    files = [binary, desktop_entry, metainfo_file, share / "glib-2.0" / "schemas" / f"{APP_ID}.gschema.xml",
             share / "thumbnailers" / f"{APP_ID}.thumbnailer",
             share / "mime" / "packages" / f"{APP_ID}.xml", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
             share / "man" / "man1" / "emojiart.1"]
    files += [share / "locale" / language / "LC_MESSAGES" / "emojiart.mo" for language in ("zh_CN", "zh_TW", "ko")]
    for path in files:
        assert path.is_file(), path
    # What is installed is the binary every other end-to-end test drives.
    assert binary.read_bytes() == App.BINARY.read_bytes()

    desktop_file = subprocess.run(["desktop-file-validate", str(desktop_entry)], capture_output=True, text=True)
    assert desktop_file.returncode == 0, desktop_file.stdout + desktop_file.stderr
    metainfo = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo_file)], capture_output=True, text=True)
    assert metainfo.returncode == 0, metainfo.stdout + metainfo.stderr
    # File managers learn that *.emojiart documents are ours.
    assert "application/x-emojiart:*.emojiart" in (share / "mime" / "globs2").read_text()

    assert (share / "glib-2.0" / "schemas" / "gschemas.compiled").is_file()

    # Installed, the app shows its palettes (in its resources) and keeps its
    # settings with the schema installed beside it.
    app = launch(binary=binary, environment={"GSETTINGS_SCHEMA_DIR": None})
    window = desktop.find_window("Untitled")
    left, top, width, height = desktop.window_geometry(window)
    strip = (left + 120, top + height - 45, left + width, top + height)
    desktop.wait_until(lambda: desktop.screenshot().count(strip, far_from((246, 245, 244), (255, 255, 255), distance=150)) > 300,
                       "the palette's emojis in the installed app")
    desktop.screenshot("installed-app")
    desktop.key(window, "ctrl+w")
    desktop.wait_until(lambda: not app.is_running(), "the app to close with its window")
    kept = app.settings("list-recursively", APP_ID, schemas=share / "glib-2.0" / "schemas")
    assert f"{APP_ID} window-width " in kept and "not installed" not in app.output(), kept + app.output()
    app.quit()

    # And its translations: the window of a Korean reader is 제목 없음, not Untitled.
    app = launch(binary=binary, environment={"GSETTINGS_SCHEMA_DIR": None, **locales.environment("ko")})
    desktop.find_window("제목 없음")
    app.quit()

    result = make("uninstall", f"PREFIX={prefix}")
    assert result.returncode == 0, result.stderr
    for path in files:
        assert not path.exists(), path
