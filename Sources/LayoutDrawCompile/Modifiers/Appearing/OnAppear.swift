import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.onAppear { … }`, `.onAppear(perform: load)`, `.task { … }`, `.task(id: query) { … }`,
    /// `.task(priority: .high) { … }`: the action runs once the scene is laid out, and the state
    /// it sets is the state the scene is drawn with (`AppearActions`); nothing in the tree.
    enum OnAppearMapping: ModifierMapping {
        static let names = ["onAppear", "task"]
        static let acceptsAnyArguments = true

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let context = i.context
            // A reader's trial run (a placeholder proxy) and a view's first frame do not run it.
            guard !context.isTrialRun else { return Modification.none }
            let allowed = i.name == "onAppear" ? ["perform"] : ["id", "priority", "action"]
            var perform: FunctionValue?
            for argument in i.call.arguments {
                if let label = argument.label, !allowed.contains(label) {
                    d.error("unknown parameter '\(label)' for '\(i.name)'\(Suggestions.didYouMean(label, in: allowed))", at: argument.labelLocation)
                    return nil
                }
                guard argument.label == nil || argument.label == "perform" || argument.label == "action" else { continue }
                switch argument.value {
                case .closure(let closure):
                    perform = FunctionValue(name: i.name, body: .closure(closure.closure), captured: context.scope)
                case .expression(let syntax):
                    // `.onAppear(perform: load)`: a method of the view, or a closure passed in.
                    // One that cannot be read (a method left out: it uses UIKit) does not run,
                    // as an action that fails does not (`AppearActions`).
                    let value: Value
                    do throws(ExpressionError) {
                        value = try syntax.expression.evaluate(in: context.scope)
                    } catch {
                        d.warning(
                            "'\(i.name)' does not run in the picture, which shows the state before it: \(error.message)", at: syntax.location, context)
                        return Modification.none
                    }
                    guard case .function(let function) = value else {
                        d.error("'\(i.name)' performs a closure: .\(i.name) { … }", at: syntax.location)
                        return nil
                    }
                    perform = function
                default:
                    d.error("'\(i.name)' performs a closure: .\(i.name) { … }", at: d.location(argument.value))
                    return nil
                }
            }
            guard let perform else {
                d.error("'\(i.name)' needs an action: .\(i.name) { … }", at: i.location)
                return nil
            }
            // The state it sets is that of the view the closure was written in (its `self`).
            let owner: Instance? = if case .instance(let instance)? = context.scope.names["self"] { instance } else { nil }
            context.program.appearing.add(
                AppearActions.Action(kind: i.name == "onAppear" ? .appear : .task, location: i.location, perform: perform, owner: owner))
            return Modification.none
        }
    }
}
