import LayoutDrawCore
import Synchronization

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

    /// The services of contexts made outside an evaluation, kept for the process's life.
    private static let kept = Mutex<[LayoutServices]>([])

    static func keepAlive(_ services: LayoutServices) {
        kept.withLock { $0.append(services) }
    }
}
