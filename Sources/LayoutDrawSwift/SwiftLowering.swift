import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftOperators
import SwiftSyntax

/// Lowers one parsed file: declarations, `#Preview`s and top-level code. Constructs outside the
/// subset are reported here, at their position, in swiftc's words where it has them; the
/// expression that held one reads as `nil` so that lowering goes on and every problem is
/// reported at once.
struct SwiftLowering {
    let file: SourceFile
    let limits: SceneLimits
    var diagnostics: [Diagnostic] = []
    /// How many arguments of code that runs later (`LaterCode`) enclose what is lowered: there
    /// a problem is a note.
    var laterDepth = 0
    /// For each closure being lowered, innermost last: the highest anonymous parameter (`$1`)
    /// its own statements use, noted as they are lowered.
    var anonymousParameters: [Int?] = []
    let operators = OperatorTable.standardOperators
    /// Every type the file declares, by path (`Outer.Inner`), with the name it is declared
    /// under (`SwiftLowering+NestedTypes`).
    var declaredTypes: [String: String] = [:]
    /// In a project, the types of every file the view reaches (`declaredTypes(ofFiles:)`), used
    /// in place of the file's own.
    var projectDeclaredTypes: [String: String]?
    /// The view's file's: the types the project nests in extensions of SwiftUI's and Swift's
    /// types (`Font.AppFont`), which it may name before it reaches their files.
    var projectExtensionTypePaths: [String] = []
    /// The paths of the types whose members are being lowered, innermost last.
    var typeNesting: [String] = []
    /// The computed properties of `extension View` (`SwiftLowering+ViewProperties`).
    var viewExtensionProperties: Set<String> = []
    /// The file's UTF-8 bytes, for `offset(_:)`.
    let text: [UInt8]
    /// What `#if` is evaluated against.
    var configuration = BuildConfiguration.standard
    /// Where this file starts in the project's combined text (`ProjectSources`): added to every
    /// offset, so that the merged document's offsets name this file. 0 for the view's own file.
    var shift = 0
    /// Types the project's other files declare: an extension of one is kept for the project to
    /// merge (`foreignExtensions`) instead of being reported.
    var projectTypes: Set<String> = []
    /// Extensions of types declared in another file of the project, with their conformances.
    var foreignExtensions: [TypeDefinition] = []
    /// The protocols the view's project declares: an extension of one holds default members.
    var projectProtocols: Set<String> = []
    /// Members left out of a project's file (where each starts in it): what a view reaches
    /// there but layoutdraw cannot read.
    var leftOutMembers: Set<Int> = []
    /// The modules whose names may qualify a declaration's (`Models.History`, `SwiftUI.Color`):
    /// the file's imports and Apple's modules (`SwiftLowering+Modules.swift`).
    var moduleNames: Set<String> = SwiftLowering.appleModules

    init(file: SourceFile, limits: SceneLimits) {
        self.file = file
        self.limits = limits
        text = Array(file.text.utf8)
    }

    // MARK: Positions

    /// Where the tree `node` belongs to starts in the file. Folding operators (`a + b * c`)
    /// builds a new tree whose positions count from the folded sequence's start: while such a
    /// tree is lowered, this is that start.
    var base = 0

    /// Where `node`'s first token starts, after its leading trivia.
    ///
    /// swift-syntax's `positionAfterSkippingLeadingTrivia` finds the node's first token by
    /// recursing once per level, and a chain of ten thousand modifiers or operands
    /// (`Text("x").padding().padding()…`, `1 + 1 + …`) is that deep on its left: every call in it
    /// starts where the chain starts, so its positions cost the square of its length. A node's
    /// own start, trivia included, is stored in it (`position`); the trivia before the token is
    /// what the lexer skips — whitespace and comments in a tree that parsed without errors, the
    /// only trees lowered — so it is skipped in the text (`TokenStart`). Only where the file
    /// starts with what else may be trivia (a byte-order mark, a `#!` line), and for what starts
    /// with no trivia but may start with a space — a token, whose trivia it knows, and the
    /// segments of a string literal — is swift-syntax asked.
    func offset(_ node: some SyntaxProtocol) -> Int {
        shift + localOffset(node)
    }

