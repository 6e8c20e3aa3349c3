import LayoutDrawInterpreter

/// Skips a token's leading trivia in a source's text: the positions of `SwiftLowering`.
///
/// In a tree that parsed without errors, the trivia before a token is whitespace (spaces, tabs,
/// line breaks, vertical tabs and form feeds) and comments (`//…` to the end of the line,
/// `/* … */`, which nest in Swift, and their `///` and `/** */` documentation forms). The file's
/// first token may also follow a byte-order mark or a `#!` line: `SwiftLowering.offset(_:)`
/// asks swift-syntax there.
enum TokenStart {
    /// The offset of the first byte at or after `start` in `text` that is not trivia (the
    /// text's end if none is).
    static func skippingTrivia(in text: [UInt8], from start: Int) -> Int {
        var index = max(0, start)
        let end = text.count
        while index < end {
            switch text[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0x2F where index + 1 < end && text[index + 1] == 0x2F:
                // A line comment, to the end of its line.
                index += 2
                while index < end, text[index] != 0x0A, text[index] != 0x0D { index += 1 }
            case 0x2F where index + 1 < end && text[index + 1] == 0x2A:
                // A block comment; they nest.
                index += 2
                var depth = 1
                while index < end, depth > 0 {
                    if text[index] == 0x2F, index + 1 < end, text[index + 1] == 0x2A {
                        depth += 1
                        index += 2
                    } else if text[index] == 0x2A, index + 1 < end, text[index + 1] == 0x2F {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                }
            default:
                return index
            }
        }
        return min(index, end)
    }
}
