"""Toasts as a screen reader finds them in the app's accessible tree: what
one says, and its buttons (Undo, Details, and the one that dismisses it)."""


def app_tree(accessibility, app):
    """The app's accessible tree now, or None while a part of it goes away
    (a toast leaving) as it is read."""
    from gi.repository import GLib
    try:
        return accessibility.snapshot(app.app_pid())
    except GLib.Error:
        return None


def shown_texts(accessibility, app):
    """What a screen reader finds in the app now (GTK leaves hidden widgets out)."""
    found = app_tree(accessibility, app)
    return found.texts() if found else []


def toast_saying(accessibility, app, text):
    """The toast that says `text`: the node whose own buttons sit beside it."""
    now = app_tree(accessibility, app)
    for node in now.walk() if now else []:
        if any(child.role == "button" for child in node.children) and text in [n.name for n in node.walk()]:
            return node
    return None


def wait_for_toast(desktop, accessibility, app, text, timeout=15.0):
    return desktop.wait_until(lambda: toast_saying(accessibility, app, text), f"a toast saying {text!r}", timeout)


def click_toast_button(desktop, accessibility, app, text, label, timeout=15.0):
    """Presses `label` in the toast that says `text`, as a screen reader user
    does; the toast goes with the press."""
    def button():
        toast = toast_saying(accessibility, app, text)
        # GTK 4.8 names a toast's button by its label twice ("Undo Undo").
        found = [child for child in toast.children if child.role == "button"
                 and child.name in (label, f"{label} {label}")] if toast else []
        return found[0] if found else None
    desktop.wait_until(button, f"{label!r} in the toast {text!r}", timeout).click()
    wait_until_gone(desktop, accessibility, app, text)


def dismiss_toast(desktop, accessibility, app, text):
    """Closes the toast that says `text` with its last button, the one that
    only dismisses it (unnamed in libadwaita 1.2: an image of a cross)."""
    toast = wait_for_toast(desktop, accessibility, app, text)
    [child for child in toast.children if child.role == "button"][-1].click()
    wait_until_gone(desktop, accessibility, app, text)


def wait_until_gone(desktop, accessibility, app, text):
    desktop.wait_until(lambda: toast_saying(accessibility, app, text) is None, f"the toast {text!r} to go")


def read_details(desktop, accessibility, app, told, title, timeout=15.0):
    """Opens the Details of the toast that says `told`: the alert titled
    `title`, photographed and closed with Return."""
    click_toast_button(desktop, accessibility, app, told, "Details", timeout)
    desktop.dismiss_alert(title)
