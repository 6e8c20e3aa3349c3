import Foundation
import Testing

/// The hooks of `.pre-commit-hooks.yaml` run by pre-commit itself (from PyPI, installed by
/// `make deps` into .build/python) in a sample documentation repository, as its writer would:
/// a repository of hooks made from this one's file, a `.pre-commit-config.yaml` naming it, and
/// commits that pass, that a stale picture stops, and that a changed scene stops.
@Suite(.serialized) struct PreCommitHookTests {
    /// A sample documentation repository and the commands run in it.
    struct Sample {
        let folder: URL
        let repository: URL
        let environment: [String: String]
        let preCommit: URL

        init() throws {
            preCommit = Repository.root.appendingPathComponent(".build/python/bin/pre-commit")
            guard FileManager.default.isExecutableFile(atPath: preCommit.path) else {
                throw CocoaError(
                    .fileNoSuchFile,
                    userInfo: [NSFilePathErrorKey: preCommit.path, NSLocalizedDescriptionKey: "pre-commit is not installed: run 'make deps'"])
            }
            folder = try temporaryFolder()
            let layoutdraw = try layoutdrawExecutable()
            // The built layoutdraw first on the PATH, as `make install` puts the installed one;
            // pre-commit's cache and git's identity inside the sample.
            environment = [
                "PATH": layoutdraw.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "PRE_COMMIT_HOME": folder.appendingPathComponent("cache").path,
                "GIT_AUTHOR_NAME": "Writer", "GIT_AUTHOR_EMAIL": "writer@example.com",
                "GIT_COMMITTER_NAME": "Writer", "GIT_COMMITTER_EMAIL": "writer@example.com",
                "CI": "",
            ]
            // The hooks, as a repository of their own at a commit.
            let hooks = folder.appendingPathComponent("hooks")
            try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent(".pre-commit-hooks.yaml"), to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
            repository = folder.appendingPathComponent("docs")
            try FileManager.default.createDirectory(at: repository.appendingPathComponent("Docs"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: repository.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
            try run("git", ["init", "-q"], in: hooks)
            try run("git", ["add", "."], in: hooks)
            try run("git", ["commit", "-q", "-m", "hooks"], in: hooks)
            let revision = try run("git", ["rev-parse", "HEAD"], in: hooks).output.trimmingCharacters(in: .whitespacesAndNewlines)

            try run("git", ["init", "-q"], in: repository)
            try write("Docs/Guide.md", Self.guide(count: 3))
            try write("Scenes/card.swift", "VStack(spacing: 8) {\n    Text(\"Hello\")\n    Text(\"World\")\n}\n.padding()\n")
            try write("layoutdraw.yaml", "scenes: Scenes\ngoldens: Goldens\n")
            try write(
                ".pre-commit-config.yaml",
                """
                repos:
                  - repo: \(hooks.path)
                    rev: \(revision)
                    hooks:
                      - id: layoutdraw-markdown
                      - id: layoutdraw-check

                """)
        }

        static func guide(count: Int) -> String {
            """
            # Guide

            ```swift layoutdraw name=badge alt="A badge"
            // layoutdraw: --size fit
            Text("\(count) new")
                .padding(8)
                .background(.yellow)
            ```

            """
        }

        func write(_ path: String, _ text: String) throws {
            try text.write(to: repository.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }

        @discardableResult
        func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = tool.hasPrefix("/") ? URL(fileURLWithPath: tool) : URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
            process.currentDirectoryURL = directory ?? repository
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        func preCommitRun() throws -> (status: Int32, output: String) {
            try run(preCommit.path, ["run", "--all-files", "--color", "never"])
        }
    }


    @Test func theHooksPassUpToDatePicturesAndStopStaleOnes() throws {
        let sample = try Sample()
        // The writer draws the pictures and records the goldens once, then commits.
        #expect(try sample.run("layoutdraw", ["markdown", "Docs/Guide.md"]).status == 0)
        #expect(try sample.run("layoutdraw", ["check", "-u"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: sample.repository.appendingPathComponent("Docs/Images/badge.png").path))
        #expect(FileManager.default.fileExists(atPath: sample.repository.appendingPathComponent("Goldens/card.png").path))
        try sample.run("git", ["add", "-A"])
        let clean = try sample.preCommitRun()
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("layoutdraw markdown --check..") && clean.output.contains("Passed"))

        // Installed as the git hook, it stops a commit whose picture is stale.
        #expect(try sample.run(sample.preCommit.path, ["install"]).status == 0)
        #expect(try sample.run("git", ["commit", "-q", "-m", "Guide"]).status == 0)
        try sample.write("Docs/Guide.md", Sample.guide(count: 4))
        try sample.run("git", ["add", "-A"])
        let stale = try sample.run("git", ["commit", "-q", "-m", "Four new"])
        #expect(stale.status != 0)
        #expect(stale.output.contains("layoutdraw markdown --check") && stale.output.contains("Failed"))
        #expect(
            stale.output.contains(
                "Docs/Guide.md:3:1: error: Docs/Images/badge.png is out of date: the block draws another picture; run 'layoutdraw markdown Docs/Guide.md'"))
        // Drawn again, the commit goes through.
        #expect(try sample.run("layoutdraw", ["markdown", "Docs/Guide.md"]).status == 0)
        try sample.run("git", ["add", "-A"])
        let redrawn = try sample.run("git", ["commit", "-q", "-m", "Four new"])
        #expect(redrawn.status == 0, "\(redrawn.output)")

        // A scene that no longer matches its golden stops the next commit.
        try sample.write("Scenes/card.swift", "VStack(spacing: 20) {\n    Text(\"Hello\")\n    Text(\"World\")\n}\n.padding()\n")
        try sample.run("git", ["add", "-A"])
        let changed = try sample.run("git", ["commit", "-q", "-m", "Spacing"])
        #expect(changed.status != 0)
        #expect(changed.output.contains("layoutdraw check") && changed.output.contains("- hook id: layoutdraw-check"))
        // 20 points of spacing instead of 8: the picture is 12 points, 24 pixels at scale 2, taller.
        let sizes = try #require(changed.output.firstMatch(of: /FAIL  card: size differs: golden (\d+)×(\d+), rendered (\d+)×(\d+) pixels/))
        #expect(sizes.1 == sizes.3)
        #expect(Int(sizes.4)! - Int(sizes.2)! == 24)
    }
}

