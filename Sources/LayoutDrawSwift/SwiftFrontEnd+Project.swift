import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// A view's file with its project: the declarations it reaches in the project's other files
/// (`ProjectIndex`) are lowered and merged into its document, as if written in it.
///
/// The merged document's file is one combined text (`SourceFile(combining:)`): the view's file
/// first, so its offsets and directives are its own, then each reached file, so that every
/// message about a declaration of another file names that file, line and column.
///
/// - A name the view's file declares is its own: the project's declarations of it are not read
///   (a folder of scenes each declaring `ContentView` draws each alone).
/// - A name the view reaches that two other files declare is an error at the second, with a
///   note at the first, in swiftc's words (`invalid redeclaration of 'X'`); a `private` or
///   `fileprivate` declaration is its file's own and clashes with none, and functions may be
///   overloaded.
/// - A reached file that does not parse is a warning, its declarations not read; a file the view
///   does not reach is not looked at past its parse.
/// - An extension in one file of a type declared in another is merged into the type.
extension SwiftFrontEnd {
    static func merge(
        _ main: SceneSyntax, tree: SourceFileSyntax, foreignExtensions: [TypeDefinition], index: ProjectIndex, leavingOut: Set<ProjectPart>,
        configuration: BuildConfiguration, limits: SceneLimits, alsoMentioned: Set<String> = [], previewFor view: String? = nil
    ) -> SceneSyntax {
        var mentions = alsoMentioned
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { mentions.insert(name) }
        }
        // (`@Environment(\.modelContext)` holds SwiftData's context: its declarations are reached.)
        if mentions.contains("modelContext") { mentions.formUnion(["ModelContext", "ModelContainer"]) }
        var ownNames = Set(main.types.map(\.name) + main.functions.map(\.name))
        for case .binding(let binding) in main.statements { ownNames.insert(binding.name) }
        let ownTypes = Set(main.types.map(\.name))
        // A preview in another file that builds the view its own file has none for: the first
        // in path order; what it names is reached as the view's file's names are.
        let preview = view.flatMap { index.previewsByView[$0]?.first }
        if let preview { mentions.formUnion(preview.mentions) }
        var reached = index.reached(from: mentions, ownNames: ownNames, ownTypes: ownTypes, leavingOut: leavingOut)
        if let declaration = preview?.declaration, !reached.contains(declaration) { reached = (reached + [declaration]).sorted() }
        var diagnostics: [Diagnostic] = []

        // Two declarations of one reached name.
        var reachedNames = Set<String>()
        for declaration in reached.map({ index.declarations[$0] }) where declaration.extended == nil {
            reachedNames.formUnion(declaration.names)
        }
        var duplicated = Set<Int>()
        for name in reachedNames.sorted() where !ownNames.contains(name) {
            let all = (index.byName[name] ?? []).filter { index.declarations[$0].names.first == name && !index.declarations[$0].isFilePrivate && !index.declarations[$0].isFunction }
            guard all.count > 1 else { continue }
            // An app that builds has no name declared twice in one target: two declarations are
            // of two targets (an iOS app's `Landmarks/` and its macOS app's `MacLandmarks/`).
            // The one nearest the view's file — the longest folder path they share — is the
            // view's target's; the others are left unread. Equally near ones are an error.
            let nearness = all.map { Self.sharedFolders(index.files[index.declarations[$0].file].path, main.file.name) }
            if let nearest = nearness.max(), nearness.filter({ $0 == nearest }).count == 1 {
                for (candidate, near) in zip(all, nearness) where near != nearest { duplicated.insert(candidate) }
                continue
            }
            let first = index.declarations[all[0]]
            let firstFile = SourceFile(name: index.files[first.file].path, text: index.files[first.file].text)
            for other in all.dropFirst() {
                let declaration = index.declarations[other]
                let file = SourceFile(name: index.files[declaration.file].path, text: index.files[declaration.file].text)
                diagnostics.append(.error("invalid redeclaration of '\(name)'", at: file.location(ofUTF8: declaration.offset)))
                diagnostics.append(Diagnostic(.note, at: firstFile.location(ofUTF8: first.offset), "'\(name)' previously declared here"))
                duplicated.insert(other)
            }
        }

        // The reached items of each file, in file order; a file that does not parse is skipped.
        var itemsByFile: [Int: [Int]] = [:]
        for declarationIndex in reached where !duplicated.contains(declarationIndex) {
            let declaration = index.declarations[declarationIndex]
            itemsByFile[declaration.file, default: []].append(declaration.item)
        }
        if let preview, preview.declaration == nil { itemsByFile[preview.file, default: []].append(preview.item) }
        var usedFiles: [Int] = []
        for fileIndex in itemsByFile.keys.sorted() {
            let file = index.files[fileIndex]
            if let problem = file.problem {
                let location = SourceFile(name: file.path, text: file.text).location(ofUTF8: problem.offset)
                diagnostics.append(
                    .warning("\(problem.message); this file's declarations are not read, though the view uses some of them", at: location))
                continue
            }
            usedFiles.append(fileIndex)
        }

