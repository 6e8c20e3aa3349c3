import Foundation
import LayoutDrawCore
import Testing

@testable import LayoutEngine

/// A view states what it does besides sizing and placing by adopting a capability protocol
/// (Protocol/Capabilities.swift), and the engine asks a view only what its type adopts. A view
/// that implements a capability's method without adopting its protocol would compile and never
/// be asked: these tests catch it.
@Suite struct CapabilityTests {
    /// Each capability: how its method is declared, and the protocol that must be adopted.
    static let capabilityMethods: [(pattern: String, capability: String)] = [
        (#"func drawing\(size:"#, "DrawingLayout"),
        (#"func updateEnvironment\("#, "EnvironmentChangingLayout"),
        (#"func geometryEffect\(size:"#, "GeometryEffectLayout"),
        (#"func explicitAlignment\( ?of guide: (Horizontal|Vertical)Alignment, in size: Size"#, "ExplicitAlignmentLayout"),
        (#"func (layoutPriority|zIndex|spacing)\(subviews: LayoutSubviews\)"#, "TraitWritingLayout"),
        (#"func stackAxis\(forSubview"#, "StackAxisLayout"),
        (#"func drawOrder\(ofSubview"#, "LayerOrderingLayout"),
        (#"var coordinateSpaceName: String\?"#, "CoordinateSpaceLayout"),
    ]

    /// Every view, modifier and view protocol in the engine's sources that implements a
    /// capability's method adopts its protocol (directly, or through a protocol it adopts).
    @Test func everyImplementedCapabilityIsAdopted() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayoutEngine")
        var text = ""
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            text += try String(contentsOf: file, encoding: .utf8) + "\n"
        }
        let scan = CapabilityScan(text)
        // The scan sees the engine's views (not an empty or misread folder).
        #expect(scan.implementations.count > 60)
        #expect(scan.implementations.contains { $0.type == "Text" && $0.capability == "DrawingLayout" })
        #expect(scan.implementations.contains { $0.type == "SecondaryLayerModifier" && $0.capability == "LayerOrderingLayout" })
        #expect(scan.missingAdoptions.isEmpty, "implemented but not adopted (never called): \(scan.missingAdoptions)")
    }

    /// The check itself fails where it should: a view whose `drawing` is not adopted, and one
    /// whose protocol's extension implements a capability the protocol does not refine.
    @Test func theScanFindsAMissingAdoption() {
        let scan = CapabilityScan(
            """
            public struct Badge: ViewLayout {
                public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing { .none }
            }
            public protocol ViewModifierLayout: ViewLayout {}
            public protocol Layered: ViewModifierLayout {}
            extension Layered {
                public func drawOrder(ofSubview index: Int) -> Double { 1 }
            }
            public struct Drawn: ViewLayout, DrawingLayout {
                public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing { .none }
            }
            """)
        #expect(scan.missingAdoptions == ["Badge: DrawingLayout", "Layered: LayerOrderingLayout"])
    }

    /// Each type that implements a capability has it reported by the type's capabilities, which
    /// the engine reads before asking (`ViewType`); and those it does not implement are not.
    @Test func everyEngineTypeReportsItsCapabilities() {
        let expected: [(any ViewLayout.Type, ViewCapabilities)] = [
            (Text.self, [.drawing, .explicitAlignment]),
            (Color.self, [.drawing]),
            (Image.self, [.drawing]),
            (Divider.self, [.drawing]),
            (Rectangle.self, [.drawing]), (ContainerRelativeShape.self, [.drawing]), (RoundedRectangle.self, [.drawing]), (Circle.self, [.drawing]),
            (Ellipse.self, [.drawing]), (Capsule.self, [.drawing]),
            (Spacer.self, [.traits]),
            (EmptyView.self, []),
            (HStack.self, [.explicitAlignment, .stackAxis]),
            (VStack.self, [.explicitAlignment, .stackAxis]),
            (ZStack.self, [.explicitAlignment]),
            (LazyHStack.self, [.explicitAlignment, .stackAxis]),
            (LazyVStack.self, [.explicitAlignment, .stackAxis]),
            (GridRow.self, [.stackAxis]),
            (Grid.self, []),
            (LazyVGrid.self, []), (LazyHGrid.self, []),
            (ViewThatFits.self, [.explicitAlignment]),
            (ScrollView.self, [.drawing, .environment, .stackAxis, .coordinateSpace]),
            (GeometryReader.self, [.dynamicContent]),
            (CustomLayout.self, [.explicitAlignment]),
            (Label.self, [.stackAxis, .explicitAlignment]), (SliderValueLabels.self, []),
            (Toggle.self, [.drawing]), (Slider.self, [.drawing]), (Stepper.self, [.drawing]),
            (ProgressView.self, [.drawing]), (SymbolImage.self, [.drawing, .environment]),
            (TextField.self, [.drawing, .environment]),
            (Button.self, [.modifier, .drawing, .environment, .explicitAlignment]),
            (ControlLabel.self, [.modifier, .drawing, .explicitAlignment]),
            (Padding.self, [.modifier, .explicitAlignment]),
            (FixedFrame.self, [.modifier, .explicitAlignment]),
            (FlexibleFrame.self, [.modifier, .explicitAlignment]),
            (FixedSize.self, [.modifier, .explicitAlignment]),
            (AspectRatio.self, [.modifier, .explicitAlignment]),
            (ContainerRelativeFrame.self, [.modifier, .explicitAlignment]),
            (AlignmentGuide.self, [.modifier, .explicitAlignment]),
            (Position.self, [.modifier, .traits]),
            (LayoutPriority.self, [.modifier, .explicitAlignment, .traits]),
            (ZIndex.self, [.modifier, .explicitAlignment, .traits]),
            (Offset.self, [.modifier, .explicitAlignment, .geometryEffect]),
            (RotationEffect.self, [.modifier, .explicitAlignment, .geometryEffect]),
            (ScaleEffect.self, [.modifier, .explicitAlignment, .geometryEffect]),
            (CoordinateSpaceModifier.self, [.modifier, .explicitAlignment, .coordinateSpace]),
            (Opacity.self, [.modifier, .explicitAlignment, .drawing]),
            (Clipped.self, [.modifier, .explicitAlignment, .drawing]),
            (ClipShape.self, [.modifier, .explicitAlignment, .drawing]),
            (CornerRadius.self, [.modifier, .explicitAlignment, .drawing]),
            (Hidden.self, [.modifier, .explicitAlignment, .drawing]),
            (Background.self, [.modifier, .explicitAlignment, .layerOrder, .stackAxis]),
            (Overlay.self, [.modifier, .explicitAlignment, .layerOrder, .stackAxis]),
            (Border.self, [.modifier, .explicitAlignment, .layerOrder, .stackAxis]),
            (BackgroundPreferenceValue.self, [.modifier, .explicitAlignment, .layerOrder, .stackAxis, .anchorReader]),
            (OverlayPreferenceValue.self, [.modifier, .explicitAlignment, .layerOrder, .stackAxis, .anchorReader]),
            (AnchorPreference.self, [.modifier, .explicitAlignment, .anchorWriter]),
            (IgnoresSafeArea.self, [.modifier, .explicitAlignment]),
            (SafeAreaPadding.self, [.modifier, .explicitAlignment, .safeAreaProvider]),
            (SafeAreaInset.self, [.modifier, .stackAxis, .safeAreaProvider]),
            (GridCellColumns.self, [.modifier, .explicitAlignment]),
            (GridCellAnchor.self, [.modifier, .explicitAlignment]),
            (GridColumnAlignment.self, [.modifier, .explicitAlignment]),
            (GridCellUnsizedAxes.self, [.modifier, .explicitAlignment]),
            (FontModifier.self, [.modifier, .explicitAlignment, .environment]),
            (FontWeight.self, [.modifier, .explicitAlignment, .environment]),
            (Bold.self, [.modifier, .explicitAlignment, .environment]),
            (Italic.self, [.modifier, .explicitAlignment, .environment]),
            (ForegroundStyle.self, [.modifier, .explicitAlignment, .environment]),
            (LineLimit.self, [.modifier, .explicitAlignment, .environment]),
            (MultilineTextAlignment.self, [.modifier, .explicitAlignment, .environment]),
            (TruncationModeModifier.self, [.modifier, .explicitAlignment, .environment]),
            (MinimumScaleFactor.self, [.modifier, .explicitAlignment, .environment]),
            (AllowsTightening.self, [.modifier, .explicitAlignment, .environment]),
            (DynamicTypeSizeModifier.self, [.modifier, .explicitAlignment, .environment]),
            (FontWidth.self, [.modifier, .explicitAlignment, .environment]),
            (TintModifier.self, [.modifier, .explicitAlignment, .environment]),
            (ButtonStyleModifier.self, [.modifier, .explicitAlignment, .environment]),
            (ControlSizeModifier.self, [.modifier, .explicitAlignment, .environment]),
            (ImageScaleModifier.self, [.modifier, .explicitAlignment, .environment]),
            (LabelsHidden.self, [.modifier, .explicitAlignment, .environment]),
            (LabelStyleModifier.self, [.modifier, .explicitAlignment, .environment]),
            (ProgressViewStyleModifier.self, [.modifier, .explicitAlignment, .environment]),
            (TextFieldStyleModifier.self, [.modifier, .explicitAlignment, .environment]),
        ]
        for (type, capabilities) in expected {
            #expect(ViewType.of(type).capabilities == capabilities, "\(type)")
        }
    }
}

/// The view types declared in Swift source, what they adopt and which capability methods they
/// implement: top-level declarations (which start at column 0 in this code base) and their
/// bodies, read as text.
struct CapabilityScan {
    /// A capability method implemented in the declaration or an extension of `type`.
    struct Implementation: Hashable {
        var type: String
        var capability: String
    }

    private(set) var implementations: Set<Implementation> = []
    /// What each type or protocol adopts directly, over all its declarations and extensions.
    private(set) var adopted: [String: Set<String>] = [:]

    init(_ source: String) {
        let header = try! Regex(
            #"^(?:(?:public|private|fileprivate|internal|final|open) )*(struct|enum|class|protocol|extension|actor) ([A-Za-z_][A-Za-z0-9_.]*)(?:<[^>{]*>)?(?:: ([^{]*?))?(?: where [^{]*)? *\{"#)
        var current: String?
        var body = ""
        func finish() {
            guard let current else { return }
            let flat = body.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            for (pattern, capability) in CapabilityTests.capabilityMethods where flat.contains(try! Regex(pattern)) {
                implementations.insert(Implementation(type: current, capability: capability))
            }
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.prefixMatch(of: header) {
                finish()
                let name = String(match.output[2].substring ?? "")
                current = name
                body = String(line[match.range.upperBound...]) + "\n"
                let inherited = (match.output[3].substring ?? "").split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
                    .map { $0.replacingOccurrences(of: "@unchecked ", with: "") }
                adopted[name, default: []].formUnion(inherited)
            } else {
                body += line + "\n"
            }
        }
        finish()
    }

    /// Whether `type` adopts `capability`, directly or through what it adopts.
    func adopts(_ type: String, _ capability: String) -> Bool {
        var seen: Set<String> = []
        var pending = [type]
        while let next = pending.popLast() {
            if next == capability { return true }
            guard seen.insert(next).inserted else { continue }
            pending += adopted[next] ?? []
        }
        return false
    }

    /// Whether `type` is a view: it adopts `ViewLayout` (the capability protocols and the
    /// protocols refining them are views too). Other declarations (the engine's machinery,
    /// which forwards the same methods) are not checked.
    func isView(_ type: String) -> Bool {
        adopts(type, "ViewLayout")
    }

    /// "Type: Capability" for each capability a view implements without adopting it, sorted.
    var missingAdoptions: [String] {
        implementations
            .filter { isView($0.type) && $0.type != $0.capability && !adopts($0.type, $0.capability) }
            .map { "\($0.type): \($0.capability)" }
            .sorted()
    }
}
