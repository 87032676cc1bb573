# What the README names:
#   make run     set up a fresh Debian 12 machine, build, and launch the app
#   make test    set up what the tests need and run every test
#   make install PREFIX=… / make uninstall, as any desktop app installs
#   make bench   the performance table, measured on this machine
#   make fuzz FUZZ_SECONDS=…   libFuzzer on what the app reads from outside
#   make debian12-test, make debian13-test   `make test` in a fresh root
#   make deb     the Debian package, in .build/deb
#   make package-test   the package built, checked and installed in fresh roots
#   make loaded-test   `make test` three times with one core kept busy
PYTHON ?= /usr/bin/python3
ARGS ?=
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
STATIC_RUNTIME = $(if $(filter release,$(CONFIGURATION)),--static-swift-stdlib)
FUZZ_SECONDS ?= 600
APP_ID = io.github.emojiart.EmojiArt
SHARE = $(DESTDIR)$(PREFIX)/share
LANGUAGES = $(shell cat po/LINGUAS)
CATALOGS = $(foreach language,$(LANGUAGES),$(SHARE)/locale/$(language)/LC_MESSAGES/emojiart.mo)
SCHEMAS = $(SHARE)/glib-2.0/schemas
INSTALLED = $(DESTDIR)$(PREFIX)/bin/emojiart $(CATALOGS) $(SCHEMAS)/$(APP_ID).gschema.xml \
	$(SHARE)/applications/$(APP_ID).desktop $(SHARE)/thumbnailers/$(APP_ID).thumbnailer \
	$(SHARE)/metainfo/$(APP_ID).metainfo.xml \
	$(SHARE)/mime/packages/$(APP_ID).xml $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(SHARE)/man/man1/emojiart.1
# The caches made from what is installed are a package manager's to update
# (by Debian's triggers) when installing into a staging folder (DESTDIR):
# there, each such command is only echoed.
UNLESS_STAGED = $(if $(DESTDIR),: ,)

.PHONY: run release bench-build build schemas translations deb package-test test test-builds short-lanes unit-test wrapper-test i18n-test docs-test asan-build e2e-test wayland-test debian12-test debian13-test loaded-test fuzz-build fuzz-smoke bench fuzz install uninstall clean

run:
	scripts/install-deps run
	$(MAKE) release
	.build/release/emojiart $(ARGS)

# The binary people run: what `make run`, `make install`, `make bench` and
# the end-to-end tests use, with its translations. It carries its Swift
# runtime: GNOME runs thumbnailers in a sandbox that sees /usr only, and the
# toolchain's libraries are in /opt/swift.
release: schemas translations
	swift build -c release --static-swift-stdlib --product emojiart

# The same app built with its benchmarks (emojiart-bench), for `make bench`
# and the benchmark's smoke test; the same flags, so it shares the build.
bench-build: release
	swift build -c release --static-swift-stdlib --product emojiart-bench

build: schemas translations
	swift build

# The settings schema, compiled where a binary in .build finds it
# (SettingsSchemaDirectory); `make install` puts it in PREFIX/share.
schemas:
	mkdir -p .build/schemas
	glib-compile-schemas --strict --targetdir=.build/schemas data

# po/*.po compiled (and checked by msgfmt) to .build/locale, where a binary
# in .build finds them; `make install` puts them in PREFIX/share/locale.
translations:
	$(PYTHON) scripts/translations.py compile .build/locale

# The end-to-end tests drive the release binary that `make run` and `make
# install` build; the unit tests run in the build with AddressSanitizer,
# which also makes the sanitized app that one end-to-end test drives.
# `make test` goes in three steps, each a target, so that `make -k test`
# (the fresh roots' runs) reports every lane even after one failed:
# - test-builds: the builds need only what `make run` installs, so on a
#   fresh machine they start as soon as that is in, while the test tools
#   install beside them (apt's output is shown when both are done); the
#   release build compiles on one core most of its time, so the three
#   builds run side by side;
# - short-lanes: the unit tests, the wrapper, translation and docs checks
#   and the fuzzers, two at a time;
# - the end-to-end lanes, which time what a person sees, with no build or
#   fuzzer beside them.
# Each lane says how long it took and how much of that the processor
# worked (scripts/timed-lane); `make test` ends with the list.
TIMED = scripts/timed-lane

test: test-builds short-lanes e2e-test wayland-test
	@echo "make test, lane by lane:"; cat .build/lanes.txt

test-builds:
	@mkdir -p .build; rm -f .build/lanes.txt
	$(TIMED) packages-to-build scripts/install-deps run
	@$(TIMED) packages-to-test scripts/install-deps test > .build/install-deps.log 2>&1 & installing=$$!; \
	$(TIMED) builds $(MAKE) -j3 release bench-build asan-build; built=$$?; \
	wait $$installing; installed=$$?; cat .build/install-deps.log; \
	[ $$installed -eq 0 ] && [ $$built -eq 0 ]

short-lanes:
	$(MAKE) -j2 unit-test wrapper-test i18n-test docs-test fuzz-smoke

# Leaks are left to tests/e2e/test_sanitized.py, which knows which are not ours.
unit-test: asan-build
	$(TIMED) unit-test env ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --build-path .build/asan --skip-build

