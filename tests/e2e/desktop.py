"""A real X desktop for end-to-end tests: Xvfb, a window manager, the app
under its own D-Bus session, real input through xdotool, and screenshots."""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def adwaita_version():
    found = subprocess.run(["pkg-config", "--modversion", "libadwaita-1"], capture_output=True, text=True)
    return tuple(int(part) for part in found.stdout.strip().split(".")[:2]) if found.returncode == 0 else (0, 0)


# From libadwaita 1.5 the app's alerts and About are AdwDialogs, drawn inside
# the window they belong to: no window of their own, found by what a screen
# reader reads (accessibility.frames_holding_dialog), so every app speaks
# AT-SPI then.
DIALOGS_IN_WINDOW = adwaita_version() >= (1, 5)
# The Wayland lane, run as another user, keeps its own (tests/wayland).
ARTIFACTS = Path(os.environ.get("EMOJIART_TEST_ARTIFACTS", REPO / "test-artifacts"))


class Window(str):
    """An X window id, as xdotool takes it, that remembers the title it was
    found by."""

    def __new__(cls, window_id, title):
        window = super().__new__(cls, window_id)
        window.title = title
        return window


class Desktop:
    """An Xvfb display with openbox, so windows are activated and dialogs
    placed as on a user's desktop."""

    def __init__(self, width=1280, height=1024):
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            pass_fds=[write_end], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            self.display = ":" + pipe.readline().strip()
        self.env = dict(os.environ, DISPLAY=self.display)
        self.size = (width, height)
        # No key repeats: a press whose release a loaded machine delays would
        # otherwise repeat into whatever window comes next.
        self.run("xset", "r", "off")
        self.start_window_manager()

    def start_window_manager(self):
        """openbox, its output kept in test-artifacts/openbox.log; ready once
        it has said on the root window that it manages the screen."""
        ARTIFACTS.mkdir(exist_ok=True)
        with open(ARTIFACTS / "openbox.log", "ab") as log:
            self.window_manager = subprocess.Popen(["openbox"], env=self.env, stdout=log, stderr=subprocess.STDOUT)
        self.wait_until(self.window_manager_running, "openbox to manage the screen")

    def window_manager_running(self):
        from Xlib import X, display
        if self.window_manager.poll() is not None:
            return False
        connection = display.Display(self.display)
        try:
            root = connection.screen().root
            return root.get_full_property(connection.intern_atom("_NET_SUPPORTING_WM_CHECK"), X.AnyPropertyType) is not None
        finally:
            connection.close()

    def keep_window_manager(self):
        """Starts openbox again if it has gone: once, under load, it exited
        during a run, and every test after it failed to activate a window.
        Said on standard error, with openbox's own output in the log."""
        if self.window_manager.poll() is None:
            return
        print(f"openbox had exited ({self.window_manager.returncode}); starting it again", file=sys.stderr)
        self.start_window_manager()

    def park_pointer(self):
        """Puts the pointer in the screen's corner, where no window opens, as
        it is between tests: left where the last test clicked, it lies under
        the next test's new window, and a click there moments later was at
        times lost (see the README's notes on the suite)."""
        width, height = self.size
        self.move_pointer((width - 1, height - 1))

    def close(self):
        for process in (self.window_manager, self.xvfb):
            process.terminate()
            process.wait(timeout=10)

    def run(self, *command, check=True):
        return subprocess.run(command, env=self.env, capture_output=True, text=True, check=check, timeout=30)

    def xdotool(self, *arguments):
        return self.run("xdotool", *arguments).stdout.strip()

    @staticmethod
    def wait_until(condition, what, timeout=15.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            result = condition()
            if result:
                return result
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}")

    def find_window(self, title, timeout=15.0):
        """The id of the visible window whose title is exactly `title`."""
        def search():
            found = self.windows_titled(title)
            return Window(found[0], title) if found else None
        return self.wait_until(search, f"a window titled {title!r}", timeout)

    def windows_titled(self, title):
        """The ids of the visible windows whose title is exactly `title`, or
        that show a dialog so titled inside themselves (DIALOGS_IN_WINDOW)."""
        found = self.x_windows_titled(title)
        if not found and DIALOGS_IN_WINDOW:
            from accessibility import frames_holding_dialog
            found = [window for frame in frames_holding_dialog(title) for window in self.x_windows_titled(frame)]
        return found

    def x_windows_titled(self, title):
        """xdotool gives up with BadWindow when a window closes while it walks
        the tree (a file chooser going, say): it is asked again then."""
        for _ in range(10):
            found = self.run("xdotool", "search", "--onlyvisible", "--name", f"^{re.escape(title)}$", check=False)
            if "BadWindow" not in found.stderr:
                return found.stdout.split()
        raise AssertionError(f"xdotool could not list the windows titled {title!r}: {found.stderr}")

    def current(self, window):
        """`window` if it still exists, else the window now titled as it was:
        GTK may replace a window's X window (a restored document takes the
        place of an untouched one), and a test holds on to what it found."""
        if self.run("xdotool", "getwindowname", window, check=False).returncode == 0:
            return window
        title = getattr(window, "title", None)
        if title is None:
            raise AssertionError(f"window {window} is gone")
        return self.find_window(title)

    def find_painted_window(self, title, timeout=15.0):
        """`find_window`, once the window shows more than one colour: GTK has
        painted its first frame, and it takes input as a person sees it."""
        return self.wait_painted(self.find_window(title, timeout), timeout)

    def wait_painted(self, window, timeout=15.0):
        """Waits until a good part of `window` is no longer the black of an X
        window GTK has not drawn yet. A quarter, not a half: without a
        compositor a popover's shadow margin stays black too, and Adwaita's
        (libadwaita's stylesheet) is wide enough to be half a small menu."""
        def painted():
            left, top, width, height = self.window_geometry(window)
            shot = self.screenshot()
            sampled = [shot.pixel(x, y) for x, y in shot.points(left, top, left + width, top + height, step=8)]
            return sum(pixel != (0, 0, 0) for pixel in sampled) > len(sampled) // 4
        self.wait_until(painted, f"window {window} to be painted", timeout)
        return window

    def open_menu(self, window, point=None, keys=None, button=1):
        """Opens a menu of `window`, with a click at `point` or with `keys`
        (F10), and waits until it is painted: GTK shows a menu as an X
        window of its own. Returns that window. A click that opened nothing
        in eight seconds is given again, as a person clicks again on a menu
        button that did not open: under load, with the tests in two
        processes, one such click at times went unanswered (see the
        README's notes on the suite)."""
        pid = self.xdotool("getwindowpid", self.current(window))
        def shown():
            return set(self.run("xdotool", "search", "--onlyvisible", "--pid", pid, check=False).stdout.split())
        before = shown()
        for attempt in range(3):
            self.activate(window)
            if point:
                self.click(point, button)
            else:
                self.xdotool("key", "--clearmodifiers", keys)
            try:
                menu = self.wait_until(lambda: next(iter(shown() - before), None), "the menu to open", timeout=8)
                return self.wait_painted(menu)
            except AssertionError:
                if attempt == 2:
                    raise
                print(f"no menu opened after {point or keys}; trying again", file=sys.stderr)

    def settled_screenshot(self, name=None, timeout=10.0, window=None):
        """A screenshot once the screen (or only `window`, where something
        else goes on moving) has stopped changing (two alike in a row): what
        a person sees when an animation or a repaint is over."""
        def watched(shot):
            if window is None:
                return shot.pixels
            left, top, width, height = self.window_geometry(window)
            return [shot.pixel(x, y) for x, y in shot.points(left, top, left + width, top + height, step=2)]
        previous = watched(self.screenshot())
        def settled():
            nonlocal previous
            shot = watched(self.screenshot())
            same, previous = shot == previous, shot
            return same
        self.wait_until(settled, "the screen to settle", timeout)
        return self.screenshot(name)

    def active_window(self):
        """The focused window's id, or None at a moment when none is (one just closed)."""
        found = self.run("xdotool", "getactivewindow", check=False)
        return found.stdout.strip() or None if found.returncode == 0 else None

    def new_window_after(self, previous):
        """Waits for a window other than `previous` to take the focus (Ctrl+N)."""
        return self.wait_until(lambda: (active := self.active_window()) not in (None, previous) and active,
                               "a new window to take the focus")

    def window_exists(self, title):
        return bool(self.windows_titled(title))

    def has_windows(self, pid):
        """Whether the process `pid` still has a window on the screen."""
        return self.run("xdotool", "search", "--pid", str(pid), check=False).returncode == 0

    def move_to_corner(self, window):
        """Moves `window` to the screen's top left corner."""
        self.xdotool("windowmove", "--sync", window, "0", "0")

    def clipboard_owner(self):
        """The X window that owns the clipboard now, or None."""
        from Xlib import X, display
        connection = display.Display(self.display)
        try:
            owner = connection.get_selection_owner(connection.intern_atom("CLIPBOARD"))
            return None if owner in (X.NONE, 0) or getattr(owner, "id", 0) == 0 else owner.id
        finally:
            connection.close()

    def window_geometry(self, window):
        """(x, y, width, height) of a window on the screen."""
        values = dict(line.split("=", 1)
                      for line in self.xdotool("getwindowgeometry", "--shell", self.current(window)).splitlines())
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def activate(self, window):
        # A window just mapped may not take focus yet: try again for a while.
        self.wait_until(
            lambda: self.run("xdotool", "windowactivate", "--sync", self.current(window), check=False).returncode == 0,
            f"window {window} to be activated")

    def key(self, window, *keys):
        self.activate(window)
        self.xdotool("key", "--clearmodifiers", *keys)

    def choose_file(self, title, path, name_field=False, screenshot=None):
        """Types `path` into the file chooser titled `title`, in its location
        field (Ctrl+L) or, for a save, over its name field, and presses
        Return until the chooser goes: the location's completion may take
        the first Return, and nothing on the screen says when it settled."""
        chooser = self.find_painted_window(title)
        self.key(chooser, "ctrl+a" if name_field else "ctrl+l")
        self.xdotool("type", "--delay", "20", str(path))
        # GTK 4.18 completes the location as it is typed, and a completion that
        # comes late lands after the cursor ("/tmp/x/chosen.jpgp/"): what
        # follows the typed path is deleted, as a person would.
        self.xdotool("key", "--clearmodifiers", "shift+End", "Delete")
        self.settled_screenshot(screenshot, window=chooser)
        for _ in range(4):
            if not self.window_exists(title):
                return
            try:
                self.key(chooser, "Return")  # to the chooser, never to the window under it
                return self.wait_until(lambda: not self.window_exists(title), f"the {title} chooser to close", 5)
            except AssertionError:
                continue
        raise AssertionError(f"the {title} chooser did not take {path}")

    def drag(self, start, end, steps=12, button=1, pause=0.03):
        """Presses at `start`, moves in small steps to `end`, lingers there a
        moment as a hand does (so a drop target has answered), and releases:
        a person's drag, which both GTK gestures and drag-and-drop see."""
        self.xdotool("mousemove", *map(str, map(round, start)))
        time.sleep(0.2)
        self.xdotool("mousedown", str(button))
        time.sleep(0.1)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step / steps
            y = start[1] + (end[1] - start[1]) * step / steps
            self.xdotool("mousemove", str(round(x)), str(round(y)))
            time.sleep(pause)
        for nudge in (1, 0, 1, 0):
            time.sleep(0.2)
            self.xdotool("mousemove", str(round(end[0]) + nudge), str(round(end[1])))
        time.sleep(0.15)
        self.xdotool("mouseup", str(button))

    def burst(self, *steps):
        """Sends input faster than a hand, all within a millisecond, through
        XTest: steps like ("press", "Control_L"), ("release", "Control_L"),
        ("scroll up",). xdotool spaces its events by several milliseconds."""
        from Xlib import X, XK, display
        from Xlib.ext import xtest
        connection = display.Display(self.display)
        try:
            for action, *key in steps:
                if action == "scroll up":
                    xtest.fake_input(connection, X.ButtonPress, 4)
                    xtest.fake_input(connection, X.ButtonRelease, 4)
                else:
                    code = connection.keysym_to_keycode(XK.string_to_keysym(key[0]))
                    xtest.fake_input(connection, X.KeyPress if action == "press" else X.KeyRelease, code)
            connection.sync()
        finally:
            connection.close()

    def move_pointer(self, point):
        self.xdotool("mousemove", *map(str, map(round, point)))

    def click(self, point, button=1):
        """Moves the pointer to `point`, lets the app show what is under it
        as hovered, and clicks, as a hand comes to rest on a button before
        it clicks: under load, a click the moment the pointer jumped onto a
        button was at times lost (see the README's notes on the suite)."""
        self.move_pointer(point)
        self.rest_at(point)
        self.xdotool("click", str(button))

    def rest_at(self, point, radius=16, timeout=3.0):
        """Waits until the screen around `point` has stopped changing (two
        looks alike in a row), or `timeout` seconds: a spot that animates
        is clicked all the same."""
        x, y = map(round, point)
        box = (x - radius, y - radius, x + radius, y + radius)
        def look():
            shot = self.screenshot()
            return [shot.pixel(*spot) for spot in shot.points(*box)]
        deadline = time.monotonic() + timeout
        previous = look()
        while time.monotonic() < deadline:
            current = look()
            if current == previous:
                return
            previous = current

    def type_text(self, text):
        """Types like a person with a keyboard layout that has the characters:
        each non-ASCII character is first given a key (xmodmap), so the app
        sees an ordinary key press for it rather than a race with xdotool's
        own on-the-fly remapping."""
        for character in text:
            if ord(character) < 128:
                self.xdotool("type", character)
            else:
                keysym = f"U{ord(character):04X}"
                # The server tells every client of the new map before the
                # key press that follows, and GTK reads it again then.
                self.run("xmodmap", "-e", f"keycode 255 = {keysym}")
                self.xdotool("key", keysym)
            time.sleep(0.05)

    def dismiss_alert(self, title):
        """Waits for the alert titled `title`, photographs it once painted,
        and closes it with Return, its default button."""
        alert = self.find_painted_window(title, timeout=30)
        self.settled_screenshot("alert-" + "".join(c for c in title if c.isalnum())[:24], window=alert)
        self.key(alert, "Return")
        self.wait_until(lambda: not self.window_exists(title), "the alert to close")

    def screenshot(self, name=None):
        ppm = subprocess.run(["import", "-window", "root", "-depth", "8", "ppm:-"], env=self.env,
                             capture_output=True, check=True, timeout=30).stdout
        shot = Screenshot.from_ppm(ppm)
        if name:
            # ImageMagick reads "[…]" in a file name as a frame number.
            name = "".join(c if c.isalnum() or c in "-_" else "_" for c in name)
            ARTIFACTS.mkdir(exist_ok=True)
            subprocess.run(["convert", "ppm:-", str(ARTIFACTS / f"{name}.png")], input=ppm, check=True, timeout=30)
        return shot


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


