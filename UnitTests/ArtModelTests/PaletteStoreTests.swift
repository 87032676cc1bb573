import Foundation
import Testing
@testable import ArtModel

@MainActor
@Suite struct PaletteStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettes-\(UUID().uuidString)")
    var storage: PaletteStorage { PaletteStorage(fileURL: folder.appendingPathComponent("emojiart/palettes.json")) }
    let defaults = [Palette(name: "Animals", emojis: "🐶🐱", id: 0), Palette(name: "Food", emojis: "🍎🍌", id: 1)]

    private func reloaded() -> [Palette] {
        guard case .loaded(let palettes) = storage.load() else { return [] }
        return palettes
    }

    @Test func seedsTheDefaultsOnFirstRunAndSavesThem() {
        let (store, problem) = PaletteStore.load(from: storage, defaults: defaults)
        store.flush()
        #expect(problem == nil)
        #expect(store.palettes == defaults)
        #expect(reloaded() == defaults)
    }

    @Test func everyChangePersists() {
        let (store, _) = PaletteStore.load(from: storage, defaults: defaults)
        let new = store.insert(name: "Weather", emojis: "☀️ and 🌧️ and ☀️", at: 1)
        #expect(new.id == 2 && new.emojis == "☀️🌧️")
        store.rename(id: 0, to: "Pets")
        store.addEmojis("🐹x🐶", to: 0)
        store.removeEmoji("🐱", from: 0)
        store.move(id: 1, to: 0)
        store.flush()
        #expect(store.palettes.map(\.name) == ["Food", "Pets", "Weather"])
        #expect(store.palette(id: 0)?.emojis == "🐹🐶")
        #expect(reloaded() == store.palettes)
    }

    @Test func refusesANameOfNothing() {
        let store = PaletteStore(palettes: defaults)
        #expect(!store.rename(id: 0, to: ""))
        #expect(!store.rename(id: 0, to: " \t "))
        #expect(store.palette(id: 0)?.name == "Animals")
        #expect(store.rename(id: 0, to: " Pets"))
        #expect(store.palette(id: 0)?.name == " Pets")
    }

    @Test func neverRemovesTheLastPalette() {
        let store = PaletteStore(palettes: defaults)
        #expect(store.remove(id: 0) != nil)
        #expect(store.remove(id: 1) == nil)
        #expect(store.palettes.map(\.id) == [1])
        #expect(store.remove(id: 42) == nil)
    }

    @Test func keepsOnlyEmojisOnceEach() {
        #expect(PaletteStore.cleaned("a🐝b🐝🏳️‍🌈 1 👨‍👩‍👧‍👦🇫🇷👍🏽👍🏽©") == "🐝🏳️‍🌈👨‍👩‍👧‍👦🇫🇷👍🏽")
        let store = PaletteStore(palettes: defaults)
        store.addEmojis("🐱🦊", to: 0)
        #expect(store.palette(id: 0)?.emojis == "🐱🦊🐶")
    }

    @Test func aCorruptFileIsMovedAsideAndTheDefaultsUsed() throws {
        try FileManager.default.createDirectory(at: storage.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: storage.fileURL)
        let (store, problem) = PaletteStore.load(from: storage, defaults: defaults)
        store.flush()
        #expect(store.palettes == defaults)
        let message = try #require(problem)
        #expect(message.hasPrefix("Your palettes file could not be read, so the default palettes are used. It was kept as “palettes.json.unreadable-"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: storage.fileURL.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("palettes.json.unreadable-") }
        #expect(kept.count == 1)
        let keptData = try Data(contentsOf: storage.fileURL.deletingLastPathComponent().appendingPathComponent(kept[0]))
        #expect(keptData == Data("{ not json".utf8))
        #expect(reloaded() == defaults)
    }

    @Test func anEmptyFileOrListFallsBackToTheDefaults() throws {
        try FileManager.default.createDirectory(at: storage.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: storage.fileURL)
        #expect(PaletteStore.load(from: storage, defaults: defaults).store.palettes == defaults)
        #expect(PaletteStore(palettes: []).palettes.count == 1)
    }

    @Test func aStoreThatCannotBeWrittenSaysWhereAndWhyAndKeepsTheChanges() async throws {
        // A file where the app's folder should be: even root cannot write there.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("in the way".utf8).write(to: folder.appendingPathComponent("emojiart"))
        var messages: [String] = []
        let (store, problem) = PaletteStore.load(from: storage, defaults: defaults)
        store.onSaveFailure = { messages.append($0) }
        store.rename(id: 0, to: "Pets")
        store.flush()
        for _ in 0..<1000 where messages.count < 2 { await Task.yield() }
        #expect(problem == nil)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("Your palettes could not be saved to “\(storage.fileURL.path)”: ")
            && $0.hasSuffix(" Until you quit, they are kept as you change them.") })
        #expect(store.palettes.map(\.name) == ["Pets", "Food"])
        #expect(try String(contentsOf: folder.appendingPathComponent("emojiart"), encoding: .utf8) == "in the way")
    }

    @Test func repeatedIdsAreMadeUnique() {
        let store = PaletteStore(palettes: [Palette(name: "A", emojis: "🐝", id: 3), Palette(name: "B", emojis: "🌻", id: 3)])
        #expect(store.palettes.map(\.id) == [3, 4])
    }

    @Test func theNextPaletteWrapsRound() {
        let store = PaletteStore(palettes: defaults)
        #expect(store.palette(after: 0).id == 1)
        #expect(store.palette(after: 1).id == 0)
        #expect(store.palette(after: nil).id == 0)
        #expect(store.palette(after: 99).id == 0)
    }

    @Test func theChosenPaletteIsRemembered() {
        let choice = PaletteChoiceStorage(settings: MemorySettings())
        #expect(choice.load() == nil)
        choice.save(7)
        #expect(choice.load() == 7)
    }
}

