"""Documents for the tests, written as the original app wrote them."""

import base64
import json
import subprocess


def solid_jpeg(path, width, height, color):
    subprocess.run(["convert", "-size", f"{width}x{height}", f"xc:{color}", "-quality", "95", str(path)],
                   check=True, timeout=30)
    return path.read_bytes()


def write_document(path, emojis, jpeg=None, indent=None):
    background = {"imageData": base64.b64encode(jpeg).decode()} if jpeg else {}
    document = {"background": background, "emojis": emojis,
                "uniqueEmojiId": max((e["id"] for e in emojis), default=0)}
    path.write_text(json.dumps(document, ensure_ascii=False, indent=indent), encoding="utf-8")
    return path
