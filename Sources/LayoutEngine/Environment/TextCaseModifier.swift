import LayoutDrawCore

/// SwiftUI's `Text.Case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase

    /// `string` in this case, as Swift's `uppercased()` and `lowercased()` change it ("ß" is
    /// "SS"): the same on every machine, whatever its locale.
    public func apply(to string: String) -> String {
        switch self {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        }
    }
}

/// `.textCase(_:)`. Rule: every `Text` below it is measured and drawn in this case (`nil`
/// removes one set above); the layout dump's `text` is the string as drawn. Evidence: Apple's
/// documentation of `View.textCase(_:)` (iOS 14): "Sets a transform for the case of the text
/// contained in this view when displayed", and of `EnvironmentValues.textCase`: "A stylistic
/// override to transform the case of Text when displayed, using the environment's locale";
/// `Text.Case.uppercase`: "'Hello' would be displayed as 'HELLO'". layoutdraw's locale is
/// fixed (en-US), whose case mappings are Unicode's defaults.
public struct TextCaseModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "textCase" }
    public var textCase: TextCase?

    public init(_ textCase: TextCase?) {
        self.textCase = textCase
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.textCase = textCase
    }
}
