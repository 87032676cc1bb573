"""The fixtures both lanes share (tests/e2e on X11, tests/wayland on
Wayland); each lane's conftest.py imports them and brings its own `desktop`
and `clipboard`."""

import re

import pytest

from app import App
from desktop import artifact
from second_apps import DragSource, ImageServer


@pytest.fixture
def launch(desktop):
    """Starts the app with arguments; every app started is quit afterwards.
    Each start parks the pointer first, so no new window opens under it
    (a test that starts the app twice left it over the second window)."""
    desktop.keep_window_manager()
    started = []

    def start(*arguments, **options):
        desktop.park_pointer()
        app = App(desktop, *arguments, **options)
        started.append(app)
        return app

    start.apps = started  # for the report of a failure
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
def image_server(tmp_path):
    folder = tmp_path / "served"
    folder.mkdir()
    server = ImageServer(folder)
    server.folder = folder
    yield server
    server.close()


NOT_CHECKED = pytest.StashKey[list]()


@pytest.fixture
def not_checked(request):
    """Notes what a test cannot check on this machine (GTK 4.18 names no
    menu item to screen readers, for one). A test that passes with anything
    noted is reported as skipped, saying what: a count of passes means that
    every check of theirs ran."""
    return request.node.stash.setdefault(NOT_CHECKED, []).append


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps a screenshot of every failed test in the artifacts folder, and
    what each app it started wrote (its last reports in the failure's output
    too); a passed test with checks it could not make (`not_checked`) is
    reported as skipped."""
    outcome = yield
    report = outcome.get_result()
    unchecked = item.stash.get(NOT_CHECKED, [])
    if report.passed and call.when == "call" and unchecked:
        report.outcome = "skipped"
        report.longrepr = (str(item.path), item.location[1] or 0, "not checked here: " + "; ".join(unchecked))
    session = item.funcargs.get("desktop") if hasattr(item, "funcargs") else None
    if report.failed and call.when == "call" and session is not None:
        session.screenshot(f"FAILED-{item.name}")
        logs = [log for app in App.started if app.desktop is session and (log := app.output())]
        artifact(f"FAILED-{item.name}", ".log").write_text("\n\n".join(logs), errors="replace")
        # CI shows only its output: what each app did last is printed there too.
        for number, app in enumerate(getattr(item.funcargs.get("launch"), "apps", [])):
            last = re.findall(r"(?:handled: |cameras).*", app.output())[-15:]  # as App.reports finds them
            report.sections.append((f"app {number + 1}'s last reports", "\n".join(last) or "(none)"))
