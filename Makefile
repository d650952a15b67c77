# Quick start: `make demo` (set up + the main job) and `make test` (set up + every test).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: demo test bench fuzz setup clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,ray]'
	touch $(STAMP)

setup: $(STAMP)

demo: $(STAMP)
	$(BIN)/tcgkit demo

test: $(STAMP)
	$(BIN)/python -m pytest -q -n 2 --dist loadfile

# the long fuzz pass (make test runs a bounded one): 100x the examples of every fuzz test, and the hostile corpus
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -q tests/fuzz tests/hostile

bench: $(STAMP)
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
