import LayoutDraw

/// What the command line needs before swift-argument-parser reads it.
///
/// - A mistyped command: `render` is the default command, so `layoutdraw vaildate a.yaml`
///   would otherwise try to draw a scene file called `vaildate` and say it does not exist. A
///   first word that is no file, has no extension or folder, and is close to a command's name
///   is a usage error with a suggestion, as git does.
/// - `--explain` alone: an option with an optional value, which the parser does not have. A
///   bare `--explain` (followed by nothing, another option, or a word that looks like a scene:
///   a file, or a name with an extension or a folder) becomes `--explain=standard`.
enum CommandLineRewriting {
    /// The commands, as typed.
    static let commands = ["render", "validate", "diff", "check", "merge-reports", "markdown", "watch", "explain", "help"]

    /// The usage error for a mistyped command, or nil.
    static func mistypedCommand(_ arguments: [String], fileExists: (String) -> Bool) -> String? {
        // `help wach`: the command after `help`, which the parser would answer with the general help.
        if arguments.first == "help", arguments.count >= 2, !arguments[1].hasPrefix("-"), !commands.contains(arguments[1]) {
            let word = arguments[1]
            let known = commands.filter { $0 != "help" }
            let suggestion = Suggestions.closest(to: word, in: known).map { "; did you mean '\($0)'?" } ?? ""
            return "unknown command '\(word)'\(suggestion) (the commands are \(known.joined(separator: ", ")); 'layoutdraw help COMMAND' describes one)"
        }
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
            !first.contains("."), !first.contains("/"), !fileExists(first)
        else { return nil }
        guard let match = Suggestions.closest(to: first, in: commands) else { return nil }
        return "unknown command '\(first)'; did you mean '\(match)'? (the commands are \(commands.filter { $0 != "help" }.joined(separator: ", ")); a scene file's name ends in .swift or .yaml)"
    }

    /// `--explain` without a value → `--explain=standard`.
    static func explainDefaults(_ arguments: [String], fileExists: (String) -> Bool) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument == "--explain" {
                let next = index + 1 < arguments.count ? arguments[index + 1] : nil
                // The next word is the overlay list unless it is an option or looks like a
                // scene (a file, or a name with an extension or a folder).
                if let next, !next.hasPrefix("-"), !next.contains("."), !next.contains("/"), !fileExists(next) {
                    result += [argument, next]
                    index += 2
                    continue
                }
                result.append("--explain=\(DrawingOptions.standardExplainValue)")
                index += 1
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }
}
