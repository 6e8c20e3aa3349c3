#if canImport(Glibc)
import Glibc
#endif

/// Runs work that recurses once per level of its input on a thread of its own with a large
/// stack, and waits for it.
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
/// the work touches, a few hundred kilobytes for an everyday listing. When the thread cannot be
/// made (a process limit on address space, say), the work runs on the caller's thread.
public enum LargeStack {
    /// The stack reserved for the work: 512 MB.
    public static let byteCount = 512 << 20

    /// `body`'s result, computed on a thread with a `byteCount` stack.
    public static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let job = Job { result = body() }
            if !job.runOnALargeStack() { job.work() }
        }
        return result!
    }

    /// The work, and the thread that does it.
    private final class Job: @unchecked Sendable {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }

        /// Runs `work` on a new thread with a `byteCount` stack and waits for it; false when
        /// no such thread could be made (then nothing ran).
        func runOnALargeStack() -> Bool {
            #if os(Linux)
            guard let stack = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0),
                stack != MAP_FAILED
            else { return false }
            defer { munmap(stack, byteCount) }
            // The lowest page stays unwritable, so that running past the end is a fault, not a
            // write into whatever lies below.
            _ = mprotect(stack, Int(getpagesize()), PROT_NONE)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstack(&attributes, stack, byteCount) == 0 else { return false }
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let started = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
                return nil
            }, context)
            guard started == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                return false
            }
            pthread_join(thread, nil)
            return true
            #else
            return false
            #endif
        }
    }
}
