#if canImport(Glibc)
import Glibc
#endif
import LayoutDrawCore

/// Sets up the C heap of a process that lays out and draws (the `layoutdraw` command and the
/// benchmark call it first): large blocks come from the main heap rather than from mappings of
/// their own, freed memory is kept for the next scene rather than given back, and the heap is
/// asked for in one large piece that the kernel may back with 2 MB pages. A library does not do
/// this by itself: it is the executable's choice, for the whole process.
///
/// Each 4 KB page a process first touches costs a page fault; a 10⁴-node render touched about
/// 10,000 of them (the 2000 × 2000 picture alone is 4,000), and the faults took several
/// milliseconds. Where transparent huge pages are available on request (`madvise`), the heap's
/// pages come 2 MB at a time instead. Where they are not, nothing changes but the heap's growth
/// in larger steps. Only the process's speed depends on this, never its output.
public enum ProcessHeap {
    /// How much heap is reserved at once (address space; pages are only used when touched).
    public static let reservation = 64 << 20

    /// Call once, first thing in `main`.
    public static func configure() {
        // glibc's `mallopt`, which Swift's Glibc module does not declare (it is in <malloc.h>).
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // Blocks up to 32 MB (glibc's largest threshold) from the heap, not mmap'd and unmapped
        // one by one with each page faulted anew; the heap grown 64 MB at a time, and kept
        // rather than trimmed on free. (M_MMAP_THRESHOLD, M_TOP_PAD and M_TRIM_THRESHOLD.)
        _ = mallopt(-3, Int32(reservation / 2))
        _ = mallopt(-2, Int32(reservation))
        _ = mallopt(-1, Int32(4 * reservation))
        // One allocation larger than what the heap has left makes it grow now, by the padding;
        // the new pages are then marked for huge pages (the kernel ignores the advice where THP
        // is off). Nothing is touched: the block is freed at once.
        guard let start = sbrk(0) else { return }
        // (The block's address is kept in a global so that the optimiser cannot drop the
        // allocation as unused; it is never read.)
        growthProbe = malloc(4 << 20)
        free(growthProbe)
        guard let end = sbrk(0) else { return }
        adviseHugePages(start, byteCount: end - start)
    }
}

nonisolated(unsafe) private var growthProbe: UnsafeMutableRawPointer?
