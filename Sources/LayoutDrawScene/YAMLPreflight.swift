internal import CYaml
import LayoutDrawCore

/// A first pass over a scene's text with libyaml's event parser, before Yams builds a tree.
///
/// Building the tree is where hostile YAML hurts: Yams composes recursively (deep nesting), and
/// resolves an alias to its anchor's subtree, which hashing and decoding then walk in full
/// (a "billion laughs" file of ten lines stands for 10⁹ nodes). The event parser is iterative
/// and this pass keeps only a stack of counts and the size of each anchor, so it measures what
/// the tree would be, in time and memory linear in the text, and stops at the first limit
/// crossed. Syntax errors are left to Yams, which reports them with more context.
enum YAMLPreflight {
    /// The first limit the text crosses, positioned where it does, or nil.
    static func check(_ text: String, file: String, limits: SceneLimits) -> Diagnostic? {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeMutableBufferPointer { buffer -> Diagnostic? in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var scan = Scan(file: file, limits: limits)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    // libyaml's own nesting limit (1000) can trip while its scanner looks ahead
                    // through `[[[[…`, before the events reach `scan`: say so in our words.
                    // Other syntax errors are Yams's to report.
                    guard let problem = parser.problem, String(cString: problem).hasPrefix("Maximum nesting level") else { return nil }
                    return scan.tooDeep(at: scan.location(parser.problem_mark))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = scan.process(event) { return problem }
            }
        }
    }

    /// The running counts of one pass.
    private struct Scan {
        let file: String
        let limits: SceneLimits
        /// The collections open around the current event: nodes counted in each so far
        /// (aliases expanded) and its anchor.
        var open: [(nodes: Int, anchor: String?)] = []
        /// Nodes in the whole stream, aliases expanded.
        var total = 0
        /// The expanded size of every anchored node completed so far.
        var anchors: [String: Int] = [:]

        init(file: String, limits: SceneLimits) {
            self.file = file
            self.limits = limits
        }

        mutating func process(_ event: yaml_event_t) -> Diagnostic? {
            let at = location(event.start_mark)
            switch event.type {
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if open.count >= limits.maximumYAMLDepth { return tooDeep(at: at) }
                if let problem = count(1, at: at) { return problem }
                let anchor =
                    event.type == YAML_SEQUENCE_START_EVENT
                    ? string(event.data.sequence_start.anchor) : string(event.data.mapping_start.anchor)
                open.append((1, anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                if let anchor = closed.anchor { anchors[anchor] = closed.nodes }
                addToParent(closed.nodes)
            case YAML_SCALAR_EVENT:
                if let problem = count(1, at: at) { return problem }
                if let anchor = string(event.data.scalar.anchor) { anchors[anchor] = 1 }
                addToParent(1)
            case YAML_ALIAS_EVENT:
                // An undefined alias is a syntax error Yams reports; count it as one node.
                let size = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                if total + size > limits.maximumYAMLNodes {
                    return .error(
                        "this alias repeats \(size) YAML node\(size == 1 ? "" : "s"), which makes the scene more than "
                            + "\(limits.maximumYAMLNodes) nodes once aliases are expanded (limit --max-yaml-nodes)",
                        at: at)
                }
                total += size
                addToParent(size)
            default:
                break
            }
            return nil
        }

        func tooDeep(at: SourceLocation) -> Diagnostic {
            .error(
                "the YAML nests more than \(limits.maximumYAMLDepth) levels deep (lists and mappings inside each other; limit --max-depth)",
                at: at)
        }

        private mutating func count(_ nodes: Int, at: SourceLocation) -> Diagnostic? {
            total += nodes
            guard total > limits.maximumYAMLNodes else { return nil }
            return .error("the scene has more than \(limits.maximumYAMLNodes) YAML nodes (limit --max-yaml-nodes)", at: at)
        }

        private mutating func addToParent(_ nodes: Int) {
            guard !open.isEmpty else { return }
            open[open.count - 1].nodes += nodes
        }

        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            guard let pointer else { return nil }
            return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }
    }
}
