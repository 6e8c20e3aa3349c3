import Dispatch
import LayoutDraw
import Synchronization

/// A scene drawn at each combination of the values of its varied dimensions: each
/// combination is decoded again with its `--set` values and its canvas (a state can change
/// what the code builds, not only the numbers), then laid out as `layoutdraw` lays it out.
public struct SceneSteps: Sendable {
    public let pipeline: Pipeline
    /// The scene's text and name.
    public let source: String
    public let file: String
    /// The options the scene is drawn with as written (the command line's).
    public let options: SceneDecodingOptions
    /// The canvas the scene decodes to with `options`, which the width and height replace.
    public let canvas: CanvasSpec
    public let dimensions: [VariedDimension]

    /// The width the canvas has as written (a fitted canvas's, once laid out): a varied
    /// height keeps it.
    public let baseWidth: Double

    /// The explaining overlays drawn over each picture (`--explain`), if any.
    public var explanation: Explanation?

    public init(
        pipeline: Pipeline, source: String, file: String, options: SceneDecodingOptions, canvas: CanvasSpec, baseWidth: Double,
        dimensions: [VariedDimension], explanation: Explanation? = nil
    ) {
        self.explanation = explanation
        self.pipeline = pipeline
        self.source = source
        self.file = file
        self.options = options
        self.canvas = canvas
        self.baseWidth = baseWidth
        self.dimensions = dimensions
    }

    /// How many combinations there are.
    public var count: Int { dimensions.reduce(1) { $0 * $1.values.count } }

    /// The value positions of combination `index` (the last dimension changes fastest).
    public func positions(of index: Int) -> [Int] {
        var rest = index
        var positions = [Int](repeating: 0, count: dimensions.count)
        for d in dimensions.indices.reversed() {
            positions[d] = rest % dimensions[d].values.count
            rest /= dimensions[d].values.count
        }
        return positions
    }

    /// The combination at these value positions.
    public func index(of positions: [Int]) -> Int {
        var index = 0
        for (d, position) in zip(dimensions.indices, positions) { index = index * dimensions[d].values.count + position }
        return index
    }

    /// `width = 200, angle = 30.0`: the values of a combination, for messages.
    public func describe(_ positions: [Int]) -> String {
        zip(dimensions, positions).map { "\($0.name) = \($0.values[$1])" }.joined(separator: ", ")
    }

    /// The decoding options of a combination, drawn in `colorScheme` (nil: as the scene says).
    public func options(for positions: [Int], colorScheme: ColorScheme?) -> SceneDecodingOptions {
        var options = self.options
        if let colorScheme { options.colorScheme = colorScheme }
        var width: Double?, height: Double?
        for (dimension, position) in zip(dimensions, positions) {
            switch dimension.target {
            case .width: width = dimension.numbers?[position]
            case .height: height = dimension.numbers?[position]
            case .property(let name): options.overrides[name] = dimension.values[position]
            }
        }
        guard width != nil || height != nil else { return options }
        switch canvas.sizing {
        case .fixed(let size):
            let newSize = Size(width: width ?? size.width, height: height ?? size.height)
            if canvas.safeArea != .zero || canvas.displayScale != 2 {
                // A device: its safe area and display scale stay, on a screen of this size.
                var device = DevicePreset(width: newSize.width, height: newSize.height, top: 0, bottom: 0, displayScale: canvas.displayScale)
                device.safeArea = canvas.safeArea
                options.device = device
                options.sizing = nil
            } else {
                options.device = nil
                options.sizing = .fixed(newSize)
            }
        case .fit, .width:
            options.device = nil
            if let height {
                options.sizing = .fixed(Size(width: width ?? baseWidth, height: height))
            } else if let width {
                options.sizing = .width(width)
            }
        }
        return options
    }

    /// Decodes and lays out one combination.
    public func tree(for positions: [Int], colorScheme: ColorScheme?) throws(StepFailure) -> FrameTree {
        do {
            var scene = try pipeline.decode(source, file: file, options: options(for: positions, colorScheme: colorScheme))
            explanation?.apply(to: &scene)
            return try pipeline.layout(scene)
        } catch {
            throw StepFailure(values: describe(positions), error: error)
        }
    }

    /// `work(index)` for every combination, on every core; the results in combination order,
    /// or the failure of the first combination that failed.
    public func map<T: Sendable>(_ work: @Sendable (Int) throws(StepFailure) -> T) throws(StepFailure) -> [T] {
        let results = Mutex<[Result<T, StepFailure>?]>(Array(repeating: nil, count: count))
        // At most as many at once as there are cores; the results do not depend on the order.
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { () throws(StepFailure) in try work(index) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { (all) throws(StepFailure) -> [T] in
            var values: [T] = []
            values.reserveCapacity(all.count)
            for result in all {
                switch result! {
                case .success(let value): values.append(value)
                case .failure(let failure): throw failure
                }
            }
            return values
        }
    }
}

/// A combination of values that could not be drawn.
public struct StepFailure: Error, Sendable {
    /// `width = 200, angle = 30.0`.
    public var values: String
    public var error: LayoutDrawError
}
