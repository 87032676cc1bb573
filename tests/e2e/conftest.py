import pytest

from desktop import App, Desktop


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
