import Foundation
import Testing
@testable import ArtModel

/// What the app keeps for itself is the user's alone, whichever store writes
/// it: files 0600, in folders it made 0700.
@Suite struct PrivateFileTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)/state")

    private func mode(of url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    private func expectPrivate(_ file: URL) throws {
        #expect(try mode(of: file) == 0o600, "\(file.lastPathComponent)")
        var folder = file.deletingLastPathComponent()
        while folder.path.count >= state.path.count {
            #expect(try mode(of: folder) == 0o700, "\(folder.path)")
            folder = folder.deletingLastPathComponent()
        }
    }

    @Test func recoveryFilesHoldWholeDocumentsAndArePrivate() throws {
        let store = RecoveryStore.standard(environment: ["XDG_STATE_HOME": state.path])
        let id = UUID()
        try store.write(RecoveryRecord(documentPath: nil, lastChanged: Date(), document: EmojiArt()), id: id)
        try expectPrivate(store.url(for: id))
    }

    @Test func theViewsOfDocumentsArePrivate() throws {
        let environment = ["XDG_STATE_HOME": state.path]
        let views = DocumentViewStore.standard(environment: environment)
        views.keep(.init(isFitted: true, zoom: 1, panX: 0, panY: 0, windowWidth: 800, windowHeight: 600),
                   of: URL(fileURLWithPath: "/home/ada/secret plans.emojiart"))
        try expectPrivate(views.fileURL)
    }

    @Test func thePalettesArePrivate() throws {
        let environment = ["XDG_STATE_HOME": state.path, "XDG_DATA_HOME": state.path]
        let palettes = PaletteStorage.standard(environment: environment)
        try palettes.save([])
        try expectPrivate(palettes.fileURL)
    }
}
