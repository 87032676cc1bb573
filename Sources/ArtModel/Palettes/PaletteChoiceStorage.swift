import Foundation

/// Remembers which palette the chooser showed last, across launches, in
/// `$XDG_STATE_HOME/emojiart/chosen-palette` (one number).
public struct PaletteChoiceStorage: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> PaletteChoiceStorage {
        PaletteChoiceStorage(fileURL: XDGDirectory.state.url(environment: environment)
            .appendingPathComponent("emojiart/chosen-palette"))
    }

    public func load() -> Palette.ID? {
        (try? String(contentsOf: fileURL, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    public func save(_ id: Palette.ID) {
        try? PrivateFile.write(Data("\(id)\n".utf8), to: fileURL)
    }
}
