@_exported import LayoutDrawCompile
import LayoutDrawCore
@_exported import LayoutDrawSyntax
import LayoutDrawSwift
import LayoutDrawYAML

/// Reads a scene file — YAML (scene-format.md) or SwiftUI source — into a view tree: the front
/// end for its language lowers the text to the call tree, and the compiler does the rest.
public enum SceneDecoder {
    /// Decodes a scene; throws every problem of the file at once (errors, and any warnings,
    /// in file order), each positioned at the offending key or value.
    public static func decode(
        _ source: String, file: String, options: SceneDecodingOptions = .init()
    ) throws(DiagnosticList) -> Scene {
        let limits = options.limits
        let size = source.utf8.count
        if size > limits.maximumFileSize {
            throw DiagnosticList([
                .error(
                    "the scene is \(size) bytes, more than the limit of \(limits.maximumFileSize) (--max-file-size)",
                    at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        switch options.language ?? SourceLanguage(file: file, text: source) {
        case .yaml:
            return try SceneCompiler.compile(YAMLFrontEnd.parse(source, file: file, limits: limits, modifierNames: SceneCompiler.modifierNames), options: options)
        case .swift:
            return try decodeSwift(source, file: file, options: options)
        }
    }

    /// How many times a view is compiled again without the project's declarations that stopped
    /// it (each time at least one fewer). Fewer rounds (16) were tried: a project whose
    /// declarations fail in cascades (SwiftUICharts) then stopped at an error inside the
    /// project instead of the view's own message, so 32 it stays.
    static let maximumLeaveOuts = 32

    /// A SwiftUI source with its project (`options.project`).
    ///
    /// What the view reaches in its project's other files is compiled with it; a declaration
    /// there that layoutdraw cannot read (an error positioned inside it: a `Task` type, an enum
    /// case with an associated value) is left out — the innermost member of a type or an
    /// extension that holds the error, else the whole declaration — and the view compiled
    /// again, each problem
    /// then a warning that names what is left out — as a view that never runs such code draws
    /// in Xcode. When the view needs what was left out, the error is where the view uses it,
    /// before those warnings. A name declared twice stays an error.
    static func decodeSwift(_ source: String, file: String, options: SceneDecodingOptions) throws(DiagnosticList) -> Scene {
        let configuration = BuildConfiguration(defines: options.project.defines)
        var project: SwiftProject?
        // The modules read with the view (its package target and the targets it imports): a
        // name not found is not theirs to explain (`FrameworkOfName`).
        var readModules = Set<String>()
        var options = options
        if let root = ProjectFiles.root(of: file, options: options.project) {
            // The project's folder is also the app's bundle (`Bundle.main.url(…)`).
            if options.resourceFolder == nil { options.resourceFolder = root.folder }
            do {
                var sources = try ProjectFiles.sources(
                    root: root.folder, recursive: root.recursive, excluding: file, options: options.project, limits: options.limits)
                if let module = root.module { readModules.insert(module) }
                if root.recursive {
                    for (module, folder) in ProjectFiles.importedTargets(of: [source] + sources.map(\.text), in: root.targets, besides: root.folder) {
                        readModules.insert(module)
                        options.importedFolders.append(folder)
                        sources += try ProjectFiles.sources(root: folder, excluding: file, options: options.project, limits: options.limits)
                    }
                }
                // (A file alone reads the frameworks' declarations when it names one of them.)
                if !sources.isEmpty || FrameworkPrelude.isNamed(in: source) {
                    project = SwiftProject(sources + FrameworkPrelude.sources, configuration: configuration, limits: options.limits)
                }
            } catch {
                throw DiagnosticList([.error(error.message, at: SourceLocation(file: file, line: 1, column: 1))])
            }
        }
        var leftOut = Set<ProjectPart>()
        var warnings: [Diagnostic] = []
        // Why each left-out declaration was left out, by its name (`Strings.tabbar_chats`).
        var causes: [String: String] = [:]
        var last = DiagnosticList([])
        var previousOwnErrors: [Diagnostic]?
        // The view's own file's parts that may be left out (`OwnFileParts`), read at its first
        // error; the errors that left them out, by their names.
        var ownParts: OwnFileParts?
        var ownCauses: [String: Diagnostic] = [:]
        for _ in 0...maximumLeaveOuts {
            var document = SwiftFrontEnd.parse(
                source, file: file, limits: options.limits, configuration: configuration, project: project, leavingOut: leftOut,
                view: options.viewName)
            options.projectFilesRead?(document.projectFiles)
            document.imports.removeAll { readModules.contains($0) }
            document.projectImports.removeAll { readModules.contains($0) }
            // A file of `extension View` modifiers, styles or shapes only: one of them on a
            // sample view.
            if options.viewName == nil, document.previews.isEmpty, document.shape == .declarations,
                SceneCompiler.ownViews(document).isEmpty,
                let sample = SceneCompiler.sampleView(document)
            {
                options.viewName = sample
                warnings.append(
                    .warning(
                        "the source declares no View to draw: drawn is what it declares on a sample view, \(sample); pass --view with another",
                        at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            var options = options
            if options.viewName == nil, document.previews.isEmpty, !document.file.isInFirstFile(document.file.text.utf8.count) {
                // With the project's views beside its own, the view drawn is still the file's:
                // its only view, when it declares one.
                // A file that declares none is not drawn through the project's views.
                let own = SceneCompiler.ownViews(document)
                if own.count == 1, !own.contains(where: { $0.name == "ContentView" }) { options.viewName = own[0].name }
                if own.isEmpty, document.shape == .declarations {
                    throw DiagnosticList(
                        warnings + [
                            .error(
                                SceneCompiler.noViewMessage(document),
                                at: SourceLocation(file: file, line: 1, column: 1))
                        ])
                }
            }
            do {
                var scene = try SceneCompiler.compile(document, options: options)
                scene.warnings = warnings + scene.warnings
                return scene
            } catch {
                guard let project else { throw error }
                last = error
                let errors = error.diagnostics.filter { $0.severity == .error }
                // Two declarations of one name in the project (an error with a note at the
                // other place) stay an error.
                let duplicates = Set(
                    error.diagnostics.filter { $0.severity == .note && $0.message.hasSuffix("previously declared here") }.map { $0.message })
                var culprits: [(ProjectPart, String, Diagnostic)] = []
                for problem in errors {
                    if problem.message.hasPrefix("invalid redeclaration of "),
                        duplicates.contains(String(problem.message.dropFirst("invalid redeclaration of ".count)) + " previously declared here")
                    {
                        continue
                    }
                    if let location = problem.location, let found = project.part(at: location), !leftOut.contains(found.part) {
                        culprits.append((found.part, found.name, problem))
                    }
                }
                // A method of the view's own file (a button's action) the picture can do without
                // — once the project's parts are settled: an error of the view's file may be one
                // that leaving out a part of the project ends (a colour extension's failing
                // neighbour), and then it is no reason to leave out what holds it.
                var ownCandidates: [(part: ProjectPart, name: String, member: String, problem: Diagnostic)] = []
                for problem in errors {
                    guard let location = problem.location, location.file == file else { continue }
                    if ownParts == nil { ownParts = OwnFileParts(source: source, file: file, limits: options.limits) }
                    if let found = ownParts?.part(at: location), !leftOut.contains(found.part) {
                        ownCandidates.append((found.part, found.name, found.member, problem))
                    }
                }
                if culprits.isEmpty {
                    for candidate in ownCandidates {
                        culprits.append((candidate.part, candidate.name, candidate.problem))
                        for name in [candidate.name, candidate.member] where ownCauses[name] == nil { ownCauses[name] = candidate.problem }
                    }
                }
                // An error in the view's own file that leaving out the project's parts did not
                // change (the same as in the last round) is the view's own: more rounds, each
                // compiling the project again, would end as this one does.
                let ownErrors = errors.filter { problem in
                    problem.location?.file == file && !ownCandidates.contains { $0.problem == problem }
                }
                let stuck = !ownErrors.isEmpty && ownErrors == previousOwnErrors && ownCandidates.isEmpty
                previousOwnErrors = ownErrors
                // The errors first: the command line shows the first problems only. Stuck, the
                // view's own errors lead: they are what stops it, whatever the project's rounds
                // would have left out.
                guard !culprits.isEmpty, !stuck else {
                    let diagnostics = stuck ? ownErrors + error.diagnostics.filter { !ownErrors.contains($0) } : error.diagnostics
                    throw failure(diagnostics, causes: causes, ownCauses: ownCauses, warnings: warnings)
                }
                for (index, name, problem) in culprits where leftOut.insert(index).inserted {
                    warnings.append(.warning("\(problem.message); '\(name)' is left out", at: problem.location))
                    // (A part left out for needing another left-out part says why that was —
                    // down a chain of any length, but in a message of readable size.)
                    if causes[name] == nil {
                        let explained = explainingLeftOut(problem, causes).message
                        causes[name] = explained.utf8.count <= Self.longestCause ? explained : problem.message
                    }
                }
            }
        }
        throw failure(last.diagnostics, causes: causes, ownCauses: ownCauses, warnings: warnings)
    }

    /// The longest explanation of a left-out part, in bytes: a chain longer says only its first
    /// link.
    static let longestCause = 2_000

    /// The errors of a view that does not draw, each explained by what was left out. An error
    /// about a part of the view's own file that was left out is the error that left it out:
    /// the body needs that part, and its own error, where it is, says what stops the picture.
    static func failure(
        _ diagnostics: [Diagnostic], causes: [String: String], ownCauses: [String: Diagnostic], warnings: [Diagnostic]
    ) -> DiagnosticList {
        var restored: [Diagnostic] = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .error, let name = leftOutName(in: diagnostic.message, among: ownCauses.keys), let cause = ownCauses[name] {
                if !restored.contains(cause) {
                    restored.append(cause)
                    result.append(explainingLeftOut(cause, causes))
                }
                continue
            }
            result.append(explainingLeftOut(diagnostic, causes))
        }
        // (The warning that said such a part was left out goes: its error is back.)
        let kept = warnings.filter { warning in
            !restored.contains { $0.location == warning.location && warning.message.hasPrefix($0.message + "; '") }
        }
        return DiagnosticList(result + kept)
    }

    /// An error about a member the view needs that was left out (`type 'Strings' has no static
    /// method 'tabbar_chats'`, `'CategoryHome' has no 'body'`, `cannot find 'load' in scope`),
    /// with why it was left out, so that the first message names what stops the picture.
    static func explainingLeftOut(_ diagnostic: Diagnostic, _ causes: [String: String]) -> Diagnostic {
        guard diagnostic.severity == .error, !causes.isEmpty else { return diagnostic }
        guard let name = leftOutName(in: diagnostic.message, among: causes.keys), let cause = causes[name] else { return diagnostic }
        var explained = diagnostic
        explained.message = "\(diagnostic.message) ('\(name)' is left out: \(cause))"
        return explained
    }

    /// The name of a left-out declaration (one of `names`) an error is about.
    static func leftOutName(in message: String, among names: some Collection<String>) -> String? {
        guard !names.isEmpty else { return nil }
        func quoted(after marker: String) -> String? {
            guard let range = message.range(of: marker) else { return nil }
            let rest = message[range.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return String(rest[..<end])
        }
        var found: [String] = []
        if let type = quoted(after: "type '"), let member = quoted(after: "has no static method '") ?? quoted(after: "has no member '") {
            found.append("\(type).\(member)")
        }
        if message.hasPrefix("value of type "), let member = quoted(after: "has no member '") ?? quoted(after: "has no method '") {
            let type = message.dropFirst("value of type ".count).prefix { $0 != " " }
            found.append("\(type).\(member)")
            // (A nested type's member is left out under its path: `ContactDetail.TextRowItem.title`.)
            let nested = names.filter { $0.hasSuffix(".\(type).\(member)") }
            if nested.count == 1 { found.append(nested[0]) }
        }
        // `'TagStyle' is not a LabelStyle: it has no 'makeBody(configuration:)'`.
        if message.hasPrefix("'"), message.contains("it has no 'makeBody"), let type = quoted(after: "'") {
            found.append("\(type).makeBody")
        }
        // `class 'Model' has no initializers`: its `init` was left out.
        if message.hasPrefix("class '"), message.contains("' has no initializers"), let type = quoted(after: "class '") {
            found.append("\(type).init")
        }
        // `missing argument for parameter 'c' in call to Deps(…)`: the memberwise `init` read
        // where the type's own was left out.
        if message.hasPrefix("missing argument for parameter "), let range = message.range(of: " in call to ") {
            found.append(message[range.upperBound...].prefix { $0 != "(" } + ".init")
        }
        if message.hasPrefix("'"), message.contains("' has no 'body'"), let type = quoted(after: "'") {
            found.append("\(type).body")
        }
        // `'image' returns a value, not a view`: the property of that name read where the
        // method of its name (`image(thatFits:)`) was left out.
        var returnsValue = message.hasPrefix("'") && message.hasSuffix("' returns a value, not a view") ? quoted(after: "'") : nil
        // `extra argument 'thatFits' in call to image(…)`: the same, the property called.
        if message.hasPrefix("extra argument "), let range = message.range(of: " in call to "), message.hasSuffix("(…)") {
            returnsValue = String(message[range.upperBound...].dropLast("(…)".count))
        }
        if let name = quoted(after: "cannot find '") ?? quoted(after: "unknown name '") ?? quoted(after: "unknown function '")
            ?? quoted(after: "unknown view '") ?? returnsValue
        {
            // (`$order`: the binding of the left-out `order`.)
            let plain = name.hasPrefix("$") ? String(name.dropFirst()) : name
            found.append(plain)
            // `homeAsList` in `MoviesHome`'s body: the type's own member, left out
            // (`MoviesHome.homeAsList`), when one type's is.
            let members = names.filter { $0.hasSuffix("." + plain) }
            if members.count == 1 { found.append(members[0]) }
        }
        // `.cornerRadius(8, corners: [.topLeft])`: SwiftUI's modifier read where the source's
        // own overload (`extension View { func cornerRadius(_:corners:) }`) was left out.
        if let modifier = quoted(after: "for '") ?? quoted(after: "unknown modifier '") {
            found.append("View.\(modifier)")
        }
        return found.first { names.contains($0) }
    }
}
