"""Every sentence a person reads is marked for translation, and every
catalog in po/ translates exactly the sentences the sources have."""

import re
import subprocess
import xml.etree.ElementTree as ElementTree
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import translations  # noqa: E402

# Words, or a capitalised word, or a sentence's end: what a person would read.
PROSE = re.compile(r"[A-Za-z]{2,}.*\s+[A-Za-z]|^[A-Z][a-z]+|[a-z][.…]$")

# Literals that look like prose but no person reads, by file, with why.
NOT_FOR_READERS = {
    # Machine words: GDK key names and accelerators.
    "Sources/ArtModel/Interaction/CanvasCommand.swift": {"Delete", "BackSpace", "Escape", "Left", "Right", "Up", "Down", "Tab"},
    "Sources/ArtModel/Actions/KeyboardShortcut.swift": {"Escape", "Delete", "BackSpace", "Left", "Right", "Up", "Down", "Tab"},
    # The raw values travel inside Foundation's DecodingError and are matched
    # there; ValueProblem.sentence is what is said.
    "Sources/ArtModel/Document/DocumentReadError.swift": {
        "is empty", "is not positive", "is not one emoji", "is more than 1,000,000 points from the centre",
        "is larger than 10,000 points", "is out of range", "Unexpected end of file", "Number"},
    "Sources/ArtModel/Localization/Translation.swift": {"palette name"},  # a gettext context
    # The freedesktop thumbnail specification's keys.
    "Sources/ArtModel/Pictures/ThumbnailCache.swift": {"Thumb::URI", "Thumb::MTime"},
    # The kernel's name for the memory free (/proc/meminfo).
    "Sources/ArtModel/Support/SystemMemory.swift": {"MemAvailable:"},
    # Image formats' names, and the signatures of a JPEG's markers.
    "Sources/ArtModel/Image/Formats/ImageFormat.swift": {"WebP"},
    "Sources/ArtModel/Export/ExportFormat.swift": {"WebP"},
    "Sources/ArtModel/Image/Formats/JPEGMarkers.swift": {"Exif\x00\x00", "Adobe"},
    # A programming error's message, which only a crash report shows.
    "Sources/ArtModel/Image/RGBAImage.swift": {"pixel buffer does not match size"},
    "Sources/ArtModel/Document/EmojiList.swift": {"index out of range"},
    "Sources/EmojiArtGtk/GLib/Signal.swift": {
        "\\(signal.name) is not a signal of \\(String(cString: g_type_name_from_instance(instance.cast())))"},
    # Names: the app's and its authors' (as the metainfo gives it), the canvas's GType, a queue's.
    "Sources/EmojiArtGtk/App/AboutDialog.swift": {"EmojiArt", "The EmojiArt for GTK authors"},
    "Sources/EmojiArtGtk/Canvas/CanvasWidgetClass.swift": {"EmojiArtCanvas"},
    "Sources/EmojiArtGtk/Canvas/Tiles/TiledCanvasRenderer.swift": {"emojiart tiles"},
    "Sources/EmojiArtGtk/Pictures/ThumbnailLoader.swift": {"emojiart thumbnails"},
    # GStreamer's words: a device class, a pipeline's description, a queue's name.
    "Sources/EmojiArtGtk/Camera/CameraMonitor.swift": {"Video/Source"},
    "Sources/EmojiArtGtk/Camera/CameraStream.swift": {
        "decodebin ! videoconvert ! videoflip video-direction=auto ! videoscale ",
        "! video/x-raw,format=RGBA,pixel-aspect-ratio=1/1 ! appsink name=pictures max-buffers=1 drop=true", "emojiart camera"},
    # Diagnostics for developers on standard error (as GLib's warnings are).
    "Sources/ArtModel/Recovery/Autosaver.swift": {"emojiart: recovery file not written: \\(error.localizedDescription)\n"},
    # Programming errors' messages (a layout or the embedded resources
    # broken at build time), which only a crash report shows, and the build
    # tool that embeds the resources, which no user runs.
    "Sources/EmojiArtGtk/App/AppResources.swift": {"the embedded GResource is damaged"},
    "Sources/EmojiArtGtk/GLib/Layout.swift": {"unknown error", "no object \\(id) in the layout"},
    "Sources/EmojiArtGtk/GLib/Opaque.swift": {"not a \\(String(cString: g_type_name(Class.type())))"},
    "Sources/EmojiArtGtk/GLib/ObjectReference.swift": {"keep the ObjectReference itself"},
    "Sources/ResourceEmbedder": "*",
    # The benchmark's build, which only `make bench` runs.
    "Sources/EmojiArtBench": "*",
    # What the probes report (stalls and benchmark figures for bench.py,
    # what was handled for the end-to-end tests), never read by a user.
    "Sources/EmojiArtGtk/Probes": "*",
}


def allowed(path, value):
    if value.lstrip().startswith("<"):  # GtkBuilder XML and accelerators; their words come from localized()
        return True
    relative = str(path.relative_to(translations.REPO))
    for place, literals in NOT_FOR_READERS.items():
        if relative == place or relative.startswith(place + "/"):
            return literals == "*" or value in literals
    return False


