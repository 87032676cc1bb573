"""The README's run command, as a new user types it: `make run` installs
what is missing, builds the release binary and starts the app, whose first
frame reaches the screen. (Told to by EMOJIART_QUIT_AFTER_FIRST_FRAME, the
app then quits, so the test can tell it started rather than wait on it.)"""

import subprocess

from desktop import REPO


def test_make_run_builds_and_starts_the_app(desktop, tmp_path):
    home = tmp_path / "home"
    environment = dict(desktop.env, HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                       XDG_CONFIG_HOME=str(home / "config"), XDG_STATE_HOME=str(home / "state"),
                       XDG_CACHE_HOME=str(home / "cache"), GSETTINGS_BACKEND="memory", NO_AT_BRIDGE="1",
                       EMOJIART_QUIT_AFTER_FIRST_FRAME="1")
    run = subprocess.run(["dbus-run-session", "--", "make", "--no-print-directory", "-C", str(REPO), "run"],
                         env=environment, capture_output=True, text=True, timeout=1200)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "launch: first frame painted" in run.stderr.splitlines(), run.stderr[-3000:]
