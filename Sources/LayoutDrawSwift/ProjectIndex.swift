import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftParser
import SwiftSyntax
import Synchronization

/// A Swift file of the project a view's file belongs to: the path messages name it by, and its
/// text.
public struct ProjectSource: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The top-level declarations of a project's other files, each file parsed once, by the names
/// they declare: what a view's file may use, as the files of one Swift module see each other.
///
/// Only what the view reaches is lowered: the declarations named in its file, then those named
/// in them, and so on (the identifiers written, as a superset of the names used), so that a file
/// the view never reaches costs its parse and nothing more, and what it holds that layoutdraw
/// cannot read is no error. An extension is reached with the type it extends, or, for an
/// extension of SwiftUI's and Swift's own types (`extension View`, `extension Color`), when a
/// member it declares is named.
public final class SwiftProject: Sendable {
    let index: ProjectIndex

    /// Parses `sources` (each once) and indexes their declarations.
    public init(_ sources: [ProjectSource], configuration: BuildConfiguration = .standard, limits: SceneLimits = .standard) {
        index = LargeStack.run { ProjectIndex(sources, configuration: configuration, limits: limits) }
    }

    /// What of the project `location` (a file of the project, its line and column) is in: the
    /// innermost member of a type or an extension that holds it, else the top-level
    /// declaration, with the name messages give it; nil when it is in no declaration.
    public func part(at location: LayoutDrawCore.SourceLocation) -> (part: ProjectPart, name: String)? {
        guard let fileIndex = index.files.firstIndex(where: { $0.path == location.file }) else { return nil }
        let file = index.files[fileIndex]
        let offset = SourceFile(name: file.path, text: file.text).utf8Offset(line: location.line, column: location.column)
        guard let found = index.declarations.indices.first(where: { index.declarations[$0].file == fileIndex && index.declarations[$0].range.contains(offset) })
        else { return nil }
        let declaration = index.declarations[found]
        let name = declaration.extended.map { "extension \($0)" } ?? declaration.names.first ?? ""
        var node = file.tree.token(at: AbsolutePosition(utf8Offset: offset)).map(Syntax.init)
        var statement: CodeBlockItemSyntax?
        while let current = node {
            if let member = current.as(MemberBlockItemSyntax.self) {
                let memberName = Self.name(of: member.decl)
                let owner = OwnFileParts.owner(of: member)?.name ?? declaration.extended ?? declaration.names.first ?? ""
                if let statement, let property = Self.modelAssignment(statement, in: member) {
                    let text = statement.trimmedDescription.split(separator: "\n").first.map(String.init) ?? property
                    let shown = text.count > 60 ? text.prefix(59) + "…" : Substring(text)
                    let outcome = property.isEmpty ? "not run" : "\(property) keeps its initial value"
                    return (ProjectPart(declaration: found, member: statement.position.utf8Offset), "\(owner).init's '\(shown)' (\(outcome))")
                }
                return (ProjectPart(declaration: found, member: member.decl.position.utf8Offset), owner + "." + memberName)
            }
            if let item = current.as(CodeBlockItemSyntax.self) { statement = item }
            node = current.parent
        }
        return (ProjectPart(declaration: found, member: nil), name)
    }

    /// Whether a statement of a class's initializer can be left out of the picture on its own,
    /// and what it changes: a statement of the initializer's body (not nested) that assigns
    /// (`orders = generator.todaysOrders()`, `self.orders = …`) a stored property the class
    /// declares with an initial value — the property's name — or that starts a `Task` — "".
    /// A model's initializer often fills such a property with what a still picture cannot
    /// compute (random sample orders, a network call), or starts background work; left out,
    /// the property keeps its initial value, with a warning, as SwiftData's `@Query` starts
    /// empty — and the view that needs the model, not that property, still draws.
    static func modelAssignment(_ statement: CodeBlockItemSyntax, in member: MemberBlockItemSyntax) -> String? {
        guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
            statement.parent?.parent?.id == body.id,
            let classDecl = member.parent?.parent?.parent?.as(ClassDeclSyntax.self)
        else { return nil }
        if case .expr(let expression) = statement.item, let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task", call.trailingClosure != nil
        {
            return ""
        }
        // `name = …` or `self.name = …`, as a sequence of `target`, `=`, value.
        guard case .expr(let expression) = statement.item, let sequence = expression.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first
        else { return nil }
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        for item in classDecl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                // An optional `var` without one starts as nil.
                let isOptional = binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
                return (binding.initializer != nil || isOptional) && binding.accessorBlock == nil ? name : nil
            }
        }
        return nil
    }

    /// A member's name as messages give it.
    static func name(of decl: DeclSyntax) -> String {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { SwiftLowering.name(of: $0.pattern) }.joined(separator: ", ")
        }
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        if let declared = ProjectIndex.declared(decl) { return declared.names.first ?? "" }
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return cases.elements.map(\.name.text).joined(separator: ", ") }
        return decl.firstToken(viewMode: .sourceAccurate)?.text ?? ""
    }
}

