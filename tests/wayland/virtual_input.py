"""A mouse and a keyboard for a headless Wayland compositor: a client of
wlroots' virtual pointer protocol and of the virtual keyboard protocol,
spoken over the Wayland socket with nothing but the standard library (Debian
packages no Python binding for Wayland, nor a tool that moves a pointer).

While it runs, the seat has a pointer and a keyboard, as with a mouse and a
keyboard plugged in, and the compositor sends what they do to the window
under the pointer or with the focus. Both stay for the whole run, and each
command waits for the compositor's answer: wtype makes a new keyboard with
a new keymap for every command, and once, on a loaded machine, only 15 of
20 of its Ctrl+A reached the app.

Commands, one a line on standard input, each answered "ok" once the
compositor has read it:

    move X Y        the pointer to (X, Y) of the output, in pixels
    press | release the left button
    swipe DY        two fingers moved DY pixels down a touchpad, in steps,
                    then lifted (axis source "finger", as libinput tells it)
    key NAME        press and release a key (names as xdotool takes them)
    down NAME | up NAME
    quit
"""

import os
import socket
import struct
import sys
import time

DISPLAY, REGISTRY, CALLBACK, POINTERS, POINTER, SEAT, KEYBOARDS, KEYBOARD = range(1, 9)
BUTTON_LEFT = 0x110  # linux/input-event-codes.h
VERTICAL_SCROLL, FINGER = 0, 1  # wl_pointer.axis, wl_pointer.axis_source
XKB_V1 = 1

# Keys by their X names, as linux/input-event-codes.h numbers them.
KEYS = {name: code for code, name in enumerate("1 2 3 4 5 6 7 8 9 0 minus equal BackSpace Tab".split(), start=2)}
KEYS.update({name: code for code, name in enumerate("q w e r t y u i o p".split(), start=16)})
KEYS.update({name: code for code, name in enumerate("a s d f g h j k l".split(), start=30)})
KEYS.update({name: code for code, name in enumerate("z x c v b n m".split(), start=44)})
KEYS.update(Escape=1, Return=28, ctrl=29, Control_L=29, shift=42, Shift_L=42, period=52, slash=53, alt=56, Alt_L=56,
            space=57, F10=68, Home=102, Up=103, Page_Up=104, Left=105, Right=106, End=107, Down=108,
            Page_Down=109, Delete=111, super=125)
# A modifier's bit in the keymap's state (Shift, Lock, Control, Mod1…):
# the compositor does not work the state out from a virtual keyboard's keys,
# so each change is told (zwp_virtual_keyboard_v1.modifiers).
MODIFIERS = {29: 1 << 2, 42: 1 << 0, 56: 1 << 3, 125: 1 << 6}
KEYMAP = b"""xkb_keymap {
    xkb_keycodes { include "evdev+aliases(qwerty)" };
    xkb_types { include "complete" };
    xkb_compat { include "complete" };
    xkb_symbols { include "pc+us+inet(evdev)" };
};\0"""


def wayland_string(text):
    data = text.encode() + b"\0"
    return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)


class Connection:
    def __init__(self):
        path = os.path.join(os.environ["XDG_RUNTIME_DIR"], os.environ.get("WAYLAND_DISPLAY", "wayland-0"))
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.connect(path)
        self.buffer = b""

    def send(self, object_id, opcode, arguments=b"", fd=None):
        message = struct.pack("<II", object_id, (8 + len(arguments)) << 16 | opcode) + arguments
        ancillary = [(socket.SOL_SOCKET, socket.SCM_RIGHTS, struct.pack("<i", fd))] if fd is not None else []
        self.socket.sendmsg([message], ancillary)

    def events(self):
        """(object, opcode, arguments) of each event, read as they come."""
        while True:
            while len(self.buffer) >= 8:
                object_id, size_opcode = struct.unpack_from("<II", self.buffer)
                size = size_opcode >> 16
                if len(self.buffer) < size:
                    break
                arguments, self.buffer = self.buffer[8:size], self.buffer[size:]
                yield object_id, size_opcode & 0xFFFF, arguments
            data = self.socket.recv(65536)
            if not data:
                raise SystemExit("the compositor closed the connection")
            self.buffer += data

    def roundtrip(self):
        """Sends wl_display.sync; returns the events that came before its answer."""
        self.send(DISPLAY, 0, struct.pack("<I", CALLBACK))
        received = []
        for object_id, opcode, arguments in self.events():
            if object_id == DISPLAY and opcode == 0:  # wl_display.error
                raise SystemExit(f"Wayland error: {arguments!r}")
            if object_id == CALLBACK:  # wl_callback.done
                return received
            received.append((object_id, opcode, arguments))

    def bind(self, offered, interface, version, new_id):
        """wl_registry.bind(name, new_id of the interface the request names)."""
        if interface not in offered:
            raise SystemExit(f"the compositor offers no {interface}")
        self.send(REGISTRY, 0, struct.pack("<I", offered[interface]) + wayland_string(interface)
                  + struct.pack("<II", version, new_id))


