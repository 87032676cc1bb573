# The two commands the README names:
#   make run    set up a fresh Debian 12 machine, build, and launch the app
#   make test   set up what the tests need and run every test
PYTHON ?= /usr/bin/python3
ARGS ?=

.PHONY: run build test unit-test e2e-test clean

run:
	scripts/install-deps run
	swift build -c release --product emojiart
	EMOJIART_DATA_DIR="$(CURDIR)/data" .build/release/emojiart $(ARGS)

build:
	swift build

test:
	scripts/install-deps test
	swift build --build-tests
	$(MAKE) unit-test e2e-test

unit-test:
	swift test --skip-build

# Against the debug binary that `swift build --build-tests` made.
e2e-test:
	cd tests/e2e && $(PYTHON) -m pytest -v

clean:
	rm -rf .build test-artifacts
