import LayoutDraw
import LayoutDrawExplainer
import Testing

/// What a source's controls let its states be (`SourceStates`), and the moving picture's
/// frames (`MovingPicture`).
@Suite struct StatesAndMovingTests {
    @Test func controlsGiveTheirRanges() throws {
        let states = try Varied(fixture: "controls.swift").states
        #expect(states.ranges.map(\.name) == ["volume", "wifi", "count"])
        #expect(states.ranges[0].values == .numbers(lower: 0, upper: 1, step: nil, isInteger: false))  // Slider(value: $volume): 0...1
        #expect(states.ranges[0].control == "Slider" && states.ranges[0].location.line == 18)
        #expect(states.ranges[1].values == .choices(["false", "true"]))
        #expect(states.ranges[2].values == .numbers(lower: 0, upper: 10, step: nil, isInteger: true))
        #expect(states.initialValues["volume"] == "0.3" && states.initialValues["wifi"] == "true" && states.initialValues["count"] == "3")
        #expect(states.propertyTypes["count"] == "Int" && states.propertyTypes["volume"] == "Double")
    }

    @Test func pickersGiveTheirTagsOrTheirEnumsCases() throws {
        let states = try Varied(fixture: "pickers.swift").states
        #expect(states.ranges.map(\.values) == [.choices([".chocolate", ".vanilla", ".strawberry"]), .choices(["0", "1", "2"])])
        #expect(states.initialValues["flavor"] == ".vanilla")
    }

    @Test func aDirectivesSetIsTheValueDrawn() throws {
        let states = try Varied(fixture: "003-rotation-geometry-30deg.swift").states
        #expect(states.ranges.map(\.values) == [
            .numbers(lower: 0, upper: 360, step: nil, isInteger: false), .numbers(lower: -100, upper: 100, step: nil, isInteger: false),
        ])
        #expect(states.initialValues["degree"] == "30" && states.initialValues["x"] == "40")
    }

    @Test func aRangeThatIsNotWrittenAsNumbersIsNotKnown() throws {
        let source = """
            struct ContentView: View {
                let maximum = 10.0
                @State var a = 1.0
                @State var b = 2
                @State var c = 0.5
                var body: some View {
                    VStack {
                        Slider(value: $a, in: 0...maximum)
                        Stepper("B", value: $b, in: 1...9, step: 2)
                        Slider(value: $c, in: -1 ... 2 * 3, step: 0.25)
                    }
                }
            }
            """
        let states = try Varied(source: source, file: "S.swift").states
        #expect(states.ranges.map(\.name) == ["b", "c"])
        #expect(states.ranges[0].values == .numbers(lower: 1, upper: 9, step: 2, isInteger: true))
        #expect(states.ranges[1].values == .numbers(lower: -1, upper: 6, step: 0.25, isInteger: false))
        #expect(states.propertyNames == ["maximum", "a", "b", "c"])
    }

    @Test func aYAMLSceneHasNoStates() throws {
        #expect(SceneDecoder.states("view: {Text: a}", file: "a.yaml") == SourceStates())
    }

    /// Through the values and back: 200, 300, 400, then 300; the first and last held. Each
    /// frame is the picture at its width on one 800 × 400-pixel picture (2x), the canvas at
    /// the top left over the page's grey.
    @Test func aMovingPictureGoesThroughTheValuesAndBack() throws {
        let steps = try Varied(fixture: "000-reader-in-hstack.swift").movingSteps(["width=200...400,step=100"])
        let frames = try MovingPicture().frames(steps, colorScheme: nil)
        #expect(frames.map(\.milliseconds) == [800, 80, 800, 80])
        #expect(frames.allSatisfy { $0.image.width == 800 && $0.image.height == 400 })
        #expect(frames[1].image == frames[3].image)
        // At 200 points the canvas ends at pixel 400: the backdrop beyond.
        #expect(frames[0].image.pixel(x: 399, y: 2) == (255, 255, 255, 255))
        #expect(frames[0].image.pixel(x: 401, y: 2) == (0xE8, 0xE8, 0xED, 255))
        #expect(frames[2].image.pixel(x: 799, y: 399) == (255, 255, 255, 255))
        // The 400-point frame is the still picture of the scene as written.
        let still = try pipeline.pixels(try Varied(fixture: "000-reader-in-hstack.swift").tree)
        #expect(frames[2].image == still)
        let apng = try MovingPicture().encode(frames, as: .apng)
        #expect(apng == (try MovingPicture().encode(frames, as: .apng)))
        #expect(Array(apng[37..<41]) == Array("acTL".utf8))
        let gif = try MovingPicture().encode(frames, as: .gif)
        #expect(Array(gif[0..<6]) == Array("GIF89a".utf8))
    }

    @Test func aDarkMovingPictureHasADarkBackdrop() throws {
        let steps = try Varied(fixture: "000-reader-in-hstack.swift").movingSteps(["width=200,400"])
        let frames = try MovingPicture().frames(steps, colorScheme: .dark)
        #expect(frames[0].image.pixel(x: 401, y: 2) == (0x2C, 0x2C, 0x2E, 255))
        #expect(frames[0].image.pixel(x: 2, y: 2) == (0, 0, 0, 255))
    }
}