def globals_of(events):
    found = {}
    for object_id, opcode, arguments in events:
        if object_id == REGISTRY and opcode == 0:  # wl_registry.global(name, interface, version)
            name, length = struct.unpack_from("<II", arguments)
            found[arguments[8:8 + length - 1].decode()] = name
    return found


def main():
    width, height = (int(value) for value in sys.argv[1:3])
    connection = Connection()
    connection.send(DISPLAY, 1, struct.pack("<I", REGISTRY))  # get_registry
    offered = globals_of(connection.roundtrip())
    connection.bind(offered, "zwlr_virtual_pointer_manager_v1", 1, POINTERS)
    connection.send(POINTERS, 0, struct.pack("<II", 0, POINTER))  # create_virtual_pointer(the default seat, id)
    connection.bind(offered, "wl_seat", 1, SEAT)
    connection.bind(offered, "zwp_virtual_keyboard_manager_v1", 1, KEYBOARDS)
    connection.send(KEYBOARDS, 0, struct.pack("<II", SEAT, KEYBOARD))  # create_virtual_keyboard(seat, id)
    keymap = os.memfd_create("keymap")
    os.write(keymap, KEYMAP)
    connection.send(KEYBOARD, 0, struct.pack("<II", XKB_V1, len(KEYMAP)), fd=keymap)  # keymap(format, fd, size)
    connection.roundtrip()
    os.close(keymap)
    print("ok", flush=True)

    held = 0
    for line in sys.stdin:
        command, *arguments = line.split()
        now = int(time.monotonic() * 1000) & 0xFFFFFFFF
        if command == "move":
            x, y = (round(float(value)) for value in arguments)
            connection.send(POINTER, 1, struct.pack("<IIIII", now, x, y, width, height))  # motion_absolute
            connection.send(POINTER, 4)  # frame
        elif command in ("press", "release"):
            connection.send(POINTER, 2, struct.pack("<III", now, BUTTON_LEFT, command == "press"))  # button
            connection.send(POINTER, 4)
        elif command == "swipe":
            # zwlr_virtual_pointer_v1: axis (3), frame (4), axis_source (5), axis_stop (6); wl_fixed is 24.8.
            distance, steps = float(arguments[0]), 10
            for step in range(steps):
                connection.send(POINTER, 5, struct.pack("<I", FINGER))
                connection.send(POINTER, 3, struct.pack("<IIi", now + step * 8, VERTICAL_SCROLL, round(distance / steps * 256)))
                connection.send(POINTER, 4)
                connection.roundtrip()
                time.sleep(0.008)
            connection.send(POINTER, 5, struct.pack("<I", FINGER))
            connection.send(POINTER, 6, struct.pack("<II", now + steps * 8, VERTICAL_SCROLL))
            connection.send(POINTER, 4)
        elif command in ("key", "down", "up"):
            code = KEYS[arguments[0]]
            for state in {"key": (1, 0), "down": (1,), "up": (0,)}[command]:
                connection.send(KEYBOARD, 1, struct.pack("<III", now, code, state))  # key(time, key, state)
                if code in MODIFIERS:
                    held = held | MODIFIERS[code] if state else held & ~MODIFIERS[code]
                    connection.send(KEYBOARD, 2, struct.pack("<IIII", held, 0, 0, 0))  # modifiers(depressed, …)
        elif command == "quit":
            break
        connection.roundtrip()
        print("ok", flush=True)


if __name__ == "__main__":
    main()
