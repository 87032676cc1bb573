"""GNOME's image viewers from Debian 13, Loupe and eog, beside the app on
the same photos, measured as the bench measures the app: `VIEWER
photo.jpg` until the picture is on the screen (tests/bench/screen_watch.py
looks for the scene's colours in the middle of the window), and the peak
memory (VmHWM; for Loupe, its own and its sandboxed glycin loaders',
added). The viewers run in the Debian 13 root that scripts/viewer-comparison
makes, entered with bubblewrap (not chroot: glycin's loaders sandbox
themselves with user namespaces, which a chrooted process may not make);
the app is this checkout's release build. Prints a Markdown table.

    python3 tests/bench/viewers.py ROOT
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import Scale, large_photos, memory_mb, photo_open  # noqa: E402
from desktop import Desktop  # noqa: E402
from screen_watch import ScreenWatch  # noqa: E402
import photos  # noqa: E402


def viewer_open(desktop, root, viewer, photo, timeout=60):
    """The viewer, in the root, showing /photos/NAME: ms to the picture (None if not within `timeout`), peak MB."""
    env = dict(desktop.env, HOME="/root", NO_AT_BRIDGE="1", GSETTINGS_BACKEND="memory", GTK_A11Y="none")
    command = ["bwrap", "--bind", str(root), "/", "--proc", "/proc", "--dev-bind", "/dev", "/dev",
               "--bind", "/tmp", "/tmp", "--ro-bind", "/sys", "/sys",
               "dbus-run-session", "--", viewer, f"/photos/{photo.name}"]
    watch = ScreenWatch(desktop.display)
    started = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    _, _, picture = watch.times(started, photo.name, timeout=timeout, colours=photos.SCENE)
    watch.close()
    time.sleep(1)
    peak = sum(memory_mb(pid) for pid in session_processes(process.pid, (viewer, "glycin")))
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=20)
    # The next viewer must not find this one's window, which outlives it a moment.
    desktop.wait_until(lambda: not desktop.window_exists(photo.name), "the viewer's window to go")
    return (None if picture is None else picture * 1000), peak


def session_processes(leader, names):
    """The processes under `leader` whose command names start with one of `names`."""
    found = subprocess.run(["ps", "-e", "-o", "pid=,sid=,comm="], capture_output=True, text=True).stdout
    return [int(pid) for pid, sid, name in (line.split(None, 2) for line in found.splitlines())
            if int(sid) == leader and name.startswith(names)]


def main():
    root = Path(sys.argv[1]).resolve()
    (medium, phone), _ = large_photos(Scale(False))
    (root / "photos").mkdir(exist_ok=True)
    desktop = Desktop(1920, 1080)
    rows = []
    try:
        for photo in (medium, phone):
            shutil.copy(photo, root / "photos" / photo.name)
            width, height = (int(side) for side in re.findall(r"(\d+)x(\d+)", photo.stem)[0])
            cells = []
            ours = photo_open(desktop, photo)
            cells.append(f"{ours[0] / 1000:.2f} s, {ours[1]:.0f} MB")
            for viewer in ("eog", "loupe"):
                ms, peak = viewer_open(desktop, root, viewer, photo)
                cells.append(f"{'nothing within 60 s' if ms is None else f'{ms / 1000:.2f} s'}, {peak:.0f} MB")
            rows.append((f"{width * height / 1e6:.0f} MP ({width} × {height}, {photo.stat().st_size / 1e6:.0f} MB)", cells))
            print(f"  {rows[-1]}", file=sys.stderr, flush=True)
    finally:
        desktop.close()
    print("| photo | the app (Debian 12 release build) | eog (Debian 13) | Loupe (Debian 13) |")
    print("| --- | --- | --- | --- |")
    for photo, cells in rows:
        print(f"| {photo} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
