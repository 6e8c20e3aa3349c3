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

    /// For a file that declares no view but what views are drawn with, a `--view` expression
    /// that shows it: its first modifier of `View` that needs no argument on a sample text
    /// (`Text("Hello").cardStyle()`); else its first style that `init()` makes on a sample
    /// control (`Label("Label", systemImage: "star").labelStyle(TrailingIconLabelStyle())`); else
    /// its first shape that `init()` makes, stroked (`Wave().stroke(lineWidth: 2)`). Nil when
    /// each needs arguments.
    public static func sampleView(_ document: SceneSyntax) -> String? {
        let own = { (offset: Int) in document.file.isInFirstFile(offset) }
        if let modifier = document.viewExtensions.first(where: { own($0.offset) && $0.parameters.allSatisfy { $0.defaultValue != nil } }) {
            return "Text(\"Hello\").\(modifier.name)()"
        }
        let made = document.types.filter { own($0.offset) && !$0.isView && takesNoArguments($0) }
        let controls: [(String, String)] = [
            ("LabelStyle", "Label(\"Label\", systemImage: \"star\").labelStyle"), ("ButtonStyle", "Button(\"Button\") {}.buttonStyle"),
            ("PrimitiveButtonStyle", "Button(\"Button\") {}.buttonStyle"), ("ToggleStyle", "Toggle(\"Toggle\", isOn: .constant(true)).toggleStyle"),
            ("ProgressViewStyle", "ProgressView(value: 0.4).progressViewStyle"), ("GroupBoxStyle", "GroupBox(\"Group\") { Text(\"Content\") }.groupBoxStyle"),
        ]
        for definition in made {
            if let control = controls.first(where: { definition.conformances.contains($0.0) }) { return "\(control.1)(\(definition.name)())" }
        }
        if let shape = made.first(where: { $0.conformances.contains("Shape") || $0.conformances.contains("InsettableShape") }) {
            return "\(shape.name)().stroke(lineWidth: 2)"
        }
        return nil
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

