"""Faults from outside, as a user meets them (issue 9): web servers that
fail in every way, a read-only folder, a disk that fills up, the app killed
while saving, and a palette store that cannot be written. Each one gets an
alert, the window stays responsive, and no file changes that should not."""

import contextlib
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from desktop import REPO
from documents import add_first_palette_emoji, write_document
from toasts import dismiss_toast, read_details, toast_saying

BEE = [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}]
# What the toasts say of a background refused.
NOT_USABLE = "Background not changed: not a usable image"
NOTHING_TO_PASTE = "Nothing to paste: copy emojis, an image or its web address first"


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def noise_jpeg(path, side):
    """A JPEG that does not compress: side × side pixels of noise."""
    subprocess.run(["convert", "-seed", "3", "-size", f"{side}x{side}", "xc:", "+noise", "Random", "-quality", "92",
                    str(path)], check=True, timeout=120)
    return path.read_bytes()


@contextlib.contextmanager
def mounted(*arguments):
    """A mount for the length of a test (the tests run as root, which writes
    anywhere else: a read-only mount and a small tmpfs are the honest faults)."""
    target = arguments[-1]
    subprocess.run(["mount", *arguments], check=True, capture_output=True, timeout=30)
    try:
        yield target
    finally:
        subprocess.run(["umount", "-l", str(target)], check=False, timeout=30)


def open_document(desktop, launch, path, accessibility=None):
    app = launch(path, environment=accessibility.environment() if accessibility else None)
    window = desktop.find_window(path.stem)
    desktop.activate(window)
    return app, window


def still_responsive(desktop, window):
    """A new window opens at once: the main loop is not blocked. Returns it."""
    desktop.key(window, "ctrl+n")
    return desktop.find_window("Untitled", timeout=5)


def close_untitled(desktop, untitled):
    desktop.key(untitled, "ctrl+w")
    desktop.wait_until(lambda: not desktop.window_exists("Untitled"), "the new window to close")


def closed_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("path", ["refused", "status/500", "status/404", "redirect-loop", "redirect-file",
                                  "files/page.html", "endless", "hang"])
def test_a_web_address_that_fails_says_so_and_changes_nothing(desktop, launch, tmp_path, clipboard, image_server,
                                                              accessibility, path):
    (image_server.folder / "page.html").write_text("<!doctype html><p>Not an image</p>")
    document = write_document(tmp_path / "web.emojiart", BEE)
    before = digest(document)
    app, window = open_document(desktop, launch, document, accessibility)
    address = f"http://127.0.0.1:{closed_port()}/sky.jpg" if path == "refused" else image_server.base + path
    clipboard.put(address.encode(), "text/plain")
    desktop.key(window, "ctrl+v")
    if path == "hang":
        time.sleep(1)
        close_untitled(desktop, still_responsive(desktop, window))  # while the server says nothing
    if path == "files/page.html":
        read_details(desktop, accessibility, app, NOT_USABLE, "Background Not Changed", timeout=30)
    else:
        read_details(desktop, accessibility, app, "Couldn’t load the image from 127.0.0.1", "Couldn’t Load Image from URL",
                     timeout=30)
    assert desktop.window_exists("web") and not desktop.window_exists("• web"), "the document changed"
    assert digest(document) == before
    assert app.is_running()


def test_saving_into_a_read_only_folder_keeps_the_work_and_the_file(desktop, launch, tmp_path):
    folder = tmp_path / "shared"
    folder.mkdir()
    document = write_document(folder / "poster.emojiart", BEE)
    before = digest(document)
    with mounted("--bind", "-o", "ro", str(folder), str(folder)):
        app, window = open_document(desktop, launch, document)
        add_first_palette_emoji(desktop, window)
        window = desktop.find_window("• poster")
        desktop.key(window, "ctrl+s")
        desktop.dismiss_alert("Could Not Save “poster”")
        assert desktop.window_exists("• poster"), "the document should still be marked unsaved"
        assert digest(document) == before
        assert sorted(os.listdir(folder)) == ["poster.emojiart"]
    # The work is still there: saved elsewhere, it holds the new emoji.
    assert app.is_running()


