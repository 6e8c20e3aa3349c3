import LayoutDrawCore
import LayoutDrawInterpreter

/// Which framework a name layoutdraw cannot find probably comes from, so that a message about a
/// view that cannot be drawn names the framework that stops it ("every file that fails must
/// name the construct or framework that stops it", issue 26).
///
/// - A module the file imports that layoutdraw does not read (`import ComposableArchitecture`,
///   `import Kingfisher`): a name not found is probably its.
/// - Apple's Objective-C frameworks prefix their types: `UIImage` is UIKit's, `MKMapView`
///   MapKit's, `CLLocation` Core Location's — a guess from the first two or three capitals,
///   said as one ("probably"; the table is the interpreter's `AppleFrameworks`, which keeps
///   such objects as `PackageValue`s).
enum FrameworkOfName {
    /// The modules whose names layoutdraw reads (or models enough that an unknown name from
    /// them is just unknown).
    static let modelled: Set<String> = [
        "SwiftUI", "Foundation", "Swift", "Observation", "SwiftData", "CoreData", "Combine", "CoreGraphics", "os", "OSLog",
        "UIKit", "AppKit", "Darwin", "Dispatch",
    ]

    /// What follows "cannot find 'X' in scope": where X probably comes from, else the
    /// did-you-mean `suggestion`. A prefixed Apple type (`UIImage`) names its framework rather
    /// than a SwiftUI type it resembles; a name of a module the source imports is named so only
    /// when no declared name is close to it (a typo is likelier).
    static func explanation(for name: String, imports: [String], projectImports: [String] = [], suggestion: String) -> String {
        if let framework = prefixedFramework(name) { return "; it is probably \(framework)'s, which layoutdraw does not model" }
        if !suggestion.isEmpty { return suggestion }
        let own = foreignModules(imports)
        // (Another file's imports say where a type may come from, not a function or a value:
        // the project declares most of those.)
        let modules = own.isEmpty && name.first?.isUppercase == true ? foreignModules(projectImports) : own
        guard !modules.isEmpty else { return "" }
        let list = modules.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return "; it probably comes from \(list), imported by the \(own.isEmpty ? "project" : "source"), which layoutdraw does not read"
    }

    /// Whether `name` is spelled as a type (`WithViewStore`, `StoreOf`) and the source or the
    /// project imports a package layoutdraw does not read, which probably declares it.
    static func isForeignType(_ name: String, imports: [String], projectImports: [String]) -> Bool {
        name.first?.isUppercase == true && prefixedFramework(name) == nil
            && !(foreignModules(imports).isEmpty && foreignModules(projectImports).isEmpty)
    }

    /// Whether `name`, which nothing declares, is taken as a type of a package the source or
    /// the project imports (`isForeignType`) rather than a typo of one of `typeNames` — only a
    /// type's name is what a type's name is a typo of (`Store` is no misspelt `store`).
    static func isPackageType(_ name: String, imports: [String], projectImports: [String], typeNames: some Sequence<String>) -> Bool {
        isForeignType(name, imports: imports, projectImports: projectImports)
            && !Suggestions.isTypo(name, of: typeNames.filter { $0.first?.isUppercase == true })
    }

    /// The module a foreign type probably comes from: the first the source imports that
    /// layoutdraw does not read, else the project's first.
    static func probableModule(imports: [String], projectImports: [String]) -> String? {
        foreignModules(imports).first ?? foreignModules(projectImports).first
    }

    /// The modules of `imports` that layoutdraw does not read, each once, in order
    /// (`import ComposableArchitecture`, `import Kingfisher`).
    static func foreignModules(_ imports: [String]) -> [String] {
        var seen = Set<String>()
        return imports.map { String($0.split(separator: ".").first ?? "") }.filter { !modelled.contains($0) && !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Whether `name` is an Apple framework's type layoutdraw does not model — prefixed
    /// (`UNUserNotificationCenter`) or one of Foundation's (`URLSession`) — whose objects a
    /// model keeps and the interpreter carries (`PackageValue`).
    static func isFrameworkType(_ name: String) -> Bool { AppleFrameworks.framework(ofType: name) != nil }

    /// The framework an Apple-prefixed type name belongs to (`UIImage` → UIKit).
    static func prefixedFramework(_ name: String) -> String? { AppleFrameworks.framework(ofPrefixed: name) }
}
