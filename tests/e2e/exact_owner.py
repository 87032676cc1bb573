"""A second application that puts bytes on the clipboard in one format and
answers no other, as a file manager offers its copied files: a GTK 4
window whose clipboard content is a provider for exactly that MIME type.
(xclip answers a request for any format with its bytes, which hid a read
of a format the owner never offered.) The bytes come on standard input.
Run with Debian's python3 (python3-gi, gir1.2-gtk-4.0).

    exact_owner.py text/uri-list < list
"""

import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402


def main():
    data = sys.stdin.buffer.read()
    loop = GLib.MainLoop()
    window = Gtk.Window(title="Exact Owner")
    window.set_default_size(220, 60)
    window.connect("close-request", lambda *_: loop.quit())
    window.present()
    window.get_clipboard().set_content(Gdk.ContentProvider.new_for_bytes(sys.argv[1], GLib.Bytes.new(data)))
    print("ready", flush=True)
    loop.run()


if __name__ == "__main__":
    main()
