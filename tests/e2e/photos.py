"""Photos as people have them, made as phones, cameras and scanners make
them: ImageMagick draws the scene and writes JPEG (CMYK too), TIFF, GIF
and WebP; exiftool writes a phone's EXIF (its orientation, make and
model); libheif's own encoder writes HEIC and AVIF stored on their side
and turned by `irot`, as an iPhone does (tests/support/make_heif.c);
colord's profiles are those photos carry. What a viewer shows is asked of
other programs: ImageMagick's -auto-orient, gdk-pixbuf (what eog decodes
with) and lcms2's transicc (what a colour-managed viewer such as Loupe
shows)."""

import fcntl
import os
import subprocess
import tempfile
from pathlib import Path

from screenshot import Screenshot

REPO = Path(__file__).resolve().parents[2]
# Per user: the Wayland lane runs as one of its own, who cannot write in the checkout.
TOOLS = Path(tempfile.gettempdir()) / f"emojiart-test-tools-{os.getuid()}"
PROFILES = Path("/usr/share/color/icc/colord")

RED, GREEN, BLUE, YELLOW = (200, 60, 40), (20, 200, 30), (30, 40, 210), (230, 220, 40)
# The scene as a person sees it: four quadrants, read left to right, top to bottom.
SCENE = [RED, GREEN, BLUE, YELLOW]

# ImageMagick's operations that store an upright picture as a camera held
# so would, for each EXIF orientation (the inverse of the turn it names).
STORED_AS = {1: [], 2: ["-flop"], 3: ["-rotate", "180"], 4: ["-flip"], 5: ["-transpose"],
             6: ["-rotate", "-90"], 7: ["-transverse"], 8: ["-rotate", "90"]}


def scene(path, width=600, height=400):
    """The upright scene, as a PNG."""
    half_width, half_height = width // 2, height // 2
    rectangles = [(0, 0, RED), (half_width, 0, GREEN), (0, half_height, BLUE), (half_width, half_height, YELLOW)]
    command = ["convert", "-size", f"{width}x{height}", "xc:white"]
    for left, top, color in rectangles:
        command += ["-fill", "rgb(%d,%d,%d)" % color,
                    "-draw", f"rectangle {left},{top} {left + half_width - 1},{top + half_height - 1}"]
    subprocess.run(command + [str(path)], check=True, timeout=30)
    return path


def pixels(path, auto_orient=True):
    """The picture as ImageMagick shows it (turned by its EXIF orientation)."""
    command = ["convert", str(path)] + (["-auto-orient"] if auto_orient else []) + ["-depth", "8", "ppm:-"]
    return Screenshot.from_ppm(subprocess.run(command, check=True, capture_output=True, timeout=30).stdout)


def quadrants(picture):
    """The colour in the middle of each quadrant of a Screenshot-like picture."""
    return [picture.pixel(picture.width * column // 4, picture.height * row // 4) for row in (1, 3) for column in (1, 3)]


def phone_jpeg(folder, orientation, width=600, height=400):
    """A photo from a phone held so that it wrote `orientation`: the pixels
    stored as its sensor saw them, the EXIF saying how to turn them."""
    upright = scene(folder / "scene.png", width, height)
    photo = folder / f"IMG_000{orientation}.jpg"
    subprocess.run(["convert", str(upright), *STORED_AS[orientation], "-quality", "92", str(photo)], check=True, timeout=30)
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-n", f"-Orientation={orientation}", "-Make=Apple",
                    "-Model=iPhone 13", "-DateTimeOriginal=2024:06:01 10:30:00", str(photo)], check=True, timeout=30)
    # The photo is what it claims: ImageMagick turns it back to the scene.
    assert all(close(seen, wanted, 6) for seen, wanted in zip(quadrants(pixels(photo)), SCENE)), photo
    return photo


def cmyk_jpeg(folder):
    """The scene as print work and stock photos come: CMYK, Adobe-inverted,
    as ImageMagick (like Photoshop) writes it."""
    photo = folder / "print.jpg"
    subprocess.run(["convert", str(scene(folder / "scene.png")), "-colorspace", "CMYK", "-quality", "95", str(photo)],
                   check=True, timeout=30)
    assert "CMYK" in subprocess.run(["identify", "-format", "%[colorspace]", str(photo)], capture_output=True, text=True).stdout
    return photo


def profiled_jpeg(folder, profile, color=RED):
    """A flat photo of `color` as a camera set to Adobe RGB (or another
    profile) stores it: the values as they are, the profile embedded."""
    photo = folder / f"{Path(profile).stem}.jpg"
    subprocess.run(["convert", "-size", "400x300", "xc:rgb(%d,%d,%d)" % color, "-quality", "95", str(photo)], check=True, timeout=30)
    subprocess.run(["exiftool", "-q", "-overwrite_original", f"-ICC_Profile<={profile}", str(photo)], check=True, timeout=30)
    return photo


def in_srgb(color, profile):
    """What lcms2's own transform (relative colorimetric) makes of `color`
    in `profile`: what a colour-managed viewer shows, clipped to what sRGB
    can show (transicc says how far outside a colour is)."""
    output = subprocess.run(["transicc", "-i", str(profile), "-o", "*sRGB", "-t", "1", "-n"], input="%d %d %d\n" % color,
                            capture_output=True, text=True, check=True, timeout=30).stdout
    numbers = [line for line in output.splitlines() if line[:1].isdigit() or line[:1] == "-"][0].split()
    return tuple(min(255, max(0, round(float(number)))) for number in numbers[:3])


