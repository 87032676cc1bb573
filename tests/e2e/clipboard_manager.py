"""A desktop's clipboard manager, as GNOME's and Xfce's are on X11: it owns
the CLIPBOARD_MANAGER selection, and when an application that is quitting
asks it to keep the clipboard (converting CLIPBOARD_MANAGER to
SAVE_TARGETS, as GTK does when a GtkApplication shuts down), it reads the
clipboard's image/png from that application, takes the clipboard over and
offers the picture itself from then on. Run with Debian's python3
(python3-xlib); prints "ready" once it is the manager, then "kept N bytes"
each time it kept a picture. Pictures are read in one piece: the tests give
it small ones (no INCR).

    clipboard_manager.py
"""

import sys

from Xlib import X, Xatom, display
from Xlib.protocol import event


def main():
    screen = display.Display()
    window = screen.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    atom = screen.intern_atom
    manager, clipboard, save_targets = atom("CLIPBOARD_MANAGER"), atom("CLIPBOARD"), atom("SAVE_TARGETS")
    targets, png, incoming = atom("TARGETS"), atom("image/png"), atom("EMOJIART_TESTS_KEPT")
    window.set_selection_owner(manager, X.CurrentTime)
    screen.flush()
    if screen.get_selection_owner(manager) != window:
        sys.exit("another clipboard manager runs")
    print("ready", flush=True)

    kept = None
    saving = None  # the SelectionRequest for SAVE_TARGETS being answered
    while True:
        received = screen.next_event()
        if received.type == X.SelectionRequest and received.selection == manager:
            if received.target == save_targets:
                # Read the quitting application's picture before it goes.
                saving = received
                window.convert_selection(clipboard, png, incoming, received.time)
            else:
                reply(screen, received, None)
        elif received.type == X.SelectionNotify and received.selection == clipboard and saving is not None:
            if received.property != X.NONE:
                kept = window.get_full_property(incoming, X.AnyPropertyType).value
                window.delete_property(incoming)
                window.set_selection_owner(clipboard, X.CurrentTime)
                print(f"kept {len(kept)} bytes", flush=True)
            reply(screen, saving, saving.property)
            saving = None
        elif received.type == X.SelectionRequest and received.selection == clipboard and kept is not None:
            requestor = received.requestor
            if received.target == targets:
                requestor.change_property(received.property, Xatom.ATOM, 32, [targets, png])
                reply(screen, received, received.property)
            elif received.target == png:
                requestor.change_property(received.property, png, 8, kept)
                reply(screen, received, received.property)
            else:
                reply(screen, received, None)
        screen.flush()


def reply(screen, request, prop):
    """Tells the requestor its request was met (its property) or not (None)."""
    request.requestor.send_event(event.SelectionNotify(
        time=request.time, requestor=request.requestor, selection=request.selection, target=request.target,
        property=prop if prop is not None else X.NONE))
    screen.flush()


if __name__ == "__main__":
    main()
