import LayoutDrawInterpreter
import LayoutDrawSyntax

extension SceneCompiler {
    /// The message for a source that declares no view to draw, naming what it declares instead
    /// (so that a file of an app that stops says which construct stops it): modifiers of its
    /// own in `extension View` (and how to see one on a view), a representable of UIKit or
    /// AppKit, a protocol, else types that are no views.
    public static func noViewMessage(_ document: SceneSyntax) -> String {
        let base = "the source declares no View to draw"
        let own = { (offset: Int) in document.file.isInFirstFile(offset) }
        let modifiers = document.viewExtensions.filter { own($0.offset) }
        if let first = modifiers.first {
            let names = modifiers.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ")
            let labels = first.parameters.filter { $0.defaultValue == nil }.map { ($0.label.map { "\($0): " } ?? "") + "…" }
            let call = "\(first.name)(\(labels.joined(separator: ", ")))"
            return "\(base): it adds modifiers to View (\(names)); to see one on a view, pass --view 'Text(\"Hello\").\(call)'"
        }
        let types = document.types.filter { own($0.offset) && $0.name != SceneSyntax.membersTypeName }
        if let representable = types.first(where: { TypeDefinition.representedFramework(conformances: $0.conformances) != nil }) {
            let framework = TypeDefinition.representedFramework(conformances: representable.conformances) ?? "UIKit"
            return "\(base): '\(representable.name)' shows a \(framework) view, which layoutdraw draws only as a placeholder; draw the view that uses it"
        }
        let protocols = document.protocols.values.filter { own($0.offset) }.map(\.name).sorted()
        if !protocols.isEmpty, types.isEmpty {
            return "\(base): it declares the protocol\(protocols.count == 1 ? "" : "s") \(protocols.prefix(3).map { "'\($0)'" }.joined(separator: ", ")); draw a view that conforms to \(protocols.count == 1 ? "it" : "one")"
        }
        return "\(base): write a 'struct ContentView: View', a #Preview, or a view expression"
    }

    /// For a file that only adds modifiers to `View`: its first modifier that needs no
    /// argument, applied to a sample text (`Text("Hello").cardStyle()`), as a `--view`
    /// expression; nil when every one needs arguments.
    public static func sampleModifierView(_ document: SceneSyntax) -> String? {
        let modifier = document.viewExtensions.first { function in
            document.file.isInFirstFile(function.offset) && function.parameters.allSatisfy { $0.defaultValue != nil }
        }
        return modifier.map { "Text(\"Hello\").\($0.name)()" }
    }

    /// The views the file itself declares: written in it, or given their `body` in it
    /// (`extension MeetingScreen: View { var body: some View { … } }` in `MeetingScreen+View.swift`,
    /// the type's stored properties in another file).
    public static func ownViews(_ document: SceneSyntax) -> [TypeDefinition] {
        document.types.filter { definition in
            definition.isView
                && (document.file.isInFirstFile(definition.offset)
                    || definition.computedProperty("body").map { document.file.isInFirstFile($0.offset) } == true)
        }
    }
}

