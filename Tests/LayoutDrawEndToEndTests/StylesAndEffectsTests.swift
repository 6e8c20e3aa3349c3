import Foundation
import LayoutDraw
import LayoutDrawCore
import LayoutDrawFrames
import Testing

/// Shape styles and effects from both front ends to pixels: each YAML spelling and its Swift
/// listing describe the same paint; the pixels are the colours derived by hand.
@Suite struct StylesAndEffectsTests {
    func layout(_ source: String, file: String) throws -> FrameTree {
        try sharedPipeline.layout(sharedPipeline.decode(source, file: file))
    }

    /// The paint and effect of the node tagged `t` (YAML `id: t`, Swift
    /// `.accessibilityIdentifier("t")`), through the whole pipeline.
    func tagged(_ source: String, file: String) throws -> FrameNode {
        try #require(try layout(source, file: file).node(id: "t"))
    }

    func pixels(_ yaml: String) throws -> RGBAImage {
        try sharedPipeline.pixels(layout(yaml, file: "s.yaml"))
    }

    static let red = ColorStyle(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A))
    static let blue = ColorStyle.blue

    // MARK: Both front ends

    /// Each pair is one shape style written in YAML and in Swift; both compile to the same paint,
    /// which is the one written by hand here.
    @Test func everyStyleReadsTheSameFromYAMLAndSwift() throws {
        let redToBlue = [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 1)]
        let cases: [(yaml: String, swift: String, paint: ShapePaint)] = [
            (
                "fill: {LinearGradient: {colors: [red, blue], startPoint: top, endPoint: bottom}}",
                ".fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
                .fill(.gradient(GradientStyle(stops: redToBlue, geometry: .linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))))
            ),
            (
                "fill: {LinearGradient: {gradient: {stops: [{color: red, location: 0}, {color: blue, location: 1}]}, startPoint: leading, endPoint: [1, 0.25]}}",
                ".fill(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]), startPoint: .leading, endPoint: UnitPoint(x: 1, y: 0.25)))",
                .fill(.gradient(GradientStyle(stops: redToBlue, geometry: .linear(start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.25)))))
            ),
            (
                "fill: {RadialGradient: {colors: [red, blue], center: topLeading, startRadius: 5, endRadius: 50}}",
                ".fill(.radialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 5, endRadius: 50))",
                .fill(.gradient(GradientStyle(stops: redToBlue, geometry: .radial(center: .topLeading, startRadius: 5, endRadius: 50))))
            ),
            (
                "fill: {EllipticalGradient: {colors: [red, blue]}}",
                ".fill(EllipticalGradient(colors: [.red, .blue]))",
                .fill(.gradient(GradientStyle(stops: redToBlue, geometry: .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))))
            ),
            (
                "fill: {AngularGradient: {colors: [red, blue], center: center, startAngle: 90, endAngle: {degrees: 270}}}",
                ".fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(270)))",
                .fill(.gradient(GradientStyle(stops: redToBlue, geometry: .angular(center: .center, startAngle: .pi / 2, endAngle: 3 * .pi / 2))))
            ),
            (
                // `angle:` and `conicGradient`: a full turn from the angle.
                "fill: {AngularGradient: {colors: [red, blue], center: center, angle: 0}}",
                ".fill(.conicGradient(colors: [.red, .blue], center: .center))",
                .fill(.gradient(GradientStyle(stops: redToBlue, geometry: .angular(center: .center, startAngle: 0, endAngle: 2 * .pi))))
            ),
            ("fill: blue.gradient", ".fill(Color.blue.gradient)", .fill(.gradient(.standard(for: Self.blue)))),
            ("fill: thinMaterial", ".fill(.thinMaterial)", .fill(.material(Material(.thin)))),
            ("fill: bar", ".fill(Material.bar)", .fill(.material(Material(.bar)))),
            (
                "stroke: {color: {LinearGradient: {colors: [red, blue], startPoint: top, endPoint: bottom}}, lineWidth: 4}",
                ".stroke(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4)",
                .stroke(.gradient(GradientStyle(stops: redToBlue, geometry: .linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))), lineWidth: 4)
            ),
            ("fill: systemGray6", ".fill(Color(.systemGray6))", .fill(ColorStyle(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E)))),
        ]
        for item in cases {
            let yaml = "canvas: {size: [100, 100]}\nview:\n  Rectangle:\n  \(item.yaml)\n  id: t\n"
            let swift = "Rectangle()\n    \(item.swift)\n    .accessibilityIdentifier(\"t\")\n"
            let fromYAML = try tagged(yaml, file: "s.yaml")
            let fromSwift = try tagged(swift, file: "s.swift")
            #expect(fromYAML.paint == .shape(.rectangle, item.paint), "YAML \(item.yaml)")
            #expect(fromSwift.paint == .shape(.rectangle, item.paint), "Swift \(item.swift)")
        }
    }

    /// Effects and the style forms of `background` and `foregroundStyle`, from both front ends.
    @Test func everyEffectReadsTheSameFromYAMLAndSwift() throws {
        let cases: [(yaml: String, swift: String, check: (FrameTree) -> Bool)] = [
            (
                "shadow: {radius: 5, x: 2, y: 3}", ".shadow(radius: 5, x: 2, y: 3)",
                { $0.node(id: "t")?.effect == .shadow(color: ColorStyle(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)), radius: 5, offset: Size(width: 2, height: 3)) }
            ),
            (
                "shadow: {color: {color: red, opacity: 0.5}, radius: 2}", ".shadow(color: .red.opacity(0.5), radius: 2)",
                { $0.node(id: "t")?.effect == .shadow(color: Self.red.opacity(0.5), radius: 2, offset: .zero) }
            ),
            ("blur: 3", ".blur(radius: 3)", { $0.node(id: "t")?.effect == .blur(radius: 3, isOpaque: false) }),
            ("blur: {radius: 3, opaque: true}", ".blur(radius: 3, opaque: true)", { $0.node(id: "t")?.effect == .blur(radius: 3, isOpaque: true) }),
            ("compositingGroup:", ".compositingGroup()", { $0.node(id: "t")?.effect == .compositingGroup }),
            (
                "mask: Circle", ".mask { Circle() }",
                { tree in tree.node(id: "t")?.effect == .mask && tree.node(id: "t").map { tree.nodes[$0.children[1]].kind } == "Circle" }
            ),
            (
                "background: ultraThinMaterial", ".background(.ultraThinMaterial)",
                { tree in tree.node(id: "t").map { tree.nodes[$0.children[1]].paint } == .shape(.rectangle, .fill(.material(Material(.ultraThin)))) }
            ),
            (
                "background: {style: regularMaterial, in: Capsule}", ".background(.regularMaterial, in: Capsule())",
                { tree in tree.node(id: "t").map { tree.nodes[$0.children[1]].paint } == .shape(.capsule, .fill(.material(Material(.regular)))) }
            ),
            // `background(in:)` fills with the background style: the system background (white,
            // black in dark mode) unless `backgroundStyle` above sets another (systemYellow here).
            (
                "background: {in: Capsule}", ".background(in: Capsule())",
                { tree in tree.node(id: "t").map { tree.nodes[$0.children[1]].paint } == .shape(.capsule, .fill(ColorStyle(light: .white, dark: .black))) }
            ),
            (
                "background: {in: Capsule}\n  backgroundStyle: yellow", ".background(in: Capsule())\n    .backgroundStyle(.yellow)",
                { tree in tree.nodes.contains { $0.paint == .shape(.capsule, .fill(ColorStyle(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A)))) } }
            ),
        ]
        for item in cases {
            let yaml = "canvas: {size: [100, 100]}\nview:\n  Color: red\n  frame: {width: 40, height: 40}\n  \(item.yaml)\n  id: t\n"
            let swift = "Color.red\n    .frame(width: 40, height: 40)\n    \(item.swift)\n    .accessibilityIdentifier(\"t\")\n"
            #expect(item.check(try layout(yaml, file: "s.yaml")), "YAML \(item.yaml)")
            #expect(item.check(try layout(swift, file: "s.swift")), "Swift \(item.swift)")
        }
    }

    /// A `ContainerRelativeShape` takes the shape `containerShape` set above it (a circle here),
    /// and is a rectangle where none is set.
    @Test func aContainerRelativeShapeTakesTheContainerShape() throws {
        let yaml = "canvas: {size: [100, 100]}\nview:\n  ZStack:\n    - {ContainerRelativeShape: null, id: t}\n  containerShape: Circle\n"
        let swift = "ZStack { ContainerRelativeShape().accessibilityIdentifier(\"t\") }\n    .containerShape(.circle)\n"
        for (source, file) in [(yaml, "s.yaml"), (swift, "s.swift")] {
            let node = try tagged(source, file: file)
            guard case .shape(let outline, _)? = node.paint else {
                Issue.record("\(file): not a shape")
                continue
            }
            #expect(outline == .circle, "\(file)")
        }
        let plain = try tagged("ContainerRelativeShape().accessibilityIdentifier(\"t\")\n", file: "s.swift")
        guard case .shape(let outline, _)? = plain.paint else { Issue.record("not a shape"); return }
        #expect(outline == .rectangle)
    }

    /// UIKit's colours and SwiftUI's colour initialisers, from both front ends.
    @Test func uiKitColoursAndColourInitialisers() throws {
        let cases: [(yaml: String, swift: String, color: ColorStyle)] = [
            ("systemGray6", "Color(.systemGray6)", ColorStyle(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E))),
            ("{uiColor: secondarySystemBackground}", "Color(uiColor: .secondarySystemBackground)", ColorStyle(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E))),
            ("systemGroupedBackground", "Color(UIColor.systemGroupedBackground)", ColorStyle(light: RGBA(hex: 0xF2F2F7), dark: .black)),
            ("label", "Color(.label)", ColorStyle(light: .black, dark: .white)),
            ("separator", "Color(.separator)", ColorStyle(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6))),
            // UIKit's `red` is pure red, SwiftUI's `.red` is systemRed.
            ("{uiColor: red}", "Color(.red)", ColorStyle(RGBA(red: 1, green: 0, blue: 0))),
            // Hue 0 at full saturation and brightness is pure red; hue 2/3 is pure blue.
            ("{hue: 0, saturation: 1, brightness: 1}", "Color(hue: 0, saturation: 1, brightness: 1)", ColorStyle(RGBA(red: 1, green: 0, blue: 0))),
            ("{hue: 0.6666666666666666, saturation: 1, brightness: 0.5}", "Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5)", ColorStyle(RGBA(red: 0, green: 0, blue: 0.5))),
            ("{white: 0.5, opacity: 0.25}", "Color(white: 0.5, opacity: 0.25)", ColorStyle(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))),
            ("{colorSpace: sRGB, red: 1, green: 0.5, blue: 0}", "Color(.sRGB, red: 1, green: 0.5, blue: 0)", ColorStyle(RGBA(red: 1, green: 0.5, blue: 0))),
        ]
        for item in cases {
            let yaml = "canvas: {size: [100, 100]}\nview:\n  Color: \(item.yaml)\n  id: t\n"
            let swift = "\(item.swift)\n    .accessibilityIdentifier(\"t\")\n"
            for (source, file) in [(yaml, "s.yaml"), (swift, "s.swift")] {
                let node = try tagged(source, file: file)
                guard case .shape(.rectangle, .fill(.color(let color)))? = node.paint else {
                    Issue.record("\(file) \(item.yaml): \(String(describing: node.paint))")
                    continue
                }
                for scheme in ColorScheme.allCases {
                    let a = color.resolved(in: scheme), b = item.color.resolved(in: scheme)
                    let close = abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9 && abs(a.alpha - b.alpha) < 1e-9
                    #expect(close, "\(file) \(item.yaml) in \(scheme): \(a) ≠ \(b)")
                }
            }
        }
    }

    /// Linear light 0.5 is sRGB 1.055 · 0.5^(1/2.4) − 0.055 = 0.735 36; Display P3's pure red is
    /// outside sRGB: it clamps to (1, 0, 0).
    @Test func colourSpacesConvertToSRGB() throws {
        let linear = try tagged("Color(.sRGBLinear, white: 0.5)\n    .accessibilityIdentifier(\"t\")\n", file: "s.swift")
        guard case .shape(_, .fill(.color(let grey)))? = linear.paint else { throw Failure.noPaint }
        #expect(abs(grey.light.red - 0.735_357) < 1e-5 && grey.light.green == grey.light.red)
        let p3 = try tagged("Color(.displayP3, red: 1, green: 0, blue: 0)\n    .accessibilityIdentifier(\"t\")\n", file: "s.swift")
        guard case .shape(_, .fill(.color(let red)))? = p3.paint else { throw Failure.noPaint }
        #expect(red.light == RGBA(red: 1, green: 0, blue: 0))
    }

    enum Failure: Error { case noPaint }

    /// `Color.gradient`: from the colour with its HSL lightness raised by 0.15 (TUIkit's fit of
    /// SwiftUI's measured gradients) at the top to the colour at the bottom. Grey 128 has
    /// lightness 128/255 = 0.502; 0.652 × 255 = 166.25.
    @Test func standardGradientIsLighterAtTheTop() {
        let grey = ColorStyle(RGBA(hex: 0x808080))
        let gradient = GradientStyle.standard(for: grey)
        #expect(gradient.geometry == .linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))
        #expect(gradient.stops.map(\.location) == [0, 1])
        #expect(abs(gradient.stops[0].color.light.red * 255 - 166.25) < 0.01)
        #expect(gradient.stops[1].color == grey)
    }

    // MARK: Pixels

    /// A black-to-white gradient across 100 pixels at scale 1: pixel x is sampled at x + 0.5,
    /// so pixel 49 is 49.5 % of the way: 0.495 × 255 = 126.2, pixel 50 is 128.8.
    @Test func linearGradientMidpoint() throws {
        let image = try pixels("""
            canvas: {size: [100, 10], scale: 1}
            view:
              LinearGradient: {colors: [black, white], startPoint: leading, endPoint: trailing}
            """)
        let p49 = image.pixel(x: 49, y: 5), p50 = image.pixel(x: 50, y: 5)
        #expect(abs(Int(p49.r) - 126) <= 1 && p49.r == p49.g && p49.g == p49.b)
        #expect(abs(Int(p50.r) - 129) <= 1)
        #expect(image.pixel(x: 0, y: 5).r <= 2 && image.pixel(x: 99, y: 5).r >= 253)
    }

    /// A 20 × 20 red square at (10, 10) with SwiftUI's default shadow (black at 33%) moved 30
    /// points right, no blur: at (45, 20) the shadow over white is 255 × 0.67 = 170.85; the
    /// square itself is untouched and so is the white beside it.
    @Test func defaultShadowIsBlackAtAThird() throws {
        let image = try pixels("""
            canvas: {size: [80, 40], scale: 1}
            view:
              Color: red
              frame: {width: 20, height: 20}
              shadow: {radius: 0, x: 30}
              position: {x: 20, y: 20}
            """)
        let shadow = image.pixel(x: 45, y: 20)
        #expect(abs(Int(shadow.r) - 171) <= 1 && shadow.r == shadow.g && shadow.g == shadow.b)
        #expect(image.pixel(x: 20, y: 20) == (255, 59, 48, 255))
        #expect(image.pixel(x: 70, y: 20) == (255, 255, 255, 255))
    }

    /// A shadow of radius 4 (standard deviation 4 pixels at scale 1) under a white card on white:
    /// 2 pixels below the card's bottom edge the blurred alpha is well above 0 (darker than the
    /// background) and below the full 33% (lighter than 171); 20 pixels (5σ) away it is gone.
    @Test func blurredShadowFadesOutward() throws {
        let image = try pixels("""
            canvas: {size: [100, 100], scale: 1}
            view:
              Color: white
              frame: {width: 40, height: 40}
              shadow: {radius: 4}
            """)
        // The card spans 30…70.
        let near = image.pixel(x: 50, y: 71), far = image.pixel(x: 50, y: 90)
        #expect(near.r < 250 && near.r > 171, "\(near)")
        #expect(far == (255, 255, 255, 255))
        #expect(image.pixel(x: 50, y: 50) == (255, 255, 255, 255))
    }

    /// A Text on a white background with a shadow: the text casts its own shadow onto the
    /// background (SwiftUI applies a shadow to every part); after `compositingGroup()` the two
    /// are one opaque part, whose shadow falls outside the background only.
    @Test func compositingGroupCastsOneShadow() throws {
        func image(_ group: Bool) throws -> RGBAImage {
            try pixels("""
                canvas: {size: [120, 60], scale: 2}
                view:
                  Text: Hello
                  modifiers: [padding: 10, background: white\(group ? ", compositingGroup" : ""), shadow: {color: black, radius: 0, x: 3, y: 3}]
                """)
        }
        let parts = try image(false), whole = try image(true)
        // Inside the background, only the per-part shadow of the text darkens pixels that the
        // text itself does not cover: the images differ there; outside, they are the same.
        var insideDiffers = false
        for y in 0..<parts.height {
            for x in 0..<parts.width where parts.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { insideDiffers = true }
        }
        #expect(insideDiffers)
        #expect(parts.pixel(x: 2, y: 2) == whole.pixel(x: 2, y: 2))
    }

    /// A 10 × 10 black square blurred by radius 3 (σ = 3 pixels at scale 1): its centre is no
    /// longer black, and 4 pixels outside its edge is no longer white.
    @Test func blurSpreadsBeyondTheFrame() throws {
        let image = try pixels("""
            canvas: {size: [40, 40], scale: 1}
            view:
              Color: black
              frame: {width: 10, height: 10}
              blur: 3
            """)
        // The square spans 15…25.
        #expect(image.pixel(x: 20, y: 20).r > 0)
        #expect(image.pixel(x: 20, y: 28).r < 255)
        #expect(image.pixel(x: 2, y: 2) == (255, 255, 255, 255))
    }

    /// An opaque blur at scale 2: a 20 × 20 red square in the middle of a 40 × 40 canvas spans
    /// points 10…30, device pixels 20…60. Its colours are averaged from inside the frame only
    /// and the result is opaque, so a uniform red stays red (#FF3B30, within rounding) up to
    /// the frame's corner (pixel 57 is point 28.5), and nothing reaches past the frame (pixel 62
    /// is point 31: the white background).
    @Test func opaqueBlurFillsItsFrameAtEveryScale() throws {
        let image = try pixels("""
            canvas: {size: [40, 40], scale: 2}
            view:
              Color: red
              frame: {width: 20, height: 20}
              blur: {radius: 3, opaque: true}
            """)
        func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
            abs(Int(p.r) - 255) <= 2 && abs(Int(p.g) - 59) <= 2 && abs(Int(p.b) - 48) <= 2 && p.a == 255
        }
        for (x, y) in [(40, 40), (57, 57), (21, 57), (57, 21)] {
            #expect(isRed(image.pixel(x: x, y: y)), "\(x), \(y): \(image.pixel(x: x, y: y))")
        }
        #expect(image.pixel(x: 62, y: 40) == (255, 255, 255, 255))
        #expect(image.pixel(x: 40, y: 17) == (255, 255, 255, 255))
    }

    /// A blur far wider than its content spreads it too thin to show: a 20-point black square
    /// blurred by radius 10⁶ (σ = 10⁶ pixels at scale 1) is at most (22 × 0.4 / 10⁶)² ≈ 8 · 10⁻¹¹
    /// opaque anywhere (its ink, 22 pixels a side with the edge's pixel, times the Gaussian's
    /// peak 1/(σ√(2π)) per axis), and radius 10³⁰⁸ less still: every pixel is the white
    /// background (the square's layer with a 3σ margin could not be held in memory, and was
    /// drawn unblurred).
    @Test func aBlurWiderThanThePictureDrawsNothing() throws {
        for radius in ["1e6", "1e308"] {
            let image = try pixels("""
                canvas: {size: [40, 40], scale: 1}
                view:
                  Color: black
                  frame: {width: 20, height: 20}
                  blur: \(radius)
                """)
            for (x, y) in [(20, 20), (10, 10), (0, 0)] {
                #expect(image.pixel(x: x, y: y) == (255, 255, 255, 255), "radius \(radius) at \(x), \(y)")
            }
        }
    }

    /// A shadow far wider than its caster is not drawn, and a shadow around it is still cast by
    /// the content: a 20 × 20 red square at (10, 10) with a shadow of radius 10³⁰⁸ inside a
    /// black unblurred shadow moved 30 points right. The square is red, at (45, 20) the outer
    /// shadow is black, and where only the wide shadow could have reached (70, 20) it is white.
    @Test func aShadowWiderThanThePictureIsNotDrawn() throws {
        let image = try pixels("""
            canvas: {size: [80, 40], scale: 1}
            view:
              Color: red
              modifiers: [frame: {width: 20, height: 20}, shadow: {radius: 1e308}, shadow: {color: black, radius: 0, x: 30}]
              position: {x: 20, y: 20}
            """)
        #expect(image.pixel(x: 20, y: 20) == (255, 59, 48, 255))
        #expect(image.pixel(x: 45, y: 20) == (0, 0, 0, 255))
        #expect(image.pixel(x: 70, y: 20) == (255, 255, 255, 255))
        #expect(image.pixel(x: 45, y: 35) == (255, 255, 255, 255))
    }

    /// Effects whose reach is not finite inside others still draw what can be seen. In a
    /// 60 × 60 canvas at scale 1, a 40-point red square (10…50) under a 10-point blue one
    /// (25…35): the blue one blurred by radius 10³⁰⁸ vanishes (as above) and the red one stays,
    /// under a mask and under a compositing group with a shadow alike; the blue one's shadow
    /// moved 10³⁰⁸ points right is far outside the picture, and the blue square itself is drawn.
    /// (Their layers' bounds grew to infinity minus infinity, and nothing was drawn.)
    @Test func effectsReachingInfinitelyFarInsideOthersKeepTheirContent() throws {
        func image(_ blue: String, _ around: String) throws -> RGBAImage {
            try pixels("""
                canvas: {size: [60, 60], scale: 1}
                view:
                  ZStack:
                    - Color: red
                      frame: {width: 40, height: 40}
                    - Color: blue
                      modifiers: [frame: {width: 10, height: 10}, \(blue)]
                  modifiers: [\(around)]
                """)
        }
        let red: (UInt8, UInt8, UInt8, UInt8) = (255, 59, 48, 255), blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
        for around in ["mask: Rectangle", "compositingGroup, shadow: 3"] {
            let blurred = try image("blur: 1e308", around)
            #expect(blurred.pixel(x: 30, y: 30) == red, "\(around)")
            #expect(blurred.pixel(x: 15, y: 15) == red, "\(around)")
            let moved = try image("shadow: {radius: 2, x: 1e308}", around)
            #expect(moved.pixel(x: 30, y: 30) == blue, "\(around)")
            #expect(moved.pixel(x: 15, y: 15) == red, "\(around)")
        }
    }

    /// A blue square masked by a circle: the corners are the background, the centre is blue.
    @Test func maskKeepsOnlyWhereTheMaskDraws() throws {
        let image = try pixels("""
            canvas: {size: [40, 40], scale: 1}
            view:
              Color: blue
              mask: Circle
            """)
        #expect(image.pixel(x: 20, y: 20) == (0, 122, 255, 255))
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        #expect(image.pixel(x: 38, y: 38) == (255, 255, 255, 255))
    }

    /// A regular material (light: white at 60% over the blurred backdrop) across a black left
    /// half and a white right half, 400 points wide at scale 1. Far from the boundary the backdrop
    /// is black (0.6 × 255 = 153) or white (255); at the boundary the blurred backdrop is half
    /// grey, so the pair of pixels around it averages 0.6 × 255 + 0.4 × 127.5 = 204.
    @Test func materialBlursWhatIsBehindIt() throws {
        let image = try pixels("""
            canvas: {size: [400, 100], scale: 1}
            view:
              ZStack:
                - HStack:
                    spacing: 0
                    content: [{Color: black}, {Color: white}]
                - Rectangle:
                  fill: regularMaterial
                  frame: {height: 20}
            """)
        #expect(abs(Int(image.pixel(x: 20, y: 50).r) - 153) <= 1)
        #expect(image.pixel(x: 380, y: 50).r == 255)
        let middle = (Int(image.pixel(x: 199, y: 50).r) + Int(image.pixel(x: 200, y: 50).r)) / 2
        #expect(abs(middle - 204) <= 2, "\(middle)")
        // Outside the material the halves are as drawn.
        #expect(image.pixel(x: 199, y: 10) == (0, 0, 0, 255) && image.pixel(x: 200, y: 10) == (255, 255, 255, 255))
    }

    /// An angular gradient from red (#FF3B30) to blue (#007AFF) around the full turn,
    /// clockwise from the trailing edge: just below the centre-right (angle 0.6°) it is red; on
    /// the left (180°) it is halfway: (255 + 0) / 2 = 127.5, (59 + 122) / 2 = 90.5,
    /// (48 + 255) / 2 = 151.5.
    @Test func angularGradientRunsClockwiseFromTheTrailingEdge() throws {
        let image = try pixels("""
            canvas: {size: [200, 200], scale: 1}
            view:
              AngularGradient: {colors: [red, blue], center: center}
            """)
        let right = image.pixel(x: 190, y: 101), left = image.pixel(x: 10, y: 100)
        #expect(abs(Int(right.r) - 255) <= 2 && abs(Int(right.g) - 59) <= 2 && abs(Int(right.b) - 48) <= 2, "\(right)")
        #expect(abs(Int(left.r) - 128) <= 3 && abs(Int(left.g) - 91) <= 3 && abs(Int(left.b) - 152) <= 3, "\(left)")
    }

    /// Text painted with a gradient from red to blue across its frame: its first glyph is red,
    /// its last blue.
    @Test func textTakesAGradientAcrossItsFrame() throws {
        let image = try pixels("""
            canvas: {size: fit, scale: 1}
            view:
              Text: IIIIIIIIIIIIIIII
              font: {size: 40, weight: black}
              foregroundStyle: {LinearGradient: {colors: [red, blue], startPoint: leading, endPoint: trailing}}
            """)
        var first: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)?, last: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)?
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: image.height / 2)
            guard p != (255, 255, 255, 255), p.r < 255 || p.b < 255 else { continue }
            if first == nil { first = p }
            last = p
        }
        let a = try #require(first), b = try #require(last)
        #expect(a.r > a.b && b.b > b.r, "\(a) … \(b)")
    }
}
