# layoutdraw — the two set-up commands: `make run` and `make test`.
SWIFT ?= swift
APT_PACKAGES := libcairo2-dev librsvg2-dev libpango1.0-dev libyaml-dev fonts-inter fonts-noto-cjk
DEMO := Fixtures/demo.yaml
DEMO_SWIFT := Fixtures/000-reader-in-hstack.swift

.PHONY: run test bench release deps build clean

# Installs the system packages layoutdraw needs when they are missing: with apt-get when run
# as root, otherwise it prints the exact command to run and stops.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
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

# Measures every stage at 10³ … 10⁶ nodes (release build), then times layoutdraw beside
# rsvg-convert, ImageMagick and pixelmatch (Benchmarks/peers.sh installs those when missing).
# Not part of `make test`: it takes a few minutes and its numbers depend on the machine.
bench: deps
	$(SWIFT) run -c release layoutdraw-bench
	Benchmarks/peers.sh

clean:
	rm -rf .build out
