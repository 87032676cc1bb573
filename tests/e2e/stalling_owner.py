"""An application that hangs in the middle of a paste, one of two ways.

    stalling_owner.py --pieces 3

owns the X clipboard, offers image/png, starts sending it in pieces (the
INCR protocol X11 uses for anything over about 256 KB), sends a few and
then never sends another, while staying alive. Each new request starts
over and stalls the same way.

    stalling_owner.py --text "some text"

offers text and answers no request for it, printing "asked TARGET" for
each, until it is sent SIGUSR1: then it answers those it held and every
later one at once. A paste is then pending for as long as a test likes,
and is answered when the test says (after its window closed, say).

Run with Debian's python3 (python3-xlib); prints "ready" once it owns the
clipboard.
"""

import argparse
import select
import signal
import sys

from Xlib import X, Xatom, display
from Xlib.protocol import event

PIECE = 64 * 1024
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
TEXT_TARGETS = ("text/plain;charset=utf-8", "UTF8_STRING", "text/plain")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pieces", type=int, default=3, help="how many pieces of a PNG to send before stalling")
    parser.add_argument("--text", help="offer this text instead, answering only after SIGUSR1")
    arguments = parser.parse_args()

    screen = display.Display()
    window = screen.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    clipboard = screen.intern_atom("CLIPBOARD")
    window.set_selection_owner(clipboard, X.CurrentTime)
    screen.flush()
    if screen.get_selection_owner(clipboard) != window:
        sys.exit("could not own the clipboard")
    owner = TextOwner(screen, arguments.text) if arguments.text is not None else StallingPngOwner(screen, arguments.pieces)
    print("ready", flush=True)
    while True:
        received = owner.next_event()
        if received.type == X.SelectionRequest:
            owner.requested(received)
        elif received.type == X.PropertyNotify and received.state == X.PropertyDelete:
            owner.property_deleted(received)


def answer(screen, request, prop):
    """Tells the requestor its request was answered in `prop` (X.NONE: refused)."""
    request.requestor.send_event(event.SelectionNotify(time=request.time, requestor=request.requestor,
                                                       selection=request.selection, target=request.target,
                                                       property=prop))
    screen.flush()


class StallingPngOwner:
    def __init__(self, screen, pieces):
        self.screen, self.pieces = screen, pieces
        self.targets, self.png, self.incr = (screen.intern_atom(name) for name in ("TARGETS", "image/png", "INCR"))
        # requestor window id -> (window, property, pieces sent)
        self.transfers = {}
        self.piece = PNG_SIGNATURE + bytes(PIECE - len(PNG_SIGNATURE))

    def next_event(self):
        return self.screen.next_event()

    def requested(self, request):
        requestor, prop = request.requestor, request.property
        if request.target == self.targets:
            requestor.change_property(prop, Xatom.ATOM, 32, [self.targets, self.png])
        elif request.target == self.png:
            # Announce a large image, then wait for the requestor to
            # delete the property: each deletion asks for the next piece.
            requestor.change_attributes(event_mask=X.PropertyChangeMask)
            requestor.change_property(prop, self.incr, 32, [PIECE * 100])
            self.transfers[requestor.id] = (requestor, prop, 0)
        else:
            prop = X.NONE
        answer(self.screen, request, prop)

    def property_deleted(self, notified):
        requestor, prop, sent = self.transfers.get(notified.window.id, (None, None, None))
        if requestor is None or notified.atom != prop or sent >= self.pieces:
            return  # stalled: the rest never comes
        requestor.change_property(prop, self.png, 8, self.piece)
        self.transfers[requestor.id] = (requestor, prop, sent + 1)
        self.screen.flush()


class TextOwner:
    def __init__(self, screen, text):
        self.screen, self.text = screen, text.encode()
        self.targets = screen.intern_atom("TARGETS")
        self.text_targets = {screen.intern_atom(name): name for name in TEXT_TARGETS}
        self.held = []
        self.released = False
        # The signal only sets a flag; the socket is watched with a timeout
        # so that the flag is seen between events.
        signal.signal(signal.SIGUSR1, lambda *_: setattr(self, "released", True))

    def next_event(self):
        while not self.screen.pending_events():
            if self.released and self.held:
                held, self.held = self.held, []
                for request in held:
                    self.requested(request)
            select.select([self.screen.display.socket], [], [], 0.05)
        return self.screen.next_event()

    def requested(self, request):
        if request.target == self.targets:
            request.requestor.change_property(request.property, Xatom.ATOM, 32, [self.targets, *self.text_targets])
            answer(self.screen, request, request.property)
        elif request.target not in self.text_targets:
            answer(self.screen, request, X.NONE)
        elif not self.released:
            print("asked", self.text_targets[request.target], flush=True)
            self.held.append(request)
        else:
            request.requestor.change_property(request.property, request.target, 8, self.text)
            answer(self.screen, request, request.property)

    def property_deleted(self, notified):
        pass


if __name__ == "__main__":
    main()