    /// `offset(_:)` in this file's own text.
    private func localOffset(_ node: some SyntaxProtocol) -> Int {
        let start = base + node.position.utf8Offset
        switch node.kind {
        case .token, .stringSegment, .stringLiteralSegmentList:
            return base + node.positionAfterSkippingLeadingTrivia.utf8Offset
        default:
            if start == 0, text.first == 0xEF || text.starts(with: [0x23, 0x21]) {
                return base + node.positionAfterSkippingLeadingTrivia.utf8Offset
            }
            return TokenStart.skippingTrivia(in: text, from: start)
        }
    }


    // MARK: Nesting

    /// How deeply the expressions being lowered are nested inside each other (calls, member
    /// accesses, operators, closures), and whether the limit has been reported.
    var expressionNesting = 0
    var reportedTooDeep = false

    /// How deeply expressions may nest: twice the views-and-modifiers limit (a modifier is a
    /// member access and a call), and never more than twice the parser's bracket nesting, so
    /// that `--max-depth` cannot raise it past what the stack holds. A chain of operators or
    /// modifiers nests without brackets (`1 + 1 + …`, `.padding().padding()…`), and lowering,
    /// folding and evaluating it each recurse once per level.
    var maximumExpressionNesting: Int { 2 * min(limits.maximumDepth, SwiftFrontEnd.maximumNesting) }

    /// Reports, once per file, an expression nested past `maximumExpressionNesting`.
    mutating func tooDeep(_ node: some SyntaxProtocol, _ what: String) -> Expression {
        if !reportedTooDeep {
            reportedTooDeep = true
            error(what + " (twice --max-depth)", at: node)
        }
        return .nil(offset: offset(node))
    }

    /// Lowers a folded sequence, its positions moved back to the file's.
    mutating func lowerFolded<T>(_ sequence: SequenceExprSyntax, _ body: (inout SwiftLowering) -> T) -> T {
        let saved = base
        base += sequence.position.utf8Offset
        defer { base = saved }
        return body(&self)
    }

    mutating func error(_ message: String, at node: some SyntaxProtocol) {
        if laterDepth > 0 {
            // In code a still picture does not run as it builds the view (`LaterCode`).
            diagnostics.append(
                Diagnostic(.note, at: file.location(ofUTF8: offset(node) - shift), message + " (in code the picture does not run: left out)"))
            return
        }
        diagnostics.append(.error(message, at: file.location(ofUTF8: offset(node) - shift)))
    }

    /// Reports a construct outside the subset; the statement standing in for it reports again
    /// if it is ever run, so it is reported here only when it cannot be kept as a statement.
    /// In code that runs later it stands for what could not be read (an appear action that
    /// reaches it does not run).
    mutating func unsupported(_ what: String, at node: some SyntaxProtocol) -> Expression {
        error(what, at: node)
        return laterDepth > 0 ? .invalid(offset: offset(node)) : .nil(offset: offset(node))
    }

    // MARK: The document

    mutating func document(_ tree: SourceFileSyntax) -> SceneSyntax {
        document(activeItems(tree.statements))
    }

