import LayoutDraw

/// What a check run does: which scenes, in which variants, against goldens kept where.
public struct CheckPlan: Sendable, Hashable {
    /// The scenes, sorted by path (twins side by side).
    public var scenes: [CheckScene]
    /// The variants every scene is drawn in; `[.asWritten]` draws each scene as written.
    public var variants: [CheckVariant]
    /// The goldens' folder; nil keeps each scene's goldens beside it, in its own folder.
    public var goldenDirectory: String?

    public init(scenes: [CheckScene], variants: [CheckVariant] = [.asWritten], goldenDirectory: String? = nil) {
        self.scenes = scenes
        self.variants = variants.isEmpty ? [.asWritten] : variants
        self.goldenDirectory = goldenDirectory
    }

    /// Where the golden of `scene` in `variant` is kept: `GOLDEN_DIR/chapter1/card~dark@2x.png`,
    /// or beside the scene (`docs/chapter1/card~dark@2x.png`) without a golden folder.
    public func goldenPath(for scene: CheckScene, variant: CheckVariant) -> String {
        if let goldenDirectory {
            return Self.join(goldenDirectory, variant.goldenName(base: scene.goldenBase))
        }
        let name = scene.goldenBase.split(separator: "/").last.map(String.init) ?? scene.goldenBase
        let folder = Self.folder(of: scene.path)
        return folder == "." && !scene.path.hasPrefix("./") ? variant.goldenName(base: name) : Self.join(folder, variant.goldenName(base: name))
    }

    /// Each variant of each scene, scenes first: the order of the results.
    public var items: [(scene: CheckScene, variant: CheckVariant)] {
        scenes.flatMap { scene in variants.map { (scene, $0) } }
    }

    /// Checks that no two scenes (other than twins) would share a golden.
    ///
    /// - Throws: `CheckError.duplicateSceneName` naming both scenes.
    public func checkGoldensAreDistinct() throws(CheckError) {
        guard let variant = variants.first else { return }
        var owner: [String: CheckScene] = [:]
        for scene in scenes {
            let golden = goldenPath(for: scene, variant: variant)
            if let other = owner[golden], other.stemPath != scene.stemPath {
                throw .duplicateSceneName(scene.goldenBase, paths: [other.path, scene.path])
            }
            owner[golden] = scene
        }
    }

    /// The scenes grouped so that twins stay together: ranges of `scenes`.
    public var groups: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in scenes.indices
        where index + 1 == scenes.count || scenes[index + 1].stemPath != scenes[index].stemPath {
            result.append(start..<(index + 1))
            start = index + 1
        }
        return result
    }

    /// The part of the plan shard `shard` checks: a contiguous run of the sorted scenes (twins
    /// never split), cut so that every shard's scenes weigh about the same (`weight`: by
    /// default the number of views and modifiers each scene's file names, plus a fixed cost).
    public func sharded(_ shard: CheckShard, weight: (CheckScene) -> Int = SceneWeight.weight(of:)) -> CheckPlan {
        let groups = self.groups
        let weights = groups.map { group in scenes[group].reduce(0) { $0 + max(1, weight($1)) } }
        let ranges = CheckShard.partition(weights: weights, count: shard.count)
        var plan = self
        let mine = ranges[shard.index - 1]
        plan.scenes = mine.isEmpty ? [] : Array(scenes[groups[mine.lowerBound].lowerBound..<groups[mine.upperBound - 1].upperBound])
        return plan
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// `--shard 2/4`: the second of four runners splitting a check between them.
public struct CheckShard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/4`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Cuts items of the given weights (in order, each at least 1) into `count` contiguous
    /// ranges of about equal weight: item k goes to the shard in which the middle of its weight
    /// falls, so each shard's weight is within one item's weight of `total / count`. Every item
    /// is in exactly one range; a range may be empty when there are fewer items than shards.
    public static func partition(weights: [Int], count: Int) -> [Range<Int>] {
        precondition(count >= 1, "a partition into at least one shard")
        let total = weights.reduce(0) { $0 + max(1, $1) }
        var starts = Array(repeating: weights.count, count: count + 1)
        starts[0] = 0
        var before = 0
        var shardOfPrevious = 0
        for (k, weight) in weights.enumerated() {
            let w = max(1, weight)
            // The middle of item k, 2·before + w over 2·total, scaled to shards; integers only.
            let shard = min(count - 1, (2 * before + w) * count / (2 * total))
            if k == 0 {
                for s in 0...shard { starts[s] = 0 }
            } else if shard > shardOfPrevious {
                for s in (shardOfPrevious + 1)...shard { starts[s] = k }
            }
            shardOfPrevious = shard
            before += w
        }
        return (0..<count).map { starts[$0]..<max(starts[$0], starts[$0 + 1]) }
    }
}

/// How much work a scene is, to balance shards: a fixed cost per scene plus the number of
/// views and modifiers its file names, counted in the text without decoding it.
public enum SceneWeight {
    /// A scene's fixed cost in nodes: the canvas is drawn and compared whatever the scene
    /// holds. Measured with the release build (2026-11-24, 200 scenes × 4 variants on a
    /// 300 × 160 point canvas at 2x and 3x): 1.2 ms a variant for a scene of 25 nodes, 10.6 ms
    /// for one of 2,005, so a node costs (10.6 − 1.2) / 1,980 ≈ 4.75 µs and the rest of a
    /// variant 1.2 − 25 × 0.00475 ≈ 1.08 ms, the cost of about 230 nodes.
    public static let fixedCost = 230

    /// The weight of the scene file at `scene.path`; the fixed cost alone when it cannot be read.
    public static func weight(of scene: CheckScene) -> Int {
        guard let bytes = try? FileReading.bytes(atPath: scene.path, limit: 64 << 20) else { return fixedCost }
        return fixedCost + nodes(inText: bytes)
    }

    /// The number of words in `text` that name a view or a modifier (`Text`, `padding`), as
    /// either front end writes them: a ForEach's copies are not multiplied.
    public static func nodes(inText text: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard isWordStart(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < text.count, isWordByte(text[index]) { index += 1 }
            if index - start <= 32, names.contains(Array(text[start..<index])) { count += 1 }
        }
        return count
    }

    private static let names: Set<[UInt8]> = Set((SceneCompiler.viewNames.union(SceneCompiler.modifierNames)).map { Array($0.utf8) })

    private static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
