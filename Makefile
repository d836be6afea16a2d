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
PYRIGHT_DIR := tests/typing
PYRIGHT := $(PYRIGHT_DIR)/node_modules/.bin/pyright
PYRIGHT_STAMP := $(PYRIGHT_DIR)/node_modules/.installed-stamp
ORACLES_DIR := tests/oracles
ORACLES_STAMP := $(ORACLES_DIR)/node_modules/.installed-stamp
FUZZ_SECONDS ?= 60
FUZZ_DIR := build/fuzz

.PHONY: help venv lock compat-latest ts-deps ts-build ts-pack ts-consumer generate docs docs-site conformance check-conformance check-generated check-compat lint format typecheck typecheck-snippets test ts-test fuzz check demo bench bench-paired clean

help: ## List the targets
	@grep -hE '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "} {printf "  %-18s %s\n", $$1, $$2}'

LOCK := requirements/lock.txt
PIP_TOOLS := pip-tools==7.6.2
LOCK_VENV := build/lock-venv

$(STAMP): pyproject.toml $(LOCK)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes --no-deps -r $(LOCK)
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	$(BIN)/python -m pip check
	touch $(STAMP)

venv: $(STAMP) ## Create .venv from the hashed lock (requirements/lock.txt): package, references, test, dev, docs, bench, fuzz

lock: ## Re-resolve requirements/lock.txt from pyproject.toml, requirements/reference.in and codegen/requirements.txt
	test -x $(LOCK_VENV)/bin/python || $(PYTHON) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/python -m pip install --quiet '$(PIP_TOOLS)'
	CUSTOM_COMPILE_COMMAND='make lock' $(LOCK_VENV)/bin/pip-compile --quiet --generate-hashes --allow-unsafe \
		--strip-extras --no-emit-index-url --no-emit-find-links \
		--extra test --extra dev --extra bench --extra fuzz --extra langchain --extra docs \
		-o $(LOCK) pyproject.toml requirements/reference.in codegen/requirements.txt

compat-latest: $(STAMP) ## Report (never fails): the differential suites against the newest langchain-core and mellea that install
	$(BIN)/python -m tests.compat.latest

$(TS_STAMP): $(TS)/package.json $(TS)/package-lock.json
	npm ci --prefix $(TS) --no-audit --no-fund
	touch $(TS_STAMP)

$(PYRIGHT_STAMP): $(PYRIGHT_DIR)/package.json $(PYRIGHT_DIR)/package-lock.json
	npm ci --prefix $(PYRIGHT_DIR) --no-audit --no-fund
	touch $(PYRIGHT_STAMP)

$(ORACLES_STAMP): $(ORACLES_DIR)/package.json $(ORACLES_DIR)/package-lock.json
	npm ci --prefix $(ORACLES_DIR) --no-audit --no-fund
	touch $(ORACLES_STAMP)

ts-deps: $(TS_STAMP) $(PYRIGHT_STAMP) $(ORACLES_STAMP) ## Install the pinned npm tools: the TypeScript codegen toolchain (codegen/typescript), pyright (tests/typing), the JS test oracles (tests/oracles)

generate: $(STAMP) ts-deps ## Regenerate generated/ and docs/schema/ from schemas/
	$(BIN)/python codegen/generate.py
	$(BIN)/python codegen/docs.py

docs: $(STAMP) ## Regenerate the Markdown schema reference docs/schema/ from schemas/
	$(BIN)/python codegen/docs.py

docs-site: $(STAMP) ## Build the docs site (mkdocs.yml: the guides in docs/, an API page per public module) into build/site/, strictly
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

check-generated: generate ## Fail when regenerating changes generated/ or docs/schema/ (tracked or untracked)
	@status="$$(git status --porcelain -- generated docs/schema)"; \
	if [ -n "$$status" ]; then echo "generated/ or docs/schema/ is stale; run make generate and commit:"; echo "$$status"; exit 1; fi
	@echo "generated/ and docs/schema/ are up to date"

