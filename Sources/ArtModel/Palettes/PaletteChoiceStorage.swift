import Foundation

/// Remembers which palette the chooser showed last, across launches (the
/// settings' palette).
public struct PaletteChoiceStorage {
    public let settings: AppSettings

    public init(settings: AppSettings) {
        self.settings = settings
    }

    public func load() -> Palette.ID? {
        let id = settings.integer(.palette)
        return id >= 0 ? id : nil
    }

    public func save(_ id: Palette.ID) {
        settings.setInteger(id, for: .palette)
    }
}
