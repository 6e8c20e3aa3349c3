/// Apple's Objective-C frameworks prefix their types: `UIImage` is UIKit's, `MKMapView`
/// MapKit's, `CLLocationManager` Core Location's, `UNUserNotificationCenter` User
/// Notifications'. A name layoutdraw does not model and nothing declares is guessed to be one
/// from its first two or three capitals, said as one ("probably").
public enum AppleFrameworks {
    /// Apple's type prefixes and their frameworks, longest first.
    static let prefixes: [(prefix: String, framework: String)] = [
        ("ASAuthorization", "AuthenticationServices"), ("SFSafari", "SafariServices"), ("PKPayment", "PassKit"),
        ("UI", "UIKit"), ("NS", "Foundation or AppKit"), ("MK", "MapKit"), ("CL", "Core Location"), ("AV", "AVFoundation"),
        ("PH", "Photos"), ("WK", "WebKit"), ("SK", "StoreKit or SpriteKit"), ("CK", "CloudKit"), ("HK", "HealthKit"),
        ("EK", "EventKit"), ("CN", "Contacts"), ("UN", "UserNotifications"), ("WC", "WatchConnectivity"), ("GK", "GameKit"),
        ("AR", "ARKit"), ("CM", "Core Motion"), ("CI", "Core Image"), ("CA", "Core Animation"), ("CT", "Core Text"),
        ("SCN", "SceneKit"), ("MP", "MediaPlayer"), ("LA", "LocalAuthentication"), ("NW", "Network"), ("CB", "Core Bluetooth"),
        ("GAD", "Google Mobile Ads"), ("FIR", "Firebase"),
    ]

    /// Apple's modules a source imports beside SwiftUI that layoutdraw does not model: a type
    /// nothing declares, where one is imported, is probably its.
    public static let modules: Set<String> = [
        "AuthenticationServices", "UserNotifications", "MapKit", "WebKit", "AVFoundation", "AVKit", "CoreLocation", "StoreKit",
        "PhotosUI", "Photos", "HealthKit", "CloudKit", "WatchConnectivity", "GameKit", "ARKit", "RealityKit", "SceneKit",
        "SpriteKit", "CoreMotion", "CoreImage", "LocalAuthentication", "Network", "CoreBluetooth", "Charts", "WidgetKit",
        "AppIntents", "EventKit", "EventKitUI", "Contacts", "ContactsUI", "MessageUI", "SafariServices", "PassKit", "CoreHaptics",
        "UniformTypeIdentifiers", "QuickLook", "PDFKit", "Vision", "CoreML", "NaturalLanguage", "TipKit", "ActivityKit",
        "WeatherKit", "MusicKit", "MediaPlayer", "CryptoKit", "Security", "BackgroundTasks", "AppTrackingTransparency",
        "AdSupport", "GameController", "Speech", "CoreSpotlight", "Intents", "IntentsUI", "LinkPresentation", "VisionKit",
        "CoreTransferable", "AudioToolbox", "CoreAudio", "CoreText", "QuartzCore", "ImageIO", "CoreNFC", "HomeKit",
        "FamilyControls", "DeviceActivity", "ManagedSettings", "CarPlay", "ClockKit", "WatchKit", "SwiftCharts",
    ]

    /// Foundation's types layoutdraw does not model, whose objects a model keeps for what a
    /// still picture does not show (networking, timers, run loops).
    public static let foundationTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLCache", "Timer", "ProcessInfo", "JSONSerialization",
        "OperationQueue", "RunLoop", "Scanner", "PropertyListEncoder", "PropertyListDecoder", "FileHandle", "Thread",
    ]

    /// The framework a type layoutdraw does not model belongs to by its name alone: an Apple
    /// prefix's (`UNUserNotificationCenter` → UserNotifications) or Foundation's (`URLSession`).
    public static func framework(ofType name: String) -> String? {
        framework(ofPrefixed: name) ?? (foundationTypes.contains(name) ? "Foundation" : nil)
    }

    /// The framework an Apple-prefixed type name belongs to (`UIImage` → UIKit): the prefix
    /// followed by a capital and one more letter.
    public static func framework(ofPrefixed name: String) -> String? {
        let characters = Array(name)
        for (prefix, framework) in prefixes where name.hasPrefix(prefix) && characters.count > prefix.count + 1 {
            if characters[prefix.count].isUppercase, characters[prefix.count + 1].isLetter { return framework }
        }
        return nil
    }
}
