import pytest

from desktop import App, Clipboard, ClipboardOwner, Desktop, DragSource, ImageServer


@pytest.fixture(scope="session")
def desktop():
    session = Desktop()
    yield session
    session.close()


@pytest.fixture
def launch(desktop):
    """Starts the app with arguments; every app started is quit afterwards."""
    desktop.keep_window_manager()
    started = []

    def start(*arguments, **options):
        app = App(desktop, *arguments, **options)
        started.append(app)
        return app

    yield start
    for app in started:
        app.quit()


@pytest.fixture
def drag_source(desktop):
    """Starts the second application, dragging what it is given."""
    started = []

    def start(*arguments):
        source = DragSource(desktop, *arguments)
        started.append(source)
        return source

    yield start
    for source in started:
        source.close()


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


@pytest.fixture
def image_server(tmp_path):
    folder = tmp_path / "served"
    folder.mkdir()
    server = ImageServer(folder)
    server.folder = folder
    yield server
    server.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps a screenshot of every failed test in test-artifacts/."""
    outcome = yield
    report = outcome.get_result()
    session = item.funcargs.get("desktop") if hasattr(item, "funcargs") else None
    if report.failed and call.when == "call" and session is not None:
        session.screenshot(f"FAILED-{item.name}")
