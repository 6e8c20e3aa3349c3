import LayoutDraw

extension CheckReport {
    /// The report as JUnit XML, the format GitHub Actions (through a test-report action), GitLab
    /// (`artifacts:reports:junit`) and Jenkins (the JUnit plugin) show natively: one test suite,
    /// one test case per scene and variant (`classname` the scene's path as a dotted class
    /// name, `name` the variant's name, `file` the scene), a `<failure>` for a picture that differs, is missing, has
    /// another size or was recorded, an `<error>` for a scene that is invalid or unreadable. A
    /// failure's text holds the counts, the golden, the command that updates it and its
    /// artifacts; each artifact is also named in `<system-out>` as `[[ATTACHMENT|path]]`, which
    /// GitLab and Jenkins' attachments plugin show as images.
    public func junitXML(suiteName: String = "layoutdraw check") -> String {
        let failures = scenes.filter { !$0.passed && $0.verdict == .picturesDiffer }.count
        let errors = scenes.filter { !$0.passed && $0.verdict != .picturesDiffer }.count
        let time = Self.seconds(scenes.reduce(0) { $0 + $1.duration })
        let name = XML.escaped(shard.map { "\(suiteName) (shard \($0))" } ?? suiteName)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(name)" tests="\(scenes.count)" failures="\(failures)" errors="\(errors)" skipped="0" time="\(time)">
            <testsuite name="\(name)" tests="\(scenes.count)" failures="\(failures)" errors="\(errors)" skipped="0" time="\(time)">

            """
        for check in scenes {
            xml += "<testcase classname=\"\(XML.escaped(Self.junitClassName(ofScene: check.scenePath)))\" name=\"\(XML.escaped(check.name))\" file=\"\(XML.escaped(check.scenePath))\" time=\"\(Self.seconds(check.duration))\""
            if check.passed {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            var text = "\(check.scenePath) (\(check.variant.label))\n\(check.detail)\ngolden: \(check.goldenPath)\n"
            if let message = check.outcome.message, message.contains("\n") { text += message + "\n" }
            if let command = check.updateCommand { text += "update: \(command)\n" }
            for (kind, path) in check.artifacts.sorted(by: { $0.key < $1.key }) { text += "\(kind): \(path)\n" }
            let element = check.verdict == .picturesDiffer ? "failure" : "error"
            xml += "<\(element) message=\"\(XML.escaped(check.detail))\" type=\"\(XML.escaped(check.status))\">\(XML.escaped(text))</\(element)>\n"
            if !check.artifacts.isEmpty {
                let attachments = check.artifacts.sorted(by: { $0.key < $1.key }).map { "[[ATTACHMENT|\($0.value)]]" }
                xml += "<system-out>\(XML.escaped(attachments.joined(separator: "\n")))</system-out>\n"
            }
            xml += "</testcase>\n"
        }
        xml += "</testsuite>\n</testsuites>\n"
        return xml
    }

    /// A scene's JUnit `classname`: its path without `.yaml`/`.swift`, folders joined by dots
    /// and every other dot `_` (`Docs/Scenes/v1.2/card.swift` → `Docs.Scenes.v1_2.card`).
    /// Jenkins splits a class name at its last dot into a package and a class, so the package
    /// is the scene's folder and the class its name (the path with its extension would make
    /// every scene a class `swift` or `yaml`); GitLab and GitHub show it as it is. The file
    /// itself is in `file`.
    public static func junitClassName(ofScene path: String) -> String {
        let stem = SceneDiscovery.stem(path) ?? path
        let components = stem.split(separator: "/").filter { $0 != "." && !$0.isEmpty }
        return components.map { String($0).replacingDots() }.joined(separator: ".")
    }

    /// Seconds with three decimals: `0.012`.
    private static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}

/// Text and attribute escaping for XML; characters XML 1.0 cannot hold become U+FFFD.
enum XML {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
