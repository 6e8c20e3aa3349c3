import LayoutDrawCore

/// `.truncationMode(_:)`. Rule: every `Text` below it that does not fit its lines (a
/// `lineLimit`, or the proposed height) drops the rest and shows "…" where `mode` says — at the
/// end of its last kept line (`.tail`, the default), at its start (`.head`) or in its middle
/// (`.middle`): "Hello W…", "…o World", "Hel…rld". It sets the environment and changes no size
/// (the kept line fills the width either way).
///
/// Evidence: Apple's documentation of `truncationMode(_:)` and `Text.TruncationMode` ("head:
/// Truncate at the beginning of the line… middle… tail: Truncate at the end of the line"),
/// which "defaults to .tail"; the same cut as UIKit's `byTruncatingHead/Middle/Tail`.
public struct TruncationModeModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "truncationMode" }
    public var mode: TruncationMode

    public init(_ mode: TruncationMode) {
        self.mode = mode
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.truncationMode = mode
    }
}
