import LayoutDraw

/// One thing an explainer page or a moving picture steps through: the canvas's width or
/// height, or a stored property (a YAML param), with the values it takes.
public struct VariedDimension: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// The canvas's width in points.
        case width
        /// The canvas's height in points.
        case height
        /// A stored property of a SwiftUI source, or a YAML param, set as `--set` sets it.
        case property(String)
    }

    public var target: Target
    /// The values, as `--set` writes them (`30`, `0.5`, `.vanilla`, `true`); the width and
    /// height in points.
    public var values: [String]
    /// Each value as a number, when the values are numbers.
    public var numbers: [Double]?
    /// The position of the value the scene is drawn with (its `@State`'s default, a `--set`,
    /// the canvas's own width): where a page's slider starts.
    public var start: Int
    /// Where the values come from, for the page and messages: `--vary width=200...400`,
    /// `Slider at line 11`, `the canvas, ½× to 1½×`.
    public var origin: String

    public init(target: Target, values: [String], numbers: [Double]?, start: Int, origin: String) {
        self.target = target
        self.values = values
        self.numbers = numbers
        self.start = start
        self.origin = origin
    }

    /// `width`, `height`, or the property's name.
    public var name: String {
        switch target {
        case .width: "width"
        case .height: "height"
        case .property(let name): name
        }
    }

    /// Whether it moves (more than one value).
    public var varies: Bool { values.count > 1 }
}

/// The canvas a scene is drawn on as written, which `width` and `height` vary.
public struct BaseCanvas: Hashable, Sendable {
    /// The canvas's size in points, as laid out (a fitted canvas: the size it fitted to).
    public var size: Size
    /// Whether the height follows the content (`--size fit`, a snippet's ideal size): a
    /// varied width then proposes the width and lets the height fit.
    public var heightFits: Bool

    public init(size: Size, heightFits: Bool) {
        self.size = size
        self.heightFits = heightFits
    }
}

/// Turns `--vary` requests, and for a page the scene's own controls, into the dimensions
/// stepped through, within the limits.
public struct VariationPlanner: Sendable {
    /// The most pictures one page or moving picture may draw (`--max-frames`): combinations
    /// of values for a page, values for a moving picture.
    public var maximumFrames: Int
    /// The most combinations a page draws when the steps are chosen (ranges without `step=`):
    /// the chosen steps are made coarser (at most 24, 12, 8, 6, 4, then 2 steps per range) until
    /// the page draws no more than this.
    public var comfortableFrames = 256
    /// The most steps a range without `step=` is cut into.
    public static let defaultSteps = 24

    public init(maximumFrames: Int = 1_000) {
        self.maximumFrames = maximumFrames
    }

    /// The dimensions of an explainer page: the `--vary` requests in the order given, then
    /// the width (half to one and a half times the canvas's) and every state a control sets
    /// that was not asked for.
    public func pageDimensions(_ requests: [VaryRequest], states: SourceStates, canvas: BaseCanvas, isSwift: Bool) throws(VariationError)
        -> [VariedDimension]
    {
        try checkNames(requests, states: states, isSwift: isSwift)
        var pending: [Pending] = []
        for request in requests { pending.append(try Pending(request: request, states: states, canvas: canvas)) }
        if !requests.contains(where: { $0.name == "width" }) {
            let width = canvas.size.width
            let lower = max(1, (width / 2).rounded()), upper = max(lower, (width * 1.5).rounded())
            pending.append(
                Pending(
                    target: .width, kind: .numbers(lower: lower, upper: upper, step: nil, isInteger: true), initial: width,
                    initialText: nil, origin: "the canvas: half to one and a half times its \(SwiftFormat.json(width))-point width",
                    isDefault: true))
        }
        for range in states.ranges where !requests.contains(where: { $0.name == range.name }) {
            pending.append(Pending(range: range, states: states))
        }
        // Coarser chosen steps until the page is comfortable — the width's first (what a
        // control sets, or a --vary asked for, is what the page is about) — then the hard limit.
        let coarser = [Self.defaultSteps, 12, 8, 6, 4, 2]
        let plans = coarser.map { (width: $0, others: Self.defaultSteps) } + coarser.dropFirst().map { (width: 2, others: $0) }
        var dimensions: [VariedDimension] = []
        for plan in plans {
            dimensions = try pending.map { (pending) throws(VariationError) in
                try pending.dimension(steps: pending.isDefault ? plan.width : plan.others, insertsInitial: true, limit: maximumFrames)
            }
            if combinations(dimensions) <= Double(comfortableFrames) { break }
        }
        let count = combinations(dimensions)
        guard count <= Double(maximumFrames) else {
            let described = dimensions.filter(\.varies).map { "\($0.name): \($0.values.count)" }.joined(separator: " × ")
            throw VariationError(
                "the page would draw \(Self.format(count)) pictures (\(described)), more than \(maximumFrames) (limit --max-frames): "
                    + "take larger steps (,step=…), or hold one still (--vary NAME=VALUE)")
        }
        return dimensions
    }

