#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back the whole 2 MB pages inside `byteCount` bytes at `start` with huge
/// pages when it can (Linux's transparent huge pages in their `madvise` setting, Debian's
/// default); elsewhere, or for a smaller buffer, does nothing. A large buffer written once is
/// then faulted in 2 MB at a time instead of 4 KB: at a million nodes, taking the fresh memory
/// of the frame tree and the layout arena one 4 KB page at a time was a fifth of laying out.
/// Only a hint: the memory and its contents are the same either way.
public func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
    let hugePage = 2 << 20
    let first = (UInt(bitPattern: start) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
    let end = (UInt(bitPattern: start) + UInt(byteCount)) & ~UInt(hugePage - 1)
    guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(aligned, Int(end - first), MADV_HUGEPAGE)
    #endif
}
