import LayoutDrawCore
import LayoutDrawInterpreter

/// A scene as both front ends lower it, the compiler's one input: declarations (types,
/// functions, extensions), `#Preview`s, and top-level statements (a bare view expression, or the
/// members of a view written without their `struct`); every argument of every call in them an
/// expression or a closure of the Swift subset, every offset a UTF-8 offset into `file`. A YAML
/// scene is a view expression with the settings its file writes beside it (`settings`).
public struct SceneSyntax: Sendable {
    /// How the file is written.
    public enum Shape: Sendable, Equatable {
        /// Declarations: `struct ContentView: View { … }` and others.
        case declarations
        /// A bare view expression (the Field Guide's snippets), in `statements`.
        case expression
        /// Members of a view without their struct (`var body …` and helper `func`s), gathered
        /// into `types` as a struct named `members`.
        case members
    }

    public var file: SourceFile
    public var shape: Shape
    public var types: [TypeDefinition]
    public var functions: [FunctionDefinition]
    /// The functions of `extension View { … }`: modifiers the source declares.
    public var viewExtensions: [FunctionDefinition] = []
    /// `extension HorizontalAlignment { static let myLeading = HorizontalAlignment(MyLeading.self) }`
    /// (and `VerticalAlignment`, `Alignment`): custom alignments, as a type named after the
    /// extended type holding the static properties.
    public var alignmentExtensions: [TypeDefinition] = []
    /// Extensions of Swift's and SwiftUI's own types that add static members
    /// (`extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.9) }`), by
    /// type.
    public var builtinExtensions: [String: TypeDefinition] = [:]
    /// The protocols the source (and the view's project) declares, each with the members its
    /// extensions implement (`extension Card { var radius: CGFloat { 8 } }`): its requirements
    /// are not read, since values carry their own types; a type that conforms gets each default
    /// member it does not declare itself (`SceneSyntax.applyingProtocolDefaults`).
    public var protocols: [String: TypeDefinition] = [:]
    /// `#Preview { … }` bodies, in file order.
    public var previews: [PreviewSyntax]
    /// Top-level code: the view expression of a snippet, top-level `let`s.
    public var statements: [Statement]
    /// `import` names.
    public var imports: [String]
    /// The modules the project's other files merged into this document import (sorted): a
    /// name from a package one of them imports is probably that package's (`ConnectedView` in
    /// a view whose own file imports SwiftUI only).
    public var projectImports: [String] = []
    /// Top-level `typealias Name = Type`: each alias's type as written.
    public var typeAliases: [String: String] = [:]
    /// Problems found while reading the text (syntax errors, constructs outside the subset).
    public var diagnostics: [Diagnostic]
    /// The first limit the text crosses: then the only problem to report.
    public var limitCrossed: Diagnostic?
    /// What a scene in YAML writes beside its view (`canvas:`, `params:`, `alignments:`); nil
    /// for a SwiftUI source, whose canvas comes from its previews and directives.
    public var settings: SceneSettings?
    /// Whether every name is checked before anything runs, as swiftc does (a SwiftUI source);
    /// otherwise a name is reported when it is evaluated, by what needs its value (a YAML
    /// scene: "expected a number for 'width', found 'w'").
    public var checksNamesFirst = true
    /// The other files of the view's project whose declarations are merged into this document.
    public var projectFiles: [String] = []

    public init(
        file: SourceFile, shape: Shape = .declarations, types: [TypeDefinition] = [], functions: [FunctionDefinition] = [],
        previews: [PreviewSyntax] = [], statements: [Statement] = [], imports: [String] = [], diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.shape = shape
        self.types = types
        self.functions = functions
        self.previews = previews
        self.statements = statements
        self.imports = imports
        self.diagnostics = diagnostics
    }

    /// The name the members of a `.members` file are gathered under.
    public static let membersTypeName = "ContentView"
}

