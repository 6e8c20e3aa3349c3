import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// The controls in both front ends: the same call in YAML and in Swift compiles to the same
/// view, and bad arguments are errors at their position.
@Suite("Controls, decoded")
struct ControlDecodingTests {
    /// The root view compiled from a SwiftUI source of one expression.
    func swift(_ source: String) throws -> ViewNode {
        try SceneDecoder.decode(source, file: "S.swift").root
    }

    func yaml(_ view: String) throws -> ViewNode {
        try decode("view:\n" + view).root
    }

    /// Every diagnostic of a source that must fail.
    func swiftProblems(_ source: String) -> [String] {
        do {
            let scene = try SceneDecoder.decode(source, file: "S.swift")
            return scene.warnings.map { $0.formatted() }
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aSliderReadsItsValueAndRangeInBothFrontEnds() throws {
        for root in [
            try yaml("  Slider: {value: 30, in: [0, 45]}\n"),
            try swift("Slider(value: .constant(30), in: 0...45)\n"),
            try swift("let angle = 30.0\nSlider(value: angle, in: 0 ... 45) { Text(\"Angle\") }\n"),
        ] {
            let slider = try #require(root.view as? Slider)
            #expect(slider.value == 30 && slider.lowerBound == 0 && slider.upperBound == 45)
            #expect(root.subviews.isEmpty)
        }
        // Without a range: 0...1; YAML's bare value.
        let bare = try #require(try yaml("  Slider: 0.25\n").view as? Slider)
        #expect(bare.value == 0.25 && bare.lowerBound == 0 && bare.upperBound == 1)
    }

    @Test func aSlidersValueLabelsMakeARowInBothFrontEnds() throws {
        for root in [
            try yaml("  Slider: {value: 0.3, minimumValueLabel: {Text: '0'}, maximumValueLabel: {Text: '1'}}\n"),
            try swift("Slider(value: .constant(0.3)) { Text(\"Volume\") } minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"1\") }\n"),
            try swift("Slider(value: .constant(0.3), in: 0...1, minimumValueLabel: Text(\"0\"), maximumValueLabel: Text(\"1\")) { Text(\"Volume\") }\n"),
        ] {
            // The row holds the minimum's label, the slider, the maximum's label; the slider's
            // own label ("Volume") is not drawn, as on iOS.
            #expect(root.view is SliderValueLabels)
            #expect(root.subviews.count == 3)
            #expect((root.subviews[0].view as? Text)?.string == "0")
            #expect((root.subviews[1].view as? Slider)?.value == 0.3)
            #expect((root.subviews[2].view as? Text)?.string == "1")
        }
        // SwiftUI's initializers take both labels or neither.
        #expect(diagnostics("view:\n  Slider: {value: 0.3, minimumValueLabel: {Text: '0'}}\n") == [
            "s.yaml:2:24: error: 'Slider' takes both value labels: add 'maximumValueLabel' (Slider(value: $v) { Text(\"Label\") } minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"1\") })"
        ])
    }

