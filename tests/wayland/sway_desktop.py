"""A real Wayland desktop for end-to-end tests: sway with its headless
backend and the pixman renderer (no screen, no GPU), the keyboard and mouse
of virtual_input.py (wlroots' virtual keyboard and pointer protocols),
windows found and arranged through sway's IPC (swaymsg), screenshots by grim.

Why sway: Debian 12 and 13 package it, it runs headless without a GPU
(wlroots' headless backend and pixman renderer) as an ordinary user, and it
offers what a test needs from outside: wlroots' virtual keyboard and pointer
protocols, its IPC for windows, and the screencopy protocol grim reads.
No other compositor was tried.

It offers the methods of the X desktop (tests/e2e/desktop.py) the Wayland
tests use, so App, DragSource and the document helpers work on both."""

import json
import os
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from desktop import ARTIFACTS, DIALOGS_IN_WINDOW, Desktop, artifact
from screenshot import Screenshot

HERE = Path(__file__).resolve().parent
WIDTH, HEIGHT = 1280, 1024
CONFIG = f"""
output HEADLESS-1 resolution {WIDTH}x{HEIGHT} position 0 0
default_border none
default_floating_border none
focus_follows_mouse no
# The tests' second application floats in the top left corner, as
# DragSource moves it on X, and never takes half of the app's place.
for_window [title="^Drag Source$"] floating enable, move position 0 0
# Nothing may fall back to X: every window here is a Wayland client.
xwayland disable
"""


class Window(int):
    """A sway container id, as `[con_id=…]` takes it, that remembers its
    title and whether it was found as the window holding a dialog so titled."""

    def __new__(cls, container, title, holds_dialog=False):
        window = super().__new__(cls, container)
        window.title = title
        window.holds_dialog = holds_dialog
        return window


