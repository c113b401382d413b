# permflow — build, test, run. `make` alone builds.
# Set-up on a fresh Debian or macOS machine with the Swift toolchain: `make run`, then `make test`.

SWIFT   ?= swift
PREFIX  ?= /usr/local
FLOW    ?= flows/camera.yaml
KEYS    ?= enter,enter,2
SECONDS ?= 60
FUZZ_TARGET ?= flow
BIN_DIR := $(shell $(SWIFT) build --show-bin-path 2>/dev/null || echo .build/debug)
# Homebrew's ncurses is keg-only: SwiftPM finds its ncursesw.pc through this path (scripts/deps.sh too).
ifeq ($(shell uname -s),Darwin)
export PKG_CONFIG_PATH := $(shell brew --prefix ncurses 2>/dev/null)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif
# Release builds on Linux are static executables: the Swift runtime, Foundation, ncursesw,
# libyaml and the C library are linked into the binary, so a walk starts without the dynamic
# loader (no libraries to map, no symbols to look up; a fifth of a scripted walk's instructions,
# docs/benchmarks.md). They stay position-independent (`-static-pie`), so the kernel still
# places them at a random address (ASLR) for the files from others they parse; a static PIE
# relocates itself and must carry no run path, hence `--disable-local-rpath`, and GNU ld
# (gold, which the toolchain's clang picks by default, cannot link one). The linker warns that getpwuid and its kin
# need the machine's own C library at run time: permflow asks them only for a login name when
# LOGNAME and USER are unset. macOS links the system's libraries as usual.
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib --disable-local-rpath -Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -static-pie -Xswiftc -use-ld=bfd,)
# Every module of a release build (dependencies too) reaches a concrete generic type's metadata
# through an accessor function instead of by its mangled name. By name, the runtime must find each
# conformance the type needs (Hashable for a dictionary's key, ExpressibleByArgument for an
# option) by scanning all of the binary's ~4,400 conformance records, some 250 k instructions per
# first use: 6 M of a walk's 52 M (docs/benchmarks.md, "Issue 12, eighth session").
SPEED_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: all build release test asan run lint-flows bench fuzz install install-debug uninstall clean deps deps-release deps-test deps-bench docs

all: build

## deps: what `make run` needs and the machine lacks (pkg-config, ncursesw and libyaml headers);
## deps-release adds GNU ld for the static Linux build (`make release`, `make install`); deps-test
## what the tests use (tmux, graphviz, asciinema, cmark-gfm, GNU time, chromium and fonts-noto-cjk,
## python3's jsonschema and yaml, pre-commit); deps-bench the peers `make bench` compares with (dialog, yamllint).
## apt-get on Debian, Homebrew on macOS; the table is scripts/deps.sh, the README's "Set up" lists it.
deps:
	@./scripts/deps.sh run

deps-release:
	@./scripts/deps.sh release

deps-test:
	@./scripts/deps.sh test

deps-bench:
	@./scripts/deps.sh bench

build: deps
	$(SWIFT) build

release: deps-release
	$(SWIFT) build -c release $(RELEASE_FLAGS) $(SPEED_FLAGS)

## test: the whole suite (unit, CLI, schema, golden frames, and the walker end-to-end in tmux).
## It first installs into .build/installed exactly as `make install` does (optimised; on Linux a
## static executable): the signal and terminal tests run against that binary too (docs/testing.md).
## The SwiftPM plugin's test runs first and alone: it builds permflow once more, in a package of its own
INSTALLED_PREFIX := $(CURDIR)/.build/installed
test: deps-test
	$(MAKE) --no-print-directory install install-debug PREFIX="$(INSTALLED_PREFIX)" DESTDIR=
	$(SWIFT) build
	PERMFLOW_INSTALLED_BINARY="$(INSTALLED_PREFIX)/bin/permflow" PERMFLOW_RELEASE_FLAGS="$(RELEASE_FLAGS)" $(SWIFT) test --filter PackagePluginTests
	PERMFLOW_INSTALLED_BINARY="$(INSTALLED_PREFIX)/bin/permflow" PERMFLOW_RELEASE_FLAGS="$(RELEASE_FLAGS)" $(SWIFT) test --skip PackagePluginTests

## asan: the whole suite under AddressSanitizer, built into .build-asan, leak detection on; only
## leaks inside the test runner and Foundation are suppressed (Tests/lsan.supp, docs/fuzzing.md)
asan: deps-test
	$(SWIFT) build --build-tests --sanitize=address --build-path .build-asan
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 \
	  SWIFT_BACKTRACE=enable=no $(SWIFT) test --skip-build --sanitize=address --build-path .build-asan

