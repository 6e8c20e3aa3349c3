import SwiftSyntax

/// Names qualified by their module: `Models.History` in an app whose `Models` package declares
/// `History`, `SwiftUI.Color` beside an app's own `Color`. Swift looks the name up in that
/// module; layoutdraw reads the modules' declarations as one program, so the qualifier is
/// dropped — unless the app declares a type of the module's name, which Swift would take first.
extension SwiftLowering {
    /// Apple's modules a view's code may name.
    static let appleModules: Set<String> = ["SwiftUI", "Foundation", "Swift", "UIKit", "CoreGraphics", "Combine", "Observation"]

    /// The modules `items` import (`import Models`, `@testable import Core`, `import struct Models.History`: `Models`).
    static func importedModules(of items: some Sequence<CodeBlockItemSyntax>) -> Set<String> {
        var modules: Set<String> = []
        for item in items {
            if case .decl(let decl) = item.item, let importDecl = decl.as(ImportDeclSyntax.self), let first = importDecl.path.first {
                modules.insert(first.name.text)
            }
        }
        return modules
    }

    /// Whether `token` is a module's name qualifying the name after it (`Models` in
    /// `Models.History`): followed by a period, not itself after one, and no type's name.
    func isModuleQualifier(_ token: TokenSyntax?) -> Bool {
        guard let token, case .identifier(let name) = token.tokenKind, moduleNames.contains(name),
            declaredTypes[name] == nil, !projectTypes.contains(name),
            token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period,
            token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
        else { return false }
        return true
    }

    /// `text` (a type or a dotted name) without the module names that qualify names in it:
    /// `IdentifiedArrayOf<Models.DailyScrum>` is `IdentifiedArrayOf<DailyScrum>`.
    func strippingModules(_ text: String) -> String {
        guard text.contains(".") else { return text }
        // Identifiers and single other characters, in order.
        var tokens: [String] = []
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { tokens.append(word) }
                word = ""
                tokens.append(String(character))
            }
        }
        if !word.isEmpty { tokens.append(word) }
        var result = ""
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if index + 1 < tokens.count, tokens[index + 1] == ".", index == 0 || tokens[index - 1] != ".",
                moduleNames.contains(token), declaredTypes[token] == nil, !projectTypes.contains(token)
            {
                index += 2
                continue
            }
            result += token
            index += 1
        }
        return result
    }
}