def test_a_disk_that_fills_up_during_a_save_leaves_the_old_file(desktop, launch, tmp_path):
    folder = tmp_path / "small-disk"
    folder.mkdir()
    written = write_document(tmp_path / "holiday.emojiart", BEE, jpeg=noise_jpeg(tmp_path / "noise.jpg", 800))
    # The old file takes two thirds of the disk: old and new together do not fit.
    size = len(written.read_bytes()) * 3 // 2 // 1024 + 1
    with mounted("-t", "tmpfs", "-o", f"size={size}k", "tmpfs", str(folder)):
        document = folder / "holiday.emojiart"
        document.write_bytes(written.read_bytes())
        before = digest(document)
        app, window = open_document(desktop, launch, document)
        add_first_palette_emoji(desktop, window)
        window = desktop.find_window("• holiday")
        desktop.key(window, "ctrl+s")
        desktop.dismiss_alert("Could Not Save “holiday”")
        assert desktop.window_exists("• holiday")
        assert digest(document) == before
        assert sorted(os.listdir(folder)) == ["holiday.emojiart"], "the half-written copy was left behind"
        app.quit()


def test_killed_while_saving_the_file_is_the_old_or_the_new_document(desktop, launch, tmp_path):
    photo = noise_jpeg(tmp_path / "noise.jpg", 2500)
    document = write_document(tmp_path / "big.emojiart", BEE, jpeg=photo)
    old = json.loads(document.read_text(encoding="utf-8"))
    cars, outcomes = 0, []
    # From before the write starts to after it must have finished.
    for delay in [0.0, 0.2, 0.5, 1.0, 4.0]:
        app, window = open_document(desktop, launch, document)
        add_first_palette_emoji(desktop, window)
        window = desktop.find_window("• big")
        desktop.key(window, "ctrl+s")
        time.sleep(delay)
        os.kill(int(app.app_pid()), signal.SIGKILL)
        desktop.wait_until(lambda: not app.is_running(), "the app to die")
        app.quit()
        saved = json.loads(document.read_text(encoding="utf-8"))  # never cut short
        assert saved["background"] == old["background"]
        texts = [emoji["text"] for emoji in saved["emojis"]]
        assert texts in (["🐝"] + ["🚙"] * cars, ["🐝"] + ["🚙"] * (cars + 1)), texts
        outcomes.append("new" if len(texts) - 1 > cars else "old")
        cars = len(texts) - 1
    assert "new" in outcomes, "no save finished: the delays are too short to test both outcomes"
    # What a killed save leaves behind is cleared by the next one that finishes.
    assert sorted(os.listdir(tmp_path)) == ["big.emojiart", "noise.jpg"]
    print("outcomes:", outcomes)


def test_palettes_that_cannot_be_saved_are_kept_for_the_session_and_the_user_told(desktop, launch, tmp_path):
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    (home / "data" / "emojiart").write_text("a file where the app's folder should be")
    app = launch(home=home)
    window = desktop.find_window("Untitled")
    desktop.dismiss_alert("Palettes Not Saved")
    # The palettes still work for this session: an emoji can be added from them.
    add_first_palette_emoji(desktop, window)
    desktop.find_window("• Untitled")
    assert (home / "data" / "emojiart").read_text() == "a file where the app's folder should be"


CORPUS = REPO / "tests" / "corpus"
# The corpus documents the app opens (CorpusTests says why); the rest it refuses.
OPENED = {"valid.emojiart", "repeated-ids.emojiart", "truncated-jpeg.emojiart", "damaged-jpeg-pixels.emojiart",
          "ftp-background.emojiart", "javascript-background.emojiart"}


@pytest.mark.long(seconds=35)
def test_every_hostile_document_in_the_corpus_is_refused_by_the_running_app(desktop, launch, tmp_path):
    copies = []
    for original in sorted((CORPUS / "documents").glob("*.emojiart")):
        if original.name not in OPENED:
            copies.append(tmp_path / original.name)
            shutil.copy(original, copies[-1])
    before = {path: digest(path) for path in copies}
    app = launch(*copies)
    for path in copies:
        desktop.dismiss_alert(f"Could Not Open “{path.name}”")
    assert app.is_running()
    assert {path: digest(path) for path in copies} == before


def test_a_million_emojis_are_refused_without_freezing_the_window(desktop, launch, tmp_path):
    emoji = '{"text":"🐝","x":1,"y":2,"size":40,"id":1}'
    huge = tmp_path / "million.emojiart"
    huge.write_text('{"emojis":[' + ",".join([emoji] * 1_000_000) + "]}", encoding="utf-8")
    app, window = open_document(desktop, launch, write_document(tmp_path / "desk.emojiart", BEE))
    desktop.key(window, "ctrl+o")
    desktop.choose_file("Open", huge)
    untitled = still_responsive(desktop, window)  # while it reads 60 MB
    # The alert may come before the new window is closed and take the
    # keyboard's focus (a Ctrl+W meant for the new window then went
    # elsewhere, seen once on Debian 13): it is answered first.
    desktop.dismiss_alert("Could Not Open “million.emojiart”")
    close_untitled(desktop, untitled)
    assert app.is_running()


