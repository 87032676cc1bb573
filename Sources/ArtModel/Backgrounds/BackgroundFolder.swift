import Foundation

/// Where Choose Background…'s file chooser opens: in the folder of the
/// last background picked there, kept across launches in
/// `$XDG_STATE_HOME/emojiart/background-folder`, and the first time in the
/// Pictures folder.
public struct BackgroundFolder: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> BackgroundFolder {
        BackgroundFolder(fileURL: XDGDirectory.state.url(environment: environment)
            .appendingPathComponent("emojiart/background-folder"))
    }

    /// The folder to open in: the last one while it is still a folder, else
    /// `pictures` if that is one, else nil (the chooser's own choice).
    public func initial(pictures: URL?) -> URL? {
        let path = (try? String(contentsOf: fileURL, encoding: .utf8))?.trimmingCharacters(in: .newlines)
        let remembered = path.flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
        return [remembered, pictures].compactMap { $0 }.first(where: Self.isFolder)
    }

    /// Remembers the folder `file` was picked from.
    public func remember(folderOf file: URL) {
        try? PrivateFile.write(Data((file.deletingLastPathComponent().path + "\n").utf8), to: fileURL)
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
