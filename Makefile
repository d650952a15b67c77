# Quick start: `make demo` (set up + the main job) and `make test` (set up + every test).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: demo test bench fuzz setup clean compiled

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,ray]'
	touch $(STAMP)

setup: compiled

# the engine's modules compiled with Cython beside their sources, only those changed since the last build; the
# first build is profile-guided and takes about 17 min on 2 cores (tcgkit/compiled.py; TCGKIT_PURE_PYTHON=1 runs the
# Python sources, the reference)
compiled: $(STAMP)
	$(BIN)/python -m tcgkit.compiled build

demo: compiled
	$(BIN)/tcgkit demo

test: $(STAMP)
	bash .ci/system-packages
	$(BIN)/python -m tcgkit.compiled build
	$(BIN)/python -m pytest -q -n 2 --dist loadfile

# the long fuzz pass (make test runs a bounded one): 100x the examples of every fuzz test, and the hostile corpus
fuzz: compiled
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -q tests/fuzz tests/hostile

bench: compiled
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
	find tcgkit -name '*.so' -delete
