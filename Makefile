# Pulsum: the two commands of the README, and a few helpers.
#   make run    installs what is missing, builds, runs the main job on the bundled samples
#   make test   installs what is missing, checks the style (make lint), runs the test suite
SHELL := /bin/bash
SWIFT ?= swift
DEMO_HOME ?= $(CURDIR)/.build/demo-home
PULSUM := .build/debug/pulsum

.PHONY: setup build run lint test release clean-demo

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

clean-demo:
	rm -rf "$(DEMO_HOME)"
