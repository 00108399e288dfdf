import Logging
import Vapor
import VaporService

// `vapor-service --hostname 127.0.0.1 --port 8080`: Vapor's `serve` command
// (the default) with its flags; SIGINT/SIGTERM shut it down gracefully.
// Vapor reads a first argument as a command name, so leading flags get `serve`
// put before them.
var arguments = CommandLine.arguments
if arguments.count > 1, arguments[1].hasPrefix("-") { arguments.insert("serve", at: 1) }
var environment = try Environment.detect(arguments: arguments)
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
    try configure(app)
    try await app.execute()
} catch {
    // Bad arguments or a port in use: a message and exit status 1, not a trap.
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
