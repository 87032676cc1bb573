"""A second application to drag from, as a person would from a browser or a
file manager: a GTK 3 window whose one button drags what the command line
names. Run with Debian's python3 (python3-gi, gir1.2-gtk-3.0).

    drag_source.py --text "🦄 unicorn"
"""

import argparse

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gtk  # noqa: E402

TITLE = "Drag Source"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--text", required=True, help="text to drag")
    arguments = parser.parse_args()

    window = Gtk.Window(title=TITLE)
    window.set_default_size(220, 90)
    button = Gtk.Button(label="Drag me")
    button.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
    button.drag_source_add_text_targets()
    button.connect("drag-data-get", lambda _w, _c, data, _i, _t: data.set_text(arguments.text, -1))
    window.add(button)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    Gtk.main()


if __name__ == "__main__":
    main()
