/// The project a SwiftUI file is read with (`--project`, `--define`): the other Swift files whose
/// declarations it may use, and the compilation conditions `#if` sees.
public struct ProjectOptions: Sendable, Equatable {
    public enum Root: Sendable, Equatable {
        /// The file alone (the library's default).
        case none
        /// The project the file belongs to (the command line's default): the target folder of
        /// the `Package.swift` whose `Sources/<Target>/` holds it, else the folder of an
        /// `.xcodeproj` or `.xcworkspace`, else the enclosing git repository, else the Swift
        /// files beside it; a file of a package outside its targets is read alone.
        case automatic
        /// Every Swift file under this folder (`--project DIR`).
        case directory(String)
    }

    public var root: Root
    /// Names `#if` finds defined besides `DEBUG` (`--define NAME`).
    public var defines: [String]
    /// The most Swift files a project may hold (`--max-project-files`).
    public var maximumFiles: Int
    /// The most bytes its Swift files may hold together (`--max-project-bytes`).
    public var maximumBytes: Int

    public init(root: Root = .none, defines: [String] = [], maximumFiles: Int = 2_000, maximumBytes: Int = 40_000_000) {
        self.root = root
        self.defines = defines
        self.maximumFiles = maximumFiles
        self.maximumBytes = maximumBytes
    }
}
