import Foundation
import Testing
@testable import ArtModel

/// What "Open Recent" offers from the desktop's recent files list.
@Suite struct RecentDocumentListTests {
    @Test func documentsThatAreStillThereMostRecentFirst() {
        let entries = [
            RecentDocumentList.Entry(uri: "file:///home/ann/Old.emojiart", lastUsed: 100),
            RecentDocumentList.Entry(uri: "file:///home/ann/New.emojiart", lastUsed: 300),
            RecentDocumentList.Entry(uri: "file:///home/ann/photo.jpg", lastUsed: 400),  // another app's
            RecentDocumentList.Entry(uri: "https://example.com/Web.emojiart", lastUsed: 500),
            RecentDocumentList.Entry(uri: "file:///home/ann/Gone.emojiart", lastUsed: 200),
            RecentDocumentList.Entry(uri: "not a uri at all", lastUsed: 600),
        ]
        let offered = RecentDocumentList.offered(from: entries) { $0.lastPathComponent != "Gone.emojiart" }
        #expect(offered.map(\.lastPathComponent) == ["New.emojiart", "Old.emojiart"])
    }

    @Test func eightAtMost() {
        let entries = (1...12).map { RecentDocumentList.Entry(uri: "file:///tmp/d\($0).emojiart", lastUsed: $0) }
        let offered = RecentDocumentList.offered(from: entries) { _ in true }
        #expect(offered.map(\.lastPathComponent) == (5...12).reversed().map { "d\($0).emojiart" })
    }

    @Test func anUnderscoreInANameIsNoMnemonic() {
        #expect(RecentDocumentList.menuLabel(for: URL(fileURLWithPath: "/home/ann/my_bees.emojiart")) == "my__bees")
    }
}
