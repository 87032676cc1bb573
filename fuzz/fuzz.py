#!/usr/bin/python3
"""Fuzzes what the app reads from outside, with libFuzzer and AddressSanitizer:

    document     any bytes as a document file (and what opens must save and
                 reopen the same)
    image        any bytes as a dropped or pasted image: header parsing and
                 every decoder (TurboJPEG, libheif, librsvg, gdk-pixbuf),
                 turned upright and converted to sRGB
    pasted-text  any text pasted or dropped: emojis, web and file addresses

    fuzz/fuzz.py                      every target for 60 seconds
    fuzz/fuzz.py --seconds 3600       as long as one likes
    fuzz/fuzz.py --target image       one target
    fuzz/fuzz.py --build-only         build them, run none

ArtModel is compiled with `swiftc -sanitize=fuzzer,address` into
.build/fuzz, each target links against it. Runs start from the checked-in
corpus (tests/corpus) plus what earlier runs found (.build/fuzz/corpus-*).
A crash stops the run with exit status 1 and leaves the input in
.build/fuzz/crashes/; add it to tests/corpus with its expected outcome."""

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / ".build" / "fuzz"
SEEDS = {"document": ["documents"], "image": ["images"], "pasted-text": []}
SOURCES = {"document": "DocumentFuzzer.swift", "image": "ImageFuzzer.swift", "pasted-text": "PastedTextFuzzer.swift"}


MODEL_MODULES = ("CTurboJPEG", "CZlib", "CGettext", "CGLib", "CImaging", "CHeif", "CLcms2", "CWebP")
MODEL_LIBRARIES = ("librsvg-2.0", "libheif", "lcms2", "libwebp", "gio-unix-2.0")


def pkg_config(what):
    return subprocess.run(["pkg-config", what, *MODEL_LIBRARIES], capture_output=True, text=True, check=True).stdout.split()


def build():
    """ArtModel as a static library with coverage and ASan, then one binary a target."""
    OUT.mkdir(parents=True, exist_ok=True)
    sources = sorted(str(path) for path in (REPO / "Sources" / "ArtModel").rglob("*.swift"))
    # The model's C targets with sources of their own, compiled here.
    c_targets = [REPO / "Sources" / "CJPEGRows", REPO / "Sources" / "CFileSpace"]
    c_includes = [flag for target in c_targets for flag in ("-I", str(target / "include"))]
    # The model's C modules (it has no GTK to find), and the headers of the
    # GLib-based libraries among them.
    modules = [flag for name in MODEL_MODULES for flag in ("-I", str(REPO / "Sources" / name))]
    headers = [flag for cflag in pkg_config("--cflags") if cflag.startswith("-I") for flag in ("-Xcc", cflag)]
    common = ["-sanitize=fuzzer,address", "-O", "-g", "-swift-version", "6", *modules, *headers,
              *c_includes]
    library = OUT / "libArtModel.a"
    rows_sources = sorted(source for target in c_targets for source in target.glob("*.c"))
    rows_objects = [OUT / f"{source.stem}.o" for source in rows_sources]
    newest = max(Path(source).stat().st_mtime for source in sources + rows_sources)
    if not library.exists() or library.stat().st_mtime < newest:
        print("fuzz: building ArtModel with -sanitize=fuzzer,address…", flush=True)
        for source, rows_object in zip(rows_sources, rows_objects):
            subprocess.run(["clang", "-c", "-O1", "-g", "-fsanitize=fuzzer-no-link,address", *c_includes,
                            str(source), "-o", str(rows_object)], check=True, cwd=OUT)
        # -j: swiftc compiles on one core unless told (98 s here, 45 s on two).
        subprocess.run(["swiftc", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "ArtModel",
                        "-j", str(os.cpu_count() or 1), "-enable-testing", "-o", str(library), "-emit-module-path", str(OUT / "ArtModel.swiftmodule"),
                        *common, *sources], check=True, cwd=OUT)
    # Only the libraries: swiftc refuses the -pthread that Debian 13's give.
    libraries = [flag for flag in pkg_config("--libs") if flag.startswith(("-l", "-L"))]
    for target, source in SOURCES.items():
        binary = OUT / f"fuzz-{target}"
        target_source = REPO / "fuzz" / "targets" / source
        if binary.exists() and binary.stat().st_mtime > max(library.stat().st_mtime, target_source.stat().st_mtime):
            continue
        subprocess.run(["swiftc", "-parse-as-library", *common, "-I", str(OUT), str(target_source), str(library),
                        *map(str, rows_objects), "-lturbojpeg", "-ljpeg", "-lz", *libraries, "-o", str(binary)],
                       check=True, cwd=OUT)


def run(target, seconds):
    """Returns (runs, crashed, log)."""
    work = OUT / f"corpus-{target}"
    work.mkdir(exist_ok=True)
    crashes = OUT / "crashes"
    crashes.mkdir(exist_ok=True)
    seeds = [str(REPO / "tests" / "corpus" / folder) for folder in SEEDS[target]]
    # One allocation over 512 MB is a finding, told with the stack that made
    # it (the image target's pictures are at most 4 MP, 16 MB of pixels).
    # The memory limit alone judges the peak, a second later, and blames
    # the input running then (tests/support/fuzzer_peak_rss_blame.c).
    command = [str(OUT / f"fuzz-{target}"), str(work), *seeds, f"-max_total_time={seconds}", "-rss_limit_mb=2048",
               "-malloc_limit_mb=512", "-timeout=10", "-max_len=262144", f"-artifact_prefix={crashes}/{target}-",
               "-print_final_stats=1"]
    # Swift's own crash report walks the whole stack, which takes minutes
    # for a deep one; libFuzzer's report and the saved input are enough.
    # The libraries' own leaks are those the sanitized app knows (each with
    # its reproduction beside the file): libxml2's, under librsvg, among them.
    suppressions = REPO / "tests" / "support" / "leak-suppressions.txt"
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no", LSAN_OPTIONS=f"suppressions={suppressions}:print_suppressions=0")
    result = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 300, env=environment)
    log = result.stdout + result.stderr
    runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", log)
    return (int(runs.group(1)) if runs else 0), result.returncode != 0, log


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=60, help="how long each target runs")
    parser.add_argument("--target", choices=sorted(SOURCES), help="one target only")
    parser.add_argument("--build-only", action="store_true", help="build the targets, run none (make fuzz-build)")
    arguments = parser.parse_args()
    if not shutil.which("swiftc"):
        sys.exit("fuzz: swiftc is not on PATH")
    build()
    if arguments.build_only:
        return
    failed = False
    for target in [arguments.target] if arguments.target else SOURCES:
        runs, crashed, log = run(target, arguments.seconds)
        corpus = len(list((OUT / f"corpus-{target}").iterdir()))
        if crashed or runs == 0:
            failed = True
            print(f"fuzz-{target}: CRASHED after {runs} runs\n{log[-6000:]}", flush=True)
        else:
            print(f"fuzz-{target}: {runs} runs in {arguments.seconds} s, no crash ({corpus} inputs kept)", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
