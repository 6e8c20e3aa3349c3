import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine

/// What one view entry of a scene has built so far: the nodes it stands for (a `Group` or
/// `ForEach` stands for several, `EmptyView` for none) and whether shape styles still apply.
struct Chain {
    enum ShapeState {
        /// A bare shape: `fill`, `stroke` and `strokeBorder` change the shape itself.
        case bare
        /// Not (or no longer) a shape; the text completes "'fill' applies to a shape; …".
        case notShape(String)
        /// The view could not be decoded; shape modifiers are not checked.
        case unknown
    }

    var nodes: [ViewNode]
    var shape: ShapeState

    init(_ nodes: [ViewNode], shape: ShapeState) {
        self.nodes = nodes
        self.shape = shape
    }
}

/// What a view decoder gets: the view's primary argument and where it is written.
struct ViewInput {
    /// The view type as written (`HStack`).
    let name: String
    /// The primary argument; nil when there is none (`- Spacer`, `Circle:`).
    let value: YAMLNode?
    /// The position of the view key (or of the bare name).
    let location: SourceLocation
    /// The context for the view's arguments and content; its depth counts this view.
    let context: DecodingContext
    let decoding: SceneDecoding
}

/// Decodes one view type's primary argument; nil after reporting a problem.
typealias ViewDecoder = @Sendable (ViewInput) -> Chain?

/// What a modifier decoder gets.
struct ModifierInput {
    let name: String
    /// The argument; nil for a bare name or an empty value (`padding:`).
    let value: YAMLNode?
    /// The position of the modifier key.
    let location: SourceLocation
    let context: DecodingContext
    let decoding: SceneDecoding
}

/// How a modifier changes the chain.
enum Modification {
    /// Wraps each node in a modifier node, with secondary views (`background`).
    case modifier(any ViewModifierLayout, secondary: [ViewNode] = [])
    /// `.border(_:width:)`, through `ViewNode.bordered`.
    case border(ColorStyle, width: Double)
    /// `fill`, `stroke`, `strokeBorder`: changes a bare shape itself.
    case shapeStyle(ShapeStyle)
    /// `id:` tags the nodes built so far.
    case tag(String)
    /// `annotate:` adds diagram items to the nodes built so far.
    case annotate([AnnotationRequest])
    /// `resizable` (true) makes a bare `Image` take its proposal.
    case resizable(Bool)
}

/// How `fill`, `stroke` or `strokeBorder` paints a shape.
enum ShapeStyle {
    case fill(ColorStyle)
    case stroke(ColorStyle, lineWidth: Double)
    case strokeBorder(ColorStyle, lineWidth: Double)

    func applied(to shape: any Shape) -> any Shape {
        switch self {
        case .fill(let color): shape.fill(color)
        case .stroke(let color, let width): shape.stroke(color, lineWidth: width)
        case .strokeBorder(let color, let width): shape.strokeBorder(color, lineWidth: width)
        }
    }
}

/// Decodes one modifier's argument; nil after reporting a problem.
typealias ModifierDecoder = @Sendable (ModifierInput) -> Modification?

extension SceneDecoding {
    // MARK: Lists of views

    /// The views a content argument stands for: a list of views, or a single view. `Group`
    /// and `ForEach` entries expand in place; `EmptyView` entries vanish, as in a ViewBuilder.
    func views(_ node: YAMLNode?, _ context: DecodingContext) -> [ViewNode] {
        guard let node, !node.isNull else { return [] }
        if case .sequence(let sequence) = node {
            return sequence.flatMap { item -> [ViewNode] in
                if case .sequence = item {
                    error("expected a view, found a list inside a list", at: location(item))
                    return []
                }
                return view(item, context)
            }
        }
        return view(node, context)
    }

