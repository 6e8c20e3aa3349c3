import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Lowers a YAML scene's views into the Swift they stand for (scene-format §2): a view entry is
/// a call chain, its first key the view and every following key a modifier (`modifiers:`
/// spliced in where it stands); a list of views is a view builder; every value is the Swift
/// expression it means where it is written (`YAMLVocabulary`). So the compiler reads a YAML
/// scene exactly as it reads the SwiftUI it stands for:
///
///     - Text: Fixed                    Text("Fixed")
///       padding: 10                        .padding(10)
///       frame: {width: 70}                 .frame(width: 70)
///       background: {Circle: , fill: red}  .background(Circle().fill(.red))
///
/// Offsets count UTF-8 bytes of the file, as the Swift front end's do, so every position is
/// the file's. A mistake that only YAML can make (a list where a number goes, `yes` for a
/// Boolean) is reported here, in the words the scene format uses, and its value becomes an
/// `.invalid` expression, which the compiler reads as already reported.
struct YAMLLowering {
    let file: String
    let source: SourceFile
    let limits: ExpressionLimits
    /// How deeply views and modifiers may nest (`--max-depth`).
    let maximumDepth: Int
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, text: String, limits: SceneLimits) {
        self.file = file
        self.source = SourceFile(name: file, text: text)
        self.limits = limits.expressions
        self.maximumDepth = limits.maximumDepth
    }

    // MARK: Positions

    func offset(_ mark: YAMLMark) -> Int { source.utf8Offset(line: mark.line, column: mark.column) }

    func offset(_ node: YAMLNode) -> Int { offset(node.position) }

    func location(_ mark: YAMLMark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }

    func location(_ node: YAMLNode) -> SourceLocation { location(node.position) }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    /// Reports `message` at `node` and stands in for its value.
    mutating func invalid(_ message: String, at node: YAMLNode) -> Expression {
        error(message, at: location(node))
        return .invalid(offset: offset(node))
    }

    /// The syntax of an expression of this file.
    func syntax(_ expression: Expression) -> ValueSyntax {
        if case .closure(let closure, let offset) = expression {
            return .closure(ClosureSyntax(closure, origin: .file(source), offset: offset))
        }
        return .expression(ExpressionSyntax(expression, origin: .file(source)))
    }

    // MARK: Parsing scalars

    /// The file offset of offset `index` (in Unicode scalars) of a scalar's text: plain scalars
    /// start at their mark, quoted ones a character later (escapes inside quotes are not
    /// accounted for), block scalars are not mapped (every offset is the scalar's mark).
    func offset(of index: Int, in scalar: YAMLScalar) -> Int {
        let start = offset(scalar.mark)
        switch scalar.style {
        case .literal, .folded: return start
        case .plain, .singleQuoted, .doubleQuoted:
            let shift = scalar.style == .plain ? 0 : 1
            var bytes = 0
            var scalars = scalar.string.unicodeScalars.makeIterator()
            var counted = 0
            while counted < index, let next = scalars.next() {
                bytes += String(next).utf8.count
                counted += 1
            }
            // Past the text's end (an error at its end): one byte a position.
            return start + shift + bytes + (index - counted)
        }
    }

    /// A scalar's text parsed as an expression, its offsets the file's; nil when it does not
    /// parse (the error is returned, its offset the file's).
    func parseExpression(_ scalar: YAMLScalar) -> Result<Expression, ExpressionError> {
        do throws(ExpressionError) {
            let parsed = try ExpressionParser.parse(scalar.string, limits: limits)
            return .success(parsed.rebased { offset(of: $0, in: scalar) })
        } catch {
            return .failure(ExpressionError(error.message, at: offset(of: error.offset, in: scalar)))
        }
    }

    /// A scalar's text as a Swift string literal with `\(…)` readouts.
    mutating func text(_ scalar: YAMLScalar) -> Expression {
        let start = offset(scalar.mark)
        do throws(ExpressionError) {
            let parsed = try ExpressionParser.parseInterpolated(scalar.string, limits: limits).rebased { offset(of: $0, in: scalar) }
            if parsed.isVerbatim { return .string(parsed.segments.isEmpty ? "" : scalar.stringValue(parsed), offset: start) }
            return .interpolation(parsed, offset: start)
        } catch {
            self.error(error.message, at: source.location(ofUTF8: offset(of: error.offset, in: scalar)))
            return .invalid(offset: start)
        }
    }

    /// A parsed expression that keeps the scalar's position for problems with its value as a
    /// whole (a binary operation's offset is its operator's): in parentheses at the scalar.
    func atScalar(_ expression: Expression, _ scalar: YAMLScalar) -> Expression {
        let start = offset(scalar.mark)
        guard expression.offset != start else { return expression }
        return .tuple([Expression.Argument(expression)], offset: start)
    }
}

extension YAMLScalar {
    /// The literal text of a parsed string without readouts.
    fileprivate func stringValue(_ parsed: InterpolatedString) -> String {
        parsed.segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
    }
}