        var merged = main
        let combined = SourceFile(combining: [(main.file.name, main.file.text)] + usedFiles.map { (index.files[$0].path, index.files[$0].text) })
        let starts = SourceFile.combinedStarts(of: [main.file.text] + usedFiles.map { index.files[$0].text })
        merged.file = combined
        merged.projectFiles = usedFiles.map { index.files[$0].path }
        var foreign = foreignExtensions
        var globals: [Statement] = []
        let projectTypes = index.typeNames.union(ownTypes)
        let itemsOfFiles = usedFiles.map { fileIndex in itemsByFile[fileIndex]!.sorted().map { index.files[fileIndex].items[$0] } }
        let sharedTypeNames = SwiftLowering.declaredTypes(
            ofFiles: [Array(tree.statements)] + itemsOfFiles, alsoPaths: index.extensionTypePaths + index.typePaths)
        var projectImports = Set<String>()
        for (position, fileIndex) in usedFiles.enumerated() {
            let file = index.files[fileIndex]
            var lowering = SwiftLowering(file: SourceFile(name: file.path, text: file.text), limits: limits)
            lowering.configuration = configuration
            lowering.shift = starts[position + 1]
            lowering.projectTypes = projectTypes
            lowering.projectProtocols = index.protocolNames
            lowering.projectDeclaredTypes = sharedTypeNames
            let imported = SwiftLowering.importedModules(of: file.items)
            projectImports.formUnion(imported)
            lowering.moduleNames.formUnion(imported)
            lowering.leftOutMembers = Set(
                leavingOut.compactMap { part in !part.isOwn && index.declarations[part.declaration].file == fileIndex ? part.member : nil })
            let document = lowering.document(itemsOfFiles[position])
            let fileImports = imported.sorted()
            merged.types += document.types.map { definition in
                var definition = definition
                definition.fileImports = fileImports
                return definition
            }
            merged.functions += document.functions
            merged.viewExtensions += document.viewExtensions
            merged.alignmentExtensions += document.alignmentExtensions
            merged.typeAliases.merge(document.typeAliases) { first, _ in first }
            for (name, definition) in document.protocols {
                guard var existing = merged.protocols[name] else {
                    merged.protocols[name] = definition
                    continue
                }
                existing.add(definition)
                existing.conformances += definition.conformances
                merged.protocols[name] = existing
            }
            for (name, definition) in document.builtinExtensions {
                guard var existing = merged.builtinExtensions[name] else {
                    merged.builtinExtensions[name] = definition
                    continue
                }
                existing.add(definition)
                merged.builtinExtensions[name] = existing
            }
            if let preview, preview.file == fileIndex, let view {
                let found = document.previews.filter { preview.range.contains($0.offset - lowering.shift) }.map { found in
                    var found = found
                    found.builds = view
                    return found
                }
                if let first = found.first {
                    merged.previews += found
                    diagnostics.append(
                        Diagnostic(
                            .note, at: combined.location(ofUTF8: first.offset),
                            "'\(main.file.name)' has no preview: '\(view)' is drawn by this preview in '\(file.path)'"))
                }
            }
            globals += document.statements.filter { if case .binding = $0 { true } else { false } }
            diagnostics += document.diagnostics
            foreign += lowering.foreignExtensions
        }
        for definition in foreign {
            // (`extension DBModel.Currency`: the nested type, under its path or its own name.)
            let simple = definition.name.split(separator: ".").last.map(String.init) ?? definition.name
            guard let target = merged.types.firstIndex(where: { $0.name == definition.name })
                ?? merged.types.firstIndex(where: { $0.name == simple })
            else {
                diagnostics.append(.error("cannot find type '\(definition.name)' in scope", at: combined.location(ofUTF8: definition.offset)))
                continue
            }
            merged.types[target].add(definition)
            merged.types[target].conformances += definition.conformances
        }
        // The project's global `let`s are seen by everything, the view's file's own below them.
        merged.statements = globals + merged.statements
        merged.projectImports = projectImports.subtracting(main.imports).sorted()
        merged.diagnostics += diagnostics
        return merged
    }

    /// How many leading folders two file paths share (`A/B/x.swift` and `A/C/y.swift`: 1).
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        let x = a.split(separator: "/").dropLast()
        let y = b.split(separator: "/").dropLast()
        return zip(x, y).prefix { $0 == $1 }.count
    }
}

extension TypeDefinition {
    /// Adds the members an extension declares.
    mutating func add(_ other: TypeDefinition) {
        storedProperties += other.storedProperties
        computedProperties += other.computedProperties
        methods += other.methods
        staticProperties += other.staticProperties
        extensionInitializers += other.initializers + other.extensionInitializers
    }

}
