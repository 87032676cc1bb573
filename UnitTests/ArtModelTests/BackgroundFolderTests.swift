import Foundation
import Testing
@testable import ArtModel

/// Choose Background… opens in Pictures the first time, then where the last background came from.
@Suite struct BackgroundFolderTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("background-folder-\(UUID().uuidString)")
    let settings = MemorySettings()
    var folder: BackgroundFolder { BackgroundFolder(settings: settings) }

    private func makeFolder(_ name: String) throws -> URL {
        let url = home.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func opensInPicturesTheFirstTime() throws {
        let pictures = try makeFolder("Pictures")
        #expect(folder.initial(pictures: pictures)?.path == pictures.path)
        #expect(folder.initial(pictures: home.appendingPathComponent("Missing")) == nil)
        #expect(folder.initial(pictures: nil) == nil)
    }

    @Test func thenWhereTheLastBackgroundCameFrom() throws {
        let pictures = try makeFolder("Pictures")
        let trips = try makeFolder("Trips/2026")
        folder.remember(folderOf: trips.appendingPathComponent("beach.jpg"))
        #expect(folder.initial(pictures: pictures)?.path == trips.path)
        #expect(BackgroundFolder(settings: settings).initial(pictures: nil)?.path == trips.path)  // kept in the settings
    }

    @Test func aFolderGoneSinceIsForgotten() throws {
        let pictures = try makeFolder("Pictures")
        let trips = try makeFolder("Trips")
        folder.remember(folderOf: trips.appendingPathComponent("beach.jpg"))
        try FileManager.default.removeItem(at: trips)
        #expect(folder.initial(pictures: pictures)?.path == pictures.path)
    }
}
