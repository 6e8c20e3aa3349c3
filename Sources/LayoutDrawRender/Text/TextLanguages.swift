/// The language each part of a text is shaped in, fixed by the text alone.
///
/// Pango shapes every run of one script with a language, and the fonts' `locl` features draw
/// some characters differently per language (Noto Sans CJK's 。 sits in the corner in Japanese
/// and in the middle in Chinese; Inter has Dutch, Turkish, Bulgarian forms). Left to itself
/// Pango takes the language of a script it is not told about from the environment
/// (`PANGO_LANGUAGE`, `LANGUAGE`), so the same scene would draw differently on machines set up
/// for other languages. Every run of a script the shipped fonts cover is therefore tagged:
/// Latin `en`, Greek `el`, Cyrillic `ru`, and CJK in the language its family was chosen for
/// (`ja` with kana, `ko` with Hangul, `zh-cn` otherwise; see
/// `FontConfiguration.families(for:)`). Spaces, digits and punctuation belong to the run around them.
enum TextLanguages {
    /// Byte ranges of `text`'s UTF-8 and their language tags, in order; together they cover
    /// the text.
    static func runs(in text: String) -> [(bytes: Range<Int>, language: String)] {
        let cjk = switch FontConfiguration.cjkPreference(for: text) {
        case "Noto Sans CJK JP": "ja"
        case "Noto Sans CJK KR": "ko"
        default: "zh-cn"
        }
        var runs: [(bytes: Range<Int>, language: String)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            defer { offset += length }
            let language = language(of: scalar, cjk: cjk) ?? runs.last?.language ?? "en"
            if let last = runs.last, last.language == language {
                runs[runs.count - 1].bytes = last.bytes.lowerBound..<(offset + length)
            } else {
                runs.append((offset..<(offset + length), language))
            }
        }
        return runs
    }

    /// The language of a scalar's script, or nil for one that belongs to the run around it.
    private static func language(of scalar: Unicode.Scalar, cjk: String) -> String? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: "en"
        case 0x370...0x3FF, 0x1F00...0x1FFF: "el"
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: "ru"
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
            0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            cjk
        default: nil
        }
    }
}
