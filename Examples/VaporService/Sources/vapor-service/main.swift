import Logging
import Vapor
import VaporService

// `vapor-service --hostname 127.0.0.1 --port 8080`: Vapor's `serve` command
// (the default) with its flags; SIGINT/SIGTERM shut it down gracefully.
var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
    try configure(app)
    try await app.execute()
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    throw error
}
try await app.asyncShutdown()