conformance: $(STAMP) ## Write the conformance vectors tests/conformance/vectors/*.json from the Python implementation
	$(BIN)/python -m tests.conformance.vectorgen

check-conformance: $(STAMP) ## Fail when a committed conformance vector file differs from a fresh generation (pytest checks it too)
	$(BIN)/python -m tests.conformance.vectorgen --check

check-compat: $(STAMP) ## Fail on breaking schema changes since the last release (codegen/baseline/)
	$(BIN)/python codegen/check_compat.py

lint: $(STAMP) ## ruff lint and format check, and the import layers (tests/test_layers.py)
	$(BIN)/ruff check src tests codegen docs/hooks bench
	$(BIN)/ruff format --check src tests codegen docs/hooks bench
	$(BIN)/python -m pytest -q tests/test_layers.py

format: $(STAMP) ## Apply ruff fixes and formatting
	$(BIN)/ruff check --fix src tests codegen docs/hooks bench
	$(BIN)/ruff format src tests codegen docs/hooks bench

typecheck: $(STAMP) ## mypy --strict on src/
	$(BIN)/mypy

typecheck-snippets: $(STAMP) ts-deps ## mypy --strict and pyright (strict) on the user-style snippets in tests/typing/
	$(BIN)/mypy --strict tests/typing
	$(PYRIGHT) -p tests/typing/pyrightconfig.json --pythonpath $(BIN)/python

test: $(STAMP) ts-deps ## Run the test suite
	$(BIN)/python -m pytest -q

ts-build: ts-deps ## Compile the handwritten TypeScript (src/typescript/) and the generated types and validators into build/ts/
	rm -rf build/ts
	$(TS_BIN)/tsc -p src/typescript/tsconfig.json
	echo '{"type": "module"}' > build/ts/package.json

