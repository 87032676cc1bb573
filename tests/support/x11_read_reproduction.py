"""A minimal reproduction, outside the app, of why large pastes from other
applications used to hang: GTK 4's X11 clipboard stream forgets a read that
is started from inside the callback of the read before it.

Run it under X11 while another application holds a large PNG on the
clipboard (a GTK 3 window with Gtk.Clipboard.set_image, or `xclip -quiet
-selection clipboard -t image/png -i photo.png`), with Debian's python3:

    x11_read_reproduction.py chained   # next read started inside the callback: never ends
    x11_read_reproduction.py idle      # next read started from an idle callback: arrives
    x11_read_reproduction.py texture   # gdk_clipboard_read_texture_async (GTK's own way): arrives

Each prints ARRIVED with the bytes read, or TIMEOUT after 20 seconds with
the bytes that came before the read that was forgotten. What happens inside
GTK 4.8 (gdk/x11/gdkselectioninputstream-x11.c; GTK's current source reads
the same): when a
piece arrives for a waiting read, flush() completes that read with
g_task_return_int(), which calls the caller's callback at once because it
runs in a later main-loop iteration than the read began; a read started in
that callback finds nothing queued and becomes the stream's pending read;
flush() then clears the pending read, and that read is never completed.
"""

import sys
import time

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

READ_SIZE = 1024 * 1024


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "chained"
    loop = GLib.MainLoop()
    Gtk.init()
    clipboard = Gtk.Window().get_display().get_clipboard()
    began = time.monotonic()
    received = 0

    def done(outcome):
        print(f"{mode}: {outcome} after {time.monotonic() - began:.1f} s", flush=True)
        loop.quit()

    def read_next(stream):
        stream.read_bytes_async(READ_SIZE, GLib.PRIORITY_DEFAULT, None, on_read, None)

    def on_read(stream, result, _):
        nonlocal received
        chunk = stream.read_bytes_finish(result)
        if chunk.get_size() == 0:
            return done(f"ARRIVED {received} bytes")
        received += chunk.get_size()
        if mode == "chained":
            read_next(stream)
        else:
            GLib.idle_add(lambda: read_next(stream) and False)

    def on_opened(board, result, _):
        stream, _mime_type = board.read_finish(result)
        read_next(stream)

    def on_texture(board, result, _):
        texture = board.read_texture_finish(result)
        done(f"ARRIVED a {texture.get_width()} × {texture.get_height()} texture")

    def begin():
        # A second after start-up, once GTK knows the owner's formats.
        if mode == "texture":
            clipboard.read_texture_async(None, on_texture, None)
        else:
            clipboard.read_async(["image/png"], GLib.PRIORITY_DEFAULT, None, on_opened, None)

    GLib.timeout_add(1000, lambda: begin() and False)
    GLib.timeout_add_seconds(21, lambda: done(f"TIMEOUT with {received} bytes") and False)
    loop.run()


if __name__ == "__main__":
    main()
