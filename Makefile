# Gesturescope — the two commands of the README:
#   make run    installs what is missing, builds, opens the default scene (a snapshot without a display)
#   make test   installs what is missing, builds, runs every test (unit, golden, real input)
# Works as root or as a user with sudo, on Debian 12 with Swift installed.

SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/debug/gesturescope
SCENE ?=

# System packages: building and running (SDL2, SDL2_ttf, libpng, libdeflate and libyaml headers and libraries; ffmpeg for `record`;
# python3 for make install's man page; libdecor and its cairo plugin for a Wayland window's title bar on GNOME) …
RUN_PACKAGES := libsdl2-dev libsdl2-ttf-dev libpng-dev libdeflate-dev libyaml-dev ffmpeg python3 libdecor-0-0 libdecor-0-plugin-1-cairo
# … and the real-input tests (Xvfb + xdotool; Xorg with the dummy video and inputtest drivers; weston for
# the seatless-Wayland test; gcc for the teardown-order checker; imagemagick to read window pixels;
# chromium to load check's HTML report; ffmpeg, among the run packages, for the recorded-video tests;
# desktop-file-utils and man-db to check what make install puts in place; python3-jsonschema and
# python3-yaml to check the shipped scenes against the scene schema; tesseract-ocr to read what the
# compare window says in its own pixels; mutter, GNOME's compositor, headless for real fingers on
# native Wayland and on its Xwayland, with dbus for its private session bus, pipewire without which
# it refuses a remote-desktop session, python3-dbus for the touch injector, libegl-mesa0 and
# libgl1-mesa-dri for its GPU-less renderer (llvmpipe), xwayland for its X11 clients and x11-utils
# for xwininfo, which finds a window inside mutter's frame; python3-gi for the main loop that brings
# the injector mutter's signals; wireplumber, PipeWire's session manager, to link a reader to
# mutter's screen cast, read by gstreamer1.0-tools' gst-launch-1.0 with gstreamer1.0-pipewire's
# pipewiresrc, gstreamer1.0-plugins-base's videoconvert and gstreamer1.0-plugins-good's pngenc, so
# that wayland-scale.sh sees the pixels mutter shows; docs/WAYLAND.md; mutter with weston also for
# the driver choice on a GNOME-like session).
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool xserver-xorg-core xserver-xorg-video-dummy python3 weston gcc imagemagick chromium \
	desktop-file-utils man-db python3-jsonschema python3-yaml tesseract-ocr \
	mutter dbus pipewire python3-dbus libegl-mesa0 libgl1-mesa-dri xwayland x11-utils \
	python3-gi wireplumber gstreamer1.0-tools gstreamer1.0-pipewire gstreamer1.0-plugins-base gstreamer1.0-plugins-good

.PHONY: run test build setup setup-test readme-picture clean install uninstall check-install-paths refresh-desktop-caches

run: setup build
	$(BIN) run $(SCENE)

test: setup-test
	swift build --build-tests
	swift test
	python3 Tests/Docs/check_rule_references.py
	python3 Tests/Docs/check_schema.py
	python3 Tests/Docs/target_graph.py
	bash Tests/UIKitInterface/typecheck.sh $(BIN)
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

# Installed like an app: `make install` (PREFIX=/usr/local, DESTDIR for staging; CONFIG=debug
# installs the debug build, as the install test does). The binary finds its resources in
# $(PREFIX)/share/gesturescope; a .desktop entry and icons put it in the desktop's launcher.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
SHARE = $(DESTDIR)$(PREFIX)/share
# What install puts in $(SHARE)/gesturescope; only these are replaced or removed there (the
# user's own scenes may live beside them, in ~/.local/share/gesturescope/scenes).
RESOURCES = Assets Scenes docs
# Root only where needed: not for staging into DESTDIR, nor for a prefix the user may write
# (its nearest existing folder is writable).
AS_ROOT = $(if $(DESTDIR),,$(shell d='$(PREFIX)'; while [ ! -e "$$d" ]; do d=$$(dirname "$$d"); done; [ -w "$$d" ] || echo $(SUDO)))
# Paths are used unquoted by make's own words: refuse spaces rather than split them.
check-install-paths:
	@case '$(DESTDIR)$(PREFIX)' in *' '*) echo "PREFIX and DESTDIR must not contain spaces"; exit 1;; esac