def compiled_tool(name, libraries):
    """tests/support/NAME.c, compiled once (the tests run in two processes)."""
    TOOLS.mkdir(parents=True, exist_ok=True)
    tool = TOOLS / name
    source = REPO / "tests" / "support" / f"{name}.c"
    with open(TOOLS / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not tool.exists() or tool.stat().st_mtime < source.stat().st_mtime:
            flags = subprocess.run(["pkg-config", "--cflags", "--libs", *libraries], capture_output=True, text=True,
                                   check=True).stdout.split()
            subprocess.run(["gcc", "-O2", str(source), *flags, "-o", str(tool)], check=True, timeout=120)
    return tool


def make_heif_tool():
    return compiled_tool("make_heif", ["libheif", "lcms2"])


STRIPES = 512


def large_photo(folder, width, height, noise, name):
    """A JPEG of the scene under a phone's noise, made a row at a time, with
    STRIPES × STRIPES one-pixel black and white columns in its bottom right corner."""
    path = folder / name
    tool = compiled_tool("make_large_photo", ["libjpeg"])
    subprocess.run([str(tool), str(width), str(height), str(noise), str(STRIPES), str(path)],
                   check=True, timeout=120)
    return path


def file_region(path, left, top, width, height):
    """Rows of (r, g, b) of a region of a JPEG or PNG of any size, as a
    second program (netpbm, a row at a time) decodes it."""
    decoder = "jpegtopnm" if path.read_bytes()[:2] == b"\xff\xd8" else "pngtopam"
    decoded = subprocess.Popen([decoder, str(path)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    cut = subprocess.run(["pamcut", "-left", str(left), "-top", str(top), "-width", str(width), "-height", str(height)],
                         stdin=decoded.stdout, capture_output=True, check=True, timeout=120)
    decoded.wait(timeout=120)
    header = cut.stdout.split(maxsplit=4)
    assert header[0] == b"P6" and int(header[3]) == 255, header[:4]
    data = header[4]
    return [[tuple(data[(y * width + x) * 3:(y * width + x) * 3 + 3]) for x in range(width)] for y in range(height)]


def alternates(line):
    """Whether a line of pixels is one-pixel black and white stripes (the corner's, across them)."""
    grey = [sum(pixel) / 3 for pixel in line]
    return all(abs(a - b) > 200 for a, b in zip(grey, grey[1:]))


def phone_heif(folder, orientation=6, avif=False, profile=None, width=600, height=400):
    """A HEIC (or AVIF) as an iPhone writes it: stored as the sensor saw
    it, turned by `irot`/`imir`; `profile` a file or "display-p3"."""
    stored = folder / "stored.ppm"
    # 8 bits a channel: ImageMagick 7 (Debian 13) writes 16 unless told.
    subprocess.run(["convert", str(scene(folder / "scene.png", width, height)), *STORED_AS[orientation], "-depth", "8",
                    str(stored)], check=True, timeout=30)
    photo = folder / ("IMG_0100.avif" if avif else "IMG_0100.HEIC")
    subprocess.run([str(make_heif_tool()), str(stored), str(photo), str(orientation)] + ([str(profile)] if profile else []),
                   check=True, timeout=60)
    return photo


def first_frame_animations(folder):
    """An animated GIF and an animated WebP, red for a fifth of a second, then blue."""
    made = []
    for name in ("wave.gif", "wave.webp"):
        path = folder / name
        subprocess.run(["convert", "-size", "300x200", "xc:rgb(200,60,40)", "-size", "300x200", "xc:rgb(30,40,210)",
                        "-set", "delay", "20", "-loop", "0", str(path)], check=True, timeout=30)
        made.append(path)
    return made


def gdk_pixbuf_pixels(path):
    """The pixels as gdk-pixbuf decodes them: what eog shows (without turning or colour management)."""
    import gi
    gi.require_version("GdkPixbuf", "2.0")
    from gi.repository import GdkPixbuf
    pixbuf = GdkPixbuf.Pixbuf.new_from_file(str(path))
    channels, stride, data = pixbuf.get_n_channels(), pixbuf.get_rowstride(), pixbuf.get_pixels()

    class Picture:
        width, height = pixbuf.get_width(), pixbuf.get_height()

        def pixel(self, x, y):
            offset = y * stride + x * channels
            return tuple(data[offset:offset + 3])
    return Picture()


def close(seen, wanted, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(seen, wanted))


def paste_copied_file(desktop, window, clipboard, path):
    """A file copied in a file manager, pasted with Ctrl+V."""
    clipboard.put(path.as_uri().encode() + b"\r\n", "text/uri-list")
    desktop.key(window, "ctrl+v")


def picture_on_screen(desktop, window, colors, aspect, tolerance=10, name=None):
    """Waits until the canvas shows a picture of `aspect` (width / height)
    whose quadrants are `colors` (top left, top right, bottom left, bottom
    right); returns the screenshot and the picture's box."""
    left, top, width, height = desktop.window_geometry(window)
    canvas = (left + 4, top + 50, left + width - 4, top + height - 60)
    found = {}

    def shows():
        shot = desktop.screenshot()
        box = shot.bounding_box(lambda rgb: any(close(rgb, color, tolerance) for color in colors), within=canvas)
        if box is None:
            return False
        box_width, box_height = box[2] - box[0], box[3] - box[1]
        corners = [shot.pixel(box[0] + box_width * column // 4, box[1] + box_height * row // 4) for row in (1, 3) for column in (1, 3)]
        found.update(shot=shot, box=box, corners=corners)
        return abs(box_width / box_height - aspect) < 0.05 and all(close(seen, wanted, tolerance) for seen, wanted in zip(corners, colors))
    try:
        desktop.wait_until(shows, f"the picture ({aspect:.2f} times as wide as high, {colors})")
    except AssertionError:
        raise AssertionError(f"the canvas shows {found.get('corners')} in {found.get('box')}") from None
    desktop.settled_screenshot(name)
    return found["shot"], found["box"]

