import LayoutDrawCore

/// A growable list whose elements never move: they live in fixed-size pages allocated as the
/// list grows, and are reached through their address.
///
/// `LayoutEvaluation` keeps its nodes here so that a layout rule runs on its node's view in
/// place, while the rule's calls add nodes (a reader's content) or update other nodes' size
/// caches: with an `Array`, the view would have to be copied out of the array first (one
/// reference count up and down per call, on every boxed view) and every access would be
/// checked for exclusivity at run time. Reads and writes here are plain memory accesses.
///
/// Used by one thread at a time; an element's address stays valid until the list is
/// deallocated.
final class StableStorage<Element> {
    /// Pages of large elements (the arena's records) span 2 MB or more, so that those after the
    /// first can be backed by huge pages (`adviseHugePages`); others hold 1024 elements.
    private static var pageShift: Int { MemoryLayout<Element>.stride >= 128 ? 14 : 10 }
    private static var pageSize: Int { 1 << pageShift }
    private static var pageBytes: Int { pageSize * MemoryLayout<Element>.stride }
    /// A huge page: the alignment of the pages after the first, when they span one.
    private static var hugePage: Int { 2 << 20 }

    private var pages: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
    private var pageCapacity = 16
    private var pageCount = 0
    private(set) var count = 0

    init() {
        pages = .allocate(capacity: pageCapacity)
    }

    deinit {
        for page in 0..<pageCount {
            let used = min(Self.pageSize, count - (page << Self.pageShift))
            pages[page].deinitialize(count: used)
            pages[page].deallocate()
        }
        pages.deallocate()
    }

    /// The address of element `index` (which must exist).
    @inline(__always)
    func address(_ index: Int) -> UnsafeMutablePointer<Element> {
        precondition(index >= 0 && index < count, "index out of range")
        return pages[index >> Self.pageShift] + (index & (Self.pageSize - 1))
    }

    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(address(index)) }
        unsafeMutableAddress { address(index) }
    }

    /// Appends `count` copies of `element`.
    func append(_ element: Element, count: Int) {
        for _ in 0..<count { append(element) }
    }

    func append(_ element: Element) {
        let page = count >> Self.pageShift
        if page == pageCount {
            if pageCount == pageCapacity {
                let grown = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: pageCapacity * 2)
                grown.moveInitialize(from: pages, count: pageCount)
                pages.deallocate()
                pages = grown
                pageCapacity *= 2
            }
            if pageCount > 0 && Self.pageBytes >= Self.hugePage {
                // Only a layout that outgrew its first page writes this much: huge pages pay.
                let page = UnsafeMutableRawPointer.allocate(byteCount: Self.pageBytes, alignment: Self.hugePage)
                adviseHugePages(page, byteCount: Self.pageBytes)
                pages[pageCount] = page.bindMemory(to: Element.self, capacity: Self.pageSize)
            } else {
                pages[pageCount] = .allocate(capacity: Self.pageSize)
            }
            pageCount += 1
        }
        (pages[page] + (count & (Self.pageSize - 1))).initialize(to: element)
        count += 1
    }
}
