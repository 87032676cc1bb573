import pytest

from accessibility import close_shared_bus, shared_bus
from clipboard import Clipboard
from desktop import Desktop
from second_apps import ClipboardOwner
from fixtures import drag_source, image_server, launch, not_checked, pytest_runtest_makereport  # noqa: F401 (fixtures and the hook)


@pytest.fixture(scope="session")
def desktop():
    session = Desktop()
    yield session
    session.close()
    close_shared_bus()


@pytest.fixture(scope="session")
def accessibility():
    """An AT-SPI bus for the tests' apps, read as a screen reader reads it:
    one for the whole run (when two test files each made their own, the
    second bus, made after the first was closed, found no app)."""
    yield shared_bus()
    close_shared_bus()


@pytest.fixture
def clipboard(desktop):
    board = Clipboard(desktop)
    yield board
    board.clear()


@pytest.fixture
def clipboard_owner(desktop):
    """Starts a second application that owns the clipboard (a command line);
    each is ended by its pid afterwards."""
    started = []

    def start(*command, **options):
        owner = ClipboardOwner(desktop, *map(str, command), **options)
        started.append(owner)
        return owner

    yield start
    for owner in started:
        owner.close()


def pytest_configure(config):
    config.addinivalue_line("markers", "long(seconds): about how long the test takes (only to order the run, below)")


def pytest_collection_modifyitems(items):
    """The long tests spread over the first half of the run, longest first,
    the short ones between and after them. xdist hands each desktop (`-n 2`)
    a run of consecutive tests, then more as it runs short: a long test near
    the end kept one desktop busy for two minutes after the other had
    finished, and long tests side by side would all go to one desktop.
    Every process orders alike, as xdist requires."""
    long = sorted((item for item in items if item.get_closest_marker("long")),
                  key=lambda item: -item.get_closest_marker("long").kwargs["seconds"])
    short = [item for item in items if not item.get_closest_marker("long")]
    between = max(0, len(items) // 2 // max(1, len(long)) - 1)
    ordered = []
    for n, item in enumerate(long):
        ordered += [item, *short[n * between:(n + 1) * between]]
    items[:] = ordered + short[len(long) * between:]
