import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// Nested types (`struct Outer { struct Inner { … } }`): each is declared beside the file's other
/// types, under its own name when no other type of the file has that name (as before nested
/// types had paths), else under its path (`Outer.Inner`), so that two `struct Segment`s nested in
/// different types, or one nested in another `Segment`, are two types. A name is resolved as
/// Swift resolves it: unqualified inside its parent (or a type nested in the parent), qualified
/// (`Outer.Inner`) anywhere.
extension SwiftLowering {
    /// Every type the file declares, by path (`Outer.Inner`), with the name it is declared under.
    static func declaredTypes(_ items: some Sequence<CodeBlockItemSyntax>) -> [String: String] {
        declaredTypes(ofFiles: [Array(items)])
    }

    /// Every type the files of a project a view reaches declare, by path, with the name each is
    /// declared under: a nested name two files share (a `struct Props` in each of two views)
    /// takes its path in both, as it would in one file.
    static func declaredTypes(ofFiles files: [[CodeBlockItemSyntax]], alsoPaths: [String] = []) -> [String: String] {
        var paths = alsoPaths
        func visit(_ members: MemberBlockItemListSyntax, in parent: String) {
            for item in members {
                if let (name, block) = typeDeclaration(item.decl) {
                    let path = parent + "." + name
                    paths.append(path)
                    visit(block.members, in: path)
                }
            }
        }
        for item in files.joined() {
            guard case .decl(let decl) = item.item else { continue }
            if let (name, block) = typeDeclaration(decl) {
                paths.append(name)
                visit(block.members, in: name)
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                visit(extensionDecl.memberBlock.members, in: extensionDecl.extendedType.trimmedDescription)
            }
        }
        var count: [String: Int] = [:]
        // (Each path once: the project's paths include the reached files'.)
        for path in Set(paths) { count[simpleName(path), default: 0] += 1 }
        var names: [String: String] = [:]
        for path in paths {
            // A top-level type keeps its name; a nested one takes its path if its name is shared.
            names[path] = count[simpleName(path)] == 1 || !path.contains(".") ? simpleName(path) : path
        }
        return names
    }

    /// The paths of the types nested in the extensions `items` declare of types other than
    /// `declared` (SwiftUI's and Swift's: `extension Font { enum AppFont }` is `Font.AppFont`),
    /// which another file of the project names so.
    static func extensionTypePaths(_ items: [CodeBlockItemSyntax], notOf declared: Set<String>) -> [String] {
        var paths: [String] = []
        func visit(_ members: MemberBlockItemListSyntax, in parent: String) {
            for item in members {
                guard let (name, block) = typeDeclaration(item.decl) else { continue }
                paths.append(parent + "." + name)
                visit(block.members, in: parent + "." + name)
            }
        }
        for item in items {
            guard case .decl(let decl) = item.item, let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { continue }
            let extended = extensionDecl.extendedType.trimmedDescription
            guard let first = extended.split(separator: ".").first, !declared.contains(String(first)) else { continue }
            visit(extensionDecl.memberBlock.members, in: extended)
        }
        return paths
    }