class DragSource:
    """The second application of drag_source.py, moved to the screen's top
    left corner, clear of the app's window."""

    def __init__(self, desktop, *arguments):
        self.desktop = desktop
        self.process = subprocess.Popen(["/usr/bin/python3", str(Path(__file__).parent / "drag_source.py"), *arguments],
                                        env=desktop.env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.said = []
        threading.Thread(target=self._listen, daemon=True).start()
        self.window = desktop.find_window("Drag Source")
        desktop.move_to_corner(self.window)
        x, y, width, height = desktop.window_geometry(self.window)
        self.handle = (x + width // 2, y + height // 2)

    def _listen(self):
        for line in self.process.stdout:
            self.said.append(line.strip())

    def wait_until_said(self, line, count=1):
        """Waits until the source has said `line` `count` times: "drag ended"
        (the target took or refused the drop), "making the image"."""
        self.desktop.wait_until(lambda: self.said.count(line) >= count, f"the drag source to say {line!r}")

    def wait_for_drag_end(self):
        self.wait_until_said("drag ended")

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class ImageServer:
    """tests/support/image_server.py on 127.0.0.1, serving `folder`."""

    def __init__(self, folder):
        script = REPO / "tests" / "support" / "image_server.py"
        self.process = subprocess.Popen(["/usr/bin/python3", str(script), str(folder)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.base = f"http://127.0.0.1:{self.process.stdout.readline().strip()}/"

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class ClipboardOwner:
    """A second application holding something on the X clipboard until it is
    closed (by its pid): the GTK 3 image viewer of clipboard_owner.py,
    `xclip -quiet`, or the owner of stalling_owner.py that stops half way.
    Started, it waits until the clipboard offers `mime_type` and every app
    running has said it saw the change: GTK learns of a new owner
    asynchronously, as a person switching applications gives it time to."""

    def __init__(self, desktop, *command, mime_type="image/png", data=None):
        self.desktop = desktop
        seen = App.clipboard_news()
        self.process = subprocess.Popen(command, env=desktop.env, stdin=subprocess.PIPE if data is not None else None,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if data is not None:
            self.process.stdin.write(data)
            self.process.stdin.close()
        desktop.wait_until(lambda: self.offers(mime_type), f"{command[0]} to own the clipboard", timeout=30)
        self.owner = desktop.clipboard_owner()
        App.wait_for_clipboard_news(seen, mime_type)

    def offers(self, mime_type):
        found = subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", "TARGETS"], env=self.desktop.env,
                               capture_output=True, text=True, timeout=10, check=False)
        return self.process.poll() is None and mime_type in found.stdout.split()

    def close(self):
        """Ends the owner; if the clipboard was still its, waits until every
        running app has seen it empty."""
        seen = App.clipboard_news()
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.desktop.wait_until(lambda: self.desktop.clipboard_owner() != self.owner, "the clipboard to be let go")
        if self.desktop.clipboard_owner() is None:
            App.wait_for_clipboard_news(seen, "(empty)")


class Clipboard:
    """The real X clipboard, owned by `xclip -quiet` as another application
    would own it, ended by its pid."""

    def __init__(self, desktop):
        self.desktop = desktop
        self.owner = None

    def put(self, data, mime_type):
        self.clear()
        self.owner = ClipboardOwner(self.desktop, "xclip", "-quiet", "-selection", "clipboard", "-t", mime_type, "-i",
                                    mime_type=mime_type, data=data)

    def clear(self):
        """Ends what `put` started."""
        if self.owner:
            self.owner.close()
            self.owner = None

    def empty(self):
        """Nobody owns the clipboard, and every app running knows it."""
        self.clear()
        self.desktop.wait_until(lambda: self.desktop.clipboard_owner() is None, "nobody to own the clipboard")
        for app in App.started:
            self.desktop.wait_until(lambda: not app.is_running() or app.reports("clipboard: ")[-1:] == ["(empty)"],
                                    "the app to see an empty clipboard")


def home_with_animations(folder, on):
    """A home folder whose GTK settings turn the desktop's animations on or
    off, as GNOME's Reduce Animation does (settings.ini: no settings
    daemon runs here)."""
    settings = folder / "home" / "config" / "gtk-4.0"
    settings.mkdir(parents=True)
    (settings / "settings.ini").write_text(f"[Settings]\ngtk-enable-animations={'true' if on else 'false'}\n")
    return folder / "home"


class App:
    """The built emojiart binary running on a desktop, with its own D-Bus
    session and its own XDG folders, as a fresh user would have them."""

    BINARY = Path(os.environ.get("EMOJIART_BIN", REPO / ".build" / "release" / "emojiart"))

    def __init__(self, desktop, *arguments, home=None, binary=None, environment=None):
        self.desktop = desktop
        self.home = Path(home or tempfile.mkdtemp(prefix="emojiart-home-"))
        env = dict(desktop.env,
                   HOME=str(self.home),
                   XDG_DATA_HOME=str(self.home / "data"),
                   XDG_CONFIG_HOME=str(self.home / "config"),
                   XDG_STATE_HOME=str(self.home / "state"),
                   XDG_CACHE_HOME=str(self.home / "cache"),
                   EMOJIART_DATA_DIR=str(REPO / "data"),
                   GSETTINGS_BACKEND="memory",
                   # One GStreamer registry for every run, as a user's is kept
                   # warm in their cache after the first; a fresh one is a
                   # scan of every plugin, 0.6 s of CPU at each start.
                   GST_REGISTRY=desktop.env.get("GST_REGISTRY", str(REPO / ".build" / "gstreamer-registry.bin")),
                   NO_AT_BRIDGE="1",
                   EMOJIART_REPORT_HANDLED="1")  # "handled: …" lines, see HandledReport.swift
        if DIALOGS_IN_WINDOW:
            from accessibility import shared_bus
            env.update(shared_bus().environment())
        env.update(environment or {})
        self.log = self.home / "app.log"
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                ["dbus-run-session", "--", str(binary or self.BINARY), *map(str, arguments)],
                env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        App.started.append(self)

    started = []

    def reports(self, kind="handled: "):
        """The lines the app wrote about what it handled, in order, without their kind."""
        return [line[len(kind):] for line in self.output().splitlines() if line.startswith(kind)]

    def wait_handled(self, what, since=0, timeout=15.0):
        """Waits until the app reports it handled `what` (a "handled: …" line
        that starts so) after its first `since` reports; returns the count of
        reports then, for the next wait."""
        def found():
            reports = self.reports()
            return any(line.startswith(what) for line in reports[since:]) and len(reports)
        return self.desktop.wait_until(found, f"the app to report it handled {what!r}", timeout)

    @classmethod
    def clipboard_news(cls):
        """How many clipboard changes each running app has reported so far."""
        return {app: len(app.reports("clipboard: ")) for app in cls.started if app.is_running()}

    @classmethod
    def wait_for_clipboard_news(cls, seen, offered, timeout=15.0):
        """Waits until each app of `seen` that still runs has reported a new
        clipboard that offers `offered`."""
        for app, count in seen.items():
            app.desktop.wait_until(
                lambda: not app.is_running() or any(offered in line.split() for line in app.reports("clipboard: ")[count:]),
                f"the app to see the clipboard offer {offered}", timeout)

    def is_running(self):
        return self.process.poll() is None

    def app_pid(self):
        """The emojiart process under dbus-run-session."""
        found = subprocess.run(["pgrep", "-P", str(self.process.pid), "-x", "emojiart"], capture_output=True, text=True)
        return found.stdout.split()[0] if found.stdout.strip() else None

    def quit(self, keep_home=False):
        pid = self.app_pid()
        if self.is_running():
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        if pid:
            # The display server drops a dead client's windows a moment
            # later; the next test must not find them.
            self.desktop.wait_until(lambda: not self.desktop.has_windows(pid), "the app's windows to go")
        if not keep_home:
            shutil.rmtree(self.home, ignore_errors=True)

    def output(self):
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def open_in_running(self, *documents, binary=None):
        """Opens documents in this running app as a file manager would: a
        second `emojiart FILE` on the same session bus, which hands them to
        the first and exits."""
        pid = self.desktop.wait_until(self.app_pid, "the app to start")
        variables = dict(entry.split("=", 1) for entry in
                         Path(f"/proc/{pid}/environ").read_bytes().decode(errors="replace").split("\0") if "=" in entry)
        subprocess.run([str(binary or self.BINARY), *map(str, documents)], env=variables, check=True, timeout=60,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
