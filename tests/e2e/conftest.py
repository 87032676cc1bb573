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

    def start(*command):
        owner = ClipboardOwner(desktop, *map(str, command))
        started.append(owner)
        return owner

    yield start
    for owner in started:
        owner.close()
