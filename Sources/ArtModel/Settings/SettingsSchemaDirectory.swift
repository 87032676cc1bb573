import Foundation

/// Where the app's compiled settings schema is when GLib's own search (the
/// system's and the user's data folders, `GSETTINGS_SCHEMA_DIR`) does not
/// find it: installed beside the binary under another prefix, or where the
/// build put it (`make` compiles it into `.build/schemas`).
public enum SettingsSchemaDirectory {
    public static let id = "io.github.emojiart.EmojiArt"

    public static func candidates(executable: URL) -> [URL] {
        let binDirectory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        return [
            // PREFIX/bin/emojiart → PREFIX/share/glib-2.0/schemas
            binDirectory.deletingLastPathComponent().appendingPathComponent("share/glib-2.0/schemas", isDirectory: true),
            // .build/<triple>/<config>/emojiart → .build/schemas
            binDirectory.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("schemas", isDirectory: true),
        ]
    }
}
