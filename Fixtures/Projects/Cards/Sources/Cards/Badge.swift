import Foundation

/// A badge a card shows: a title and how many.
struct Badge {
    var title: String
    var count: Int
}

/// Two badges for previews: a global, seen by the previews of every file.
let sampleBadges = [Badge(title: "Swift", count: 3), Badge(title: "Layout", count: 5)]

extension CGFloat {
    /// The padding of every card.
    static let cardPadding: CGFloat = 12
}

/// Where badges come from in the app; the preview never loads them.
protocol BadgeStore {
    func load() async throws -> [Badge]
}
