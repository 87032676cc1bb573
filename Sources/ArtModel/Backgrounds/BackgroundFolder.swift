import Foundation

/// Where Choose Background…'s file chooser opens: in the folder of the
/// last background picked there, kept across launches (the settings'
/// background-folder), and the first time in the Pictures folder.
public struct BackgroundFolder {
    public let settings: AppSettings

    public init(settings: AppSettings) {
        self.settings = settings
    }

    /// The folder to open in: the last one while it is still a folder, else
    /// `pictures` if that is one, else nil (the chooser's own choice).
    public func initial(pictures: URL?) -> URL? {
        let path = settings.string(.backgroundFolder)
        let remembered = path.hasPrefix("/") ? URL(fileURLWithPath: path, isDirectory: true) : nil
        return [remembered, pictures].compactMap { $0 }.first(where: Self.isFolder)
    }

    /// Remembers the folder `file` was picked from.
    public func remember(folderOf file: URL) {
        settings.setString(file.deletingLastPathComponent().path, for: .backgroundFolder)
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
