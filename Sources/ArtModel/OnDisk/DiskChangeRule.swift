import Foundation

/// What a document window does when another program changes its file: the
/// shell watches the file (a GFileMonitor), looks at it when it changed
/// (DiskObservation), and applies what this rule answers: a window without
/// unsaved changes shows the new document at once, as one step Undo takes
/// back; one with unsaved changes shows a notice (Reload or Keep Mine); a
/// deleted file is said to be gone. It also says what a save may replace:
/// only the version the window last read or wrote, so that a save never
/// overwrites a change the user has not seen.
public struct DiskChangeRule: Sendable {
    /// What the window's banner says, if anything.
    public enum Notice: Equatable, Sendable {
        /// Another program changed the file while the window had unsaved
        /// changes: Reload (theirs, undoable) or Keep Mine.
        case changed
        /// Another program left something that cannot be opened: the window
        /// keeps what it shows.
        case unreadable
        /// The file is gone; Save writes it again.
        case deleted

        /// What the banner says of the document called `name`.
        public func text(name: String) -> String {
            switch self {
            case .changed: localized("“{document}” was changed by another program", ["document": name])
            case .unreadable:
                localized("“{document}” was changed by another program and can no longer be opened", ["document": name])
            case .deleted: localized("“{document}” was deleted or moved elsewhere", ["document": name])
            }
        }

        /// The banner's buttons, in reading order.
        public var actions: [AppAction] {
            switch self {
            case .changed: [.keepMine, .reloadFromDisk]
            case .unreadable: [.keepMine]
            case .deleted: [.save]
            }
        }
    }

    public enum Outcome: Equatable, Sendable {
        case none
        /// Show this document, read from disk, as one undoable step.
        case reload(EmojiArt)
        /// The window read or wrote the file while the look was made: look again.
        case lookAgain
    }

    /// What a file monitor's event means to the window watching a file.
    public enum EventMeaning: Equatable, Sendable {
        /// The file was renamed or moved to this place: the window follows it.
        case moved(to: URL)
        /// Anything else: look at the file once the disk is quiet.
        case look
    }

    /// How long the file must be left alone before it is looked at: a
    /// program's write comes as several events, and a `git checkout` as a
    /// deletion and a creation.
    public static let settleDelay = Duration.milliseconds(150)

    /// The version the window last read or wrote; nil when it knows of none.
    public private(set) var known: DiskVersion?
    public private(set) var notice: Notice?
    /// The version the notice tells of, and what Reload would show (nil
    /// when it cannot be read).
    private var offered: (version: DiskVersion, art: EmojiArt?)?
    /// A version the user chose to keep their own work over: not offered again.
    private var declined: DiskVersion?

    public init(known: DiskVersion?) {
        self.known = known
    }

    /// What a save of the window's document may replace.
    public var replacing: AtomicFileWriter.Replacing { .unchangedSince(known) }

    /// `observation` was made knowing `basis`; `saved` is the document as
    /// the window last read or wrote it (nil if it never did).
    public mutating func observed(_ observation: DiskObservation, basis: DiskVersion?,
                                  isModified: Bool, saved: EmojiArt?) -> Outcome {
        guard basis == known else { return .lookAgain }
        switch observation {
        case .unchanged:
            show(nil)
        case .missing:
            show(.deleted)
        case .changed(let version, _) where version == declined:
            break
        case .changed(let version, .failure):
            offer(version, nil, as: .unreadable)
        case .changed(let version, .success(let art)) where art == saved:
            // Written again as it was, or only touched: nothing to tell.
            known = version
            show(nil)
        case .changed(let version, .success(let art)):
            guard isModified else {
                known = version
                show(nil)
                return .reload(art)
            }
            offer(version, art, as: .changed)
        }
        return .none
    }

    /// Reload was chosen: the document to show, whose version is now the one known.
    public mutating func reload() -> EmojiArt? {
        guard let offered, let art = offered.art else { return nil }
        known = offered.version
        show(nil)
        return art
    }

    /// Keep Mine was chosen: the notice goes, and this version is not
    /// offered again; a save still asks before it replaces it.
    public mutating func keepMine() {
        if let offered { declined = offered.version }
        show(nil)
    }

    /// The window wrote its document: this version is the one known.
    public mutating func wrote(_ version: DiskVersion) {
        known = version
        declined = nil
        show(nil)
    }

    /// The event GIO's file monitor reported for `file` (`other`, the
    /// place it went, for a rename), to the window watching `watched`.
    public static func meaning(ofRename isRename: Bool, file: URL, other: URL?, watched: URL) -> EventMeaning {
        guard isRename, file.standardizedFileURL == watched.standardizedFileURL, let other,
              other.standardizedFileURL != watched.standardizedFileURL else { return .look }
        return .moved(to: other)
    }

    /// The file a window watches for `url`: where its links lead, since a
    /// save writes there and another program's write lands there.
    public static func watchedFile(for url: URL) -> URL {
        (try? SymbolicLinks.destination(of: url)) ?? url
    }

    /// What a toast says when the window showed what another program wrote.
    public static func reloadAnnouncement(name: String) -> String {
        localized("Reloaded: “{document}” was changed by another program", ["document": name])
    }

    private mutating func offer(_ version: DiskVersion, _ art: EmojiArt?, as notice: Notice) {
        offered = (version, art)
        self.notice = notice
    }

    private mutating func show(_ notice: Notice?) {
        offered = nil
        self.notice = notice
    }
}