def test_every_sentence_in_the_code_is_marked_for_translation():
    unmarked = []
    for path in translations.swift_files():
        text = path.read_text()
        for offset, value, before in translations.swift_literals(text):
            if translations.is_localized(before) or not PROSE.search(value) or allowed(path, value):
                continue
            line = text.count("\n", 0, offset) + 1
            unmarked.append(f"{path.relative_to(translations.REPO)}:{line}: {value!r}")
    assert not unmarked, "not marked with localized(…):\n" + "\n".join(unmarked)


# The properties of a layout a person reads (or hears, from a screen reader).
READ_PROPERTIES = {"label", "title", "tooltip-text", "placeholder-text", "text", "description"}


def test_every_string_a_layout_shows_is_marked_translatable():
    import xml.etree.ElementTree as ElementTree
    unmarked = []
    for path in translations.layout_files():
        for element in ElementTree.parse(path).iter():
            if element.tag in ("property", "attribute") and element.get("name") in READ_PROPERTIES \
                    and PROSE.search(element.text or "") and element.get("translatable") != "yes":
                unmarked.append(f"{path.relative_to(translations.REPO)}: {element.text!r}")
    assert not unmarked, "not marked translatable=\"yes\":\n" + "\n".join(unmarked)
    assert translations.layout_files(), "the layouts are where this test looks"


def test_the_lint_finds_an_unmarked_sentence(tmp_path):
    """The check above is only as good as the literal scanner under it."""
    source = 'let a = localized("Fine")\nlabel("Not Marked Here") // "Comment Text"\nlet b = "\\(x) Interpolated \\("inner")"\n'
    literals = [(value, translations.is_localized(before)) for _, value, before in translations.swift_literals(source)]
    assert literals == [("Fine", True), ("Not Marked Here", False), ('\\(x) Interpolated \\("inner")', False)]


@pytest.mark.parametrize("language", translations.languages())
def test_the_catalog_translates_every_sentence_and_nothing_else(language):
    assert translations.problems(language) == []


@pytest.mark.parametrize("language", translations.languages())
def test_the_catalog_compiles_with_msgfmt_checks(language, tmp_path):
    translations.compile_catalogs(tmp_path)
    compiled = tmp_path / language / "LC_MESSAGES" / "emojiart.mo"
    statistics = subprocess.run(["msgfmt", "--statistics", "-o", "/dev/null", str(translations.PO / f"{language}.po")],
                                capture_output=True, text=True, check=True).stderr
    assert compiled.stat().st_size > 0
    assert "untranslated" not in statistics and "fuzzy" not in statistics, statistics


def test_the_check_reports_a_missing_a_stale_and_a_broken_entry(tmp_path, monkeypatch):
    """A catalog with one sentence lost, one no longer used and one whose
    placeholder was translated is caught, each by name."""
    original = (translations.PO / "ko.po").read_text()
    damaged = original.replace('msgid "Paste Background"\nmsgstr', 'msgid "Paste the Background"\nmsgstr', 1)
    damaged = re.sub(r'(msgid "Could Not Open “\{file\}”"\nmsgstr ")[^"]*"', r'\1열 수 없음 {파일}"', damaged, count=1)
    monkeypatch.setattr(translations, "PO", tmp_path)
    (tmp_path / "ko.po").write_text(damaged)
    found = "\n".join(translations.problems("ko"))
    assert "missing: 'Paste Background'" in found
    assert "stale (no longer in the sources): 'Paste the Background'" in found
    assert "placeholders ['{file}'] differ in the translation of 'Could Not Open “{file}”'" in found


@pytest.mark.parametrize("language", translations.languages())
def test_the_desktop_entry_speaks_every_language(language):
    """What the desktop's launcher shows, before the app runs."""
    entry = (translations.REPO / "data" / "io.github.emojiart.EmojiArt.desktop.in").read_text()
    for key in ("GenericName", "Comment", "Keywords"):
        assert re.search(rf"^{key}\[{language}\]=\S", entry, re.MULTILINE), f"{key}[{language}]"


def locale_of(tag):
    """The catalog's locale (zh_CN) that an xml:lang tag names: gettext
    0.21 (Debian 12) writes the locale itself, 0.23 (Debian 13) a BCP 47
    tag with the script (zh-Hans-CN), which AppStream reads alike."""
    parts = tag.split("-")
    return "_".join(part for part in parts if not (len(part) == 4 and part.istitle()))


def test_a_language_tag_names_its_catalog():
    assert [locale_of(tag) for tag in ("zh_CN", "zh-Hans-CN", "zh-Hant-TW", "ko")] == ["zh_CN", "zh_CN", "zh_TW", "ko"]


def test_the_installed_metainfo_speaks_every_language(tmp_path):
    """What a software centre shows: the summary, each paragraph and item of
    the description, the screenshots' captions and the release notes, in
    every language, as msgfmt builds the installed file from the template."""
    translations.write_metainfo(tmp_path / "metainfo.xml")
    root = ElementTree.parse(tmp_path / "metainfo.xml").getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    paths = ["summary", "description/p", "description/ul/li", "screenshots/screenshot/caption",
             "releases/release/description/p", "releases/release/description/ul/li"]
    for path in paths:
        english = [element for element in root.findall(path) if lang not in element.attrib]
        assert english, path
        for language in translations.languages():
            translated = [element for element in root.findall(path) if locale_of(element.get(lang, "")) == language]
            assert len(translated) == len(english) and all(element.text.strip() for element in translated), (path, language)
