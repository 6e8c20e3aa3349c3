import LayoutDrawCore

/// Values where a declaration names their type: Swift infers `.zero` in `let s: CGSize = .zero`
/// from the annotation; the interpreter has no types, so a member written without its type
/// (a `Symbol`) becomes the value of the declared type when it is stored or returned.
extension Value {
    /// The value converted to `type` (a `let`'s, a parameter's or a function's result type):
    /// an `Int` stored in a `CGFloat` becomes a `Double`, `.zero` a `CGSize`, `CGPoint` or
    /// `CGRect`, `.unspecified` a `ProposedViewSize`. Other values are returned unchanged.
    public func converted(to type: TypeName?) -> Value {
        guard let type else { return self }
        if type.isFloatingPoint { return promotedToDouble }
        let name = type.text.hasSuffix("?") ? String(type.text.dropLast()) : type.text
        switch name {
        case "CGSize" where isZeroMember: return .size(.zero)
        case "CGPoint" where isZeroMember: return .point(.zero)
        case "CGRect" where isZeroMember: return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case "ProposedViewSize": return proposalValue.map { .proposal($0) } ?? self
        case "Duration": return DurationValue(self).map { .host(HostValue($0)) } ?? self
        // `let price: Decimal = 5.78`: a number literal where a Decimal is declared.
        case "Decimal": return number != nil ? (DecimalValue.from(self).map { .host(HostValue($0)) } ?? self) : self
        // `label([3])` for `func label(_ xs: [Int])` inside `.frame(width: …)`, where integer
        // literals are read as CGFloat: Swift types them by the parameter, an Int.
        case "Int": return integerLiteralAsInt
        case "[Int]":
            guard case .array(let items) = self else { return self }
            return .array(items.map(\.integerLiteralAsInt))
        default: return self
        }
    }

    /// A whole `Double` as the `Int` it was written as; any other value as it is.
    private var integerLiteralAsInt: Value {
        guard case .double(let d) = self, d.rounded() == d, abs(d) < 9.0e15 else { return self }
        return .int(Int(d))
    }

    /// `.zero` written without its type.
    public var isZeroMember: Bool {
        guard case .symbol(let symbol) = self else { return false }
        return symbol.type == nil && symbol.path == [Symbol.Member("zero")]
    }

    /// The value as SwiftUI's `ProposedViewSize`: a proposal, or one written where a proposal
    /// is expected (`.unspecified`, `.zero`, `.infinity`, `ProposedViewSize.unspecified`). Nil
    /// for any other value.
    public var proposalValue: ProposedViewSize? {
        switch self {
        case .proposal(let proposal):
            return proposal
        case .double(let d) where d == .infinity:
            // `.infinity`, which the evaluator reads as a number wherever it is written.
            return .infinity
        case .symbol(let symbol):
            guard symbol.type == nil || symbol.type == "ProposedViewSize", symbol.path.count == 1, symbol.path[0].arguments == nil
            else { return nil }
            switch symbol.path[0].name {
            case "unspecified": return .unspecified
            case "zero": return .zero
            case "infinity": return .infinity
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The value as a `CGSize`: a size, or `.zero`.
    public var sizeValue: Size? {
        if case .size(let size) = self { return size }
        return isZeroMember ? .zero : nil
    }

    /// `CGAffineTransform(rotationAngle:)`, `(translationX:y:)`, `(scaleX:y:)`, `.identity`.
    public var affineTransform: AffineTransform? {
        guard case .symbol(let symbol) = self, symbol.type == "CGAffineTransform", symbol.path.count == 1 else { return nil }
        let member = symbol.path[0]
        guard let arguments = member.arguments else { return member.name == "identity" ? .identity : nil }
        let labels = arguments.map(\.label)
        let numbers = arguments.compactMap(\.value.number)
        guard member.name == "init", numbers.count == arguments.count, numbers.allSatisfy(\.isFinite) else { return nil }
        switch labels {
        case ["rotationAngle"]: return AffineTransform(rotation: numbers[0])
        case ["translationX", "y"]: return AffineTransform(translationX: numbers[0], y: numbers[1])
        case ["scaleX", "y"]: return AffineTransform(scaleX: numbers[0], y: numbers[1])
        default: return nil
        }
    }

    /// The value as a `CGPoint`: a point, or `.zero`.
    public var pointValue: Point? {
        if case .point(let point) = self { return point }
        return isZeroMember ? .zero : nil
    }
}

extension Expression {
    /// `ProposedViewSize(width: 100, height: nil)` or `ProposedViewSize(size)`.
    static func proposal(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        if values.count == 1, values[0].label == nil, let size = values[0].value.sizeValue {
            return .proposal(ProposedViewSize(size))
        }
        guard values.map(\.label) == ["width", "height"] else {
            throw ExpressionError("ProposedViewSize takes (width:height:), each a number or nil, or a CGSize", at: offset)
        }
        var dimensions: [Double?] = []
        for value in values {
            switch value.value {
            case .none: dimensions.append(nil)
            case let other:
                guard let number = other.number, !number.isNaN else {
                    throw ExpressionError(
                        "ProposedViewSize's \(value.label ?? "") must be a number or nil, not a value of type \(other.typeName)", at: offset)
                }
                dimensions.append(number)
            }
        }
        return .proposal(ProposedViewSize(width: dimensions[0], height: dimensions[1]))
    }
}
