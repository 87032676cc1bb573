import Foundation

/// Where palettes live on disk: one JSON file in the original app's shape,
/// written atomically.
public struct PaletteStorage: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `$XDG_DATA_HOME/emojiart/palettes.json`, `~/.local/share` by default.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> PaletteStorage {
        PaletteStorage(fileURL: XDGDirectory.data.url(environment: environment)
            .appendingPathComponent("emojiart/palettes.json"))
    }

    public enum LoadResult: Equatable, Sendable {
        case missing
        case loaded([Palette])
        /// The file could not be read; it was moved to `movedTo`.
        case unreadable(movedTo: URL?)
    }

    public func load() -> LoadResult {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return .missing }
        if let data = try? Data(contentsOf: fileURL), let palettes = try? JSONDecoder().decode([Palette].self, from: data) {
            return .loaded(palettes)
        }
        return .unreadable(movedTo: moveAside())
    }

    public func save(_ palettes: [Palette]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        try PrivateFile.write(encoder.encode(palettes), to: fileURL)
    }

    /// Keeps an unreadable file for the user to rescue instead of writing over it.
    private func moveAside() -> URL? {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = fileURL.appendingPathExtension("unreadable-\(stamp)")
        return (try? FileManager.default.moveItem(at: fileURL, to: aside)) != nil ? aside : nil
    }
}
