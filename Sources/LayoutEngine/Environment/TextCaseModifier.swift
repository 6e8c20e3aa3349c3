import LayoutDrawCore

/// SwiftUI's `Text.Case`: the case `textCase(_:)` draws text in.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase

    /// `string` in this case.
    public func applied(to string: String) -> String {
        switch self {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        }
    }
}

/// `.textCase(_:)`. Rule: every `Text` below it measures and draws its string in the case
/// given (`.uppercase`, `.lowercase`), or as written (`nil`, which undoes a case set further
/// out, such as the uppercase of a grouped list's section headers); no layout effect of its
/// own. Evidence: Apple's `textCase(_:)` documentation ("Sets a transform for the case of the
/// text contained in this view when displayed"; `nil` leaves it unchanged).
public struct TextCaseModifier: TransparentModifier {
    public var kind: String { "textCase" }
    public var textCase: TextCase?

    public init(_ textCase: TextCase?) {
        self.textCase = textCase
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.textCase = textCase
    }
}
