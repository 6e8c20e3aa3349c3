/// The views and modifiers of the frameworks and packages apps use beside SwiftUI that
/// layoutdraw does not model: their views are drawn as labelled placeholders
/// (LayoutDrawCompile's `ForeignViewMapping`), their modifiers change only the framework's own
/// drawing (`ForeignModifiersMapping`). The arguments of both are code a still picture does not
/// run (`LaterCode`): nothing is downloaded, no map tile or chart mark is drawn.
public enum ForeignFrameworks {
    /// SwiftUI's own views that layoutdraw does not draw yet: each is a placeholder labelled
    /// with its name that takes the space it is offered, with a warning (LayoutDrawCompile's
    /// `UnmodelledSwiftUIViewMapping`), so the rest of the screen still draws; their arguments
    /// are not run, as a foreign view's are not.
    public static let swiftUIViewsNotModelled: Set<String> = [
        "TextEditor", "DatePicker", "MultiDatePicker", "ColorPicker", "ControlGroup", "DisclosureGroup", "OutlineGroup", "ShareLink", "Table",
        "ContentUnavailableView", "PasteButton", "RenameButton",
    ]

    /// Type → (module, image-like: behaves as an `Image`, else takes its proposal).
    public static let views: [String: (module: String, isImageLike: Bool)] = [
        "KFImage": ("Kingfisher", true), "KFAnimatedImage": ("Kingfisher", true),
        "WebImage": ("SDWebImageSwiftUI", true), "AnimatedImage": ("SDWebImageSwiftUI", true),
        "LazyImage": ("NukeUI", true), "FetchImage": ("NukeUI", true), "CachedAsyncImage": ("CachedAsyncImage", true),
        "URLImage": ("URLImage", true),
        "Map": ("MapKit", false), "Chart": ("Charts", false), "VideoPlayer": ("AVKit", false),
        "WebView": ("WebKit", false), "SafariView": ("SafariServices", false), "LottieView": ("Lottie", false),
        "SignInWithAppleButton": ("AuthenticationServices", false), "SceneView": ("SceneKit", false),
        "SpriteView": ("SpriteKit", false), "RealityView": ("RealityKit", false), "Model3D": ("RealityKit", false),
        "CameraView": ("AVFoundation", false), "PDFKitView": ("PDFKit", false),
        "SiriTipView": ("AppIntents", false), "ShortcutsLink": ("AppIntents", false),
        "StoreView": ("StoreKit", false), "ProductView": ("StoreKit", false), "SubscriptionStoreView": ("StoreKit", false),
        "PhotosPicker": ("PhotosUI", false),
    ]

    /// Kingfisher's, SDWebImage's and Nuke's loading and fading, MapKit's map settings, PhotosUI's picker, Swift
    /// Charts' axes, scales and legends.
    public static let modifiers: Set<String> = [
        // Kingfisher's KFImage, SDWebImage's WebImage, Nuke's LazyImage.
        "placeholder", "fade", "onSuccess", "onFailure", "onProgress", "cancelOnDisappear", "loadDiskFileSynchronously",
        "cacheMemoryOnly", "cacheOriginalImage", "setProcessor", "appendProcessor", "retry", "forceRefresh",
        "startLoadingBeforeViewAppear", "downsampling", "serialize", "indicator", "loadImmediately", "reducePriorityOnDisappear",
        "roundCorner", "onCompletion", "processors", "priority", "pipeline", "onStart",
        // MapKit.
        "mapStyle", "mapControls", "mapControlVisibility", "mapScope", "mapFeatureSelectionDisabled",
        // Swift Charts.
        "chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale", "chartForegroundStyleScale",
        "chartSymbolScale", "chartPlotStyle", "chartOverlay", "chartBackground", "chartScrollableAxes",
        "chartXVisibleDomain", "chartYVisibleDomain", "chartScrollPosition", "chartXSelection", "chartYSelection",
        "chartAngleSelection", "chartXAxisLabel", "chartYAxisLabel",
        // PhotosUI's picker, presented when tapped.
        "photosPicker",
    ]
}
