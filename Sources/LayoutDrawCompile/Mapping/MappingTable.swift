/// One SwiftUI view's mapping: the names it is written with, and how its call becomes engine
/// views. A mapping lives in its own file under `Views/<role>/`, across from its engine type
/// under `LayoutEngine/<role>/`; the MappingTable build-tool plugin finds it there, so adding a
/// view is its engine file, its mapping file and its tests.
protocol ViewMapping: SendableMetatype {
    /// The view's names (`["HStack"]`; `["NavigationStack", "NavigationView"]` for a view with an
    /// older spelling).
    static var names: [String] { get }
    /// The Swift spelling's unlabelled arguments, in order (`HStack(spacing: 12) { … }` is
    /// `{spacing: 12, content: { … }}`: `["content"]`).
    static var positional: [String] { get }
    /// The view's call compiled; nil after reporting a problem.
    static func compile(_ input: ViewInput) -> Chain?
}

extension ViewMapping {
    static var positional: [String] { [] }
}

/// One SwiftUI modifier's mapping (see `ViewMapping`); under `Modifiers/<role>/`.
protocol ModifierMapping: SendableMetatype {
    static var names: [String] { get }
    static var positional: [String] { get }
    /// Whether the modifier takes whatever arguments SwiftUI's overloads take — labelled,
    /// unlabelled, trailing closures (`.sheet(isPresented: $show) { … }`) — and reads none.
    static var acceptsAnyArguments: Bool { get }
    /// The modifier's call compiled; nil after reporting a problem.
    static func compile(_ input: ModifierInput) -> Modification?
}

extension ModifierMapping {
    static var positional: [String] { [] }
    static var acceptsAnyArguments: Bool { false }
}

/// The views and modifiers a scene can name, from the mapping types the MappingTable plugin
/// lists (`MappingTable.generated.swift`: `viewMappings`, `modifierMappings`).
enum MappingTable {
    struct ViewEntry: Sendable {
        var positional: [String]
        var compile: @Sendable (ViewInput) -> Chain?
    }

    struct ModifierEntry: Sendable {
        var positional: [String]
        var acceptsAnyArguments: Bool
        var compile: @Sendable (ModifierInput) -> Modification?
    }

    /// Every view by name.
    static let views: [String: ViewEntry] = {
        var table: [String: ViewEntry] = [:]
        for mapping in viewMappings {
            for name in mapping.names {
                precondition(table[name] == nil, "two view mappings are named '\(name)'")
                table[name] = ViewEntry(positional: mapping.positional, compile: { mapping.compile($0) })
            }
        }
        return table
    }()

    /// Every modifier by name.
    static let modifiers: [String: ModifierEntry] = {
        var table: [String: ModifierEntry] = [:]
        for mapping in modifierMappings {
            for name in mapping.names {
                precondition(table[name] == nil, "two modifier mappings are named '\(name)'")
                table[name] = ModifierEntry(
                    positional: mapping.positional, acceptsAnyArguments: mapping.acceptsAnyArguments, compile: { mapping.compile($0) })
            }
        }
        return table
    }()
}
