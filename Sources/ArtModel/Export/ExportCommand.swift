import Foundation

/// `emojiart --export-png OUT.png DOCUMENT.emojiart`: writes a document's
/// picture without opening a window.
public struct ExportCommand: Equatable, Sendable {
    public let output: URL
    public let document: URL

    public static let option = "--export-png"
    public static var usage: String {
        localized("Usage: emojiart {option} OUTPUT.png DOCUMENT.emojiart", ["option": option])
    }

    /// Nil when the arguments do not ask for an export (the app then starts
    /// as usual); a usage message when they ask for one the wrong way.
    public static func parse(_ arguments: [String]) -> Result<ExportCommand, UsageError>? {
        var rest = Array(arguments.dropFirst())
        guard let index = rest.firstIndex(where: { $0 == option || $0.hasPrefix(option + "=") }) else { return nil }
        let flag = rest.remove(at: index)
        var output: String?
        if flag.hasPrefix(option + "=") {
            output = String(flag.dropFirst(option.count + 1))
        } else if index < rest.count {
            output = rest.remove(at: index)
        }
        guard let output, !output.isEmpty else { return .failure(UsageError(message: localized("{option} needs the PNG file to write.", ["option": option]))) }
        guard rest.count == 1, let document = rest.first, !document.hasPrefix("-") else {
            return .failure(UsageError(message: localized("Name exactly one document to export.")))
        }
        return .success(ExportCommand(output: URL(fileURLWithPath: output), document: URL(fileURLWithPath: document)))
    }

    public struct UsageError: Error, Equatable, Sendable {
        public let message: String
    }
}