/// A part of a project left out of a view: a top-level declaration (by its index), or one
/// member of it (by where the member starts in its file).
public struct ProjectPart: Hashable, Sendable {
    public let declaration: Int
    public let member: Int?
}

struct ProjectIndex: @unchecked Sendable {
    struct File {
        let path: String
        let text: String
        let tree: SourceFileSyntax
        /// The parser's first error, if any: such a file's declarations are not read.
        let problem: (offset: Int, message: String)?
        /// The top-level items, `#if` resolved.
        let items: [CodeBlockItemSyntax]
    }

    struct Declaration {
        var file: Int
        let item: Int
        /// The names it declares (a type's name and its nested types', a function's, a global's).
        let names: [String]
        /// The extended type of an extension.
        let extended: String?
        /// Where its name is, in its file.
        let offset: Int
        /// Where the whole declaration starts and ends, in its file.
        let range: Range<Int>
        /// The identifiers written in it.
        let mentions: Set<String>
        /// `private` or `fileprivate`: seen by its own file only, so no other file's
        /// declaration of the name is a redeclaration of it.
        let isFilePrivate: Bool
        /// A function: Swift overloads functions by their parameters, so two of one name are
        /// no redeclaration here.
        let isFunction: Bool
        /// A struct, enum, class or protocol (its names are types).
        let isType: Bool
        /// The protocols (and superclass) a type or an extension says it conforms to
        /// (`final class UserDefaultsStorage: UserDefaultsStoring`).
        var conformances: [String] = []
    }

    /// A `#Preview` or a `PreviewProvider` of the project: the item that holds it, and the
    /// provider's declaration.
    struct Preview {
        var file: Int
        let item: Int
        var declaration: Int?
        /// Where the item starts and ends, in its file.
        let range: Range<Int>
        /// The identifiers written in it.
        let mentions: Set<String>
        /// How many containers hold the view it builds (`NavigationStack { CardView() }`: 1).
        var depth = 0
    }

    var files: [File] = []
    var declarations: [Declaration] = []
    /// The project's previews by the views they build (`SwiftFrontEnd.builtViews`): a view
    /// whose own file has none is drawn from one of these.
    var previewsByView: [String: [Preview]] = [:]
    var byName: [String: [Int]] = [:]
    var extensionsByType: [String: [Int]] = [:]
    var extensionsByMember: [String: [Int]] = [:]
    /// Every type the project's files declare.
    var typeNames: Set<String> = []
    /// The protocols they declare (also in `typeNames`): a reached protocol comes with its
    /// extensions, whose members are the conforming types' defaults.
    var protocolNames: Set<String> = []
    /// The declarations of types that conform to each protocol the project declares, by the
    /// protocol's name.
    var conformers: [String: [Int]] = [:]
    /// The types nested in extensions of SwiftUI's and Swift's types (`Font.AppFont`), by path:
    /// the view's file names them so before it reaches their files.
    var extensionTypePaths: [String] = []
    /// The paths of every type the project's files declare, top-level (`Size`) and nested in
    /// another or in an extension of one (`HomeView.ViewModel`): a nested name that two of them
    /// share is declared under its path in every file, whichever files a view reaches, so each
    /// file names it alike.
    var typePaths: [String] = []