    /// The one dimension a moving picture steps through (and any held still with one value).
    public func movingDimensions(_ requests: [VaryRequest], states: SourceStates, canvas: BaseCanvas, isSwift: Bool) throws(VariationError)
        -> [VariedDimension]
    {
        try checkNames(requests, states: states, isSwift: isSwift)
        var dimensions: [VariedDimension] = []
        for request in requests {
            let pending = try Pending(request: request, states: states, canvas: canvas)
            dimensions.append(try pending.dimension(steps: Self.defaultSteps, insertsInitial: false, limit: maximumFrames))
        }
        let moving = dimensions.filter(\.varies)
        guard moving.count <= 1 else {
            throw VariationError(
                "a moving picture steps through one thing, and --vary gives \(moving.count) (\(moving.map(\.name).joined(separator: ", "))): "
                    + "vary one, hold the others still (--vary NAME=VALUE or --set), or make an explainer page (layoutdraw explain)")
        }
        return dimensions
    }

    /// How many pictures the dimensions make.
    public func combinations(_ dimensions: [VariedDimension]) -> Double {
        dimensions.reduce(1.0) { $0 * Double($1.values.count) }
    }

    private func checkNames(_ requests: [VaryRequest], states: SourceStates, isSwift: Bool) throws(VariationError) {
        var seen: Set<String> = []
        for request in requests {
            guard seen.insert(request.name).inserted else {
                throw VariationError("--vary \(request.name) is given twice: give each name once")
            }
            guard isSwift, request.name != "width", request.name != "height", !states.propertyNames.contains(request.name) else { continue }
            let names = ["width", "height"] + states.propertyNames
            throw VariationError(
                "--vary \(request.text): no stored property is named '\(request.name)'\(Suggestions.didYouMean(request.name, in: names)) "
                    + "(vary width, height\(states.propertyNames.isEmpty ? "" : ", or one of " + states.propertyNames.joined(separator: ", ")))")
        }
    }

    /// `1,000,000,001`: a count with thousands separated.
    public static func format(_ count: Double) -> String {
        guard count < 1e15 else { return SwiftFormat.double(count) }
        let digits = Array(String(Int64(count)))
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}

/// A dimension whose values are not yet cut into steps.
private struct Pending {
    enum Kind {
        case numbers(lower: Double, upper: Double, step: Double?, isInteger: Bool)
        case list([String])
    }

    var target: VariedDimension.Target
    var kind: Kind
    /// The scene's own value, as a number.
    var initial: Double?
    /// The scene's own value, as `--set` writes it.
    var initialText: String?
    var origin: String
    /// The width a page varies without being asked: the first to take coarser steps.
    var isDefault = false

    init(target: VariedDimension.Target, kind: Kind, initial: Double?, initialText: String?, origin: String, isDefault: Bool = false) {
        self.target = target
        self.kind = kind
        self.initial = initial
        self.initialText = initialText
        self.origin = origin
        self.isDefault = isDefault
    }