    /// A slot that holds one view (the root, `background`): several views are combined by
    /// `combine` (an implicit stack); none is an `EmptyView`.
    func singleView(
        _ node: YAMLNode, _ context: DecodingContext, combine: ([ViewNode], SourceLocation) -> ViewNode
    ) -> ViewNode {
        let list = views(node, context)
        switch list.count {
        case 0: return ViewNode(EmptyView(), source: location(node))
        case 1: return list[0]
        default: return combine(list, location(node))
        }
    }

    // MARK: One view entry

    /// One view entry: a mapping whose first key names the view type (its value the primary
    /// argument) and whose other keys are modifiers in order, or a bare view name.
    func view(_ node: YAMLNode, _ context: DecodingContext) -> [ViewNode] {
        var context = context
        let entries: [Field]? = if case .mapping(let mapping) = node { fields(of: mapping) } else { nil }
        // The view's content is wrapped by the view and by each of its modifiers: count them
        // all now, before the content is decoded.
        context.depth += 1 + (entries.map { Self.modifierCount($0.dropFirst()) } ?? 0)
        if context.depth > limits.maximumDepth {
            error(
                "views and modifiers are nested more than \(limits.maximumDepth) levels deep (limit --max-depth)",
                at: location(node))
            return []
        }
        guard takeNodes(1, at: location(node), context) else { return [] }
        switch node {
        case .scalar(let scalar):
            guard case .string(let name) = CoreScalar(scalar) else {
                error("expected a view, found \(describeKind(node))", at: location(node))
                return []
            }
            return chain(name: name, value: nil, at: location(node), context)?.nodes ?? []
        case .mapping(let mapping):
            guard let entries, let first = entries.first else {
                if mapping.isEmpty { error("expected a view, found an empty mapping", at: location(node)) }
                return []
            }
            // When the view itself is invalid, its modifiers are still checked, on a stand-in.
            let initial = chain(name: first.name, value: first.value.nonNull, at: location(first.key), context)
            var built = initial ?? Chain([ViewNode(EmptyView())], shape: .unknown)
            for field in entries.dropFirst() {
                applyModifier(field.name, value: field.value.nonNull, keyNode: field.key, to: &built, context)
            }
            return initial == nil ? [] : built.nodes
        case .sequence:
            error("expected a view, found a list", at: location(node))
            return []
        }
    }

    /// How many modifiers the fields after a view's name apply (a `modifiers:` list counts
    /// each of its items).
    static func modifierCount(_ fields: ArraySlice<Field>) -> Int {
        fields.reduce(0) { count, field in
            guard field.name == "modifiers", case .sequence(let items) = field.value else { return count + 1 }
            return count + items.reduce(0) { n, item in
                if case .mapping(let mapping) = item { return n + mapping.count }
                return n + 1
            }
        }
    }

    /// Takes `count` nodes from the scene's budget; reports the first refusal.
    func takeNodes(_ count: Int, at location: SourceLocation, _ context: DecodingContext) -> Bool {
        let taken = context.budget.take(count)
        if taken.firstRefusal {
            error(
                "the scene makes more than \(context.budget.limit) views and modifiers (ForEach repeats its content; limit --max-nodes)",
                at: location)
        }
        return taken.allowed
    }

    /// The view `name` with its primary argument, or nil after reporting a problem.
    private func chain(name: String, value: YAMLNode?, at location: SourceLocation, _ context: DecodingContext) -> Chain? {
        if let decoder = Views.table[name] {
            return decoder(ViewInput(name: name, value: value, location: location, context: context, decoding: self))
        }
        if NotSupportedYet.views.contains(name) {
            error("'\(name)' is not supported yet", at: location)
        } else if Modifiers.table[name] != nil || NotSupportedYet.modifiers.contains(name) || name == "modifiers" {
            error("a view starts with its type (Text, HStack, …); '\(name)' is a modifier", at: location)
        } else {
            error("unknown view '\(name)'\(Suggestions.didYouMean(name, in: Views.allNames))", at: location)
        }
        return nil
    }

    // MARK: Modifiers

