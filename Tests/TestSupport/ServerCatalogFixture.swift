/// `Tests/Fixtures/ServerCatalog`: one `Localizable.xcstrings` in en, de and
/// ru (`greeting`: "Hello, %@!"; `cart`: a plural and a price), shared by
/// the server integration tests and the middleware benchmark.
public enum ServerCatalogFixture {
    /// The folder's absolute path, found from this source file's.
    public static var directory: String {
        let testsFolder = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        return (testsFolder + ["Fixtures", "ServerCatalog"]).joined(separator: "/")
    }
}
