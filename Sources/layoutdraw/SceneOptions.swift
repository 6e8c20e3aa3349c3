import ArgumentParser
import LayoutDraw

/// The options `render` and `validate` share: how diagnostics are printed, the limits a scene
/// must keep to, and whether images may come from anywhere.
struct SceneOptions: ParsableArguments {
    @Option(help: "Print errors and warnings as 'text' (with the source line and a caret) or 'json' (one JSON object per line: file, line, column, severity, message), on standard error.")
    var diagnostics: DiagnosticFormat = .text

    @Flag(name: .customLong("allow-any-path"), help: "Let Image paths leave the scene's folder (absolute paths, '..', symbolic links).")
    var allowAnyPath = false

    /// The `--max-…` limits a scene must keep to.
    @OptionGroup var limitOptions: LimitOptions

    @Option(help: "Draw on a device's screen, its size and safe area (overrides canvas.device and #Preview): for example 'iPhone 15 Pro'.")
    var device: String?

    @Option(help: "The canvas: WIDTHxHEIGHT in points (e.g. 400x300), or 'fit' for the view's ideal size.")
    var size: String?

    @Option(
        name: .customLong("dynamic-type-size"),
        help: ArgumentHelp(
            "The Dynamic Type size text is set at (overrides canvas.dynamicTypeSize): xSmall, small, medium, large (the default), xLarge, xxLarge, xxxLarge, AX1 … AX5.",
            valueName: "SIZE"))
    var dynamicTypeSize: String?

    @Option(help: "The view of a SwiftUI source to draw: a View struct, or the name of a #Preview.")
    var view: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Give a stored property (@State var degree = 0) or a YAML param a value; repeatable.", valueName: "NAME=VALUE"))
    var assignments: [String] = []

    @Option(help: "Points of empty canvas around a fitted scene (overrides canvas.margin).")
    var margin: Double?

    @Option(help: "The seed of Int.random(in:) and friends in a SwiftUI source (default 0: the same seed draws the same numbers).")
    var seed: UInt64?

    @Option(help: ArgumentHelp("\"Now\" for Date() and Date.now in a SwiftUI source, in UTC (default 2024-06-10T09:41:00Z).", valueName: "DATE"))
    var date: String?

    @Option(help: "The scene's language when its name does not end in .swift or .yaml (standard input): yaml or swift.")
    var language: SourceLanguage?

    @Option(
        help: ArgumentHelp(
            "The folder of the project a SwiftUI source belongs to, whose other Swift files' declarations it may use (default: found from the file: its package target, Xcode project, git repository or folder).",
            valueName: "DIR"))
    var project: String?

    @Flag(name: .customLong("no-project"), help: "Read a SwiftUI source alone, without its project's other files.")
    var noProject = false

    @Flag(name: .customLong("no-appear"), help: "Draw the first frame: do not run the views' .onAppear and .task actions.")
    var noAppear = false

    @Option(name: .customLong("define"), help: ArgumentHelp("Define a compilation condition for #if (besides DEBUG); repeatable.", valueName: "NAME"))
    var defines: [String] = []

    @Option(name: .customLong("max-project-files"), help: "The most Swift files a project may hold (default 2000).")
    var maximumProjectFiles = 2_000

    @Option(name: .customLong("max-project-bytes"), help: "The most bytes a project's Swift files may hold together (default 40000000).")
    var maximumProjectBytes = 40_000_000

    func validate() throws {
        if let device, DevicePreset.named[device] == nil {
            throw ValidationError("unknown device '\(device)'\(Suggestions.didYouMean(device, in: DevicePreset.named.keys)); the devices are \(DevicePreset.named.keys.sorted().joined(separator: ", "))")
        }
        if let dynamicTypeSize, DynamicTypeSize(named: dynamicTypeSize) == nil {
            throw ValidationError("--dynamic-type-size: " + DynamicTypeSize.unknownMessage(dynamicTypeSize))
        }
        if let size, Self.sizing(size) == nil {
            throw ValidationError("--size takes WIDTHxHEIGHT in points (such as 400x300) or 'fit', not '\(size)'")
        }
        if let margin, !(margin >= 0 && margin <= 10_000) {
            throw ValidationError("--margin takes a number of points from 0 to 10000")
        }
        if device != nil && size != nil {
            throw ValidationError("--device and --size both set the canvas; give one")
        }
        if project != nil && noProject {
            throw ValidationError("--project and --no-project both say which project to read; give one")
        }
        if maximumProjectFiles < 0 || maximumProjectBytes < 0 {
            throw ValidationError("--max-project-files and --max-project-bytes take a number of at least 0")
        }
        if let date, SceneDecodingOptions.date(date) == nil {
            throw ValidationError("--date takes a UTC date and time such as 2024-06-10T09:41:00Z (or 2024-06-10), not '\(date)'")
        }
        for assignment in assignments where Self.assignment(assignment) == nil {
            throw ValidationError("--set takes NAME=VALUE, such as --set degree=30, not '\(assignment)'")
        }
    }

    var limits: SceneLimits { limitOptions.limits }

    /// Decoding options for the scene read from `input`.
    func decodingOptions(colorScheme: ColorScheme? = nil, scale: Double? = nil) -> SceneDecodingOptions {
        var options = SceneDecodingOptions(colorScheme: colorScheme, scale: scale)
        options.limits = limits
        options.allowsAnyImagePath = allowAnyPath
        options.device = device.flatMap { DevicePreset.named[$0] }
        options.sizing = size.flatMap(Self.sizing)
        options.dynamicTypeSize = dynamicTypeSize.flatMap(DynamicTypeSize.init(named:))
        options.viewName = view
        options.seed = seed
        options.now = date.flatMap(SceneDecodingOptions.date)
        options.margin = margin
        options.language = language
        options.runsAppearActions = !noAppear
        options.project = ProjectOptions(
            root: noProject ? .none : project.map { .directory($0) } ?? .automatic, defines: defines, maximumFiles: maximumProjectFiles,
            maximumBytes: maximumProjectBytes)
        for assignment in assignments {
            if let (name, value) = Self.assignment(assignment) { options.overrides[name] = value }
        }
        return options
    }

    /// `400x300` or `fit`.
    static func sizing(_ text: String) -> CanvasSpec.Sizing? {
        CanvasSpec.Sizing(argument: text)
    }

    /// `NAME=VALUE`.
    static func assignment(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals])
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return (name, String(text[text.index(after: equals)...]))
    }

    var printer: DiagnosticPrinter { DiagnosticPrinter(format: diagnostics) }
}

extension SourceLanguage: ExpressibleByArgument {}

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
