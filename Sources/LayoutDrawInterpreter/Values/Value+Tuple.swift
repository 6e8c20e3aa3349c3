import LayoutDrawCore

extension Value {
    /// A tuple as a declared tuple type holds it (`let p: (x: CGFloat, y: CGFloat) = (1, 2)`):
    /// Swift gives the elements the type's labels and types, so `p.x` is 1.0. Nil when the
    /// value is no tuple or the type is no tuple type of as many elements.
    func typedAsTuple(_ type: TypeName, in context: EvaluationContext?) -> Value? {
        guard case .tuple(let items) = self, let elements = TypeName.tupleElements(type.text), elements.count == items.count else {
            return nil
        }
        return .tuple(
            zip(items, elements).map { item, element in
                let elementType = TypeName(text: element.type, names: [], offset: type.offset)
                return LabeledValue(label: element.label ?? item.label, item.value.typed(as: elementType, in: context))
            })
    }
}

extension TypeName {
    /// The elements of a tuple type written `(x: CGFloat, y: CGFloat)` or `(Int, String)`:
    /// each one's label, if written, and type; nil for a type that is no tuple (a function
    /// type `(Int) -> Int` included).
    static func tupleElements(_ text: String) -> [(label: String?, type: String)]? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            // A `)` closing the outer parenthesis before the end: `(Int) -> (Int)`.
            if depth < 0 { return nil }
            current.append(character)
        }
        parts.append(current)
        guard parts.count > 1 else { return nil }
        return parts.map { part in
            let trimmed = part.trimmingWhitespace
            if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (String(trimmed[..<colon]), String(trimmed[trimmed.index(after: colon)...]).trimmingWhitespace)
            }
            return (nil, trimmed)
        }
    }
}

extension StringProtocol {
    /// The text without the spaces around it.
    fileprivate var trimmingWhitespace: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