    init(request: VaryRequest, states: SourceStates, canvas: BaseCanvas) throws(VariationError) {
        origin = "--vary \(request.text)"
        switch request.name {
        case "width":
            target = .width
            initial = canvas.size.width
        case "height":
            target = .height
            initial = canvas.size.height
        default:
            target = .property(request.name)
            initialText = states.initialValues[request.name]
            initial = initialText.flatMap { Double($0) }
        }
        switch request.values {
        case .range(let lower, let upper, let step):
            let type = states.propertyTypes[request.name]
            let whole = lower == lower.rounded() && upper == upper.rounded() && (step.map { $0 == $0.rounded() } ?? true)
            let isInteger: Bool
            switch target {
            case .width, .height: isInteger = whole
            case .property: isInteger = type == "Int" || (type == nil && whole && step != nil)
            }
            if case .property = target, type == "Int", !whole {
                throw VariationError("--vary \(request.text): '\(request.name)' holds whole numbers (an Int): give whole bounds and step")
            }
            kind = .numbers(lower: lower, upper: upper, step: step, isInteger: isInteger)
        case .list(let values):
            kind = .list(values)
        }
        if target == .width || target == .height {
            let values: [String]
            switch request.values {
            case .range(let lower, let upper, _): values = [SwiftFormat.json(lower), SwiftFormat.json(upper)]
            case .list(let list): values = list
            }
            for value in values {
                guard let points = Double(value), points.isFinite else {
                    throw VariationError("--vary \(request.text): the \(request.name) '\(value)' is not a number of points")
                }
                guard points > 0, points <= 100_000 else {
                    throw VariationError("--vary \(request.text): a canvas \(request.name) is more than 0 and at most 100000 points, not \(value)")
                }
            }
        }
    }

    init(range: StateRange, states: SourceStates) {
        target = .property(range.name)
        initialText = states.initialValues[range.name]
        initial = initialText.flatMap { Double($0) }
        origin = "the \(range.control) at line \(range.location.line)"
        switch range.values {
        case .numbers(let lower, let upper, let step, let isInteger):
            kind = .numbers(lower: lower, upper: upper, step: step, isInteger: isInteger || states.propertyTypes[range.name] == "Int")
        case .choices(let choices):
            kind = .list(choices)
        }
    }

    /// The dimension, a range without a step cut into at most `steps` steps.
    func dimension(steps: Int, insertsInitial: Bool, limit: Int) throws(VariationError) -> VariedDimension {
        switch kind {
        case .list(let values):
            guard values.count <= limit else {
                throw VariationError("\(origin) gives \(values.count) values, more than \(limit) (limit --max-frames)")
            }
            let numbers = values.map { Double($0) }
            let start =
                values.firstIndex { Self.sameValue($0, initialText) }
                ?? nearest(initial, in: numbers.contains(nil) ? nil : numbers.map { $0! }) ?? 0
            return VariedDimension(
                target: target, values: values, numbers: numbers.contains(nil) ? nil : numbers.map { $0! }, start: start, origin: origin)
        case .numbers(let lower, let upper, let step, let isInteger):
            var values = try Self.numbers(lower: lower, upper: upper, step: step, isInteger: isInteger, steps: steps, limit: limit, origin: origin)
            if insertsInitial, let initial, initial >= lower, initial <= upper, !values.contains(initial) {
                // A chosen step's multiple within half a step of the scene's value gives way to it.
                if step == nil, values.count > 2 {
                    let chosen = Self.roundStep((upper - lower) / Double(steps), isInteger: isInteger)
                    values = values.enumerated().filter { index, value in
                        index == 0 || index == values.count - 1 || abs(value - initial) >= chosen / 2
                    }.map(\.element)
                }
                values.append(initial)
                values.sort()
            }
            let start = nearest(initial, in: values) ?? 0
            let texts = values.map { value in
                isInteger && value.magnitude < 1e15 ? String(Int64(value)) : SwiftFormat.double(value)
            }
            return VariedDimension(target: target, values: texts, numbers: values, start: start, origin: origin)
        }
    }

