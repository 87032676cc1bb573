import ArtModel
import CGtk
import Foundation

/// The app's settings where GNOME apps keep theirs: GSettings, schema
/// `io.github.emojiart.EmojiArt` (data/io.github.emojiart.EmojiArt.gschema.xml),
/// so `gsettings` and dconf-editor show them.
final class GSettingsStore: AppSettings {
    private let settings: ObjectReference

    private init(schema: OpaquePointer) {
        settings = ObjectReference(taking: g_settings_new_full(schema, nil, nil))
    }

    /// The app's settings: GSettings where the schema is installed (or built,
    /// SettingsSchemaDirectory), else kept in memory for this run, and said so.
    static func open(executable: URL) -> AppSettings {
        if let schema = lookUpSchema(executable: executable) {
            defer { g_settings_schema_unref(schema) }
            return GSettingsStore(schema: schema)
        }
        let message = localized("emojiart: the settings schema {schema} is not installed; settings are kept until the app quits",
                                ["schema": SettingsSchemaDirectory.id])
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return MemorySettings()
    }

    private static func lookUpSchema(executable: URL) -> OpaquePointer? {
        let system = g_settings_schema_source_get_default()
        if let system, let schema = g_settings_schema_source_lookup(system, SettingsSchemaDirectory.id, 1) { return schema }
        for folder in SettingsSchemaDirectory.candidates(executable: executable) {
            guard let source = g_settings_schema_source_new_from_directory(folder.path, system, 0, nil) else { continue }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, SettingsSchemaDirectory.id, 0) { return schema }
        }
        return nil
    }

    func integer(_ key: SettingKey) -> Int { Int(g_settings_get_int(settings.cast(), key.rawValue)) }
    func setInteger(_ value: Int, for key: SettingKey) { g_settings_set_int(settings.cast(), key.rawValue, gint(clamping: value)) }
    func boolean(_ key: SettingKey) -> Bool { g_settings_get_boolean(settings.cast(), key.rawValue) != 0 }
    func setBoolean(_ value: Bool, for key: SettingKey) { g_settings_set_boolean(settings.cast(), key.rawValue, value ? 1 : 0) }

    func string(_ key: SettingKey) -> String {
        String(takingGString: g_settings_get_string(settings.cast(), key.rawValue)) ?? ""
    }

    func setString(_ value: String, for key: SettingKey) { g_settings_set_string(settings.cast(), key.rawValue, value) }
}
