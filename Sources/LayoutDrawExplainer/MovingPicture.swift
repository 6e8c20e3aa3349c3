import LayoutDraw

/// A moving picture for a README or a DocC page: the scene drawn at each value of one varied
/// dimension, through the values and back, looping — an animated PNG (`AnimatedPNG`) or a GIF
/// (`AnimatedGIF`). The same scene and values give the same bytes.
///
/// Frames of different sizes (a varied width or height) are drawn on one picture, the size of
/// the largest, each canvas at the top-leading corner over a grey backdrop (the explainer
/// page's), so the canvas's edge moves as a window's would.
public struct MovingPicture: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        /// Animated PNG: every colour, every browser; a viewer without APNG shows the first frame.
        case apng
        /// GIF: 255 colours, for places that take only GIF.
        case gif
    }

    /// How long each value is shown, in milliseconds.
    public var frameMilliseconds = 80
    /// How long the first and the last value are shown.
    public var holdMilliseconds = 800
    /// The most bytes the frames' pixels may take in memory.
    public var maximumPixelBytes = 1 << 30

    /// The backdrop around a smaller canvas: the page's (light `#E8E8ED`, dark `#2C2C2E`).
    static func backdrop(_ scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
        scheme == .dark ? (0x2C, 0x2C, 0x2E) : (0xE8, 0xE8, 0xED)
    }

    public init() {}

    public enum Failure: Error, Sendable {
        case step(StepFailure)
        /// The frames would take more memory than `maximumPixelBytes`.
        case tooLarge(frames: Int, width: Int, height: Int, limit: Int)
        case encoding(RenderError)
    }

    /// The frames: each value of the moving dimension drawn once, shown forward then back.
    public func frames(_ steps: SceneSteps, colorScheme: ColorScheme?) throws(Failure) -> [AnimationFrame] {
        let trees: [FrameTree]
        do throws(StepFailure) {
            trees = try steps.map { (index) throws(StepFailure) -> FrameTree in
                try steps.tree(for: steps.positions(of: index), colorScheme: colorScheme)
            }
        } catch {
            throw .step(error)
        }
        // The picture's size: the largest canvas, in pixels.
        func pixels(_ tree: FrameTree) -> (Int, Int) {
            let scale = tree.canvas.scale
            return (
                Int((tree.canvas.size.width * scale - 1e-9).rounded(.up)), Int((tree.canvas.size.height * scale - 1e-9).rounded(.up))
            )
        }
        let width = trees.map { max(1, pixels($0).0) }.max() ?? 1
        let height = trees.map { max(1, pixels($0).1) }.max() ?? 1
        guard Double(width) * Double(height) * 4 * Double(trees.count) <= Double(maximumPixelBytes) else {
            throw .tooLarge(frames: trees.count, width: width, height: height, limit: maximumPixelBytes)
        }
        let images: [RGBAImage]
        do throws(StepFailure) {
            images = try steps.map { (index) throws(StepFailure) -> RGBAImage in
                let tree = trees[index]
                let image: RGBAImage
                do throws(LayoutDrawError) {
                    image = try steps.pipeline.pixels(tree)
                } catch {
                    throw StepFailure(values: steps.describe(steps.positions(of: index)), error: error)
                }
                return Self.padded(image, width: width, height: height, backdrop: Self.backdrop(tree.canvas.colorScheme))
            }
        } catch {
            throw .step(error)
        }
        var order = Array(images.indices)
        if images.count > 2 { order += Array(images.indices.dropFirst().dropLast().reversed()) }
        if images.count == 2 { order = [0, 1] }
        return order.enumerated().map { position, index in
            let atEnd = index == 0 || index == images.count - 1
            return AnimationFrame(image: images[index], milliseconds: atEnd && images.count > 1 ? holdMilliseconds : frameMilliseconds)
        }
    }

    /// The frames encoded.
    public func encode(_ frames: [AnimationFrame], as format: Format) throws(Failure) -> [UInt8] {
        do throws(RenderError) {
            switch format {
            case .apng: return try AnimatedPNG.encode(frames)
            case .gif: return try AnimatedGIF.encode(frames)
            }
        } catch {
            throw .encoding(error)
        }
    }

    /// `image` at the top-leading corner of a `width` × `height` picture filled with `backdrop`.
    /// A translucent canvas (a scene without a background) is laid over the backdrop.
    static func padded(_ image: RGBAImage, width: Int, height: Int, backdrop: (UInt8, UInt8, UInt8)) -> RGBAImage {
        let opaque = AnimationPixels.isOpaque(image)
        if image.width == width && image.height == height && opaque { return image }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = backdrop.0
            pixels[i + 1] = backdrop.1
            pixels[i + 2] = backdrop.2
        }
        for y in 0..<min(height, image.height) {
            for x in 0..<min(width, image.width) {
                let from = (y * image.width + x) * 4, to = (y * width + x) * 4
                let alpha = Int(image.pixels[from + 3])
                for c in 0..<3 {
                    let under = Int(pixels[to + c])
                    pixels[to + c] = UInt8((Int(image.pixels[from + c]) * alpha + under * (255 - alpha) + 127) / 255)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

enum AnimationPixels {
    static func isOpaque(_ image: RGBAImage) -> Bool {
        var i = 3
        while i < image.pixels.count {
            if image.pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
