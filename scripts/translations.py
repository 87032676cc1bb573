#!/usr/bin/env python3
"""The app's translations: finds every sentence the code marks with
`localized(…)`, every string the layouts in data/ui/ mark translatable,
the names of the palettes in data/palettes.json and what the metainfo
says to a software centre, and keeps the catalogs in po/ in step with them.

    translations.py template          write po/emojiart.pot for a new translator
    translations.py update            merge new and changed sentences into po/*.po
    translations.py check             fail if a catalog misses, adds or mistranslates a sentence
    translations.py compile FOLDER    FOLDER/<language>/LC_MESSAGES/emojiart.mo, checked by msgfmt
    translations.py metainfo FILE     the metainfo with every language's text in it
"""

import json
import re
import xml.etree.ElementTree as ElementTree
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PO = REPO / "po"
DOMAIN = "emojiart"
PALETTE_CONTEXT = "palette name"  # Translation.paletteNameContext
PLACEHOLDER = re.compile(r"\{[a-z]+\}")
METAINFO = REPO / "data" / "io.github.emojiart.EmojiArt.metainfo.xml.in"


@dataclass
class Message:
    msgid: str
    plural: str | None = None
    context: str | None = None
    places: list = field(default_factory=list)
    translations: list = field(default_factory=list)  # msgstr, or msgstr[0…]
    fuzzy: bool = False

    @property
    def key(self):
        return (self.context, self.msgid)


# ---------------------------------------------------------------- Swift source

def swift_literals(text):
    """Yields (offset, value, code before it) for each string literal in
    Swift source; interpolations are kept as `\\(…)` text."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            i = text.find("*/", i) + 2
        elif c == '"':
            triple = text.startswith('"""', i)
            start = i
            i += 3 if triple else 1
            value, i = _literal_body(text, i, '"""' if triple else '"')
            yield start, value, text[max(0, start - 80):start]
        else:
            i += 1


def _literal_body(text, i, closing):
    out = []
    while not text.startswith(closing, i):
        if i >= len(text):
            raise ValueError("unterminated string literal")
        if text[i] == "\\":
            nxt = text[i + 1]
            if nxt == "(":
                depth, j = 1, i + 2
                while depth:
                    if text[j] == '"':
                        _, j = _literal_body(text, j + 1, '"')
                        continue
                    depth += {"(": 1, ")": -1}.get(text[j], 0)
                    j += 1
                out.append(text[i:j])
                i = j
                continue
            if nxt == "u":
                end = text.index("}", i)
                out.append(chr(int(text[i + 3:end], 16)))
                i = end + 1
                continue
            if nxt == "\n":  # line continuation in a multi-line literal
                i += 2
                continue
            out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}[nxt])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out), i + len(closing)


LOCALIZED_CALL = re.compile(r"\blocalized\(\s*$")
PLURAL_ARGUMENT = re.compile(r"\bplural:\s*$")


def is_localized(before):
    return bool(LOCALIZED_CALL.search(before) or PLURAL_ARGUMENT.search(before))


def swift_files():
    return sorted((REPO / "Sources").rglob("*.swift"))


def layout_files():
    return sorted((REPO / "data" / "ui").glob("*.ui"))


def layout_strings(path):
    """(line, text, context) of each string a GtkBuilder file marks
    translatable: properties, menu attributes, accessible labels."""
    lines = path.read_text().splitlines()
    found = []
    for element in ElementTree.parse(path).iter():
        if element.get("translatable") != "yes" or not element.text:
            continue
        line = next((n for n, text in enumerate(lines, 1) if f">{element.text}<" in text), 1)
        found.append((line, element.text, element.get("context")))
    return found


