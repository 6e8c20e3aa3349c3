import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// The namespace of the views' mappings (`Views/<role>/X.swift`, one per view, each
/// `Views.XMapping`) and the readers they share. Both front ends reach the same mapping: YAML's
/// `Text: Hello` is lowered to `Text("Hello")`.
enum Views {
    /// Every view name a scene may write, for suggestions.
    static let allNames = Array(MappingTable.views.keys) + NotSupportedYet.views

    /// How many views one `ForEach` may make.
    static let maximumForEachCount = 10_000

    /// The placeholder a `GeometryReader`'s content is checked with at compile time.
    static let placeholderProxy = GeometryProxy(
        size: Size(width: 100, height: 100), globalFrame: Rect(x: 0, y: 0, width: 100, height: 100))

    // MARK: Leaves

    /// A view without an argument.
    static func leaf(_ input: ViewInput, _ view: any ViewLayout) -> Chain? {
        guard noArgument(input) else { return nil }
        return Chain([ViewNode(view, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    static func shape(_ input: ViewInput, _ shape: any Shape) -> Chain? {
        guard noArgument(input) else { return nil }
        return Chain([ViewNode(shape, source: input.location)], shape: .bare)
    }

    /// Reports an argument given to a view that takes none.
    static func noArgument(_ input: ViewInput) -> Bool {
        guard let value = input.value, !value.isNull else { return true }
        var message = "'\(input.name)' takes no argument"
        if case .expression(let syntax) = value, case .implicitMember(let name, let offset) = syntax.expression, ColorStyle.named[name] != nil {
            message += syntax.written(at: offset) == .word ? "; to colour it, add 'fill: \(name)' after it" : "; to colour it, add .fill(.\(name)) after it"
        }
        input.session.error(message, at: input.session.location(value))
        return false
    }

    /// `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)` and the other
    /// gradients as views (Values+ShapeStyle.swift reads their arguments).
    static func gradient(_ input: ViewInput, _ make: (GradientStyle) -> any ViewLayout) -> Chain? {
        guard let gradient = input.session.gradient(input.value, kind: input.name, at: input.location, input.context) else { return nil }
        return Chain([ViewNode(make(gradient), source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    // MARK: Containers

    /// A container's argument: its content (a list of views, a single view, a view builder) or
    /// a parameter mapping whose `content` holds the views.
    static func containerArgument(_ input: ViewInput, parameters: [String]) -> (fields: Parameters, content: ValueSyntax?)? {
        guard let value = input.value else { return ([:], nil) }
        switch value {
        case .record:
            guard let fields = input.session.parameters(value, of: input.name, allowed: parameters + ["content"], keyLocation: input.location)
            else { return nil }
            return (fields, fields["content"]?.value)
        default:
            return ([:], value)
        }
    }

}

extension String {
    /// The string without leading `character`s (`.red` → `red`).
    func droppingLeading(_ character: Character) -> String {
        String(drop { $0 == character })
    }
}
