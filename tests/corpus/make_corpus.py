#!/usr/bin/python3
"""Writes the hostile-input corpus (issue 9) next to this script:
documents/, images/ and palettes/. The files are checked in; this script
says how each was made and can make them again. Each file's expected
outcome is asserted in UnitTests/ArtModelTests/CorpusTests.swift; the fuzzers
(fuzz/) start from these files too.

Run it from anywhere: `tests/corpus/make_corpus.py` (needs ImageMagick and
libheif-examples' heif-enc)."""

import base64
import json
import struct
import subprocess
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def write(folder, name, data):
    path = HERE / folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else data.encode())


def small_jpeg():
    return subprocess.run(["convert", "-size", "64x48", "gradient:#3366cc-#ffcc00", "-quality", "90", "jpeg:-"],
                          capture_output=True, check=True).stdout


def jpeg_with_size(jpeg, width, height):
    """The same JPEG with its frame header (SOF0) claiming another size."""
    at = jpeg.index(b"\xff\xc0")
    return jpeg[:at + 5] + struct.pack(">HH", height, width) + jpeg[at + 9:]


def progressive_jpeg():
    return subprocess.run(["convert", "-size", "64x48", "gradient:#3366cc-#ffcc00", "-interlace", "Plane",
                           "-quality", "90", "jpeg:-"], capture_output=True, check=True).stdout


def jpeg_with_bad_second_scan(progressive):
    """A progressive JPEG whose second scan asks for coefficient 64 of 0…63:
    the header reads fine, and the decoder stops with an error (not a
    warning) only when it reaches that scan."""
    first = progressive.index(b"\xff\xda")
    second = progressive.index(b"\xff\xda", first + 2)
    components = progressive[second + 4]
    spectral_start = second + 5 + 2 * components
    return progressive[:spectral_start] + b"\x40" + progressive[spectral_start + 1:]


def jpeg_with_broken_huffman_table(jpeg):
    """A Huffman table whose code counts add up to more codes than exist:
    TurboJPEG stops with an error, not a warning."""
    at = jpeg.index(b"\xff\xc4")
    return jpeg[:at + 5] + b"\xff" * 16 + jpeg[at + 21:]


def png(width, height, rows=b""):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def heif(avif=False):
    """A small HEIC (or AVIF), as heif-enc writes it."""
    with tempfile.TemporaryDirectory() as folder:
        source, output = Path(folder) / "in.png", Path(folder) / ("out.avif" if avif else "out.heic")
        subprocess.run(["convert", "-size", "64x48", "gradient:#3366cc-#ffcc00", "-depth", "8", str(source)], check=True)
        subprocess.run(["heif-enc", "-q", "60", "-o", str(output), str(source)], check=True, capture_output=True)
        return output.read_bytes()


def heif_with_size(data, width, height):
    """The same file with every `ispe` box (an item's size: heif-enc writes
    the primary image's and a hidden item's) claiming another."""
    at = data.find(b"ispe")
    while at >= 0:
        start = at + 8  # past the box type, its version and flags
        data = data[:start] + struct.pack(">II", width, height) + data[start + 8:]
        at = data.find(b"ispe", start)
    return data


def tiff(width, height, pixels=b""):
    """An uncompressed RGB TIFF whose header claims width × height."""
    entries = [(256, 4, width), (257, 4, height), (258, 3, 8), (259, 3, 1), (262, 3, 2), (273, 4, 8 + 2 + 9 * 12 + 4),
               (277, 3, 3), (278, 4, height), (279, 4, min(width * height * 3, 2**32 - 1))]
    directory = struct.pack("<H", len(entries)) + b"".join(
        struct.pack("<HHI", tag, kind, 1) + (struct.pack("<HH", value, 0) if kind == 3 else struct.pack("<I", value))
        for tag, kind, value in entries) + struct.pack("<I", 0)
    return b"II*\x00" + struct.pack("<I", 8) + directory + pixels


