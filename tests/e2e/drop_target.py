"""A second application to drop a picture on, as a person drops one into an
image editor or a chat: a GTK 3 window that takes image/png only (no files,
no text) and writes what it received to the path the command line names,
then says "dropped". With --files it takes files instead (text/uri-list),
as a file manager does, and copies the first there. Run with Debian's
python3 (python3-gi, gir1.2-gtk-3.0).

    drop_target.py [--files] /path/to/received.png
"""

import shutil
import sys
from urllib.parse import unquote, urlparse

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gtk  # noqa: E402

TITLE = "Drop Target"


def main():
    files = sys.argv[1] == "--files"
    output = sys.argv[-1]
    window = Gtk.Window(title=TITLE)
    window.set_default_size(400, 300)
    label = Gtk.Label(label="Drop a picture here")
    window.add(label)
    kind = "text/uri-list" if files else "image/png"
    window.drag_dest_set(Gtk.DestDefaults.ALL, [Gtk.TargetEntry.new(kind, 0, 0)], Gdk.DragAction.COPY)

    def received(widget, context, x, y, data, info, time):
        if files:
            shutil.copy(unquote(urlparse(data.get_uris()[0]).path), output)
        else:
            with open(output, "wb") as file:
                file.write(data.get_data())
        print("dropped", flush=True)

    window.connect("drag-data-received", received)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    print("ready", flush=True)
    Gtk.main()


if __name__ == "__main__":
    main()
