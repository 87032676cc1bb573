import Foundation

/// What earlier versions kept in files of their own under
/// `$XDG_STATE_HOME/emojiart/` (window-size, chosen-palette,
/// background-folder), moved into the settings once and then removed, so
/// an update forgets nothing a person had.
public enum LegacyStateFiles {
    public static func migrate(into settings: AppSettings, stateFolder: URL) {
        func take(_ name: String) -> String? {
            let file = stateFolder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            try? FileManager.default.removeItem(at: file)
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let words = take("window-size")?.split(separator: " "), words.count >= 2,
           let width = Int(words[0]), let height = Int(words[1]) {
            WindowSizeStorage(settings: settings).save(.init(width: width, height: height,
                                                             isMaximized: words.count == 3 && words[2] == "maximized"))
        }
        if let id = take("chosen-palette").flatMap({ Int($0) }), id >= 0 {
            PaletteChoiceStorage(settings: settings).save(id)
        }
        if let folder = take("background-folder"), folder.hasPrefix("/") {
            settings.setString(folder, for: .backgroundFolder)
        }
    }

    /// `$XDG_STATE_HOME/emojiart`.
    public static func standardFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectory.state.url(environment: environment).appendingPathComponent("emojiart", isDirectory: true)
    }
}