def extract():
    """Every sentence, in the order the sources first use it."""
    found = {}
    for path in swift_files():
        text = path.read_text()
        literals = list(swift_literals(text))
        for index, (offset, value, before) in enumerate(literals):
            if not LOCALIZED_CALL.search(before):
                continue
            plural = None
            if index + 1 < len(literals):
                next_offset, next_value, next_before = literals[index + 1]
                between = text[offset:next_offset]
                if PLURAL_ARGUMENT.search(next_before) and between.count("\n") <= 1 and "localized(" not in between[1:]:
                    plural = next_value
            if "\\(" in value:
                raise SystemExit(f"{path}: localized() needs a literal without interpolation: {value!r}")
            place = f"{path.relative_to(REPO)}:{text.count(chr(10), 0, offset) + 1}"
            message = found.setdefault((None, value), Message(value, plural))
            if message.plural != plural:
                raise SystemExit(f"{place}: {value!r} is used both with and without the same plural")
            message.places.append(place)
    for path in layout_files():
        for line, text, context in layout_strings(path):
            message = found.setdefault((context, text), Message(text, context=context))
            message.places.append(f"{path.relative_to(REPO)}:{line}")
    for palette in json.loads((REPO / "data" / "palettes.json").read_text()):
        message = found.setdefault((PALETTE_CONTEXT, palette["name"]), Message(palette["name"], context=PALETTE_CONTEXT))
        message.places.append("data/palettes.json")
    for text in metainfo_strings():
        found.setdefault((None, text), Message(text)).places.append(str(METAINFO.relative_to(REPO)))
    return list(found.values())


def metainfo_strings():
    """The metainfo's paragraphs, list items and captions, as xgettext
    reads them with gettext's own rules for metainfo (the same msgfmt
    uses to put the translations back)."""
    with tempfile.TemporaryDirectory() as folder:
        template = Path(folder) / "metainfo.pot"
        subprocess.run(["xgettext", "--no-wrap", "-o", str(template), str(METAINFO)], check=True)
        return [message.msgid for message in read_po(template)[1]]


# ------------------------------------------------------------------ PO files