    /// Applies modifier `name` (or splices a `modifiers:` list) to `chain`.
    func applyModifier(_ name: String, value: YAMLNode?, keyNode: YAMLNode, to chain: inout Chain, _ context: DecodingContext) {
        let at = location(keyNode)
        if name == "modifiers" {
            applyModifierList(value, at: at, to: &chain, context)
            return
        }
        guard let decoder = Modifiers.table[name] else {
            if NotSupportedYet.modifiers.contains(name) {
                error("'\(name)' is not supported yet", at: at)
            } else if Views.table[name] != nil || NotSupportedYet.views.contains(name) {
                error("'\(name)' is a view, not a modifier; start another list item ('- \(name): …') for a second view", at: at)
            } else {
                error("unknown modifier '\(name)'\(Suggestions.didYouMean(name, in: Modifiers.allNames))", at: at)
            }
            return
        }
        guard takeNodes(max(1, chain.nodes.count), at: at, context),
            let modification = decoder(ModifierInput(name: name, value: value, location: at, context: context, decoding: self))
        else {
            return
        }
        switch modification {
        case .modifier(let modifier, let secondary):
            chain.nodes = chain.nodes.map { $0.modified(by: modifier, secondary: secondary, source: at) }
            chain.shape = .notShape("here it follows '\(name)'")
        case .border(let color, let width):
            chain.nodes = chain.nodes.map { $0.bordered(color, width: width, source: at) }
            chain.shape = .notShape("here it follows '\(name)'")
        case .shapeStyle(let paint):
            switch chain.shape {
            case .bare:
                chain.nodes = chain.nodes.map { node in
                    guard let shape = node.view as? any Shape else { return node }
                    var node = node
                    node.view = paint.applied(to: shape)
                    return node
                }
                chain.shape = .notShape("here it follows '\(name)'")
            case .notShape(let reason):
                // SwiftUI would not compile it; a scene still draws, without the style.
                warning("'\(name)' applies to a shape; \(reason), so it is ignored", at: at, context)
            case .unknown:
                break
            }
        case .resizable(let on):
            if case .unknown = chain.shape { break }
            guard !chain.nodes.isEmpty, chain.nodes.allSatisfy({ $0.view is Image }) else {
                error("'resizable' applies to an Image, written right after it (before any other modifier)", at: at)
                break
            }
            if on { chain.nodes = chain.nodes.map { node in var node = node; node.view = (node.view as! Image).resizable(); return node } }
        case .tag(let id):
            chain.nodes = chain.nodes.map { node in
                var node = node
                node.id = id
                return node
            }
            for _ in chain.nodes { register(id: id, at: at, context) }
        case .annotate(let items):
            chain.nodes = chain.nodes.map { node in
                var node = node
                node.annotations += items
                return node
            }
        }
    }

    /// `modifiers: [font: caption, padding: 6, fixedSize]`: each item a one-key mapping or a
    /// bare name, applied in order where the list stands.
    private func applyModifierList(_ value: YAMLNode?, at: SourceLocation, to chain: inout Chain, _ context: DecodingContext) {
        guard let value else {
            error("expected a list of modifiers for 'modifiers'", at: at)
            return
        }
        guard case .sequence(let sequence) = value else {
            error("expected a list of modifiers for 'modifiers', found \(describeKind(value))", at: location(value))
            return
        }
        for item in sequence {
            switch item {
            case .scalar(let scalar):
                guard case .string(let name) = CoreScalar(scalar) else {
                    error("expected a modifier, found \(describeKind(item))", at: location(item))
                    continue
                }
                applyModifier(name, value: nil, keyNode: item, to: &chain, context)
            case .mapping(let mapping):
                for field in fields(of: mapping) {
                    applyModifier(field.name, value: field.value.nonNull, keyNode: field.key, to: &chain, context)
                }
            default:
                error("expected a modifier, found \(describeKind(item))", at: location(item))
            }
        }
    }
}
