# Two commands from a fresh clone: `make run` and `make test`. Both create .venv at the repo root.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
APPSTREAM_ID := org.mjgui.mjgui
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: run test lint typecheck pytest dist deb rpm check-dist bench translations clean mutate fuzz generated

$(PY):
	$(PYTHON) -m venv $(VENV)

$(VENV)/.run-installed: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[test]'
	touch $@ $(VENV)/.run-installed

run: $(VENV)/.run-installed
	$(PY) -m mjgui

test: $(VENV)/.test-installed lint typecheck pytest

lint: $(VENV)/.test-installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	@if command -v msgfmt >/dev/null 2>&1; then msgfmt -c -o /dev/null resources/locale/ru/LC_MESSAGES/mjgui.po; \
	else echo "msgfmt (GNU gettext) not installed: the catalogue's msgfmt -c check is skipped"; fi

typecheck: $(VENV)/.test-installed
	$(PY) -m mypy

pytest: $(VENV)/.test-installed
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: $(VENV)/.test-installed
	$(PY) benchmarks/bench_score.py

# Mutation testing (tools/mutate.py, docs/mutation.md) of the scoring core (fu, points, yaku),
# the game (core/game/game.py), the league standings and the mjai log reader, each module with its own fast tests
# (the differential test sized down). Our own AST mutator with mutmut's kinds: no extra
# dependency. POSIX (a fresh forked child per mutant). Fails below 95 % killed in a module; then
# every rules option read as its default in turn must fail its test (--options).
mutate: $(VENV)/.test-installed
	$(PY) tools/mutate.py --jobs 2 --min 95
	$(PY) tools/mutate.py --options

# Mutated records, record files, score lines, aliases files, league folders and autosave folders (tools/fuzz.py): N=2000 inputs, SEED=17.
fuzz: $(VENV)/.test-installed
	$(PY) tools/fuzz.py -n $(or $(N),2000) --seed $(or $(SEED),17)

# after adding or changing a sentence: collect every message into resources/locale/*/LC_MESSAGES/mjgui.po
# (new ones with an empty translation: fill them in), and compile the .mo beside it (both committed)
translations: $(VENV)/.test-installed
	$(PY) tools/update_translations.py

# after changing the answer's fields (mjgui/core/teach/shapes.py): write the JSON writer of
# `score --batch` again, mjgui/core/teach/report_fast.py (committed; a test fails when it is stale);
# after adding or changing a dataclass that a start imports: the table of the methods dataclasses
# writes for them, mjgui/dataclass_code_table.py (committed; a test fails when it is stale)
generated: $(VENV)/.test-installed
	$(PY) tools/make_json_writer.py
	$(PY) tools/make_dataclass_code.py

clean:
	rm -rf $(VENV) build dist .mypy_cache .pytest_cache .ruff_cache

# Offline bundle (packaging/README.md). PyInstaller is a build-time tool: pinned in
# packaging/requirements-dist.txt and installed into .venv here, never a runtime dependency.
.PHONY: dist-deps
$(VENV)/.dist-installed: packaging/requirements-dist.txt | $(VENV)/.run-installed
	$(PY) -m pip install -q -r packaging/requirements-dist.txt
	touch $@

dist-deps: $(VENV)/.dist-installed
	@sh packaging/linux/build-deps.sh

# dist/mjgui/ (dist/mjgui/mjgui, dist/mjgui/mjgui-cli) and dist/mjgui-<version>-linux-x86_64.tar.gz
dist: $(VENV)/.run-installed dist-deps
	$(PY) packaging/build_bundle.py

# dist/mjgui_<version>_<arch>.deb from the bundle (/opt/mjgui, /usr/bin links, menu entry, icons, AppStream),
# then lintian (fails on errors) and appstreamcli on the metainfo. Tools: dpkg-dev lintian appstream.
deb: $(VENV)/.run-installed dist-deps
	@sh packaging/linux/build-deps.sh --deb
	$(PY) packaging/build_bundle.py --if-stale
	$(PY) packaging/build_deb.py --check
	appstreamcli validate --no-net packaging/linux/$(APPSTREAM_ID).metainfo.xml

# dist/mjgui-<version>-1.<arch>.rpm from the same bundle (Fedora, openSUSE: same layout as the .deb),
# then rpmlint (fails on errors). Tools: rpm (rpmbuild) and rpmlint, from the system's packages.
rpm: $(VENV)/.run-installed dist-deps
	@sh packaging/linux/build-deps.sh --rpm
	$(PY) packaging/build_bundle.py --if-stale
	$(PY) packaging/build_rpm.py --check

# Builds the bundle, the .deb and the .rpm (or reuses up-to-date ones), runs the bundle from its unpacked archive
# offline, checks the .deb (lintian, appstreamcli) and the .rpm (rpmlint), and as root installs each (the
# .rpm into a scratch root), runs it and removes it.
check-dist: $(VENV)/.test-installed
	@sh packaging/linux/build-deps.sh --deb --rpm
	MJGUI_DIST_TEST=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/test_dist.py