    /// The paths of the types nested in the types and extensions `items` declare
    /// (`HomeView.ViewModel` for `extension HomeView { final class ViewModel }`).
    static func nestedTypePaths(_ items: [CodeBlockItemSyntax]) -> [String] {
        var paths: [String] = []
        func visit(_ members: MemberBlockItemListSyntax, in parent: String) {
            for item in members {
                guard let (name, block) = typeDeclaration(item.decl) else { continue }
                paths.append(parent + "." + name)
                visit(block.members, in: parent + "." + name)
            }
        }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let (name, block) = typeDeclaration(decl) {
                visit(block.members, in: name)
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                visit(extensionDecl.memberBlock.members, in: extensionDecl.extendedType.trimmedDescription)
            }
        }
        return paths
    }

    /// The name and members of a `struct`, `enum` or `class` declaration.
    private static func typeDeclaration(_ decl: DeclSyntax) -> (String, MemberBlockSyntax)? {
        if let node = decl.as(StructDeclSyntax.self) { return (node.name.text, node.memberBlock) }
        if let node = decl.as(EnumDeclSyntax.self) { return (node.name.text, node.memberBlock) }
        if let node = decl.as(ClassDeclSyntax.self) { return (node.name.text, node.memberBlock) }
        return nil
    }

    private static func simpleName(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// The path of a type named `name` declared where the lowering is now.
    func pathOfDeclaration(_ name: String) -> String {
        typeNesting.last.map { $0 + "." + name } ?? name
    }

    /// The name the type at `path` is declared under.
    func declaredName(ofPath path: String) -> String {
        declaredTypes[path] ?? Self.simpleName(path)
    }

    /// Lowers the members of the type at `path` with its nested types' names in reach.
    mutating func inType<T>(_ path: String, _ body: (inout SwiftLowering) -> T) -> T {
        typeNesting.append(path)
        defer { typeNesting.removeLast() }
        return body(&self)
    }

    /// The declared name a type name written here stands for, when it differs from what is
    /// written: `Inner` inside `Outer` (or a type nested in it) for `Outer.Inner`, and
    /// `Outer.Inner` written in full. Nil for every other name.
    func resolvedTypeName(_ written: String) -> String? {
        guard !declaredTypes.isEmpty else { return nil }
        if !written.contains(".") {
            for enclosing in typeNesting.reversed() {
                var parent = Substring(enclosing)
                while true {
                    if let name = declaredTypes[parent + "." + written] { return name == written ? nil : name }
                    guard let dot = parent.lastIndex(of: ".") else { break }
                    parent = parent[..<dot]
                }
            }
            return nil
        }
        if let name = declaredTypes[written] { return name == written ? nil : name }
        // `Inner.Deep` inside `Outer`: the path from an enclosing type.
        for enclosing in typeNesting.reversed() {
            if let name = declaredTypes[enclosing + "." + written] { return name }
        }
        return nil
    }

    /// `Outer.Inner` as an expression: the names of a chain of member accesses on a name.
    /// At most `depth` names deep: type paths are short, and a long chain is read once per link.
    static func dottedName(_ node: ExprSyntax, depth: Int = 4) -> String? {
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if depth > 1, let access = node.as(MemberAccessExprSyntax.self), let base = access.base, let prefix = dottedName(base, depth: depth - 1) {
            return prefix + "." + access.declName.baseName.text
        }
        return nil
    }

    /// A type's text with the nested type it names resolved (`Inner?` → `Outer.Inner?`,
    /// `[Inner]` → `[Outer.Inner]`); the text as written otherwise.
    func resolvedTypeText(_ type: TypeSyntax) -> String {
        let written = type.trimmedDescription
        let text = strippingModules(written)
        // `Models.History`: the module's top-level type, not a nested type of that name.
        if text != written { return text }
        var core = Substring(text)
        var prefix = "", suffix = ""
        if core.hasSuffix("?") || core.hasSuffix("!") {
            suffix = String(core.last!)
            core = core.dropLast()
        }
        // `Array<Row>`, `Set<Row>` (an array of unique rows), and swift-identified-collections'
        // `IdentifiedArrayOf<Row>` and
        // `IdentifiedArray<Row.ID, Row>`, are arrays of rows: written `[Row]`, as the rest of
        // the interpreter reads an array's element type.
        if let open = core.firstIndex(of: "<"), core.hasSuffix(">"), ["Array", "Set", "IdentifiedArrayOf", "IdentifiedArray"].contains(core[..<open]) {
            let arguments = core[core.index(after: open)..<core.index(before: core.endIndex)]
            let element = core[..<open] == "IdentifiedArray" ? arguments.split(separator: ",").last.map { $0.drop(while: { $0 == " " }) } : arguments
            if let element, !element.contains("<"), !element.contains(",") {
                core = "[" + element + "]"
            }
        }
        if core.hasPrefix("["), core.hasSuffix("]"), !core.contains(":") {
            prefix = "["
            suffix = "]" + suffix
            core = core.dropFirst().dropLast()
        }
        guard core.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), let resolved = resolvedTypeName(String(core)) else {
            return prefix + core + suffix
        }
        return prefix + resolved + suffix
    }
}