## run: the main job on a bundled flow: lint it, then walk it (interactively on a terminal;
## elsewhere a scripted walk that prints every frame)
run: build
	@echo "== permflow is $(BIN_DIR)/permflow (make install puts it on your PATH: README, Set up)"
	@echo "== permflow lint $(FLOW)"
	@$(BIN_DIR)/permflow lint $(FLOW)
	@if [ -t 0 ] && [ -t 1 ]; then \
	  $(BIN_DIR)/permflow walk $(FLOW); \
	else \
	  echo "== permflow walk $(FLOW) --keys $(KEYS) --print-frames  (no terminal: a scripted walk)"; \
	  $(BIN_DIR)/permflow walk $(FLOW) --keys "$(KEYS)" --print-frames; \
	fi

lint-flows: build
	$(BIN_DIR)/permflow lint --strict flows/*.yaml

## docs: regenerate docs/rules.md from the rules' own descriptions
docs: build
	$(BIN_DIR)/permflow rules --markdown > docs/rules.md

## bench: speed and memory figures, and the side-by-side runs against dialog and yamllint
## (docs/benchmarks.md); ONLY=lint,walk,dialog,yamllint,apps or ONLY=peers runs a part, RUNS=N
bench: deps-bench
	RELEASE_FLAGS='$(RELEASE_FLAGS) $(SPEED_FLAGS)' ./scripts/bench.sh

## fuzz: libFuzzer over parse + lint + render for SECONDS seconds (default 60); findings in
## .build-fuzz/artifacts/. FUZZ_TARGET=transcript fuzzes the transcript reader and what review,
## verify, replay and export do with a transcript (findings in .build-fuzz/transcript-artifacts/);
## FUZZ_TARGET=appfiles the Info.plist, String Catalog, .strings, project.pbxproj and .permflow.yaml
## readers and the lint of what they read (.build-fuzz/appfiles-artifacts/; docs/fuzzing.md)
fuzz:
	PERMFLOW_FUZZ_TARGET=$(FUZZ_TARGET) ./scripts/fuzz.sh $(SECONDS)

## install: the release build, stripped: 21 MB on Linux instead of 44 MB, the rest being debug
## information (DWARF and the symbol table), which no run reads. It is split off into
## permflow.debug beside the build (objcopy --only-keep-debug), and the installed binary names it
## (--add-gnu-debuglink), so `make install-debug` puts it where gdb finds it by itself. macOS keeps
## DWARF in the object files anyway; there `strip -S -x` drops the debug map and local symbols (and
## the binary is signed ad hoc again, which Apple silicon requires).
RELEASE_BIN = $$($(SWIFT) build -c release $(RELEASE_FLAGS) $(SPEED_FLAGS) --show-bin-path)
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	@bin="$(RELEASE_BIN)"; tmp="$(DESTDIR)$(PREFIX)/bin/.permflow.install.$$$$"; \
	install -m 0755 "$$bin/permflow" "$$tmp" || exit 1; \
	if [ "$$(uname -s)" = Darwin ]; then \
	  strip -S -x "$$tmp" && { codesign -f -s - "$$tmp" 2>/dev/null || true; }; \
	else \
	  objcopy --only-keep-debug "$$bin/permflow" "$$bin/permflow.debug" && chmod 0644 "$$bin/permflow.debug" \
	  && strip --strip-all "$$tmp" && objcopy --add-gnu-debuglink="$$bin/permflow.debug" "$$tmp"; \
	fi || { rm -f "$$tmp"; exit 1; }; \
	mv -f "$$tmp" "$(DESTDIR)$(PREFIX)/bin/permflow"; \
	echo "installed $(DESTDIR)$(PREFIX)/bin/permflow ($$(du -k "$(DESTDIR)$(PREFIX)/bin/permflow" | cut -f1) KB, stripped)"

## install-debug: the installed binary's debug information, in bin/.debug/permflow.debug, where
## gdb looks for the file the binary's debug link names (Linux; after `make install`)
install-debug: release
	@bin="$(RELEASE_BIN)"; \
	if [ "$$(uname -s)" = Darwin ]; then echo "on macOS: dsymutil $$bin/permflow (debug information stays in the build)"; exit 0; fi; \
	{ [ -f "$$bin/permflow.debug" ] && [ ! "$$bin/permflow" -nt "$$bin/permflow.debug" ]; } \
	  || { echo "make install-debug: run make install first (it splits the debug information off the build)"; exit 1; }; \
	install -d "$(DESTDIR)$(PREFIX)/bin/.debug" && install -m 0644 "$$bin/permflow.debug" "$(DESTDIR)$(PREFIX)/bin/.debug/permflow.debug"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/permflow" "$(DESTDIR)$(PREFIX)/bin/.debug/permflow.debug"
	-rmdir "$(DESTDIR)$(PREFIX)/bin/.debug" 2>/dev/null

clean:
	$(SWIFT) package clean
	rm -rf .build .build-asan .build-fuzz bench-out
