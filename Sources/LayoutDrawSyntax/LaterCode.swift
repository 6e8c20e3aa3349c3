/// Code a still picture does not run when it builds the view: actions (a button's, a gesture's,
/// `.onTapGesture`, `.onChange`, `.onSubmit`, `.refreshable` …), what is presented only later
/// (`.sheet`, `.alert`, `.confirmationDialog`, `.popover`, a `NavigationLink`'s destination),
/// transitions, and the appear actions, which run only after layout (`.onAppear`, `.task`).
///
/// Rule: a call's arguments that are such code are read, but what layoutdraw cannot read there
/// does not fail the picture: the front end notes it (a diagnostic of severity note), the
/// names there are not checked before anything runs, and an appear action that reaches it
/// does not run (a warning when it would have).
public enum LaterCode {
    /// The modifiers whose every argument is code that runs later, or views not presented.
    public static let modifiers: Set<String> = [
        "onAppear", "task", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit",
        "refreshable", "onDelete", "onMove", "onDrag", "onDrop", "dropDestination", "draggable", "onHover", "onKeyPress",
        "onOpenURL", "onContinueUserActivity", "gesture", "simultaneousGesture", "highPriorityGesture", "transition",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "swipeActions",
        "contextMenu", "onCommand", "onExitCommand", "onMoveCommand", "onPlayPauseCommand", "onDeleteCommand",
        "onScrollGeometryChange", "onGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange", "sensoryFeedback",
    ]

    /// Which of a call's arguments (each its label and whether it is a closure, trailing
    /// closures last) are such code: every argument of a modifier in `modifiers` (`member` is
    /// the name after the dot); a `Button`'s action (`action:`, else its first unlabelled
    /// closure); a `NavigationLink`'s destination (`destination:`, else beside a `label:` its
    /// first unlabelled closure, else after a title its trailing closure; none with `value:`).
    public static func arguments(member: String?, name: String?, _ arguments: [(label: String?, isClosure: Bool)]) -> Set<Int> {
        if let member, modifiers.contains(member) || ForeignFrameworks.modifiers.contains(member) { return Set(arguments.indices) }
        if let name, ForeignFrameworks.views[name] != nil || ForeignFrameworks.swiftUIViewsNotModelled.contains(name) { return Set(arguments.indices) }
        switch name {
        case "Button"?:
            if let index = arguments.firstIndex(where: { $0.label == "action" }) { return [index] }
            if let index = arguments.firstIndex(where: { $0.label == nil && $0.isClosure }) { return [index] }
        case "NavigationLink"?:
            if let index = arguments.firstIndex(where: { $0.label == "destination" }) { return [index] }
            guard !arguments.contains(where: { $0.label == "value" }) else { return [] }
            if arguments.contains(where: { $0.label == "label" }), let index = arguments.firstIndex(where: { $0.label == nil && $0.isClosure }) {
                return [index]
            }
            if arguments.count >= 2, arguments[0].label == nil, !arguments[0].isClosure, let last = arguments.last, last.label == nil, last.isClosure {
                return [arguments.count - 1]
            }
        default:
            break
        }
        return []
    }
}
