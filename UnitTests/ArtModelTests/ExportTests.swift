import Foundation
import Testing
@testable import ArtModel

@Suite struct ExportLayoutTests {
    private func emoji(_ x: Int, _ y: Int, size: Int = 40, id: Int = 1) -> EmojiArt.Emoji {
        EmojiArt.Emoji(text: "🐝", x: x, y: y, size: size, id: id)
    }

    @Test func theBackgroundIsExportedAtItsFullSizeCentredOnTheOrigin() throws {
        let layout = try #require(ExportLayout(backgroundSize: Size(width: 600, height: 400), emojis: [emoji(5000, 0)]))
        #expect((layout.width, layout.height, layout.scale) == (600, 400, 1))
        #expect(layout.imagePoint(fromDocument: Point(x: 0, y: 0)) == Point(x: 300, y: 200))
        #expect(layout.imagePoint(fromDocument: Point(x: -300, y: -200)) == Point(x: 0, y: 0))
    }

    @Test func aBlankDocumentIsTheBoxAroundItsEmojisWithRoomForTheGlyphs() throws {
        let layout = try #require(ExportLayout(backgroundSize: nil, emojis: [emoji(-100, 0), emoji(100, 50, size: 80, id: 2)]))
        // Frames reach from x -120 to 140 and y -20 to 90, plus 40 all round.
        #expect((layout.width, layout.height) == (340, 190))
        #expect(layout.imagePoint(fromDocument: Point(x: -100, y: 0)) == Point(x: 60, y: 60))
    }

    @Test func anEmptyDocumentHasNothingToExport() {
        #expect(ExportLayout(backgroundSize: nil, emojis: []) == nil)
    }

    @Test func aHugeAreaIsScaledDownToTheLimits() throws {
        let far = try #require(ExportLayout(backgroundSize: nil, emojis: [emoji(-1_000_000, 0), emoji(1_000_000, 0, id: 2)]))
        #expect(far.width <= ExportLayout.maximumSide && far.scale < 1)
        let big = try #require(ExportLayout(backgroundSize: Size(width: 20_000, height: 20_000), emojis: [], maximumPixels: 1_000_000))
        #expect((big.width, big.height) == (1000, 1000) && big.scale == 0.05)
    }
}

@Suite struct ExportCommandTests {
    @Test func readsTheOutputAndTheDocument() {
        let expected = ExportCommand(output: URL(fileURLWithPath: "/tmp/out.png"), document: URL(fileURLWithPath: "/tmp/a.emojiart"))
        #expect(ExportCommand.parse(["emojiart", "--export-png", "/tmp/out.png", "/tmp/a.emojiart"]) == .success(expected))
        #expect(ExportCommand.parse(["emojiart", "/tmp/a.emojiart", "--export-png=/tmp/out.png"]) == .success(expected))
    }

    @Test func otherLaunchesAreNotExports() {
        #expect(ExportCommand.parse(["emojiart"]) == nil)
        #expect(ExportCommand.parse(["emojiart", "a.emojiart", "b.emojiart"]) == nil)
    }

    @Test func saysWhatIsMissing() {
        #expect(ExportCommand.parse(["emojiart", "--export-png"])
            == .failure(.init(message: "--export-png needs the PNG file to write.")))
        #expect(ExportCommand.parse(["emojiart", "--export-png", "out.png"])
            == .failure(.init(message: "Name exactly one document to export.")))
        #expect(ExportCommand.parse(["emojiart", "--export-png", "out.png", "a.emojiart", "b.emojiart"])
            == .failure(.init(message: "Name exactly one document to export.")))
    }
}
