"""A second application holding a picture on the clipboard, as an image
viewer or a browser does after Copy Image: a GTK 3 window that puts the
image's pixels on the clipboard (Gtk.Clipboard.set_image) and keeps
offering them, in every format GTK 3 converts to, until it is closed.
Run with Debian's python3 (python3-gi, gir1.2-gtk-3.0).

    clipboard_owner.py /path/to/picture.png
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import Gdk, GdkPixbuf, Gtk  # noqa: E402


def main():
    pixbuf = GdkPixbuf.Pixbuf.new_from_file(sys.argv[1])
    window = Gtk.Window(title="Clipboard Owner")
    window.set_default_size(220, 90)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD).set_image(pixbuf)
    Gtk.main()


if __name__ == "__main__":
    main()
