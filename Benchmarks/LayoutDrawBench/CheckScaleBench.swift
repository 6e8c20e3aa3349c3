import Foundation

/// `layoutdraw-bench --check-scale [1000 2000]`: `layoutdraw check` over generated docs
/// repositories (`DocsRepositoryGenerator`, 4 variants per scene), in a process of its own
/// each time, timed with its peak resident memory (`wait4`'s `ru_maxrss`). For each size: a
/// first run recording every golden (`-u`), then three passing runs (the median is reported);
/// then every scene restyled (its tiles' colours moved on), so that every variant fails, and
/// one failing run without artifacts or reports and one with `--artifacts` (3 PNGs written
/// per variant). Linear means twice the scenes in at most 2.1× the time; flat memory, that the
/// peak does not grow with the number of scenes, passing or failing.
enum CheckScaleBench {
    static func run(sizes: [Int], binary: String, runs: Int) {
        var failing: [String] = []
        print("layoutdraw check at scale — \(binary)")
        print("")
        print("| scenes | variants | update (-u) | check (median of \(runs)) | per scene | per variant | peak RSS |")
        print("|---:|---:|---:|---:|---:|---:|---:|")
        var first: (scenes: Int, seconds: Double, peak: Int)?
        for count in sizes {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdraw-check-scale-\(count)-\(getpid())")
            try? FileManager.default.removeItem(at: root)
            do {
                try write(count: count, to: root)
            } catch {
                fail("cannot write the repository: \(error)")
            }
            let update = spawn(binary, ["check", "-u"], in: root.path)
            guard update.status == 0 else { fail("the recording run exited \(update.status)") }
            var times: [Double] = []
            var peak = 0
            for _ in 0..<runs {
                let check = spawn(binary, ["check"], in: root.path)
                guard check.status == 0 else { fail("a check run exited \(check.status)") }
                times.append(check.seconds)
                peak = max(peak, check.peakBytes)
            }
            times.sort()
            let median = times[times.count / 2]
            let variants = count * 4
            print(
                "| \(grouped(count)) | \(grouped(variants)) | \(String(format: "%.2f s", update.seconds)) | \(String(format: "%.2f s", median)) "
                    + "| \(String(format: "%.1f ms", median / Double(count) * 1000)) | \(String(format: "%.2f ms", median / Double(variants) * 1000)) "
                    + "| \(String(format: "%.0f MB", Double(peak) / 1e6)) |")
            // Every variant fails: the pictures of failures are made and kept only for what
            // writes them.
            do {
                try write(count: count, to: root, restyled: true)
            } catch {
                fail("cannot restyle the repository: \(error)")
            }
            let failed = spawn(binary, ["check"], in: root.path)
            guard failed.status == 1 else { fail("the failing run exited \(failed.status), not 1") }
            let artifacts = spawn(binary, ["check", "--artifacts", "out/artifacts"], in: root.path)
            guard artifacts.status == 1 else { fail("the failing run with artifacts exited \(artifacts.status), not 1") }
            failing.append(
                "| \(grouped(count)) | \(grouped(variants)) | \(String(format: "%.2f s", failed.seconds)) "
                    + "| \(String(format: "%.2f ms", failed.seconds / Double(variants) * 1000)) | \(String(format: "%.0f MB", Double(failed.peakBytes) / 1e6)) "
                    + "| \(String(format: "%.2f s", artifacts.seconds)) | \(String(format: "%.0f MB", Double(artifacts.peakBytes) / 1e6)) |")
            if let first {
                print("")
                print(
                    "\(count) scenes against \(first.scenes): \(String(format: "%.2f", median / first.seconds))× the time "
                        + "(linear: ≤ 2.1× for twice the scenes), \(String(format: "%.2f", Double(peak) / Double(first.peak)))× the peak memory")
            } else {
                first = (count, median, peak)
            }
            try? FileManager.default.removeItem(at: root)
        }
        print("")
        print("Every variant failing (each scene's tiles restyled):")
        print("")
        print("| scenes | variants | check | per variant | peak RSS | check --artifacts | peak RSS |")
        print("|---:|---:|---:|---:|---:|---:|---:|")
        for line in failing { print(line) }
    }

    /// `1,000`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result += "," }
            result.append(character)
        }
        return result
    }

    static func write(count: Int, to root: URL, restyled: Bool = false) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try DocsRepositoryGenerator.project.write(to: root.appendingPathComponent("layoutdraw.yaml"), atomically: true, encoding: .utf8)
        for index in 0..<count {
            let scene = DocsRepositoryGenerator.scene(index, restyled: restyled)
            let url = root.appendingPathComponent(scene.path)
            if index % 50 == 0 {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try scene.text.write(to: url, atomically: false, encoding: .utf8)
        }
    }

    /// Runs `binary` with `arguments` in `folder`, its output discarded; the exit status, the
    /// wall-clock seconds and the child's peak resident memory.
    static func spawn(_ binary: String, _ arguments: [String], in folder: String) -> (status: Int32, seconds: Double, peakBytes: Int) {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else { fail("cannot start \(binary)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Measure.seconds(ContinuousClock.now - start)
        let exited = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exited, seconds, usage.ru_maxrss * 1024)
    }
}
