import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import Synchronization

/// The actions views run when they appear: `.onAppear { … }`, `.task { … }`, `.task(id:) { … }`.
///
/// Rule: once the scene is laid out, every action of a view in it runs once, and the state it
/// sets (`@State var size` assigned in the closure, or in a method of the view it calls; a
/// property of a class's instance it holds) is the state the scene is drawn with — SwiftUI
/// lays the views out, calls their appear actions before it renders, and draws the next frame
/// with the new state. A view's actions run deepest first (a child's before its parent's) and,
/// on one view, in the order written; every `.task` runs after every `.onAppear`. A task runs
/// to its end at once: its `await`s of the project's own functions run them, a `Task.sleep`
/// returns at once, and what the interpreter cannot run (a network call, a framework the
/// project imports) is a warning naming it, the state before that action kept. An action runs
/// once, at the place it is written: a view that appears only with the new state (`if loaded
/// { … .onAppear { … } }`) runs its actions on the next pass; `.task(id:)` does not run again
/// when its id changes, and `.onDisappear` never runs (nothing disappears from a still
/// picture). Actions inside a `GeometryReader`, whose content is built during layout, run after
/// the others, in the order layout builds the readers.
///
/// Evidence: fatbobman.com, "Timing of onAppear Invocation" (with SwiftUI 4's `Layout`: onAppear
/// is called after layout, before rendering); android.benigumo.com, "onAppear() · onChange(initial:
/// true) · task() の実行順序" (printed order: a Text's onAppear, then its VStack's, then its
/// Group's — the deepest first; onAppear in the order written; every task after all the
/// onAppear). Apple's `View.onAppear(perform:)` ("Adds an action to perform before this view
/// appears") and `View.task(priority:_:)` ("Adds an asynchronous task to perform before this
/// view appears").
final class AppearActions: Sendable {
    enum Kind: Sendable { case appear, task }

    struct Action: Sendable {
        let kind: Kind
        /// Where the modifier is written: an action runs once per place (and per view there).
        let location: SourceLocation
        let perform: FunctionValue
        /// The view whose body wrote the action (`self` there).
        let owner: Instance?
    }

    private let actions = Mutex<[Action]>([])

    var isEmpty: Bool { actions.withLock { $0.isEmpty } }

    func add(_ action: Action) {
        actions.withLock { $0.append(action) }
    }

    /// What running the actions not run before (`done`, by place) did: the state they set by
    /// property name, the places run now, and a warning for each that could not run.
    struct Outcome {
        var state: [String: Value] = [:]
        var ran: Set<SourceLocation> = []
        var warnings: [Diagnostic] = []
    }

    func run(skipping done: Set<SourceLocation>, scope: EvaluationScope, origin: (Int) -> SourceLocation) -> Outcome {
        let all = actions.withLock { $0 }
        let due = all.filter { $0.kind == .appear && !done.contains($0.location) } + all.filter { $0.kind == .task && !done.contains($0.location) }
        var outcome = Outcome()
        for action in due {
            outcome.ran.insert(action.location)
            guard let owner = action.owner, let definition = owner.type.definition else {
                outcome.warnings.append(.warning("this action does not run: it is not written in a view's body", at: action.location))
                continue
            }
            // The view as the actions before left it: the state they set (by name, as
            // `stateOverrides` reads it) in the properties it declares.
            var current = owner
            if owner.storage == nil {
                for property in definition.storedProperties {
                    if let value = outcome.state[property.name] { current[property.name] = value }
                }
            }
            // Objects the view holds change in place: compare what they held before and after.
            let objects = definition.storedProperties.compactMap { property -> (String, Instance, [Value])? in
                guard case .instance(let object)? = current[property.name], object.storage != nil else { return nil }
                return (property.name, object, object.values)
            }
            // `.onAppear(perform: load)`: the view's method, called as the closure `{ self.load() }`.
            var body = action.perform.body
            if case .function(let method) = body {
                body = .closure(
                    Closure(parameters: [], body: [.expression(.call(.member(.name("self", offset: method.offset), method.name, offset: method.offset), [], offset: method.offset))]))
            }
            let perform = FunctionValue(name: action.perform.name, body: body, captured: action.perform.captured.binding("self", to: .instance(current)))
            let after: Value?
            do throws(ExpressionError) {
                after = try Interpreter.callSettingState(perform, arguments: [], scope: scope, at: 0)
            } catch {
                let what = action.kind == .appear ? "onAppear" : "task"
                // (An empty message: what the front end could not read, noted where it is.)
                let why = error.message.isEmpty ? "it holds code layoutdraw cannot read (see the note)" : error.message
                outcome.warnings.append(
                    .warning("'\(what)' does not run in the picture, which shows the state before it: \(why)", at: error.offset == 0 ? action.location : origin(error.offset)))
                // Undo what the objects took from the failed action.
                for (_, object, values) in objects {
                    var restored = object
                    for (name, value) in zip(object.names, values) { restored[name] = value }
                }
                continue
            }
            if case .instance(let changed)? = after {
                for property in definition.storedProperties where changed[property.name] != owner[property.name] {
                    if let new = changed[property.name] { outcome.state[property.name] = new }
                }
            }
            for (name, object, values) in objects where object.values != values {
                outcome.state[name] = .instance(object)
            }
        }
        return outcome
    }
}