    /// The document of top-level items (the active ones of a file, or those of a project's
    /// file that a view reaches).
    mutating func document(_ items: [CodeBlockItemSyntax]) -> SceneSyntax {
        var document = SceneSyntax(file: file)
        var members = TypeDefinition(name: SceneSyntax.membersTypeName, conformances: ["View"], offset: 0)
        var hasMembers = false
        var hasExpressions = false
        var extensions: [(name: String, node: ExtensionDeclSyntax)] = []
        declaredTypes = projectDeclaredTypes ?? Self.declaredTypes(ofFiles: [items], alsoPaths: projectExtensionTypePaths)
        viewExtensionProperties = Self.viewExtensionProperties(items)

        for item in items {
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: { $0.accessorBlock != nil || Self.name(of: $0.pattern) == "body" })
                {
                    // `var body: some View { … }` at the top level: the article's members
                    // without their struct.
                    hasMembers = true
                    member(variable, into: &members, &document)
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    document.statements += statements(variable)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    document.functions.append(self.function(function))
                } else if let structure = decl.as(StructDeclSyntax.self) {
                    type(structure, into: &document)
                } else if let enumeration = decl.as(EnumDeclSyntax.self) {
                    type(enumeration, into: &document)
                } else if let classDecl = decl.as(ClassDeclSyntax.self) {
                    type(classDecl, into: &document)
                } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                    extensions.append((extendedName(extensionDecl), extensionDecl))
                } else if let importDecl = decl.as(ImportDeclSyntax.self) {
                    document.imports.append(importDecl.path.map(\.name.text).joined(separator: "."))
                } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                    preview(name: macro.macroName, arguments: macro.arguments, closure: macro.trailingClosure, at: macro, into: &document)
                } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                    // `typealias MDLocations = [MDLocation]`: the name stands for the type.
                    // `typealias Mock = MockData.Mock`: the module's type itself, no other name.
                    let aliased = strippingModules(alias.initializer.value.trimmedDescription)
                    if aliased != alias.name.text { document.typeAliases[alias.name.text] = aliased }
                } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
                    // A protocol: its name is a type; its requirements are not read.
                    let name = protocolDecl.name.text
                    document.protocols[name] = document.protocols[name]
                        ?? TypeDefinition(name: name, conformances: conformances(protocolDecl.inheritanceClause), offset: offset(protocolDecl.name))
                } else {
                    otherDeclaration(decl)
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
                    let macro = expression.as(MacroExpansionExprSyntax.self)
                {
                    preview(name: macro.macroName, arguments: macro.arguments, closure: macro.trailingClosure, at: macro, into: &document)
                    continue
                }
                hasExpressions = true
                // The item itself, not a copy: a node made anew has no place in the file, and
                // its offsets would count from its own start.
                document.statements += statements(item)
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    preview(name: macro.macroName, arguments: macro.arguments, closure: macro.trailingClosure, at: macro, into: &document)
                    continue
                }
                hasExpressions = true
                document.statements += statements(item)
            }
        }

        // Extensions add to the types they extend; `extension View` declares modifiers;
        // an extension of one of Swift's or SwiftUI's value types adds static members.
        for (name, node) in extensions {
            if name == "View" {
                for decl in activeMembers(node.memberBlock.members) {
                    if let function = decl.as(FunctionDeclSyntax.self) {
                        document.viewExtensions.append(self.function(function))
                    } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.accessorBlock != nil }) {
                        viewExtensionProperty(variable, into: &document)
                    } else {
                        error("only functions and computed properties are supported in 'extension View'", at: decl)
                    }
                }
            } else if ["HorizontalAlignment", "VerticalAlignment", "Alignment"].contains(name) {
                // Custom alignments: the static properties, and the `AlignmentID` types often
                // nested in the extension (declared beside it, as nested types are). Computed
                // properties and methods of the alignments themselves (`var percent: Double {
                // switch self { case .leading: 0 … } }`, Apple's Food Truck) are read as other
                // extensions of SwiftUI's values are.
                var definition = TypeDefinition(name: name, offset: offset(node.extendedType))
                var values = document.builtinExtensions[name] ?? TypeDefinition(name: name, offset: offset(node.extendedType))
                for decl in activeMembers(node.memberBlock.members) {
                    if let variable = decl.as(VariableDeclSyntax.self),
                        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                    {
                        member(variable, into: &definition, &document)
                    } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                        member(decl, into: &definition, &document)
                    } else if decl.is(FunctionDeclSyntax.self) || decl.as(VariableDeclSyntax.self)?.bindings.allSatisfy({ $0.accessorBlock != nil }) == true {
                        member(decl, into: &values, &document, inExtension: true)
                    } else {
                        error("an extension of '\(name)' declares custom alignments ('static let name = \(name)(…)' and their AlignmentID types) and computed properties and methods", at: decl)
                    }
                }
                document.alignmentExtensions.append(definition)
                if !values.computedProperties.isEmpty || !values.methods.isEmpty { document.builtinExtensions[name] = values }
            } else if Self.extensibleTypes.contains(name), document.types.first(where: { $0.name == name }) == nil {
                // A design system's colours, fonts and numbers: static members, read where they
                // are named (`Color.brand`, `.brand`); and computed properties and methods of the
                // values (`extension Double { var formatted: String { … } }`).
                var definition = document.builtinExtensions[name] ?? TypeDefinition(name: name, offset: offset(node.extendedType))
                for decl in activeMembers(node.memberBlock.members) {
                    if let problem = Self.builtinExtensionProblem(decl, of: name) {
                        error(problem, at: decl)
                        continue
                    }
                    member(decl, into: &definition, &document, inExtension: true)
                }
                document.builtinExtensions[name] = definition
            } else if let index = document.types.firstIndex(where: { $0.name == declaredName(ofPath: name) }) {
                var definition = document.types[index]
                inType(name) { lowering in
                    for decl in lowering.activeMembers(node.memberBlock.members) { lowering.member(decl, into: &definition, &document, inExtension: true) }
                }
                if let inherited = node.inheritanceClause {
                    definition.conformances += inherited.inheritedTypes.map { $0.type.trimmedDescription }
                }
                document.types[index] = definition
            } else if name == "EnvironmentValues" {
                environmentKeys(node, into: &document)
            } else if document.protocols[name] != nil || projectProtocols.contains(name) {
                // A protocol's extension: default members of the types that conform to it.
                var definition = document.protocols[name] ?? TypeDefinition(name: name, offset: offset(node.extendedType))
                inType(name) { lowering in
                    for decl in lowering.activeMembers(node.memberBlock.members) {
                        if decl.is(InitializerDeclSyntax.self) { continue }
                        lowering.member(decl, into: &definition, &document, inExtension: true)
                    }
                }
                document.protocols[name] = definition
            } else if let target = projectTypeName(ofExtended: name) {
                // A type of another file of the project: merged with it when the project's
                // documents are (`ProjectSources`).
                // Its nested types are the type's (`extension HomeView { class ViewModel }` is
                // `HomeView.ViewModel`, another type than `MissionView.ViewModel`).
                var definition = TypeDefinition(name: target, conformances: conformances(node.inheritanceClause), offset: offset(node.extendedType))
                inType(name) { lowering in
                    for decl in lowering.activeMembers(node.memberBlock.members) { lowering.member(decl, into: &definition, &document, inExtension: true) }
                }
                foreignExtensions.append(definition)
            } else {
                error(
                    "extensions of '\(name)' are not supported; layoutdraw reads extensions of the types the source declares and 'extension View'",
                    at: node.extendedType)
            }
        }

        if hasMembers {
            // Free functions written beside `var body` are the view's methods.
            members.methods += document.functions
            document.functions = []
            for case .binding(let binding) in document.statements {
                members.storedProperties.append(
                    .init(name: binding.name, type: binding.type, defaultValue: binding.value, isVariable: binding.isVariable, offset: binding.offset))
            }
            document.statements = document.statements.filter { if case .binding = $0 { false } else { true } }
            document.types.insert(members, at: 0)
            document.shape = .members
            if hasExpressions, let first = document.statements.first {
                diagnostics.append(
                    .error(
                        "code outside a declaration: a file of a view's members holds declarations only",
                        at: file.location(ofUTF8: first.offset - shift)))
            }
        } else if hasExpressions {
            document.shape = .expression
        }
        if document.shape != .members { globals(&document) }
        document.diagnostics = diagnostics
        return document
    }

    /// The file's global variables (`let blue = Color(…)` at the top level), which every type
    /// and function of the file sees: the interpreter's globals (`EvaluationContext.globalsTypeName`),
    /// each computed when first read. In a file of declarations they are only that; in a
    /// snippet they are also its first statements, run in order before its view.
    mutating func globals(_ document: inout SceneSyntax) {
        if document.shape == .declarations {
            // A global the subset cannot declare (`let (a, (b, c)) = …`) is reported here: no
            // statement of a file of declarations is run.
            for case .unsupported(let message, let at) in document.statements {
                diagnostics.append(.error(message, at: file.location(ofUTF8: at)))
            }
        }
        var globals = TypeDefinition(name: EvaluationContext.globalsTypeName, offset: 0)
        for case .binding(let binding) in document.statements where binding.name != "_" {
            globals.staticProperties.append(
                .init(name: binding.name, type: binding.type, defaultValue: binding.value, isVariable: binding.isVariable, offset: binding.offset))
        }
        guard !globals.staticProperties.isEmpty else { return }
        document.builtinExtensions[EvaluationContext.globalsTypeName] = globals
        if document.shape == .declarations {
            document.statements.removeAll { if case .binding(let binding) = $0 { binding.name != "_" } else { false } }
        }
    }

    /// Why a member cannot be in an extension of one of Swift's or SwiftUI's types, or nil: a
    /// stored instance property (swiftc's rule), an initialiser (not supported).
    static func builtinExtensionProblem(_ decl: DeclSyntax, of name: String) -> String? {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            if !isStatic, variable.bindings.contains(where: { $0.accessorBlock == nil }) { return "extensions must not contain stored properties" }
            return nil
        }
        // Methods; initialisers that delegate to the type's own (`init(hex:)` ending in
        // `self.init(red:green:blue:)`); nested types (`extension Image { enum Symbol … }`).
        // Subscripts (`extension CGSize { subscript(axis: Axis) -> Double }`).
        if decl.is(FunctionDeclSyntax.self) || decl.is(InitializerDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(SubscriptDeclSyntax.self)
        {
            return nil
        }
        return "an extension of '\(name)' may add static members, computed properties, methods, subscripts, initialisers and nested types"
    }

    /// A declaration the subset has no place for, reported with what to write instead.
    mutating func otherDeclaration(_ decl: DeclSyntax) {
        if decl.is(ProtocolDeclSyntax.self) {
            error("a 'protocol' belongs at the top level of a file", at: decl)
        } else if decl.is(InitializerDeclSyntax.self) {
            error("an 'init' belongs in a type (or an extension of one)", at: decl)
        } else if decl.is(DeinitializerDeclSyntax.self) {
            error("a 'deinit' belongs in a class", at: decl)
        } else if decl.is(IfConfigDeclSyntax.self) {
            error("'#if' is not supported; write the branch to draw", at: decl)
        } else if let keyword = decl.firstToken(viewMode: .sourceAccurate) {
            error("'\(keyword.text)' declarations are not supported here", at: decl)
        }
    }

    /// A name as Swift reads it: `` `default` `` (a keyword written as a name) is `default`.
    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The name a pattern binds (`x` in `let x`); nil for tuples and wildcards.
    static func name(of pattern: PatternSyntax) -> String? {
        pattern.as(IdentifierPatternSyntax.self).map { unquoted($0.identifier.text) }
    }
}

