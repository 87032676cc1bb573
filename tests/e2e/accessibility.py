"""What a screen reader is told: the app's accessible tree over AT-SPI.

The tests run their own accessibility bus (a dbus-daemon with AT-SPI's
configuration) and tell both the app and this process its address, so no
other app, or an earlier test's bus, can answer in the app's place."""

import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ACCESSIBILITY_CONFIG = "/usr/share/defaults/at-spi2/accessibility.conf"


class AccessibilityBus:
    def __init__(self):
        # Chosen beforehand: the registry daemon the bus starts must know it too.
        self.folder = tempfile.mkdtemp(prefix="emojiart-a11y-")
        self.address = f"unix:path={self.folder}/bus"
        # Read by libatspi when it first connects, below, and by the registry.
        os.environ["AT_SPI_BUS_ADDRESS"] = self.address
        self.daemon = subprocess.Popen(["dbus-daemon", f"--config-file={ACCESSIBILITY_CONFIG}", "--nofork",
                                        f"--address={self.address}", "--print-address"],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.daemon.stdout.readline()
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi
        Atspi.init()
        self.atspi = Atspi

    def environment(self):
        """What the app needs to speak on this bus."""
        return {"AT_SPI_BUS_ADDRESS": self.address, "GTK_A11Y": "atspi"}

    def close(self):
        self.daemon.terminate()
        self.daemon.wait(timeout=10)
        # The registry daemon the bus started outlives it (one was left for
        # every bus a run made): ended here, found by the bus it was told.
        for environ in Path("/proc").glob("[0-9]*/environ"):
            try:
                if f"AT_SPI_BUS_ADDRESS={self.address}".encode() in environ.read_bytes().split(b"\0"):
                    os.kill(int(environ.parent.name), signal.SIGTERM)
            except (OSError, ValueError):
                continue  # gone, or not ours to read

    def application(self, pid, timeout=20.0):
        """The app's accessible root, once it shows a window."""
        desktop = self.atspi.get_desktop(0)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for index in range(desktop.get_child_count()):
                try:
                    child = desktop.get_child_at_index(index)
                    if child is not None and child.get_process_id() == int(pid) and child.get_child_count() > 0:
                        return child
                except Exception:  # an app going away as we ask
                    continue
            time.sleep(0.2)
        raise AssertionError(f"no accessible application for pid {pid}")

    def snapshot(self, pid):
        """The app's whole tree as plain nodes, read in one go."""
        return Node.read(self.application(pid))


_shared = None


def shared_bus():
    """The run's one accessibility bus, made when first asked for."""
    global _shared
    if _shared is None:
        _shared = AccessibilityBus()
    return _shared


def close_shared_bus():
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None


# Dialog roles: an AdwAlertDialog may speak as an alert.
DIALOG_ROLES = {"dialog", "alert"}


def frames_holding_dialog(title, depth=8):
    """The names of the app windows (frames) that show, inside themselves, a
    dialog titled `title`: libadwaita's AdwDialog, from 1.5, is no window of
    its own. Read shallowly: a dialog sits near its window's top."""
    bus = shared_bus()
    desktop = bus.atspi.get_desktop(0)
    found = []

    def holds(accessible, level):
        try:
            role = ROLE_NAMES.get(accessible.get_role_name() or "", accessible.get_role_name() or "")
            if level > 0 and role in DIALOG_ROLES and accessible.get_name() == title:
                return True  # inside the frame: the frame itself is an X window, found as one
            return level < depth and any(
                child is not None and holds(child, level + 1)
                for child in (accessible.get_child_at_index(i) for i in range(accessible.get_child_count())))
        except Exception:  # a part going away as it is read
            return False

    for index in range(desktop.get_child_count()):
        try:
            application = desktop.get_child_at_index(index)
            for frame_index in range(application.get_child_count() if application is not None else 0):
                frame = application.get_child_at_index(frame_index)
                if frame is not None and holds(frame, 0):
                    found.append(frame.get_name())
        except Exception:  # an application quitting as it is read (its last window closed)
            continue
    return found


def dialog_size(title):
    """The size of the dialog titled `title` as it is drawn inside its
    window: an AdwDialog's node covers the whole window (where it dims what
    is behind), and its first smaller descendant is the dialog a person sees."""
    bus = shared_bus()
    window = bus.atspi.CoordType.WINDOW

    def sheet(accessible, size, level):
        extents = accessible.get_extents(window)
        if extents.width < size[0] or extents.height < size[1]:
            return extents.width, extents.height
        for index in range(accessible.get_child_count() if level < 6 else 0):
            child = accessible.get_child_at_index(index)
            found = child is not None and sheet(child, size, level + 1)
            if found:
                return found
        return None

    def dialogs(accessible, level):
        role = ROLE_NAMES.get(accessible.get_role_name() or "", accessible.get_role_name() or "")
        if role in DIALOG_ROLES and accessible.get_name() == title:
            yield accessible
        for index in range(accessible.get_child_count() if level < 8 else 0):
            child = accessible.get_child_at_index(index)
            if child is not None:
                yield from dialogs(child, level + 1)

    def measured():
        desktop = bus.atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            application = desktop.get_child_at_index(index)
            for dialog in dialogs(application, 0) if application is not None else ():
                extents = dialog.get_extents(window)
                found = sheet(dialog, (extents.width, extents.height), 0)
                if found:
                    return found
        return None

    # A dialog just presented may not be laid out yet: its parts are as large as it is.
    deadline = time.monotonic() + 5
    while (found := measured()) is None and time.monotonic() < deadline:
        time.sleep(0.1)
    if found is None:
        raise AssertionError(f"no dialog titled {title!r} laid out in any window")
    return found


# AT-SPI renamed a role: "push button" in at-spi2-core 2.46 (Debian 12) is
# "button" in 2.56 (Debian 13). The tests use the new names.
ROLE_NAMES = {"push button": "button"}


@dataclass
class Node:
    role: str
    name: str
    description: str
    showing: bool
    accessible: object = field(repr=False)
    children: list = field(default_factory=list, repr=False)

    @classmethod
    def read(cls, accessible, depth=0):
        from gi.repository import Atspi, GLib
        states = accessible.get_state_set()
        role = accessible.get_role_name() or ""
        node = cls(ROLE_NAMES.get(role, role), accessible.get_name() or "", accessible.get_description() or "",
                   states.contains(Atspi.StateType.SHOWING), accessible)
        if depth < 60:
            for index in range(accessible.get_child_count()):
                try:
                    child = accessible.get_child_at_index(index)
                    if child is not None:
                        node.children.append(cls.read(child, depth + 1))
                except GLib.Error:  # a part going away as it is read (a menu closing): left out
                    continue
        return node

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def find_all(self, role=None, name=None):
        return [node for node in self.walk()
                if (role is None or node.role == role) and (name is None or node.name == name)]

    def find(self, role=None, name=None):
        found = self.find_all(role, name)
        assert found, f"no {role or 'node'} named {name!r} in:\n{self.outline()}"
        return found[0]

    def texts(self):
        """Every name and description a screen reader would speak."""
        return [text for node in self.walk() for text in (node.name, node.description) if text]

    def outline(self, depth=0):
        line = f"{'  ' * depth}{self.role} {self.name!r} {self.description!r}"
        return "\n".join([line] + [child.outline(depth + 1) for child in self.children])

    def click(self):
        """The accessible 'click' a screen reader user would give it."""
        assert self.accessible.get_n_actions() > 0, f"{self.role} {self.name!r} has no action"
        self.accessible.do_action(0)
