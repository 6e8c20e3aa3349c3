#if canImport(Glibc)
import Glibc
#endif

extension ProcessHeap {
    /// Sets up the C heap of a process that serves many calls for a long time (`layoutdraw
    /// mcp`), after `configure()`: memory freed after a call is given back rather than kept
    /// for the next one, large blocks (a picture's pixels) are mapped and unmapped on their
    /// own, and the threads share at most two heaps. `configure()` keeps everything for speed,
    /// which suits a process that draws and ends; a server that kept every call's peak, in a
    /// heap per thread, would grow.
    public static func configureForServer() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // M_ARENA_MAX, M_MMAP_THRESHOLD, M_TOP_PAD and M_TRIM_THRESHOLD.
        _ = mallopt(-8, 2)
        _ = mallopt(-3, 1 << 20)
        _ = mallopt(-2, 1 << 20)
        _ = mallopt(-1, 4 << 20)
    }
}
