import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// Swift: `Path { p in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
    /// `Path(ellipseIn:)`, or a name holding a path; YAML: `Path: "M 0 0 L 100 50"` (SVG path
    /// data, every command of SVG 1.1).
    enum PathMapping: ViewMapping {
        static let names = ["Path"]

        static func compile(_ input: ViewInput) -> Chain? {
            path(input)
        }
    }

    /// Swift: `Path { p in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
    /// `Path(ellipseIn:)`, or a name holding a path; YAML: `Path: "M 0 0 L 100 50"` (SVG path
    /// data, every command of SVG 1.1).
    static func path(_ input: ViewInput) -> Chain? {
        let d = input.session
        let commands: [PathCommand]
        if case .record(let record)? = input.value, record.fields.count == 1, record.fields[0].label == "svg" {
            // `Path(svg: "M 0 0 L 100 50")` (YAML's `Path: "M 0 0 …"`): SVG path data.
            let value = record.fields[0].value
            guard case .expression(let syntax) = value, case .string(let data, _) = syntax.expression else {
                d.error("'Path' takes SVG path data in YAML: Path: \"M 0 0 L 100 50 Z\"", at: d.location(value))
                return nil
            }
            let (read, unread) = SVGPathData.read(data)
            if let unread {
                let rest = data.utf8.dropFirst(unread).prefix(12)
                d.error(
                    "cannot read the path data from character \(unread + 1) ('\(String(decoding: rest, as: UTF8.self))'): write SVG path commands, M 0 0 L 100 50 Z",
                    at: d.location(value))
                return nil
            }
            commands = read
        } else if let syntax = input.call.expression {
            guard let value = d.evaluate(syntax, input.context) else { return nil }
            guard case .host(let host) = value, let path = host.object as? PathValue else {
                d.error("expected a Path, found a value of type \(value.typeName)", at: input.location)
                return nil
            }
            commands = Paths.commands(path.elements)
        } else {
            d.error("'Path' takes a closure of lines, a shape's rect, or SVG path data: Path(svg: \"M 0 0 L 100 50 Z\")", at: input.location)
            return nil
        }
        guard Paths.areFinite(commands) else {
            d.error("a path's points must be finite numbers", at: input.location)
            return nil
        }
        return Chain([ViewNode(PathShape(commands: commands), source: input.location)], shape: .bare)
    }
}
