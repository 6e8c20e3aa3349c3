import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

@Suite("Decoding views and modifiers")
struct DecodingTests {
    @Test func modifierChainReadsTopToBottom() throws {
        let scene = try decode(
            """
            view:
              Text: Hi
              padding: 6
              background: blue
            """)
        #expect(kinds(scene.root) == ["background", "padding", "Text", "Color"])
        let background = scene.root
        #expect(background.source == SourceLocation(file: "s.yaml", line: 4, column: 3))
        #expect(background.subviews[0].source == SourceLocation(file: "s.yaml", line: 3, column: 3))
        #expect(background.subviews[0].subviews[0].source == SourceLocation(file: "s.yaml", line: 2, column: 3))
        #expect((background.subviews[0].view as? Padding)?.insets == EdgeInsets(all: 6))
        #expect((background.subviews[0].subviews[0].view as? Text)?.string == "Hi")
        #expect((background.subviews[1].view as? Color)?.color == .blue)
        #expect(background.subviews[1].source == SourceLocation(file: "s.yaml", line: 4, column: 15))
    }

    @Test func stackWithBareViewsAndIds() throws {
        let scene = try decode(
            """
            view:
              HStack:
                - Text: Fixed
                  id: t
                  padding: 10
                  frame: {width: 70, height: 80}
                  border: mint
                - Spacer
                - Circle
                  
              id: row
            """)
        #expect(kinds(scene.root) == ["HStack#row", "border", "frame", "padding", "Text#t", "Rectangle", "Spacer", "Circle"])
        let frame = try #require(scene.root.subviews[0].subviews[0].view as? FixedFrame)
        #expect(frame.width == 70 && frame.height == 80 && frame.alignment == .center)
        let border = try #require(scene.root.subviews[0].view as? Border)
        #expect(border.color == ColorStyle.named["mint"] && border.width == 1)
        #expect(scene.root.subviews[1].source == SourceLocation(file: "s.yaml", line: 8, column: 7))
        #expect(scene.root.subviews[2].source == SourceLocation(file: "s.yaml", line: 9, column: 7))
    }

    @Test func rootListIsAnImplicitVStack() throws {
        let scene = try decode(
            """
            view:
              - Text: A
              - Text: B
            """)
        #expect(kinds(scene.root) == ["VStack", "Text", "Text"])
        #expect(scene.root.source == SourceLocation(file: "s.yaml", line: 2, column: 3))
    }

    @Test func stackParameters() throws {
        let scene = try decode(
            """
            view:
              VStack:
                alignment: leading
                spacing: 0
                content:
                  - HStack: {alignment: firstTextBaseline, spacing: 4, content: [Text: a, Text: b]}
                  - ZStack: {alignment: topLeading, content: [Color: red]}
            """)
        #expect(kinds(scene.root) == ["VStack", "HStack", "Text", "Text", "ZStack", "Color"])
        let v = try #require(scene.root.view as? VStack)
        #expect(v.alignment == .leading && v.spacing == 0)
        let h = try #require(scene.root.subviews[0].view as? HStack)
        #expect(h.alignment == .firstTextBaseline && h.spacing == 4)
        #expect((scene.root.subviews[1].view as? ZStack)?.alignment == .topLeading)
    }

    @Test func groupChildrenJoinTheParentAndTakeItsModifiers() throws {
        let scene = try decode(
            """
            view:
              HStack:
                - Text: a
                - Group: [Text: b, Circle]
                  padding: 3
                - EmptyView
                - Text: c
            """)
        #expect(kinds(scene.root) == ["HStack", "Text", "padding", "Text", "padding", "Circle", "Text"])
        #expect((scene.root.subviews[1].view as? Padding)?.insets == EdgeInsets(all: 3))
    }

    @Test func emptyViewStandalone() throws {
        let scene = try decode("view: EmptyView")
        #expect(kinds(scene.root) == ["EmptyView"])
    }

