import LayoutDrawCore

/// What every rule of one evaluation shares (see `LayoutContext.services`).
final class LayoutServices: Sendable {
    let textMeasurer: any TextMeasuring
    let diagnostics: LayoutDiagnostics?
    /// The sizes of the containers `containerRelativeFrame` reads (Evaluation/ContainerSizes.swift).
    let containers: ContainerSizes

    init(textMeasurer: any TextMeasuring, diagnostics: LayoutDiagnostics?, containers: ContainerSizes) {
        self.textMeasurer = textMeasurer
        self.diagnostics = diagnostics
        self.containers = containers
    }
}
