"""A second application with a text field, as a chat or a text editor has:
a GTK 4 window whose entry starts with the text it is given, is focused with
its text selected, and prints the text each time it changes ("text: …"), so
a test reads what a paste put there. Run with Debian's python3 (python3-gi,
gir1.2-gtk-4.0).

    text_field.py "some text"
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402


def main():
    loop = GLib.MainLoop()
    window = Gtk.Window(title="Text Field")
    window.set_default_size(320, 80)
    window.connect("close-request", lambda *_: loop.quit())
    entry = Gtk.Entry(text=sys.argv[1] if len(sys.argv) > 1 else "")
    entry.connect("changed", lambda field: print("text:", field.get_text(), flush=True))
    window.set_child(entry)
    window.present()
    entry.grab_focus()
    print("ready", flush=True)
    loop.run()


if __name__ == "__main__":
    main()
