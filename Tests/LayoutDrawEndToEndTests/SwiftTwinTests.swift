import Foundation
import LayoutDraw
import Testing

/// Every SwiftUI listing of the articles is a `.swift` fixture beside its YAML twin: both must
/// lay out to the same tree, node for node — the same kinds, frames and texts — so that the
/// listing itself draws what the hand-written scene draws. (The twins share their golden, which
/// `GoldenTests` compares both with.)
@Suite("SwiftUI listings and their YAML twins")
struct SwiftTwinTests {
    /// The `.swift` fixtures that have a `.yaml` twin.
    static let twins: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Fixtures").path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && names.contains(String($0.dropLast(".swift".count)) + ".yaml") }
            .map { String($0.dropLast(".swift".count)) }.sorted()
    }()

    @Test func everyArticleListingHasATwin() {
        // Articles 000–004: the listings drawn from their own source (Docs/SwiftUI-Source.md, "The articles' listings").
        #expect(Self.twins.count >= 20, "only \(Self.twins.count) SwiftUI twins: \(Self.twins)")
    }

    @Test(arguments: twins)
    func theListingLaysOutAsItsTwin(_ name: String) throws {
        let swift = try layOutFixture(name + ".swift")
        let yaml = try layOutFixture(name + ".yaml")
        #expect(swift.canvas.size == yaml.canvas.size && swift.canvas.safeArea == yaml.canvas.safeArea, "\(name): canvas \(swift.canvas.size) vs \(yaml.canvas.size)")
        #expect(swift.nodes.count == yaml.nodes.count, "\(name): \(swift.nodes.count) nodes from Swift, \(yaml.nodes.count) from YAML")
        for (a, b) in zip(swift.nodes, yaml.nodes) {
            let same = a.kind == b.kind && a.parent == b.parent && a.text == b.text && a.frame.isClose(to: b.frame)
            #expect(same, "\(name): node \(a.index) differs: Swift \(a.kind) \(a.frame) \(a.text ?? "") at \(a.source.map { "\($0.line):\($0.column)" } ?? "?"), YAML \(b.kind) \(b.frame) \(b.text ?? "") at \(b.source.map { "\($0.line):\($0.column)" } ?? "?")")
            if !same { break }
        }
    }
}

extension Rect {
    /// Equal to within a millionth of a point (the same layout computed in a different order).
    func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6 && abs(width - other.width) < 1e-6
            && abs(height - other.height) < 1e-6
    }
}