@pytest.mark.long(seconds=70)
def test_every_hostile_image_in_the_corpus_is_refused_from_the_clipboard(desktop, launch, tmp_path, clipboard,
                                                                        accessibility):
    document = write_document(tmp_path / "paste.emojiart", BEE)
    before = digest(document)
    app, window = open_document(desktop, launch, document, accessibility)
    accepted = {"valid.jpg", "valid.png", "truncated.jpg", "valid.heic", "valid.avif", "valid.tif", "valid.svg",
                "external-references.svg",  # drawn without what it refers to (CorpusTests)
                "width-given-twice-small-first.tif",  # the 2 × 2 picture libtiff reads (CorpusTests)
                "orientation-as-a-byte.tif",  # turned as libtiff reads it (CorpusTests)
                "nclx-answered-with-an-error.avif"}  # shown or refused, as libheif's version has it (CorpusTests)
    # xclip cannot offer nothing; the empty file is refused in CorpusTests.
    for image in sorted(set((CORPUS / "images").iterdir()) - {CORPUS / "images" / name for name in accepted}
                        - {CORPUS / "images" / "empty.jpg"}):
        data = image.read_bytes()
        offered = {".jpg": "image/jpeg", ".png": "image/png", ".gif": "image/gif", ".heic": "image/heic",
                   ".avif": "image/avif", ".tif": "image/tiff", ".svg": "image/svg+xml"}
        clipboard.put(data, offered.get(image.suffix, "image/png"))
        desktop.key(window, "ctrl+v")
        # When GTK does not know the new owner's formats yet, the app asks for
        # an image and lets the bytes decide (ClipboardReader): text that is
        # not an address then means there is no image to paste at all.
        looks_like_text = all(32 <= byte < 127 or byte in b"\t\r\n" for byte in data)
        toasts = [NOT_USABLE] + ([NOTHING_TO_PASTE] if looks_like_text else [])
        told = desktop.wait_until(lambda: next((t for t in toasts if toast_saying(accessibility, app, t)), None),
                                  f"a toast about {image.name}", timeout=30)
        if told == NOT_USABLE:
            read_details(desktop, accessibility, app, told, "Background Not Changed")  # why, for this image
        else:
            dismiss_toast(desktop, accessibility, app, told)
        assert desktop.window_exists("paste") and not desktop.window_exists("• paste"), image.name
    assert digest(document) == before and app.is_running()


def test_a_folder_dropped_from_another_application_is_refused(desktop, launch, tmp_path, drag_source, accessibility):
    document = write_document(tmp_path / "drop.emojiart", BEE)
    before = digest(document)
    app, window = open_document(desktop, launch, document, accessibility)
    folder = tmp_path / "Holiday Photos.jpg"  # a folder, however it is named
    folder.mkdir()
    source = drag_source("--file", str(folder))
    left, top, width, height = desktop.window_geometry(window)
    desktop.drag(source.handle, (left + width // 3, top + height // 2), steps=25)
    read_details(desktop, accessibility, app, "Couldn’t load the image", "Couldn’t Load Image")
    assert not desktop.window_exists("• drop") and digest(document) == before


def test_an_unreadable_recovery_file_is_kept_aside_and_the_user_told(desktop, launch, tmp_path):
    home = tmp_path / "home"
    recovery = home / "state" / "emojiart" / "recovery"
    recovery.mkdir(parents=True)
    broken = recovery / "0B4E1C36-1D6C-4C61-9C43-6C3F2B1E7A10.json"
    broken.write_text('{"documentPath": null, "document": {"emojis": [')
    app = launch(home=home)
    desktop.find_window("Untitled")
    desktop.dismiss_alert("Unsaved Work Could Not Be Read")
    assert sorted(path.name for path in recovery.iterdir()) == [broken.name + ".damaged"]
    assert app.is_running()


@pytest.mark.parametrize("name, told, title", [
    ("ftp-background.emojiart", "Couldn’t load the image", "Couldn’t Load Image"),
    ("javascript-background.emojiart", "Couldn’t load the image", "Couldn’t Load Image"),
    ("damaged-jpeg-pixels.emojiart", "The document’s background can’t be shown", "Background Not Shown")])
def test_a_background_that_cannot_be_shown_opens_blank_and_says_why(desktop, launch, tmp_path, accessibility, name,
                                                                    told, title):
    document = tmp_path / name
    shutil.copy(CORPUS / "documents" / name, document)
    before = digest(document)
    app = launch(document, environment=accessibility.environment())
    desktop.find_window(document.stem)
    read_details(desktop, accessibility, app, told, title)
    assert desktop.window_exists(document.stem) and not desktop.window_exists("• " + document.stem)
    assert digest(document) == before
