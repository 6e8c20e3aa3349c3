import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine
import Synchronization

// What a custom `Layout`'s methods receive, as values the interpreter can call: SwiftUI's
// `LayoutSubviews`, `LayoutSubview`, `ViewDimensions` and `ViewSpacing`, each answering through
// the engine's proxies (`LayoutSubviews`, `LayoutSubview`). Apple's documentation of these
// types is the reference: `subviews[i].sizeThatFits(.unspecified)`, `.dimensions(in:)`,
// `.place(at:anchor:proposal:)`, `.priority`, `.spacing.distance(to:along:)`.

/// What the calls of one layout container share during one evaluation: its subviews, and while
/// `placeSubviews` runs, the placements it has made.
final class LayoutSession: Sendable {
    let subviews: LayoutSubviews
    /// The layout's name, for messages.
    let name: String
    /// Where the offsets of the layout's code point.
    let origin: ExpressionOrigin

    private struct State {
        /// While `placeSubviews` runs: each placed subview's index, with where it was placed last.
        var placements: [Int: Int]?
        var warnings: [Diagnostic] = []
    }

    private let state = Mutex(State())

    init(subviews: LayoutSubviews, name: String, origin: ExpressionOrigin) {
        self.subviews = subviews
        self.name = name
        self.origin = origin
    }

    /// `subviews` as the layout's code sees it.
    var subviewsValue: Value { .host(HostValue(SubviewsProxy(session: self))) }

    func beginPlacing() {
        state.withLock { $0 = State(placements: [:]) }
    }

    /// The subviews placed, and the warnings about the placement.
    func endPlacing() -> (placed: Set<Int>, warnings: [Diagnostic]) {
        state.withLock { state in
            let result = (Set((state.placements ?? [:]).keys), state.warnings)
            state = State()
            return result
        }
    }

    /// Records that `place` placed subview `index` (the call at `offset`).
    func recordPlacement(of index: Int, at offset: Int) throws(ExpressionError) {
        let earlier: Int?? = state.withLock { state in
            guard state.placements != nil else { return .none }
            defer { state.placements![index] = offset }
            return .some(state.placements![index])
        }
        guard let earlier else {
            throw ExpressionError(
                "place(at:anchor:proposal:) is called from placeSubviews only, not while \(name) is being sized or aligned", at: offset)
        }
        if let first = earlier {
            let firstLine = origin.location(of: first).line
            let warning = Diagnostic.warning(
                "\(name).placeSubviews places subview \(index) a second time here (first at line \(firstLine)): as in SwiftUI, the last placement counts",
                at: origin.location(of: offset))
            state.withLock { state in
                if !state.warnings.contains(where: { $0.location == warning.location }) { state.warnings.append(warning) }
            }
        }
    }
}

/// SwiftUI's `LayoutSubviews`: `count`, `subviews[i]`, and every collection method an array has
/// (`indices`, `map`, `enumerated`, `for subview in subviews`).
struct SubviewsProxy: HostObject {
    let session: LayoutSession

    var typeName: String { "LayoutSubviews" }
    var description: String { "LayoutSubviews(count: \(session.subviews.count))" }

    func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "count": .int(session.subviews.count)
        case "isEmpty": .bool(session.subviews.isEmpty)
        default: nil
        }
    }

    func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .int(let index) = arguments[0].value else {
            throw ExpressionError("LayoutSubviews is subscripted with an Int index: subviews[0]", at: offset)
        }
        guard session.subviews.indices.contains(index) else {
            let count = session.subviews.count
            throw ExpressionError("index \(index) is out of range: the layout has \(count) subview\(count == 1 ? "" : "s")", at: offset)
        }
        return .host(HostValue(SubviewProxy(session: session, index: index)))
    }

    var elements: [Value]? {
        session.subviews.indices.map { .host(HostValue(SubviewProxy(session: session, index: $0))) }
    }

    func isEqual(to other: any HostObject) -> Bool {
        (other as? SubviewsProxy)?.session === session
    }
}

/// SwiftUI's `LayoutSubview`.
struct SubviewProxy: HostObject {
    let session: LayoutSession
    let index: Int

    private var subview: LayoutSubview { session.subviews[index] }

    var typeName: String { "LayoutSubview" }
    var description: String { "LayoutSubview(\(index))" }

    static let methods = ["sizeThatFits", "dimensions", "place"]

