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

    /// `Slider(value:in:step:label:onEditingChanged:)`; YAML `Slider: 0.5` or `Slider: {value:
    /// 30, in: [0, 45]}` (the range as a two-number list in YAML). The label is not shown on
    /// iOS, so it is not drawn. With `minimumValueLabel:` and `maximumValueLabel:` (closures or
    /// views in Swift, views in YAML; both or neither, as SwiftUI's initializer takes both), the
    /// slider is a `SliderValueLabels` row of the two labels and the slider.
    static func slider(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value else {
            d.error("'Slider' needs a value: Slider(value: $amount) or, in YAML, Slider: {value: 0.5, in: [0, 1]}", at: input.location)
            return nil
        }
        var valueField = Field(name: "value", key: input.location, value: value)
        var rangeField: Field?
        var valueLabels: (minimum: ViewNode, maximum: ViewNode)?
        if case .record = value {
            guard let fields = d.parameters(
                value, of: "Slider",
                allowed: ["value", "in", "step", "label", "onEditingChanged", "minimumValueLabel", "maximumValueLabel"],
                keyLocation: input.location)
            else { return nil }
            switch (fields["minimumValueLabel"], fields["maximumValueLabel"]) {
            case (nil, nil):
                break
            case (let minimum?, let maximum?):
                func label(_ field: Field) -> ViewNode {
                    d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
                }
                valueLabels = (label(minimum), label(maximum))
            case (let given?, nil), (nil, let given?):
                let missing = given.name == "minimumValueLabel" ? "maximumValueLabel" : "minimumValueLabel"
                d.error(
                    "'Slider' takes both value labels: add '\(missing)' (Slider(value: $v) { Text(\"Label\") } minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"1\") })",
                    at: given.key)
                return nil
            }
            guard let field = fields["value"] else {
                d.error("'Slider' needs 'value': Slider(value: $amount, in: 0...1)", at: d.location(value))
                return nil
            }
            valueField = field
            rangeField = fields["in"]
        }
        let number = boundNumber(valueField, input)
        let range = rangeField.map { closedRange($0, of: "Slider", input) } ?? .some(0...1)
        guard let number, let range else { return nil }
        let slider = ViewNode(Slider(value: number, in: range), source: input.location)
        guard let valueLabels else { return Chain([slider], shape: .notShape("'Slider' is not a shape")) }
        return Chain(
            [ViewNode(SliderValueLabels(), subviews: [valueLabels.minimum, slider, valueLabels.maximum], source: input.location)],
            shape: .notShape("'Slider' is not a shape"))
    }

    // MARK: Toggle

    /// `Toggle("Title", isOn: $on)`, `Toggle("Title", systemImage: "bell", isOn:)`, `Toggle(isOn:
    /// $on) { label }`; YAML `Toggle: {title: Wi-Fi, isOn: true}` or `{isOn: true, label: VIEW}`.
    static func toggle(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            let fields = d.parameters(value, of: "Toggle", allowed: ["title", "isOn", "label", "systemImage"], keyLocation: input.location)
        else {
            d.error("'Toggle' needs 'isOn' and a title or label: Toggle(\"Wi-Fi\", isOn: $on), or Toggle: {title: Wi-Fi, isOn: true}", at: d.location(of: input.value, key: input.location))
            return nil
        }
        guard let isOnField = fields["isOn"] else {
            d.error("'Toggle' needs 'isOn': Toggle(\"Wi-Fi\", isOn: $on)", at: d.location(value))
            return nil
        }
        let isOn = d.bool(unwrappingConstant(isOnField.value), for: "isOn", keyLocation: isOnField.key, input.context)
        let label = controlLabel(fields, of: "Toggle", input)
        guard let isOn, let label else { return nil }
        return Chain(
            [ViewNode(Toggle(isOn: isOn), subviews: [ViewNode(ControlLabel(), subviews: [label], source: label.source)], source: input.location)],
            shape: .notShape("'Toggle' is not a shape"))
    }

    // MARK: Stepper

    /// `Stepper("Count: \(n)", value: $n, in: 0...10, step: 1)`, `Stepper { label } onIncrement:
    /// … onDecrement: …`; YAML `Stepper: {title: 'Count', value: 3, in: [0, 10]}`. At a bound
    /// of the range the segment that would leave it is drawn disabled.
    static func stepper(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            let fields = d.parameters(
                value, of: "Stepper",
                allowed: ["title", "value", "in", "step", "label", "format", "onEditingChanged", "onIncrement", "onDecrement"],
                keyLocation: input.location)
        else {
            d.error("'Stepper' needs a title or label: Stepper(\"Count\", value: $count, in: 0...10), or Stepper: {title: Count, value: 3}", at: d.location(of: input.value, key: input.location))
            return nil
        }
        var valid = true
        let number = fields["value"].flatMap { field -> Double? in
            let n = boundNumber(field, input)
            if n == nil { valid = false }
            return n
        }
        var range: ClosedRange<Double>?
        if let field = fields["in"] {
            range = closedRange(field, of: "Stepper", input)
            if range == nil { valid = false }
        }
        if let field = fields["step"] {
            let step = d.number(unwrappingConstant(field.value), for: "step", keyLocation: field.key, input.context)
            if step == nil { valid = false }
        }
        let label = controlLabel(fields, of: "Stepper", input)
        guard valid, let label else { return nil }
        let stepper = Stepper(
            canDecrement: number.map { $0 > (range?.lowerBound ?? -.infinity) } ?? true,
            canIncrement: number.map { $0 < (range?.upperBound ?? .infinity) } ?? true)
        return Chain(
            [ViewNode(stepper, subviews: [ViewNode(ControlLabel(), subviews: [label], source: label.source)], source: input.location)],
            shape: .notShape("'Stepper' is not a shape"))
    }

    // MARK: ProgressView

    /// `ProgressView()` (a spinner), `ProgressView(value: 0.3)`, `ProgressView(value: 3, total:
    /// 10)`, `ProgressView("Downloading", value: 0.3)`, `ProgressView(value:) { label }`; YAML
    /// `ProgressView` (spinner), `ProgressView: 0.3`, `ProgressView: {value: 3, total: 10, title: …}`.
    static func progressView(_ input: ViewInput) -> Chain? {
        let d = input.session
        var fraction: Double?
        var label: ViewNode?
        if let value = input.value, !value.isNull {
            var fields: Parameters = [:]
            if case .record = value {
                guard let parsed = d.parameters(value, of: "ProgressView", allowed: ["title", "value", "total", "label", "currentValueLabel"], keyLocation: input.location)
                else { return nil }
                fields = parsed
            } else if isTitle(value, input) {
                fields.append(Field(name: "title", key: input.location, value: value))
            } else {
                fields.append(Field(name: "value", key: input.location, value: value))
            }
            if let field = fields["currentValueLabel"] {
                d.error("'currentValueLabel' is not supported yet: a ProgressView is drawn without it", at: field.key)
                return nil
            }
            var valid = true
            if let field = fields["value"], !d.isNil(field.value, input.context) {
                let v = boundNumber(field, input)
                var total = 1.0
                if let totalField = fields["total"] {
                    if let t = d.number(unwrappingConstant(totalField.value), for: "total", keyLocation: totalField.key, input.context) {
                        total = t
                    } else {
                        valid = false
                    }
                }
                if let v { fraction = total > 0 ? v / total : 0 } else { valid = false }
            }
            if fields["title"] != nil || fields["label"] != nil {
                label = controlLabel(fields, of: "ProgressView", input)
                if label == nil { valid = false }
            }
            guard valid else { return nil }
        }
        return Chain(
            [ViewNode(ProgressView(fraction: fraction), subviews: label.map { [$0] } ?? [], source: input.location)],
            shape: .notShape("'ProgressView' is not a shape"))
    }

    /// Whether `ProgressView`'s one unlabelled argument is its title (a string: YAML
    /// `ProgressView: Loading`, Swift `ProgressView("Loading")`) rather than its value.
    private static func isTitle(_ value: ValueSyntax, _ input: ViewInput) -> Bool {
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

    /// `TextField("Name", text: $name)` (and `prompt: Text("…")`, which iOS shows as the
    /// placeholder); YAML `TextField: {title: Name, text: ''}`. The text is drawn, or the
    /// placeholder while the text is empty.
    static func textField(_ input: ViewInput) -> Chain? {
        let d = input.session
        let name = input.name
        let secure = name == "SecureField"
        let allowed = secure ? ["title", "text", "prompt", "onCommit"] : ["title", "text", "prompt", "axis", "onEditingChanged", "onCommit"]
        guard let value = input.value, case .record = value,
            let fields = d.parameters(value, of: name, allowed: allowed, keyLocation: input.location)
        else {
            d.error(
                "'\(name)' needs a title and 'text': \(name)(\"\(secure ? "Password" : "Name")\", text: $\(secure ? "password" : "name")), or \(name): {title: \(secure ? "Password" : "Name"), text: ''}",
                at: d.location(of: input.value, key: input.location))
            return nil
        }
        if let axis = fields["axis"] {
            d.error("'axis' is not supported yet: a TextField is drawn on one line", at: axis.key)
            return nil
        }
        guard let textField = fields["text"] else {
            d.error("'\(name)' needs 'text': \(name)(\"\(secure ? "Password" : "Name")\", text: $\(secure ? "password" : "name"))", at: d.location(value))
            return nil
        }
        let text = d.interpolated(unwrappingConstant(textField.value), for: "text", keyLocation: textField.key, input.context)
        var placeholder: String? = ""
        if let prompt = fields["prompt"] {
            placeholder = textString(prompt, input)
        } else if let title = fields["title"] {
            placeholder = d.interpolated(title.value, for: name, keyLocation: title.key, input.context)
        }
        guard let text, let placeholder else { return nil }
        let shown = text.isEmpty ? placeholder : secure ? TextField.masked(text) : text
        let node = ViewNode(
            TextField(isPlaceholder: text.isEmpty, isSecure: secure), subviews: [ViewNode(Text(shown), source: d.location(textField.value))],
            source: input.location)
        return Chain([node], shape: .notShape("'\(name)' is not a shape"))
    }

    // MARK: Label

    /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`; YAML `Label:
    /// {title: Favourites, systemImage: star}` or `{title: VIEW, icon: VIEW}`.
    static func label(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            let fields = d.parameters(value, of: "Label", allowed: ["title", "systemImage", "icon", "image"], keyLocation: input.location)
        else {
            d.error("'Label' needs a title and an icon: Label(\"Favourites\", systemImage: \"star\")", at: d.location(of: input.value, key: input.location))
            return nil
        }
        if let field = fields["image"] {
            d.error("'Label(_:image:)' is not supported yet: use systemImage, or Label { Text(…) } icon: { Image(…) }", at: field.key)
            return nil
        }
        guard let titleField = fields["title"] else {
            d.error("'Label' needs a title: Label(\"Favourites\", systemImage: \"star\")", at: d.location(value))
            return nil
        }
        let title = titleView(titleField, input)
        let icon: ViewNode?
        if let field = fields["systemImage"] {
            icon = systemImage(field, input)
        } else if let field = fields["icon"] {
            icon = d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        } else {
            d.error("'Label' needs an icon: 'systemImage' or 'icon'", at: d.location(value))
            return nil
        }
        guard let title, let icon else { return nil }
        return Chain([ViewNode(Label(), subviews: [icon, title], source: input.location)], shape: .notShape("'Label' is not a shape"))
    }

    // MARK: Image(systemName:)

    /// The symbol `Image(systemName:)` names, from the field holding the name: the icon the
    /// symbol table maps it to, or — for a name it does not have — a placeholder of the same
    /// size and a warning.
    static func systemImage(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        guard let name = d.string(field.value, for: field.name, keyLocation: field.key, context: input.context) else { return nil }
        let at = d.location(of: field.value, key: field.key)
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
    private static func titleView(_ field: Field, _ input: ViewInput) -> ViewNode? {
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
    private static func textString(_ field: Field, _ input: ViewInput) -> String? {
        let d = input.session
        if case .expression(let syntax) = field.value, case .call(.name("Text", _), let arguments, _) = syntax.expression,
            arguments.count == 1, arguments[0].label == nil
        {
            return d.interpolated(.expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin)), for: field.name, keyLocation: field.key, input.context)
        }
        return d.interpolated(field.value, for: field.name, keyLocation: field.key, input.context)
    }

    private static func isStringExpression(_ expression: Expression) -> Bool {
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
