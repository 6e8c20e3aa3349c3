import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.fontWidth(.condensed)` / `fontWidth: condensed`; `nil` leaves the font's width. A width
    /// other than the standard one warns that the shipped fonts have only that one.
    enum FontWidthMapping: ModifierMapping {
        static let names = ["fontWidth"]

        static func compile(_ i: ModifierInput) -> Modification? {
            fontWidth(i)
        }
    }

    /// `.fontWidth(.condensed)` / `fontWidth: condensed`; `nil` leaves the font's width. A width
    /// other than the standard one warns that the shipped fonts have only that one.
    static func fontWidth(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, d.isNil(value, i.context) { return .modifier(FontWidth(nil)) }
        guard let width = d.fontWidth(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
        d.warnOfMissingWidth(width, at: d.location(of: i.value, key: i.location), i.context)
        return .modifier(FontWidth(width))
    }
}
