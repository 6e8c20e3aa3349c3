#if canImport(Glibc)
import Glibc
#endif

/// Tells when files change, with Linux's inotify: one watch per folder, so that a file an
/// editor saves by writing a new file and renaming it over the old one (vim, most IDEs) is seen
/// as well as one written in place, and a file that does not exist yet is seen when it appears.
final class FolderWatcher {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    /// Watch descriptor → the folder it watches (as given, without a trailing slash).
    private var folders: [Int32: String] = [:]

    /// What a saved, replaced, created, deleted or renamed file looks like; attribute changes
    /// and reads are not changes.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    init() throws(Failure) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw Failure(description: "cannot watch files: inotify_init1 failed (\(String(cString: strerror(errno))))") }
    }

    deinit {
        close(descriptor)
    }

    /// Watches exactly `paths` (folders) from now on: new ones are added, others dropped. A
    /// folder that cannot be watched (it does not exist) is skipped and returned.
    @discardableResult
    func watch(_ paths: Set<String>) -> [String] {
        var failed: [String] = []
        for (wd, folder) in folders where !paths.contains(folder) {
            inotify_rm_watch(descriptor, wd)
            folders[wd] = nil
        }
        for folder in paths.sorted() where !folders.values.contains(folder) {
            let wd = inotify_add_watch(descriptor, folder, Self.mask)
            if wd < 0 {
                failed.append(folder)
            } else {
                folders[wd] = folder
            }
        }
        return failed
    }

    /// Blocks until a change to a path for which `matters` is true, then gathers the changes
    /// that follow within `settle` milliseconds of each other (an editor's save can be several
    /// events; a checkout changes several files), and returns the changed paths (`folder/name`).
    func nextChanges(settle: Int32 = 10, matters: (String) -> Bool) -> Set<String> {
        var changed: Set<String> = []
        while changed.isEmpty {
            changed = readEvents(timeout: -1).filter(matters)
        }
        while true {
            let more = readEvents(timeout: settle)
            if more.isEmpty { return changed }
            changed.formUnion(more.filter(matters))
        }
    }

    /// The paths of the events available within `timeout` milliseconds (-1: wait for some).
    private func readEvents(timeout: Int32) -> Set<String> {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, timeout)
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var paths: Set<String> = []
        var offset = 0
        // struct inotify_event { int wd; uint32_t mask; uint32_t cookie; uint32_t len; char name[]; }
        while offset + 16 <= count {
            func word(_ at: Int) -> UInt32 {
                UInt32(buffer[at]) | UInt32(buffer[at + 1]) << 8 | UInt32(buffer[at + 2]) << 16 | UInt32(buffer[at + 3]) << 24
            }
            let wd = Int32(bitPattern: word(offset))
            let length = Int(word(offset + 12))
            let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
            if let folder = folders[wd], !nameBytes.isEmpty {
                paths.insert(folder + "/" + String(decoding: nameBytes, as: UTF8.self))
            }
            offset += 16 + length
        }
        return paths
    }
}
