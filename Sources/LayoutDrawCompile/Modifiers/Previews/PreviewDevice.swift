import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))` or `.previewDevice("iPhone 15 Pro")`:
    /// the canvas's device, unless the command line or the file says otherwise.
    enum PreviewDeviceMapping: ModifierMapping {
        static let names = ["previewDevice"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            var name: String?
            if case .expression(let syntax)? = i.value, let value = d.evaluate(syntax, i.context) {
                switch value {
                case .string(let s): name = s
                case .symbol(let symbol) where symbol.path.count == 1:
                    if case .string(let s)? = symbol.path[0].arguments?.first?.value { name = s }
                default: break
                }
                if name == nil {
                    d.error("write .previewDevice(PreviewDevice(rawValue: \"iPhone 15 Pro\"))", at: syntax.location)
                    return nil
                }
            } else {
                name = d.string(i.value, for: i.name, keyLocation: i.location)
            }
            guard let name else { return nil }
            guard let preset = DevicePreset.named[name] else {
                d.error("unknown device '\(name)'\(Suggestions.didYouMean(name, in: DevicePreset.named.keys))", at: d.location(of: i.value, key: i.location))
                return nil
            }
            if d.canvasRequests.device == nil { d.canvasRequests.device = (preset, i.location) }
            return Modification.none
        }
    }
}
