#!/usr/bin/env python3
"""Tests `layoutdraw explain`'s page in headless Chromium, as a reader uses it.

    python3 Benchmarks/explain-page.py path/to/layoutdraw [--screenshots DIR]

It writes the page of the Field Guide's "When It Causes Trouble" listing
(Fixtures/000-reader-in-hstack.swift) with a 24-step width slider, opens it from the disk in
headless Chromium (driven over the DevTools protocol on a pipe, as Benchmarks/watch-page.py
does) and checks, with real mouse and keyboard events:

- the page loads nothing (no request but the page itself) and its script starts;
- pointing at the GeometryReader outlines its frame (94, 12, 212 × 176 at 400 points) and
  says "212.0 × 176.0 → 212.0 × 176.0"; pointing at its text outlines the text;
- a step of the width slider (the arrow key) lays the scene out at 390 points: the picture's
  readout becomes the one `layoutdraw --size 390x200 --dump json` prints for the reader's
  text, and the outline follows the reader's new frame;
- tabbing reaches the tree's rows, each focused row outlines its node, the arrow keys move
  along the rows;
- with the reader's appearance dark, the page and the picture are dark.

Screenshots of each state are written to DIR (default out/explain). Exit status 0 when every
check passed.
"""

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

spec = importlib.util.spec_from_file_location("watch_page", os.path.join(REPOSITORY, "Benchmarks", "watch-page.py"))
watch_page = importlib.util.module_from_spec(spec)
spec.loader.exec_module(watch_page)
Browser = watch_page.Browser


def state(browser):
    return json.loads(browser.evaluate("JSON.stringify(window.layoutdrawExplainer || null)") or "null")


def wait_for(browser, predicate, what, timeout=15):
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        last = state(browser)
        if last and predicate(last):
            return last
        time.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}; page state: {last}")


def move_to_canvas_point(browser, x, y):
    """A real mouse move over the picture, at canvas point (x, y)."""
    box = browser.evaluate("(() => { const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width]; })()")
    scale = box[2] / browser.evaluate("Number(document.getElementById('overlay').getAttribute('viewBox').split(' ')[2])")
    client_x, client_y = box[0] + x * scale, box[1] + y * scale
    browser.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": client_x, "y": client_y}, session=True)


def press(browser, key, code=None, key_code=None, shift=False):
    params = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code or 0, "modifiers": 8 if shift else 0}
    browser.call("Input.dispatchKeyEvent", dict(params, type="keyDown"), session=True)
    browser.call("Input.dispatchKeyEvent", dict(params, type="keyUp"), session=True)


def outline(browser):
    """The outlined frame: x, y, width, height of the overlay's dashed rectangle."""
    return browser.evaluate(
        "(() => { const r = document.querySelector('#overlay rect.frame'); return r ? ['x','y','width','height'].map(a => Number(r.getAttribute(a))) : null; })()")


def selected_row(browser):
    return browser.evaluate("(() => { const b = document.querySelector('#rows button.selected'); return b ? b.textContent : null; })()")


def readout(browser):
    """The text the picture prints in the reader (its SVG text for search and screen readers)."""
    return browser.evaluate(
        "Array.from(document.querySelectorAll('#picture text')).map(t => t.textContent).find(t => t.startsWith('reader:')) || null")


