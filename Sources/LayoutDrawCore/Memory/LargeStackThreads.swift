#if canImport(Glibc)
import Glibc
#endif

/// The threads `LargeStack` runs work on, each with a `LargeStack.byteCount` stack that is
/// reserved, not committed. A thread that finished its work waits for the next (at most
/// `keptIdle` wait; a caller finding none idle makes another), so a process that parses many
/// sources — `check` over a documentation folder, a test suite — makes a few threads, not one
/// per source: its stack's pages are faulted in once and its malloc arena stays warm.
///
/// After each piece of work the pages of the stack deeper than `keptStack` below where the
/// thread waits are given back (`MADV_DONTNEED`): one deeply nested source does not leave the
/// process holding hundreds of megabytes.
final class LargeStackThreads: @unchecked Sendable {
    static let shared = LargeStackThreads()

    /// Idle threads kept for later work.
    static let keptIdle = 8

    /// The stack a thread keeps committed between pieces of work: 4 MB.
    static let keptStack = 4 << 20

    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var idle: [Worker] = []

    init() {
        pthread_mutex_init(lock, nil)
    }

    /// Runs `work` on an idle thread, or a new one, and waits for it; false when no thread
    /// could be made (then nothing ran).
    func run(_ work: () -> Void) -> Bool {
        #if os(Linux)
        pthread_mutex_lock(lock)
        let reused = idle.popLast()
        pthread_mutex_unlock(lock)
        guard let worker = reused ?? Worker.make() else { return false }
        withoutActuallyEscaping(work) { worker.perform($0) }
        pthread_mutex_lock(lock)
        let kept = idle.count < Self.keptIdle
        if kept { idle.append(worker) }
        pthread_mutex_unlock(lock)
        if !kept { worker.stop() }
        return true
        #else
        return false
        #endif
    }

    /// One thread and its stack; it runs what `perform` hands it, one piece at a time.
    final class Worker: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// The work handed over and not yet finished (guarded by `lock`).
        private var job: (() -> Void)?
        private var stopping = false
        private var thread = pthread_t()
        private let stack: UnsafeMutableRawPointer

        private init(stack: UnsafeMutableRawPointer) {
            self.stack = stack
            pthread_mutex_init(lock, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(lock)
            changed.deallocate()
            lock.deallocate()
        }

        /// A new thread waiting for work, or nil when the stack or the thread cannot be made.
        static func make() -> Worker? {
            #if os(Linux)
            guard let stack = mmap(nil, LargeStack.byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0),
                stack != MAP_FAILED
            else { return nil }
            // The lowest page stays unwritable, so that running past the end is a fault, not a
            // write into whatever lies below.
            _ = mprotect(stack, Int(getpagesize()), PROT_NONE)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstack(&attributes, stack, LargeStack.byteCount) == 0 else {
                munmap(stack, LargeStack.byteCount)
                return nil
            }
            let worker = Worker(stack: stack)
            // The thread holds the worker until it stops.
            let context = Unmanaged.passRetained(worker).toOpaque()
            let started = pthread_create(&worker.thread, &attributes, { context in
                Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue().serve()
                return nil
            }, context)
            guard started == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                munmap(stack, LargeStack.byteCount)
                return nil
            }
            return worker
            #else
            return nil
            #endif
        }

        /// Hands `work` to the thread and waits until it has run.
        func perform(_ work: @escaping () -> Void) {
            pthread_mutex_lock(lock)
            job = work
            pthread_cond_broadcast(changed)
            while job != nil { pthread_cond_wait(changed, lock) }
            pthread_mutex_unlock(lock)
        }

        /// Ends the thread, waits for it, and unmaps its stack.
        func stop() {
            pthread_mutex_lock(lock)
            stopping = true
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(lock)
            pthread_join(thread, nil)
            munmap(stack, LargeStack.byteCount)
        }

        /// The thread's loop: each piece of work as it comes, until stopped.
        private func serve() {
            pthread_mutex_lock(lock)
            while true {
                while job == nil, !stopping { pthread_cond_wait(changed, lock) }
                guard let work = job else { break }
                pthread_mutex_unlock(lock)
                work()
                releaseDeepPages()
                pthread_mutex_lock(lock)
                job = nil
                pthread_cond_broadcast(changed)
            }
            pthread_mutex_unlock(lock)
        }

        /// How much of the stack is in memory (`mincore`), for tests.
        func residentStackBytes() -> Int {
            let page = Int(getpagesize())
            var pages = [UInt8](repeating: 0, count: LargeStack.byteCount / page)
            guard mincore(stack, LargeStack.byteCount, &pages) == 0 else { return -1 }
            return pages.reduce(0) { $0 + Int($1 & 1) } * page
        }

        /// Gives back the pages of the stack deeper than `keptStack` below this frame.
        private func releaseDeepPages() {
            var marker: UInt8 = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            let page = UInt(getpagesize())
            let low = UInt(bitPattern: stack) + page
            guard here > low + UInt(LargeStackThreads.keptStack) else { return }
            let end = (here - UInt(LargeStackThreads.keptStack)) & ~(page - 1)
            guard end > low, let start = UnsafeMutableRawPointer(bitPattern: low) else { return }
            _ = madvise(start, Int(end - low), MADV_DONTNEED)
        }
    }
}
