import Foundation

/// Finds the folder holding the app's data (default palettes, CSS): set
/// explicitly, installed beside the binary, or the source tree's `data/` when
/// run from a build folder.
public enum DataDirectory {
    public static let environmentVariable = "EMOJIART_DATA_DIR"

    public static func candidates(executable: URL, environment: [String: String]) -> [URL] {
        var urls: [URL] = []
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            urls.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        let binDirectory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        // PREFIX/bin/emojiart → PREFIX/share/emojiart
        urls.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/emojiart", isDirectory: true))
        // .build/<triple>/<config>/emojiart → source tree's data/
        var folder = binDirectory
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            urls.append(folder.appendingPathComponent("data", isDirectory: true))
        }
        return urls
    }

    /// The first candidate that holds the default palettes.
    public static func locate(executable: URL, environment: [String: String],
                              fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)) -> URL? {
        candidates(executable: executable, environment: environment).first { folder in
            fileExists(folder.appendingPathComponent(DefaultPalettes.fileName).path)
        }
    }
}
