/// What the app tells about the palettes file, each at most once: that it
/// could not be read (the palettes were reset), or that a change could not
/// be written (not at every edit after). Told over a window: one found
/// before any window is open waits for the first.
public struct PaletteNotices: Sendable {
    public struct Notice: Equatable, Sendable {
        public let title: String
        public let message: String
    }

    private var waiting: Notice?
    private var saveFailureTold = false

    /// `loadProblem`: what went wrong reading the file, if anything did.
    public init(loadProblem: String?) {
        waiting = loadProblem.map { Notice(title: localized("Palettes Reset"), message: $0) }
    }

    /// A window opened: the notice that waited for one, if any.
    public mutating func windowOpened() -> Notice? {
        defer { waiting = nil }
        return waiting
    }

    /// A save failed: the notice to show now, nil when one was told before
    /// or there is no window yet to show it over (it waits for the first).
    public mutating func saveFailed(_ message: String, windowIsOpen: Bool) -> Notice? {
        guard !saveFailureTold else { return nil }
        saveFailureTold = true
        let notice = Notice(title: localized("Palettes Not Saved"), message: message)
        guard windowIsOpen else {
            waiting = notice
            return nil
        }
        return notice
    }
}
