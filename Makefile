SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-builtin-rules

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
TS := codegen/typescript
TS_BIN := $(TS)/node_modules/.bin
TS_STAMP := $(TS)/node_modules/.installed-stamp

.PHONY: help venv ts-deps generate docs check-generated check-compat lint format typecheck test ts-test check demo bench clean

help: ## List the targets
	@grep -hE '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "} {printf "  %-18s %s\n", $$1, $$2}'

$(STAMP): pyproject.toml codegen/requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]' -r codegen/requirements.txt
	touch $(STAMP)

venv: $(STAMP) ## Create .venv with the package, test and dev tools

$(TS_STAMP): $(TS)/package.json $(TS)/package-lock.json
	npm ci --prefix $(TS) --no-audit --no-fund
	touch $(TS_STAMP)

ts-deps: $(TS_STAMP) ## Install the pinned TypeScript codegen toolchain (npm ci in codegen/typescript)

generate: $(STAMP) ts-deps ## Regenerate generated/ and docs/schema/ from schemas/
	$(BIN)/python codegen/generate.py
	$(BIN)/python codegen/docs.py

docs: $(STAMP) ## Regenerate the Markdown schema reference docs/schema/ from schemas/
	$(BIN)/python codegen/docs.py

check-generated: generate ## Fail when regenerating changes generated/ or docs/schema/ (tracked or untracked)
	@status="$$(git status --porcelain -- generated docs/schema)"; \
	if [ -n "$$status" ]; then echo "generated/ or docs/schema/ is stale; run make generate and commit:"; echo "$$status"; exit 1; fi
	@echo "generated/ and docs/schema/ are up to date"

check-compat: $(STAMP) ## Fail on breaking schema changes since the last release (codegen/baseline/)
	$(BIN)/python codegen/check_compat.py

lint: $(STAMP) ## ruff lint and format check
	$(BIN)/ruff check src tests codegen
	$(BIN)/ruff format --check src tests codegen

format: $(STAMP) ## Apply ruff fixes and formatting
	$(BIN)/ruff check --fix src tests codegen
	$(BIN)/ruff format src tests codegen

typecheck: $(STAMP) ## mypy --strict on src/
	$(BIN)/mypy

test: $(STAMP) ts-deps ## Run the test suite
	$(BIN)/python -m pytest -q

ts-test: ts-deps ## TypeScript: validators agree with schemas/examples, usage.ts type-checks
	node --test tests/typescript/
	$(TS_BIN)/tsc -p tests/typescript/tsconfig.json

check: lint typecheck check-generated check-compat test ## Everything CI runs

demo: $(STAMP) ## Validate and round-trip the bundled example conversation
	$(BIN)/python -m chatschema.demo

bench: $(STAMP) ## Benchmark against langchain_core (BENCH_ARGS=--quick for a short run)
	$(BIN)/python bench/run.py $(BENCH_ARGS)

clean: ## Remove the virtualenv and caches
	rm -rf $(VENV) $(TS)/node_modules .mypy_cache .ruff_cache build dist
