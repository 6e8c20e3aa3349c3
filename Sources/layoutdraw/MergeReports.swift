import ArgumentParser
import LayoutDraw
import LayoutDrawCheck

/// `layoutdraw merge-reports SHARD.json…`: one report of the shards of a check run.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the JSON summaries of a check's shards (check --shard i/n --json FILE) into one report.",
        discussion: """
            Reads every shard's summary, checks that each shard 1…n is there once, and writes \
            the whole run's HTML report, JUnit XML or JSON summary, printing the summary line. \
            The HTML report inlines the pictures from the artifact files the summaries name \
            (found as written, or relative to the summary's folder) and the goldens.

            Exit status: the whole run's, as check's (0 passed, 1 a picture differs, 65 a scene \
            is invalid, 66 cannot read, including a shard's summary or a missing shard), 64 \
            usage error, 73 a report could not be written.
            """)

    @Argument(help: "The shards' JSON summaries.")
    var summaries: [String]

    @Option(help: "Write the merged self-contained HTML report here.")
    var report: String?

    @Option(help: "Write the merged JUnit XML here.")
    var junit: String?

    @Option(help: "Write the merged JSON summary here, or '-' for standard output.")
    var json: String?

    func validate() throws {
        if summaries.isEmpty { throw ValidationError("give the shards' JSON summaries (check --shard i/n --json FILE)") }
    }

    func run() throws {
        var reports: [CheckReport] = []
        for path in summaries {
            do {
                let bytes = try FileAccess.readBytes(path)
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    printError("layoutdraw: error: \(path): not UTF-8 text")
                    throw ExitStatus.missingInput
                }
                var report = try CheckReport(json: text)
                let folder = FileAccess.folder(of: path)
                for index in report.scenes.indices {
                    for (kind, artifact) in report.scenes[index].artifacts {
                        report.scenes[index].artifacts[kind] = Self.locate(artifact, besideSummaryIn: folder)
                    }
                }
                reports.append(report)
            } catch let error as FileAccess.Failure {
                printError("layoutdraw: error: \(error.description)")
                throw ExitStatus.missingInput
            } catch let error as CheckReportError {
                printError("layoutdraw: error: \(path): \(error.message)")
                throw ExitStatus.missingInput
            }
        }
        var merged: CheckReport
        do {
            merged = try CheckReport.merged(reports)
        } catch {
            printError("layoutdraw: error: \(error.message)")
            throw ExitStatus.missingInput
        }
        if report != nil {
            // The pictures of the failures, for the HTML report: artifacts and goldens.
            for index in merged.scenes.indices where !merged.scenes[index].passed {
                let check = merged.scenes[index]
                func read(_ path: String?) -> [UInt8]? { path.flatMap { try? FileAccess.readBytes($0) } }
                merged.scenes[index].actualPNG = read(check.artifacts["actual"])
                merged.scenes[index].diffPNG = read(check.artifacts["diff"])
                merged.scenes[index].expectedPNG = read(check.artifacts["expected"]) ?? read(check.goldenPath)
            }
        }
        let writer = CheckOutputs()
        if let report { _ = writer.write(Array(merged.html().utf8), to: report) }
        if let junit { _ = writer.write(Array(merged.junitXML().utf8), to: junit) }
        if let json {
            let text = merged.json().serialized() + "\n"
            if json == "-" { OutputFile.writeToStandardOutput(Array(text.utf8)) } else { _ = writer.write(Array(text.utf8), to: json) }
        }
        let summary = "\(merged.summary) (\(reports.count) report\(reports.count == 1 ? "" : "s") merged)"
        json == "-" ? printError(summary) : print(summary)
        if writer.failed { throw ExitStatus.cannotWrite }
        if merged.verdict != .passed { throw ExitCode(merged.verdict.rawValue) }
    }

    /// An artifact path from a shard's summary: as written when it exists, else relative to the
    /// summary's folder (a CI system's download puts each shard's files in a folder of its own).
    static func locate(_ path: String, besideSummaryIn folder: String) -> String {
        if FileAccess.isRegularFile(path) || path.hasPrefix("/") { return path }
        var relative = path
        while !relative.isEmpty {
            let candidate = FileAccess.join(folder, relative)
            if FileAccess.isRegularFile(candidate) { return candidate }
            guard let slash = relative.firstIndex(of: "/") else { break }
            relative = String(relative[relative.index(after: slash)...])
        }
        return path
    }
}