    private func nearest(_ value: Double?, in numbers: [Double]?) -> Int? {
        guard let value, let numbers, !numbers.isEmpty else { return nil }
        var best = 0
        for (i, number) in numbers.enumerated() where abs(number - value) < abs(numbers[best] - value) { best = i }
        return best
    }

    /// `.vanilla` and `Flavor.vanilla` are one value; `3` and `3.0` too.
    static func sameValue(_ a: String, _ b: String?) -> Bool {
        guard let b else { return false }
        if a == b { return true }
        if let x = Double(a), let y = Double(b) { return x == y }
        func caseName(_ s: String) -> String? {
            guard let dot = s.lastIndex(of: "."), s.first == "." || s.first?.isUppercase == true else { return nil }
            return String(s[s.index(after: dot)...])
        }
        if let x = caseName(a), let y = caseName(b) { return x == y }
        return false
    }

    /// From `lower` through `upper`: by `step` from `lower` (the last step shorter if need be,
    /// so that `upper` is drawn), or, without a step, at the multiples of a round step that
    /// cuts the range into at most `steps` steps, and the bounds.
    static func numbers(
        lower: Double, upper: Double, step: Double?, isInteger: Bool, steps: Int, limit: Int, origin: String
    ) throws(VariationError) -> [Double] {
        guard upper > lower else { return [lower] }
        let span = upper - lower
        if let step {
            let count = (span / step).rounded(.down) + 1 + ((span / step).rounded(.down) * step < span - step * 1e-9 ? 1 : 0)
            guard count <= Double(limit) else {
                let suggested = roundStep(span / Double(max(1, min(limit - 1, 100))), isInteger: isInteger)
                throw VariationError(
                    "\(origin) makes \(VariationPlanner.format(count)) values, more than \(limit) (limit --max-frames): "
                        + "take a larger step (step=\(SwiftFormat.json(suggested)) makes \(Int((span / suggested).rounded(.down)) + 1))")
            }
            let decimals = decimalPlaces(of: [lower, upper, step])
            var values: [Double] = []
            var i = 0.0
            while lower + i * step < upper - step * 1e-9 {
                values.append(round(lower + i * step, decimals))
                i += 1
            }
            values.append(upper)
            return values
        }
        let step = roundStep(span / Double(steps), isInteger: isInteger)
        let decimals = decimalPlaces(of: [lower, upper, step])
        var values = [lower]
        var k = (lower / step).rounded(.down) + 1
        // The multiples inside, but none closer than half a step to a bound.
        while k * step < upper - step / 2 {
            let value = round(k * step, decimals)
            if value >= lower + step / 2 { values.append(value) }
            k += 1
        }
        values.append(upper)
        return values
    }

    /// The smallest of 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 and 8 times a power of ten that is at
    /// least `raw` (whole numbers only, for whole values): 15° and 30° steps for 0...360, 20-point
    /// steps for a 400-point width.
    static func roundStep(_ raw: Double, isInteger: Bool) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        var magnitude = 1.0
        while magnitude > raw { magnitude /= 10 }
        while magnitude * 10 <= raw { magnitude *= 10 }
        for factor in [1.0, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10] {
            let step = factor * magnitude
            if isInteger && (step < 1 || step != step.rounded()) { continue }
            if step >= raw * (1 - 1e-12) { return step }
        }
        return isInteger ? max(1, (10 * magnitude).rounded()) : 10 * magnitude
    }

    /// How many decimals the numbers need (at most 9).
    static func decimalPlaces(of numbers: [Double]) -> Int {
        var places = 0
        for number in numbers {
            var scaled = number.magnitude
            var p = 0
            while p < 9, abs(scaled - scaled.rounded()) > 1e-9 * max(1, scaled) {
                scaled *= 10
                p += 1
            }
            places = max(places, p)
        }
        return places
    }

    static func round(_ value: Double, _ decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}