class SwayDesktop:
    wait_until = staticmethod(Desktop.wait_until)

    def __init__(self):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.runtime = Path(tempfile.mkdtemp(prefix="emojiart-wayland-"))  # 0700, as XDG_RUNTIME_DIR must be
        config = self.runtime / "sway.config"
        config.write_text(CONFIG)
        environment = {name: value for name, value in os.environ.items() if name not in ("DISPLAY", "WAYLAND_DISPLAY")}
        environment.update(XDG_RUNTIME_DIR=str(self.runtime), WLR_BACKENDS="headless", WLR_RENDERER="pixman",
                           WLR_LIBINPUT_NO_DEVICES="1")
        with open(ARTIFACTS / "sway.log", "ab") as log:
            self.sway = subprocess.Popen(["sway", "--config", str(config)], env=environment,
                                         stdout=log, stderr=subprocess.STDOUT)
        socket = self.wait_until(lambda: next(self.runtime.glob("sway-ipc.*.sock"), None), "sway to start")
        display = self.wait_until(lambda: next((path.name for path in self.runtime.glob("wayland-*")
                                                if not path.name.endswith(".lock")), None), "sway's display")
        # The lane's own GStreamer registry: the X lane's may belong to another user.
        self.env = dict(environment, WAYLAND_DISPLAY=display, SWAYSOCK=str(socket), GDK_BACKEND="wayland",
                        GST_REGISTRY=str(self.runtime / "gstreamer-registry.bin"))
        for name in ("WLR_BACKENDS", "WLR_RENDERER", "WLR_LIBINPUT_NO_DEVICES"):
            del self.env[name]
        self.wait_until(lambda: self.run("swaymsg", "-t", "get_version", check=False).returncode == 0, "sway's IPC")
        self.input = subprocess.Popen(["/usr/bin/python3", str(HERE / "virtual_input.py"), str(WIDTH), str(HEIGHT)],
                                      env=self.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self._input_answer()

    def keep_window_manager(self):
        if self.sway.poll() is not None:
            raise AssertionError(f"sway has exited ({self.sway.returncode}); see sway.log")

    def close(self):
        self.input.terminate()
        self.sway.terminate()
        self.sway.wait(timeout=10)

    def run(self, *command, check=True, input=None):
        return subprocess.run(command, env=self.env, capture_output=True, text=True, check=check, timeout=30,
                              input=input)

    def swaymsg(self, *command):
        return self.run("swaymsg", *command)

    # Windows

    def windows(self):
        """Every toplevel window sway shows: (container id, title, pid, rect, focused)."""
        tree = json.loads(self.run("swaymsg", "-t", "get_tree", "--raw").stdout)
        found = []

        def walk(node):
            if node.get("pid") and node.get("visible", True):
                found.append((node["id"], node.get("name") or "", node["pid"], node["rect"], node.get("focused")))
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)
        walk(tree)
        return found

    def titled(self, title):
        """The windows titled `title`, or that show a dialog so titled inside
        themselves (libadwaita 1.5's, see desktop.py)."""
        windows = self.windows()
        found = [Window(container, title) for container, name, *_ in windows if name == title]
        if not found and DIALOGS_IN_WINDOW:
            from accessibility import frames_holding_dialog
            frames = frames_holding_dialog(title)
            found = [Window(container, title, holds_dialog=True) for container, name, *_ in windows if name in frames]
        return found

    def find_window(self, title, timeout=15.0):
        return self.wait_until(lambda: next(iter(self.titled(title)), None), f"a window titled {title!r}", timeout)

    def find_dialog(self, title, over, timeout=15.0):
        """As the X desktop's: the dialog's own window, or `over` holding it."""
        found = self.find_window(title, timeout)
        return over if DIALOGS_IN_WINDOW else found

    def find_painted_window(self, title, timeout=15.0):
        window = self.find_window(title, timeout)
        self.settled_screenshot()
        return window

    def window_exists(self, title):
        return bool(self.titled(title))

    def has_windows(self, pid):
        return any(str(owner) == str(pid) for _, _, owner, *_ in self.windows())

    def current(self, window):
        if any(container == window for container, *_ in self.windows()):
            return window
        return self.find_window(window.title)

    def window_geometry(self, window):
        current = self.current(window)
        rect = next(rect for container, _, _, rect, _ in self.windows() if container == current)
        if getattr(window, "holds_dialog", False):
            # An AdwDialog floats in the middle of its window.
            from accessibility import dialog_size
            width, height = dialog_size(window.title)
            return rect["x"] + (rect["width"] - width) // 2, rect["y"] + (rect["height"] - height) // 2, width, height
        return rect["x"], rect["y"], rect["width"], rect["height"]

    def activate(self, window):
        window = self.current(window)
        self.swaymsg(f"[con_id={window}]", "focus")
        self.wait_until(lambda: any(container == window and focused for container, *_, focused in self.windows()),
                        f"window {window} to take the focus")

    def move_to_corner(self, window):
        self.swaymsg(f"[con_id={window}]", "floating enable, move position 0 0")
        self.wait_until(lambda: self.window_geometry(window)[:2] == (0, 0), f"window {window} in the corner")

    def resize(self, window, width, height):
        """Floats `window` and makes it `width` × `height`, as a person drags its corner."""
        self.swaymsg(f"[con_id={self.current(window)}]", f"floating enable, resize set {width} {height}, move position 40 40")
        self.wait_until(lambda: self.window_geometry(window)[2:] == (width, height), f"the window to be {width} wide")
        return self.settled_screenshot()

    # Input

    def key(self, window, *keys):
        """Presses each of `keys`, written as xdotool takes them ("ctrl+s",
        "Escape"), in `window`."""
        self.activate(window)
        self.press(*keys)

    def press(self, *keys):
        """Presses `keys` in whatever has the keyboard now (an open menu)."""
        for key in keys:
            *modifiers, name = key.split("+")
            for modifier in modifiers:
                self._input("down", modifier)
            self._input("key", name)
            for modifier in reversed(modifiers):
                self._input("up", modifier)

    # Characters of a file's path, as keys of the US layout.
    TYPED = {"/": "slash", ".": "period", "-": "minus", "_": "shift+minus", " ": "space"}

    def type_path(self, path):
        """Types `path` into whatever has the keyboard, key by key."""
        for character in str(path):
            key = self.TYPED.get(character) or (f"shift+{character.lower()}" if character.isupper() else character)
            self.press(key)

    def _input(self, *command):
        self.input.stdin.write(" ".join(map(str, command)) + "\n")
        self.input.stdin.flush()
        self._input_answer()

    def _input_answer(self):
        answer = [None]
        reader = threading.Thread(target=lambda: answer.__setitem__(0, self.input.stdout.readline().strip()))
        reader.start()
        reader.join(10)
        if answer[0] != "ok":
            raise AssertionError(f"the virtual keyboard and pointer did not answer: {answer[0]!r}")

    def open_menu(self, window, point):
        """Clicks `point` of `window` (a menu button) and waits until the menu
        is painted: the screen changes, then settles. A menu is a popup
        surface, which sway's tree does not list."""
        self.activate(window)
        before = self.screenshot().pixels
        self.click(point)
        self.wait_until(lambda: self.screenshot().pixels != before, "the menu to open")
        self.settled_screenshot()

    def park_pointer(self):
        """As Desktop.park_pointer: the corner, where no window opens."""
        self.move_pointer((WIDTH - 1, HEIGHT - 1))

    def move_pointer(self, point):
        self._input("move", *point)

    def swipe(self, point, distance):
        """Two fingers on a touchpad, `distance` pixels down, over `point`."""
        self.move_pointer(point)
        self._input("swipe", distance)

    def click(self, point):
        self.move_pointer(point)
        self._input("press")
        self._input("release")

    def drag(self, start, end, steps=12, pause=0.03):
        """A person's drag, as Desktop.drag: press, small steps, a linger, release."""
        self._input("move", *start)
        time.sleep(0.2)
        self._input("press")
        time.sleep(0.1)
        for step in range(1, steps + 1):
            self._input("move", start[0] + (end[0] - start[0]) * step / steps,
                          start[1] + (end[1] - start[1]) * step / steps)
            time.sleep(pause)
        for nudge in (1, 0, 1, 0):
            time.sleep(0.2)
            self._input("move", end[0] + nudge, end[1])
        time.sleep(0.15)
        self._input("release")

    # What is on the screen

    def screenshot(self, name=None):
        ppm = subprocess.run(["grim", "-t", "ppm", "-"], env=self.env, capture_output=True, check=True,
                             timeout=30).stdout
        if name:
            subprocess.run(["grim", str(artifact(name, ".png"))], env=self.env, check=True, timeout=30)
        return Screenshot.from_ppm(ppm)

    settled_screenshot = Desktop.settled_screenshot
    watched = Desktop.watched
    key_and_see = Desktop.key_and_see
