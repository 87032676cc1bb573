import pytest

from desktop import App, Desktop, DragSource


@pytest.fixture(scope="session")
def desktop():
    session = Desktop()
    yield session
    session.close()


@pytest.fixture
def launch(desktop):
    """Starts the app with arguments; every app started is quit afterwards."""
    started = []

    def start(*arguments):
        app = App(desktop, *arguments)
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
