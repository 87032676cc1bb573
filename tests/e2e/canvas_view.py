"""Where a document with a plain blue 400 × 300 background is on the screen,
found from a screenshot: the tests that point at document coordinates."""

from dataclasses import dataclass

from screenshot import near

BLUE = (0x33, 0x66, 0xCC)


@dataclass
class Canvas:
    """Where the document is on screen: its centre and its zoom."""
    window: str
    center: tuple
    zoom: float
    strip_y: int
    left: int

    def screen(self, x, y):
        return self.center[0] + x * self.zoom, self.center[1] + y * self.zoom


def locate(desktop, window, name=None):
    left, top, width, height = desktop.window_geometry(window)
    middle = (left + width // 2, top + height // 2)
    desktop.wait_until(lambda: near(BLUE)(desktop.screenshot().pixel(*middle)), "the background")
    shot = desktop.screenshot(name)
    box_left, box_top, box_right, box_bottom = shot.run_through(*middle, near(BLUE))
    return Canvas(window, ((box_left + box_right) / 2, (box_top + box_bottom) / 2), (box_right - box_left) / 400,
                  (box_bottom + top + height) // 2, left), shot, (box_left, box_top, box_right, box_bottom)
