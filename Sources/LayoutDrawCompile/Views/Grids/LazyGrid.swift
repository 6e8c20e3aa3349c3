import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `LazyVGrid: {columns, alignment, spacing, content}` / `LazyHGrid: {rows, …}`.
    enum LazyGridMapping: ViewMapping {
        static let names = ["LazyVGrid", "LazyHGrid"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let isVertical = input.name == "LazyVGrid"
            let itemsKey = isVertical ? "columns" : "rows"
            let otherKey = isVertical ? "rows" : "columns"
            let example = "\(itemsKey): [{flexible: {minimum: 50, maximum: 100}}, {fixed: 70}] or {count: 4, flexible: {}}"
            guard let value = input.value else {
                d.error("'\(input.name)' needs '\(itemsKey)', such as \(input.name): {\(example), content: …}", at: input.location)
                return nil
            }
            guard case .record = value, let fields = d.parameters(
                value, of: input.name, allowed: ["columns", "rows", "alignment", "spacing", "pinnedViews", "content"], keyLocation: input.location)
            else {
                if case .record = value { return nil }
                d.error("'\(input.name)' needs a mapping with '\(itemsKey)' and 'content', such as {\(example), content: …}", at: d.location(value))
                return nil
            }
            if let other = fields[otherKey] {
                d.error(
                    "'\(input.name)' takes '\(itemsKey)', not '\(otherKey)' (\(isVertical ? "a LazyHGrid has rows" : "a LazyVGrid has columns"))",
                    at: other.key)
                return nil
            }
            guard let itemsField = fields[itemsKey] else {
                d.error("'\(input.name)' needs '\(itemsKey)': \(example)", at: d.location(value))
                return nil
            }
            var valid = true
            let items = gridItems(itemsField.value, keyLocation: itemsField.key, input)
            if items == nil { valid = false }
            let spacing = optionalNumber(fields["spacing"], input, valid: &valid)
            let layout: (any ViewLayout)?
            if isVertical {
                layout = horizontalAlignment(fields["alignment"], input).flatMap { a in
                    items.map { LazyVGrid(columns: $0, alignment: a, spacing: spacing) }
                }
            } else {
                layout = verticalAlignment(fields["alignment"], input).flatMap { a in
                    items.map { LazyHGrid(rows: $0, alignment: a, spacing: spacing) }
                }
            }
            let children = d.views(fields["content"]?.value, input.context)
            guard valid, let layout else { return nil }
            return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
        }
    }
}
