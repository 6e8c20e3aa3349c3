#if canImport(Glibc)
import Glibc
#endif

/// The last line of defence: should layoutdraw itself crash (a bug the fuzzer has not found),
/// exit with 70 and a request to report it, rather than die of a signal a script cannot tell
/// from a kill. The handler runs on its own stack, so a stack overflow is caught too, and does
/// nothing but `write` and `_exit`, which are safe in a signal handler.
enum CrashHandler {
    private static let message = Array(
        "layoutdraw: error: internal error: layoutdraw crashed. This is a bug in layoutdraw: please report it, with the scene that caused it.\n"
            .utf8)

    static func install() {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: message.count)
        _ = buffer.initialize(from: message)
        crashText = UnsafeRawPointer(buffer.baseAddress)
        crashTextCount = buffer.count

        let stackSize = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        stack.ss_size = stackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)

        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if let text = crashText { _ = write(STDERR_FILENO, text, crashTextCount) }
            _exit(70)
        }
        action.sa_flags = Int32(SA_ONSTACK)
        sigemptyset(&action.sa_mask)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            sigaction(signal, &action, nil)
        }
    }
}

/// The message, in memory the handler can read without touching Swift's runtime.
nonisolated(unsafe) private var crashText: UnsafeRawPointer?
nonisolated(unsafe) private var crashTextCount = 0
