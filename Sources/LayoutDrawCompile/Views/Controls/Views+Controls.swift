import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the controls: `Slider`, `Toggle`, `Stepper`, `ProgressView`, `TextField`,
// `Label` and `Image(systemName:)`. Each reads both spellings: Swift's initializers
// (`Slider(value: $angle, in: 0...45)`, a binding read as its value, `.constant(x)` as x) and
// the YAML scene's mapping of the same labels (`Slider: {value: 30, in: [0, 45]}`).
extension Views {
    // MARK: Slider

    // MARK: Toggle

    // MARK: Stepper

    // MARK: ProgressView

    /// Whether `ProgressView`'s one unlabelled argument is its title (a string: YAML
    /// `ProgressView: Loading`, Swift `ProgressView("Loading")`) rather than its value.
    static func isTitle(_ value: ValueSyntax, _ input: ViewInput) -> Bool {
        switch value {
        case .expression(let syntax):
            switch syntax.expression {
            case .string, .interpolation: return true
            default:
                if case .string? = input.session.evaluate(syntax, input.context, reportingErrors: false) { return true }
                return false
            }
        default:
            return false
        }
    }

    // MARK: TextField

    // MARK: Label

    // MARK: Image(systemName:)

    /// The symbol `Image(systemName:)` names, from the field holding the name: the icon the
    /// symbol table maps it to, or — for a name it does not have — a placeholder of the same
    /// size and a warning.
    static func systemImage(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        guard let name = d.string(field.value, for: field.name, keyLocation: field.key, context: input.context) else { return nil }
        return systemImage(name, at: d.location(of: field.value, key: field.key), input)
    }

    /// The SF Symbol `name` (written at `at`): its drawing, or a placeholder with a warning.
    static func systemImage(_ name: String, at: SourceLocation, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        guard let outline = SymbolTable.outline(named: name) else {
            d.warning(
                "no drawing for the SF Symbol '\(name)': a placeholder of its size is drawn (SF Symbols cannot be shipped; Docs/Controls.md lists the symbols drawn)\(Suggestions.didYouMean(name, in: SymbolTable.names.keys))",
                at: at, input.context)
            return SymbolImage.placeholder(systemName: name, source: input.location)
        }
        return ViewNode(SymbolImage(systemName: name, outline: outline), source: input.location)
    }

    // MARK: Helpers

