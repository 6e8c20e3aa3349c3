# layoutdraw — the two set-up commands: `make run` and `make test`; `make install` puts the
# release binary, its fonts, its shell completions and its man page under PREFIX.
SWIFT ?= swift
APT_PACKAGES := libcairo2-dev librsvg2-dev libpango1.0-dev libyaml-dev libgif-dev libjpeg62-turbo-dev fonts-inter fonts-noto-cjk
DEMO := Fixtures/demo.yaml
DEMO_SWIFT := Fixtures/000-reader-in-hstack.swift
# Where `make install` installs: PREFIX/bin/layoutdraw, its fonts in PREFIX/share/layoutdraw/fonts,
# PREFIX/share/man/man1/layoutdraw.1 and the bash, zsh and fish completions under PREFIX/share.
# DESTDIR is prepended (for packaging).
PREFIX ?= /usr/local
DESTDIR ?=
# The font files layoutdraw draws with (FontConfiguration.swift): `make install` copies exactly
# these beside the binary, which looks there first, so the installed binary carries its fonts.
INTER_DIR := /usr/share/fonts/opentype/inter
NOTO_CJK_FILES := /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
# The Markdown files whose ```swift layoutdraw and ```yaml layoutdraw blocks `make docs` draws.
DOCS := README.md Docs/*.md
# The tests drive `layoutdraw mcp` with the official MCP client SDK for Python and run the
# pre-commit hooks with pre-commit: both from PyPI, pinned, in a virtual environment of their
# own under .build (`make deps` makes it; nothing is installed for the system's Python).
PYTHON ?= python3
PYTHON_ENV := .build/python
PYTHON_PACKAGES := mcp==2.3.0 pre-commit==4.7.0

.PHONY: run test bench release deps build clean install uninstall man docs watch-test explain-test plugin-test

# Installs the system packages layoutdraw needs when they are missing: with apt-get when run
# as root, otherwise it prints the exact command to run and stops. Then the tests' Python
# packages into .build/python, once (again when PYTHON_PACKAGES changes).
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	command -v $(PYTHON) >/dev/null || missing="$$missing python3"; \
	$(PYTHON) -c 'import venv, ensurepip' 2>/dev/null || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing || exit 1; \
	  else \
	    echo "layoutdraw needs these system packages:$$missing"; \
	    echo "Install them with:"; \
	    echo "  sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi
	@if [ "$$(cat $(PYTHON_ENV)/installed 2>/dev/null)" != "$(PYTHON_PACKAGES)" ]; then \
	  echo "Installing into $(PYTHON_ENV): $(PYTHON_PACKAGES)"; \
	  rm -rf $(PYTHON_ENV) && $(PYTHON) -m venv $(PYTHON_ENV) && \
	  $(PYTHON_ENV)/bin/pip install -q --disable-pip-version-check $(PYTHON_PACKAGES) && \
	  echo "$(PYTHON_PACKAGES)" > $(PYTHON_ENV)/installed || exit 1; \
	fi

build: deps
	$(SWIFT) build --product layoutdraw

# Builds layoutdraw and renders the demo scene.
run: build
	@mkdir -p out
	@bin=$$($(SWIFT) build --show-bin-path)/layoutdraw; \
	$$bin $(DEMO) -o out/demo.png && $$bin $(DEMO) -o out/demo.svg && \
	$$bin $(DEMO_SWIFT) -o out/reader-in-hstack.png && \
	echo "Rendered $(DEMO):" && echo "  out/demo.png" && echo "  out/demo.svg" && \
	echo "Rendered $(DEMO_SWIFT) (SwiftUI source):" && echo "  out/reader-in-hstack.png" && \
	echo "The layoutdraw binary: $$bin"

# Runs every test: layout rules, scene decoding, rendering, and the fixtures against Output/.
test: deps
	$(SWIFT) test

# The command-line tool as it is shipped: optimised, with the Swift runtime linked in (a process
# then starts without loading and binding the Swift libraries: about 7 ms of a 90 ms render).
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product layoutdraw
	@echo "Built $$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/layoutdraw"

# Installs the release binary, its fonts (copies of Inter and Noto Sans CJK, with their licences),
# the man page (swift-argument-parser's generate-manual plugin) and the shell completions (the
# binary's --generate-completion-script) under $(DESTDIR)$(PREFIX).
install: release man
	@bin=$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/layoutdraw; \
	root="$(DESTDIR)$(PREFIX)"; fonts="$$root/share/layoutdraw/fonts"; \
	install -d "$$root/bin" "$$root/share/man/man1" "$$root/share/bash-completion/completions" \
	  "$$root/share/zsh/site-functions" "$$root/share/fish/vendor_completions.d" "$$fonts/inter" "$$fonts/noto" && \
	install -m 644 $(INTER_DIR)/*.otf "$$fonts/inter/" && \
	install -m 644 $(NOTO_CJK_FILES) "$$fonts/noto/" && \
	install -m 644 /usr/share/doc/fonts-inter/copyright "$$fonts/inter/COPYRIGHT" && \
	install -m 644 /usr/share/doc/fonts-noto-cjk/copyright "$$fonts/noto/COPYRIGHT" && \
	install -m 755 "$$bin" "$$root/bin/layoutdraw" && \
	install -m 644 .build/man/layoutdraw.1 "$$root/share/man/man1/layoutdraw.1" && \
	"$$bin" --generate-completion-script bash > "$$root/share/bash-completion/completions/layoutdraw" && \
	"$$bin" --generate-completion-script zsh > "$$root/share/zsh/site-functions/_layoutdraw" && \
	"$$bin" --generate-completion-script fish > "$$root/share/fish/vendor_completions.d/layoutdraw.fish" && \
	echo "Installed $$root/bin/layoutdraw" && \
	echo "  man page: $$root/share/man/man1/layoutdraw.1 (man layoutdraw)" && \
	echo "  completions: bash, zsh and fish under $$root/share" && \
	echo "  fonts: Inter and Noto Sans CJK in $$fonts (layoutdraw --version names them)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/layoutdraw" "$(DESTDIR)$(PREFIX)/share/man/man1/layoutdraw.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/layoutdraw" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_layoutdraw" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/layoutdraw.fish"
	rm -rf "$(DESTDIR)$(PREFIX)/share/layoutdraw/fonts"
	-rmdir "$(DESTDIR)$(PREFIX)/share/layoutdraw" 2>/dev/null

# The man page, one page for every command, from the command line's own help: written to
# .build/man/layoutdraw.1 by swift-argument-parser's generate-manual plugin. The plugin builds
# the package's executables first; in debug mode, which `make test` builds too (a release build
# with the plugin's flags would compile swift-syntax a second time), and the help is the same.
man: deps
	$(SWIFT) package --disable-sandbox plugin generate-manual --configuration debug
	@mkdir -p .build/man
	@cp "$$(find .build/plugins/GenerateManual -name layoutdraw.1 | head -1)" .build/man/layoutdraw.1
	@echo "Wrote .build/man/layoutdraw.1"

# Draws the scene blocks of the README and Docs/ into Docs/Images and updates their image links
# (`make test` fails when one is stale: DocumentationTests).
docs: build
	$$($(SWIFT) build --show-bin-path)/layoutdraw markdown $(DOCS) --images Docs/Images

# Tests `layoutdraw watch`'s page in headless Chromium (installs it when missing) and measures
# edit → new picture on the fixtures. Not part of `make test`: it needs a browser.
watch-test: build
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get install -y -qq chromium; } || \
	  { echo "watch-test needs Chromium: sudo apt-get install -y chromium"; exit 1; }
	python3 Benchmarks/watch-page.py $$($(SWIFT) build --show-bin-path)/layoutdraw

# Tests `layoutdraw explain`'s page in headless Chromium (installs it when missing), as a reader
# uses it: pointing, a slider step against the layout dump, tabbing, dark mode; screenshots in
# out/explain. Not part of `make test`, which checks the page's data without a browser.
explain-test: build
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get install -y -qq chromium; } || \
	  { echo "explain-test needs Chromium: sudo apt-get install -y chromium"; exit 1; }
	python3 Benchmarks/explain-page.py $$($(SWIFT) build --show-bin-path)/layoutdraw

# Tries the generate-layoutdraw-images command plugin on a sample package (Examples/DocCPackage,
# copied to a temporary folder) through to its DocC archive: the images drawn, a second run
# changing nothing, the archive holding them. Not part of `make test`: it builds layoutdraw and
# swift-docc-plugin in a package of its own.
plugin-test: deps
	Benchmarks/plugin-sample.sh

# Measures every stage at 10³ … 10⁶ nodes (release build), then times layoutdraw beside
# rsvg-convert, ImageMagick and pixelmatch (Benchmarks/peers.sh installs those when missing).
# Not part of `make test`: it takes a few minutes and its numbers depend on the machine.
bench: deps
	$(SWIFT) run -c release layoutdraw-bench
	Benchmarks/peers.sh

clean:
	rm -rf .build out
