import Foundation

/// Finds the compiled catalogs (`<language>/LC_MESSAGES/emojiart.mo`): set
/// explicitly, installed beside the binary, or where the build put them.
public enum LocaleDirectory {
    public static let environmentVariable = "EMOJIART_LOCALE_DIR"

    public static func candidates(executable: URL, environment: [String: String]) -> [URL] {
        var urls: [URL] = []
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            urls.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        let binDirectory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        // PREFIX/bin/emojiart → PREFIX/share/locale
        urls.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/locale", isDirectory: true))
        // .build/<triple>/<config>/emojiart → .build/locale (`make translations`)
        urls.append(binDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("locale", isDirectory: true))
        return urls
    }

    /// The first candidate that exists; nil leaves gettext to its default.
    public static func locate(executable: URL, environment: [String: String],
                              directoryExists: (String) -> Bool = Self.directoryExists) -> URL? {
        candidates(executable: executable, environment: environment).first { directoryExists($0.path) }
    }

    public static func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
