/// The explaining overlays `layoutdraw --explain` adds to a scene without editing it: the
/// diagram layer's canvas-wide items (README "Diagrams"), applied to the decoded scene's canvas
/// before layout, so a scene's own `canvas.annotate`, `layoutTree` and `annotate:` items stay and
/// the label limit counts the added labels too.
public struct Explanation: Hashable, Sendable {
    /// One overlay.
    public enum Part: String, Hashable, Sendable, CaseIterable {
        /// Every distinct frame outlined, dashed (`canvas.annotate: [frame]`).
        case frames
        /// Every distinct frame's size, "W × H" (`canvas.annotate: [size]`).
        case sizes
        /// The size each distinct frame was proposed, as a dashed box (`canvas.annotate: [proposal]`).
        case proposals
        /// Every distinct frame's origin in canvas coordinates (`canvas.annotate: [origin]`).
        case origins
        /// The layout tree beside the picture: each node's proposal and size (`canvas.layoutTree: right`).
        case tree
        /// The safe-area insets shaded and labelled (`canvas.showSafeArea: true`).
        case safeArea = "safe-area"
        /// Every frame outlined in solid red with its nodes' names (`canvas.debug: true`).
        case debug
    }

    /// The overlays, in the order given.
    public var parts: [Part]

    public init(_ parts: [Part]) {
        var unique: [Part] = []
        for part in parts where !unique.contains(part) { unique.append(part) }
        self.parts = unique
    }

    /// `--explain` without a list: each frame outlined with its size, and the layout tree with
    /// every node's proposal and size beside the picture; the safe area where there is one.
    public static let standard = Explanation([.frames, .sizes, .tree, .safeArea])

    /// Reads `frames,tree` (commas or spaces between names, `all` for every part); the error
    /// names the unknown part, with a suggestion.
    public static func parse(_ text: String) -> Result<Explanation, ParseError> {
        var parts: [Part] = []
        for word in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let name = String(word)
            if name == "all" {
                parts += Part.allCases.filter { $0 != .debug }
            } else if name == "standard" || name == "default" {
                parts += standard.parts
            } else if let part = Part(rawValue: name) ?? Self.aliases[name] {
                parts.append(part)
            } else {
                let names = Part.allCases.map(\.rawValue) + ["all"]
                return .failure(ParseError(message: "unknown overlay '\(name)'\(Suggestions.didYouMean(name, in: names)) (the overlays are \(names.joined(separator: ", ")))"))
            }
        }
        if parts.isEmpty { return .failure(ParseError(message: "name at least one overlay: \(Part.allCases.map(\.rawValue).joined(separator: ", ")) or all")) }
        return .success(Explanation(parts))
    }

    /// Singular names and the scene keys' names, which a user may type from the README.
    static let aliases: [String: Part] = [
        "frame": .frames, "size": .sizes, "proposal": .proposals, "origin": .origins, "layoutTree": .tree,
        "layout-tree": .tree, "safeArea": .safeArea, "showSafeArea": .safeArea,
    ]

    public struct ParseError: Error, Sendable {
        public var message: String
    }

    /// Adds the overlays to a diagram request: annotation kinds the scene's `canvas.annotate`
    /// does not have yet, the layout tree on the right unless the scene placed it, the safe area,
    /// the debug outlines.
    public func apply(to request: inout DiagramRequest) {
        for part in parts {
            let kind: AnnotationKind?
            switch part {
            case .frames: kind = .frame
            case .sizes: kind = .size
            case .proposals: kind = .proposal
            case .origins: kind = .origin
            case .tree:
                kind = nil
                if request.layoutTree == nil { request.layoutTree = .right }
            case .safeArea:
                kind = nil
                request.showsSafeArea = true
            case .debug:
                kind = nil
                request.showsDebugOutlines = true
            }
            if let kind, !request.annotations.contains(where: { $0.kind == kind }) {
                request.annotations.append(AnnotationRequest(kind))
            }
        }
    }

    /// The scene with the overlays added to its canvas.
    public func apply(to scene: inout Scene) {
        apply(to: &scene.canvas.diagram)
    }
}
