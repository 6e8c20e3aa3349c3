import LayoutDrawCore
import SwiftParser
import SwiftSyntax

/// The targets a package's `Package.swift` declares, read from its syntax (the manifest is not
/// run): each `.target`, `.executableTarget` or `.testTarget` with a literal `name:`, and the
/// folder SwiftPM finds its sources in — its literal `path:` when it has one (Apple's Food
/// Truck: `.target(name: "FoodTruckKit", path: "Sources")`), else `Sources/<name>`
/// (`Tests/<name>` for a test target).
public enum PackageManifest {
    public struct Target: Equatable, Sendable {
        public var name: String
        /// The folder, relative to the package's ("" for the package's own).
        public var path: String

        public init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    public static func targets(ofManifest text: String) -> [Target] {
        // (Parsed as a source is: within the nesting limit, on a stack of its own.)
        let nesting = SwiftFrontEnd.maximumNesting
        guard ParserGuard.firstProblem(in: text, chains: nesting) == nil else { return [] }
        var source = text
        let tree = LargeStack.run { source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) } }
        var targets: [Target] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard ["target", "executableTarget", "testTarget"].contains(token.text),
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.base == nil,
                let call = access.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            func literal(_ label: String) -> String? {
                guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                    let string = argument.expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                    let segment = string.segments.first?.as(StringSegmentSyntax.self)
                else { return nil }
                return segment.content.text
            }
            // (`.target(name: "Core")` in a target's `dependencies:` names one, not declares it.)
            var ancestor = call.parent
            var isDependency = false
            while let node = ancestor {
                if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { isDependency = true }
                ancestor = node.parent
            }
            guard !isDependency, let name = literal("name") else { continue }
            let folder = token.text == "testTarget" ? "Tests" : "Sources"
            var path = literal("path") ?? "\(folder)/\(name)"
            while path.hasSuffix("/") { path.removeLast() }
            if path.hasPrefix("./") { path.removeFirst(2) }
            // `path: "."` (Apple's Backyard Birds): the package's own folder, "".
            if path == "." { path = "" }
            targets.append(Target(name: name, path: path))
        }
        return targets
    }
}
