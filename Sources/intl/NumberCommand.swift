import ArgumentParser
struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "number")
}
