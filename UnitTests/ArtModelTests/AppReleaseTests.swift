@testable import ArtModel
import Foundation
import Testing

/// The version and the notes About shows come from the metainfo's latest release.
@Suite struct AppReleaseTests {
    static let metainfo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <component type="desktop-application">
          <description><p>Not a release's.</p></description>
          <releases>
            <release version="2.1" date="2027-01-02">
              <description>
                <p>Faster
                   &amp; smaller.</p>
                <ul>
                  <li>Turn emojis</li>
                  <li>Print</li>
                </ul>
              </description>
            </release>
            <release version="2.0" date="2026-12-01">
              <description><p>Older.</p></description>
            </release>
          </releases>
        </component>
        """

    @Test func theLatestReleaseGivesTheVersionAndItsNotesOnly() throws {
        let release = try #require(AppRelease(metainfo: Data(Self.metainfo.utf8), translate: { $0 }))
        #expect(release.version == "2.1")
        #expect(release.notes == "<p>Faster &amp; smaller.</p><ul><li>Turn emojis</li><li>Print</li></ul>")
    }

    /// Each paragraph and item is looked up as xgettext wrote it into the catalogs.
    @Test func theNotesAreInTheReadersLanguage() throws {
        let korean = ["Faster & smaller.": "더 빠르고 <작게>.", "Turn emojis": "이모지 회전", "Print": "인쇄"]
        let release = try #require(AppRelease(metainfo: Data(Self.metainfo.utf8), translate: { korean[$0] ?? $0 }))
        #expect(release.notes == "<p>더 빠르고 &lt;작게&gt;.</p><ul><li>이모지 회전</li><li>인쇄</li></ul>")
    }

    @Test func aMetainfoWithoutAReleaseHasNoVersion() {
        #expect(AppRelease(metainfo: Data("<component><releases/></component>".utf8)) == nil)
        #expect(AppRelease(metainfo: Data("not xml".utf8)) == nil)
    }

    /// The one the app embeds and installs: a version, and notes to show.
    @Test func theShippedMetainfoHasAReleaseWithNotes() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/io.github.emojiart.EmojiArt.metainfo.xml.in")
        let release = try #require(AppRelease(metainfo: try Data(contentsOf: file), translate: { $0 }))
        #expect(release.version.split(separator: ".").count == 3)
        #expect(release.notes.hasPrefix("<p>") && release.notes.contains("<li>"))
    }
}
