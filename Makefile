# Pulsum: the two commands of the README, and a few helpers.
#   make run    installs what is missing, builds, runs the main job on the bundled samples
#   make test   installs what is missing, runs the test suite
SHELL := /bin/bash
SWIFT ?= swift
DEMO_HOME ?= $(CURDIR)/.build/demo-home
PULSUM := .build/debug/pulsum

.PHONY: setup build run test release bench clean-demo safety-corpus safety-train

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build --product pulsum

run: build
	@scripts/run-demo.sh "$(PULSUM)" "$(DEMO_HOME)"

test: setup
	source scripts/env.sh && $(SWIFT) test

release: setup
	$(SWIFT) build -c release --product pulsum

clean-demo:
	rm -rf "$(DEMO_HOME)"

# The crisis classifier: rebuild the labelled corpus from its generator, then retrain the
# weights (one BLAS thread, fixed order and seed: the same file bit for bit). See docs/safety.md.
safety-corpus:
	python3 scripts/safety/make_training_corpus.py

safety-train: setup
	source scripts/env.sh && OPENBLAS_NUM_THREADS=1 $(SWIFT) run -c release pulsum-safety-train