extension SwiftLowering {
    /// Swift's and SwiftUI's types an extension may add static members to: what a design
    /// system names (`Color.brand`, `Font.heading`, `CGFloat.cardPadding`, `Animation.snappy2`).
    /// The type an extension adds to: the one written, or `T` for `extension LabelStyle where
    /// Self == T` (a style's static member, `.labelStyle(.trailingIcon)`), whose members are
    /// `T`'s as the constraint makes `Self` `T`. Extensions of the types layoutdraw extends
    /// itself (`extension ShapeStyle where Self == Color`) stay theirs.
    func extendedName(_ node: ExtensionDeclSyntax) -> String {
        let written = node.extendedType.trimmedDescription
        guard !Self.extensibleTypes.contains(written), let requirements = node.genericWhereClause?.requirements else { return written }
        for requirement in requirements {
            if case .sameTypeRequirement(let same) = requirement.requirement, same.leftType.trimmedDescription == "Self",
                case .type(let right) = same.rightType, let type = right.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil
            {
                return type.name.text
            }
        }
        return written
    }

    /// The name of a type another file of the project declares that an extension extends: the
    /// name itself, or a nested type written with its path (`extension DBModel.Currency`) whose
    /// outer type the project declares — the path, which the merge of the project's documents
    /// finds under the path or the nested type's own name, as a nested type is declared under
    /// either (`SwiftLowering+NestedTypes`). Nil when the project declares neither.
    func projectTypeName(ofExtended name: String) -> String? {
        if projectTypes.contains(name) { return name }
        let parts = name.split(separator: ".")
        guard parts.count > 1, projectTypes.contains(String(parts[0])) else { return nil }
        return name
    }

