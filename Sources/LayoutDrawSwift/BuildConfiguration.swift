import LayoutDrawSyntax
import SwiftOperators
import SwiftSyntax

/// What `#if` is evaluated against: a debug build of an iOS 17 app for the simulator, as Xcode's
/// canvas builds a preview.
///
/// `os(iOS)`, `canImport(SwiftUI)` (and the other frameworks of the iOS SDK), `DEBUG`,
/// `targetEnvironment(simulator)`, `arch(arm64)`, `swift(>=…)` and `compiler(>=…)` (against
/// Swift 6.0) hold; `os(macOS)` and the other platforms, `targetEnvironment(macCatalyst)`,
/// `canImport` of any other module, `hasFeature`/`hasAttribute` and every flag not defined
/// (`--define NAME`, `// layoutdraw: --define NAME`) do not. `!`, `&&`, `||` and parentheses
/// combine them as Swift does.
public struct BuildConfiguration: Sendable, Equatable {
    /// The compilation conditions set (`-D NAME`): `DEBUG` and the defined names.
    public var flags: Set<String>

    /// The standard configuration with `defines` set as well.
    public init(defines: [String] = []) {
        flags = Set(defines).union(["DEBUG"])
    }

    public static let standard = BuildConfiguration()

    /// The Swift and compiler version `swift(…)` and `compiler(…)` compare with.
    static let swiftVersion = [6, 0]

    /// The modules of the iOS SDK that `canImport` finds.
    static let sdkModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "Observation", "SwiftData", "CoreData",
        "MapKit", "Charts", "PhotosUI", "AVKit", "AVFoundation", "WidgetKit", "Darwin", "os", "OSLog", "CoreLocation",
        "CoreImage", "QuartzCore", "UniformTypeIdentifiers", "StoreKit", "WebKit", "CloudKit", "Swift", "_Concurrency",
    ]

    /// Whether a `#if` condition holds.
    public func holds(_ condition: ExprSyntax) -> Bool {
        switch condition.as(ExprSyntaxEnum.self) {
        case .booleanLiteralExpr(let literal):
            return literal.literal.tokenKind == .keyword(.true)
        case .declReferenceExpr(let reference):
            return flags.contains(reference.baseName.text)
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "!":
            return !holds(prefix.expression)
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return holds(tuple.elements.first!.expression)
        case .sequenceExpr(let sequence):
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence), !folded.is(SequenceExprSyntax.self) else { return false }
            return holds(folded)
        case .infixOperatorExpr(let infix):
            switch infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
            default: return false
            }
        case .functionCallExpr(let call):
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let argument = call.arguments.first?.expression
            else { return false }
            let text = argument.trimmedDescription
            switch name {
            case "os": return text == "iOS"
            case "arch": return text == "arm64"
            case "targetEnvironment": return text == "simulator"
            case "canImport": return Self.sdkModules.contains(text.split(separator: ".").first.map(String.init) ?? text)
            case "swift", "compiler": return Self.compare(version: text)
            default: return false
            }
        default:
            return false
        }
    }

    /// `>=5.9`, `<6`: the version against `swiftVersion`.
    static func compare(version text: String) -> Bool {
        let relation = text.prefix { $0 == ">" || $0 == "<" || $0 == "=" }
        let parts = text.dropFirst(relation.count).split(separator: ".").map { Int($0.filter(\.isNumber)) ?? 0 }
        var order = 0
        for index in 0..<max(parts.count, swiftVersion.count) {
            let ours = index < swiftVersion.count ? swiftVersion[index] : 0, theirs = index < parts.count ? parts[index] : 0
            if ours != theirs {
                order = ours < theirs ? -1 : 1
                break
            }
        }
        switch relation {
        case ">=": return order >= 0
        case "<": return order < 0
        case ">": return order > 0
        case "<=": return order <= 0
        default: return false
        }
    }

    /// The clause of `#if … #elseif … #else … #endif` that is compiled: the first whose
    /// condition holds, else `#else`; nil when none is.
    public func activeClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        node.clauses.first { clause in clause.condition.map(holds) ?? true }
    }

    /// The names `// layoutdraw: --define NAME` directives define: the comment lines that start
    /// the file, as the other directives are read.
    public static func definedNames(inDirectivesOf source: String) -> [String] {
        var names: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { break }
            guard trimmed.hasPrefix("// layoutdraw:") else { continue }
            let words = trimmed.dropFirst("// layoutdraw:".count).split(separator: " ")
            for (index, word) in words.enumerated() where word == "--define" && index + 1 < words.count {
                names.append(String(words[index + 1]))
            }
        }
        return names
    }
}
