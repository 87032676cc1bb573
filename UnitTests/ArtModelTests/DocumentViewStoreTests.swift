import Foundation
import Testing
@testable import ArtModel

/// Each document opens where it was left, in the window size it had.
@Suite struct DocumentViewStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID().uuidString)", isDirectory: true)
    var store: DocumentViewStore { DocumentViewStore(fileURL: folder.appendingPathComponent("state/views.json"), limit: 3) }
    let zoomedIn = DocumentViewStore.View(isFitted: false, zoom: 2.5, panX: -120, panY: 40, windowWidth: 800, windowHeight: 600)

    private func document(_ name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data("{}".utf8).write(to: url)
        return url
    }

    @Test func aDocumentOpensWhereItWasLeft() throws {
        let art = try document("art.emojiart")
        #expect(store.view(of: art) == nil)
        store.keep(zoomedIn, of: art)
        let view = try #require(DocumentViewStore(fileURL: store.fileURL).view(of: art))
        #expect(view.viewport(in: Size(width: 900, height: 500)) == Viewport(viewSize: Size(width: 900, height: 500), zoom: 2.5,
                                                                             pan: Point(x: -120, y: 40)))
        #expect((view.windowWidth, view.windowHeight) == (800, 600))
    }

    @Test func aFittedViewFitsAgain() throws {
        let art = try document("art.emojiart")
        store.keep(.init(isFitted: true, zoom: 1, panX: 0, panY: 0, windowWidth: 800, windowHeight: 600), of: art)
        #expect(store.view(of: art)?.viewport(in: Size(width: 800, height: 600)) == nil)
    }

    @Test func aMovedOrDeletedDocumentIsForgotten() throws {
        let art = try document("art.emojiart")
        store.keep(zoomedIn, of: art)
        try FileManager.default.moveItem(at: art, to: folder.appendingPathComponent("moved.emojiart"))
        #expect(store.view(of: art) == nil)
        #expect(store.view(of: folder.appendingPathComponent("moved.emojiart")) == nil)
    }

    @Test func keepsOnlyTheLastFewDocuments() throws {
        let documents = try (0..<5).map { try document("art-\($0).emojiart") }
        for (index, url) in documents.enumerated() {
            var view = zoomedIn
            view.keptAt = Date(timeIntervalSince1970: Double(index))
            store.keep(view, of: url)
        }
        #expect(documents.map { store.view(of: $0) != nil } == [false, false, true, true, true])
    }

    @Test func whatNoViewportCanBeIsNotBelieved() throws {
        for zoom in [0, -1, .infinity, .nan, 1e9] {
            let view = DocumentViewStore.View(isFitted: false, zoom: zoom, panX: 0, panY: 0, windowWidth: 800, windowHeight: 600)
            #expect(view.viewport(in: Size(width: 800, height: 600)) == nil)
        }
        let art = try document("art.emojiart")
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: store.fileURL)
        #expect(store.view(of: art) == nil)
        store.keep(zoomedIn, of: art)  // a broken file is replaced
        #expect(store.view(of: art) != nil)
    }
}