def dump_readout(binary, width):
    dump = subprocess.run([binary, os.path.join(REPOSITORY, "Fixtures", "000-reader-in-hstack.swift"), "--size", f"{width}x200",
                           "--dump", "json", "-o", "-"], capture_output=True, check=True, text=True).stdout
    return next(node["text"] for node in json.loads(dump)["nodes"] if node.get("text", "").startswith("reader:"))


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__)
        return 64
    binary = os.path.abspath(arguments[0])
    shots = arguments[arguments.index("--screenshots") + 1] if "--screenshots" in arguments else os.path.join(REPOSITORY, "out", "explain")
    os.makedirs(shots, exist_ok=True)
    work = tempfile.mkdtemp(prefix="layoutdraw-explain-")
    page = os.path.join(work, "reader.html")
    started = time.time()
    subprocess.run([binary, "explain", os.path.join(REPOSITORY, "Fixtures", "000-reader-in-hstack.swift"), "-o", page,
                    "--vary", "width=200...440,step=10"], check=True)
    print(f"page written in {time.time() - started:.2f} s: {os.path.getsize(page):,} bytes")
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    browser = Browser(os.path.join(work, "profile"))
    try:
        browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]}, session=True)
        browser.navigate("file://" + page)
        wait_for(browser, lambda s: s.get("ready"), "the page's script")
        check(browser.evaluate("performance.getEntriesByType('resource').length") == 0, "the page fetches nothing")
        check(state(browser)["appearance"] == "light", "the light picture is shown to a light reader")
        check(readout(browser) == "reader: 212.0 x 176.0", f"the page starts at 400 points: {readout(browser)!r}")

        # Pointing at the reader's empty area outlines the GeometryReader.
        move_to_canvas_point(browser, 200, 150)
        wait_for(browser, lambda s: s["selected"] >= 0, "a view under the pointer")
        check(outline(browser) == [94, 12, 212, 176], f"pointing at the reader outlines its frame: {outline(browser)}")
        row = selected_row(browser) or ""
        check(row.startswith("GeometryReader") and "212.0 × 176.0  →  212.0 × 176.0" in row, f"its tree row is marked: {row!r}")
        tag = browser.evaluate("document.getElementById('tag').textContent")
        check(tag == "212.0 × 176.0 → 212.0 × 176.0", f"the outline says proposal → size: {tag!r}")
        text = browser.evaluate("document.getElementById('readout').textContent")
        check("at (94.0, 12.0)" in text and "line 8" in text, f"the readout gives the origin and the source line: {text!r}")
        check(browser.evaluate("document.querySelector('#listing span.current').dataset.line") == "8", "the source line is marked")
        browser.screenshot(os.path.join(shots, "explain-hover.png"))

        # Pointing at the readout's text outlines the text.
        move_to_canvas_point(browser, 110, 25)
        time.sleep(0.05)
        check((selected_row(browser) or "").startswith("Text"), f"pointing at the readout outlines its Text: {selected_row(browser)!r}")

        # One step of the width slider, by keyboard: 400 → 390 points.
        browser.evaluate("document.querySelector('#controls input[type=range]').focus()")
        before = state(browser)["shown"]
        press(browser, "ArrowLeft", key_code=37)
        wait_for(browser, lambda s: s["shown"] > before, "the slider's step")
        expected = dump_readout(binary, 390)
        check(readout(browser) == expected == "reader: 202.0 x 176.0",
              f"a slider step prints the dump's readout for 390 points: page {readout(browser)!r}, dump {expected!r}")
        check(browser.evaluate("document.querySelector('#controls output').textContent") == "390 pt", "the slider says 390 pt")
        move_to_canvas_point(browser, 200, 150)
        time.sleep(0.05)
        check(outline(browser) == [94, 12, 202, 176], f"the outline follows the reader's new frame: {outline(browser)}")
        browser.screenshot(os.path.join(shots, "explain-step.png"))
        # Every step prints the dump's readout.
        wrong = []
        for width in [200, 260, 330, 440]:
            browser.evaluate(f"(() => {{ const i = document.querySelector('#controls input[type=range]'); i.value = {(width - 200) // 10}; i.dispatchEvent(new Event('input')); }})()")
            if readout(browser) != dump_readout(binary, width):
                wrong.append((width, readout(browser)))
        check(not wrong, f"each width prints the dump's readout: {wrong or 'all equal'}")

        # Tabbing to the tree.
        browser.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 5, "y": 5}, session=True)
        browser.evaluate("document.activeElement.blur()")
        focused = None
        for _ in range(6):
            press(browser, "Tab", key_code=9)
            focused = browser.evaluate("document.activeElement.dataset.node || null")
            if focused is not None:
                break
        check(focused == "0", f"tabbing reaches the tree's first row: node {focused}")
        check(outline(browser) == [0, 0, 440, 200], f"the focused row outlines its node (the padding, the whole canvas): {outline(browser)}")
        press(browser, "ArrowDown", key_code=40)
        check(browser.evaluate("document.activeElement.dataset.node") == "1" and outline(browser) == [12, 12, 416, 176],
              f"the arrow key moves to the HStack: {outline(browser)}")
        browser.screenshot(os.path.join(shots, "explain-keyboard.png"))

        # A dark reader.
        browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}, session=True)
        wait_for(browser, lambda s: s["appearance"] == "dark", "the dark picture")
        background = browser.evaluate("getComputedStyle(document.body).backgroundColor")
        check(background == "rgb(0, 0, 0)", f"the page is dark: {background}")
        canvas_fill = browser.evaluate("document.querySelector('#picture svg rect').getAttribute('fill')")
        check(canvas_fill is None, f"the picture is drawn dark (the canvas's rectangle black): fill {canvas_fill!r}")
        move_to_canvas_point(browser, 200, 150)
        time.sleep(0.05)
        browser.screenshot(os.path.join(shots, "explain-dark.png"))
    finally:
        browser.close()
    print(f"screenshots in {shots}")
    print(f"{len(failures)} failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
