"""The app as the tests start it: its own home, session bus and log."""

import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

from desktop import DIALOGS_IN_WINDOW, REPO


def home_with_animations(folder, on):
    """A home folder whose GTK settings turn the desktop's animations on or
    off, as GNOME's Reduce Animation does (settings.ini: no settings
    daemon runs here)."""
    settings = folder / "home" / "config" / "gtk-4.0"
    settings.mkdir(parents=True)
    (settings / "settings.ini").write_text(f"[Settings]\ngtk-enable-animations={'true' if on else 'false'}\n")
    return folder / "home"


def remove_session_folder(folder):
    """Removes a folder of a session that is over (its runtime folder, a
    home): a desktop's document portal leaves its FUSE view mounted in it,
    dead once the session is killed, and rmtree cannot remove that
    (ConnectionAbortedError, even with ignore_errors): it is unmounted first."""
    for line in Path("/proc/mounts").read_text().splitlines():
        point = line.split()[1]
        if point.startswith(f"{folder}/"):
            if subprocess.run(["fusermount3", "-uz", point], capture_output=True).returncode != 0:
                subprocess.run(["umount", "-l", point], capture_output=True)
    shutil.rmtree(folder, ignore_errors=True)


class App:
    """The built emojiart binary running on a desktop, with its own D-Bus
    session and its own XDG folders, as a fresh user would have them."""

    BINARY = Path(os.environ.get("EMOJIART_BIN", REPO / ".build" / "release" / "emojiart"))

    def __init__(self, desktop, *arguments, home=None, binary=None, environment=None):
        self.desktop = desktop
        self.home = Path(home or tempfile.mkdtemp(prefix="emojiart-home-"))
        # A session's own runtime folder, as logind makes one, unless the
        # desktop has one already (sway's, which holds its Wayland socket).
        self.runtime = None if "XDG_RUNTIME_DIR" in desktop.env else Path(tempfile.mkdtemp(prefix="emojiart-runtime-"))
        env = dict(desktop.env,
                   HOME=str(self.home),
                   XDG_DATA_HOME=str(self.home / "data"),
                   XDG_CONFIG_HOME=str(self.home / "config"),
                   XDG_STATE_HOME=str(self.home / "state"),
                   XDG_CACHE_HOME=str(self.home / "cache"),
                   # A desktop's document portal (installed with eog, Files…)
                   # mounts its FUSE view in the runtime folder; without one,
                   # in the cache, where GTK's file chooser listed it and
                   # failed to measure it.
                   **({"XDG_RUNTIME_DIR": str(self.runtime)} if self.runtime else {}),
                   # The app's settings (and GTK's) in a file of this home's,
                   # as dconf would keep them, readable by `gsettings` (setting()).
                   GSETTINGS_BACKEND="keyfile",
                   GSETTINGS_SCHEMA_DIR=str(REPO / ".build" / "schemas"),
                   # One GStreamer registry for every run, as a user's is kept
                   # warm in their cache after the first; a fresh one is a
                   # scan of every plugin, 0.6 s of CPU at each start.
                   GST_REGISTRY=desktop.env.get("GST_REGISTRY", str(REPO / ".build" / "gstreamer-registry.bin")),
                   NO_AT_BRIDGE="1",
                   EMOJIART_REPORT_HANDLED="1")  # "handled: …" lines, see HandledReport.swift
        if DIALOGS_IN_WINDOW:
            from accessibility import shared_bus
            env.update(shared_bus().environment())
        env.update(environment or {})
        env = {name: value for name, value in env.items() if value is not None}  # None: not set at all
        self.environment = env
        # A log for each launch: a test that relaunches in the same home
        # reads, and on failure shows, what each run wrote.
        self.log = self.home / f"app-{len(App.started) + 1}.log"
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                ["dbus-run-session", "--", str(binary or self.BINARY), *map(str, arguments)],
                env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        App.started.append(self)

    started = []

    def reports(self, kind="handled: "):
        """The lines the app wrote about what it handled, in order, without
        their kind. The session bus and the services it starts write to the
        same log, some a line in two writes, so the app's line (one write)
        can follow a piece of theirs ("dbus-daemon[22284]: handled: …"):
        it is taken from where its kind starts."""
        return [line[line.index(kind) + len(kind):] for line in self.output().splitlines() if kind in line]

    def wait_handled(self, what, since=0, timeout=15.0):
        """Waits until the app reports it handled `what` (a "handled: …" line
        that starts so) after its first `since` reports; returns the count of
        reports then, for the next wait."""
        def found():
            reports = self.reports()
            return any(line.startswith(what) for line in reports[since:]) and len(reports)
        return self.desktop.wait_until(found, f"the app to report it handled {what!r}", timeout)

    @classmethod
    def clipboard_news(cls):
        """How many clipboard changes each running app has reported so far."""
        return {app: len(app.reports("clipboard: ")) for app in cls.started if app.is_running()}

    @classmethod
    def wait_for_clipboard_news(cls, seen, offered, timeout=15.0):
        """Waits until each app of `seen` that still runs has reported a new
        clipboard that offers `offered`."""
        for app, count in seen.items():
            app.desktop.wait_until(
                lambda: not app.is_running() or any(offered in line.split() for line in app.reports("clipboard: ")[count:]),
                f"the app to see the clipboard offer {offered}", timeout)

    def settings(self, *arguments, schemas=None):
        """What `gsettings` says of the app's settings (schema
        io.github.emojiart.EmojiArt), as a person would ask it; `schemas`,
        the folder of the compiled schema when the app's is not the tests'."""
        env = dict(self.environment, **({"GSETTINGS_SCHEMA_DIR": str(schemas)} if schemas else {}))
        found = subprocess.run(["gsettings", *arguments], env=env, capture_output=True, text=True, timeout=30)
        assert found.returncode == 0, found.stderr
        return found.stdout

    def setting(self, key):
        return self.settings("get", "io.github.emojiart.EmojiArt", key).strip()

    def is_running(self):
        return self.process.poll() is None

    def app_pid(self):
        """The emojiart process under dbus-run-session."""
        found = subprocess.run(["pgrep", "-P", str(self.process.pid), "-x", "emojiart"], capture_output=True, text=True)
        return found.stdout.split()[0] if found.stdout.strip() else None

    def quit(self, keep_home=False):
        pid = self.app_pid()
        if self.is_running():
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        if pid:
            # The display server drops a dead client's windows a moment
            # later; the next test must not find them.
            self.desktop.wait_until(lambda: not self.desktop.has_windows(pid), "the app's windows to go")
        if self.runtime:
            remove_session_folder(self.runtime)
        if not keep_home:
            shutil.rmtree(self.home, ignore_errors=True)

    def output(self):
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def open_in_running(self, *documents, binary=None):
        """Opens documents in this running app as a file manager would: a
        second `emojiart FILE` on the same session bus, which hands them to
        the first and exits."""
        pid = self.desktop.wait_until(self.app_pid, "the app to start")
        variables = dict(entry.split("=", 1) for entry in
                         Path(f"/proc/{pid}/environ").read_bytes().decode(errors="replace").split("\0") if "=" in entry)
        subprocess.run([str(binary or self.BINARY), *map(str, documents)], env=variables, check=True, timeout=60,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
