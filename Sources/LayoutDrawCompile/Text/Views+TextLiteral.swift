import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// `Text("…")` written with a string literal, and YAML's `Text: …`, which stands for one. Rule: a
/// literal is a `LocalizedStringKey`, so its inline Markdown is rendered (`InlineMarkdown`:
/// `**bold**`, `*italic*`, `` `code` ``, `~~strikethrough~~`, `[label](url)`) and a `Text` in an
/// interpolation is drawn as that text, with its own text modifiers; `Text(verbatim:)` and a
/// `String` value (`Text(title)`) are drawn as they are. Each style is the text modifier it
/// stands for on a span, as in a concatenation: `Text("Tap **here**")` and `Text("Tap ") +
/// Text("here").bold()` are the same text. Evidence: Apple's documentation of `Text.init(_:)`
/// for a `StringProtocol` value ("SwiftUI doesn't call the init(_:) method when you initialize
/// a text view with a string literal as the input. Instead, a string literal triggers the
/// Text/init(_:tableName:bundle:comment:) method — which treats the input as a
/// LocalizedStringKey instance");
/// of `LocalizedStringKey.init(stringInterpolation:)` ("The interpolated types can include
/// numeric values, Foundation types, and SwiftUI Text and Image instances") and of
/// `LocalizedStringKey.StringInterpolation.appendInterpolation(_: Text)` ("Appends the string
/// displayed by a text view to a string interpolation").
extension Views {
    /// What a markup style sets on its span, as the text modifiers a concatenation's part takes.
    static func modifiers(_ style: InlineMarkdown.Style) -> [any TextModifier] {
        var modifiers: [any TextModifier] = []
        if style.contains(.bold) { modifiers.append(Bold()) }
        if style.contains(.italic) { modifiers.append(Italic()) }
        // Inline code is set in the monospaced design of the text's font.
        if style.contains(.code) { modifiers.append(Monospaced()) }
        if style.contains(.strikethrough) { modifiers.append(Strikethrough()) }
        if style.contains(.link) { modifiers.append(LinkColor()) }
        return modifiers
    }

    /// A `Text` of `spans`: a plain `Text(string)` when there is one without styles.
    static func text(of spans: [Text.Span]) -> Text {
        guard spans.count > 1 || spans.first.map({ !$0.modifiers.isEmpty || $0.image != nil }) == true else { return Text(spans.first?.string ?? "") }
        return Text(spans: spans)
    }

