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
        'func keep(_ menu: OpaquePointer) { _ = ObjectReference(taking: menu) }',
        'func keep() { _ = ObjectReference(taking: strdup("not an object")!) }',
        "requires that 'CChar'"),
    "a widget cast to a GError": (
        'func cast(_ widget: UnsafeMutablePointer<GtkWidget>) { let _: UnsafeMutablePointer<GtkWindow> = widget.cast() }',
        'func cast(_ widget: UnsafeMutablePointer<GtkWidget>) { let _: UnsafeMutablePointer<GError> = widget.cast() }',
        "'GError'"),
    "a callback's untyped data used as a widget": (
        'func use(_ data: gpointer) { _ = OpaquePointer(data).widget }',
        'func use(_ data: gpointer) { _ = data.widget }',
        "has no member 'widget'"),
}


@pytest.mark.parametrize("case", SNIPPETS)
def test_the_wrapper_refuses_what_is_not_a_gobject(tmp_path, case):
    right, wrong, diagnostic = SNIPPETS[case]
    assert MODULES.is_dir(), "make asan-build first"
    status, errors = typecheck(tmp_path, right)
    assert status == 0, errors
    status, errors = typecheck(tmp_path, wrong)
    assert status != 0 and diagnostic in errors, errors