def photo_formats():
    """HEIC, AVIF, TIFF and SVG as an attacker would forge them, and one of
    each that is fine."""
    for avif, ending in ((False, "heic"), (True, "avif")):
        data = heif(avif)
        write("images", f"valid.{ending}", data)
        write("images", f"huge-header.{ending}", heif_with_size(data, 60000, 60000))
        write("images", f"truncated.{ending}", data[:len(data) // 2])
    write("images", "valid.tif", tiff(2, 2, b"\xff\x00\x00" * 4))
    write("images", "huge-header.tif", tiff(70000, 70000))
    write("images", "truncated.tif", tiff(64, 48, b"\xff\x00\x00" * 10))
    svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" {}>{}</svg>\n'
    write("images", "valid.svg", svg.format('width="40" height="30"', '<rect width="40" height="30" fill="#3366cc"/>'))
    write("images", "huge-size.svg", svg.format('width="100000" height="100000"', ""))
    write("images", "truncated.svg", svg.format('width="40" height="30"', '<rect width="40"')[:80])
    write("images", "deep-nesting.svg", svg.format('width="40" height="30"', "<g>" * 100_000 + "</g>" * 100_000))
    write("images", "entity-expansion.svg", '<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY a "aaaaaaaaaa">\n'
          + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">\n' for i in range(9))
          + ']>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><text>&j;</text></svg>\n')
    # It refers to a file of the computer and to the web; neither is ever read.
    write("images", "external-references.svg", svg.format(
        'width="40" height="30"', '<image width="40" height="30" xlink:href="file:///etc/passwd"/>'
        '<image width="40" height="30" xlink:href="https://example.com/tracker.png"/>'))


def document(emojis=None, background=None, **extra):
    emojis = [{"text": "🐝", "x": -83, "y": 38, "size": 40, "id": 1}] if emojis is None else emojis
    body = {"background": background or {}, "emojis": emojis, "uniqueEmojiId": max([e.get("id", 0) for e in emojis
                                                                                       if isinstance(e, dict) and isinstance(e.get("id"), int)], default=0)}
    body.update(extra)
    return json.dumps(body, ensure_ascii=False)


def emoji(**changes):
    value = {"text": "🐝", "x": 10, "y": 20, "size": 40, "id": 1}
    value.update(changes)
    return value


def image_background(data):
    return {"imageData": base64.b64encode(data).decode()}


def main():
    jpeg = small_jpeg()
    write("images", "valid.jpg", jpeg)
    write("images", "not-an-image.txt", "Dear diary, today I was not a picture.\n")
    write("images", "empty.jpg", b"")
    write("images", "truncated.jpg", jpeg[:len(jpeg) * 2 // 3])
    write("images", "header-only.jpg", jpeg[:jpeg.index(b"\xff\xda")])
    write("images", "broken-huffman-table.jpg", jpeg_with_broken_huffman_table(jpeg))
    damaged_pixels = jpeg_with_bad_second_scan(progressive_jpeg())
    write("images", "bad-progressive-scan.jpg", damaged_pixels)
    write("images", "huge-header.jpg", jpeg_with_size(jpeg, 65500, 65500))
    write("images", "zero-size.jpg", jpeg_with_size(jpeg, 0, 48))
    # 50,000 × 50,000 pixels of zeros compress to about 7 MB; the header alone
    # is refused, so a few rows stand for the rest.
    write("images", "png-bomb.png", png(50000, 50000, b"\x00" * (50000 * 3 + 1) * 4))
    write("images", "zero-size.png", png(0, 0))
    write("images", "valid.png", png(2, 2, (b"\x00" + b"\xff\x00\x00" * 2) * 2))
    write("images", "page.html.jpg", "<!doctype html><html><body>Not found</body></html>\n")
    write("images", "gif-cut-short.gif", b"GIF89a\x10")
    photo_formats()

    write("documents", "valid.emojiart", document())
    write("documents", "not-json.emojiart", "This is my shopping list: eggs, milk, emojis.\n")
    write("documents", "empty-file.emojiart", b"")
    write("documents", "truncated.emojiart", document()[:30])
    write("documents", "deep-nesting.emojiart", '{"emojis": ' + "[" * 100_000 + "]" * 100_000 + "}")
    # Found by the document fuzzer: Foundation's JSONDecoder traps on it.
    write("documents", "nesting-512-cut-short.emojiart", '{"emojis": ' + "[" * 512)
    write("documents", "top-level-array.emojiart", "[1, 2, 3]")
    write("documents", "emojis-not-a-list.emojiart", '{"emojis": "🐝🌻"}')
    write("documents", "emojis-null.emojiart", '{"emojis": null}')
    write("documents", "wrong-type.emojiart", document([emoji(size="large")]))
    write("documents", "missing-key.emojiart", document([{"text": "🐝", "x": 1, "y": 2, "id": 1}]))
    write("documents", "number-too-big-for-json.emojiart", document().replace('"x": -83', '"x": 1e400'))
    write("documents", "number-too-big-for-an-integer.emojiart",
          document().replace('"x": -83', '"x": 99999999999999999999'))
    write("documents", "fractional-number.emojiart", document().replace('"size": 40', '"size": 40.5'))
    write("documents", "far-away.emojiart", document([emoji(x=5_000_000)]))
    write("documents", "negative-size.emojiart", document([emoji(size=-40)]))
    write("documents", "huge-size.emojiart", document([emoji(size=2**62)]))
    write("documents", "nan-string.emojiart", document([emoji(y="NaN")]))
    write("documents", "empty-text.emojiart", document([emoji(text="")]))
    write("documents", "huge-text.emojiart", document([emoji(text="🐝" * 100_000)]))
    write("documents", "text-not-an-emoji.emojiart", document([emoji(text="abc")]))
    write("documents", "text-control-character.emojiart", document([emoji(text="\u0000")]))
    write("documents", "negative-id.emojiart", document([emoji(id=-1)]))
    write("documents", "largest-unique-id.emojiart", document(uniqueEmojiId=2**63 - 1))
    write("documents", "repeated-ids.emojiart", document([emoji(id=5), emoji(text="🌻", id=5), emoji(text="🚗", id=6)]))
    write("documents", "invalid-base64.emojiart", document(background={"imageData": "%%% not base64 %%%"}))
    write("documents", "image-data-not-an-image.emojiart",
          document(background=image_background(b"Dear diary, today I was not a picture.\n")))
    write("documents", "truncated-jpeg.emojiart", document(background=image_background(jpeg[:len(jpeg) * 2 // 3])))
    write("documents", "broken-jpeg.emojiart",
          document(background=image_background(jpeg_with_broken_huffman_table(jpeg))))
    write("documents", "damaged-jpeg-pixels.emojiart", document(background=image_background(damaged_pixels)))
    write("documents", "huge-jpeg-header.emojiart",
          document(background=image_background(jpeg_with_size(jpeg, 65500, 65500))))
    write("documents", "png-bomb.emojiart",
          document(background=image_background(png(50000, 50000, b"\x00" * (50000 * 3 + 1) * 4))))
    write("documents", "zero-size-image.emojiart", document(background=image_background(png(0, 0))))
    write("documents", "ftp-background.emojiart", document(background={"theURL": "ftp://example.com/sky.jpg"}))
    write("documents", "javascript-background.emojiart", document(background={"theURL": "javascript:alert(1)"}))
    write("documents", "background-not-an-object.emojiart", document().replace('"background": {}', '"background": 7'))

    write("palettes", "corrupt.json", '[{"name": "Faces", "emojis": "😀😃", "id": 0}')
    write("palettes", "empty-file.json", b"")
    write("palettes", "empty-list.json", "[]")
    write("palettes", "no-emojis.json", json.dumps([{"name": "Empty", "emojis": "", "id": 0},
                                                   {"name": "Faces", "emojis": "😀😃", "id": 1}]))
    write("palettes", "only-text.json", json.dumps([{"name": "Words", "emojis": "hello", "id": 0}]))
    write("palettes", "duplicate-ids.json", json.dumps([{"name": "Faces", "emojis": "😀", "id": 3},
                                                       {"name": "Food", "emojis": "🍎", "id": 3}], ensure_ascii=False))


if __name__ == "__main__":
    main()