@Suite struct PaletteFilterTests {
    let faces = Palette(name: "Animal Faces", emojis: "🐶🐱🐭", id: 1)

    @Test func matchesByNameOrEmoji() {
        #expect(PaletteFilter.matches(faces, query: ""))
        #expect(PaletteFilter.matches(faces, query: "face"))
        #expect(PaletteFilter.matches(faces, query: "ANIMAL"))
        #expect(!PaletteFilter.matches(faces, query: "weather"))
        #expect(PaletteFilter.matches(faces, query: "🐱"))
        #expect(PaletteFilter.matches(faces, query: "🐱🐶"))
        #expect(!PaletteFilter.matches(faces, query: "🐱🌧️"))
        #expect(PaletteFilter.matches(Palette(name: "Café", emojis: "☕", id: 2), query: "cafe"))
    }
}

@Suite struct PaletteRowTests {
    let palettes = [Palette(name: "Faces", emojis: "🐶🐱", id: 1), Palette(name: "Weather", emojis: "🌧️", id: 2),
                    Palette(name: "Food", emojis: "🍎", id: 3)]

    @Test func theFirstCannotMoveUpNorTheLastDownAndAllKeepTheirPlaceWhenSearched() {
        let rows = PaletteRow.rows(of: palettes, matching: "")
        #expect(rows.map(\.canMoveUp) == [false, true, true])
        #expect(rows.map(\.canMoveDown) == [true, true, false])
        #expect(PaletteRow.rows(of: palettes, matching: "food").map(\.index) == [2])
    }

    @Test func theLastPaletteCannotBeDeleted() {
        #expect(PaletteRow.rows(of: palettes, matching: "").map(\.canDelete) == [true, true, true])
        #expect(PaletteRow.rows(of: [palettes[0]], matching: "").map(\.canDelete) == [false])
    }

    /// A rename re-makes its own row only; a move, the two rows it swaps.
    @Test func aRenameOrAMoveReMakesOnlyTheRowsItChanges() {
        var renamed = palettes
        renamed[1].name = "Rain"
        #expect(ListSplice(from: PaletteRow.rows(of: palettes, matching: ""), to: PaletteRow.rows(of: renamed, matching: ""))
                == ListSplice(position: 1, removed: 1, added: 1))
        let moved = [palettes[1], palettes[0], palettes[2]]
        #expect(ListSplice(from: PaletteRow.rows(of: palettes, matching: ""), to: PaletteRow.rows(of: moved, matching: ""))
                == ListSplice(position: 0, removed: 2, added: 2))
    }
}

@Suite struct XDGDirectoryTests {
    @Test func followsTheEnvironmentElseTheDefaults() {
        #expect(XDGDirectory.data.url(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]).path == "/d")
        #expect(XDGDirectory.data.url(environment: ["HOME": "/h"]).path == "/h/.local/share")
        #expect(XDGDirectory.state.url(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state")
        #expect(PaletteStorage.standard(environment: ["HOME": "/h"]).fileURL.path == "/h/.local/share/emojiart/palettes.json")
    }
}