    init(_ sources: [ProjectSource], configuration: BuildConfiguration, limits: SceneLimits) {
        for source in sources {
            let entry = FileEntry.cached(source, configuration: configuration, limits: limits)
            let fileIndex = files.count
            let base = declarations.count
            files.append(entry.file)
            protocolNames.formUnion(entry.protocolNames)
            for var declaration in entry.declarations {
                declaration.file = fileIndex
                let index = declarations.count
                declarations.append(declaration)
                for conformance in declaration.conformances where declaration.isType || declaration.extended != nil {
                    conformers[conformance, default: []].append(index)
                }
                if let extended = declaration.extended {
                    extensionsByType[extended, default: []].append(index)
                    for name in declaration.names { extensionsByMember[name, default: []].append(index) }
                } else {
                    for name in declaration.names { byName[name, default: []].append(index) }
                    if declaration.isType {
                        typeNames.formUnion(declaration.names)
                        if let name = declaration.names.first { typePaths.append(name) }
                    }
                }
            }
            for (view, var preview) in entry.previews {
                preview.file = fileIndex
                preview.declaration = preview.declaration.map { $0 + base }
                previewsByView[view, default: []].append(preview)
            }
        }
        for file in files where file.problem == nil {
            extensionTypePaths += SwiftLowering.extensionTypePaths(file.items, notOf: typeNames)
            typePaths += SwiftLowering.nestedTypePaths(file.items)
        }
        // A preview that builds the view alone comes before one that puts it in a container.
        for (view, previews) in previewsByView {
            previewsByView[view] = previews.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
        }
    }

    /// One file's part of the index: its parse, its top-level declarations and previews (their
    /// `file` 0, a provider's declaration counted in the file). Kept between views while the
    /// file's text and the configuration are the same (`cached`), so that `check` of a
    /// project's previews and `watch` parse each file once, and again only when it changes.
    final class FileEntry: @unchecked Sendable {
        let file: File
        let declarations: [Declaration]
        let previews: [(view: String, preview: Preview)]
        let protocolNames: Set<String>

