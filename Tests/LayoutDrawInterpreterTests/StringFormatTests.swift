import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

/// `String(format:_:)` prints as Foundation does, and a format that does not match its
/// arguments is an error.
@Suite struct StringFormatTests {
    @Test func formatConversions() throws {
        // The article's `String(format: "(x: %.f, y: %.f)", …)`: %.f rounds half to even on
        // the exact binary value, as printf does.
        #expect(try SwiftFormat.format("(x: %.f, y: %.f)", [.double(38), .double(208)]) == "(x: 38, y: 208)")
        #expect(try SwiftFormat.format("%.f %.f %.f", [.double(0.5), .double(1.5), .double(2.5)]) == "0 2 2")
        #expect(try SwiftFormat.format("%.1f", [.double(97.25)]) == "97.2")
        #expect(try SwiftFormat.format("%d items", [.int(12)]) == "12 items")
        #expect(try SwiftFormat.format("%5.2f|%-4d|%%", [.double(3.14159), .int(7)]) == " 3.14|7   |%")
        #expect(try SwiftFormat.format("%@ and %s", [.string("a"), .double(1)]) == "a and 1.0")
    }

    /// Foundation reads each argument as its conversion says, so a mismatch prints something
    /// else on a device (the bits of a Double as an integer; an Int's bits as a tiny Double,
    /// 0.0): an error that says which argument and how to fix it, never a guess.
    @Test func formatMismatchesAreErrors() {
        func message(_ format: String, _ arguments: [Value]) -> String? {
            do {
                _ = try SwiftFormat.format(format, arguments)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("%d %d", [.int(1)]) == "format \"%d %d\" has more conversions than its 1 argument")
        #expect(message("%f", [.string("x")]) == "'%f' formats a Double, but argument 1 is a value of type String")
        #expect(message("%d", [.int(1), .int(2)]) == "format \"%d\" has 1 conversion but 2 arguments")
        #expect(message("%q", [.int(1)]) == "'%q' is not a conversion String(format:) supports here (%d %i %x %o %u %f %e %g %s %@ %%)")
        #expect(
            message("%.1f|%d", [.double(2), .double(3)])
                == "'%d' formats an Int, but argument 2 is a Double (3.0): on a device it prints an unrelated number; "
                + "write Int(…) around it, or use '%.0f'")
        #expect(
            message("%.1f", [.int(3)])
                == "'%.1f' formats a Double, but argument 1 is an Int (3): on a device it prints 0.0; write Double(…) around it, or use '%d'")
        #expect(message("50%", []) == "format \"50%\" ends in the middle of a conversion ('%')")
    }
}
