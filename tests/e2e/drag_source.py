"""A second application to drag from, as a person would from a browser or a
file manager: a GTK 3 window whose one button drags what the command line
names. Run with Debian's python3 (python3-gi, gir1.2-gtk-3.0).

    drag_source.py --text "🦄 unicorn"
    drag_source.py --file /path/to/picture.jpg     (as a file manager drags it)
    drag_source.py --image /path/to/picture.png    (image data, as an image viewer drags it)

With --stop-when-asked N it says "asked" each time the target asks for a
file or text drop's data, and stops itself (SIGSTOP) the N-th time, before
giving it: a sender that hangs, until the test sends it SIGCONT. (A text
drop is read twice: while it hovers, and once dropped.)
"""

import argparse
import os
import signal

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import Gdk, GdkPixbuf, Gio, Gtk  # noqa: E402

TITLE = "Drag Source"


def main():
    parser = argparse.ArgumentParser()
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--text", help="text to drag")
    what.add_argument("--file", help="a file to drag, offered as text/uri-list")
    what.add_argument("--image", help="an image file to drag as image data (image/png…)")
    parser.add_argument("--stop-when-asked", type=int, metavar="N", help="hang, stopped, the N-th time asked for the data")
    arguments = parser.parse_args()
    asks = []

    def asked():
        asks.append(True)
        print("asked", flush=True)
        if len(asks) == arguments.stop_when_asked:
            os.kill(os.getpid(), signal.SIGSTOP)

    window = Gtk.Window(title=TITLE)
    window.set_default_size(220, 90)
    button = Gtk.Button(label="Drag me")
    button.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
    if arguments.image:
        pixbuf = GdkPixbuf.Pixbuf.new_from_file(arguments.image)
        button.drag_source_add_image_targets()

        def give(_widget, _context, data, _info, _time):
            # Said before the PNG is made (seconds, for a photo), so a test
            # can stop this process while it is making it.
            print("making the image", flush=True)
            data.set_pixbuf(pixbuf)
        button.connect("drag-data-get", give)
    elif arguments.file:
        uri = Gio.File.new_for_path(arguments.file).get_uri()
        button.drag_source_add_uri_targets()
        button.connect("drag-data-get", lambda _w, _c, data, _i, _t: asked() or data.set_uris([uri]))
    else:
        button.drag_source_add_text_targets()
        button.connect("drag-data-get", lambda _w, _c, data, _i, _t: asked() or data.set_text(arguments.text, -1))
    # Told on standard output, so a test knows the target has answered the
    # drop (taken it or refused it) before it looks at what changed.
    button.connect("drag-end", lambda _w, _c: print("drag ended", flush=True))
    window.add(button)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    Gtk.main()


if __name__ == "__main__":
    main()
