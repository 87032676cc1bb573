"""Backgrounds from outside the app, as a user brings them: the clipboard
(xclip owning it, as another application would), a web server on
127.0.0.1, a file dragged from a second application, and the file chooser
driven from the keyboard."""

import base64
import subprocess
import time
from pathlib import Path

import pytest

from app import App
from screenshot import near
from documents import SavedDocument, choose_background_file, jpeg_size, solid_jpeg, write_document
from toasts import click_toast_button, shown_texts, wait_for_toast

HERE = Path(__file__).parent

BLUE = (0x33, 0x66, 0xCC)


@pytest.fixture
def blank_document(desktop, launch, accessibility, tmp_path):
    path = write_document(tmp_path / "plain.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    app = launch(path, environment=accessibility.environment())
    window = desktop.find_window("plain")
    desktop.activate(window)
    return SavedDocument(desktop, window, path, app)


def background_of(document):
    return document.save_document()["background"]


def shows(desktop, document, color, name):
    """Waits until the middle of the window shows `color`."""
    left, top, width, height = desktop.window_geometry(document.window)
    middle = (left + width // 2 - 120, top + height // 2)  # beside the bee in the middle
    desktop.wait_until(lambda: near(color)(desktop.screenshot().pixel(*middle)), f"the {name} background to show")
    desktop.screenshot(name)


def test_pasting_an_image_stores_it_as_jpeg(desktop, blank_document, clipboard, tmp_path):
    png = tmp_path / "copied.png"
    subprocess.run(["convert", "-size", "640x480", "xc:#3366cc", str(png)], check=True)
    clipboard.put(png.read_bytes(), "image/png")
    desktop.key(blank_document.window, "ctrl+v")
    shows(desktop, blank_document, BLUE, "pasted-image")
    image = base64.b64decode(background_of(blank_document)["imageData"])
    assert jpeg_size(image) == (640, 480)


def test_pasting_a_web_address_fetches_it_and_a_404_changes_nothing(desktop, blank_document, clipboard, image_server,
                                                                    accessibility):
    solid_jpeg(image_server.folder / "blue.jpg", 300, 200, "#3366cc")
    address = image_server.base + "files/blue.jpg"
    clipboard.put(address.encode(), "text/plain")
    desktop.key(blank_document.window, "ctrl+v")
    shows(desktop, blank_document, BLUE, "pasted-url")
    assert background_of(blank_document) == {"theURL": address}

    # Told in a toast that names the server; its Details give the address and the answer.
    missing = image_server.base + "status/404"
    clipboard.put(missing.encode(), "text/plain")
    desktop.key(blank_document.window, "ctrl+v")
    told = "Couldn’t load the image from 127.0.0.1"
    wait_for_toast(desktop, accessibility, blank_document.app, told)
    desktop.settled_screenshot("toast-url-failed", window=blank_document.window)
    click_toast_button(desktop, accessibility, blank_document.app, told, "Details")
    alert = desktop.find_painted_window("Couldn’t Load Image from URL")
    desktop.wait_until(lambda: any(missing in text and "404" in text for text in shown_texts(accessibility, blank_document.app)),
                       "the alert to give the address and the server's answer")
    desktop.key(alert, "Return")
    assert background_of(blank_document) == {"theURL": address}


@pytest.mark.parametrize("content", [None, b"just some words, no address"])
def test_pasting_without_an_image_says_so_and_changes_nothing(desktop, blank_document, clipboard, accessibility,
                                                              content):
    if content is None:
        clipboard.empty()
    else:
        clipboard.put(content, "text/plain")
    desktop.key(blank_document.window, "ctrl+v")
    # A toast says all there is to say: it offers no Details, only its close button.
    toast = wait_for_toast(desktop, accessibility, blank_document.app,
                           "Nothing to paste: copy emojis, an image or its web address first")
    assert len([child for child in toast.children if child.role == "button"]) == 1
    assert background_of(blank_document) == {}


def test_an_image_file_dragged_from_another_application(desktop, blank_document, drag_source, tmp_path):
    jpeg = solid_jpeg(tmp_path / "dragged.jpg", 320, 240, "#3366cc")
    source = drag_source("--file", str(tmp_path / "dragged.jpg"))
    left, top, width, height = desktop.window_geometry(blank_document.window)
    desktop.drag(source.handle, (left + width // 3, top + height // 2), steps=25)
    shows(desktop, blank_document, BLUE, "dropped-file")
    # JPEG bytes are kept exactly as they were.
    assert base64.b64decode(background_of(blank_document)["imageData"]) == jpeg


def test_image_data_dragged_from_another_application(desktop, blank_document, drag_source, tmp_path):
    png = tmp_path / "data.png"
    subprocess.run(["convert", "-size", "360x270", "xc:#3366cc", str(png)], check=True)
    source = drag_source("--image", str(png))
    left, top, width, height = desktop.window_geometry(blank_document.window)
    desktop.drag(source.handle, (left + width // 3, top + height // 2), steps=25)
    shows(desktop, blank_document, BLUE, "dropped-image-data")
    assert jpeg_size(base64.b64decode(background_of(blank_document)["imageData"])) == (360, 270)


@pytest.mark.parametrize("offered", ["text/uri-list", "x-special/gnome-copied-files"])
def test_pasting_a_file_copied_in_a_file_manager(desktop, blank_document, clipboard_owner, tmp_path, offered):
    """A file manager's copy, in either of the forms file managers offer
    (each alone here, from an owner that answers no other): the standard
    list of URIs, or GNOME's own. A name with & and < too."""
    jpeg = solid_jpeg(tmp_path / "copied & <kept>.jpg", 250, 180, "#3366cc")
    uri = (tmp_path / "copied & <kept>.jpg").as_uri().encode()
    clipboard_owner("/usr/bin/python3", HERE / "exact_owner.py", offered, mime_type=offered,
                    data=uri + b"\r\n" if offered == "text/uri-list" else b"copy\n" + uri)
    desktop.key(blank_document.window, "ctrl+v")
    shows(desktop, blank_document, BLUE, "pasted-file")
    assert base64.b64decode(background_of(blank_document)["imageData"]) == jpeg


def test_pasting_a_photo_copied_in_files(desktop, blank_document, tmp_path):
    """Ctrl+C on a photo in Files (Nautilus, the real application, on a
    session bus of its own), Ctrl+V in the app."""
    folder = tmp_path / "Pictures"
    folder.mkdir()
    photo = folder / "sea & <sky>.jpg"
    jpeg = solid_jpeg(photo, 250, 180, "#3366cc")
    seen = App.clipboard_news()
    files = subprocess.Popen(["dbus-run-session", "--", "nautilus", "--new-window", "--select", str(photo)],
                             env=dict(desktop.env, HOME=str(blank_document.app.home)), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        browser = desktop.find_painted_window("Pictures", timeout=30)
        # Files selects the photo once it has read the folder; under load
        # (a busy core, three desktops) a Ctrl+C every 0.1 s copied nothing
        # for 30 s. Ctrl+C again each second, as a person would, for longer.
        def copied():
            desktop.key(browser, "ctrl+c")
            time.sleep(1)
            return App.clipboard_news() != seen
        desktop.wait_until(copied, "Files to copy the selected photo", timeout=60)
        App.wait_for_clipboard_news(seen, "text/uri-list")
        desktop.key(blank_document.window, "ctrl+v")
        shows(desktop, blank_document, BLUE, "pasted-from-files")
        assert base64.b64decode(background_of(blank_document)["imageData"]) == jpeg
    finally:
        subprocess.run(["pkill", "-g", str(files.pid)], check=False)


def test_a_file_that_is_not_an_image_is_refused(desktop, blank_document, drag_source, accessibility, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("not a picture")
    source = drag_source("--file", str(notes))
    left, top, width, height = desktop.window_geometry(blank_document.window)
    desktop.drag(source.handle, (left + width // 3, top + height // 2), steps=25)
    click_toast_button(desktop, accessibility, blank_document.app, "Background not changed: not a usable image", "Details")
    desktop.dismiss_alert("Background Not Changed")
    assert background_of(blank_document) == {}


def test_the_chooser_opens_in_pictures_then_where_the_last_background_came_from(desktop, launch, tmp_path):
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "user-dirs.dirs").write_text('XDG_PICTURES_DIR="$HOME/Pictures"\n')  # as xdg-user-dirs writes it
    (home / "Pictures").mkdir()
    solid_jpeg(home / "Pictures" / "in-pictures.jpg", 200, 150, "#3366cc")
    elsewhere = tmp_path / "trips"
    elsewhere.mkdir()
    solid_jpeg(elsewhere / "beach.jpg", 200, 150, "#cc3333")
    solid_jpeg(elsewhere / "dunes.jpg", 200, 150, "#33aa33")
    path = write_document(tmp_path / "plain.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    launch(path, home=home)
    document = SavedDocument(desktop, desktop.find_window("plain"), path)

    # A bare name, typed as a person would into a chooser showing its folder.
    choose_background_file(desktop, document.window, "in-pictures.jpg")
    shows(desktop, document, BLUE, "chosen-from-pictures")
    choose_background_file(desktop, document.window, elsewhere / "beach.jpg")
    shows(desktop, document, (0xCC, 0x33, 0x33), "chosen-from-elsewhere")
    choose_background_file(desktop, document.window, "dunes.jpg")
    shows(desktop, document, (0x33, 0xAA, 0x33), "chosen-where-the-last-came-from")


def test_choosing_a_background_file_with_the_keyboard(desktop, blank_document, tmp_path):
    jpeg = solid_jpeg(tmp_path / "chosen.jpg", 200, 150, "#3366cc")
    choose_background_file(desktop, blank_document.window, tmp_path / "chosen.jpg", screenshot="file-chooser")
    shows(desktop, blank_document, BLUE, "chosen-file")
    assert base64.b64decode(background_of(blank_document)["imageData"]) == jpeg
