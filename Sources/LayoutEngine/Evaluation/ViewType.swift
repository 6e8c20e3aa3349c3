import LayoutDrawCore
import LayoutDrawFrames
import Synchronization

/// What the engine must know of a view beyond `ViewLayout`: which of the capability protocols
/// (Protocol/Capabilities.swift) and engine roles its type adopts.
struct ViewCapabilities: OptionSet, Sendable {
    let rawValue: UInt16

    /// `ViewModifierLayout`: the first subview is the content (traits and stack axis pass through).
    static let modifier = Self(rawValue: 1 << 0)
    static let drawing = Self(rawValue: 1 << 1)
    static let environment = Self(rawValue: 1 << 2)
    static let geometryEffect = Self(rawValue: 1 << 3)
    static let explicitAlignment = Self(rawValue: 1 << 4)
    static let traits = Self(rawValue: 1 << 5)
    static let stackAxis = Self(rawValue: 1 << 6)
    static let layerOrder = Self(rawValue: 1 << 7)
    static let coordinateSpace = Self(rawValue: 1 << 8)
    /// `DynamicContentLayout`: subviews made while placing (a `GeometryReader`'s).
    static let dynamicContent = Self(rawValue: 1 << 9)
    static let anchorWriter = Self(rawValue: 1 << 10)
    static let anchorReader = Self(rawValue: 1 << 11)
    static let safeAreaProvider = Self(rawValue: 1 << 12)
}

/// A view type's capabilities and, for each it adopts, the type as that protocol's metatype
/// (through which `TypedViewBox` calls it). Found with dynamic casts once per type for the
/// process's life (`of`): a cast for each call was a tenth of layout's time.
final class ViewType: Sendable {
    let capabilities: ViewCapabilities
    let drawing: (any DrawingLayout.Type)?
    let environment: (any EnvironmentChangingLayout.Type)?
    let geometryEffect: (any GeometryEffectLayout.Type)?
    let explicitAlignment: (any ExplicitAlignmentLayout.Type)?
    let traits: (any TraitWritingLayout.Type)?
    let stackAxis: (any StackAxisLayout.Type)?
    let layerOrder: (any LayerOrderingLayout.Type)?
    let coordinateSpace: (any CoordinateSpaceLayout.Type)?

    private init(_ type: any ViewLayout.Type) {
        drawing = type as? any DrawingLayout.Type
        environment = type as? any EnvironmentChangingLayout.Type
        geometryEffect = type as? any GeometryEffectLayout.Type
        explicitAlignment = type as? any ExplicitAlignmentLayout.Type
        traits = type as? any TraitWritingLayout.Type
        stackAxis = type as? any StackAxisLayout.Type
        layerOrder = type as? any LayerOrderingLayout.Type
        coordinateSpace = type as? any CoordinateSpaceLayout.Type
        var capabilities: ViewCapabilities = []
        if type is any ViewModifierLayout.Type { capabilities.insert(.modifier) }
        if drawing != nil { capabilities.insert(.drawing) }
        if environment != nil { capabilities.insert(.environment) }
        if geometryEffect != nil { capabilities.insert(.geometryEffect) }
        if explicitAlignment != nil { capabilities.insert(.explicitAlignment) }
        if traits != nil { capabilities.insert(.traits) }
        if stackAxis != nil { capabilities.insert(.stackAxis) }
        if layerOrder != nil { capabilities.insert(.layerOrder) }
        if coordinateSpace != nil { capabilities.insert(.coordinateSpace) }
        if type is any DynamicContentLayout.Type { capabilities.insert(.dynamicContent) }
        if type is any AnchorPreferenceWriter.Type { capabilities.insert(.anchorWriter) }
        if type is any AnchorPreferenceReader.Type { capabilities.insert(.anchorReader) }
        if type is any SafeAreaProvidingLayout.Type { capabilities.insert(.safeAreaProvider) }
        self.capabilities = capabilities
    }

    /// Every type met so far, by the address of its metadata. Types are few (one per view and
    /// modifier), so they are kept for the process's life.
    private static let known = Mutex(WordTable<ViewType>(capacity: 64))

    /// The capabilities of `type`, found on first use.
    static func of(_ type: any ViewLayout.Type) -> ViewType {
        let key = UInt64(UInt(bitPattern: ObjectIdentifier(type)))
        return known.withLock { table in
            if let found = table[key] { return found }
            let found = ViewType(type)
            table[key] = found
            return found
        }
    }
}

/// The traits a parent reads of a view (`TraitWritingLayout`), computed once per node.
struct LayoutTraits {
    var priority: Double
    var zIndex: Double
    var spacing: ViewSpacing

    /// A view's that sets none and is not a modifier.
    static let standard = LayoutTraits(priority: 0, zIndex: 0, spacing: .standard)
}
