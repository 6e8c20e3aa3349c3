#!/usr/bin/env python3
"""Tests `layoutdraw watch`'s page in headless Chromium and measures edit → new picture.

    python3 Benchmarks/watch-page.py path/to/layoutdraw [--edits N] [--screenshot out/watch.png]

For every fixture (a copy of Fixtures/ in a temporary folder), it starts `layoutdraw watch` on
the scene, opens the page in headless Chromium (driven over the DevTools protocol on a pipe:
no network, no extra package), and then, N times, appends a comment line to the scene and waits
until the page shows the new picture. It checks, in the browser, that:

- the page shows the first picture at the scene's size in points (a 2x PNG: twice as many pixels);
- each save swaps a new picture in without reloading the page (a value stored in the page
  before the first save is still there after the last);
- an error in the scene is shown in place, over the last good picture (dimmed), and the next
  good save takes it away;
- a changed image file the scene uses (an asset catalogue's PNG) draws a new picture.

It prints, per fixture, the median and worst time from the write of the file to (a) the
server-sent event reaching the page and (b) the new picture being shown (decoded and swapped in),
and the overall median and 95th percentile. Exit status 0 when every check passed.
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Browser:
    """Headless Chromium driven over --remote-debugging-pipe (JSON messages ended by NUL)."""

    def __init__(self, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        # Above 4, so that moving them onto 3 and 4 cannot overwrite one with the other.
        to_browser_read, from_browser_write = os.dup(to_browser_read) if to_browser_read <= 4 else to_browser_read, \
            os.dup(from_browser_write) if from_browser_write <= 4 else from_browser_write
        while to_browser_read <= 4 or from_browser_write <= 4:
            to_browser_read, from_browser_write = os.dup(to_browser_read), os.dup(from_browser_write)

        def plumb():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--user-data-dir=" + profile, "--window-size=1200,900", "about:blank"],
            preexec_fn=plumb, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def call(self, method, params=None, session=False, timeout=20):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.receive(deadline)
            if reply is not None and reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise TimeoutError(method)

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            import select
            ready, _, _ = select.select([self.from_browser], [], [], max(0.0, deadline - time.time()))
            if not ready:
                return None
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=True)
        return result.get("result", {}).get("value")

    def navigate(self, url):
        self.call("Page.navigate", {"url": url}, session=True)
        deadline = time.time() + 15
        while time.time() < deadline:
            if self.evaluate("location.href + ' ' + document.readyState") == url + " complete":
                return
            time.sleep(0.005)
        raise TimeoutError("navigating to " + url)

    def screenshot(self, path):
        import base64
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def preview(browser):
    return browser.evaluate("JSON.stringify(window.layoutdrawPreview || null)")


def wait_for(browser, predicate, what, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        text = preview(browser)
        state = json.loads(text) if text else None
        if state and predicate(state):
            return state
        time.sleep(0.005)
    raise AssertionError(f"timed out waiting for {what}; page state: {text}")


def png_size(path):
    with open(path, "rb") as file:
        header = file.read(24)
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


class Watcher:
    def __init__(self, binary, scene):
        self.process = subprocess.Popen([binary, "watch", scene], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, cwd=os.path.dirname(scene))
        line = self.process.stdout.readline()
        if "http://" not in line:
            raise RuntimeError(f"watch did not start: {line} {self.process.stderr.read()}")
        self.url = line[line.index("http://"):].split()[0]

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def append_comment(path, number):
    comment = "//" if path.endswith(".swift") else "#"
    with open(path, "a") as file:
        file.write(f"{comment} edit {number}\n")


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__)
        return 64
    binary = os.path.abspath(arguments[0])
    edits = int(arguments[arguments.index("--edits") + 1]) if "--edits" in arguments else 5
    screenshot = arguments[arguments.index("--screenshot") + 1] if "--screenshot" in arguments else None
    work = tempfile.mkdtemp(prefix="layoutdraw-watch-")
    fixtures = os.path.join(work, "Fixtures")
    shutil.copytree(os.path.join(REPOSITORY, "Fixtures"), fixtures)
    scenes = sorted(name for name in os.listdir(fixtures) if name.endswith((".swift", ".yaml")))
    browser = Browser(os.path.join(work, "profile"))
    event_latencies, shown_latencies, failures = [], [], []
    print(f"{'scene':<46} {'event median':>12} {'shown median':>12} {'shown worst':>11}")
    try:
        for name in scenes:
            scene = os.path.join(fixtures, name)
            watcher = Watcher(binary, scene)
            try:
                browser.navigate(watcher.url)
                state = wait_for(browser, lambda s: len(s["shown"]) >= 1 or any(not r["ok"] for r in s["received"]),
                                 f"{name}: the first picture")
                if not state["shown"]:
                    failures.append(f"{name}: the first drawing failed")
                    print(f"{name:<46} the first drawing failed")
                    continue
                # The page shows the picture at its size in points: the PNG has scale × as many pixels.
                shown_width = browser.evaluate("document.getElementById('picture').width")
                natural = state["shown"][-1]["naturalWidth"]
                if natural < shown_width:
                    failures.append(f"{name}: picture shown {shown_width} wide from {natural} pixels")
                browser.evaluate("window.__sameDocument = 'yes'")
                events, shown = [], []
                for edit in range(1, edits + 1):
                    before = len(state["shown"])
                    version = state["received"][-1]["version"]
                    written = time.time() * 1000
                    append_comment(scene, edit)
                    state = wait_for(browser, lambda s: len(s["shown"]) > before, f"{name}: edit {edit}")
                    received = next(r for r in state["received"] if r["version"] > version)
                    events.append(received["at"] - written)
                    shown.append(state["shown"][-1]["at"] - written)
                if browser.evaluate("window.__sameDocument") != "yes":
                    failures.append(f"{name}: the page reloaded")
                event_latencies += events
                shown_latencies += shown
                print(f"{name:<46} {statistics.median(events):>9.0f} ms {statistics.median(shown):>9.0f} ms {max(shown):>8.0f} ms")
            finally:
                watcher.stop()

        # Errors in place, then gone; an image the scene uses.
        scene = os.path.join(fixtures, "002-image-half-size-in-reader.swift")
        watcher = Watcher(binary, scene)
        try:
            browser.navigate(watcher.url)
            state = wait_for(browser, lambda s: len(s["shown"]) >= 1, "the image scene's first picture")
            browser.evaluate("window.__sameDocument = 'yes'")
            with open(scene) as file:
                source = file.read()
            with open(scene, "w") as file:
                file.write(source.replace(".resizable()", ".resizabel()", 1))
            state = wait_for(browser, lambda s: any(not r["ok"] for r in s["received"]), "the error")
            messages = browser.evaluate("document.getElementById('messages').hidden ? null : document.getElementById('messages').textContent")
            if not messages or "error:" not in messages or "resizabel" not in messages:
                failures.append(f"the error is not shown in place: {messages!r}")
            if not browser.evaluate("document.getElementById('picture').classList.contains('stale') && !document.getElementById('picture').hidden"):
                failures.append("the last good picture is not kept (dimmed) under the error")
            if screenshot:
                os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
                browser.screenshot(screenshot.replace(".png", "-error.png"))
            before = len(state["shown"])
            with open(scene, "w") as file:
                file.write(source)
            state = wait_for(browser, lambda s: len(s["shown"]) > before, "the fixed scene")
            if not browser.evaluate("document.getElementById('messages').hidden"):
                failures.append("the error stays shown after the scene was fixed")
            before = len(state["shown"])
            image = os.path.join(fixtures, "Assets.xcassets", "barbarian.imageset")
            png = next(os.path.join(image, f) for f in sorted(os.listdir(image)) if f.endswith((".png", ".svg")))
            other = next(os.path.join(fixtures, "Assets.xcassets", "overlay.imageset", f)
                         for f in sorted(os.listdir(os.path.join(fixtures, "Assets.xcassets", "overlay.imageset"))) if f.endswith((".png", ".svg")))
            shutil.copyfile(other, png + ".new")
            os.rename(png + ".new", png)
            state = wait_for(browser, lambda s: len(s["shown"]) > before, "a picture after the image changed")
            if browser.evaluate("window.__sameDocument") != "yes":
                failures.append("the page reloaded")
            if screenshot:
                browser.screenshot(screenshot)
        finally:
            watcher.stop()
    finally:
        browser.close()
        shutil.rmtree(work, ignore_errors=True)

    if shown_latencies:
        shown_sorted = sorted(shown_latencies)
        p95 = shown_sorted[min(len(shown_sorted) - 1, int(0.95 * len(shown_sorted)))]
        print(f"\n{len(shown_latencies)} edits of {len(scenes)} scenes: write → event median {statistics.median(event_latencies):.0f} ms; "
              f"write → picture shown median {statistics.median(shown_latencies):.0f} ms, 95th percentile {p95:.0f} ms, worst {max(shown_latencies):.0f} ms")
    for failure in failures:
        print("FAIL", failure)
    checks = 5
    print(f"{checks - min(checks, len(failures))} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
