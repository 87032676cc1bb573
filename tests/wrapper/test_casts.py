"""The GLib wrapper refuses, at compile time, to treat what is not a GObject
as one: a C string kept as an object reference, a widget cast to a GError, a
callback's untyped data used as a widget. Each snippet is type-checked
against the app's module as built for the unit tests (`make asan-build`);
the same snippet with GObjects in those places must compile, so a failure
here means the refusal, not a broken setup."""

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
MODULES = REPO / ".build/asan/debug/Modules"


def compiler_flags():
    package = (REPO / "Package.swift").read_text(encoding="utf-8")
    packages = re.findall(r'pkgConfig: "([^"]+)"', package)
    cflags = subprocess.run(["pkg-config", "--cflags", *packages], capture_output=True, text=True, check=True).stdout.split()
    maps = sorted(REPO.glob("Sources/C*/module.modulemap")) + sorted(REPO.glob("Sources/C*/include/module.modulemap"))
    return (["-I", str(MODULES)] + [flag for path in maps for flag in ("-Xcc", f"-fmodule-map-file={path}")]
            + [flag for cflag in cflags for flag in ("-Xcc", cflag)])


def typecheck(tmp_path, body):
    source = tmp_path / "snippet.swift"
    source.write_text("@testable import EmojiArtGtk\nimport CGtk\nimport Foundation\n\n" + body + "\n", encoding="utf-8")
    result = subprocess.run(["swiftc", "-typecheck", *compiler_flags(), str(source)],
                            capture_output=True, text=True, timeout=300)
    return result.returncode, result.stderr


SNIPPETS = {
    "a C string kept as an object reference": (
        'func keep(_ menu: OpaquePointer) { _ = ObjectReference(taking: Opaque<MenuModel>(menu)) }',
        'func keep() { _ = ObjectReference(taking: strdup("not an object")!) }',
        "requires that 'CChar'"),
    "an opaque pointer kept as an object reference, its class unnamed": (
        'func keep(_ menu: OpaquePointer) { _ = ObjectReference(taking: Opaque<MenuModel>(menu)) }',
        'func keep(_ menu: OpaquePointer) { _ = ObjectReference(taking: menu) }',
        "'OpaquePointer' conform to 'GPointer'"),
    "a widget cast to a GError": (
        'func cast(_ widget: UnsafeMutablePointer<GtkWidget>) { let _: UnsafeMutablePointer<GtkWindow> = widget.cast() }',
        'func cast(_ widget: UnsafeMutablePointer<GtkWidget>) { let _: UnsafeMutablePointer<GError> = widget.cast() }',
        "'GError'"),
    "a callback's untyped data used as a widget": (
        'func use(_ data: gpointer) { _ = CallbackBox<Int>.lent(data) }',
        'func use(_ data: gpointer) { _ = data.widget }',
        "has no member 'widget'"),
    "an opaque pointer used as a widget": (
        'func use(_ pointer: OpaquePointer) { _ = Opaque<EventController>(pointer).opaque }',
        'func use(_ pointer: OpaquePointer) { _ = pointer.widget }',
        "has no member 'widget'"),
}


def test_no_reference_is_let_go_of_outside_the_wrapper():
    """ObjectReference is the one owner: a reference taken or let go of by
    hand outside Sources/EmojiArtGtk/GLib/ is what leaks or frees twice."""
    by_hand = re.compile(r"\b(g_object_unref|gst_object_unref|g_object_ref|g_object_ref_sink|gst_object_ref)\(")
    found = [f"{path.relative_to(REPO)}:{number}: {line.strip()}"
             for path in sorted((REPO / "Sources" / "EmojiArtGtk").rglob("*.swift")) if "GLib" not in path.parts
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if by_hand.search(line)]
    assert not found, "references handled by hand:\n" + "\n".join(found)


@pytest.mark.parametrize("case", SNIPPETS)
def test_the_wrapper_refuses_what_is_not_a_gobject(tmp_path, case):
    right, wrong, diagnostic = SNIPPETS[case]
    assert MODULES.is_dir(), "make asan-build first"
    status, errors = typecheck(tmp_path, right)
    assert status == 0, errors
    status, errors = typecheck(tmp_path, wrong)
    assert status != 0 and diagnostic in errors, errors
