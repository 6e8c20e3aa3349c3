/// A node's view, boxed once (by `ViewNode`) so that the engine calls its rules without copying it.
///
/// Calling a method on an `any ViewLayout` stored in an array or behind a pointer makes Swift
/// copy the existential first (a reference count up and down on every view larger than three
/// words, and on every `Text`'s string), and the engine calls a rule about ten times per node.
/// A `let` in a class instance cannot change under the call, so Swift calls through it in
/// place; the arena reaches each box unretained (`Unmanaged._withUnsafeGuaranteedRef`) while
/// the view tree that owns it is kept alive: no copy, no reference counting.
final class ViewBox: Sendable {
    let view: any ViewLayout

    init(_ view: any ViewLayout) {
        self.view = view
    }
}
