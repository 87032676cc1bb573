"""An application that hangs in the middle of a paste: it owns the X
clipboard, offers image/png, starts sending it in pieces (the INCR protocol
X11 uses for anything over about 256 KB), sends a few and then never sends
another, while staying alive. Each new request starts over and stalls the
same way. Run with Debian's python3 (python3-xlib); prints "ready" once it
owns the clipboard.

    stalling_owner.py --pieces 3
"""

import argparse
import sys

from Xlib import X, Xatom, display
from Xlib.protocol import event

PIECE = 64 * 1024
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pieces", type=int, default=3, help="how many pieces to send before stalling")
    arguments = parser.parse_args()

    screen = display.Display()
    window = screen.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    atom = screen.intern_atom
    clipboard, targets, png, incr = atom("CLIPBOARD"), atom("TARGETS"), atom("image/png"), atom("INCR")
    window.set_selection_owner(clipboard, X.CurrentTime)
    screen.flush()
    if screen.get_selection_owner(clipboard) != window:
        sys.exit("could not own the clipboard")
    print("ready", flush=True)

    # requestor window id -> (window, property, pieces sent)
    transfers = {}
    piece = PNG_SIGNATURE + bytes(PIECE - len(PNG_SIGNATURE))
    while True:
        received = screen.next_event()
        if received.type == X.SelectionRequest:
            requestor, prop = received.requestor, received.property
            if received.target == targets:
                requestor.change_property(prop, Xatom.ATOM, 32, [targets, png])
            elif received.target == png:
                # Announce a large image, then wait for the requestor to
                # delete the property: each deletion asks for the next piece.
                requestor.change_attributes(event_mask=X.PropertyChangeMask)
                requestor.change_property(prop, incr, 32, [PIECE * 100])
                transfers[requestor.id] = (requestor, prop, 0)
            else:
                prop = X.NONE
            requestor.send_event(event.SelectionNotify(time=received.time, requestor=requestor,
                                                       selection=received.selection, target=received.target,
                                                       property=prop))
            screen.flush()
        elif received.type == X.PropertyNotify and received.state == X.PropertyDelete:
            requestor, prop, sent = transfers.get(received.window.id, (None, None, None))
            if requestor is None or received.atom != prop or sent >= arguments.pieces:
                continue  # stalled: the rest never comes
            requestor.change_property(prop, png, 8, piece)
            transfers[requestor.id] = (requestor, prop, sent + 1)
            screen.flush()


if __name__ == "__main__":
    main()
