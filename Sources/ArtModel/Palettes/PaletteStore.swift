import Foundation
import Observation

/// Every palette, shared by all windows, saved after each change. There is
/// always at least one palette.
@MainActor
@Observable
public final class PaletteStore {
    public private(set) var palettes: [Palette]
    @ObservationIgnored private let storage: PaletteStorage?
    /// Writes happen in order, off the main thread.
    @ObservationIgnored private let writer = DispatchQueue(label: "emojiart.palette-store")
    /// Told when a save fails.
    @ObservationIgnored public var onSaveFailure: (@MainActor (String) -> Void)?

    /// A store that is not saved anywhere (tests, or a read-only setup).
    public init(palettes: [Palette], storage: PaletteStorage? = nil) {
        // Another app, or a hand, may have written anything into the file.
        let kept = Self.withUniqueIds(palettes).map { palette in
            var cleaned = palette
            cleaned.emojis = Self.cleaned(palette.emojis)
            return cleaned
        }
        self.palettes = kept.isEmpty ? [Palette(name: localized("Emojis"), emojis: "😀", id: 0)] : kept
        self.storage = storage
    }

    /// Loads the user's palettes, seeding them from `defaults` on first run.
    /// Returns a sentence for the user when the file could not be read.
    public static func load(from storage: PaletteStorage, defaults: [Palette]) -> (store: PaletteStore, problem: String?) {
        switch storage.load() {
        case .loaded(let palettes) where !palettes.isEmpty:
            return (PaletteStore(palettes: palettes, storage: storage), nil)
        case .loaded, .missing:
            let store = PaletteStore(palettes: defaults, storage: storage)
            store.save()
            return (store, nil)
        case .unreadable(let aside):
            let store = PaletteStore(palettes: defaults, storage: storage)
            store.save()
            let problem = aside.map {
                localized("Your palettes file could not be read, so the default palettes are used. It was kept as “{file}”.",
                          ["file": $0.lastPathComponent])
            } ?? localized("Your palettes file could not be read, so the default palettes are used.")
            return (store, problem)
        }
    }

    public func palette(id: Palette.ID) -> Palette? {
        palettes.first { $0.id == id }
    }

    public func index(of id: Palette.ID) -> Int? {
        palettes.firstIndex { $0.id == id }
    }

    // MARK: - Changes

    /// Inserts a palette (at `index`, else first) and returns it.
    @discardableResult
    public func insert(name: String, emojis: String = "", at index: Int = 0) -> Palette {
        let palette = Palette(name: name, emojis: Self.cleaned(emojis), id: (palettes.map(\.id).max() ?? -1) + 1)
        palettes.insert(palette, at: min(max(index, 0), palettes.count))
        save()
        return palette
    }

    /// The last palette cannot be removed: the chooser always shows one.
    public var canRemove: Bool { palettes.count > 1 }

    /// A palette that was removed, and where it was, so that it can be put back.
    public struct Removal: Sendable {
        public let palette: Palette
        let index: Int

        /// "“Animals” deleted", for the toast whose Undo puts it back.
        public var announcement: String { localized("“{palette}” deleted", ["palette": palette.displayName]) }
    }

    /// Removes a palette, unless it is the last one. Returns what was removed.
    @discardableResult
    public func remove(id: Palette.ID) -> Removal? {
        guard canRemove, let index = index(of: id) else { return nil }
        let removal = Removal(palette: palettes.remove(at: index), index: index)
        save()
        return removal
    }

    /// Puts a removed palette back where it was (the toast's Undo); nothing
    /// if it is back already.
    public func restore(_ removal: Removal) {
        guard index(of: removal.palette.id) == nil else { return }
        palettes.insert(removal.palette, at: min(removal.index, palettes.count))
        save()
    }

    /// Moves a palette so that it ends up at `destination` in the list.
    public func move(id: Palette.ID, to destination: Int) {
        guard let index = index(of: id) else { return }
        let target = min(max(destination, 0), palettes.count - 1)
        guard target != index else { return }
        palettes.insert(palettes.remove(at: index), at: target)
        save()
    }

    /// The palette after `id`, wrapping round: the chooser's button.
    public func palette(after id: Palette.ID?) -> Palette {
        guard let id, let index = index(of: id) else { return palettes[0] }
        return palettes[(index + 1) % palettes.count]
    }

    /// A new name is the person's own, and no longer translated; the name
    /// shown already (translated or not) changes nothing. A name of nothing
    /// but spaces is refused (false): the chooser's button would shrink to
    /// nothing, and the manager's search could never find the palette.
    @discardableResult
    public func rename(id: Palette.ID, to name: String) -> Bool {
        guard !name.allSatisfy(\.isWhitespace) else { return false }
        update(id) { palette in
            guard name != palette.displayName else { return }
            palette.name = name
            palette.hasShippedName = false
        }
        return true
    }

    /// Adds the emojis in `text` in front of the palette's own, dropping
    /// anything that is not an emoji and any emoji it already has.
    public func addEmojis(_ text: String, to id: Palette.ID) {
        update(id) { $0.emojis = Self.cleaned(text + $0.emojis) }
    }

    public func removeEmoji(_ emoji: String, from id: Palette.ID) {
        update(id) { palette in palette.emojis = palette.emojiList.filter { $0 != emoji }.joined() }
    }

    private func update(_ id: Palette.ID, _ change: (inout Palette) -> Void) {
        guard let index = index(of: id) else { return }
        var palette = palettes[index]
        change(&palette)
        guard palette != palettes[index] else { return }
        palettes[index] = palette
        save()
    }

    // MARK: - Rules

    /// Only emojis, each once, in their first order.
    public static func cleaned(_ text: String) -> String {
        var seen = Set<String>()
        return EmojiText.emojis(in: text).filter { seen.insert($0).inserted }.joined()
    }

    /// Palettes whose ids repeat (a hand-edited file) get fresh ones.
    static func withUniqueIds(_ palettes: [Palette]) -> [Palette] {
        var seen = Set<Int>()
        var next = (palettes.map(\.id).max() ?? -1) + 1
        return palettes.map { palette in
            if seen.insert(palette.id).inserted { return palette }
            defer { next += 1 }
            return Palette(name: palette.name, emojis: palette.emojis, id: next, hasShippedName: palette.hasShippedName)
        }
    }

    private func save() {
        guard let storage else { return }
        let snapshot = palettes
        writer.async { [weak self] in
            do {
                try storage.save(snapshot)
            } catch {
                let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
                let message = localized(
                    "Your palettes could not be saved to “{path}”: {reason} Until you quit, they are kept as you change them.",
                    ["path": storage.fileURL.path, "reason": reason])
                Task { @MainActor in self?.onSaveFailure?(message) }
            }
        }
    }

    /// Waits until every change so far is on disk (for quitting and tests).
    public nonisolated func flush() {
        writer.sync {}
    }
}
