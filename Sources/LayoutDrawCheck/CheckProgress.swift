import LayoutDraw

/// How far a `CheckRunner` run has got, reported after each scene.
public struct CheckProgress: Sendable, Hashable {
    /// Scenes finished so far, this one included.
    public var completed: Int
    /// Scenes in the run.
    public var total: Int
    /// The scene just finished.
    public var sceneName: String
}
