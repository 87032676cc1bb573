import Foundation
import Testing
@testable import ArtModel

/// A new window opens at the size, maximised or not, of the last one closed.
@Suite struct WindowSizeStorageTests {
    let settings = MemorySettings()
    var storage: WindowSizeStorage { WindowSizeStorage(settings: settings) }

    @Test func theFirstWindowHasTheFirstSize() {
        #expect(storage.load() == WindowSizeStorage.firstSize)
    }

    @Test func keepsTheSizeAndWhetherItWasMaximized() {
        let size = WindowSizeStorage.Size(width: 800, height: 520, isMaximized: true)
        storage.save(size)
        #expect(WindowSizeStorage(settings: settings).load() == size)
        storage.save(WindowSizeStorage.Size(width: 640, height: 480, isMaximized: false))
        #expect(storage.load() == WindowSizeStorage.Size(width: 640, height: 480, isMaximized: false))
    }

    @Test func aSizeItCannotBelieveIsTheFirstSize() {
        for (width, height) in [(20, 20), (99999, 600), (-800, 600), (0, 0)] {
            settings.setInteger(width, for: .windowWidth)
            settings.setInteger(height, for: .windowHeight)
            #expect(storage.load() == WindowSizeStorage.firstSize, "\(width) × \(height)")
        }
        let fresh = WindowSizeStorage(settings: MemorySettings())
        fresh.save(WindowSizeStorage.Size(width: 0, height: 0, isMaximized: false))  // never kept
        #expect(fresh.load() == WindowSizeStorage.firstSize)
    }
}

/// An update forgets nothing: what earlier versions kept in files of their
/// own goes into the settings, once, and the files go.
@Suite struct LegacyStateFilesTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)/emojiart")

    @Test func theOldFilesAreMovedIntoTheSettings() throws {
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data("800 520 maximized\n".utf8).write(to: state.appendingPathComponent("window-size"))
        try Data("4\n".utf8).write(to: state.appendingPathComponent("chosen-palette"))
        try Data("/home/ada/Trips\n".utf8).write(to: state.appendingPathComponent("background-folder"))
        let settings = MemorySettings()
        LegacyStateFiles.migrate(into: settings, stateFolder: state)
        #expect(WindowSizeStorage(settings: settings).load() == .init(width: 800, height: 520, isMaximized: true))
        #expect(PaletteChoiceStorage(settings: settings).load() == 4)
        #expect(settings.string(.backgroundFolder) == "/home/ada/Trips")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).isEmpty)
    }

    @Test func withoutThemNothingChanges() {
        let settings = MemorySettings()
        settings.setInteger(2, for: .palette)
        LegacyStateFiles.migrate(into: settings, stateFolder: state)
        #expect(PaletteChoiceStorage(settings: settings).load() == 2)
        #expect(WindowSizeStorage(settings: settings).load() == WindowSizeStorage.firstSize)
    }
}
