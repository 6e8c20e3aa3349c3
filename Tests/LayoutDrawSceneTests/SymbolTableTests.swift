import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import Testing

@testable import LayoutDrawCompile
import LayoutDrawSymbols

/// The SF Symbol table (Sources/LayoutDrawSymbols/SymbolTable.generated.swift) says
/// what the shipped icons and Generator/sf-symbols.tsv say, and their path data reads.
@Suite struct SymbolTableTests {
    static let symbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LayoutDrawSymbols/Generator")

    @Test func theTableIsTheFiles() throws {
        let tsv = try String(contentsOf: Self.symbols.appendingPathComponent("sf-symbols.tsv"), encoding: .utf8)
        var names: [String: String] = [:]
        for line in tsv.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t").map(String.init)
            names[parts[0]] = parts[1]
        }
        #expect(names == SymbolTable.names)
        for file in Set(names.values) {
            let svg = try String(contentsOf: Self.symbols.appendingPathComponent("bootstrap-icons").appendingPathComponent(file), encoding: .utf8)
            #expect(svg.contains("viewBox=\"0 0 16 16\""), "\(file)")
            // Every path's d attribute, in order, and whether it fills even-odd.
            var paths: [(String, Bool)] = []
            // (A `<circle>` — only circle-fill.svg has one — is the path SVG defines it to be: two
            // half arcs from its leftmost point; here, one of radius 8 centred at (8, 8).)
            if svg.contains("<circle cx=\"8\" cy=\"8\" r=\"8\"/>") { paths.append(("M0 8a8 8 0 1 0 16 0a8 8 0 1 0 -16 0z", false)) }
            for element in svg.components(separatedBy: "<path").dropFirst() {
                let tag = element.prefix { $0 != ">" }
                guard let start = tag.range(of: " d=\"") else { continue }
                let d = tag[start.upperBound...].prefix { $0 != "\"" }
                paths.append((String(d), tag.contains("fill-rule=\"evenodd\"")))
            }
            let table = try #require(SymbolTable.files[file])
            #expect(table.map(\.d) == paths.map(\.0), "\(file)")
            #expect(table.map(\.evenOdd) == paths.map(\.1), "\(file)")
        }
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