# The GLib wrapper refuses what is not a GObject at compile time: snippets
# type-checked against the unit tests' build (tests/wrapper).
wrapper-test: asan-build
	$(TIMED) wrapper-test $(PYTHON) -m pytest -q tests/wrapper

# Every sentence marked for translation, every catalog complete and current.
i18n-test:
	$(TIMED) i18n-test $(PYTHON) -m pytest -q tests/i18n

# What the README and docs/ claim that a test can check.
docs-test:
	$(TIMED) docs-test $(PYTHON) -m pytest -q tests/docs

# Each fuzz target for a few seconds, so they cannot rot (fuzz/fuzz.py).
fuzz-smoke: fuzz-build
	$(TIMED) fuzz-smoke $(PYTHON) fuzz/fuzz.py --seconds 8

# The model compiled for libFuzzer, and the targets linked against it.
fuzz-build:
	$(TIMED) fuzz-build $(PYTHON) fuzz/fuzz.py --build-only

# The app and the unit tests with AddressSanitizer and LeakSanitizer (the
# app for tests/e2e/test_sanitized.py).
asan-build: schemas
	swift build --sanitize=address --build-path .build/asan --build-tests

# Against the release binary (and the sanitized one that asan-build made),
# in two processes, each with a desktop (an Xvfb display) of its own.
e2e-test: release bench-build asan-build
	cd tests/e2e && ../../$(TIMED) e2e-test $(PYTHON) -m pytest -v -n 2 --dist load --durations=15

# The same app on Wayland: a headless sway, as an ordinary user (sway
# refuses root), see tests/wayland.
wayland-test: release
	$(TIMED) wayland-test scripts/as-test-user $(PYTHON) -m pytest -v -p no:cacheprovider tests/wayland

# `make test` in a fresh, minimal Debian 12 or 13 root of its own
# (debootstrap, as root or through sudo): scripts/debian-root-test.
debian12-test:
	scripts/debian-root-test 12

debian13-test:
	scripts/debian-root-test 13

# The flakiness check: `make test` RUNS times in a row (3 unless told) while
# stress-ng keeps one of the cores busy; it stops at the first failure.
RUNS ?= 3
loaded-test:
	scripts/install-deps loaded
	stress-ng --cpu 1 --quiet & stress=$$!; \
	trap 'kill $$stress' EXIT; \
	for run in $$(seq $(RUNS)); do \
		echo "== loaded run $$run of $(RUNS)"; \
		$(MAKE) test || exit 1; \
	done

# The performance table (tests/bench/bench.py): release build, real app, Xvfb.
bench:
	scripts/install-deps bench
	$(MAKE) bench-build
	$(PYTHON) tests/bench/bench.py

# The Debian package (debian/, scripts/make-deb), from this checkout.
deb:
	scripts/install-deps package
	scripts/make-deb

# The package built in a fresh clone, checked by lintian, and installed in
# fresh Debian 12 and 13 roots without Swift (scripts/package-test).
package-test:
	scripts/install-deps package
	scripts/package-test

# libFuzzer with AddressSanitizer on documents, images and pasted text.
fuzz:
	scripts/install-deps test
	$(PYTHON) fuzz/fuzz.py --seconds $(FUZZ_SECONDS)

# The desktop file offers the app for every picture it opens, the model's
# list (OpenedFile.mimeTypes, which `emojiart --mime-types` prints); the
# thumbnailer file tells file managers how to draw a document's icon.
install:
	swift build -c $(CONFIGURATION) $(STATIC_RUNTIME) --product emojiart
	install -Dm755 .build/$(CONFIGURATION)/emojiart $(DESTDIR)$(PREFIX)/bin/emojiart
	$(PYTHON) scripts/translations.py compile $(SHARE)/locale
	install -Dm644 data/$(APP_ID).gschema.xml $(SCHEMAS)/$(APP_ID).gschema.xml
	-$(UNLESS_STAGED)glib-compile-schemas $(SCHEMAS)
	install -d $(SHARE)/applications $(SHARE)/thumbnailers
	sed "s|@MIME_TYPES@|$$(.build/$(CONFIGURATION)/emojiart --mime-types)|" data/$(APP_ID).desktop.in \
		> $(SHARE)/applications/$(APP_ID).desktop
	sed "s|@BINARY@|$(PREFIX)/bin/emojiart|" data/$(APP_ID).thumbnailer.in > $(SHARE)/thumbnailers/$(APP_ID).thumbnailer
	$(PYTHON) scripts/translations.py metainfo $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	chmod 644 $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 data/emojiart-mime.xml $(SHARE)/mime/packages/$(APP_ID).xml
	install -Dm644 data/icons/$(APP_ID).svg $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/emojiart.1 $(SHARE)/man/man1/emojiart.1
	-$(UNLESS_STAGED)update-mime-database $(SHARE)/mime
	-$(UNLESS_STAGED)update-desktop-database $(SHARE)/applications

uninstall:
	rm -f $(INSTALLED)
	-glib-compile-schemas $(SCHEMAS)
	-rmdir $(foreach language,$(LANGUAGES),$(SHARE)/locale/$(language)/LC_MESSAGES $(SHARE)/locale/$(language)) $(SHARE)/locale
	-update-mime-database $(SHARE)/mime

clean:
	rm -rf .build test-artifacts