TS_VERSION = $(shell $(BIN)/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
TS_PKG := build/pkg
TS_TARBALL = dist/chatschema-$(TS_VERSION).tgz

ts-pack: $(STAMP) ts-build ## Build the npm package chatschema (JavaScript and .d.ts) and write dist/chatschema-<version>.tgz
	rm -rf $(TS_PKG) && mkdir -p $(TS_PKG)/generated/schema dist
	cp generated/typescript/package.json $(TS_PKG)/package.json
	cp docs/typescript.md $(TS_PKG)/README.md
	cp -r build/ts/src build/ts/generated $(TS_PKG)/
	cp generated/schema/chatschema.schema.json $(TS_PKG)/generated/schema/
	test "$$(node -p 'require("./$(TS_PKG)/package.json").version')" = "$(TS_VERSION)"
	rm -f $(TS_TARBALL)
	npm pack ./$(TS_PKG) --pack-destination dist --silent
	@echo "wrote $(TS_TARBALL)"

ts-consumer: ts-pack ## Install the tarball in a scratch project (offline), run and type-check its consumer script, publint and attw
	node tests/typescript/consumer/run.mjs $(TS_TARBALL)

ts-test: ts-build ## TypeScript: the validators on schemas/examples, the size budgets (esbuild), the utilities' tests; usage.ts type-checks
	node --test tests/typescript/
	$(TS_BIN)/tsc -p tests/typescript/tsconfig.json
	$(TS_BIN)/tsc -p tests/typescript/tsconfig.langchainjs.json
	$(TS_BIN)/tsc -p tests/typescript/ai-sdk/tsconfig.json

fuzz: $(STAMP) ## Fuzz decode/validate and the conversions with atheris for FUZZ_SECONDS (default 60)
	mkdir -p $(FUZZ_DIR)/corpus
	$(BIN)/python -m tests.fuzz.fuzz_decode $(FUZZ_DIR)/corpus tests/fuzz/corpus \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -artifact_prefix=$(FUZZ_DIR)/ -print_final_stats=1

check: lint typecheck typecheck-snippets check-generated check-compat test ## Everything CI runs

DEMO_LOG := src/chatschema/demo_data/chatlog.jsonl

DEMO_STAMP := $(VENV)/.demo-stamp
DEMO_REQS := build/demo-requirements.txt
# The demo needs only the run-time dependencies: their entries (hashes included) are taken from the lock by
# requirements/from_lock.py, and the package runs from the checkout (PYTHONPATH), so no build backend either.
DEMO_PY := PYTHONPATH=src:generated/python $(BIN)/python

$(DEMO_STAMP): pyproject.toml $(LOCK) requirements/from_lock.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	mkdir -p build
	$(PYTHON) requirements/from_lock.py > $(DEMO_REQS)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps -r $(DEMO_REQS)
	touch $(DEMO_STAMP)

demo: $(DEMO_STAMP) ## Run the CLI on a bundled chat log: validate (4 lines are broken on purpose), convert to OpenAI, stats
	@echo "== chatschema validate $(DEMO_LOG)    (4 broken lines on purpose: exit status 1 expected)"
	@status=0; $(DEMO_PY) -m chatschema validate --no-progress $(DEMO_LOG) || status=$$?; \
	if [ "$$status" -ne 1 ]; then echo "make demo: expected exit status 1, got $$status" >&2; exit 1; fi
	@echo
	@echo "== chatschema convert --to openai --rejects REJECTS $(DEMO_LOG)    (broken lines reported and set aside)"
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; status=0; \
	$(DEMO_PY) -m chatschema convert --no-progress --to openai --rejects "$$tmp/rejects.jsonl" $(DEMO_LOG) 2>&1 \
		|| status=$$?; \
	if [ "$$status" -ne 1 ]; then echo "make demo: expected exit status 1, got $$status" >&2; exit 1; fi; \
	echo "rejects file: $$(wc -l < "$$tmp/rejects.jsonl") lines, kept unchanged"
	@echo
	@echo "== chatschema stats $(DEMO_LOG)"
	@status=0; $(DEMO_PY) -m chatschema stats --no-progress $(DEMO_LOG) 2>/dev/null || status=$$?; \
	if [ "$$status" -ne 1 ]; then echo "make demo: expected exit status 1, got $$status" >&2; exit 1; fi

bench: $(STAMP) ## Benchmark against langchain_core side by side (BENCH_ARGS=--quick: under a minute)
	$(BIN)/python bench/run.py $(BENCH_ARGS)

BENCH_TS := bench/ts
BENCH_TS_STAMP := $(BENCH_TS)/node_modules/.installed-stamp

$(BENCH_TS_STAMP): $(BENCH_TS)/package.json $(BENCH_TS)/package-lock.json
	npm ci --prefix $(BENCH_TS) --no-audit --no-fund
	touch $(BENCH_TS_STAMP)

.PHONY: bench-ts
bench-ts: $(STAMP) ts-build $(BENCH_TS_STAMP) ## Node bench: the TypeScript utilities beside @langchain/core (bench/ts; pinned in its own lock), on the bench's families (BENCH_ARGS=--quick)
	$(BIN)/python $(BENCH_TS)/export.py build/bench-ts
	node $(BENCH_TS)/bench.mjs build/bench-ts $(BENCH_ARGS)

.PHONY: bench-web
bench-web: $(STAMP) ## A FastAPI round trip of a 1,000-message history, chatschema against LangChain (bench/web.py)
	$(BIN)/python bench/web.py $(BENCH_ARGS)

.PHONY: bench-ui-streams
bench-ui-streams: $(STAMP) ## A 2,000-chunk answer written and read as the AI SDK UI message stream, chatschema against pydantic-ai (bench/ui_streams.py)
	$(BIN)/python bench/ui_streams.py $(BENCH_ARGS)

BASE ?= HEAD~1
bench-paired: $(STAMP) ## Paired bench: BASE=<rev> against the working tree, in turns in one run (bench/paired.py)
	$(BIN)/python bench/paired.py $(BASE)

clean: ## Remove the virtualenv and caches
	rm -rf $(VENV) $(TS)/node_modules $(PYRIGHT_DIR)/node_modules $(BENCH_TS)/node_modules .mypy_cache .ruff_cache build dist
