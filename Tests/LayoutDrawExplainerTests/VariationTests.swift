import LayoutDraw
import LayoutDrawExplainer
import Testing

/// `--vary` read and checked: the forms it takes, the values a range is cut into, and the
/// requests that cannot be done, each with a message that says what to write.
@Suite struct VariationTests {
    @Test func readsRangesStepsAndLists() throws {
        #expect(try VaryRequest.parse("width=200...400").values == .range(lower: 200, upper: 400, step: nil))
        #expect(try VaryRequest.parse("angle=-45 ... 45,step=5").values == .range(lower: -45, upper: 45, step: 5))
        #expect(try VaryRequest.parse("flavor=.vanilla,.chocolate").values == .list([".vanilla", ".chocolate"]))
        #expect(try VaryRequest.parse("width=320").values == .list(["320"]))
        #expect(try VaryRequest.parse("on=false, true").name == "on")
    }

    @Test(arguments: [
        ("width=nan...400", "'nan' is not a finite number"),
        ("width=200...inf", "'inf' is not a finite number"),
        ("width=400...200", "the range runs backwards: write width=200...400"),
        ("width=200..<400", "write a closed range with '...' (width=200...400)"),
        ("width=a...b", "'a' is not a number"),
        ("width=200...400,step=0", "the step must be greater than 0"),
        ("width=200...400,by=5", "after the range comes only step=S"),
        ("2x=1...2", "'2x' is not a name"),
        ("width", "write NAME=FROM...THROUGH"),
        ("width=", "give the values"),
        ("flavor=.a,,.b", "an empty value between commas"),
    ])
    func refusesWhatCannotBeRead(text: String, message: String) {
        let error = variationMessage { _ = try VaryRequest.parse(text) }
        #expect(error?.hasPrefix("--vary \(text): ") == true, "\(error ?? "no error")")
        #expect(error?.contains(message) == true, "\(error ?? "no error")")
    }

    /// A range of 10⁹ steps is refused before a single value is made, with a step that fits.
    @Test func aBillionStepsIsAClearError() throws {
        let varied = try Varied(fixture: "controls.swift")
        let error = variationMessage { _ = try varied.pageSteps(["count=0...1000000000,step=1"]) }
        #expect(error == "--vary count=0...1000000000,step=1 makes 1,000,000,001 values, more than 1000 (limit --max-frames): take a larger step (step=10000000 makes 101)")
        let moving = variationMessage { _ = try varied.movingSteps(["width=1...100000,step=0.0001"]) }
        #expect(moving?.contains("values, more than 1000 (limit --max-frames)") == true, "\(moving ?? "")")
    }

    @Test func aCanvasSideIsPositiveAndAtMostTheLimit() throws {
        let varied = try Varied(fixture: "000-reader-in-hstack.swift")
        #expect(variationMessage { _ = try varied.movingSteps(["width=0...400"]) }?.contains("more than 0 and at most 100000 points, not 0") == true)
        #expect(variationMessage { _ = try varied.movingSteps(["height=100,1e9"]) }?.contains("not 1e9") == true)
    }

    /// Without a step, a range is cut at the multiples of a round step, at most 24 steps.
    @Test func aRangeWithoutAStepIsCutAtRoundValues() throws {
        let varied = try Varied(fixture: "000-reader-in-hstack.swift")
        let width = try varied.movingSteps(["width=200...400"]).dimensions[0]
        #expect(width.values == stride(from: 200, through: 400, by: 10).map { String($0) })
        let angle = try Varied(fixture: "003-rotation-geometry-30deg.swift").movingSteps(["degree=0...360"]).dimensions[0]
        #expect(angle.numbers == stride(from: 0.0, through: 360, by: 15).map { $0 })
        #expect(angle.values.first == "0.0" && angle.values[2] == "30.0")  // a Double prints as Swift prints it
        let explicit = try varied.movingSteps(["width=200...230,step=20"]).dimensions[0]
        #expect(explicit.values == ["200", "220", "230"])  // the upper bound is always drawn
    }