install: check-install-paths setup
	swift build -c $(CONFIG) --product gesturescope
	$(AS_ROOT) install -Dm755 .build/$(CONFIG)/gesturescope $(DESTDIR)$(PREFIX)/bin/gesturescope
	$(AS_ROOT) rm -rf $(addprefix $(SHARE)/gesturescope/,$(RESOURCES))
	$(AS_ROOT) mkdir -p $(SHARE)/gesturescope/docs
	$(AS_ROOT) cp -R Assets Scenes $(SHARE)/gesturescope/
	$(AS_ROOT) chmod -R a+rX $(SHARE)/gesturescope/Assets $(SHARE)/gesturescope/Scenes
	$(AS_ROOT) install -m644 docs/scene.schema.json $(SHARE)/gesturescope/docs/scene.schema.json
	sed 's|^Exec=gesturescope|Exec=$(PREFIX)/bin/gesturescope|; s|^TryExec=gesturescope|TryExec=$(PREFIX)/bin/gesturescope|' \
		Packaging/gesturescope.desktop >.build/gesturescope.desktop
	$(AS_ROOT) install -Dm644 .build/gesturescope.desktop $(SHARE)/applications/gesturescope.desktop
	$(AS_ROOT) install -Dm644 Packaging/gesturescope.svg $(SHARE)/icons/hicolor/scalable/apps/gesturescope.svg
	$(AS_ROOT) install -Dm644 Packaging/gesturescope-256.png $(SHARE)/icons/hicolor/256x256/apps/gesturescope.png
	.build/$(CONFIG)/gesturescope --generate-completion-script bash >.build/gesturescope.bash
	.build/$(CONFIG)/gesturescope --generate-completion-script zsh >.build/_gesturescope
	.build/$(CONFIG)/gesturescope --generate-completion-script fish >.build/gesturescope.fish
	.build/$(CONFIG)/gesturescope --experimental-dump-help | python3 Tools/make_manpage.py >.build/gesturescope.1
	$(AS_ROOT) install -Dm644 .build/gesturescope.bash $(SHARE)/bash-completion/completions/gesturescope
	$(AS_ROOT) install -Dm644 .build/_gesturescope $(SHARE)/zsh/site-functions/_gesturescope
	$(AS_ROOT) install -Dm644 .build/gesturescope.fish $(SHARE)/fish/vendor_completions.d/gesturescope.fish
	$(AS_ROOT) install -Dm644 .build/gesturescope.1 $(SHARE)/man/man1/gesturescope.1
	@$(MAKE) --no-print-directory refresh-desktop-caches
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/gesturescope and its launcher entry."

uninstall: check-install-paths
	$(AS_ROOT) rm -f $(DESTDIR)$(PREFIX)/bin/gesturescope $(SHARE)/applications/gesturescope.desktop \
		$(SHARE)/icons/hicolor/scalable/apps/gesturescope.svg $(SHARE)/icons/hicolor/256x256/apps/gesturescope.png \
		$(SHARE)/bash-completion/completions/gesturescope $(SHARE)/zsh/site-functions/_gesturescope \
		$(SHARE)/fish/vendor_completions.d/gesturescope.fish $(SHARE)/man/man1/gesturescope.1
	$(AS_ROOT) rm -rf $(addprefix $(SHARE)/gesturescope/,$(RESOURCES))
	$(AS_ROOT) rmdir $(SHARE)/gesturescope 2>/dev/null || true
	@$(MAKE) --no-print-directory refresh-desktop-caches

# The launcher's and icons' caches, when installing for real (not staging).
refresh-desktop-caches:
	@if [ -z "$(DESTDIR)" ]; then \
		$(AS_ROOT) update-desktop-database -q $(SHARE)/applications 2>/dev/null || true; \
		$(AS_ROOT) gtk-update-icon-cache -q -t $(SHARE)/icons/hicolor 2>/dev/null || true; \
	fi

# The README's picture: the intro scene's demo, rendered headlessly at 2×.
readme-picture: setup build
	$(BIN) snapshot intro --scale 2 --out docs/images/intro.png

clean:
	rm -rf .build
