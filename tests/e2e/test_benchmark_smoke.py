"""`make bench` cannot rot: its smoke run (small inputs, a second of each
animation) goes through every row against the built app and prints the
whole table with a figure in every row."""

import subprocess
import sys

import pytest

from app import App
from desktop import REPO


@pytest.mark.long(seconds=90)
def test_the_benchmark_runs_every_row():
    run = subprocess.run([sys.executable, str(REPO / "tests" / "bench" / "bench.py"), "--smoke", "--binary", str(App.BINARY)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    rows = [line for line in run.stdout.splitlines() if line.startswith("| ") and "---" not in line][1:]
    measures = " ".join(row.split(" | ")[0] for row in rows)
    for measure in ["frames per second", "snapshot CPU ms", "most GTK's renderer shows", "first painted frame",
                    "EXIF Orientation 6", "HEIC", "Colour profile", "Decode", "Save", "Paste", "Take Photo",
                    "Choose Background", "Edit at", "Zoom in and pan", "Leaks", "Peak resident memory"]:
        assert measure in measures, (measure, run.stdout)
    for row in rows:
        figure = row.split(" | ")[1]
        assert any(character.isdigit() for character in figure), row
    # The baselines the misses are explained by are measured, not left out.
    for measure, baseline in [("most GTK's renderer shows", "floor"), ("first painted frame", "an empty window")]:
        row = next(row for row in rows if measure in row)
        assert baseline in row.split(" | ")[2] and any(c.isdigit() for c in row.split(" | ")[2]), row
    # Windows closed in the smoke run are gone too: nothing keeps them alive.
    leaks = next(row for row in rows if "Leaks" in row)
    assert "canvas 1, header bar 1, window 1" in leaks.split(" | ")[1], leaks
