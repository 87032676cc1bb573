import Foundation

/// What the app remembers across documents: the size a new window opens at,
/// the palette chosen last, the folder backgrounds were last picked from.
/// The shell keeps them where GNOME apps keep theirs, in GSettings (schema
/// `io.github.emojiart.EmojiArt`, data/io.github.emojiart.EmojiArt.gschema.xml),
/// so `gsettings` and dconf-editor show them; MemorySettings keeps them for
/// the tests, and for a run without the schema installed.
public protocol AppSettings: AnyObject {
    func integer(_ key: SettingKey) -> Int
    func setInteger(_ value: Int, for key: SettingKey)
    func boolean(_ key: SettingKey) -> Bool
    func setBoolean(_ value: Bool, for key: SettingKey)
    func string(_ key: SettingKey) -> String
    func setString(_ value: String, for key: SettingKey)
}

/// The schema's keys, with their defaults (the schema gives the same; a
/// shell test checks that it does).
public enum SettingKey: String, CaseIterable, Sendable {
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"
    /// The chosen palette's id; -1 when none was chosen.
    case palette = "palette"
    /// The folder the last background was picked from; empty when none was.
    case backgroundFolder = "background-folder"
    /// The export dialog's last choices (ExportOptionStorage).
    case exportFormat = "export-format"
    /// 0 for the picture's own size.
    case exportLongestSide = "export-longest-side"
    case exportQuality = "export-quality"

    public enum Value: Equatable, Sendable {
        case integer(Int), boolean(Bool), string(String)
    }

    public var defaultValue: Value {
        switch self {
        case .windowWidth: .integer(WindowSizeStorage.firstSize.width)
        case .windowHeight: .integer(WindowSizeStorage.firstSize.height)
        case .windowMaximized: .boolean(false)
        case .palette: .integer(-1)
        case .backgroundFolder: .string("")
        case .exportFormat: .string(ExportFormat.png.rawValue)
        case .exportLongestSide: .integer(0)
        case .exportQuality: .integer(ExportOptions.defaultQuality)
        }
    }
}

/// Settings kept for as long as the process runs.
public final class MemorySettings: AppSettings {
    private var values: [SettingKey: SettingKey.Value] = [:]

    public init() {}

    private func value(_ key: SettingKey) -> SettingKey.Value { values[key] ?? key.defaultValue }

    public func integer(_ key: SettingKey) -> Int {
        if case .integer(let value) = value(key) { value } else { 0 }
    }

    public func setInteger(_ value: Int, for key: SettingKey) { values[key] = .integer(value) }

    public func boolean(_ key: SettingKey) -> Bool {
        if case .boolean(let value) = value(key) { value } else { false }
    }

    public func setBoolean(_ value: Bool, for key: SettingKey) { values[key] = .boolean(value) }

    public func string(_ key: SettingKey) -> String {
        if case .string(let value) = value(key) { value } else { "" }
    }

    public func setString(_ value: String, for key: SettingKey) { values[key] = .string(value) }
}
