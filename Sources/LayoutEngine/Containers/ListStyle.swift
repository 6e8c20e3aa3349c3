import LayoutDrawCore

/// SwiftUI's list styles on iPhone (`.listStyle(_:)`).
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable {
    /// The platform's default: `.insetGrouped` on iPhone since iOS 15.
    case automatic
    case plain, grouped, insetGrouped, inset
    /// A sidebar: on iPhone it looks as `.insetGrouped` does.
    case sidebar

    /// The style a list draws in on iPhone: `.automatic` is `.insetGrouped`, and so is
    /// `.sidebar` (a sidebar is an iPad and Mac style; on iPhone it "only gives the inset
    /// grouped look", SomuYadav/ListStyles' comparison of the styles). Evidence for the default:
    /// an iOS 15+ `List` without a style draws rounded cards on the grouped background (Apple's
    /// `InsetGroupedListStyle`; tangem-app-ios #596 records that iOS 13 and 14 still drew
    /// `.plain` for `.automatic`, which iOS 15 changed).
    public var resolved: ResolvedListStyle {
        switch self {
        case .automatic, .insetGrouped, .sidebar: .insetGrouped
        case .plain: .plain
        case .grouped: .grouped
        case .inset: .inset
        }
    }
}

/// The four looks a list has on iPhone.
public enum ResolvedListStyle: String, Hashable, Sendable {
    case plain, grouped, insetGrouped, inset

    /// Whether rows sit on cards of their own colour over the grouped background, with the
    /// grouped section spacing and uppercase headers (`.grouped`, `.insetGrouped`).
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

/// What lists, their sections and rows, and group boxes read from the environment.
public struct ContainerEnvironment: Hashable, Sendable {
    /// `.listStyle(_:)`, set anywhere above a `List`.
    public var listStyle: ListStyleKind = .automatic
    /// Inside a `List` or `Form`: the style its sections and rows are laid out and drawn in;
    /// `nil` elsewhere (a `Section` outside a list is a plain stack).
    public var list: ResolvedListStyle?
    /// `.scrollContentBackground(.hidden)`: the list draws no background of its own.
    public var hidesListBackground = false
    /// How many `GroupBox`es enclose this view (their colours alternate).
    public var groupBoxDepth = 0
    /// Inside a `TabView`: its tab bar, which a list or scroll view whose content runs on under
    /// it tells (`LayoutContext.recordContentOverflowingBottom()`) and its background reads.
    public var tabBar: ObjectIdentifier?

    public init() {}
}

/// The metrics of a list style on iPhone, iOS 17 (see Docs/Containers.md for each number's
/// source).
///
/// - Section cards: inset from the list's edges by the layout margin — 16 points, 20 on a
///   list 414 points or wider (the Plus and Max iPhones) — with 10-point corners, in
///   `.insetGrouped`; full width and square in `.grouped` and `.plain`. The inset is the table
///   view's layout margins (TOInsetGroupedTableView, which reimplements `.insetGrouped` for iOS
///   12, insets each cell by `layoutMargins` and rounds with "the same value as in iOS 13", 10);
///   UIKit's system margins are 16 points in compact width and 20 in regular (useyourloaf.com,
///   "Changing Root View Layout Margins"), and the wider phones have the larger margins
///   (medium.com/vik-s-code-journal, "Margins and Autolayout on iPhone 6 Plus").
/// - Row insets: 11 above and below, 20 leading and trailing, and rows at least 44 high: SwiftUI's
///   default `listRowInsets` and `defaultMinListRowHeight` (Apple: "the height of list rows is
///   bounded below by this default value, and is otherwise determined by the height of the row's
///   content and the row insets"; the 11/20 insets are what two independent reimplementations
///   use as "SwiftUI's default inset-grouped row insets" — WaterUI's `WuiListCell.rowInsets`,
///   a `SheetRowEdge.insets` — and the 11 is the "list's default vertical insets" that
///   kasianov-mikhail/scout #1015 had to undo).
/// - Section spacing: 35 points above a section without a header (the grouped table view's
///   "approximately 35-pixel top padding", kouhan.cn's analysis of grouped `UITableView`s); a
///   header sits 16 points below the previous section and 6 above its rows, a footer 6 below
///   them (Flutter's `CupertinoListSection`, "determined from iOS 14.4 Simulator"). The plain
///   and inset styles have no gaps: a header is a band 6 points above and below its text.
public struct ListMetrics: Hashable, Sendable {
    public var style: ResolvedListStyle
    /// The section cards' inset from the list's leading and trailing edges.
    public var cardInset: Double
    public var cornerRadius: Double
    /// The space above a section that has no header.
    public var sectionGap: Double
    public var headerTop: Double
    public var headerBottom: Double
    public var footerTop: Double
    /// The space after the last section.
    public var bottomPadding: Double