    @Test func aLabelStyleIsAModifierInBothFrontEnds() throws {
        for (root, style) in [
            (try yaml("  Label: {title: a, systemImage: star}\n  labelStyle: iconOnly\n"), LabelStyleKind.iconOnly),
            (try swift("Label(\"a\", systemImage: \"star\").labelStyle(.iconOnly)\n"), .iconOnly),
            (try yaml("  Label: {title: a, systemImage: star}\n  labelStyle: titleOnly\n"), .titleOnly),
            (try swift("Label(\"a\", systemImage: \"star\").labelStyle(.titleAndIcon)\n"), .titleAndIcon),
        ] {
            #expect((root.view as? LabelStyleModifier)?.style == style)
            #expect(root.subviews.first?.view is Label)
        }
        #expect(diagnostics("view:\n  Label: {title: a, systemImage: star}\n  labelStyle: iconsOnly\n") == [
            "s.yaml:3:15: error: unknown label style 'iconsOnly'; did you mean 'iconOnly'?"
        ])
        let own = swiftProblems(
            """
            struct Compact: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.title }
            }
            struct ContentView: View {
                var body: some View { Label("a", systemImage: "star").labelStyle(Compact()) }
            }
            """)
        // A style of the listing's own draws the label (AppFormsTests has its frames).
        #expect(own == [])
    }

    @Test func aStateBoundSliderReadsTheState() throws {
        let source = """
            struct ContentView: View {
                @State var degree: Double = 12
                var body: some View { Slider(value: $degree, in: 0 ... 360) }
            }
            """
        let slider = try #require(try swift(source).view as? Slider)
        #expect(slider.value == 12 && slider.upperBound == 360)
        var options = SceneDecodingOptions()
        options.overrides = ["degree": "90"]
        let set = try #require(try SceneDecoder.decode(source, file: "S.swift", options: options).root.view as? Slider)
        #expect(set.value == 90)
    }

    @Test func aRangeWhoseLowerBoundExceedsItsUpperIsAnErrorAtTheRange() {
        // Both spellings: the bounds are read, and the range is refused at its operator (where
        // Swift traps), with the range the wrong way round named and the right one suggested.
        #expect(swiftProblems("Slider(value: .constant(3), in: 10...0)\n") == [
            "S.swift:1:35: error: the range of 'Slider' is 10.0...0.0: its lower bound exceeds its upper bound (Swift traps: Range requires lowerBound <= upperBound); did you mean 0.0...10.0?"
        ])
        #expect(diagnostics("view:\n  Slider: {value: 3, in: [10, 0]}\n") == [
            "s.yaml:2:26: error: the range of 'Slider' is 10.0...0.0: its lower bound exceeds its upper bound (Swift traps: Range requires lowerBound <= upperBound); did you mean 0.0...10.0?"
        ])
    }

    @Test func badSliderArgumentsArePositioned() {
        #expect(diagnostics("view:\n  Slider: {value: 3, in: [1, 2, 3]}\n") == [
            "s.yaml:2:26: error: expected a range for 'in' of 'Slider': two numbers, [0, 1] (in Swift 0...1)"
        ])
        #expect(diagnostics("view:\n  Slider: {in: [0, 1]}\n") == [
            "s.yaml:2:11: error: 'Slider' needs 'value': Slider(value: $amount, in: 0...1)"
        ])
        #expect(swiftProblems("Slider(value: .constant(3), in: 0..<10)\n") == [
            "S.swift:1:34: error: 'Slider' takes a closed range (0.0...10.0), not a half-open one (..<)"
        ])
        #expect(diagnostics("view:\n  Slider: {value: 3, valeu: 2}\n") == [
            "s.yaml:2:22: error: unknown parameter 'valeu' for 'Slider'; did you mean 'value'?"
        ])
    }

    @Test func aToggleHasItsLabelInBothFrontEnds() throws {
        for root in [
            try yaml("  Toggle: {title: Wi-Fi, isOn: true}\n"),
            try swift("Toggle(\"Wi-Fi\", isOn: .constant(true))\n"),
            try swift("Toggle(isOn: .constant(true)) { Text(\"Wi-Fi\") }\n"),
        ] {
            #expect((root.view as? Toggle)?.isOn == true)
            #expect(kinds(root) == ["Toggle", "ControlLabel", "Text"])
            #expect((root.subviews[0].subviews[0].view as? Text)?.string == "Wi-Fi")
        }
        #expect(diagnostics("view:\n  Toggle: {title: Wi-Fi}\n") == ["s.yaml:2:11: error: 'Toggle' needs 'isOn': Toggle(\"Wi-Fi\", isOn: $on)"])
    }

    @Test func aStepperKnowsItsBounds() throws {
        let atTop = try #require(try swift("Stepper(\"Count\", value: .constant(10), in: 0...10)\n").view as? Stepper)
        #expect(atTop.canIncrement == false && atTop.canDecrement == true)
        let yamlStepper = try yaml("  Stepper: {title: Count, value: 0, in: [0, 10]}\n")
        #expect((yamlStepper.view as? Stepper)?.canDecrement == false)
        #expect(kinds(yamlStepper) == ["Stepper", "ControlLabel", "Text"])
    }

    @Test func progressViewsAndTextFields() throws {
        #expect((try swift("ProgressView(value: 3, total: 10)\n").view as? ProgressView)?.fraction == 0.3)
        #expect((try yaml("  ProgressView: {value: 3, total: 10}\n").view as? ProgressView)?.fraction == 0.3)
        #expect((try swift("ProgressView()\n").view as? ProgressView)?.fraction == nil)
        #expect((try yaml("  ProgressView\n").view as? ProgressView)?.fraction == nil)
        let labelled = try swift("ProgressView(\"Loading\", value: 0.5)\n")
        #expect(kinds(labelled) == ["ProgressView", "Text"])
        // One unlabelled string is the title of a spinner, in both front ends.
        let spinner = try swift("ProgressView(\"Loading\")\n")
        #expect(kinds(spinner) == ["ProgressView", "Text"] && (spinner.view as? ProgressView)?.fraction == nil)
        #expect(kinds(try yaml("  ProgressView: Loading\n")) == ["ProgressView", "Text"])

        let empty = try swift("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.roundedBorder)\n")
        #expect(kinds(empty) == ["textFieldStyle", "TextField", "Text"])
        #expect((empty.subviews[0].view as? TextField)?.isPlaceholder == true)
        #expect((empty.subviews[0].subviews[0].view as? Text)?.string == "Name")
        let filled = try yaml("  TextField: {title: Name, text: Taylor}\n  textFieldStyle: roundedBorder\n")
        #expect((filled.subviews[0].subviews[0].view as? Text)?.string == "Taylor")
        #expect((filled.view as? TextFieldStyleModifier)?.value == .roundedBorder)
    }

    @Test func aSecureFieldMasksItsTextButNotItsPlaceholder() throws {
        // One bullet per character of the text ("abc", and "héllo" is five characters);
        // the placeholder as written.
        for root in [try swift("SecureField(\"Password\", text: .constant(\"abc\"))\n"), try yaml("  SecureField: {title: Password, text: abc}\n")] {
            #expect(kinds(root) == ["SecureField", "Text"])
            #expect((root.view as? TextField)?.isSecure == true)
            #expect((root.subviews[0].view as? Text)?.string == "\u{2022}\u{2022}\u{2022}")
        }
        #expect((try swift("SecureField(\"P\", text: .constant(\"héllo\"))\n").subviews[0].view as? Text)?.string == String(repeating: "\u{2022}", count: 5))
        let empty = try swift("SecureField(\"Password\", text: .constant(\"\"))\n")
        #expect((empty.subviews[0].view as? Text)?.string == "Password")
        #expect((empty.view as? TextField)?.isPlaceholder == true)
        // Reported at the label, the part that is wrong: `axis: ` starts at column 46.
        #expect(swiftProblems("SecureField(\"Password\", text: .constant(\"\"), axis: .vertical)\n") == [
            "S.swift:1:46: error: unknown parameter 'axis' for 'SecureField'"
        ])
    }

    @Test func buttonStylesAndControlSizesInBothFrontEnds() throws {
        let swiftButton = try swift("Button(\"Go\") {}.buttonStyle(.borderedProminent).controlSize(.large)\n")
        let yamlButton = try yaml("  Button: Go\n  buttonStyle: borderedProminent\n  controlSize: large\n")
        for root in [swiftButton, yamlButton] {
            #expect(kinds(root) == ["controlSize", "buttonStyle", "Button", "Text"])
            #expect((root.view as? ControlSizeModifier)?.value == .large)
            #expect((root.subviews[0].view as? ButtonStyleModifier)?.value == .borderedProminent)
        }
        #expect(diagnostics("view:\n  Button: Go\n  buttonStyle: borderd\n") == [
            "s.yaml:3:16: error: unknown button style 'borderd'; did you mean 'bordered'?"
        ])
    }

    @Test func aLabelAndSymbols() throws {
        let label = try swift("Label(\"Favourites\", systemImage: \"star.fill\")\n")
        #expect(kinds(label) == ["Label", "Image", "Text"])
        let symbol = try #require(label.subviews[0].view as? SymbolImage)
        #expect(symbol.systemName == "star.fill" && symbol.outline != nil)
        let yamlLabel = try yaml("  Label: {title: Favourites, systemImage: star.fill}\n")
        #expect((yamlLabel.subviews[0].view as? SymbolImage)?.outline == symbol.outline)
        #expect((try yaml("  Image: {systemName: heart}\n").view as? SymbolImage)?.outline != nil)
        #expect((try swift("Image(systemName: \"gear\").resizable()\n").view as? SymbolImage)?.isResizable == true)
    }

    @Test func anUnknownSymbolIsAPlaceholderAndAWarning() throws {
        let scene = try SceneDecoder.decode("Image(systemName: \"star.fil\")\n", file: "S.swift")
        #expect((scene.root.view as? SymbolImage)?.outline == nil)
        #expect(scene.warnings.map { $0.formatted() } == [
            "S.swift:1:19: warning: no drawing for the SF Symbol 'star.fil': a placeholder of its size is drawn (SF Symbols cannot be shipped; Docs/Controls.md lists the symbols drawn); did you mean 'star.fill'?"
        ])
    }

    @Test func modifiersOfControlsAreNotInert() throws {
        let tinted = try yaml("  Slider: 0.5\n  tint: orange\n  labelsHidden:\n")
        #expect(kinds(tinted) == ["labelsHidden", "tint", "Slider"])
        // `.accentColor(_:)`, tint's older spelling, is the same modifier.
        let accented = try SceneDecoder.decode("Slider(value: .constant(0.5)).accentColor(.orange)", file: "S.swift")
        #expect(kinds(accented.root) == ["tint", "Slider"])
        #expect(diagnostics("view:\n  Toggle: {title: a, isOn: true}\n  toggleStyle: button\n") == [
            "s.yaml:3:16: error: only the switch toggle style is drawn (iOS's automatic style); 'toggleStyle' other than .switch is not supported yet"
        ])
    }
}
