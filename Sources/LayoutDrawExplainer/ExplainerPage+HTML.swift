import LayoutDraw

extension ExplainerPage {
    /// The page around `data`: the first picture is in the HTML itself (the page shows it
    /// without its script), the script builds the sliders and the tree from the data.
    func html(_ data: ExplainerData, source: String) -> String {
        let first = data.steps[data.start].appearances[0]
        var page = Self.head.replacingAll("$TITLE", with: Self.escaped(title))
        page += "<header><h1>\(Self.escaped(title))</h1><p class=\"hint\">Point at a view in the picture or the tree, or tab to a row, "
        page += "to outline its frame. Move a slider to lay the scene out again.</p></header>\n"
        page += "<section id=\"controls\" aria-label=\"Values\"></section>\n"
        page += "<main>\n<div id=\"left\">\n<div id=\"stage\"><div id=\"canvas\">"
        page += "<div id=\"picture\" role=\"img\" aria-label=\"\(Self.escaped(title)), drawn by layoutdraw\">"
        page += data.svg(first.picture)
        page += "</div><svg id=\"overlay\" aria-hidden=\"true\" viewBox=\"0 0 \(ExplainerData.number(first.size.width)) \(ExplainerData.number(first.size.height))\"></svg>"
        page += "<div id=\"tag\" hidden></div></div></div>\n"
        page += "<p id=\"readout\" aria-live=\"polite\"></p>\n"
        page += "<details id=\"listing\" open><summary>Source</summary><pre><code>"
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            page += "<span data-line=\"\(number + 1)\">\(Self.escaped(String(line)))\n</span>"
        }
        page += "</code></pre></details>\n</div>\n"
        page += "<nav id=\"tree\" aria-label=\"Layout tree\"><div class=\"tree-head\"><span>view</span><span>proposed → size</span></div>"
        page += "<ol id=\"rows\"></ol></nav>\n</main>\n"
        page += "<noscript><p>The sliders and the tree need JavaScript; the picture above is the scene as written.</p></noscript>\n"
        page += "<footer>Drawn by layoutdraw: every frame laid out as SwiftUI lays it out, ahead, for each value of the sliders.</footer>\n"
        page += "<script type=\"application/json\" id=\"layoutdraw-data\">" + data.json() + "</script>\n"
        page += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return page
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    static let head = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="layoutdraw explain">
        <title>$TITLE · layoutdraw</title>
        <style>
        :root { color-scheme: light dark; --text: #1d1d1f; --muted: #6b6b70; --panel: #f5f5f7; --line: #d2d2d7;
          --backdrop: #e8e8ed; --accent: #D1005B; --accent-fill: rgba(209, 0, 91, .10); --visual: #0060DF; --focus: #0060DF; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --muted: #a1a1a6; --panel: #1c1c1e; --line: #3a3a3c; --backdrop: #2c2c2e;
            --accent: #FF6FA3; --accent-fill: rgba(255, 111, 163, .16); --visual: #5EAEFF; --focus: #5EAEFF; }
          body { background: #000; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; color: var(--text); font: 14px/1.45 "Inter", system-ui, -apple-system, "Segoe UI", sans-serif; }
        header { padding: 14px 20px 4px; }
        h1 { font-size: 17px; margin: 0; font-weight: 600; }
        .hint, footer { color: var(--muted); margin: 4px 0 0; }
        footer { padding: 8px 20px 20px; font-size: 12px; }
        #controls { display: flex; flex-wrap: wrap; gap: 8px 28px; padding: 10px 20px; }
        #controls label { display: grid; grid-template-columns: auto 200px 5.5em; gap: 10px; align-items: center; font-variant-numeric: tabular-nums; }
        #controls label.toggle { grid-template-columns: auto auto; }
        #controls .name { font-weight: 600; }
        #controls output { color: var(--muted); }
        #controls input[type=range] { width: 200px; accent-color: var(--accent); }
        main { display: flex; flex-wrap: wrap; gap: 20px; padding: 6px 20px; align-items: flex-start; }
        #left { min-width: 0; }
        #stage { background: var(--backdrop); border-radius: 8px; padding: 12px; overflow: auto; max-width: calc(100vw - 40px); }
        #canvas { position: relative; display: inline-block; vertical-align: top; line-height: 0; box-shadow: 0 0 0 1px var(--line); }
        #picture svg { display: block; }
        #overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; pointer-events: none; }
        #overlay .frame { fill: var(--accent-fill); stroke: var(--accent); stroke-width: 1.5; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke; }
        #overlay .visual { fill: none; stroke: var(--visual); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        #tag { position: absolute; pointer-events: none; white-space: nowrap; font: 500 11px/1.3 "Inter", system-ui, sans-serif;
          font-variant-numeric: tabular-nums; color: #fff; background: var(--accent); padding: 2px 6px; border-radius: 3px; line-height: 1.4; }
        @media (prefers-color-scheme: dark) { #tag { color: #000; } }
        #readout { min-height: 2.9em; margin: 8px 0; font-variant-numeric: tabular-nums; }
        #readout .kind { font-weight: 600; }
        #readout .quiet { color: var(--muted); }
        #listing { margin-top: 4px; }
        #listing summary { cursor: pointer; color: var(--muted); }
        #listing pre { background: var(--panel); border-radius: 8px; padding: 10px 0; overflow: auto; font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, monospace; margin: 6px 0; }
        #listing span { display: block; padding: 0 12px; white-space: pre; }
        #listing span.current { background: var(--accent-fill); box-shadow: inset 3px 0 0 var(--accent); }
        #tree { background: var(--panel); border-radius: 8px; padding: 8px 0; min-width: 360px; font-variant-numeric: tabular-nums; }
        .tree-head { display: flex; justify-content: space-between; color: var(--muted); font-size: 12px; padding: 0 12px 4px; }
        #rows { list-style: none; margin: 0; padding: 0; }
        #rows button { display: flex; width: 100%; gap: 8px; align-items: baseline; border: 0; background: none; color: inherit; font: inherit;
          font-size: 12.5px; text-align: left; padding: 2px 12px 2px calc(12px + var(--depth) * 14px); cursor: default; }
        #rows button .kind { font-weight: 500; }
        #rows button .id { color: var(--muted); }
        #rows button .numbers { margin-left: auto; white-space: nowrap; color: var(--muted); }
        #rows button.selected { background: var(--accent-fill); box-shadow: inset 3px 0 0 var(--accent); }
        #rows button.selected .numbers { color: var(--text); }
        #rows button:focus-visible { outline: 2px solid var(--focus); outline-offset: -2px; }
        </style>
        </head>
        <body>

        """

    /// The page's behaviour. `window.layoutdrawExplainer` records what is shown, for the
    /// headless-browser test (Benchmarks/explain-page.py).
    static let script = #"""
        "use strict";
        (() => {
        const data = JSON.parse(document.getElementById("layoutdraw-data").textContent);
        const $ = (id) => document.getElementById(id);
        const picture = $("picture"), overlay = $("overlay"), canvas = $("canvas"), tag = $("tag"), readout = $("readout");
        const list = $("rows"), controls = $("controls"), stage = $("stage");
        const positions = data.dimensions.map((d) => d.start);
        const dark = window.matchMedia("(prefers-color-scheme: dark)");
        const state = window.layoutdrawExplainer = { step: -1, appearance: "", picture: -1, tree: -1, selected: -1, shown: 0, positions };
        const svgNS = "http://www.w3.org/2000/svg";
        let rows = [], buttons = [], selected = -1, pinned = -1, size = [0, 0], signature = "";

        // The stage keeps the room of the largest picture, so that nothing jumps as a slider moves.
        let maxWidth = 0, maxHeight = 0;
        for (const step of data.steps) for (const a of step) { maxWidth = Math.max(maxWidth, a[2]); maxHeight = Math.max(maxHeight, a[3]); }
        stage.style.minWidth = (maxWidth + 24) + "px";
        stage.style.minHeight = (maxHeight + 24) + "px";

        function appearance() {
          if (data.appearances.length === 1) return 0;
          const i = data.appearances.indexOf(dark.matches ? "dark" : "light");
          return i < 0 ? 0 : i;
        }
        function stepIndex() { return data.dimensions.reduce((index, d, k) => index * d.values.length + positions[k], 0); }
        function valueText(d, value) { return d.kind === "property" ? value : value + " pt"; }

        // Controls: a slider for each dimension with several values, a checkbox for false/true.
        data.dimensions.forEach((d, k) => {
          if (d.values.length < 2) return;
          const label = document.createElement("label");
          const name = document.createElement("span");
          name.className = "name";
          name.textContent = d.name;
          label.title = "from " + d.origin;
          label.append(name);
          const isToggle = d.values.length === 2 && d.values.includes("true") && d.values.includes("false");
          if (isToggle) {
            label.className = "toggle";
            const box = document.createElement("input");
            box.type = "checkbox";
            box.checked = d.values[positions[k]] === "true";
            box.addEventListener("change", () => { positions[k] = d.values.indexOf(box.checked ? "true" : "false"); show(); });
            label.append(box);
          } else {
            const input = document.createElement("input"), output = document.createElement("output");
            input.type = "range";
            input.min = 0;
            input.max = d.values.length - 1;
            input.step = 1;
            input.value = positions[k];
            input.dataset.dimension = d.name;
            const update = () => {
              positions[k] = Number(input.value);
              output.textContent = valueText(d, d.values[positions[k]]);
              input.setAttribute("aria-valuetext", output.textContent);
            };
            update();
            input.addEventListener("input", () => { update(); show(); });
            label.append(input, output);
          }
          controls.append(label);
        });
        if (!controls.children.length) controls.hidden = true;

        function show() {
          const step = stepIndex(), a = appearance();
          const [pictureIndex, treeIndex, width, height] = data.steps[step][a];
          if (pictureIndex !== state.picture) {
            picture.innerHTML = data.pictures[pictureIndex].map((i) => data.parts[i]).join("");
            state.picture = pictureIndex;
          }
          size = [width, height];
          overlay.setAttribute("viewBox", "0 0 " + width + " " + height);
          if (treeIndex !== state.tree) {
            rows = data.trees[treeIndex].map((i) => data.rows[i]);
            buildTree();
            state.tree = treeIndex;
          }
          state.step = step;
          state.appearance = data.appearances[a];
          state.shown += 1;
          if (selected >= rows.length) selected = -1;
          if (pinned >= rows.length) pinned = -1;
          highlight(selected);
        }

        function depthOf(i) { let depth = 0; for (let p = rows[i][0]; p >= 0; p = rows[p][0]) depth += 1; return depth; }

        function buildTree() {
          const next = rows.map((r) => r[0] + ":" + r[1] + ":" + r[2]).join("|");
          if (next !== signature) {
            const focused = buttons.indexOf(document.activeElement);
            list.textContent = "";
            buttons = rows.map((r, i) => {
              const item = document.createElement("li"), button = document.createElement("button");
              button.type = "button";
              button.dataset.node = i;
              button.style.setProperty("--depth", depthOf(i));
              const kind = document.createElement("span");
              kind.className = "kind";
              kind.textContent = r[1];
              button.append(kind);
              if (r[2] !== null) { const id = document.createElement("span"); id.className = "id"; id.textContent = "#" + r[2]; button.append(id); }
              const numbers = document.createElement("span");
              numbers.className = "numbers";
              button.append(numbers);
              button.addEventListener("focus", () => { pinned = i; select(i); });
              button.addEventListener("pointerenter", () => select(i));
              button.addEventListener("pointerleave", () => select(pinned));
              button.addEventListener("click", () => { pinned = i; select(i); });
              button.addEventListener("keydown", (event) => {
                const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 }[event.key];
                if (to !== undefined && buttons[to]) { buttons[to].focus(); event.preventDefault(); }
                if (event.key === "Escape") { pinned = -1; button.blur(); select(-1); }
              });
              item.append(button);
              list.append(item);
              return button;
            });
            signature = next;
            if (focused >= 0 && buttons[focused]) buttons[focused].focus({ preventScroll: true });
          }
          rows.forEach((r, i) => { buttons[i].querySelector(".numbers").textContent = r[5] + "  →  " + r[6]; });
        }

        function select(i) { selected = i; highlight(i); }

        function highlight(i) {
          state.selected = i;
          overlay.textContent = "";
          buttons.forEach((b, k) => b.classList.toggle("selected", k === i));
          document.querySelectorAll("#listing span.current").forEach((s) => s.classList.remove("current"));
          if (i < 0 || !rows[i]) {
            tag.hidden = true;
            readout.innerHTML = '<span class="quiet">Canvas ' + fmt(size[0]) + " × " + fmt(size[1]) + " points. Point at a view to see what it was proposed and what it chose.</span>";
            return;
          }
          const r = rows[i];
          const rect = (x, y, w, h, cls) => {
            const e = document.createElementNS(svgNS, "rect");
            e.setAttribute("x", x); e.setAttribute("y", y);
            e.setAttribute("width", Math.max(w, 0.5)); e.setAttribute("height", Math.max(h, 0.5));
            e.setAttribute("class", cls);
            overlay.append(e);
          };
          rect(r[8], r[9], r[10], r[11], "frame");
          const moved = Math.abs(r[12] - r[8]) + Math.abs(r[13] - r[9]) + Math.abs(r[14] - r[10]) + Math.abs(r[15] - r[11]) > 0.01;
          if (moved) rect(r[12], r[13], r[14], r[15], "visual");
          const name = r[1] + (r[2] !== null ? " #" + r[2] : "");
          tag.textContent = r[5] + " → " + r[6];
          tag.hidden = false;
          const scale = canvas.getBoundingClientRect().width / size[0] || 1;
          const top = r[9] * scale - 20;
          tag.style.left = Math.max(0, r[8] * scale) + "px";
          tag.style.top = (top >= 0 ? top : (r[9] + r[11]) * scale + 4) + "px";
          readout.textContent = "";
          const k = document.createElement("span");
          k.className = "kind";
          k.textContent = name;
          readout.append(k, " — proposed " + r[5] + " → chose " + r[6] + ", at " + r[7]);
          if (moved) readout.append(", drawn at (" + fmt(r[12]) + ", " + fmt(r[13]) + ") " + fmt(r[14]) + " × " + fmt(r[15]));
          if (r.length > 16) { const t = document.createElement("span"); t.className = "quiet"; t.textContent = " · “" + r[16] + "”"; readout.append(t); }
          if (r[3] > 0) {
            const s = document.createElement("span"); s.className = "quiet"; s.textContent = " · line " + r[3]; readout.append(s);
            const line = document.querySelector('#listing span[data-line="' + r[3] + '"]');
            if (line) line.classList.add("current");
          }
        }

        function fmt(v) { const r = Math.round(v * 100) / 100; const s = String(r); return Number.isInteger(r) ? s + ".0" : s; }

        // Pointing: the smallest drawn frame under the pointer; of equal ones the deepest, and
        // of those the first (a view before the background or overlay drawn on its frame).
        function nodeAt(x, y) {
          let best = -1, bestArea = Infinity, bestDepth = -1;
          rows.forEach((r, i) => {
            const [vx, vy, vw, vh] = [r[12], r[13], r[14], r[15]];
            if (!(vw > 0 && vh > 0) || x < vx || y < vy || x > vx + vw || y > vy + vh) return;
            const area = vw * vh, depth = depthOf(i);
            if (area < bestArea - 1e-6 || (Math.abs(area - bestArea) <= 1e-6 && depth > bestDepth)) { best = i; bestArea = area; bestDepth = depth; }
          });
          return best;
        }
        canvas.addEventListener("pointermove", (event) => {
          const box = canvas.getBoundingClientRect();
          select(nodeAt((event.clientX - box.left) * size[0] / box.width, (event.clientY - box.top) * size[1] / box.height));
        });
        canvas.addEventListener("pointerleave", () => select(pinned));
        canvas.addEventListener("click", (event) => {
          const box = canvas.getBoundingClientRect();
          const i = nodeAt((event.clientX - box.left) * size[0] / box.width, (event.clientY - box.top) * size[1] / box.height);
          pinned = i;
          select(i);
          if (i >= 0) buttons[i].scrollIntoView({ block: "nearest" });
        });
        document.addEventListener("keydown", (event) => { if (event.key === "Escape") { pinned = -1; select(-1); } });
        dark.addEventListener("change", show);
        show();
        state.ready = true;
        })();

        """#
}
