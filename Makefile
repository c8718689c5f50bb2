# Gesturescope — the two commands of the README:
#   make run    installs what is missing, builds, opens the default scene (a snapshot without a display)
#   make test   installs what is missing, builds, runs every test (unit, golden, real input)
# Works as root or as a user with sudo, on Debian 12 with Swift installed.

SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/debug/gesturescope
SCENE ?=

# System packages: building and running (SDL2, SDL2_ttf and libpng headers and libraries; ffmpeg for `record`) …
RUN_PACKAGES := libsdl2-dev libsdl2-ttf-dev libpng-dev ffmpeg
# … and the real-input tests (Xvfb + xdotool; Xorg with the dummy video and inputtest drivers; weston for
# the seatless-Wayland test; gcc for the teardown-order checker; imagemagick to read window pixels;
# chromium to load check's HTML report; ffmpeg, among the run packages, for the recorded-video tests).
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool xserver-xorg-core xserver-xorg-video-dummy python3 weston gcc imagemagick chromium

.PHONY: run test build setup setup-test readme-picture clean

run: setup build
	$(BIN) run $(SCENE)

test: setup-test
	swift build --build-tests
	swift test
	python3 Tests/Docs/check_rule_references.py
	python3 Tests/Hostile/corpus.py check $(BIN)
	$(BIN) check --report .build/check-report --junit .build/check-junit.xml
	bash Tests/Integration/run.sh

build:
	swift build

setup:
	@$(call install,$(RUN_PACKAGES))

setup-test:
	@$(call install,$(TEST_PACKAGES))

# Installs the named Debian packages that are not installed yet (apt-get update only if needed).
define install
	missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing: $$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

# The README's picture: the intro scene's demo, rendered headlessly at 2×.
readme-picture: setup build
	$(BIN) snapshot intro --scale 2 --out docs/images/intro.png

clean:
	rm -rf .build
