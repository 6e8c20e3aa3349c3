import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// `ObjectIdentifier` and protocols as values: what a hand-written dependency container keeps
/// its factories under (`registrations[ObjectIdentifier(Service.self)]`, HabitMinder's
/// `DIContainer`). With the fixed-advance measurer a body character is 10.2 wide.
extension SwiftSourceTests {
    static let container = """
        import SwiftUI
        protocol Storing { var name: String { get } }
        final class Disk: Storing { var name = "disk" }
        final class Theme { let storage: Storing; init(storage: Storing) { self.storage = storage } }

        final class Container {
            private struct Registration {
                let factory: (Container) -> Any
                var instance: Any?
            }
            private var registrations: [ObjectIdentifier: Registration] = [:]

            func register<Service>(_ type: Service.Type = Service.self, factory: @escaping (Container) -> Service) {
                registrations[ObjectIdentifier(type)] = Registration(factory: { factory($0) }, instance: nil)
            }

            func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
                let key = ObjectIdentifier(type)
                guard var registration = registrations[key] else { preconditionFailure("No dependency registered for \\(type)") }
                if let instance = registration.instance as? Service { return instance }
                guard let instance = registration.factory(self) as? Service else { preconditionFailure("wrong type") }
                registration.instance = instance
                registrations[key] = registration
                return instance
            }
        }
        """

    /// Registered under the protocol `Storing` and the class `Theme`, each resolves to what its
    /// factory made: the theme's storage is the `Disk` ("disk", 4 × 10.2 = 40.8 → 41 wide).
    /// Resolving `Theme` twice gives the instance made the first time: the same object, so its
    /// two identifiers are equal ("same": 4 characters, not "different"'s 9).
    @Test func aDependencyContainerKeyedByObjectIdentifier() throws {
        let tree = try layOut(Self.container + """

            struct V: View {
                let container: Container = {
                    let c = Container()
                    c.register(Storing.self) { _ in Disk() }
                    c.register(Theme.self) { c in Theme(storage: c.resolve(Storing.self)) }
                    return c
                }()
                var body: some View {
                    VStack(spacing: 0) {
                        Text(container.resolve(Theme.self).storage.name).accessibilityIdentifier("name")
                        Text(ObjectIdentifier(container.resolve(Theme.self)) == ObjectIdentifier(container.resolve(Theme.self)) ? "same" : "different")
                            .accessibilityIdentifier("same")
                    }
                }
            }
            """)
        #expect(tree.node(id: "name")?.frame.width == 41)
        #expect(tree.node(id: "same")?.frame.width == 41)
    }

    /// A type's identifier is not another type's, and one of a struct's value is an error, as it
    /// does not compile in Swift.
    @Test func objectIdentifiersOfTypesAndValues() {
        let tree = try? layOut("""
            import SwiftUI
            protocol Storing {}
            struct Point {}
            struct V: View {
                var body: some View {
                    Text(ObjectIdentifier(Storing.self) == ObjectIdentifier(Point.self) ? "same" : "different").accessibilityIdentifier("t")
                }
            }
            """)
        #expect(tree?.node(id: "t")?.frame.width == 92)  // 9 × 10.2 = 91.8 → 92
        let problems = problems("import SwiftUI\nstruct Point {}\nstruct V: View {\n    var body: some View { Text(\"\\(ObjectIdentifier(Point()))\") }\n}\n")
        #expect(problems.contains { $0.contains("error: ObjectIdentifier takes a class instance or a type, not a value of type Point") }, "\(problems)")
    }

    /// `.equatable()` (`EquatableView`) says when SwiftUI compares the view to update it: the
    /// view drawn is the same ("ab": 20.4 → 20.5 wide).
    @Test func equatableChangesNothingDrawn() throws {
        let tree = try layOut("import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"ab\").equatable().accessibilityIdentifier(\"t\") }\n}\n")
        #expect(tree.node(id: "t")?.frame.width == 20.5)
    }
}

/// Foundation's `NSCache`, as an image loader's cache keeps loaders by `NSString` keys.
extension SwiftSourceTests {
    /// The first `loader(for:)` of a path makes a loader and stores it; the second finds the
    /// same one (its `made` count stays 1); another path makes another (2). Widths are the
    /// counts × 10.
    @Test func anNSCacheKeepsWhatWasStored() throws {
        let tree = try layOut("""
            import SwiftUI
            final class Loader { let path: String; init(path: String) { self.path = path } }
            final class LoaderCache {
                private var loaders: NSCache<NSString, Loader> = NSCache()
                var made = 0
                func loader(for path: String) -> Loader {
                    let key = NSString(string: "\\(path)#medium")
                    if let loader = loaders.object(forKey: key) { return loader }
                    let loader = Loader(path: path)
                    made += 1
                    loaders.setObject(loader, forKey: key)
                    return loader
                }
            }
            func counts() -> (Int, Int) {
                let cache = LoaderCache()
                let a = cache.loader(for: "a")
                _ = cache.loader(for: "a")
                let first = cache.made
                _ = cache.loader(for: "b")
                return (first, a.path == "a" ? cache.made : 0)
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(counts().0 * 10), height: 5).accessibilityIdentifier("first")
                        Color.red.frame(width: CGFloat(counts().1 * 10), height: 5).accessibilityIdentifier("second")
                    }
                }
            }
            """)
        #expect(tree.node(id: "first")?.frame.width == 10)
        #expect(tree.node(id: "second")?.frame.width == 20)
        let both = try layOut("""
            import SwiftUI
            struct V: View {
                let cache: NSCache<NSString, NSString> = {
                    let cache = NSCache<NSString, NSString>()
                    cache.countLimit = 10
                    cache.setObject(NSString(string: "abc"), forKey: NSString(string: "k"))
                    cache.setObject(NSString(string: "x"), forKey: NSString(string: "gone"))
                    cache.removeObject(forKey: NSString(string: "gone"))
                    return cache
                }()
                var body: some View {
                    Text("\\(cache.object(forKey: "k") ?? "none") \\(cache.object(forKey: "gone") ?? "none") \\(cache.countLimit)")
                        .accessibilityIdentifier("t")
                }
            }
            """)
        // "abc none 10": 11 characters × 10.2 = 112.2 → 112.5.
        #expect(both.node(id: "t")?.frame.width == 112.5)
    }
}