    func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "priority": return .double(subview.priority)
        case "spacing": return .host(HostValue(ViewSpacingValue(spacing: subview.spacing)))
        case _ where Self.methods.contains(name):
            throw ExpressionError("'\(name)' is a method; call it as \(name)(…)", at: offset)
        default:
            throw ExpressionError(
                "value of type LayoutSubview has no member '\(name)'\(Suggestions.didYouMean(name, in: Self.methods + ["priority", "spacing"]))",
                at: offset)
        }
    }

    func hasMethod(_ name: String) -> Bool { Self.methods.contains(name) }

    func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "sizeThatFits":
            guard arguments.count == 1, arguments[0].label == nil else {
                throw ExpressionError("sizeThatFits takes one proposal: subview.sizeThatFits(.unspecified)", at: offset)
            }
            return .size(subview.sizeThatFits(try Self.proposal(arguments[0].value, for: "sizeThatFits", at: offset)))
        case "dimensions":
            guard arguments.count == 1, arguments[0].label == "in" else {
                throw ExpressionError("dimensions takes one proposal: subview.dimensions(in: .unspecified)", at: offset)
            }
            let proposal = try Self.proposal(arguments[0].value, for: "dimensions(in:)", at: offset)
            return .host(HostValue(DimensionsProxy(dimensions: subview.dimensions(in: proposal))))
        default:
            return try place(arguments, at: offset)
        }
    }

    /// `place(at: point, anchor: .center, proposal: p)` (the anchor defaults to `.topLeading`).
    private func place(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        let labels = arguments.map(\.label)
        guard labels == ["at", "anchor", "proposal"] || labels == ["at", "proposal"] else {
            throw ExpressionError("place takes (at:anchor:proposal:): subview.place(at: point, anchor: .center, proposal: .unspecified)", at: offset)
        }
        guard let point = arguments[0].value.pointValue else {
            throw ExpressionError("place(at:) takes a CGPoint, not a value of type \(arguments[0].value.typeName)", at: offset)
        }
        guard point.x.isFinite, point.y.isFinite else {
            throw ExpressionError(
                "place(at:) needs a finite point, not (\(SwiftFormat.double(point.x)), \(SwiftFormat.double(point.y)))", at: offset)
        }
        var anchor = UnitPoint.topLeading
        if arguments.count == 3 {
            guard let value = Self.unitPoint(arguments[1].value) else {
                throw ExpressionError(
                    "anchor: takes a UnitPoint (.center, .topLeading, UnitPoint(x: 0.5, y: 0)…), not \(arguments[1].value.debugDescription)",
                    at: offset)
            }
            anchor = value
        }
        let proposal = try Self.proposal(arguments[arguments.count - 1].value, for: "place(proposal:)", at: offset)
        try session.recordPlacement(of: index, at: offset)
        subview.place(at: point, anchor: anchor, proposal: proposal)
        return .none
    }

    func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw ExpressionError("custom layout values (LayoutValueKey, .layoutValue) are not supported: compute the value in the layout", at: offset)
    }

    func isEqual(to other: any HostObject) -> Bool {
        guard let other = other as? SubviewProxy else { return false }
        return other.session === session && other.index == index
    }

    /// A proposal as a method receives it: `.unspecified`, `.zero`, `.infinity`,
    /// `ProposedViewSize(width:height:)`, or a proposal the layout received.
    static func proposal(_ value: Value, for method: String, at offset: Int) throws(ExpressionError) -> ProposedViewSize {
        guard let proposal = value.proposalValue else {
            throw ExpressionError(
                "\(method) takes a ProposedViewSize (.unspecified, .zero, .infinity, ProposedViewSize(width:height:)), not a value of type \(value.typeName)",
                at: offset)
        }
        for (axis, length) in [("width", proposal.width), ("height", proposal.height)] {
            if let length, length < 0 {
                throw ExpressionError("a proposal cannot be negative: its \(axis) is \(SwiftFormat.double(length))", at: offset)
            }
        }
        return proposal
    }

    /// `.center`, `UnitPoint.topLeading`, `UnitPoint(x: 0.5, y: 0)`.
    static func unitPoint(_ value: Value) -> UnitPoint? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "UnitPoint", symbol.path.count == 1 else { return nil }
        let member = symbol.path[0]
        guard let arguments = member.arguments else { return UnitPoint.named[member.name] }
        guard member.name == "init", arguments.map(\.label) == ["x", "y"], let x = arguments[0].value.number,
            let y = arguments[1].value.number, x.isFinite, y.isFinite
        else { return nil }
        return UnitPoint(x: x, y: y)
    }
}

/// SwiftUI's `ViewDimensions`: `width`, `height`, and a guide's value, `d[.leading]`,
/// `d[VerticalAlignment.firstTextBaseline]`.
struct DimensionsProxy: HostObject {
    let dimensions: ViewDimensions

    var typeName: String { "ViewDimensions" }
    var description: String { "ViewDimensions(width: \(SwiftFormat.double(dimensions.width)), height: \(SwiftFormat.double(dimensions.height)))" }

    func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "width": return .double(dimensions.width)
        case "height": return .double(dimensions.height)
        default:
            throw ExpressionError(
                "value of type ViewDimensions has no member '\(name)'\(Suggestions.didYouMean(name, in: ["width", "height"])); read a guide as d[.leading]",
                at: offset)
        }
    }

    func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .symbol(let symbol) = arguments[0].value, symbol.path.count == 1,
            symbol.path[0].arguments == nil
        else {
            throw ExpressionError("ViewDimensions is subscripted with an alignment guide: d[.leading], d[VerticalAlignment.center]", at: offset)
        }
        let name = symbol.path[0].name
        let horizontal = HorizontalAlignment(rawValue: name)
        let vertical = VerticalAlignment(rawValue: name)
        switch symbol.type {
        case "HorizontalAlignment" where horizontal != nil: return .double(dimensions[horizontal!])
        case "VerticalAlignment" where vertical != nil: return .double(dimensions[vertical!])
        case nil where horizontal != nil && vertical != nil:
            throw ExpressionError(
                "'.\(name)' is ambiguous here: write d[HorizontalAlignment.\(name)] or d[VerticalAlignment.\(name)]", at: offset)
        case nil where horizontal != nil: return .double(dimensions[horizontal!])
        case nil where vertical != nil: return .double(dimensions[vertical!])
        default:
            let known = HorizontalAlignment.allCases.map(\.rawValue) + VerticalAlignment.allCases.map(\.rawValue)
            throw ExpressionError("no alignment guide '\(name)' here\(Suggestions.didYouMean(name, in: known))", at: offset)
        }
    }

    func isEqual(to other: any HostObject) -> Bool {
        guard let other = other as? DimensionsProxy else { return false }
        return other.dimensions.size == dimensions.size
    }
}

