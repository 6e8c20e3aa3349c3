import ArgumentParser
import LayoutDraw

/// `layoutdraw diff A.png B.png`: compare two PNGs pixel by pixel, as pixelmatch does.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images pixel by pixel (pixelmatch's YIQ metric and anti-aliasing detection).",
        discussion: """
            Prints the number of mismatched pixels and of anti-aliased pixels (which are not \
            counted). The diff image shows the first image faded, differences in red and \
            anti-aliasing in yellow.

            Exit status: 0 within tolerance, 1 different, 2 the sizes differ, 64 usage error, \
            66 missing or unreadable input, 73 the diff image could not be written.
            """)

    @Argument(help: "The expected image (PNG).")
    var first: String

    @Argument(help: "The actual image (PNG).")
    var second: String

    @Option(name: [.short, .customLong("output")], help: "Write the diff image to this PNG file.")
    var output: String?

    @OptionGroup var comparison: ComparisonOptions

    @Flag(help: "Print the result as JSON instead of text.")
    var json = false

    static let sizesDiffer = ExitCode(2)
    static let different = ExitCode(1)

    func run() throws {
        let a: [UInt8], b: [UInt8]
        do {
            a = try FileAccess.readBytes(first)
            b = try FileAccess.readBytes(second)
        } catch {
            printError("layoutdraw: error: \(error.description)")
            throw ExitStatus.missingInput
        }
        var options = comparison.pixelMatchOptions
        options.drawsDiffImage = output != nil
        let result: PixelMatchResult
        do {
            result = try ImageComparison.compare(png: a, with: b, options: options)
        } catch {
            switch error {
            case .unreadable(let isFirst, let reason):
                printError("layoutdraw: error: \(isFirst ? first : second): not a readable PNG (\(reason))")
                throw ExitStatus.missingInput
            case .sizeMismatch(let sizeA, let sizeB):
                if json {
                    report(JSONValue.object([
                        ("first", .string(first)), ("second", .string(second)), ("status", .string("sizeMismatch")),
                        ("firstSize", Self.json(sizeA)), ("secondSize", Self.json(sizeB)),
                    ]).serialized())
                } else {
                    print("sizes differ: \(first) is \(sizeA), \(second) is \(sizeB) pixels")
                }
                throw Self.sizesDiffer
            }
        }

        if let output, let image = result.diffImage {
            do {
                try OutputFile.writeAtomically(try PNGCodec.encode(image), to: output)
            } catch let error as OutputFile.WriteError {
                printError("layoutdraw: error: \(error.description)")
                throw ExitStatus.cannotWrite
            } catch {
                printError("layoutdraw: error: cannot encode the diff image: \(error)")
                throw ExitStatus.internalError
            }
        }

        let accepted = comparison.tolerance.accepts(result)
        if json {
            report(JSONValue.object([
                ("first", .string(first)), ("second", .string(second)),
                ("status", .string(accepted ? "match" : "different")),
                ("withinTolerance", .bool(accepted)),
                ("mismatchedPixels", .integer(result.mismatchedPixels)),
                ("antialiasedPixels", .integer(result.antialiasedPixels)),
                ("totalPixels", .integer(result.totalPixels)),
                ("mismatchRatio", .number(result.mismatchRatio)),
                ("size", Self.json(result.size)),
            ]).serialized())
        } else {
            print("mismatched: \(result.mismatchedPixels) of \(result.totalPixels) pixels (\(result.mismatchPercentage))")
            print("anti-aliased: \(result.antialiasedPixels) pixels (not counted)")
            print(accepted ? "within tolerance" : "different")
        }
        if !accepted { throw Self.different }
    }

    private func report(_ text: String) { print(text) }

    static func json(_ size: PixelSize) -> JSONValue {
        .object([("width", .integer(size.width)), ("height", .integer(size.height))])
    }
}
