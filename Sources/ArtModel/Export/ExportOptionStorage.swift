/// The Export dialog's choices, kept across documents and launches: the
/// format, the size and the quality chosen last (not "only the selection",
/// which depends on the moment).
public struct ExportOptionStorage {
    private let settings: AppSettings

    public init(settings: AppSettings) {
        self.settings = settings
    }

    public func load() -> ExportOptions {
        let side = settings.integer(.exportLongestSide)
        return ExportOptions(format: ExportFormat(rawValue: settings.string(.exportFormat)) ?? .png,
                             longestSide: side > 0 ? side : nil, quality: settings.integer(.exportQuality))
    }

    public func save(_ options: ExportOptions) {
        settings.setString(options.format.rawValue, for: .exportFormat)
        settings.setInteger(options.longestSide ?? 0, for: .exportLongestSide)
        settings.setInteger(options.quality, for: .exportQuality)
    }
}
