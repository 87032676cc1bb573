"""What a person sees of a window from the moment its program is started:
when the window is first on the screen, when it first shows anything but
black, and when it first shows the picture, found by looking at the middle
of the window every few milliseconds (python3-xlib, one small XGetImage at a
time, so the looking costs the programs watched almost nothing)."""

import time

from Xlib import X, display


class ScreenWatch:
    def __init__(self, display_name):
        self.display = display.Display(display_name)
        self.root = self.display.screen().root
        self.client_list = self.display.intern_atom("_NET_CLIENT_LIST")
        self.name_atom = self.display.intern_atom("_NET_WM_NAME")

    def close(self):
        self.display.close()

    def _window_named(self, title):
        clients = self.root.get_full_property(self.client_list, X.AnyPropertyType)
        for window_id in (clients.value if clients else []):
            window = self.display.create_resource_object("window", window_id)
            try:
                name = window.get_full_property(self.name_atom, 0)
                text = name.value.decode(errors="replace") if name and isinstance(name.value, bytes) else ""
                if title in text:
                    return window
            except Exception:  # a window going away as we ask
                continue
        return None

    def wait_gone(self, title, timeout=10.0):
        """Until no window titled `title` is left: a viewer killed may keep
        its window a moment, and the next launch would find it shown already."""
        deadline = time.monotonic() + timeout
        while self._window_named(title) is not None and time.monotonic() < deadline:
            time.sleep(0.02)

    def _middle(self, window, side=48):
        geometry = window.get_geometry()
        position = window.translate_coords(self.root, 0, 0)
        x = -position.x + geometry.width // 2 - side // 2
        y = -position.y + geometry.height // 2 - side // 2
        image = self.root.get_image(x, y, side, side, X.ZPixmap, 0xFFFFFFFF)
        data = image.data
        return [(data[i + 2], data[i + 1], data[i]) for i in range(0, len(data), 4)]

    def times(self, started, title, timeout=30.0, colours=None):
        """Seconds after `started` (time.monotonic) at which the window
        titled `title` was first mapped, first not black, and first showing
        a picture: its middle not one flat colour (an empty canvas is white,
        an image viewer waiting is grey, an unpainted window black), or,
        given `colours`, most of its middle near one of them (an empty
        canvas's own picture, the "Start With a Picture" icon, is not flat)."""
        mapped = painted = picture = None
        deadline = started + timeout
        while time.monotonic() < deadline and picture is None:
            now = time.monotonic() - started
            window = self._window_named(title)
            try:
                if window is not None and window.get_attributes().map_state == X.IsViewable:
                    mapped = now if mapped is None else mapped
                    pixels = self._middle(window)
                    if painted is None and sum(max(p) > 16 for p in pixels) > len(pixels) // 2:
                        painted = now
                    light = [sum(p) // 3 for p in pixels]
                    if colours:
                        near = sum(any(max(abs(a - b) for a, b in zip(p, c)) <= 40 for c in colours) for p in pixels)
                        if near > len(pixels) // 2:
                            picture = now
                    elif max(light) - min(light) > 16:
                        picture = now
            except Exception:  # the window changed under us: look again
                pass
            time.sleep(0.005)
        return mapped, painted, picture