    @Test func shapesAndShapeStyles() throws {
        let scene = try decode(
            """
            view:
              - Circle:
                fill: red
              - RoundedRectangle: {cornerRadius: 10}
                stroke: {color: '#FF000080', lineWidth: 3}
              - RoundedRectangle: 4
                strokeBorder: .blue
                padding: true
              - Capsule
              - Ellipse:
                fill: {color: green, opacity: 0.5}
            """)
        #expect(kinds(scene.root) == ["VStack", "Circle", "RoundedRectangle", "padding", "RoundedRectangle", "Capsule", "Ellipse"])
        #expect((scene.root.subviews[0].view as? Circle)?.style == .fill(ColorStyle.named["red"]!))
        let rounded = try #require(scene.root.subviews[1].view as? RoundedRectangle)
        #expect(rounded.cornerRadius == 10)
        #expect(rounded.style == .stroke(ColorStyle(RGBA(hex: 0xFF0000, alpha: 128.0 / 255)), lineWidth: 3))
        let inner = try #require(scene.root.subviews[2].subviews[0].view as? RoundedRectangle)
        #expect(inner.cornerRadius == 4 && inner.style == .strokeBorder(.blue, lineWidth: 1))
        #expect((scene.root.subviews[2].view as? Padding)?.insets == EdgeInsets(all: 16))
        #expect((scene.root.subviews[4].view as? Ellipse)?.style == .fill(ColorStyle.named["green"]!.opacity(0.5)))
    }

    @Test func leavesWithArguments() throws {
        let scene = try decode(
            """
            view:
              - Color: '#336699'
              - Spacer: {minLength: 100}
              - Spacer: 20
              - Spacer
              - Divider
              - Text: 42
            """)
        #expect(kinds(scene.root) == ["VStack", "Color", "Spacer", "Spacer", "Spacer", "Divider", "Text"])
        #expect((scene.root.subviews[0].view as? Color)?.color == ColorStyle(RGBA(hex: 0x336699)))
        #expect((scene.root.subviews[1].view as? Spacer)?.minLength == 100)
        #expect((scene.root.subviews[2].view as? Spacer)?.minLength == 20)
        #expect((scene.root.subviews[3].view as? Spacer)?.minLength == nil)
        #expect((scene.root.subviews[5].view as? Text)?.string == "42")
    }