    /// The literal a `Text`'s argument is written as, or nil when it is a value (a `String`
    /// variable, a call): a YAML scalar, a Swift string literal with or without interpolations,
    /// or `LocalizedStringKey(s)` / `.init(s)` (a key made from a string, as Apple's
    /// documentation of `LocalizedStringKey` advises for Markdown held in a variable).
    static func textLiteral(_ value: ValueSyntax) -> TextLiteral? {
        switch value {
        case .expression(let syntax):
            switch syntax.expression {
            case .string(let string, _):
                return .swift(InterpolatedString(verbatim: string), syntax.origin)
            case .interpolation(let string, _):
                return .swift(string, syntax.origin)
            case .call(.name("LocalizedStringKey", _), let arguments, _), .call(.implicitMember("init", _), let arguments, _):
                guard arguments.count == 1, arguments[0].label == nil else { return nil }
                return .key(ExpressionSyntax(arguments[0].value, origin: syntax.origin))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// How a `Text`'s literal is written.
    enum TextLiteral {
        /// A Swift literal, with its interpolations' offsets' origin.
        case swift(InterpolatedString, ExpressionOrigin)
        /// `LocalizedStringKey(s)`: the key is the string's value.
        case key(ExpressionSyntax)
    }

    /// The spans a literal draws: its Markdown rendered, its interpolations in their places.
    /// The development language's text of a literal key in the app's `Localizable` table (a
    /// `Text`'s literal is a `LocalizedStringKey`: "…a localized string is looked up with the
    /// key", Apple's `Text.init(_:tableName:bundle:comment:)`); nil when no table has it.
    static func localized(_ string: InterpolatedString, _ context: CompileContext) -> String? {
        guard let resources = context.scope.context?.resources else { return nil }
        let key = string.segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
        return key.isEmpty ? nil : resources.localizedString(key, table: nil)
    }

    static func literalSpans(_ literal: TextLiteral, _ d: CompileSession, _ context: CompileContext) -> [Text.Span]? {
        switch literal {
        case .swift(let string, let origin):
            // `Text("APP_NAME")`: a key the app's strings table has is its text there.
            if string.isVerbatim, let text = localized(string, context) { return markdownSpans(InterpolatedString(verbatim: text), origin: origin, d, context) }
            return markdownSpans(string, origin: origin, d, context)
        case .key(let syntax):
            guard let value = d.evaluate(syntax, context) else { return nil }
            guard case .string(let string) = value else {
                d.error("LocalizedStringKey(_:) takes a String, not a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            let text = context.scope.context?.resources?.localizedString(string, table: nil) ?? string
            return markdownSpans(InterpolatedString(verbatim: text), origin: syntax.origin, d, context)
        }
    }

    /// The spans of a literal's text and interpolations: the literal parts are Markdown, each
    /// interpolation an opaque piece styled by the markers around it — a value's printed string,
    /// or an interpolated `Text`'s spans, their own modifiers inside the markers' styles.
    static func markdownSpans(_ string: InterpolatedString, origin: ExpressionOrigin, _ d: CompileSession, _ context: CompileContext)
        -> [Text.Span]?
    {
        var pieces: [InlineMarkdown.Piece] = []
        var texts: [Int: [Text.Span]] = [:]
        var strings: [Int: String] = [:]
        var valid = true
        for segment in string.segments {
            switch segment {
            case .literal(let text):
                pieces.append(.text(text))
            case .expression(let expression):
                let index = pieces.count
                switch interpolation(expression, origin: origin, d, context) {
                case .text(let spans)?:
                    texts[index] = spans
                    pieces.append(.interpolation(index: index, isNumber: false))
                case .value(let printed, let isNumber)?:
                    strings[index] = printed
                    pieces.append(.interpolation(index: index, isNumber: isNumber))
                case nil:
                    valid = false
                }
            }
        }
        guard valid else { return nil }
        // A value's string takes its place as text (never read as Markdown), so it joins the
        // text around it.
        let runs = InlineMarkdown.joined(
            InlineMarkdown.runs(pieces).map { run in
                guard case .interpolation(let index) = run.content, let printed = strings[index] else { return run }
                return InlineMarkdown.Run(.text(printed), style: run.style)
            })
        return runs.flatMap { run -> [Text.Span] in
            let modifiers = Self.modifiers(run.style)
            switch run.content {
            case .text(let text):
                return [Text.Span(text, modifiers: modifiers)]
            case .interpolation(let index):
                return (texts[index] ?? []).map { $0.wrapped(in: modifiers) }
            }
        }
    }

    /// What an interpolation of a `Text` literal is.
    enum Interpolated {
        /// A `Text` (`\(Text("here").bold())`, a property or function that returns one): its spans.
        case text([Text.Span])
        /// A value, printed as Swift prints it.
        case value(String, isNumber: Bool)
    }

    /// One interpolation of a `Text` literal, or nil after reporting a problem. Rule: a view
    /// written in it (`\(Text("here").bold())`, a name holding one) or a value that is a `Text`
    /// (a property or function of the source's returning one) is compiled as a view and must be
    /// a `Text` with text modifiers only; an `Image` is set in the text (`textImage`); anything
    /// else is a value.
    static func interpolation(_ expression: Expression, origin: ExpressionOrigin, _ d: CompileSession, _ context: CompileContext)
        -> Interpolated?
    {
        let syntax = ExpressionSyntax(expression, origin: origin)
        if isImage(expression) {
            return textImage(syntax, d, context).map { .text([Text.Span(image: $0)]) }
        }
        if d.isView(expression, context) || d.callsDeclaredView(expression, context) {
            return interpolatedText(syntax, d, context).map(Interpolated.text)
        }
        guard let value = d.evaluate(syntax, context) else { return nil }
        if case .symbol(let symbol) = value, symbol.type == "Image" {
            return textImage(syntax, d, context).map { .text([Text.Span(image: $0)]) }
        }
        if case .symbol(let symbol) = value, symbol.type == "Text" {
            return interpolatedText(syntax, d, context).map(Interpolated.text)
        }
        do throws(ExpressionError) {
            let printed = try InterpolatedString.printed(value, scope: context.scope, at: expression.offset)
            let isNumber = if case .int = value { true } else if case .double = value { true } else { false }
            return .value(printed, isNumber: isNumber)
        } catch {
            d.report(error, origin: origin, context)
            return nil
        }
    }

    /// An `Image` set in a `Text` (`TextImage`): the image compiled as a view, which must be one
    /// `Image` — of a file, an asset, or an SF Symbol — with at most the modifiers an `Image`
    /// keeps in a text (`renderingMode`, `symbolRenderingMode`, `resizable`, which change nothing
    /// here); nil after reporting anything else.
    static func textImage(_ syntax: ExpressionSyntax, _ d: CompileSession, _ context: CompileContext) -> TextImage? {
        let nodes = d.view(.expression(syntax), context)
        guard let node = nodes.first else { return nil }
        if nodes.count == 1, let symbol = node.view as? SymbolImage { return .symbol(symbol) }
        if nodes.count == 1, let image = node.view as? Image { return .file(image) }
        d.error(
            "an Image inside a Text is set as a character, so it takes no view modifiers ('\(node.view.kind)' here); apply them to the Text, or put the Image and the Text in an HStack",
            at: syntax.location)
        return nil
    }

    /// Whether an expression is written as an `Image` (`Image(systemName: "star")`, with
    /// modifiers or not).
    static func isImage(_ expression: Expression) -> Bool {
        ViewSyntax(expression: expression, origin: .scalar(start: SourceLocation(file: "", line: 0, column: 0), shift: nil))?.base.name == "Image"
    }

    /// The spans of a `Text` interpolated into another.
    static func interpolatedText(_ syntax: ExpressionSyntax, _ d: CompileSession, _ context: CompileContext) -> [Text.Span]? {
        let nodes = d.view(.expression(syntax), context)
        guard nodes.count == 1 else {
            if nodes.count > 1 { d.error("a Text interpolated into a Text is one Text, not \(nodes.count) views", at: syntax.location) }
            return nil
        }
        // `\(checkIcon)` with `var checkIcon: Image { Image(systemName: "checkmark") }`: an
        // image the source's property or function makes is set in the text, as a written one is.
        if let symbol = nodes[0].view as? SymbolImage, nodes[0].subviews.isEmpty { return [Text.Span(image: .symbol(symbol))] }
        if let image = nodes[0].view as? Image, nodes[0].subviews.isEmpty { return [Text.Span(image: .file(image))] }
        return spansOf(nodes[0], d, role: .interpolation)
    }
}
