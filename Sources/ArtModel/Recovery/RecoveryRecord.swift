import Foundation

/// What a recovery file holds: an unsaved document, the file it belongs to
/// (none for an untitled one), the version of that file its changes were
/// made over, and when it was last changed.
public struct RecoveryRecord: Codable, Equatable, Sendable {
    /// The document's file, if it has one.
    public var documentPath: String?
    /// The file's version the window knew (absent in records written
    /// before versions were kept, and when no file was there).
    public var diskVersion: DiskVersion?
    public var lastChanged: Date
    public var document: EmojiArt

    public init(documentPath: String?, diskVersion: DiskVersion? = nil, lastChanged: Date, document: EmojiArt) {
        self.documentPath = documentPath
        self.diskVersion = diskVersion
        self.lastChanged = lastChanged
        self.document = document
    }

    /// Whether another program changed the document's file since these
    /// changes were made, given the version on disk now.
    public func fileChanged(onDiskNow: DiskVersion?) -> Bool {
        guard let diskVersion else { return false }
        return onDiskNow != diskVersion
    }

    /// The name a person knows the document by.
    public var name: String {
        documentPath.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? localized("Untitled")
    }

    public var documentURL: URL? {
        documentPath.map { URL(fileURLWithPath: $0) }
    }
}

extension RecoveryRecord {
    /// What the question after a crash says; `fileChanged` when another
    /// program changed the document's file since (`fileChanged(onDiskNow:)`).
    public func question(fileChanged: Bool) -> (title: String, message: String) {
        var message = localized(
            "EmojiArt closed before “{document}” was saved. Its last change was made {when}. Restore brings the document back as it was then; Discard throws those changes away.",
            ["document": name, "when": lastChangedDescription()])
        if fileChanged {
            message += " " + localized(
                "Since then, another program has changed “{document}”: Restore shows your version and offers theirs, and saving asks before replacing it.",
                ["document": name])
        }
        return (localized("Restore “{document}”?", ["document": name]), message)
    }

    /// "today at 14:32", "yesterday at 09:05" or "on 28 November 2026 at 14:32".
    public func lastChangedDescription(now: Date = Date(), calendar: Calendar = .current,
                                       locale: Locale = Translation.locale) -> String {
        let time = DateFormatter()
        time.calendar = calendar
        time.timeZone = calendar.timeZone
        time.locale = locale
        time.setLocalizedDateFormatFromTemplate("jmm")
        let clock = time.string(from: lastChanged)
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: lastChanged),
                                           to: calendar.startOfDay(for: now)).day ?? 2
        switch days {
        case 0: return localized("today at {time}", ["time": clock])
        case 1: return localized("yesterday at {time}", ["time": clock])
        default:
            let date = DateFormatter()
            date.calendar = calendar
            date.timeZone = calendar.timeZone
            date.locale = locale
            date.dateStyle = .long
            return localized("on {date} at {time}", ["date": date.string(from: lastChanged), "time": clock])
        }
    }
}
