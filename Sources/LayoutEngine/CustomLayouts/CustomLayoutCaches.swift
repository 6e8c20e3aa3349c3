import LayoutDrawCore
import Synchronization

/// The caches of one `CustomLayout`, one per container it lays out: by evaluation and by the
/// container's place in that evaluation's child list (its subviews' first slot). The
/// evaluation is held weakly, so that an entry of a finished evaluation is never taken for the
/// entry of a later one that happens to live at the same address.
///
/// One layout value usually lays out one container; a view tree reused in several places (a
/// memoized reader content) shares it, and evaluations of one tree (the probe of a fitted
/// canvas, then the layout) each have their own caches.
final class CustomLayoutCaches: Sendable {
    private struct Key: Hashable {
        var evaluation: ObjectIdentifier
        var start: Int
    }

    private struct Entry {
        weak var evaluation: LayoutEvaluation?
        var cache: any Sendable
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// The cache of the container whose subviews are `subviews`, made by `make` when it has none.
    func cache(for subviews: LayoutSubviews, make: () throws(Diagnostic) -> any Sendable) throws(Diagnostic) -> any Sendable {
        let evaluation = subviews.evaluation.takeUnretainedValue()
        let key = Key(evaluation: ObjectIdentifier(evaluation), start: subviews.start)
        let known = entries.withLock { entries in
            entries[key].flatMap { $0.evaluation === evaluation ? $0.cache : nil }
        }
        if let known { return known }
        let made = try make()
        store(made, for: subviews)
        return made
    }

    func store(_ cache: any Sendable, for subviews: LayoutSubviews) {
        let evaluation = subviews.evaluation.takeUnretainedValue()
        let key = Key(evaluation: ObjectIdentifier(evaluation), start: subviews.start)
        entries.withLock { entries in
            if entries[key] == nil, entries.count >= 64 {
                // Forget the containers of finished evaluations.
                entries = entries.filter { $0.value.evaluation != nil }
            }
            entries[key] = Entry(evaluation: evaluation, cache: cache)
        }
    }
}
