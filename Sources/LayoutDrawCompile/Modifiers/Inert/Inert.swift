import LayoutEngine

extension Modifiers {
    /// Modifiers that change nothing a still picture of the layout shows — gestures, actions,
    /// animations, accessibility text, presentation, identity — whatever arguments SwiftUI's
    /// overloads take (labelled, unlabelled, trailing closures: `.sheet(isPresented: $show) { … }`,
    /// `.animation(.easeInOut, value: on)`): accepted, not read, and left out of the tree.
    enum InertMapping: ModifierMapping {
        static let names = [
            "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit",
            "gesture", "simultaneousGesture", "highPriorityGesture", "animation", "transition", "contentTransition",
            "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityElement",
            "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilitySortPriority", "contentShape",
            "allowsHitTesting", "disabled", "help", "keyboardShortcut", "sensoryFeedback", "navigationViewStyle",
            "navigationBarBackButtonHidden", "textContentType", "keyboardType", "autocorrectionDisabled",
            "textInputAutocapitalization", "submitLabel", "focused", "onHover", "matchedGeometryEffect", "sheet", "alert",
            "confirmationDialog", "popover", "fullScreenCover", "environmentObject",
            // With a trailing closure beside labelled arguments.
            "navigationDestination", "swipeActions", "contextMenu",
            // Lists and navigation: what happens on a tap, a swipe or a pull.
            "refreshable", "onDelete", "onMove", "deleteDisabled", "moveDisabled",
            // Scrolling, sheets, drag and drop, keyboard and system chrome: behaviour, not layout.
            "scrollIndicators", "scrollDisabled", "scrollDismissesKeyboard", "scrollBounceBehavior", "scrollTargetBehavior",
            "scrollTargetLayout", "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
            "presentationBackground", "interactiveDismissDisabled", "onDrag", "onDrop", "draggable", "dropDestination",
            "statusBarHidden", "persistentSystemOverlays", "defersSystemGestures", "privacySensitive", "textSelection",
            "focusable", "onKeyPress", "onOpenURL", "onContinueUserActivity", "userActivity", "handlesExternalEvents",
            // The symbols layoutdraw draws are monochrome and still.
            "symbolRenderingMode", "symbolEffect",
            // Older spellings of keyboard and rendering settings, and pointer hover (no pointer on iPhone).
            "autocapitalization", "disableAutocorrection", "renderingMode", "hoverEffect",
            // How an image's pixels are resampled when scaled (Apple's Food Truck's donuts:
            // `.interpolation(.medium)`): layoutdraw draws every image with one filter.
            "interpolation", "antialiased",
            // A toolbar's role: on iPhone, `.editor` and `.browser` change only the back
            // button's title, which a stack's root has none of.
            "toolbarRole",
            // Values a focused view publishes for menus and commands (Landmarks' `focusedValue`).
            "focusedValue", "focusedSceneValue", "onExitCommand", "onMoveCommand", "onPasteCommand", "onCommand",
            // `EquatableView`: when SwiftUI compares the view to update it; the view is the same.
            "equatable",
        ]
        static let acceptsAnyArguments = true

        static func compile(_ i: ModifierInput) -> Modification? {
            nil
        }
    }
}
