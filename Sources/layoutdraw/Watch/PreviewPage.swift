/// The page `layoutdraw watch` serves: the picture at its size in points (a 2x PNG is sharp on
/// a 2x screen), a status line, and the errors of the last drawing in place of nothing. It
/// listens to `/events` and, on each new drawing, loads the new picture in the background and
/// swaps it in once loaded, so the page never reloads, never flickers and keeps its scroll
/// position. While the scene has errors the last good picture stays, dimmed, under them.
///
/// `window.layoutdrawPreview` records what the page did (versions received and shown, when),
/// for the headless-browser test (`Benchmarks/watch-page.py`).
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>layoutdraw watch</title>
        <style>
          :root { color-scheme: light dark; --muted: #6b6b70; --error: #c4001d; --panel: rgba(127,127,127,.08); }
          body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Inter", sans-serif; }
          header { display: flex; gap: 12px; align-items: baseline; padding: 10px 16px; border-bottom: 1px solid var(--panel); }
          header h1 { font-size: 15px; margin: 0; font-weight: 600; }
          #status { color: var(--muted); font-variant-numeric: tabular-nums; }
          #status.failed { color: var(--error); }
          main { padding: 16px; }
          #messages { white-space: pre-wrap; font: 13px/1.4 ui-monospace, "SF Mono", Menlo, monospace; background: var(--panel);
                      border-left: 3px solid var(--error); padding: 8px 12px; margin: 0 0 16px; overflow-x: auto; }
          #messages.warnings { border-left-color: #b35300; }
          #messages[hidden] { display: none; }
          #picture { display: block; max-width: 100%; height: auto; box-shadow: 0 0 0 1px var(--panel); }
          #picture.stale { opacity: .35; }
          #empty { color: var(--muted); }
        </style>
        </head>
        <body>
        <header><h1 id="scene">layoutdraw</h1><span id="status">connecting…</span></header>
        <main>
        <pre id="messages" hidden></pre>
        <p id="empty">Nothing drawn yet.</p>
        <img id="picture" alt="" hidden>
        </main>
        <script>
        "use strict";
        const preview = window.layoutdrawPreview = { received: [], shown: [], errors: 0, pageLoadedAt: Date.now() };
        const picture = document.getElementById("picture");
        const messages = document.getElementById("messages");
        const statusLine = document.getElementById("status");
        const empty = document.getElementById("empty");
        let latest = 0;

        function show(state) {
          if (state.version === 0) return;  // nothing drawn yet
          preview.received.push({ version: state.version, ok: state.ok, at: Date.now() });
          latest = state.version;
          document.getElementById("scene").textContent = state.scene;
          document.title = state.scene + " · layoutdraw watch";
          const time = new Date().toLocaleTimeString();
          messages.textContent = state.messages;
          messages.hidden = state.messages === "";
          messages.className = state.ok ? "warnings" : "";
          if (!state.ok) {
            preview.errors += 1;
            statusLine.textContent = "error · " + time;
            statusLine.className = "failed";
            picture.classList.add("stale");
            return;
          }
          statusLine.textContent = "drawn in " + state.milliseconds + " ms · " + time;
          statusLine.className = "";
          if (!state.hasPicture) return;
          const next = new Image();
          next.onload = () => {
            if (state.version !== latest) return;  // a newer drawing is on its way
            picture.src = next.src;
            picture.width = state.width;
            picture.height = state.height;
            picture.alt = state.scene;
            picture.hidden = false;
            picture.classList.remove("stale");
            empty.hidden = true;
            preview.shown.push({ version: state.version, at: Date.now(), naturalWidth: next.naturalWidth });
          };
          next.src = "/picture.png?v=" + state.version;
        }

        const events = new EventSource("/events");
        events.onmessage = (event) => show(JSON.parse(event.data));
        events.onerror = () => { statusLine.textContent = "disconnected: is layoutdraw watch still running?"; statusLine.className = "failed"; };
        </script>
        </body>
        </html>
        """
}
