#!/usr/bin/env python3
"""libadwaita 1.7 (Debian 13) warns when an AdwAlertDialog's heading is
longer than the dialog is wide, with none of the app's code:

    Gtk-WARNING: Trying to measure GtkLabel … for width of 324, but it needs at least 453

    xvfb-run -a python3 tests/support/alert_heading_measure_warning.py

prints the warning for the heading the app's save question has, and none
for a short one (the control). libadwaita 1.2 (Debian 12) has no AdwAlertDialog.
tests/e2e/test_file_changes.py knows the warning by this text."""

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib  # noqa: E402


def activate(app):
    window = Adw.ApplicationWindow(application=app, default_width=1000, default_height=700)
    window.present()
    for heading in ("Title", "“shared” Was Changed by Another Program"):
        print(f"-- {heading}", flush=True)
        dialog = Adw.AlertDialog(heading=heading)
        dialog.add_response("cancel", "_Cancel")
        dialog.present(window)
        context = GLib.MainContext.default()
        for _ in range(50):
            context.iteration(False)
        dialog.force_close()
    app.quit()


app = Adw.Application(application_id="org.example.AlertHeading")
app.connect("activate", activate)
app.run([])
