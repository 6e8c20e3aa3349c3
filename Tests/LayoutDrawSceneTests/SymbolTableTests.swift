import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene
import LayoutEngine
import LayoutDrawSymbols

/// The SF Symbol table (Sources/LayoutDrawSymbols/SymbolTable.generated.swift) says
/// what the shipped icons and Generator/sf-symbols.tsv say, and their path data reads.
@Suite struct SymbolTableTests {
    static let symbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LayoutDrawSymbols/Generator")

    @Test func theTableIsTheFiles() throws {
        let tsv = try String(contentsOf: Self.symbols.appendingPathComponent("sf-symbols.tsv"), encoding: .utf8)
        var names: [String: String] = [:]
        var mirrored: Set<String> = []
        for line in tsv.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t").map(String.init)
            names[parts[0]] = parts[1]
            #expect(parts.count == 2 || parts[2...] == ["mirrored"], "\(line)")
            if parts.count == 3 { mirrored.insert(parts[0]) }
        }
        #expect(names == SymbolTable.names)
        #expect(mirrored == SymbolTable.mirrored)
        for file in Set(names.values) {
            // A bare name is a Bootstrap icon (16 units square); one with a folder, that set's
            // (Phosphor's, 256), whose side the table records.
            let url = file.contains("/") ? Self.symbols.appendingPathComponent(file) : Self.symbols.appendingPathComponent("bootstrap-icons").appendingPathComponent(file)
            let svg = try String(contentsOf: url, encoding: .utf8)
            let side = SymbolTable.viewBoxes[file] ?? 16
            #expect(file.contains("/") == (side != 16), "\(file)")
            #expect(svg.contains("viewBox=\"0 0 \(Int(side)) \(Int(side))\""), "\(file)")
            // Every path's d attribute, in order, and whether it fills even-odd; a `<circle>` is
            // the path SVG defines it to be: two half arcs from its leftmost point.
            var paths: [(String, Bool)] = []
            for element in svg.components(separatedBy: "<").dropFirst() {
                let tag = element.prefix { $0 != ">" }
                func attribute(_ name: String) -> String? {
                    tag.range(of: " \(name)=\"").map { String(tag[$0.upperBound...].prefix { $0 != "\"" }) }
                }
                if tag.hasPrefix("circle"), let cx = attribute("cx").flatMap(Double.init), let cy = attribute("cy"), let r = attribute("r").flatMap(Double.init) {
                    let f = { (x: Double) in x == x.rounded() ? String(Int(x)) : String(x) }
                    paths.append(("M\(f(cx - r)) \(cy)a\(f(r)) \(f(r)) 0 1 0 \(f(2 * r)) 0a\(f(r)) \(f(r)) 0 1 0 \(f(-2 * r)) 0z", false))
                } else if tag.hasPrefix("path"), let d = attribute("d") {
                    paths.append((d, tag.contains("fill-rule=\"evenodd\"")))
                }
            }
            let table = try #require(SymbolTable.files[file])
            #expect(table.map(\.d) == paths.map(\.0), "\(file)")
            #expect(table.map(\.evenOdd) == paths.map(\.1), "\(file)")
        }
    }

    /// Only the icons the table names are shipped (each set's LICENSE beside them).
    @Test func everyShippedIconIsNamed() throws {
        let used = Set(SymbolTable.names.values)
        for folder in ["bootstrap-icons", "phosphor-icons"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.symbols.appendingPathComponent(folder).path)
            #expect(files.contains("LICENSE"), "\(folder)")
            for file in files where file != "LICENSE" {
                #expect(used.contains(folder == "bootstrap-icons" ? file : "\(folder)/\(file)"), "\(folder)/\(file)")
            }
        }
    }

    /// The symbols issue 27 found drawn as placeholders draw, with the icon of their meaning.
    @Test func theIssuesSymbolsDraw() throws {
        for (name, file) in [
            ("chevron.forward", "chevron-right.svg"), ("chevron.backward", "chevron-left.svg"), ("suit.heart.fill", "suit-heart-fill.svg"),
            ("arrow.2.squarepath", "repeat.svg"), ("highlighter", "highlighter.svg"),
            ("align.horizontal.left", "phosphor-icons/align-left.svg"), ("person.3.sequence.fill", "phosphor-icons/users-three-fill.svg"),
        ] {
            #expect(SymbolTable.file(named: name) == file, "\(name)")
            #expect(SymbolTable.outline(named: name) != nil, "\(name)")
        }
        // A Phosphor icon is scaled from its 256-unit box to 16: align-left's bar is the
        // rectangle x 32…48 (path "M48,40V216a8,8,0,0,1-16,0V40a8,8,0,0,1,16,0Z" → 2…3 units).
        let align = try #require(SymbolTable.outline(named: "align.horizontal.left"))
        #expect(align.paths[0].commands.first == .move(Point(x: 3, y: 2.5)))
    }

    /// `location.fill` is SF's navigation arrow, pointing up and right: Phosphor's points up and
    /// left, so the table draws it mirrored about x = 8.
    @Test func aMirroredIconPointsTheOtherWay() throws {
        #expect(SymbolTable.mirrored.contains("location.fill"))
        let outline = try #require(SymbolTable.outline(named: "location.fill"))
        // navigation-arrow-fill.svg starts "M248,121.58" (the right corner of its arrowhead's
        // back): (248, 121.58)/16 = (15.5, 7.59875), mirrored to x = 16 − 15.5 = 0.5.
        guard case .move(let p)? = outline.paths.first?.commands.first else {
            Issue.record("no move first")
            return
        }
        #expect(abs(p.x - 0.5) < 1e-9 && abs(p.y - 7.59875) < 1e-9)
    }

    /// A `.fill` symbol whose outline symbol is a Bootstrap icon `X.svg` draws `X-fill.svg`
    /// when the shipped icons have it (the filled shape, as SF's `.fill` is).
    @Test func aFillSymbolDrawsTheFilledIcon() throws {
        let shipped = Set(try FileManager.default.contentsOfDirectory(atPath: Self.symbols.appendingPathComponent("bootstrap-icons").path))
        var checked = 0
        for (name, file) in SymbolTable.names where name.hasSuffix(".fill") && !file.contains("/") {
            guard let outline = SymbolTable.names[String(name.dropLast(5))], outline.hasSuffix(".svg"), !outline.contains("/") else { continue }
            let filled = outline.dropLast(4) + "-fill.svg"
            guard shipped.contains(String(filled)) else { continue }
            #expect(file == String(filled), "\(name): \(file), not \(filled)")
            checked += 1
        }
        #expect(checked > 100)
    }

    /// `.environment(\.layoutDirection, …)` sets the direction the directional symbols read;
    /// right to left, with a warning that the stacks do not follow it.
    @Test func theLayoutDirectionIsSet() throws {
        let rtl = try SceneDecoder.decode("Image(systemName: \"chevron.forward\")\n    .environment(\\.layoutDirection, .rightToLeft)\n", file: "S.swift")
        #expect((rtl.root.view as? LayoutDirectionModifier)?.direction == .rightToLeft)
        #expect(rtl.warnings.map { $0.formatted() } == [
            "S.swift:2:6: warning: '.environment(\\.layoutDirection, .rightToLeft)' turns only the directional SF Symbols (.forward, .backward): stacks, alignments and padding are still laid out left to right"
        ])
        let ltr = try SceneDecoder.decode("Image(systemName: \"chevron.forward\")\n    .environment(\\.layoutDirection, .leftToRight)\n", file: "S.swift")
        #expect((ltr.root.view as? LayoutDirectionModifier)?.direction == .leftToRight)
        #expect(ltr.warnings.isEmpty)
    }

    @Test func everyIconReadsIntoItsViewBox() throws {
        for name in SymbolTable.names.keys {
            let outline = try #require(SymbolTable.outline(named: name))
            #expect(!outline.paths.isEmpty)
            for path in outline.paths {
                #expect(path.commands.count > 2, "\(name)")
                for command in path.commands {
                    let points: [Point] =
                        switch command {
                        case .move(let p), .line(let p): [p]
                        case .curve(_, _, let end): [end]
                        case .close: []
                        }
                    // The points on the path stay in the 16 × 16 box, give or take one unit (a
                    // curve's control points may not: the heart's stand well outside it; the
                    // clapper of bell-slash.svg, a circle of radius 2 at (8, 15), reaches y = 17).
                    for p in points { #expect(p.x >= -1 && p.x <= 17 && p.y >= -1 && p.y <= 17, "\(name): \(p)") }
                }
            }
        }
    }

    @Test func pathDataReadsAsSVGDoes() {
        // Implicit separators (".5.5"), a relative line after a move, H/V, and a close.
        #expect(SVGPathData.commands("M1 2l.5.5H4V6z") == [
            .move(Point(x: 1, y: 2)), .line(Point(x: 1.5, y: 2.5)), .line(Point(x: 4, y: 2.5)), .line(Point(x: 4, y: 6)), .close,
        ])
        // A half circle of radius 1 from (0, 0) to (2, 0) about (1, 0). Sweep flag 1 is SVG's
        // positive-angle direction, clockwise on screen (y down): from angle π through 3π/2 to
        // 2π, so the arc passes (1 + cos 3π/2, sin 3π/2) = (1, −1), above: two quarter curves.
        let arc = SVGPathData.commands("M0 0A1 1 0 0 1 2 0")
        #expect(arc.count == 3)
        if case .curve(_, _, let mid) = arc[1] {
            #expect(abs(mid.x - 1) < 1e-9 && abs(mid.y + 1) < 1e-9)
        }
        if case .curve(_, _, let end) = arc[2] { #expect(end == Point(x: 2, y: 0)) }
    }
}
