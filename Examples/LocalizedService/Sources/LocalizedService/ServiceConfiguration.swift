/// What the command line sets; defaults suit a local run.
public struct ServiceConfiguration: Sendable {
    public var hostname: String
    public var port: Int
    /// The folder with `en.lproj`, `de.lproj`, …; nil: the catalog the
    /// package ships (`Catalog(bundle: Bundle.module, subdirectory: "Resources")`).
    public var resourcesDirectory: String?
    /// Bodies over this many bytes are refused with 413. Default 1 MiB.
    public var maximumBodyBytes: Int

    public init(hostname: String = "127.0.0.1", port: Int = 8080,
                resourcesDirectory: String? = nil,
                maximumBodyBytes: Int = 1 << 20) {
        self.hostname = hostname
        self.port = port
        self.resourcesDirectory = resourcesDirectory
        self.maximumBodyBytes = maximumBodyBytes
    }
}
