import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `annotate: [frame, size, {kind: origin, space: global}]`: diagram items on the view as it
    /// stands at this point of the chain (scene-format §3). They never change layout.
    enum AnnotateMapping: ModifierMapping {
        static let names = ["annotate"]

        static func compile(_ i: ModifierInput) -> Modification? {
            annotate(i)
        }
    }

    /// `annotate: [frame, size, {kind: origin, space: global}]`: diagram items on the view as it
    /// stands at this point of the chain (scene-format §3). They never change layout.
    static func annotate(_ i: ModifierInput) -> Modification? {
        i.session.annotations(i.value, for: i.name, keyLocation: i.location, i.context).map { .annotate($0) }
    }
}