        init(_ source: ProjectSource, configuration: BuildConfiguration, limits: SceneLimits) {
            let nesting = min(limits.maximumDepth, SwiftFrontEnd.maximumNesting)
            var lowering = SwiftLowering(file: SourceFile(name: "", text: ""), limits: limits)
            lowering.configuration = configuration
            var problem: (Int, String)?
            if let guarded = ParserGuard.firstProblem(in: source.text, chains: nesting) {
                problem = (guarded.offset, guarded.message)
            }
            var text = source.text
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) }
            if problem == nil, tree.hasError {
                let first = SwiftFrontEnd.parseDiagnostics(tree).first
                problem = (first?.position.utf8Offset ?? SwiftFrontEnd.firstError(tree), first?.message ?? "the source could not be parsed")
            }
            let items = lowering.activeItems(tree.statements)
            file = File(path: source.path, text: source.text, tree: tree, problem: problem, items: items)
            var declarations: [Declaration] = []
            var previews: [(view: String, preview: Preview)] = []
            var protocolNames = Set<String>()
            for (itemIndex, item) in items.enumerated() {
                if case .decl(let decl) = item.item, let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
                    protocolNames.insert(protocolDecl.name.text)
                }
                if problem == nil, let body = ProjectIndex.previewBody(item) {
                    let preview = Preview(
                        file: 0, item: itemIndex, declaration: item.item.is(StructDeclSyntax.self) ? declarations.count : nil,
                        range: item.position.utf8Offset..<item.endPosition.utf8Offset, mentions: ProjectIndex.identifiers(item))
                    for (view, depth) in SwiftFrontEnd.builtViews(body, depth: 0).sorted(by: { $0.key < $1.key }) {
                        var built = preview
                        built.depth = depth
                        previews.append((view, built))
                    }
                }
                guard case .decl(let decl) = item.item, let declared = ProjectIndex.declared(decl) else { continue }
                declarations.append(
                    Declaration(
                        file: 0, item: itemIndex, names: declared.names, extended: declared.extended,
                        offset: declared.at.positionAfterSkippingLeadingTrivia.utf8Offset,
                        range: item.position.utf8Offset..<item.endPosition.utf8Offset, mentions: ProjectIndex.identifiers(item),
                        isFilePrivate: decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                        } ?? false, isFunction: decl.is(FunctionDeclSyntax.self), isType: declared.isType,
                        conformances: decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []))
            }
            self.declarations = declarations
            self.previews = previews
            self.protocolNames = protocolNames
        }

        private struct Key: Hashable {
            let path: String
            let configuration: Set<String>
            let nesting: Int
        }

        /// The entries of the files read so far, by path and configuration, with the text each
        /// was made from; emptied when it holds more than `maximumCached` files (twice the files a
        /// project may hold by default, so a long `watch` or server does not grow without end).
        private static let cache = Mutex<[Key: (text: String, entry: FileEntry)]>([:])
        static let maximumCached = 4_000

        static func cached(_ source: ProjectSource, configuration: BuildConfiguration, limits: SceneLimits) -> FileEntry {
            let key = Key(path: source.path, configuration: configuration.flags, nesting: min(limits.maximumDepth, SwiftFrontEnd.maximumNesting))
            if let found = cache.withLock({ $0[key] }), found.text == source.text { return found.entry }
            let entry = FileEntry(source, configuration: configuration, limits: limits)
            cache.withLock { entries in
                if entries.count >= maximumCached { entries.removeAll() }
                entries[key] = (source.text, entry)
            }
            return entry
        }
    }

    /// The identifiers written in an item.
    static func identifiers(_ item: CodeBlockItemSyntax) -> Set<String> {
        Set(
            item.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return SwiftLowering.unquoted(name) }
                // `.init(theme)`: an initializer of the type the place expects.
                if token.tokenKind == .keyword(.`init`), token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { return "init" }
                return nil
            })
    }

    /// The statements of a top-level `#Preview { … }`, or of the `previews` of a
    /// `struct …: PreviewProvider`; nil for any other item.
    static func previewBody(_ item: CodeBlockItemSyntax) -> CodeBlockItemListSyntax? {
        var macro: (name: String, closure: ClosureExprSyntax?)?
        switch item.item {
        case .decl(let decl):
            if let expansion = decl.as(MacroExpansionDeclSyntax.self) { macro = (expansion.macroName.text, expansion.trailingClosure) }
            if let structure = decl.as(StructDeclSyntax.self),
                structure.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true
            {
                for member in structure.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                        SwiftLowering.name(of: binding.pattern) == "previews", case .getter(let body)? = binding.accessorBlock?.accessors
                    else { continue }
                    return body
                }
            }
        case .stmt(let statement):
            if let expansion = statement.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) {
                macro = (expansion.macroName.text, expansion.trailingClosure)
            }
        case .expr(let expression):
            if let expansion = expression.as(MacroExpansionExprSyntax.self) { macro = (expansion.macroName.text, expansion.trailingClosure) }
        }
        guard let macro, macro.name == "Preview" else { return nil }
        return macro.closure?.statements
    }

    /// What a top-level declaration declares; nil for what is not read from other files
    /// (imports, macros such as `#Preview`).
    static func declared(_ decl: DeclSyntax) -> (names: [String], extended: String?, isType: Bool, at: Syntax)? {
        if let structure = decl.as(StructDeclSyntax.self) {
            return ([structure.name.text] + nestedTypes(structure.memberBlock), nil, true, Syntax(structure.name))
        }
        if let enumeration = decl.as(EnumDeclSyntax.self) {
            return ([enumeration.name.text] + nestedTypes(enumeration.memberBlock), nil, true, Syntax(enumeration.name))
        }
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            return ([classDecl.name.text] + nestedTypes(classDecl.memberBlock), nil, true, Syntax(classDecl.name))
        }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            return ([protocolDecl.name.text], nil, true, Syntax(protocolDecl.name))
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            // `typealias Mock = MockData.Mock`: another module's type under its own name, which
            // the project reads as that type (`SwiftLowering.strippingModules`); no declaration.
            let parts = alias.initializer.value.trimmedDescription.split(separator: ".")
            if parts.count == 2, parts[1] == alias.name.text, alias.genericParameterClause == nil { return nil }
            return ([alias.name.text], nil, true, Syntax(alias.name))
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            // (`func `if`(…)` is reached by `.if(…)`: names without their backticks.)
            return ([SwiftLowering.unquoted(function.name.text)], nil, false, Syntax(function.name))
        }
        if let variable = decl.as(VariableDeclSyntax.self), let first = variable.bindings.first {
            let names = variable.bindings.compactMap { SwiftLowering.name(of: $0.pattern) }
            return names.isEmpty ? nil : (names, nil, false, Syntax(first.pattern))
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // `extension DailyScrum.Attendee`: the first component names the declaration it
            // belongs to.
            let extended = extensionDecl.extendedType.trimmedDescription.split(separator: ".").first.map(String.init) ?? ""
            var members: [String] = nestedTypes(extensionDecl.memberBlock)
            for member in extensionDecl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { members.append(SwiftLowering.unquoted(function.name.text)) }
                // `extension Color { init(_ theme: Theme) }`: reached by `Color(theme)` and by
                // `.init(theme)` where a colour is expected.
                if member.decl.is(InitializerDeclSyntax.self) { members += ["init", extended] }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    members += variable.bindings.compactMap { SwiftLowering.name(of: $0.pattern) }
                }
            }
            return (members, extended, false, Syntax(extensionDecl.extendedType))
        }
        return nil
    }

    /// The names of the types declared inside a type, at any depth.
    static func nestedTypes(_ block: MemberBlockSyntax) -> [String] {
        var names: [String] = []
        for member in block.members {
            if let structure = member.decl.as(StructDeclSyntax.self) {
                names += [structure.name.text] + nestedTypes(structure.memberBlock)
            } else if let enumeration = member.decl.as(EnumDeclSyntax.self) {
                names += [enumeration.name.text] + nestedTypes(enumeration.memberBlock)
            } else if let classDecl = member.decl.as(ClassDeclSyntax.self) {
                names += [classDecl.name.text] + nestedTypes(classDecl.memberBlock)
            }
        }
        return names
    }

    /// The declarations a file naming `mentions` reaches, in project order; names the view's
    /// own file declares (`ownNames`) are its own and are not looked up in the project.
    /// The most conforming types a reached protocol brings (more is a protocol of many models,
    /// whose conformers the view does not need).
    static let conformersReached = 2

    func reached(from mentions: Set<String>, ownNames: Set<String>, ownTypes: Set<String>, leavingOut: Set<ProjectPart> = []) -> [Int] {
        var seen = Set<String>()
        var queue: [String] = []
        var included = Set<Int>()
        func mention(_ names: Set<String>) {
            for name in names where seen.insert(name).inserted { queue.append(name) }
        }
        func include(_ index: Int) {
            guard !leavingOut.contains(ProjectPart(declaration: index, member: nil)), included.insert(index).inserted else { return }
            mention(declarations[index].mentions)
        }
        mention(mentions)
        while let name = queue.popLast() {
            if !ownNames.contains(name) { for index in byName[name] ?? [] { include(index) } }
            // An extension of a type of the project or of the view's file comes with the type.
            if typeNames.contains(name) || ownTypes.contains(name) {
                for index in extensionsByType[name] ?? [] { include(index) }
            }
            // An extension of SwiftUI's or Swift's types when a member it declares is named; one
            // of the project's types comes with its type only (a member name many models share,
            // `title`, would otherwise reach every model).
            for index in extensionsByMember[name] ?? [] where !typeNames.contains(declarations[index].extended ?? "") { include(index) }
            // A protocol of the project comes with the few types that conform to it: a
            // dependency an `init` takes as the protocol (`init(storage: UserDefaultsStoring)`)
            // is made as one of them when no view passes it (`Expression.objectWithMadeDependencies`).
            if protocolNames.contains(name), let types = conformers[name], types.count <= Self.conformersReached {
                for index in types { mention(Set(declarations[index].extended.map { [$0] } ?? declarations[index].names)) }
            }
        }
        return included.sorted()
    }
}
