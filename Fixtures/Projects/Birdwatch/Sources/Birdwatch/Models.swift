import Foundation
import Observation

/// A bird of the bundled sample data (Resources/birds.json).
struct Bird: Codable, Identifiable, Hashable {
    var id: Int
    var name: String
    var habitat: Habitat
    var wingspanCentimetres: Double
    var lastSeen: Date?

    enum Habitat: String, Codable, CaseIterable {
        case coast, forest, wetland
    }

    enum CodingKeys: String, CodingKey {
        case id, name, habitat
        case wingspanCentimetres = "wingspan_cm"
        case lastSeen = "last_seen"
    }
}

/// The app's store: the birds, loaded once from the bundle.
@Observable
final class BirdStore {
    var birds: [Bird] = load("birds.json")
    var lastSync = "never"

    var wetlandBirds: [Bird] { birds.filter { $0.habitat == .wetland } }

    func reload() async {
        try? await Task.sleep(for: .seconds(1))
        lastSync = "just now"
    }
}
