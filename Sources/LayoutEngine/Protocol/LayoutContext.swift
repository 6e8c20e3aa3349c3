import LayoutDrawCore
import LayoutDrawFrames

/// What a rule may know besides its subviews: the environment it sees and the text measurer.
///
/// A context is passed to every rule the engine runs, so it is plain data — a few words,
/// copied without a call or a reference count: the environment and the services it reaches
/// are held by the evaluation, which keeps them alive, at addresses that do not change, while
/// its rules run (Evaluation/LayoutEvaluation.swift). A rule must not keep a context past its
/// call.
public struct LayoutContext: @unchecked Sendable {
    /// The environment the view sees.
    public var environment: EnvironmentValues {
        unsafeAddress { environmentAddress }
    }
    private let environmentAddress: UnsafePointer<EnvironmentValues>
    /// The axis of the stack this view is (through modifiers) a child of, if any.
    public var stackAxis: Axis?
    /// In `placeSubviews` only (zero while sizing): the view's own safe-area insets as SwiftUI
    /// resolves them from its frame as geometry queries see it — on each edge that reaches the
    /// safe area's edge, how far that edge may extend to the container's edge; 0 elsewhere
    /// (see Protocol/SafeArea.swift). `ignoresSafeArea` and colour backgrounds use it.
    public var safeAreaInsets: EdgeInsets = .zero

    /// The text measurer and the diagnostics, shared by every context of an evaluation.
    unowned(unsafe) let services: LayoutServices

    public var textMeasurer: any TextMeasuring { services.textMeasurer }
    /// Where problems found during layout (an `alignmentGuide` expression that fails) go.
    public var diagnostics: LayoutDiagnostics? { services.diagnostics }

    /// A context whose environment and services its creator keeps alive, where they are (the
    /// evaluation).
    init(environment: UnsafePointer<EnvironmentValues>, stackAxis: Axis?, services: LayoutServices) {
        self.environmentAddress = environment
        self.stackAxis = stackAxis
        self.services = services
    }

    /// Reports a problem found while sizing or placing; `layout` throws the first one.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics?.report(diagnostic)
    }
}

/// The problems one layout evaluation found in rules that cannot throw (sizing and alignment).
/// Used by the one thread running that evaluation.
public final class LayoutDiagnostics: @unchecked Sendable {
    public private(set) var errors: [Diagnostic] = []
    /// Problems that still let the scene be drawn (a custom layout that leaves a subview unplaced).
    public private(set) var warnings: [Diagnostic] = []

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            if !errors.contains(diagnostic) { errors.append(diagnostic) }
        } else if !warnings.contains(diagnostic) {
            warnings.append(diagnostic)
        }
    }
}
