import Foundation
import Testing
@testable import ArtModel

/// A new window opens at the size, maximised or not, of the last one closed.
@Suite struct WindowSizeStorageTests {
    let storage = WindowSizeStorage(fileURL: FileManager.default.temporaryDirectory
        .appendingPathComponent("window-size-\(UUID().uuidString)/emojiart/window-size"))

    @Test func theFirstWindowHasTheFirstSize() {
        #expect(storage.load() == WindowSizeStorage.firstSize)
    }

    @Test func keepsTheSizeAndWhetherItWasMaximized() {
        let size = WindowSizeStorage.Size(width: 800, height: 520, isMaximized: true)
        storage.save(size)
        #expect(WindowSizeStorage(fileURL: storage.fileURL).load() == size)
        storage.save(WindowSizeStorage.Size(width: 640, height: 480, isMaximized: false))
        #expect(storage.load() == WindowSizeStorage.Size(width: 640, height: 480, isMaximized: false))
    }

    @Test func aSizeItCannotBelieveIsTheFirstSize() throws {
        for text in ["", "big", "20 20", "800", "800 600 sideways", "99999 600", "-800 600"] {
            try FileManager.default.createDirectory(at: storage.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: storage.fileURL)
            #expect(storage.load() == WindowSizeStorage.firstSize, "\(text)")
        }
        storage.save(WindowSizeStorage.Size(width: 0, height: 0, isMaximized: false))  // never read back
        #expect(storage.load() == WindowSizeStorage.firstSize)
    }
}