/// The settings a scene in YAML writes beside its view (scene-format §1): each a labelled
/// expression, read by the compiler as the canvas, the params and the custom alignments.
public struct SceneSettings: Sendable {
    /// `canvas:`: its keys as labels (`size: [414, 896]` is `size: [414, 896]`, `device:` a
    /// string, `background:` a colour); nil when not written.
    public var canvas: [Expression.Argument]?
    /// Where `canvas:` is written.
    public var canvasOffset: Int?
    /// `params:`: names and their values (numbers or expressions of the params before them).
    public var params: [Expression.Argument]?
    /// Where `params:` is written.
    public var paramsOffset: Int?
    /// `alignments:`: each name with `AlignmentID(axis: .horizontal, defaultValue: d[leading])`.
    public var alignments: [Expression.Argument]?
    /// Where `alignments:` is written.
    public var alignmentsOffset: Int?

    public init() {}
}

/// `#Preview("Name", traits: .fixedLayout(width: 400, height: 200)) { … }`.
public struct PreviewSyntax: Sendable {
    public var name: String?
    /// The traits' expressions (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
    /// `.landscapeLeft`).
    public var traits: [Expression]
    public var body: [Statement]
    /// Where `#Preview` is written.
    public var offset: Int
    /// The `PreviewProvider` whose `previews` this is: its static members are named there
    /// without the type (`Card(title: title)`), as in any static member. Nil for `#Preview`.
    public var provider: String?
    /// For a preview of another file of the project, the view of the drawn file it builds
    /// (`--view` of that name chooses it).
    public var builds: String?

    public init(name: String?, traits: [Expression], body: [Statement], offset: Int) {
        self.name = name
        self.traits = traits
        self.body = body
        self.offset = offset
    }
}

/// The languages a scene can be written in.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case yaml, swift

    /// The language of `text` named `file`: a `.swift` file is Swift, a `.yaml`/`.yml` file
    /// YAML; otherwise (standard input) Swift when the text starts as Swift code does
    /// (`import`, `struct`, `#Preview`, `//`, a call such as `VStack {`), else YAML.
    public init(file: String, text: String) {
        if file.hasSuffix(".swift") {
            self = .swift
        } else if file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            self = .yaml
        } else {
            self = Self.looksLikeSwift(text) ? .swift : .yaml
        }
    }

    static func looksLikeSwift(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(50) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") && !trimmed.hasPrefix("#Preview") { continue }
            for start in ["import ", "struct ", "#Preview", "//", "/*", "@", "extension ", "func ", "enum ", "var body", "let ", "private "] {
                if trimmed.hasPrefix(start) { return true }
            }
            // `VStack {`, `Text("a")`: a capitalised call; YAML's `Text: a` has a colon first.
            if let first = trimmed.first, first.isUppercase,
                let call = trimmed.firstIndex(where: { $0 == "(" || $0 == "{" || $0 == "." }),
                !trimmed[..<call].contains(":")
            {
                return true
            }
            return false
        }
        return false
    }
}

extension SceneSyntax {
    /// The document with each protocol's default members added to the types that conform to it
    /// (directly, or through a protocol that inherits it), where the type does not declare a
    /// member of that name: Swift's rule for protocol extensions' implementations. Each type
    /// also conforms to what its protocols inherit.
    public func applyingProtocolDefaults() -> SceneSyntax {
        guard !protocols.isEmpty else { return self }
        var document = self
        func protocolsOf(_ conformances: [String], seen: inout Set<String>) -> [TypeDefinition] {
            var found: [TypeDefinition] = []
            for name in conformances where seen.insert(name).inserted {
                guard let definition = protocols[name] else { continue }
                found.append(definition)
                found += protocolsOf(definition.conformances, seen: &seen)
            }
            return found
        }
        for index in document.types.indices {
            var seen = Set<String>()
            let conformed = protocolsOf(document.types[index].conformances, seen: &seen)
            // A type conforms to the protocols its protocols inherit (`is Sized`, `: View`).
            document.types[index].conformances += conformed.flatMap(\.conformances).filter {
                !document.types[index].conformances.contains($0)
            }
            for defaults in conformed {
                var type = document.types[index]
                let declared = Set(
                    (type.storedProperties + type.staticProperties).map(\.name) + (type.computedProperties + type.methods).map(\.name))
                type.computedProperties += defaults.computedProperties.filter { !declared.contains($0.name) }
                type.methods += defaults.methods.filter { !declared.contains($0.name) }
                type.staticProperties += defaults.staticProperties.filter { !declared.contains($0.name) }
                document.types[index] = type
            }
        }
        return document
    }
}
