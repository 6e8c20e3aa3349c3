import Foundation

/// `layoutdraw-bench --check-scale [1000 2000]`: `layoutdraw check` over generated docs
/// repositories (`DocsRepositoryGenerator`, 4 variants per scene), in a process of its own
/// each time, timed with its peak resident memory (`wait4`'s `ru_maxrss`). For each size: a
/// first run recording every golden (`-u`), then three passing runs (the median is reported;
/// the sizes take turns, so that the machine's changing load falls on each alike);
/// then every scene restyled (its tiles' colours moved on), so that every variant fails, three
/// failing runs without artifacts or reports and one with `--artifacts` (3 PNGs written per
/// variant). Wall-clock and CPU time are both reported: on a shared machine the CPU time
/// (user + system, all threads) says more about linearity than the wall clock. Linear means twice the scenes in at most 2.1× the time; flat memory, that the
/// peak does not grow with the number of scenes, passing or failing.
enum CheckScaleBench {
    /// One timed process: its exit status, wall-clock seconds, CPU seconds (user and system,
    /// of all its threads) and peak resident memory.
    struct Run {
        var status: Int32
        var seconds: Double
        var cpuSeconds: Double
        var peakBytes: Int
    }

    /// The median wall-clock and CPU seconds (each the median of its own) and the largest peak.
    struct Summary {
        var seconds: Double
        var cpuSeconds: Double
        var peakBytes: Int

        init(_ runs: [Run]) {
            let wall = runs.map(\.seconds).sorted(), cpu = runs.map(\.cpuSeconds).sorted()
            seconds = wall[wall.count / 2]
            cpuSeconds = cpu[cpu.count / 2]
            peakBytes = runs.map(\.peakBytes).max() ?? 0
        }
    }

    static func run(sizes: [Int], binary: String, runs: Int) {
        print("layoutdraw check at scale — \(binary)")
        // Every size's repository is written and recorded first; then the timed runs take
        // turns between the sizes (1,000, 2,000, 1,000, …), so that a change in the machine's
        // load while the bench runs falls on every size alike.
        var roots: [URL] = []
        var updates: [Run] = []
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
            roots.append(root)
            updates.append(update)
        }
        var checks = Array(repeating: [Run](), count: sizes.count)
        for _ in 0..<runs {
            for (index, root) in roots.enumerated() {
                let check = spawn(binary, ["check"], in: root.path)
                guard check.status == 0 else { fail("a check run exited \(check.status)") }
                checks[index].append(check)
            }
        }
        // Every variant fails: the pictures of failures are made and kept only for what
        // writes them.
        for (count, root) in zip(sizes, roots) {
            do {
                try write(count: count, to: root, restyled: true)
            } catch {
                fail("cannot restyle the repository: \(error)")
            }
        }
        var failures = Array(repeating: [Run](), count: sizes.count)
        for _ in 0..<runs {
            for (index, root) in roots.enumerated() {
                let failed = spawn(binary, ["check"], in: root.path)
                guard failed.status == 1 else { fail("a failing run exited \(failed.status), not 1") }
                failures[index].append(failed)
            }
        }
        var withArtifacts: [Run] = []
        for root in roots {
            let artifacts = spawn(binary, ["check", "--artifacts", "out/artifacts"], in: root.path)
            guard artifacts.status == 1 else { fail("the failing run with artifacts exited \(artifacts.status), not 1") }
            withArtifacts.append(artifacts)
            try? FileManager.default.removeItem(at: root)
        }
        let passing = sizes.indices.map { (count: sizes[$0], update: updates[$0], check: Summary(checks[$0])) }
        let failing = sizes.indices.map { (count: sizes[$0], plain: Summary(failures[$0]), artifacts: withArtifacts[$0]) }

        print("")
        print("Every variant passing (median of \(runs) runs; CPU is user + system time of all threads):")
        print("")
        print("| scenes | variants | update (-u) | check | CPU | per scene | per variant | peak RSS |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for (count, update, check) in passing {
            let variants = count * 4
            print(
                "| \(grouped(count)) | \(grouped(variants)) | \(format(update.seconds, "s")) | \(format(check.seconds, "s")) | \(format(check.cpuSeconds, "s")) "
                    + "| \(format(check.seconds / Double(count) * 1000, "ms", digits: 1)) | \(format(check.seconds / Double(variants) * 1000, "ms")) "
                    + "| \(megabytes(check.peakBytes)) |")
        }
        print("")
        print("Every variant failing (each scene's tiles restyled; check: median of \(runs), --artifacts: one run writing 3 PNGs a variant):")
        print("")
        print("| scenes | variants | check | CPU | per variant | peak RSS | check --artifacts | peak RSS |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for (count, plain, artifacts) in failing {
            let variants = count * 4
            print(
                "| \(grouped(count)) | \(grouped(variants)) | \(format(plain.seconds, "s")) | \(format(plain.cpuSeconds, "s")) "
                    + "| \(format(plain.seconds / Double(variants) * 1000, "ms")) | \(megabytes(plain.peakBytes)) "
                    + "| \(format(artifacts.seconds, "s")) | \(megabytes(artifacts.peakBytes)) |")
        }
        if passing.count > 1, let first = passing.first, let firstFailing = failing.first {
            print("")
            for index in 1..<passing.count {
                let (count, _, check) = passing[index]
                let failed = failing[index].plain
                print(
                    "\(count) scenes against \(first.count): passing \(ratio(check.seconds, first.check.seconds)) the time, "
                        + "\(ratio(check.cpuSeconds, first.check.cpuSeconds)) the CPU, \(ratio(Double(check.peakBytes), Double(first.check.peakBytes))) the peak memory; "
                        + "failing \(ratio(failed.seconds, firstFailing.plain.seconds)) the time, \(ratio(failed.cpuSeconds, firstFailing.plain.cpuSeconds)) the CPU, "
                        + "\(ratio(Double(failed.peakBytes), Double(firstFailing.plain.peakBytes))) the peak memory "
                        + "(linear: ≤ 2.1× the time for twice the scenes)")
            }
        }
    }

    static func format(_ value: Double, _ unit: String, digits: Int = 2) -> String {
        String(format: "%.\(digits)f \(unit)", value)
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1e6) }

    static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f×", a / b) }

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
    /// wall-clock and CPU seconds and the child's peak resident memory.
    static func spawn(_ binary: String, _ arguments: [String], in folder: String) -> Run {
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
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Run(status: exited, seconds: seconds, cpuSeconds: cpu, peakBytes: usage.ru_maxrss * 1024)
    }
}
