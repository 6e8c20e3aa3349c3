import LayoutDrawCore

/// The environment values controls read, set by `buttonStyle`, `controlSize`, `labelsHidden`,
/// `textFieldStyle`, `progressViewStyle`, `gaugeStyle`, `menuStyle`, `imageScale` and `labelStyle` anywhere above them (as in SwiftUI,
/// where these are environment values: a style on a stack applies to every control in it).
public struct ControlEnvironment: Hashable, Sendable {
    public var buttonStyle: ButtonStyleKind = .automatic
    public var controlSize: ControlSize = .regular
    public var labelsHidden = false
    public var textFieldStyle: TextFieldStyleKind = .automatic
    public var progressViewStyle: ProgressViewStyleKind = .automatic
    public var gaugeStyle: GaugeStyleKind = .automatic
    public var menuStyle: MenuStyleKind = .automatic
    public var imageScale: ImageScale = .medium
    public var pickerStyle: PickerStyleKind = .automatic
    public var labelStyle: LabelStyleKind = .automatic

    public init() {}
}

/// `.labelStyle(…)`: what a `Label` shows.
public enum LabelStyleKind: String, Hashable, Sendable, CaseIterable {
    /// `.automatic` and `.titleAndIcon` on iOS outside a toolbar: the icon, then the title.
    case automatic, titleAndIcon
    /// The icon alone, or the title alone.
    case iconOnly, titleOnly
}

/// `.pickerStyle(…)`: the iOS picker styles layoutdraw draws.
public enum PickerStyleKind: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: a menu (`.menu`); in a `List` or `Form`, a row of the title and the value.
    case automatic, menu
    /// `.segmented`: a `UISegmentedControl`.
    case segmented
}

/// `.buttonStyle(…)`: the built-in iOS button styles.
public enum ButtonStyleKind: String, Hashable, Sendable, CaseIterable {
    /// `.automatic` and `.borderless`: the label in the tint colour, no background.
    case automatic, borderless
    /// `.bordered`: a rounded background of the tint colour at low opacity, the label tinted.
    case bordered
    /// `.borderedProminent`: a rounded background of the tint colour, the label white.
    case borderedProminent
    /// `.plain`: the label as it is, neither tinted nor backed.
    case plain
}

/// `.controlSize(…)`.
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// `.textFieldStyle(…)`.
public enum TextFieldStyleKind: String, Hashable, Sendable, CaseIterable {
    /// `.automatic` and `.plain` on iOS: the text alone, no border.
    case automatic, plain
    /// `.roundedBorder`: the text inset in a rounded, bordered field.
    case roundedBorder
}

/// `.progressViewStyle(…)`.
public enum ProgressViewStyleKind: String, Hashable, Sendable, CaseIterable {
    /// A bar when the progress has a value, a spinner when it has none.
    case automatic, linear, circular
}

/// `.imageScale(…)`: a symbol's size relative to the text around it.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The symbol's size relative to `.medium`. Evidence: Apple's `NSImage.SymbolScale`
    /// documentation — `.small` is "approximately 20% smaller", `.large` "approximately 30%
    /// larger" than `.medium`.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

/// iOS's system colours that controls are drawn with (UIKit's dynamic colours, light and dark).
public enum SystemColors {
    /// `systemFill` (#787880 at 20% / 36%): a slider's and a progress bar's unfilled track.
    public static let fill = ColorStyle(light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36))
    /// `secondarySystemFill` (#787880 at 16% / 32%): a switch's off track.
    public static let secondaryFill = ColorStyle(light: RGBA(hex: 0x787880, alpha: 0.16), dark: RGBA(hex: 0x787880, alpha: 0.32))
    /// `tertiarySystemFill` (#767680 at 12% / 24%): a stepper's background.
    public static let tertiaryFill = ColorStyle(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24))
    /// `systemGreen`: a switch's on track.
    public static let green = ColorStyle(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158))
    /// `placeholderText` (#3C3C43 at 30%; #EBEBF5 at 30% in dark).
    public static let placeholder = ColorStyle(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3))
    /// `separator` (#3C3C43 at 29%; #545458 at 60% in dark).
    public static let separator = ColorStyle(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6))
    /// `systemBackground`: a rounded text field's inside.
    public static let background = ColorStyle(light: .white, dark: .black)
    /// A thumb's face: white in both schemes.
    public static let thumb = ColorStyle(.white)
    /// The shadow a thumb casts (drawn as a few translucent rings; there is no blur in a flat
    /// vector picture).
    public static let thumbShadow = ColorStyle(RGBA(hex: 0x000000, alpha: 0.06))
    /// The thin outline around a thumb.
    public static let thumbOutline = ColorStyle(RGBA(hex: 0x000000, alpha: 0.04))
}

extension EnvironmentValues {
    /// The tint colour, defaulting to the accent colour.
    public var resolvedTint: ColorStyle { tint ?? .blue }
}