    static let extensibleTypes: Set<String> = [
        "Color", "ShapeStyle", "Font", "CGFloat", "Double", "Int", "String", "CGSize", "CGPoint", "EdgeInsets", "Animation",
        "Gradient", "LinearGradient", "UIColor", "Angle", "UnitPoint", "Float", "Bool", "CGRect", "TimeInterval", "Image", "LocalizedStringKey",
        "Text", "NSError", "Bundle", "JSONDecoder", "Data", "URL", "Date", "UUID", "DateFormatter", "NumberFormatter", "Calendar", "Locale",
        // SwiftUI views a design system gives convenience initialisers (`Label(title, symbol: .plus)`).
        "Label", "Button", "Toggle", "Link", "NavigationLink", "ProgressView",
        // Members of arrays (`extension Array where Element == Attendee { var speakers … }`);
        // an identified array is an array here.
        "Array", "IdentifiedArray", "Collection", "Sequence",
        // Ranges (`extension ClosedRange where Bound: BinaryFloatingPoint { func value(percent:) … }`).
        "ClosedRange", "Range",
        // Optionals (`extension Optional { func coalesceWith(_ value: Wrapped) -> Wrapped }`).
        "Optional",
        // The standard library's numeric protocols: members of every number of their kind.
        "BinaryFloatingPoint", "FloatingPoint", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "Numeric", "SignedNumeric",
        "AdditiveArithmetic",
        // Strings' protocol (`extension StringProtocol { var trimmed: String … }`).
        "StringProtocol",
    ]
}
