import Foundation
import Testing

/// Sample data an app bundles (issue 26): `Bundle.main.url(forResource:withExtension:)` finds a
/// file of the project's folder, `Data(contentsOf:)` reads it, and `JSONDecoder` decodes it
/// into the source's `Codable` types, as Apple's Landmarks tutorial loads its landmarks. Every
/// number and string below is the JSON's, read by the rules in `JSONDecoding`'s doc comment.
@Suite("Bundled JSON sample data")
struct BundledDataTests {
    /// The texts of the `--format json` dump, in tree order.
    func texts(_ result: CommandResult) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        return nodes.filter { $0["kind"] as? String == "Text" }.compactMap { $0["text"] as? String }
    }

    /// Landmarks' loader, word for word in its form: a generic `load<T: Decodable>` whose `T`
    /// is the declared type of the property it fills.
    static let loader = """
        import Foundation
        func load<T: Decodable>(_ filename: String) -> T {
            let data: Data
            guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                fatalError("Couldn't find \\(filename) in main bundle.")
            }
            do {
                data = try Data(contentsOf: file)
            } catch {
                fatalError("Couldn't load \\(filename) from main bundle:\\n\\(error)")
            }
            do {
                let decoder = JSONDecoder()
                return try decoder.decode(T.self, from: data)
            } catch {
                fatalError("Couldn't parse \\(filename) as \\(T.self):\\n\\(error)")
            }
        }
        """

    static let model = """
        import SwiftUI
        struct Landmark: Hashable, Codable, Identifiable {
            var id: Int
            var name: String
            var category: Category
            enum Category: String, CaseIterable, Codable {
                case lakes = "Lakes"
                case rivers = "Rivers"
            }
            var coordinates: Coordinates
            struct Coordinates: Hashable, Codable {
                var latitude: Double
                var longitude: Double
            }
            var rating: Double?
        }
        @Observable
        class ModelData {
            var landmarks: [Landmark] = load("landmarkData.json")
        }
        """

    static let list = """
        import SwiftUI
        struct LandmarkList: View {
            @Environment(ModelData.self) var modelData
            var body: some View {
                VStack {
                    ForEach(modelData.landmarks) { landmark in
                        Text("\\(landmark.name) \\(landmark.category.rawValue) \\(landmark.coordinates.latitude) \\(landmark.rating == nil ? "unrated" : "\\(landmark.rating!)")")
                    }
                    Text("\\(modelData.landmarks.count) landmarks")
                }
            }
        }
        """

    @Test func landmarksLoadsItsBundledJSONThroughAGenericLoader() throws {
        let folder = try temporaryProject([
            "App/Model/Loader.swift": Self.loader,
            "App/Model/Landmark.swift": Self.model,
            "App/LandmarkList.swift": Self.list,
            "App/Resources/landmarkData.json": """
                [
                  {"name": "Turtle Rock", "category": "Rivers", "id": 1001, "coordinates": {"longitude": -116.166868, "latitude": 34.011286}},
                  {"name": "Silver Salmon Creek", "category": "Lakes", "id": 1002, "coordinates": {"longitude": -152.665167, "latitude": 59.980167}, "rating": 4.5}
                ]
                """,
        ])
        let result = try runLayoutdraw(["App/LandmarkList.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // Two elements; the first has no "rating" (an optional: nil); Swift prints the latitudes
        // as written.
        #expect(try texts(result) == ["Turtle Rock Rivers 34.011286 unrated", "Silver Salmon Creek Lakes 59.980167 4.5", "2 landmarks"])
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    @Test func codingKeysSnakeCaseDatesAndAMissingResource() throws {
        let folder = try temporaryProject([
            "App/TripView.swift": """
                import SwiftUI
                struct Trip: Decodable {
                    let title: String
                    let nightCount: Int
                    let startsAt: Date
                    let home: URL
                    enum CodingKeys: String, CodingKey {
                        case title = "trip_title"
                        case nightCount
                        case startsAt
                        case home
                    }
                }
                struct Stop: Decodable { var placeName: String; var isOvernight: Bool }
                struct TripView: View {
                    var trip: Trip {
                        let url = Bundle.main.url(forResource: "trip", withExtension: "json", subdirectory: "Data")!
                        let decoder = JSONDecoder()
                        decoder.dateDecodingStrategy = .iso8601
                        return try! decoder.decode(Trip.self, from: try! Data(contentsOf: url))
                    }
                    var stops: [Stop] {
                        let decoder = JSONDecoder()
                        decoder.keyDecodingStrategy = .convertFromSnakeCase
                        let path = Bundle.main.url(forResource: "stops", withExtension: "json")!
                        return try! decoder.decode([Stop].self, from: Data(contentsOf: path))
                    }
                    var body: some View {
                        VStack {
                            Text("\\(trip.title): \\(trip.nightCount) nights from \\(Int(trip.startsAt.timeIntervalSince1970)), \\(trip.home.host ?? "")")
                            ForEach(stops, id: \\.placeName) { stop in Text("\\(stop.placeName) \\(stop.isOvernight)") }
                            Text(Bundle.main.url(forResource: "missing", withExtension: "json") == nil ? "no missing.json" : "found")
                        }
                    }
                }
                """,
            // `trip_title` is the CodingKeys raw value (without .convertFromSnakeCase, which would
            // turn the JSON's key into `tripTitle` first: Foundation's rule); the stops'
            // `place_name` becomes `placeName`.
            "App/Data/trip.json": #"{"trip_title": "Coast", "nightCount": 3, "startsAt": "2024-06-10T09:41:00Z", "home": "https://example.com/trips"}"#,
            "App/stops.json": #"[{"place_name": "Big Sur", "is_overnight": true}, {"place_name": "Carmel", "is_overnight": false}]"#,
        ])
        let result = try runLayoutdraw(["App/TripView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // 2024-06-10T09:41:00Z is 1,718,012,460 s after 1970.
        #expect(try texts(result) == [
            "Coast: 3 nights from 1718012460, example.com", "Big Sur true", "Carmel false", "no missing.json",
        ])
    }

    func failure(_ json: String, model: String = BundledDataTests.model) throws -> CommandResult {
        let folder = try temporaryProject([
            "App/Model/Loader.swift": Self.loader, "App/Model/Landmark.swift": model, "App/LandmarkList.swift": Self.list,
            "App/Resources/landmarkData.json": json,
        ])
        return try runLayoutdraw(["App/LandmarkList.swift", "-o", "out.png"], in: folder)
    }

    @Test func aDecodingFailureNamesTheFileTheKeyPathAndWhatWasExpected() throws {
        let missing = try failure(#"[{"name": "A", "category": "Lakes", "id": 1, "coordinates": {"latitude": 1}}]"#)
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("decoding 'landmarkData.json' at [0].coordinates.longitude: no value for the key 'longitude' of Coordinates"), "\(missing.standardError)")
        let mismatch = try failure(#"[{"name": 7, "category": "Lakes", "id": 1, "coordinates": {"latitude": 1, "longitude": 2}}]"#)
        #expect(mismatch.standardError.contains("decoding 'landmarkData.json' at [0].name: expected a String, found a number"), "\(mismatch.standardError)")
        let badCase = try failure(#"[{"name": "A", "category": "Seas", "id": 1, "coordinates": {"latitude": 1, "longitude": 2}}]"#)
        #expect(badCase.standardError.contains("at [0].category: cannot initialize Category from invalid value Seas"), "\(badCase.standardError)")
        let invalid = try failure(#"[{"name": "A""#)
        #expect(invalid.standardError.contains("'landmarkData.json' is not valid JSON"), "\(invalid.standardError)")
    }

    @Test func limitsHold() throws {
        // More elements than the collection limit (100,000): an error, not a long decoding.
        let many = "[" + Array(repeating: #"{"name": "A", "category": "Lakes", "id": 1, "coordinates": {"latitude": 1, "longitude": 2}}"#, count: 100_001)
            .joined(separator: ",") + "]"
        let tooMany = try failure(many)
        #expect(tooMany.standardError.contains("the array has 100001 elements, more than 100000"), "\(tooMany.standardError)")
        // A file larger than 16 MB is not read.
        let large = try failure("[" + String(repeating: " ", count: 17 << 20) + "]")
        #expect(large.standardError.contains("the file is larger than 16 MB"), "\(large.standardError)")
    }

    @Test func aLinkOutOfTheProjectIsNeverRead() throws {
        let outside = try temporaryFolder()
        let secret = outside.appendingPathComponent("landmarkData.json")
        try #"[{"name": "Secret", "category": "Lakes", "id": 1, "coordinates": {"latitude": 1, "longitude": 2}}]"#.write(to: secret, atomically: true, encoding: .utf8)
        let folder = try temporaryProject(["App/Model/Loader.swift": Self.loader, "App/Model/Landmark.swift": Self.model, "App/LandmarkList.swift": Self.list])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Resources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("App/Resources/landmarkData.json"), withDestinationURL: secret)
        let result = try runLayoutdraw(["App/LandmarkList.swift", "-o", "out.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.standardError.contains("it is outside the project folder"), "\(result.standardError)")
        #expect(!result.standardError.contains("Secret"))
    }

    /// Hacking with Swift's Word Scramble: a word list read with `String(contentsOf:)` in a
    /// static method that names its type `Self`; a list larger than the collection limit's
    /// 100,000 bytes is an ordinary resource (12,000 words of 9 bytes: 108,000).
    @Test func aTextResourceIsReadAsAString() throws {
        let words = (0..<12_000).map { String(format: "word%04d", $0 % 10_000) }.joined(separator: "\n")
        let folder = try temporaryProject([
            "App/start.txt": words,
            "App/WordView.swift": """
                import SwiftUI
                enum Words {
                    static let file = "start"
                    static func all() -> [String] {
                        guard let url = Bundle.main.url(forResource: Self.file, withExtension: "txt"),
                              let text = try? String(contentsOf: url) else { return [] }
                        return text.components(separatedBy: "\\n")
                    }
                }
                struct WordView: View {
                    var body: some View { Text("\\(Words.all().count) words, the last \\(Words.all().last ?? "")") }
                }
                """,
        ])
        let result = try runLayoutdraw(["App/WordView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try texts(result) == ["12000 words, the last word1999"])
    }

    /// A device set to English shows the development language's strings: a `Text`'s literal
    /// key and `NSLocalizedString` are looked up in `en.lproj/Localizable.strings`, a String
    /// Catalog's source language, or are their own text.
    @Test func localizedStringsAreTheDevelopmentLanguages() throws {
        let folder = try temporaryProject([
            "App/Resources/en.lproj/Localizable.strings": """
                /* Greetings */
                "GREETING" = "Hello, \\"bird\\" watcher";
                // Partings
                "FAREWELL" = "Goodbye";
                """,
            "App/Resources/fr.lproj/Localizable.strings": #""GREETING" = "Bonjour";"#,
            "App/Catalogue.xcstrings": #"{"sourceLanguage": "en", "strings": {"SYNC": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Sync now"}}}}}, "version": "1.0"}"#,
            "App/GreetingView.swift": """
                import SwiftUI
                struct GreetingView: View {
                    var body: some View {
                        VStack {
                            Text("GREETING")
                            Text(NSLocalizedString("FAREWELL", comment: ""))
                            Text(NSLocalizedString("SYNC", tableName: "Catalogue", comment: ""))
                            Text("Not a key")
                        }
                    }
                }
                """,
        ])
        let result = try runLayoutdraw(["App/GreetingView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try texts(result) == ["Hello, \"bird\" watcher", "Goodbye", "Sync now", "Not a key"])
    }

    /// Hacking with Swift's `Bundle-Decodable.swift` (Moonshot, SnowSeeker): a generic method in
    /// an extension of `Bundle`, its `do` with `catch DecodingError.…` clauses, and statics that
    /// use it; and an instance member of an extension of `Date`.
    @Test func anExtensionOfBundleDecodesAsTheAppsDo() throws {
        let folder = try temporaryProject([
            "App/Bundle-Decodable.swift": """
                import Foundation
                extension Bundle {
                    func decode<T: Decodable>(_ file: String) -> T {
                        guard let url = self.url(forResource: file, withExtension: nil) else {
                            fatalError("Failed to locate \\(file) in bundle.")
                        }
                        guard let data = try? Data(contentsOf: url) else {
                            fatalError("Failed to load \\(file) from bundle.")
                        }
                        let decoder = JSONDecoder()
                        do {
                            return try decoder.decode(T.self, from: data)
                        } catch DecodingError.keyNotFound(let key, let context) {
                            fatalError("Failed to decode \\(file) from bundle due to missing key '\\(key.stringValue)'")
                        } catch {
                            fatalError("Failed to decode \\(file) from bundle: \\(error.localizedDescription)")
                        }
                    }
                }
                extension Date {
                    var yearsSince1970: Int { Int(timeIntervalSince1970 / 31_557_600) }
                }
                """,
            "App/resorts.json": #"[{"name": "Whistler", "elevation": 2284}, {"name": "Val d'Isère", "elevation": 3456}]"#,
            "App/ResortView.swift": """
                import SwiftUI
                struct Resort: Codable {
                    let name: String
                    let elevation: Int
                    static let allResorts: [Resort] = Bundle.main.decode("resorts.json")
                    static let example = allResorts[1]
                }
                struct ResortView: View {
                    let resort: Resort
                    var body: some View { Text("\\(resort.name) \\(resort.elevation)m \\(Date.now.yearsSince1970)") }
                }
                #Preview { ResortView(resort: .example) }
                """,
        ])
        let result = try runLayoutdraw(["App/ResortView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // The second resort; the fixed now (1,718,012,460 s) is 54 years of 365.25 days after 1970.
        #expect(try texts(result) == ["Val d'Isère 3456m 54"])
    }
}