    @Test func paddingForms() throws {
        let scene = try decode(
            """
            view:
              Text: x
              modifiers:
                - padding
                - padding: 6
                - padding: {horizontal: 10, top: 4}
                - padding: {edges: [top, trailing], length: 25}
                - padding: {edges: vertical}
                - padding: [leading]
                - padding: {all: 2, leading: 9}
            """)
        let insets = flatten(scene.root).compactMap { ($0.view as? Padding)?.insets }
        #expect(
            insets == [
                EdgeInsets(top: 2, leading: 9, bottom: 2, trailing: 2),
                EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0),
                EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0),
                EdgeInsets(top: 25, leading: 0, bottom: 0, trailing: 25),
                EdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 10),
                EdgeInsets(all: 6),
                EdgeInsets(all: 16),
            ])
    }

    @Test func frameForms() throws {
        let scene = try decode(
            """
            view:
              Text: x
              modifiers:
                - frame: {width: 100, alignment: bottomTrailing}
                - frame: {minWidth: 10, maxWidth: infinity, idealHeight: 30, alignment: .leading}
                - frame: {maxHeight: .inf}
            """)
        #expect(kinds(scene.root) == ["frame", "frame", "frame", "Text"])
        let fixed = try #require(scene.root.subviews[0].subviews[0].view as? FixedFrame)
        #expect(fixed.width == 100 && fixed.height == nil && fixed.alignment == .bottomTrailing)
        let flexible = try #require(scene.root.subviews[0].view as? FlexibleFrame)
        #expect(flexible.minWidth == 10 && flexible.maxWidth == .infinity && flexible.idealHeight == 30)
        #expect(flexible.alignment == .leading && flexible.minHeight == nil)
        #expect((scene.root.view as? FlexibleFrame)?.maxHeight == .infinity)
    }

    @Test func negativeFrameWidthIsDroppedWithAWarning() throws {
        let scene = try decode(
            """
            view:
              Color: red
              frame: {width: -5, height: 20}
            """)
        let frame = try #require(scene.root.view as? FixedFrame)
        #expect(frame.width == nil && frame.height == 20)
        #expect(
            scene.warnings.map { $0.formatted() } == [
                "s.yaml:3:18: warning: invalid frame dimension: 'width' is negative (-5.0); SwiftUI ignores it"
            ])
    }

    @Test func environmentModifiers() throws {
        let scene = try decode(
            """
            view:
              Text: x
              modifiers:
                - font: caption
                - font: {size: 14, weight: semibold, design: monospaced}
                - font: {style: headline, weight: black}
                - foregroundStyle: white
                - foregroundColor: .secondary
                - bold
                - italic: false
                - opacity: 0.3
                - cornerRadius: 8
                - layoutPriority: 1
                - fixedSize
                - fixedSize: {horizontal: true}
            """)
        #expect(
            kinds(scene.root) == [
                "fixedSize", "fixedSize", "layoutPriority", "cornerRadius", "opacity", "italic", "bold", "foregroundColor",
                "foregroundStyle", "font", "font", "font", "Text",
            ])
        let nodes = flatten(scene.root)
        let fonts = nodes.compactMap { ($0.view as? FontModifier)?.font }
        #expect(
            fonts == [
                { var f = Font(.headline); f.weight = .black; return f }(), Font(size: 14, weight: .semibold, design: .monospaced),
                Font(.caption),
            ])
        #expect((nodes[7].view as? ForegroundStyle)?.color == ColorStyle.named["secondary"])
        #expect((nodes[8].view as? ForegroundStyle)?.color == .init(.white))
        #expect((nodes[5].view as? Italic)?.isActive == false)
        #expect((nodes[6].view as? Bold)?.isActive == true)
        #expect((nodes[4].view as? Opacity)?.value == 0.3)
        #expect((nodes[3].view as? CornerRadius)?.radius == 8)
        #expect((nodes[2].view as? LayoutPriority)?.priority == 1)
        let fixed = try #require(nodes[0].view as? FixedSize)
        #expect(fixed.horizontal && !fixed.vertical)
        let both = try #require(nodes[1].view as? FixedSize)
        #expect(both.horizontal && both.vertical)
    }

    @Test func backgroundAndOverlayForms() throws {
        let scene = try decode(
            """
            view:
              Text: x
              modifiers:
                - background: {color: red, opacity: 0.3}
                - background: Circle
                - overlay: {Capsule: , fill: blue}
                - overlay: [Color: red, Text: y]
                - background: {alignment: topLeading, content: [Circle, Rectangle]}
                - overlay: {alignment: bottom, content: {Text: z}}
                - background: {style: orange}
            """)
        #expect(
            kinds(scene.root) == [
                "background",
                "overlay",
                "background",
                "overlay",
                "overlay",
                "background",
                "background", "Text", "Color",
                "Circle",
                "Capsule",
                "ZStack", "Color", "Text",
                "ZStack", "Circle", "Rectangle",
                "Text",
                "Color",
            ])
        let nodes = flatten(scene.root)
        #expect((nodes[6].view as? Background)?.alignment == .center)
        #expect((nodes[8].view as? Color)?.color == ColorStyle.named["red"]!.opacity(0.3))
        #expect((nodes[10].view as? Capsule)?.style == .fill(.blue))
        #expect((nodes[2].view as? Background)?.alignment == .topLeading)
        #expect((nodes[14].view as? ZStack)?.alignment == .topLeading)
        #expect((nodes[1].view as? Overlay)?.alignment == .bottom)
        #expect((nodes[18].view as? Color)?.color == ColorStyle.named["orange"])
    }

    @Test func borderWithWidth() throws {
        let scene = try decode(
            """
            view:
              Text: x
              border: {color: red, width: 3}
            """)
        #expect(kinds(scene.root) == ["border", "Text", "Rectangle"])
        #expect((scene.root.view as? Border)?.width == 3)
        #expect((scene.root.subviews[1].view as? Rectangle)?.style == .strokeBorder(ColorStyle.named["red"]!, lineWidth: 3))
        #expect(scene.root.subviews[1].source == SourceLocation(file: "s.yaml", line: 3, column: 3))
    }

    @Test func idTagsTheChainSoFar() throws {
        let scene = try decode(
            """
            view:
              Text: x
              modifiers: [id: text, padding: 4, id: padded]
            """)
        #expect(kinds(scene.root) == ["padding#padded", "Text#text"])
    }

    @Test func yamlCoreSchemaScalars() throws {
        let scene = try decode(
            """
            view:
              - Text: yes
              - Text: 'true'
              - Text: x
                padding: ~
              - Text: x
                bold: TRUE
                italic: False
            """)
        #expect((scene.root.subviews[0].view as? Text)?.string == "yes")
        #expect((scene.root.subviews[1].view as? Text)?.string == "true")
        #expect((flatten(scene.root).first { $0.view is Bold }?.view as? Bold)?.isActive == true)
        #expect((flatten(scene.root).first { $0.view is Italic }?.view as? Italic)?.isActive == false)
        #expect((scene.root.subviews[2].view as? Padding)?.insets == EdgeInsets(all: 16))
    }
}