def quote(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    lines = escaped.split("\n")
    if len(lines) == 1:
        return f'"{escaped}"'
    parts = [f'"{line}\\n"' for line in lines[:-1]] + ([f'"{lines[-1]}"'] if lines[-1] else [])
    return '""\n' + "\n".join(parts)


def write_template(messages, path, translate=lambda english: ""):
    """A catalog of `messages`, each translated by `translate` (the template
    a translator starts from leaves every one empty)."""
    out = ['msgid ""', 'msgstr ""',
           '"Project-Id-Version: emojiart\\n"',
           '"MIME-Version: 1.0\\n"',
           '"Content-Type: text/plain; charset=UTF-8\\n"',
           '"Content-Transfer-Encoding: 8bit\\n"',
           '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', ""]
    for message in messages:
        out.append("#: " + " ".join(dict.fromkeys(message.places)))
        if PLACEHOLDER.search(message.msgid):
            out.append("#. Keep each {name} as it is: the app puts a value there.")
        if message.context:
            out.append(f"msgctxt {quote(message.context)}")
        out.append(f"msgid {quote(message.msgid)}")
        if message.plural is not None:
            out += [f"msgid_plural {quote(message.plural)}",
                    f"msgstr[0] {quote(translate(message.msgid))}", f"msgstr[1] {quote(translate(message.plural))}"]
        else:
            out.append(f"msgstr {quote(translate(message.msgid))}")
        out.append("")
    path.write_text("\n".join(out))


def read_po(path):
    """The catalog's header and its messages (obsolete `#~` ones left out)."""
    messages, current, field_name, header = [], None, None, ""

    def finish():
        nonlocal current
        if current is not None:
            messages.append(current)
        current = None

    for raw in path.read_text().splitlines() + [""]:
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#,") and "fuzzy" in line:
            current = current or Message("")
            current.fuzzy = True
            continue
        if line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            value = unquote(line)
        else:
            current = current or Message("")
            field_name, value = keyword, unquote(rest)
            if field_name == "msgid" and current.msgid:
                finish()
                current = Message("")
            if field_name.startswith("msgstr"):
                current.translations.append("")
        if field_name == "msgctxt":
            current.context = (current.context or "") + value
        elif field_name == "msgid":
            current.msgid += value
        elif field_name == "msgid_plural":
            current.plural = (current.plural or "") + value
        elif field_name.startswith("msgstr"):
            current.translations[-1] += value
    header_entries = [m for m in messages if m.msgid == "" and m.context is None]
    if header_entries:
        header = header_entries[0].translations[0]
    return header, [m for m in messages if not (m.msgid == "" and m.context is None)]


def unquote(text):
    assert text.startswith('"') and text.endswith('"'), text
    body = text[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def languages():
    return (PO / "LINGUAS").read_text().split()


# ------------------------------------------------------------------ checks

def problems(language):
    """What is wrong with po/<language>.po against the sources, as sentences."""
    expected = {message.key: message for message in extract()}
    header, messages = read_po(PO / f"{language}.po")
    found = {message.key: message for message in messages}
    out = []
    if "charset=UTF-8" not in header:
        out.append("the header does not say charset=UTF-8")
    if "Plural-Forms:" not in header:
        out.append("the header has no Plural-Forms")
    for key in expected.keys() - found.keys():
        out.append(f"missing: {describe(key)}")
    for key in found.keys() - expected.keys():
        out.append(f"stale (no longer in the sources): {describe(key)}")
    for key in expected.keys() & found.keys():
        source, entry = expected[key], found[key]
        label = describe(key)
        if entry.fuzzy:
            out.append(f"fuzzy: {label}")
        if (source.plural is None) != (entry.plural is None) or (source.plural and source.plural != entry.plural):
            out.append(f"plural form differs from the source: {label}")
        if not entry.translations or not all(t.strip() for t in entry.translations):
            out.append(f"untranslated: {label}")
            continue
        wanted = sorted(set(PLACEHOLDER.findall(source.msgid)) | set(PLACEHOLDER.findall(source.plural or "")))
        for translation in entry.translations:
            if sorted(set(PLACEHOLDER.findall(translation))) != wanted:
                out.append(f"placeholders {wanted} differ in the translation of {label}: {translation!r}")
            if ("_" in source.msgid) != ("_" in translation) and source.context is None:
                out.append(f"mnemonic underscore kept or lost in the translation of {label}: {translation!r}")
            if translation == source.msgid and re.search(r"[A-Za-z]{2}", PLACEHOLDER.sub("", source.msgid)):
                out.append(f"left in English: {label}")
    return out


def describe(key):
    context, msgid = key
    return f"{msgid!r}" + (f" ({context})" if context else "")


# ------------------------------------------------------------------ commands

def compile_catalogs(folder):
    for language in languages():
        target = Path(folder) / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["msgfmt", "--check", "-o", str(target), str(PO / f"{language}.po")], check=True)


def write_metainfo(path):
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["msgfmt", "--xml", f"--template={METAINFO}", "-d", str(PO), "-o", str(path)], check=True)


def update():
    with tempfile.TemporaryDirectory() as folder:
        template = Path(folder) / f"{DOMAIN}.pot"
        write_template(extract(), template)
        for language in languages():
            subprocess.run(["msgmerge", "--quiet", "--update", "--backup=none", "--no-wrap",
                            str(PO / f"{language}.po"), str(template)], check=True)


def main(arguments):
    command = arguments[0] if arguments else ""
    if command == "template":
        write_template(extract(), PO / f"{DOMAIN}.pot")
    elif command == "update":
        update()
    elif command == "check":
        failures = [f"po/{language}.po: {problem}" for language in languages() for problem in problems(language)]
        print("\n".join(failures) or f"{len(extract())} sentences, translated in {', '.join(languages())}")
        return 1 if failures else 0
    elif command == "compile" and len(arguments) == 2:
        compile_catalogs(arguments[1])
    elif command == "metainfo" and len(arguments) == 2:
        write_metainfo(arguments[1])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
