import LayoutDrawCore

/// What an app's bundle holds, as the program that runs the interpreter finds it (the
/// interpreter reaches no file itself): a resource's path by name, and a file's bytes.
public protocol BundleResources: Sendable {
    /// The path of the resource `name` (`"landmarkData"`, or `"landmarkData.json"` with `ext`
    /// nil) with the extension `ext`, in `subdirectory` when given; nil when the bundle has none.
    func path(forResource name: String, withExtension ext: String?, subdirectory: String?) -> String?

    /// The bytes of the file at `path` (a path `path(forResource:…)` gave, or one the source
    /// wrote); the reason when it cannot be read (missing, outside the project, too large).
    func contents(ofFile path: String) -> Result<[UInt8], BundleReadFailure>

    /// The development language's text for `key` in the strings table `table` (`Localizable`
    /// when nil): a `.strings` file of the bundle's `en.lproj` (else `Base.lproj`), or a String
    /// Catalog (`.xcstrings`); nil when no table has the key.
    func localizedString(_ key: String, table: String?) -> String?
}

extension BundleResources {
    public func localizedString(_ key: String, table: String?) -> String? { nil }
}

/// Why a file of the bundle cannot be read, as a message's end ("… is larger than 16 MB").
public struct BundleReadFailure: Error, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

/// `Bundle.main`: the app's bundle.
///
/// Foundation: `url(forResource:withExtension:)` (and `subdirectory:`) is the URL of a resource
/// the bundle holds, nil when it holds none; `path(forResource:ofType:)` its path. An app's
/// bundle holds the resources its target copies — in an Xcode project the files of its folders
/// that are not source (folder references and synchronized groups copy them whole). layoutdraw
/// counts as bundled every file under the project's folder that is not Swift (see the compiler's
/// `ProjectResources`: the first match in path order).
public struct BundleValue: HostObject, Hashable {
    public init() {}

    public var typeName: String { "Bundle" }

    public func hasMethod(_ name: String) -> Bool {
        ["url", "path", "localizedString"].contains(name)
    }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        let labels = arguments.map(\.label)
        func string(_ index: Int) -> String? {
            guard arguments.indices.contains(index) else { return nil }
            if case .string(let s) = arguments[index].value { return s }
            return nil
        }
        // `bundle.localizedString(forKey: key, value: nil, table: "Localizable")` (SwiftGen's
        // strings): the development language's text; else the value given, when not empty;
        // else the key, as Foundation answers for a key no table has.
        if name == "localizedString", labels == ["forKey", "value", "table"], let key = string(0) {
            if let text = scope.context?.resources?.localizedString(key, table: string(2)) { return .string(text) }
            if let value = string(1), !value.isEmpty { return .string(value) }
            return .string(key)
        }
        let resource: String?
        let ext: String?
        var subdirectory: String?
        switch (name, labels) {
        case ("url", ["forResource", "withExtension"]), ("path", ["forResource", "ofType"]):
            resource = string(0)
            ext = string(1)
        case ("url", ["forResource", "withExtension", "subdirectory"]), ("path", ["forResource", "ofType", "inDirectory"]):
            resource = string(0)
            ext = string(1)
            subdirectory = string(2)
        default:
            throw ExpressionError(
                "Bundle.main takes url(forResource:withExtension:), url(forResource:withExtension:subdirectory:) or path(forResource:ofType:)", at: offset)
        }
        guard let resource, let resources = scope.context?.resources,
            let path = resources.path(forResource: resource, withExtension: ext, subdirectory: subdirectory)
        else { return Value.none }
        return name == "path" ? .string(path) : .host(HostValue(URLValue(filePath: path)))
    }

    public func isEqual(to other: any HostObject) -> Bool { other is BundleValue }

    /// `Bundle.main.bundleIdentifier` and friends a view may print: a still picture's app has
    /// none, so they are nil.
    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "bundleIdentifier", "infoDictionary", "resourcePath", "bundlePath": Value.none
        default: nil
        }
    }
}

/// `Data`: bytes, as `Data(contentsOf: url)` reads them from the bundle.
public struct DataValue: HostObject, Hashable {
    public let bytes: [UInt8]
    /// The file the bytes came from, for messages (`landmarkData.json`).
    public let source: String?

    public init(bytes: [UInt8], source: String? = nil) {
        self.bytes = bytes
        self.source = source
    }

    public var typeName: String { "Data" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "count": .int(bytes.count)
        case "isEmpty": .bool(bytes.isEmpty)
        default: nil
        }
    }

    public var description: String { "\(bytes.count) bytes" }

    public func isEqual(to other: any HostObject) -> Bool { (other as? DataValue)?.bytes == bytes }

    /// The most bytes one resource may have.
    public static let maximumBytes = 16 << 20

    /// `Data(contentsOf: url)`: the file's bytes; throws (as Foundation's does) when the file
    /// cannot be read — `try?` then gives nil.
    static func reading(_ values: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard values.count == 1 || (values.count == 2 && values[1].label == "options"), values[0].label == "contentsOf" else {
            throw ExpressionError("Data takes (contentsOf: url)", at: offset)
        }
        let path: String
        switch values[0].value {
        case .host(let host) where host.object is URLValue:
            let url = host.object as! URLValue
            guard url.scheme == "file" else {
                throw ExpressionError("Data(contentsOf:) of '\(url.absoluteString)': a still picture loads nothing from the network", at: offset)
            }
            path = url.path
        default:
            throw ExpressionError("Data(contentsOf:) takes a URL, not a value of type \(values[0].value.typeName)", at: offset)
        }
        guard let resources = scope.context?.resources else {
            throw ExpressionError("Data(contentsOf:) of '\(path)': this scene has no bundle to read from", at: offset)
        }
        switch resources.contents(ofFile: path) {
        case .success(let bytes):
            return .host(HostValue(DataValue(bytes: bytes, source: String(path.split(separator: "/").last ?? ""))))
        case .failure(let failure):
            throw ExpressionError("Data(contentsOf:) of '\(path)': \(failure.reason)", at: offset)
        }
    }
}
