"""A real X desktop for end-to-end tests: Xvfb, a window manager, the app
under its own D-Bus session, real input through xdotool, and screenshots."""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

from screenshot import Screenshot


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
# How long the screen must look the same to be settled: about what ImageMagick
# took for two screenshots, which the tests were written against. Two shots
# 20 ms apart were alike before the app had drawn what the keys just asked.
STILL_FOR = 0.2


def artifact(name, suffix):
    """The path in ARTIFACTS of a file named after `name`, a test's name
    perhaps, whose parameters may hold "/" (a MIME type) or "[…]", which
    ImageMagick reads as a frame number: each such character becomes "_"."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS / ("".join(c if c.isalnum() or c in "-_" else "_" for c in name) + suffix)


class Window(str):
    """An X window id, as xdotool takes it, that remembers the title it was
    found by, and whether that is the title of a dialog drawn inside it
    (DIALOGS_IN_WINDOW): keys go to the X window, where the dialog has the
    focus, and its geometry is the dialog's."""

    def __new__(cls, window_id, title, holds_dialog=False):
        window = super().__new__(cls, window_id)
        window.title = title
        window.holds_dialog = holds_dialog
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
        self.connection = None  # python-xlib's, made by the first screenshot
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
        if self.connection is not None:
            self.connection.close()
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
            found = self.x_windows_titled(title)
            if found:
                return Window(found[0], title)
            holding = self.windows_holding_dialog(title)
            return Window(holding[0], title, holds_dialog=True) if holding else None
        return self.wait_until(search, f"a window titled {title!r}", timeout)

    def windows_titled(self, title):
        """The ids of the visible windows whose title is exactly `title`, or
        that show a dialog so titled inside themselves (DIALOGS_IN_WINDOW)."""
        return self.x_windows_titled(title) or self.windows_holding_dialog(title)

    def find_dialog(self, title, over, timeout=15.0):
        """The window to type into for the dialog `title` that window `over`
        opened: the dialog's own, or `over` where the dialog is inside it
        (DIALOGS_IN_WINDOW), which the title of the window holding it cannot
        tell from another window of the same name."""
        found = self.find_window(title, timeout)
        return over if DIALOGS_IN_WINDOW else found

    def windows_holding_dialog(self, title):
        if not DIALOGS_IN_WINDOW:
            return []
        from accessibility import frames_holding_dialog
        return [window for frame in frames_holding_dialog(title) for window in self.x_windows_titled(frame)]

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

    def watched(self, shot, window=None):
        """What a screenshot shows of `window` (of the whole screen if None)."""
        if window is None:
            return shot.pixels
        left, top, width, height = self.window_geometry(window)
        return [shot.pixel(x, y) for x, y in shot.points(left, top, left + width, top + height, step=2)]

    def key_and_see(self, window, keys, timeout=10.0):
        """Presses `keys` in `window` and waits until the window shows their
        effect and is still again: keys typed next go where that effect put
        the focus. A file chooser's Ctrl+L shows its location entry a moment
        later, the portal's GTK 3 chooser on Wayland so late that a path
        typed at once went to its list."""
        before = self.watched(self.screenshot(), window)
        self.key(window, keys)
        self.wait_until(lambda: self.watched(self.screenshot(), window) != before, f"{keys} to show in {window}", timeout)
        self.settled_screenshot(window=window)

    def settled_screenshot(self, name=None, timeout=10.0, window=None):
        """A screenshot once the screen (or only `window`, where something
        else goes on moving) has looked the same for STILL_FOR seconds: what
        a person sees when an animation or a repaint is over."""
        previous, taken = self.watched(self.screenshot(), window), time.monotonic()
        def settled():
            nonlocal previous, taken
            time.sleep(max(0.0, taken + STILL_FOR - time.monotonic()))
            shot = self.watched(self.screenshot(), window)
            same, previous, taken = shot == previous, shot, time.monotonic()
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

    def opened_window(self, title, timeout=15.0):
        """The window titled `title` just opened, once its focus has settled.
        The window manager gives a new window the focus as it maps it, and
        again when it comes to GTK's own request for it: with the sanitized
        app on a loaded machine that was seen half a second after the test
        had activated another window, whose keys then went to the new one.
        Settled is held for a second."""
        window = self.find_window(title, timeout)
        held_since = None

        def settled():
            nonlocal held_since
            if self.active_window() != self.current(window):
                held_since = None
                return False
            held_since = held_since or time.monotonic()
            return time.monotonic() - held_since >= 1.0
        self.wait_until(settled, f"{title!r} to keep the focus", timeout)
        return window

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
        """(x, y, width, height) of a window on the screen. A window GTK
        replaces between `current` finding it and xdotool measuring it
        (BadWindow; seen once as a new document window opened) is found
        again by its title."""
        for _ in range(10):
            measured = self.run("xdotool", "getwindowgeometry", "--shell", self.current(window), check=False)
            if measured.returncode == 0:
                values = dict(line.split("=", 1) for line in measured.stdout.strip().splitlines())
                x, y, width, height = (int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
                if getattr(window, "holds_dialog", False):
                    # An AdwDialog floats in the middle of its window.
                    from accessibility import dialog_size
                    inner_width, inner_height = dialog_size(window.title)
                    return x + (width - inner_width) // 2, y + (height - inner_height) // 2, inner_width, inner_height
                return x, y, width, height
            time.sleep(0.1)
        raise AssertionError(f"window {window} could not be measured: {measured.stderr}")

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
        if name_field:
            self.key(chooser, "ctrl+a")
        else:
            self.key_and_see(chooser, "ctrl+l")
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
        """The screen's pixels now; kept as test-artifacts/NAME.png if named."""
        from Xlib import display
        if self.connection is None:
            self.connection = display.Display(self.display)
        shot = Screenshot.of_screen(self.connection)
        if name:
            shot.write_png(artifact(name, ".png"))
        return shot
