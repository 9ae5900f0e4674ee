# Pulsum: the two commands of the README, and a few helpers.
#   make run    installs what is missing, builds, runs the main job on the bundled samples
#   make test   installs what is missing, checks the style (make lint), runs the test suite
#   make bench  builds release and runs every benchmark against its reference tool
#               (BENCH_ARGS=--quick for small sizes, --json for the tracking JSON;
#               make bench-venvs first prepares the reference tools' venvs)
#   make fuzz-vault  the encryption mutation campaign: 12,000 damaged files and audit logs, all refused
#   make crash-campaign / fuzz / fuzz-smoke   the reliability campaigns (docs/reliability.md)
#   make safety-corpus / safety-train   rebuild the crisis screen's corpus and weights (docs/safety.md)
#   make shipped-vectors   re-embed the built-in library and crisis prototypes shipped with Pulsum
#   make install [PREFIX=~/.local] / make uninstall   see docs/install.md; make install-check tries it
SHELL := /bin/bash
SWIFT ?= swift
DEMO_HOME ?= $(CURDIR)/.build/demo-home
PULSUM := .build/debug/pulsum
BENCH_ARGS ?=
PREFIX ?= $(HOME)/.local

.PHONY: setup build run lint test release install uninstall install-check bench bench-venvs clean-demo
.PHONY: fuzz-vault crash-campaign fuzz fuzz-smoke safety-corpus safety-train shipped-vectors

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

fuzz-vault: setup
	PULSUM_VAULT_MUTATIONS=12000 $(SWIFT) test --filter VaultMutationTests

release: setup
	$(SWIFT) build -c release --product pulsum

bench: setup
	$(SWIFT) build -c release --product pulsum
	$(SWIFT) build -c release --product pulsum-bench
	source scripts/env.sh && .build/release/pulsum-bench all $(BENCH_ARGS)

bench-venvs:
	scripts/bench-venvs.sh

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

# Reliability campaigns (docs/reliability.md): long, so outside `make test` (which runs a sample).
CRASH_POINTS ?= 200
FUZZ_SECONDS ?= 60

crash-campaign: build
	PULSUM=$(CURDIR)/$(PULSUM) scripts/reliability/crash-campaign.sh -n $(CRASH_POINTS)

fuzz: setup
	scripts/reliability/fuzz.sh -t $(FUZZ_SECONDS)

fuzz-smoke: setup
	scripts/reliability/fuzz.sh -t 10

# The crisis classifier: rebuild the labelled corpus from its generator, then retrain the
# weights (one BLAS thread, fixed order and seed: the same file bit for bit). See docs/safety.md.
safety-corpus:
	python3 scripts/safety/make_training_corpus.py

safety-train: setup
	source scripts/env.sh && OPENBLAS_NUM_THREADS=1 $(SWIFT) run -c release pulsum-safety-train

# The built-in library and the crisis prototypes embedded by the pinned model, shipped so that no
# data folder embeds them again (a cold `pulsum safety` or `recommend` in a new, read-only or
# encrypted folder embeds only its own text): made by pulsum's own cache writer in a scratch
# folder, after removing the shipped copies (so nothing is taken from the old ones).
shipped-vectors: build
	rm -rf .build/shipped-vectors Data/library-index.pvs Data/safety/crisis-prototypes.pvs && mkdir -m 700 .build/shipped-vectors
	$(PULSUM) recommend --data-dir .build/shipped-vectors "hello" >/dev/null
	install -m 644 .build/shipped-vectors/coach/library-index.pvs Data/library-index.pvs
	install -m 644 .build/shipped-vectors/coach/crisis-prototypes.pvs Data/safety/crisis-prototypes.pvs
