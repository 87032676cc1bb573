#!/usr/bin/env bash
# A minimal reproduction, outside the app, of why the release build once
# failed with "cannot find 'G_USER_DIRECTORY_PICTURES' in scope" while the
# debug build passed.
#
# Two Clang modules both include GLib's headers textually (as CGtk and
# CDialogs did), so each holds its own copy of GLib's declarations. A
# whole-module compile (what `swift build -c release` does) imports such a
# C type once for all files, owned by the module the first file reached it
# through; its enum constants are then visible only to files that import
# that module. A debug build compiles files in batches and hides it.
#
#   module_ownership_reproduction.sh    prints FAILS for "textual", then
#                                       BUILDS for "owner", and exits 0 when
#                                       both did what they say
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir -p Sources/COwner Sources/CUser/include Sources/App
cat > Package.swift <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Reproduction", targets: [
    .systemLibrary(name: "COwner", pkgConfig: "glib-2.0"),
    .target(name: "CUser", dependencies: ["COwner"]),
    .executableTarget(name: "App", dependencies: ["COwner", "CUser"]),
])
SWIFT
echo 'module COwner [system] { header "shim.h" link "glib-2.0" export * }' > Sources/COwner/module.modulemap
echo '#include <glib.h>' > Sources/COwner/shim.h
echo 'module CUser { header "user.h" export * }' > Sources/CUser/include/module.modulemap
printf '#include "user.h"\nint user_of(GUserDirectory d) { return (int)d; }\n' > Sources/CUser/user.c
# The file that reaches GUserDirectory through CUser first...
printf 'import CUser\nprint(user_of(GUserDirectory(rawValue: 2)), picturesFolder() ?? "none")\n' > Sources/App/main.swift
# ...and the file that imports only the module GLib should belong to.
printf 'import COwner\nfunc picturesFolder() -> String? {\n    g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }\n}\n' \
  > Sources/App/Pictures.swift

try() {  # $1: the name of the variant; $2: the line with which user.h reaches GLib
  printf '%s\nint user_of(GUserDirectory d);\n' "$2" > Sources/CUser/include/user.h
  rm -rf .build
  if swift build -c release >build.log 2>&1; then echo "$1: BUILDS"; else echo "$1: FAILS"; grep -m1 'error:' build.log; fi
}
textual=$(try textual '#include <glib.h>')
owner=$(try owner '#include "../../COwner/shim.h"')
echo "$textual"
echo "$owner"
[[ $textual == "textual: FAILS"* && $owner == "owner: BUILDS" ]]
