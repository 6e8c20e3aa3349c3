import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the modifiers that style controls: each sets an environment value the
// controls below it read, as in SwiftUI. Swift `.buttonStyle(.bordered)`; YAML `buttonStyle:
// bordered`.
extension Modifiers {

    /// A style named by a case of `T` (`.bordered`, `bordered`).
    static func style<T: RawRepresentable & CaseIterable>(_ i: ModifierInput, _: T.Type, kind: String) -> T?
    where T.RawValue == String {
        let table = Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.rawValue, $0) })
        guard i.value != nil else {
            i.session.error("'\(i.name)' needs a \(kind): \(T.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))", at: i.location)
            return nil
        }
        return i.session.named(i.value, table, kind: kind, for: i.name, keyLocation: i.location, context: i.context)
    }
}
