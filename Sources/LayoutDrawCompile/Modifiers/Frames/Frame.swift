import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.frame(width:height:alignment:)` (the engine's `FixedFrame`) and
    /// `.frame(minWidth:idealWidth:maxWidth:…)` (its `FlexibleFrame`).
    enum FrameMapping: ModifierMapping {
        static let names = ["frame"]

        static func compile(_ i: ModifierInput) -> Modification? {
            frame(i)
        }
    }

    static let frameFixed = ["width", "height"]
    static let frameFlexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let frameParameters = frameFixed + frameFlexible + ["alignment"]

    static func frame(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let fixed = frameFixed
        let flexible = frameFlexible
        guard let value = i.value else {
            if i.call.expression != nil { return .modifier(FixedFrame(width: nil, height: nil, alignment: .center)) }
            d.error("'frame' needs arguments, such as frame: {width: 100, height: 50} or {maxWidth: infinity}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "frame", allowed: frameParameters, keyLocation: i.location)
        else { return nil }
        var valid = true
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            if let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) { alignment = a } else { valid = false }
        }
        // `nil` written for a dimension (Swift's default) is the dimension left out.
        let fixedGiven = fixed.filter { fields[$0] != nil && !d.isNil(fields[$0]!.value, i.context) }
        let flexibleGiven = flexible.filter { fields[$0] != nil && !d.isNil(fields[$0]!.value, i.context) }
        if let a = fixedGiven.first, let b = flexibleGiven.first {
            let later = [fields[a]!, fields[b]!].max { $0.key < $1.key }!
            d.error(
                "'frame' cannot mix '\(a)' with '\(b)': SwiftUI has frame(width:height:) and frame(minWidth:…maxHeight:) as two modifiers",
                at: later.key)
            return nil
        }
        // The numbers given, by name (at most eight: a list is quicker than hashing).
        var numbers: [(name: String, value: Double)] = []
        func number(_ name: String) -> Double? { numbers.first { $0.name == name }?.value }
        for name in fixedGiven + flexibleGiven {
            let field = fields[name]!
            // Fixed sizes accept infinity here and drop it below with a warning, as SwiftUI does.
            let allowInfinity = fixed.contains(name) || name.hasPrefix("max")
            if let n = d.number(field.value, for: name, keyLocation: field.key, i.context, allowInfinity: allowInfinity) {
                numbers.append((name, n))
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        if !flexibleGiven.isEmpty || (fixedGiven.isEmpty && flexible.contains { fields[$0] != nil }) {
            for axis in ["Width", "Height"] {
                if let lo = number("min" + axis), let hi = number("max" + axis), lo > hi {
                    d.warning(
                        "contradictory frame constraints: min\(axis) \(SwiftFormat.double(lo)) is above max\(axis) \(SwiftFormat.double(hi))",
                        at: fields["max" + axis]!.key, i.context)
                }
            }
            return .modifier(
                FlexibleFrame(
                    minWidth: number("minWidth"), idealWidth: number("idealWidth"), maxWidth: number("maxWidth"),
                    minHeight: number("minHeight"), idealHeight: number("idealHeight"), maxHeight: number("maxHeight"),
                    alignment: alignment))
        }
        for name in fixed {
            guard let n = number(name), n < 0 || !n.isFinite else { continue }
            let what = n.isFinite ? "negative (\(SwiftFormat.double(n)))" : "not finite"
            d.warning("invalid frame dimension: '\(name)' is \(what); SwiftUI ignores it", at: d.location(of: fields[name]!.value, key: fields[name]!.key), i.context)
            numbers.removeAll { $0.name == name }
        }
        return .modifier(FixedFrame(width: number("width"), height: number("height"), alignment: alignment))
    }
}
