import LayoutDraw

extension CheckReport {
    /// A self-contained HTML page (no external files: images are inlined as base64 `data:`
    /// URIs): a table of every scene with one column per variant, side by side, and for each
    /// scene that did not pass its failing variants side by side, each with the expected
    /// (golden), actual and diff images, the command that updates it, and a slider that
    /// uncovers the actual image over the expected one.
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

            """
        if let shard {
            page += "<p class=\"shards\">Shard \(shard) of a run split across \(shard.count) runners.</p>\n"
        } else if !mergedShards.isEmpty {
            page += "<p class=\"shards\">Merged from shards \(mergedShards.map(\.description).joined(separator: ", ")).</p>\n"
        }
        let rows = sceneRows()
        page += "<table class=\"scenes\">\n<thead><tr><th>Scene</th>"
        for variant in variants { page += "<th>\(HTML.escaped(variant.label))</th>" }
        page += "</tr></thead>\n<tbody>\n"
        for row in rows {
            let first = scenes[row.first!]
            let allPassed = row.allSatisfy { scenes[$0].passed }
            page += "<tr class=\"\(allPassed ? "pass" : "fail")\"><td>\(HTML.escaped(first.scene.displayName))</td>"
            for variant in variants {
                guard let index = row.first(where: { scenes[$0].variant == variant }) else {
                    page += "<td class=\"none\">—</td>"
                    continue
                }
                let check = scenes[index]
                let label = HTML.escaped(Self.label(check))
                let title = check.passed ? "" : " title=\"\(HTML.escaped(check.detail))\""
                page += check.passed
                    ? "<td class=\"pass\">\(label)</td>"
                    : "<td class=\"fail\"\(title)><a href=\"#\(Self.anchor(check))\">\(label)</a></td>"
            }
            page += "</tr>\n"
        }
        page += "</tbody>\n</table>\n"
        for row in rows where row.contains(where: { !scenes[$0].passed }) {
            page += failureSection(row.filter { !scenes[$0].passed }.map { scenes[$0] })
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// The results grouped by scene file, in order: each row's result indices.
    private func sceneRows() -> [[Int]] {
        var rows: [[Int]] = []
        var rowOfScene: [String: Int] = [:]
        for (index, check) in scenes.enumerated() {
            if let row = rowOfScene[check.scenePath] {
                rows[row].append(index)
            } else {
                rowOfScene[check.scenePath] = rows.count
                rows.append([index])
            }
        }
        return rows
    }

    /// One scene's failing variants, side by side.
    private func failureSection(_ failures: [SceneCheck]) -> String {
        let scene = failures[0].scene
        var section = "<section class=\"failure\" id=\"\(Self.anchor(scene.displayName))\">\n"
        section += "<h2>\(HTML.escaped(scene.displayName))</h2>\n"
        section += "<p class=\"paths\">scene <code>\(HTML.escaped(scene.path))</code></p>\n"
        if failures.contains(where: { $0.diffPNG != nil }) {
            section += "<p class=\"legend\">Diff: the golden faded to grey, <b class=\"red\">red</b> pixels differ, <b class=\"yellow\">yellow</b> ones are anti-aliasing (not counted).</p>\n"
        }
        // A scene's errors, the same in every variant: shown once.
        if let message = failures[0].outcome.message, failures.allSatisfy({ $0.outcome.message == message }) {
            let labels = failures.map(\.variant.label).joined(separator: "; ")
            section += "<div class=\"variant\" id=\"\(Self.anchor(failures[0]))\">\n"
            section += "<h3>\(HTML.escaped(failures.count > 1 ? "Every variant (\(labels))" : labels)) <span class=\"label\">\(HTML.escaped(Self.label(failures[0])))</span></h3>\n"
            section += "<pre class=\"diagnostics\">\(HTML.escaped(message))</pre>\n</div>\n"
            for check in failures.dropFirst() { section += "<span id=\"\(Self.anchor(check))\"></span>\n" }
            return section + "</section>\n"
        }
        section += "<div class=\"variants\" style=\"--columns:\(failures.count)\">\n"
        for check in failures {
            section += "<div class=\"variant\" id=\"\(Self.anchor(check))\">\n"
            section += "<h3>\(HTML.escaped(check.variant.label)) <span class=\"label\">\(HTML.escaped(Self.label(check)))</span></h3>\n"
            section += "<p class=\"paths\">golden <code>\(HTML.escaped(check.goldenPath))</code></p>\n"
            if let message = check.outcome.message {
                section += "<pre class=\"diagnostics\">\(HTML.escaped(message))</pre>\n</div>\n"
                continue
            }
            section += "<p>\(HTML.escaped(check.detail))</p>\n"
            if let command = check.updateCommand {
                section += "<p class=\"update\">Update: <code>\(HTML.escaped(command))</code></p>\n"
            }
            section += Self.figure("Expected (golden)", check.expectedPNG, missing: "no golden", className: "expected")
            section += Self.figure("Actual (rendered)", check.actualPNG, missing: "not rendered", className: "actual")
            section += Self.figure(
                "Diff", check.diffPNG,
                missing: check.expectedPNG == nil ? "nothing to compare" : "no pixel diff for different sizes", className: "diff")
            if let expected = check.expectedPNG, let actual = check.actualPNG, !expected.isEmpty, !actual.isEmpty,
                case .differs = check.outcome
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
            section += "</div>\n"
        }
        return section + "</div>\n</section>\n"
    }

    private static func figure(_ caption: String, _ png: [UInt8]?, missing: String, className: String) -> String {
        guard let png, !png.isEmpty else {
            return "<figure class=\"\(className) absent\"><figcaption>\(HTML.escaped(caption))</figcaption><div class=\"placeholder\">\(HTML.escaped(missing))</div></figure>\n"
        }
        let size = ImageComparison.pngSize(png).map { " · \($0) px" } ?? ""
        return "<figure class=\"\(className)\"><figcaption>\(HTML.escaped(caption + size))</figcaption><img alt=\"\(HTML.escaped(caption))\" src=\"\(HTML.dataURI(png))\"></figure>\n"
    }

    private static func anchor(_ check: SceneCheck) -> String {
        anchor(check.name, prefix: "variant-")
    }

    private static func anchor(_ name: String, prefix: String = "scene-") -> String {
        prefix + String(name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" ? Character(scalar) : "_"
        })
    }

    private static func label(_ check: SceneCheck) -> String {
        if check.updated { return "updated" }
        if check.passed { return "passed" }
        switch check.outcome {
        case .match: return "re-recorded"
        case .differs: return check.recordsGolden ? "differs, recorded" : "differs"
        case .missing: return check.recordsGolden ? "missing, recorded" : "missing"
        case .sizeMismatch: return check.recordsGolden ? "size differs, recorded" : "size differs"
        case .invalidScene: return "invalid scene"
        case .unreadable: return "unreadable"
        case .error: return "error"
        }
    }

    private static let style = """
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1c1c1e;background:#fff}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 6px}
        .totals{font-size:16px;font-weight:600}.pass{color:#1f7a34}.fail{color:#c4001a}
        table.scenes{border-collapse:collapse;margin:12px 0 8px}
        table.scenes th,table.scenes td{text-align:left;padding:4px 12px 4px 0;border-bottom:1px solid #e5e5ea;vertical-align:top}
        table.scenes td{color:#1c1c1e}
        .failure{border-top:2px solid #e5e5ea;margin-top:24px;padding-top:16px}
        .label{font-size:13px;font-weight:600;color:#fff;background:#c4001a;border-radius:4px;padding:1px 6px;vertical-align:middle}
        .paths{color:#636366;font-size:12px;margin:0 0 8px}
        .variants{display:grid;grid-template-columns:repeat(var(--columns),minmax(220px,1fr));gap:20px;align-items:start;overflow-x:auto}
        .variant h3{font-size:15px;margin:0 0 4px}.update code{user-select:all}
        table.scenes td.pass{color:#1f7a34}table.scenes td.fail a{color:#c4001a;font-weight:600}table.scenes td.none{color:#8e8e93}
        .shards{color:#636366}
        figure{margin:0 0 12px}figcaption{font-weight:600;margin-bottom:4px}
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
