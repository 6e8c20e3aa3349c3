import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// The source's own `UIViewRepresentable`s (and `UIViewControllerRepresentable`,
/// `NSViewRepresentable`, `NSViewControllerRepresentable`): a UIKit or AppKit view inside
/// SwiftUI, which layoutdraw cannot make. Each is drawn as a placeholder labelled with its type
/// that takes the space it is offered (`ForeignView`, flexible), with a warning; its
/// `makeUIView`, `updateUIView` and `Coordinator` are never run, and its arguments are not read.
extension CompileSession {
    /// The framework of a declared representable (UIKit or AppKit); nil for any other type.
    static func representedFramework(_ definition: TypeDefinition) -> String? {
        guard !definition.isView || definition.computedProperty("body") == nil else { return nil }
        return TypeDefinition.representedFramework(conformances: definition.conformances)
    }

    func representable(_ call: CallSyntax, framework: String, _ context: CompileContext) -> Chain? {
        warning(
            "'\(call.name)' shows a \(framework) view, which layoutdraw cannot make: it is drawn as a placeholder that takes the space it is offered",
            at: call.location, context)
        let node = ForeignView.node(typeName: call.name, module: framework, sizing: .flexible, source: call.location)
        return Chain([node], shape: .notShape("'\(call.name)' is not a shape"))
    }
}
