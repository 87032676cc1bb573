"""What the tests see: a screenshot's pixels, and the colours they look for."""

import os
import struct
import subprocess
import zlib


class Screenshot:
    def __init__(self, width, height, pixels):
        self.width, self.height, self.pixels = width, height, pixels

    @classmethod
    def from_ppm(cls, data):
        # P6 header: magic, width, height, maxval, each separated by whitespace.
        fields, position = [], 0
        while len(fields) < 4:
            while data[position:position + 1].isspace():
                position += 1
            start = position
            while not data[position:position + 1].isspace():
                position += 1
            fields.append(data[start:position])
        assert fields[0] == b"P6" and fields[3] == b"255", fields
        return cls(int(fields[1]), int(fields[2]), data[position + 1:])

    @classmethod
    def of_screen(cls, connection):
        """The whole screen of an X `connection` (python-xlib), read in this
        process with one GetImage: a third of the time `import -window root`
        took, and none of its CPU, which the app under test shares (the
        tests took some 2,000 screenshots a run)."""
        screen = connection.screen()
        width, height = screen.width_in_pixels, screen.height_in_pixels
        from Xlib import X
        image = screen.root.get_image(0, 0, width, height, X.ZPixmap, 0xFFFFFFFF)
        data = image.data
        assert image.depth == 24 and len(data) == width * height * 4, (image.depth, len(data))
        rgb = bytearray(width * height * 3)  # from the server's 32-bit little-endian BGRX
        rgb[0::3], rgb[1::3], rgb[2::3] = data[2::4], data[1::4], data[0::4]
        return cls(width, height, bytes(rgb))

    def write_png(self, path):
        """Writes the screenshot as a PNG file (8-bit RGB, fast compression)."""
        row = self.width * 3
        raw = b"".join(b"\0" + self.pixels[y * row:(y + 1) * row] for y in range(self.height))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        with open(path, "wb") as file:
            file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 1))
                       + chunk(b"IEND", b""))

    def pixel(self, x, y):
        offset = (y * self.width + x) * 3
        return tuple(self.pixels[offset:offset + 3])

    def points(self, left, top, right, bottom, step=1):
        for y in range(max(top, 0), min(bottom, self.height), step):
            for x in range(max(left, 0), min(right, self.width), step):
                yield x, y

    def bounding_box(self, matches, step=2, within=None):
        """(left, top, right, bottom) of the pixels for which `matches(rgb)`,
        in the whole screen or `within` a (left, top, right, bottom) area."""
        xs, ys = [], []
        for x, y in self.points(*(within or (0, 0, self.width, self.height)), step):
            if matches(self.pixel(x, y)):
                xs.append(x)
                ys.append(y)
        return (min(xs), min(ys), max(xs) + 1, max(ys) + 1) if xs else None

    def run_through(self, x, y, matches):
        """(left, top, right, bottom) of the matching horizontal and vertical
        runs of pixels that pass through (x, y): the extent of a solid area."""
        def extent(position, limit, at):
            low = high = position
            while low > 0 and matches(at(low - 1)):
                low -= 1
            while high < limit - 1 and matches(at(high + 1)):
                high += 1
            return low, high + 1
        left, right = extent(x, self.width, lambda i: self.pixel(i, y))
        top, bottom = extent(y, self.height, lambda j: self.pixel(x, j))
        return left, top, right, bottom

    def count(self, box, matches):
        return sum(1 for x, y in self.points(*box) if matches(self.pixel(x, y)))


def noisy_png(path, width, height, color, noise=32):
    """A photo-sized PNG of `color` with `noise` levels of grain in every
    channel, so that it compresses about as badly as a photo (4000 × 3000
    makes about 25 MB)."""
    pixels = bytearray(os.urandom(width * height * 3))
    for channel, base in enumerate(color):
        grain = bytes(min(255, max(0, base - noise // 2 + byte % noise)) for byte in range(256))
        pixels[channel::3] = bytes(pixels[channel::3]).translate(grain)
    subprocess.run(["convert", "-size", f"{width}x{height}", "-depth", "8", "rgb:-", str(path)],
                   input=bytes(pixels), check=True, timeout=60)
    return path


def near(color, tolerance=24):
    return lambda rgb: all(abs(a - b) <= tolerance for a, b in zip(rgb, color))


def far_from(*colors, distance=80):
    return lambda rgb: all(sum(abs(a - b) for a, b in zip(rgb, color)) > distance for color in colors)
