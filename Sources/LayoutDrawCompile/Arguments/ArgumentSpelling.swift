import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// How a name was written, for messages that repeat it: Swift writes a member with its dot
/// (`.leading`, and suggests `.trailing`), a scene in YAML writes the bare word (`leading`).
/// Readers look at the source: the character where the member is written.
enum Spelling {
    case member
    case word
    /// A string's text (a name given as a string).
    case asText

    /// The name as written.
    func name(_ name: String) -> String { self == .member ? "." + name : name }

    /// "; did you mean '…'?" in the same spelling, or nothing.
    func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        self == .member ? Suggestions.didYouMeanMember(name, in: candidates) : Suggestions.didYouMean(name, in: candidates)
    }
}

extension ExpressionSyntax {
    /// How the member an expression starts with is written (`.red`, YAML's `red`); a member
    /// of a type (`Color.red`) is written as Swift writes it.
    var spelling: Spelling {
        var expression = self.expression
        while true {
            switch expression {
            case .implicitMember(_, let offset): return written(at: offset)
            case .call(let callee, _, _): expression = callee
            // `Color.red`: the dot before the name (a scene's `Color: red` has none).
            case .member(.name, _, let offset): return written(at: offset - 1)
            case .member(let base, _, _): expression = base
            default: return .member
            }
        }
    }

    /// How the name at `offset` is written: with a dot before it (`.leading`, Swift's implicit
    /// member), or as a bare word.
    func written(at offset: Int) -> Spelling {
        guard case .file(let file) = origin else { return .member }
        let utf8 = file.text.utf8
        guard offset >= 0, offset < utf8.count else { return .member }
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset)] == UInt8(ascii: ".") ? .member : .word
    }
}

extension Expression {
    /// Whether the expression is a name of the type expected (`.leading`), not called.
    var isImplicitMember: Bool {
        if case .implicitMember = self { return true }
        return false
    }

    /// Whether the expression is a string literal without readouts.
    var isStringLiteral: Bool {
        if case .string = self { return true }
        return false
    }
}

extension ValueSyntax {
    /// `Type(label: value, …)` or `.init(label: value, …)` with every argument labelled, as the
    /// record of its arguments, for a reader that reads `Type`'s labelled form argument by
    /// argument (each problem reported where it is written); nil for any other value.
    func labelledCall(of types: Set<String>) -> ValueSyntax? {
        guard case .expression(let syntax) = self, case .call(let callee, let arguments, let offset) = syntax.expression,
            !arguments.isEmpty, arguments.allSatisfy({ $0.label != nil })
        else { return nil }
        switch callee {
        case .name(let type, _) where types.contains(type): break
        case .member(.name(let outer, _), let inner, _) where types.contains("\(outer).\(inner)"): break
        case .implicitMember("init", _): break
        default: return nil
        }
        return .record(RecordSyntax(ViewSyntax.lower(arguments, syntax.origin), location: syntax.location(of: offset)))
    }
}