    /// A page varies the width by default — half to one and a half times the canvas's, the
    /// canvas's own among the values, where the slider starts — and every state a control sets.
    @Test func aPageVariesTheWidthAndTheControlsStates() throws {
        let reader = try Varied(fixture: "000-reader-in-hstack.swift").pageSteps([])
        #expect(reader.dimensions.count == 1)
        let width = reader.dimensions[0]
        #expect(width.target == .width && width.values.first == "200" && width.values.last == "600")
        #expect(width.values[width.start] == "400")

        let controls = try Varied(fixture: "controls.swift").pageSteps([])
        #expect(controls.dimensions.map(\.name) == ["width", "volume", "wifi", "count"])
        let volume = controls.dimensions[1], wifi = controls.dimensions[2], count = controls.dimensions[3]
        #expect(volume.values[volume.start] == "0.3")
        #expect(wifi.values == ["false", "true"] && wifi.start == 1)
        #expect(count.values[count.start] == "3" && count.values.first == "0" && count.values.last == "10")
        // Four dimensions: the width's steps are made coarser first, and the page stays small.
        #expect(controls.dimensions[0].values == ["180", "360", "540"])
        #expect(controls.count <= 256)
    }

    @Test func aPageStartsWhereTheSceneIsAsWritten() throws {
        // `// layoutdraw: --set degree=30 --set x=40`: the sliders start at 30 and 40.
        let steps = try Varied(fixture: "003-rotation-geometry-30deg.swift").pageSteps(["degree=0...360,step=30", "x=-100...100,step=20", "width=390"])
        let degree = steps.dimensions[0], x = steps.dimensions[1]
        #expect(degree.values[degree.start] == "30.0")
        #expect(x.values[x.start] == "40.0")
        #expect(steps.count == 13 * 11)
    }

    @Test func tooManyCombinationsForAPageIsAnError() throws {
        let varied = try Varied(fixture: "003-rotation-geometry-30deg.swift")
        let error = variationMessage { _ = try varied.pageSteps(["degree=0...360,step=1", "x=-100...100,step=1"]) }
        #expect(error == "the page would draw 217,683 pictures (degree: 361 × x: 201 × width: 3), more than 1000 (limit --max-frames): take larger steps (,step=…), or hold one still (--vary NAME=VALUE)")
    }

    @Test func namesAreCheckedWithASuggestion() throws {
        let varied = try Varied(fixture: "003-rotation-geometry-30deg.swift")
        #expect(
            variationMessage { _ = try varied.pageSteps(["degre=0...10"]) }
                == "--vary degre=0...10: no stored property is named 'degre'; did you mean 'degree'? (vary width, height, or one of degree, x)")
        #expect(variationMessage { _ = try varied.pageSteps(["x=1,2", "x=3"]) } == "--vary x is given twice: give each name once")
    }

    @Test func aMovingPictureStepsThroughOneThing() throws {
        let varied = try Varied(fixture: "003-rotation-geometry-30deg.swift")
        let error = variationMessage { _ = try varied.movingSteps(["degree=0...90", "x=0...50"]) }
        #expect(error?.hasPrefix("a moving picture steps through one thing, and --vary gives 2 (degree, x)") == true)
        // One value holds a dimension still.
        let steps = try varied.movingSteps(["degree=0...90,step=15", "x=0"])
        #expect(steps.count == 7)
    }

    @Test func aWholeNumberPropertyTakesWholeValues() throws {
        let varied = try Varied(fixture: "controls.swift")
        #expect(variationMessage { _ = try varied.movingSteps(["count=0...2.5"]) }?.contains("holds whole numbers (an Int)") == true)
        #expect(try varied.movingSteps(["count=0...10"]).dimensions[0].values == (0...10).map(String.init))
    }
}