    /// A control's label: a `title` string (a `Text`, `\(…)` interpolated; with `systemImage`,
    /// a `Label`), or a `label` view (a Swift trailing closure, which arrives as the first
    /// unlabelled argument, `title`, when there is no title).
    static func controlLabel(_ fields: Parameters, of owner: String, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        var labelField = fields["label"]
        var titleField = fields["title"]
        if let title = titleField, case .closure = title.value, labelField == nil {
            labelField = title
            titleField = nil
        }
        if let titleField {
            guard let title = titleView(titleField, input) else { return nil }
            if let symbol = fields["systemImage"] {
                guard let icon = systemImage(symbol, input) else { return nil }
                return ViewNode(Label(), subviews: [icon, title], source: title.source)
            }
            return title
        }
        guard let labelField, !labelField.value.isNull else {
            d.error("'\(owner)' needs a title or a label: \(owner)(\"Title\", …) or \(owner)(…) { Text(\"Title\") }", at: input.location)
            return nil
        }
        return d.singleView(labelField.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
    }

    /// A title: a string (a `Text`), or a view (`Label { Text("a") } icon: …`).
    static func titleView(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        switch field.value {
        case .expression:
            if case .expression(let syntax) = field.value, ViewSyntax(expression: syntax.expression, origin: syntax.origin) != nil,
                !isStringExpression(syntax.expression)
            {
                return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
            }
            guard let string = d.interpolated(field.value, for: field.name, keyLocation: field.key, input.context) else { return nil }
            return ViewNode(Text(string), source: d.location(field.value))
        default:
            return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        }
    }

    /// The string of a `Text("…")` (a `prompt:`) or of a plain string.
    static func textString(_ field: Field, _ input: ViewInput) -> String? {
        let d = input.session
        if case .expression(let syntax) = field.value, case .call(.name("Text", _), let arguments, _) = syntax.expression,
            arguments.count == 1, arguments[0].label == nil
        {
            return d.interpolated(.expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin)), for: field.name, keyLocation: field.key, input.context)
        }
        return d.interpolated(field.value, for: field.name, keyLocation: field.key, input.context)
    }

    static func isStringExpression(_ expression: Expression) -> Bool {
        switch expression {
        case .string, .interpolation, .name, .member, .binary, .ternary: true
        default: false
        }
    }

    /// A binding given as `.constant(x)` (or `Binding.constant(x)`) read as `x`; anything else
    /// as it is (`$x` evaluates to the value of `x`).
    static func unwrappingConstant(_ value: ValueSyntax) -> ValueSyntax {
        guard case .expression(let syntax) = value, case .call(let callee, let arguments, _) = syntax.expression,
            arguments.count == 1, arguments[0].label == nil
        else { return value }
        switch callee {
        case .implicitMember("constant", _), .member(.name("Binding", _), "constant", _):
            return .expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin))
        default:
            return value
        }
    }

    /// A control's numeric value (a binding, a constant binding, a number or an expression).
    static func boundNumber(_ field: Field, _ input: ViewInput) -> Double? {
        input.session.number(unwrappingConstant(field.value), for: field.name, keyLocation: field.key, input.context)
    }

    /// A closed range `lower...upper` of numbers: a Swift range (`0...45`) or a two-number
    /// list (`[0, 45]`, YAML's spelling). The lower bound must not exceed the upper
    /// (Swift traps on `10...0`: "Range requires lowerBound <= upperBound").
    static func closedRange(_ field: Field, of owner: String, _ input: ViewInput) -> ClosedRange<Double>? {
        let d = input.session
        let at = d.location(of: field.value, key: field.key)
        var bounds: (Double, Double)?
        if let items = d.items(field.value, input.context) {
            guard items.count == 2 else {
                d.error("expected a range for '\(field.name)' of '\(owner)': two numbers, [0, 1] (in Swift 0...1)", at: at)
                return nil
            }
            guard let a = d.number(items[0], for: field.name, keyLocation: field.key, input.context),
                let b = d.number(items[1], for: field.name, keyLocation: field.key, input.context)
            else { return nil }
            bounds = (a, b)
        } else {
            let syntax: ExpressionSyntax
            switch field.value {
            case .expression(let s):
                syntax = s
            default:
                d.error("expected a range for '\(field.name)' of '\(owner)', such as [0, 1] (in Swift 0...1), found \(field.value.kindDescription)", at: at)
                return nil
            }
            // `0...45`: its bounds, so that bounds the wrong way round are reported as such.
            if case .binary(.closedRange, let low, let high, _) = syntax.expression {
                guard let a = d.number(.expression(ExpressionSyntax(low, origin: syntax.origin)), for: field.name, keyLocation: field.key, input.context),
                    let b = d.number(.expression(ExpressionSyntax(high, origin: syntax.origin)), for: field.name, keyLocation: field.key, input.context)
                else { return nil }
                bounds = (a, b)
            }
            if bounds == nil {
                guard let value = d.evaluate(syntax, input.context, numeric: true) else { return nil }
                guard case .range(let range) = value, let lower = range.lower.number, let upper = range.upper.number else {
                    d.error("expected a range for '\(field.name)' of '\(owner)', such as 0...1, found a value of type \(value.typeName)", at: at)
                    return nil
                }
                guard range.isClosed else {
                    d.error("'\(owner)' takes a closed range (\(SwiftFormat.double(lower))...\(SwiftFormat.double(upper))), not a half-open one (..<)", at: at)
                    return nil
                }
                bounds = (lower, upper)
            }
        }
        guard let (lower, upper) = bounds else { return nil }
        guard lower.isFinite, upper.isFinite else {
            d.valueError("the range of '\(owner)' must have finite bounds, not \(SwiftFormat.double(lower))...\(SwiftFormat.double(upper))", at: at, input.context)
            return nil
        }
        guard lower <= upper else {
            d.valueError(
                "the range of '\(owner)' is \(SwiftFormat.double(lower))...\(SwiftFormat.double(upper)): its lower bound exceeds its upper bound (Swift traps: Range requires lowerBound <= upperBound); did you mean \(SwiftFormat.double(upper))...\(SwiftFormat.double(lower))?",
                at: at, input.context)
            return nil
        }
        return lower...upper
    }
}

extension Field {
    init(name: String, key: SourceLocation, value: ValueSyntax) {
        self.init(ArgumentSyntax(label: name, labelLocation: key, value: value))
    }
}
