# Pulsum: the two commands of the README, and a few helpers.
#   make run    installs what is missing, builds, runs the main job on the bundled samples
#   make test   installs what is missing, checks the style (make lint), runs the test suite
#   make install [PREFIX=~/.local] / make uninstall   see docs/install.md; make install-check tries it
SHELL := /bin/bash
SWIFT ?= swift
DEMO_HOME ?= $(CURDIR)/.build/demo-home
PULSUM := .build/debug/pulsum
PREFIX ?= $(HOME)/.local

.PHONY: setup build run lint test release install uninstall install-check clean-demo

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build --product pulsum

run: build
	@scripts/run-demo.sh "$(PULSUM)" "$(DEMO_HOME)"

lint:
	@SWIFT=$(SWIFT) scripts/lint.sh

# One build: every target may import only the modules it declares (docs/architecture.md).
test: setup lint
	source scripts/env.sh && $(SWIFT) build --build-tests --explicit-target-dependency-import-check=error \
		&& $(SWIFT) test --skip-build

release: setup
	$(SWIFT) build -c release --product pulsum

# A static release build (runs without the toolchain), the shipped files, man page and completions.
install: setup
	@SWIFT=$(SWIFT) scripts/install.sh "$(PREFIX)"

uninstall:
	@scripts/uninstall.sh "$(PREFIX)"

# Installs into a temporary prefix and runs the README tour from another folder under env -i (slow).
install-check: setup
	@scripts/install-check.sh

clean-demo:
	rm -rf "$(DEMO_HOME)"
