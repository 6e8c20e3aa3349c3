/// A type that conforms to `UIViewRepresentable` (or `UIViewControllerRepresentable`,
/// `NSViewRepresentable`, `NSViewControllerRepresentable`) shows a UIKit or AppKit view, which
/// layoutdraw cannot make: its members (`makeUIView`, `updateUIView`, a `Coordinator`) are
/// never read, and it is drawn as a placeholder (LayoutDrawCompile's `Representables.swift`).
extension TypeDefinition {
    /// The representable protocols, with the framework of the views they show.
    public static let representableProtocols: [String: String] = [
        "UIViewRepresentable": "UIKit", "UIViewControllerRepresentable": "UIKit",
        "NSViewRepresentable": "AppKit", "NSViewControllerRepresentable": "AppKit",
    ]

    /// The framework of the view a representable shows; nil for any other type.
    public static func representedFramework(conformances: [String]) -> String? {
        conformances.lazy.compactMap { representableProtocols[$0] }.first
    }
}
