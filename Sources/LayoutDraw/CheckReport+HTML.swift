extension CheckReport {
    /// A self-contained HTML page (no external files: images are inlined as base64 `data:`
    /// URIs) listing every scene and, for each failure, the expected (golden), actual and diff
    /// images side by side, and a slider that uncovers the actual image over the expected one.
    public func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>layoutdraw check: \(HTML.escaped(summary))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>layoutdraw check</h1>
            <p class="totals \(succeeded ? "pass" : "fail")">\(HTML.escaped(summary))</p>
            <table class="scenes">
            <thead><tr><th>Scene</th><th>Result</th><th>Details</th></tr></thead>
            <tbody>

            """
        for scene in scenes {
            let nameCell = scene.passed
                ? HTML.escaped(scene.name) : "<a href=\"#\(Self.anchor(scene))\">\(HTML.escaped(scene.name))</a>"
            page += "<tr class=\"\(scene.passed ? "pass" : "fail")\"><td>\(nameCell)</td>"
            page += "<td>\(Self.label(scene))</td><td>\(HTML.escaped(Self.detail(scene)))</td></tr>\n"
        }
        page += "</tbody>\n</table>\n"
        for scene in scenes where !scene.passed {
            page += failureSection(scene)
        }
        page += "</body>\n</html>\n"
        return page
    }

    private func failureSection(_ scene: SceneCheck) -> String {
        var section = "<section class=\"failure\" id=\"\(Self.anchor(scene))\">\n"
        section += "<h2>\(HTML.escaped(scene.name)) <span class=\"label\">\(Self.label(scene))</span></h2>\n"
        section += "<p class=\"paths\">scene <code>\(HTML.escaped(scene.scenePath))</code> · golden <code>\(HTML.escaped(scene.goldenPath))</code></p>\n"
        if case .error(let message) = scene.outcome {
            return section + "<pre class=\"diagnostics\">\(HTML.escaped(message))</pre>\n</section>\n"
        }
        section += "<p>\(HTML.escaped(Self.detail(scene)))</p>\n"
        if scene.diffPNG != nil {
            section += "<p class=\"legend\">Diff: the golden faded to grey, <b class=\"red\">red</b> pixels differ, <b class=\"yellow\">yellow</b> ones are anti-aliasing (not counted).</p>\n"
        }
        section += "<div class=\"images\">\n"
        section += Self.figure("Expected (golden)", scene.expectedPNG, missing: "no golden", className: "expected")
        section += Self.figure("Actual (rendered)", scene.actualPNG, missing: "not rendered", className: "actual")
        section += Self.figure(
            "Diff", scene.diffPNG,
            missing: scene.expectedPNG == nil ? "nothing to compare" : "no pixel diff for different sizes", className: "diff")
        section += "</div>\n"
        if let expected = scene.expectedPNG, let actual = scene.actualPNG,
            case .differs = scene.outcome
        {
            section += """
                <div class="slider">
                <p class="slider-caption"><span>◀ expected</span><span>actual ▶</span></p>
                <div class="compare">
                <img class="under" alt="expected" src="\(HTML.dataURI(expected))">
                <img class="over" alt="actual" src="\(HTML.dataURI(actual))">
                <div class="divider"></div>
                </div>
                <input type="range" min="0" max="100" value="50" aria-label="Compare expected and actual" \
                oninput="this.previousElementSibling.style.setProperty('--split', this.value + '%')">
                </div>

                """
        }
        return section + "</section>\n"
    }

    private static func figure(_ caption: String, _ png: [UInt8]?, missing: String, className: String) -> String {
        guard let png else {
            return "<figure class=\"\(className) absent\"><figcaption>\(HTML.escaped(caption))</figcaption><div class=\"placeholder\">\(HTML.escaped(missing))</div></figure>\n"
        }
        let size = ImageComparison.pngSize(png).map { " · \($0) px" } ?? ""
        return "<figure class=\"\(className)\"><figcaption>\(HTML.escaped(caption + size))</figcaption><img alt=\"\(HTML.escaped(caption))\" src=\"\(HTML.dataURI(png))\"></figure>\n"
    }

    private static func anchor(_ scene: SceneCheck) -> String {
        "scene-" + String(scene.name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" ? Character(scalar) : "_"
        })
    }

    private static func label(_ scene: SceneCheck) -> String {
        if scene.passed { return "passed" }
        switch scene.outcome {
        case .match: return "re-recorded"
        case .differs: return scene.recordsGolden ? "differs, recorded" : "differs"
        case .missing: return scene.recordsGolden ? "missing, recorded" : "missing"
        case .sizeMismatch: return scene.recordsGolden ? "size differs, recorded" : "size differs"
        case .error: return "error"
        }
    }

    private static func detail(_ scene: SceneCheck) -> String {
        switch scene.outcome {
        case .match(let result), .differs(let result): SceneCheck.counts(result)
        case .missing: scene.recordsGolden ? "no golden; recorded \(scene.goldenPath)" : "no golden at \(scene.goldenPath)"
        case .sizeMismatch(let golden, let rendered): "golden \(golden), rendered \(rendered) pixels"
        case .error(let message): String(message.prefix { $0 != "\n" })
        }
    }

    private static let style = """
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1c1c1e;background:#fff}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 6px}
        .totals{font-size:16px;font-weight:600}.pass{color:#1f7a34}.fail{color:#c4001a}
        table.scenes{border-collapse:collapse;margin:12px 0 8px}
        table.scenes th,table.scenes td{text-align:left;padding:4px 12px 4px 0;border-bottom:1px solid #e5e5ea;vertical-align:top}
        table.scenes td{color:#1c1c1e}table.scenes tr.fail td:nth-child(2){color:#c4001a;font-weight:600}
        table.scenes tr.pass td:nth-child(2){color:#1f7a34}
        .failure{border-top:2px solid #e5e5ea;margin-top:24px;padding-top:16px}
        .label{font-size:13px;font-weight:600;color:#fff;background:#c4001a;border-radius:4px;padding:1px 6px;vertical-align:middle}
        .paths{color:#636366;font-size:12px;margin:0 0 8px}
        .images{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:16px;align-items:start}
        figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
        img{display:block;max-width:100%;height:auto}
        figure img,.compare{border:1px solid #c7c7cc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .placeholder{border:1px dashed #c7c7cc;color:#8e8e93;padding:32px 8px;text-align:center}
        .slider{display:inline-block;max-width:100%;margin-top:16px}
        .slider-caption{display:flex;justify-content:space-between;margin:0 0 4px;font-weight:600}
        .compare{--split:50%;position:relative;max-width:100%}
        .compare .over{position:absolute;top:0;left:0;width:100%;height:100%;clip-path:inset(0 0 0 var(--split))}
        .compare .divider{position:absolute;top:0;bottom:0;left:var(--split);width:2px;margin-left:-1px;background:#ff2d55}
        .slider input{width:100%;margin:6px 0 0}
        pre.diagnostics{background:#f2f2f7;padding:8px 12px;overflow:auto}
        .legend{color:#3a3a3c;font-size:13px}.legend .red{color:#e00}.legend .yellow{color:#b8a000}
        """
}

/// Text and attribute escaping, and inline images, for the HTML report.
enum HTML {
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    static func dataURI(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Base64.encode(png)
    }
}
