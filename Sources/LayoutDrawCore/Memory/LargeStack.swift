#if canImport(Glibc)
import Glibc
#endif

/// Runs work that recurses once per level of its input on a thread with a large stack, and
/// waits for it.
///
/// swift-syntax parses and walks its trees recursively, and a debug build of it takes several
/// kilobytes of stack per level: two hundred views nested in each other, each with its
/// modifiers, come near the 8 MB of a process's main thread, and a thread of Swift's
/// concurrency pool (where a test or a library user may call us) has less. The source guards
/// (`ParserGuard`, the nesting limits) bound every recursion we know of; this stack is the
/// margin behind them, so that the limits, not the thread a caller happens to be on, decide
/// what a source may be.
///
/// The stack is reserved, not committed (`MAP_NORESERVE`): the kernel hands out only the pages
/// the work touches, a few hundred kilobytes for an everyday listing. The threads are kept and
/// reused (`LargeStackThreads`): a new thread for every source made the Swift front end about a
/// fifth slower on a 10⁴-node listing (a fresh stack to fault in, a malloc arena handed from
/// thread to thread). When no thread can be made (a process limit on address space, say), the
/// work runs on the caller's thread.
public enum LargeStack {
    /// The stack reserved for the work: 512 MB.
    public static let byteCount = 512 << 20

    /// `body`'s result, computed on a thread with a `byteCount` stack.
    public static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let work = { result = body() }
            if !LargeStackThreads.shared.run(work) { work() }
        }
        return result!
    }
}
