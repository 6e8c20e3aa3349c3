import LayoutDrawCore
import LayoutDrawInterpreter

/// The images of an asset catalogue's image set, read from its `Contents.json`.
enum AssetCatalogue {
    struct Image {
        var filename: String
        /// 1, 2 or 3 (`"scale": "2x"`); 1 when not given.
        var scale: Double
        var isVector: Bool { filename.lowercased().hasSuffix(".svg") }
        /// A PDF or HEIC image, which is not decoded here: taken only when the set has no other,
        /// so that the message names its format.
        var isUndecodable: Bool {
            let name = filename.lowercased()
            return name.hasSuffix(".pdf") || name.hasSuffix(".heic") || name.hasSuffix(".heif")
        }
    }

    /// The images listed in `set/Contents.json` that exist beside it.
    static func images(inSetAt set: String) -> [Image] {
        guard let text = FileSystem.readText(set + "/Contents.json", limit: 1 << 20), let json = TinyJSON.parse(text),
            case .object(let root) = json, case .array(let entries)? = root["images"]
        else { return [] }
        return entries.compactMap { entry in
            guard case .object(let fields) = entry, case .string(let filename)? = fields["filename"],
                !filename.contains("/"), FileSystem.isFile(set + "/" + filename)
            else { return nil }
            var scale = 1.0
            if case .string(let text)? = fields["scale"], let n = Double(text.dropLast()), text.hasSuffix("x"), n > 0 { scale = n }
            return Image(filename: filename, scale: scale)
        }
    }
}

/// Just enough JSON for `Contents.json`: objects, arrays, strings, numbers, booleans, null.
enum TinyJSON: Equatable {
    case object([String: TinyJSON])
    case array([TinyJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func parse(_ text: String) -> TinyJSON? {
        var scalars = Array(text.unicodeScalars)[...]
        guard let value = parseValue(&scalars, depth: 0) else { return nil }
        skipSpace(&scalars)
        return scalars.isEmpty ? value : nil
    }

    private static func skipSpace(_ s: inout ArraySlice<Unicode.Scalar>) {
        while let c = s.first, c == " " || c == "\n" || c == "\r" || c == "\t" { s.removeFirst() }
    }

    private static func parseValue(_ s: inout ArraySlice<Unicode.Scalar>, depth: Int) -> TinyJSON? {
        guard depth < 64 else { return nil }
        skipSpace(&s)
        guard let c = s.first else { return nil }
        switch c {
        case "{":
            s.removeFirst()
            var fields: [String: TinyJSON] = [:]
            skipSpace(&s)
            if s.first == "}" { s.removeFirst(); return .object(fields) }
            while true {
                skipSpace(&s)
                guard case .string(let key)? = parseString(&s) else { return nil }
                skipSpace(&s)
                guard s.first == ":" else { return nil }
                s.removeFirst()
                guard let value = parseValue(&s, depth: depth + 1) else { return nil }
                fields[key] = value
                skipSpace(&s)
                guard let next = s.popFirst() else { return nil }
                if next == "}" { return .object(fields) }
                guard next == "," else { return nil }
            }
        case "[":
            s.removeFirst()
            var items: [TinyJSON] = []
            skipSpace(&s)
            if s.first == "]" { s.removeFirst(); return .array(items) }
            while true {
                guard let value = parseValue(&s, depth: depth + 1) else { return nil }
                items.append(value)
                skipSpace(&s)
                guard let next = s.popFirst() else { return nil }
                if next == "]" { return .array(items) }
                guard next == "," else { return nil }
            }
        case "\"":
            return parseString(&s)
        default:
            var word = ""
            while let c = s.first, !" \n\r\t,]}".unicodeScalars.contains(c) {
                word.unicodeScalars.append(c)
                s.removeFirst()
            }
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return Double(word).map { .number($0) }
            }
        }
    }

    private static func parseString(_ s: inout ArraySlice<Unicode.Scalar>) -> TinyJSON? {
        guard s.first == "\"" else { return nil }
        s.removeFirst()
        var text = String.UnicodeScalarView()
        while let c = s.popFirst() {
            switch c {
            case "\"": return .string(String(text))
            case "\\":
                guard let e = s.popFirst() else { return nil }
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "u":
                    let hex = String(String.UnicodeScalarView(s.prefix(4)))
                    s = s.dropFirst(4)
                    guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { return nil }
                    text.append(scalar)
                default: text.append(e)
                }
            default: text.append(c)
            }
        }
        return nil
    }
}
