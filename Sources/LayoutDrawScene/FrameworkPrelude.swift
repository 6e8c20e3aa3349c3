import LayoutDrawSwift

/// Value types of Apple's frameworks that an app's models hold, declared in Swift for the
/// interpreter: read with a view's project as if they were among its files — reached only
/// when a file names them, so they cost nothing otherwise.
///
/// Core Location's `CLLocationCoordinate2D` and `CLLocation`, MapKit's `MKCoordinateSpan`,
/// `MKCoordinateRegion` and `MapCameraPosition`: a landmark's coordinates, a map's region
/// (Apple's Landmarks tutorial keeps a `CLLocationCoordinate2D` in its model and sets a
/// `MKCoordinateRegion` for its `MapView`). They hold their numbers as the frameworks'
/// initialisers set them; what needs the frameworks' services (geocoding, distances on the
/// globe) is not declared, and a map itself is drawn as a placeholder (`ForeignView`).
/// `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)` spans a degree of
/// latitude per 111 km, as near the equator.
///
/// SwiftData's `ModelContainer`, `ModelConfiguration`, `Schema`, `ModelContext` and
/// `FetchDescriptor`: an app's
/// container is made (`try! ModelContainer(for: schema, configurations: [config])`) and holds
/// nothing; inserting, deleting and saving do nothing, a fetch finds nothing, as `@Query`
/// starts empty ("`@Query` and friends start empty, with a warning", issue 26).
enum FrameworkPrelude {
    /// The folder messages name these declarations by.
    static let folder = "<layoutdraw>"

    /// The types these declarations give, by name.
    static let typeNames = [
        "CLLocationCoordinate2D", "CLLocation", "MKCoordinateSpan", "MKCoordinateRegion", "MapCameraPosition", "ModelConfiguration", "Schema",
        "ModelContext", "ModelContainer", "FetchDescriptor",
    ]

    /// Whether a source names one of the types (a file alone reads these declarations then).
    static func isNamed(in source: String) -> Bool {
        source.contains("modelContext") || typeNames.contains { source.contains($0) }
    }

    static let sources: [ProjectSource] = [
        ProjectSource(
            path: folder + "/CoreLocation.swift",
            text: """
                // Core Location's value types (layoutdraw's declarations).
                public struct CLLocationCoordinate2D: Hashable {
                    public var latitude: Double = 0
                    public var longitude: Double = 0
                }

                public final class CLLocation {
                    public let coordinate: CLLocationCoordinate2D
                    public init(latitude: Double, longitude: Double) {
                        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
                    }
                }

                """),
        ProjectSource(
            path: folder + "/MapKit.swift",
            text: """
                // MapKit's value types (layoutdraw's declarations).
                public struct MKCoordinateSpan: Hashable {
                    public var latitudeDelta: Double = 0
                    public var longitudeDelta: Double = 0
                }

                public struct MKCoordinateRegion {
                    public var center: CLLocationCoordinate2D
                    public var span: MKCoordinateSpan
                    public init() {
                        center = CLLocationCoordinate2D()
                        span = MKCoordinateSpan()
                    }
                    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
                        self.center = center
                        self.span = span
                    }
                    public init(center: CLLocationCoordinate2D, latitudinalMeters: Double, longitudinalMeters: Double) {
                        self.center = center
                        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
                    }
                }

                public struct MapCameraPosition {
                    public var region: MKCoordinateRegion?
                    public static let automatic = MapCameraPosition()
                    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
                        MapCameraPosition(region: region)
                    }
                }

                """),
        ProjectSource(
            path: folder + "/SwiftData.swift",
            text: """
                // SwiftData's container, configuration, schema and context (layoutdraw's
                // declarations): a store that holds nothing. What a view inserts is not kept, a
                // fetch finds nothing, and `@Query` starts empty (with a warning), as a
                // preview's store does before anything is inserted.
                public final class ModelConfiguration {
                    public init(isStoredInMemoryOnly: Bool = false) {}
                    public init(_ name: String, isStoredInMemoryOnly: Bool = false) {}
                    public init(schema: Schema, isStoredInMemoryOnly: Bool = false) {}
                }

                public final class Schema {
                    public init(_ models: [Any]) {}
                    public init(versionedSchema: Any) {}
                }

                public final class ModelContext {
                    public var autosaveEnabled = true
                    public var hasChanges = false
                    public init(_ container: ModelContainer) {}
                    public func insert(_ model: Any) {}
                    public func delete(_ model: Any) {}
                    public func save() {}
                    public func rollback() {}
                    public func fetch(_ descriptor: Any) -> [Any] { [] }
                    public func fetchCount(_ descriptor: Any) -> Int { 0 }
                }

                public struct FetchDescriptor<T> {
                    public var predicate: Any?
                    public var fetchLimit: Int?
                    public var fetchOffset: Int?
                    public var includePendingChanges = true
                    public init(predicate: Any? = nil, sortBy: [Any] = []) {
                        self.predicate = predicate
                    }
                }

                public final class ModelContainer {
                    public init(for schema: Any) {}
                    public init(for schema: Any, configurations: Any) {}
                    public init(for first: Any, _ second: Any, configurations: Any) {}
                    public init(for first: Any, _ second: Any, _ third: Any, configurations: Any) {}
                    public init(for schema: Any, migrationPlan: Any, configurations: Any) {}
                    public var mainContext: ModelContext { ModelContext(self) }
                }

                """),
    ]
}
