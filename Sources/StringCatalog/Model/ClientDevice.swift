/// The kind of device a request comes from: what `.stringsdict` device rules
/// (`NSStringDeviceSpecificRuleType`) and `.xcstrings` device variations are
/// keyed by.
///
/// A backend serving an iOS app, a Mac app and a web page from one catalog
/// names the client's device per request; a message with device variants
/// then answers with that device's variant, else its `other` variant:
///
///     let strings = catalog.localizer(acceptLanguage: "en", device: .mac)
///     try strings.string("tap")                      // "Click here"
///     try catalog.localizer(acceptLanguage: "en").string("tap")   // "Tap here" (other)
///
/// `rawValue` is the key as the files spell it (`"iphone"`, `"applewatch"`).
public enum ClientDevice: String, Sendable, Hashable, CaseIterable {
    case iPhone = "iphone"
    case iPad = "ipad"
    case iPod = "ipod"
    case mac
    case appleWatch = "applewatch"
    case appleTV = "appletv"
    case appleVision = "applevision"
    /// Any other client (a web page, Android, …): served the `other` variant.
    case other

    /// The device for a name as a user or a file writes it: the file key
    /// (`"applewatch"`) or its short form (`"watch"`, `"tv"`, `"vision"`),
    /// ASCII case ignored; nil for anything else.
    ///
    ///     ClientDevice(name: "watch")    // .appleWatch
    ///     ClientDevice(name: "iPad")     // .iPad
    ///     ClientDevice(name: "android")  // nil
    public init?(name: String) {
        let lowered = String(name.lowercased())
        switch lowered {
        case "watch": self = .appleWatch
        case "tv": self = .appleTV
        case "vision": self = .appleVision
        default:
            guard let device = ClientDevice(rawValue: lowered) else { return nil }
            self = device
        }
    }

    /// The position in ``allCases``: variant tables are indexed by it.
    var slot: Int {
        switch self {
        case .iPhone: 0
        case .iPad: 1
        case .iPod: 2
        case .mac: 3
        case .appleWatch: 4
        case .appleTV: 5
        case .appleVision: 6
        case .other: 7
        }
    }
}
