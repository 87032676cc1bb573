"""The Wayland lane: the app and a second application as Wayland clients of
a headless sway. sway refuses to run as root, so `make wayland-test` runs
this lane as an ordinary user (scripts/as-test-user)."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from fixtures import drag_source, image_server, launch, pytest_runtest_makereport  # noqa: E402,F401
from sway_desktop import SwayDesktop  # noqa: E402
from wayland_clipboard import WaylandClipboard  # noqa: E402


@pytest.fixture(scope="session")
def desktop():
    if os.getuid() == 0:
        pytest.exit("sway refuses to run as root: `make wayland-test` runs this lane as an ordinary user", returncode=2)
    session = SwayDesktop()
    yield session
    session.close()


@pytest.fixture
def clipboard(desktop):
    board = WaylandClipboard(desktop)
    yield board
    board.clear()
