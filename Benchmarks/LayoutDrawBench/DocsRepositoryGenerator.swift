/// A generated docs repository for `check` at scale: `count` small scenes like a docs writer's
/// (a card with a title, a caption, a row of coloured tiles, a GeometryReader readout), half
/// SwiftUI listings and half YAML scenes, 50 to a chapter folder, with a `layoutdraw.yaml`
/// that checks each in four variants (light and dark, at 2x and 3x) against `Images/`.
///
/// Scene `i` is the same in every repository, so the first 1,000 scenes of a 2,000-scene
/// repository are the 1,000-scene one.
enum DocsRepositoryGenerator {
    static let project = """
        scenes: Docs
        goldens: Images
        variants:
          appearances: [light, dark]
          scales: [2, 3]

        """

    /// `(relative path, text)` of scene `index`; `restyled`, the same scene with its tiles'
    /// colours moved on by one (a design change that fails every variant of every scene).
    static func scene(_ index: Int, restyled: Bool = false) -> (path: String, text: String) {
        let chapter = "Docs/chapter-\(String(100 + index / 50).dropFirst())"
        let tiles = 3 + index % 5
        let colors = ["blue", "orange", "green", "purple", "pink", "teal"]
        let shift = restyled ? 1 : 0
        let width = 220 + (index % 7) * 20
        if index % 2 == 0 {
            var text = "// layoutdraw: --size \(width)x160\n"
            text += "VStack(alignment: .leading, spacing: 6) {\n"
            text += "    Text(\"Scene \(index)\").font(.headline)\n"
            text += "    Text(\"A caption that explains the layout.\").font(.caption).foregroundStyle(.secondary)\n"
            text += "    HStack(spacing: 4) {\n"
            for tile in 0..<tiles {
                text += "        RoundedRectangle(cornerRadius: 4).fill(.\(colors[(index + tile + shift) % colors.count])).frame(width: 24, height: 24)\n"
            }
            text += "    }\n"
            text += "    GeometryReader { proxy in\n"
            text += "        Text(\"\\(proxy.size.width) x \\(proxy.size.height)\").font(.caption2)\n"
            text += "    }\n"
            text += "    .border(.gray)\n"
            text += "}\n.padding(12)\n"
            return ("\(chapter)/scene-\(index).swift", text)
        }
        var text = "canvas:\n  size: [\(width), 160]\nview:\n  VStack:\n    alignment: leading\n    spacing: 6\n    content:\n"
        text += "      - Text: Scene \(index)\n        font: headline\n"
        text += "      - Text: A caption that explains the layout.\n        font: caption\n        foregroundStyle: secondary\n"
        text += "      - HStack:\n          spacing: 4\n          content:\n"
        for tile in 0..<tiles {
            text += "            - RoundedRectangle: {cornerRadius: 4}\n              fill: \(colors[(index + tile + shift) % colors.count])\n              frame: {width: 24, height: 24}\n"
        }
        text += "      - GeometryReader:\n          - Text: '\\(proxy.size.width) x \\(proxy.size.height)'\n            font: caption2\n        border: gray\n"
        text += "  padding: 12\n"
        return ("\(chapter)/scene-\(index).yaml", text)
    }
}