    public static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    public static let minimumRowHeight = 44.0
    /// Lists this wide or wider have 20-point margins (iPhone Plus and Max), narrower ones 16.
    public static let wideMarginWidth = 414.0

    /// The layout margin of a container `width` wide: 16 points, 20 from 414 on.
    public static func margin(forWidth width: Double?) -> Double {
        (width ?? 0) >= wideMarginWidth ? 20 : 16
    }

    public init(style: ResolvedListStyle, width: Double?) {
        self.style = style
        let margin = Self.margin(forWidth: width)
        switch style {
        case .insetGrouped:
            cardInset = margin
            cornerRadius = 10
        case .inset:
            cardInset = margin
            cornerRadius = 0
        case .grouped, .plain:
            cardInset = 0
            cornerRadius = 0
        }
        if style.isGrouped {
            sectionGap = 35
            headerTop = 16
            headerBottom = 6
            footerTop = 6
            bottomPadding = 35
        } else {
            sectionGap = 0
            headerTop = 6
            headerBottom = 6
            footerTop = 6
            bottomPadding = 0
        }
    }
}

/// UIKit's system colours the containers are drawn with (light and dark): the entries of
/// `ColorStyle.uiKit`, Apple's UI element colours, by the part they paint.
public enum ContainerColors {
    /// `systemGroupedBackground`: behind a grouped list's cards.
    public static let groupedBackground = ColorStyle.uiKit["systemGroupedBackground"]!
    /// `secondarySystemGroupedBackground`: a grouped list's cards.
    public static let secondaryGroupedBackground = ColorStyle.uiKit["secondarySystemGroupedBackground"]!
    /// `systemBackground`: a plain list, and the screen.
    public static let background = ColorStyle.systemBackground
    /// `secondarySystemBackground`: a `GroupBox`.
    public static let secondaryBackground = ColorStyle.uiKit["secondarySystemBackground"]!
    /// `tertiarySystemBackground`: a `GroupBox` inside a `GroupBox`.
    public static let tertiaryBackground = ColorStyle.uiKit["tertiarySystemBackground"]!
    /// `secondaryLabel` (#3C3C43 at 60%; #EBEBF5 at 60% in dark): headers, footers, values.
    public static let secondaryLabel = ColorStyle.uiKit["secondaryLabel"]!
    /// `tertiaryLabel` (#3C3C43 at 30%; #EBEBF5 at 30%): a row's disclosure chevron.
    public static let tertiaryLabel = ColorStyle.uiKit["tertiaryLabel"]!
    /// `separator`: the hairlines between rows.
    public static let separator = SystemColors.separator
}

extension ResolvedListStyle {
    /// The colour behind the rows.
    public var backgroundColor: ColorStyle { isGrouped ? ContainerColors.groupedBackground : ContainerColors.background }

    /// The colour of a row, when it differs from the background (the cards).
    public var rowColor: ColorStyle? { isGrouped ? ContainerColors.secondaryGroupedBackground : nil }
}
