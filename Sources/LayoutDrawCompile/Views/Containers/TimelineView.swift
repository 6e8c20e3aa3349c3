import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `TimelineView(.periodic(from: .now, by: 1)) { context in … }` (any schedule:
    /// `.everyMinute`, `.animation`, `.explicit(…)`): its content at the scene's fixed "now",
    /// `context.date` the `Date` that `Date.now` is (`--date`), `context.cadence` `.live`.
    /// The schedule is never evaluated (a still picture is one moment of it). Like a `Group`,
    /// the content's views are the views of the timeline view's parent.
    ///
    /// SwiftUI's rule: "A view that updates according to a schedule that you provide … the
    /// timeline view … provides a `TimelineView.Context` … `date`: the date from the schedule
    /// that triggered the update" (Apple's `TimelineView` documentation); the content is its
    /// body, so it lays out as the content does.
    enum TimelineViewMapping: ViewMapping {
        static let names = ["TimelineView"]
        static let positional = ["schedule", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let example = "TimelineView(.everyMinute) { context in Text(context.date, style: .time) }"
            guard let value = input.value, case .record = value,
                let fields = d.parameters(value, of: "TimelineView", allowed: ["schedule", "content"], keyLocation: input.location)
            else {
                if input.value == nil || !isRecord(input.value) { d.error("'TimelineView' needs a schedule and its content: \(example)", at: input.location) }
                return nil
            }
            guard let schedule = fields["schedule"], !(isClosure(schedule.value) && fields["content"] == nil) else {
                d.error("'TimelineView' needs a schedule: \(example)", at: input.location)
                return nil
            }
            let context: Value = .namespace(["date": fixedNow(input), "cadence": .string("live")])
            return contentMade(with: context, fields["content"], of: "TimelineView", example: example, input)
        }

        static func isClosure(_ value: ValueSyntax) -> Bool {
            if case .closure = value { return true }
            return false
        }

        static func isRecord(_ value: ValueSyntax?) -> Bool {
            if case .record? = value { return true }
            return false
        }
    }
}
