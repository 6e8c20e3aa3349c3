import LayoutDrawCore
import LayoutDrawSyntax
import SwiftParser
import SwiftSyntax

extension ProjectPart {
    /// A member of the view's own file, by where it starts in that file (`OwnFileParts`).
    public static func ownMember(at offset: Int) -> ProjectPart { ProjectPart(declaration: -1, member: offset) }

    /// Whether the part is a member of the view's own file rather than of the project's.
    public var isOwn: Bool { declaration == -1 }
}

/// The parts of the view's own file that its picture can do without: a method, or a property
/// that has an initial value or is computed, of a type or an extension the file declares —
/// not `body`, not an initialiser, not a stored property the memberwise initialiser needs, not
/// a property wrapper's, nor what a `PreviewProvider` declares. A view's `private func didTapDone()`, which its `Done`
/// button calls and which calls the project's `haptic(.success)` (UIKit's feedback generator),
/// is never run by a still picture: left out, the view draws, as it does in Xcode's canvas.
/// When the body needs what was left out, the error is where the body uses it.
public struct OwnFileParts {
    let file: SourceFile
    /// Nil when the source nests beyond what is parsed (then nothing of it is left out).
    let tree: SourceFileSyntax?

    /// Parses the file as the front end does: within its nesting limit, on a stack of its own.
    public init(source: String, file: String, limits: SceneLimits) {
        self.file = SourceFile(name: file, text: source)
        let nesting = min(limits.maximumDepth, SwiftFrontEnd.maximumNesting)
        if ParserGuard.firstProblem(in: source, chains: nesting) != nil {
            tree = nil
        } else {
            var text = source
            tree = LargeStack.run { text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) } }
        }
    }

    /// The innermost part that may be left out holding `location` (a position in the file),
    /// with its name as messages give it (`EditMode.didTapDoneButton`) and its bare name.
    public func part(at location: LayoutDrawCore.SourceLocation) -> (part: ProjectPart, name: String, member: String)? {
        guard location.file == file.name, let tree else { return nil }
        let offset = file.utf8Offset(line: location.line, column: location.column)
        var node = tree.token(at: AbsolutePosition(utf8Offset: offset)).map(Syntax.init)
        while let current = node {
            if let member = current.as(MemberBlockItemSyntax.self) {
                guard Self.mayBeLeftOut(member.decl), let owner = Self.owner(of: member), !owner.isPreviewProvider else { return nil }
                let name = SwiftProject.name(of: member.decl)
                return (.ownMember(at: member.decl.position.utf8Offset), owner.name + "." + name, name)
            }
            node = current.parent
        }
        return nil
    }

    static func mayBeLeftOut(_ decl: DeclSyntax) -> Bool {
        if decl.is(FunctionDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) { return true }
        // (Not a wrapped property — `@State var order = Order.preview` is the view's state,
        // which its body reads.)
        guard let variable = decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else { return false }
        return variable.bindings.allSatisfy { binding in
            SwiftLowering.name(of: binding.pattern) != "body" && (binding.initializer != nil || binding.accessorBlock != nil)
        }
    }

    /// The type or extension a member belongs to: its name as messages give it (qualified by
    /// the types around it: `HomeView.ViewModel`), and whether it is a preview.
    static func owner(of member: MemberBlockItemSyntax) -> (name: String, isPreviewProvider: Bool)? {
        var names: [String] = []
        var isPreviewProvider: Bool?
        var node = member.parent
        while let current = node {
            if let declaration = current.asProtocol(DeclGroupSyntax.self) {
                // (A type nested in a preview is the preview's too.)
                let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                isPreviewProvider = isPreviewProvider == true || inherited.contains("PreviewProvider")
                if let named = current.asProtocol(NamedDeclSyntax.self) {
                    names.insert(named.name.text, at: 0)
                } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                    names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                    break
                } else {
                    return nil
                }
            }
            node = current.parent
        }
        guard let isPreviewProvider, !names.isEmpty else { return nil }
        return (names.joined(separator: "."), isPreviewProvider)
    }
}
