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

    @Test func aLongestSideAskedForScalesThePictureDownOrUp() throws {
        let smaller = try #require(ExportLayout(backgroundSize: Size(width: 600, height: 400), emojis: [], longestSide: 300))
        #expect((smaller.width, smaller.height, smaller.scale) == (300, 200, 0.5))
        #expect(smaller.imagePoint(fromDocument: Point(x: 300, y: 200)) == Point(x: 300, y: 200))
        let larger = try #require(ExportLayout(backgroundSize: Size(width: 600, height: 400), emojis: [], longestSide: 1200))
        #expect((larger.width, larger.height, larger.scale) == (1200, 800, 2))
        // Still within the pixels a picture may have.
        let huge = try #require(ExportLayout(backgroundSize: Size(width: 600, height: 400), emojis: [], longestSide: 100_000))
        #expect(huge.width * huge.height <= ExportLayout.maximumPixels && huge.width > 10_000)
    }
}

@Suite struct ExportFormatTests {
    @Test func theNameSaysTheFormatInAnyCase() {
        #expect(ExportFormat(fileName: "a.png") == .png)
        #expect(ExportFormat(fileName: "Holiday & <Friends>.JPG") == .jpeg)
        #expect(ExportFormat(fileName: "a.jpeg") == .jpeg)
        #expect(ExportFormat(fileName: "a.tar.webp") == .webp)
        #expect(ExportFormat(fileName: "a.PDF") == .pdf)
        #expect(ExportFormat(fileName: "a.svg") == .svg)
        #expect(ExportFormat(fileName: "a.tiff") == nil)
        #expect(ExportFormat(fileName: "png") == nil)
        #expect(ExportFormat(fileName: ".png") == nil)  // a hidden file named "png", not a PNG
    }

    @Test func onlyJPEGAndWebPAskForAQualityAndOnlyPDFAndSVGKeepGlyphs() {
        #expect(ExportFormat.allCases.filter(\.isLossy) == [.jpeg, .webp])
        #expect(ExportFormat.allCases.filter(\.keepsEmojisAsGlyphs) == [.pdf, .svg])
        #expect(ExportFormat.allCases.map { ExportFormat(fileName: "x." + $0.fileExtension) } == ExportFormat.allCases)
        #expect(ExportFormat.webp.largestSide == 16_383 && ExportFormat.png.largestSide == nil)
    }
}

@Suite struct ExportOptionStorageTests {
    @Test func theChoicesAreRememberedAndOnlyTheSelectionIsNot() {
        let settings = MemorySettings()
        let storage = ExportOptionStorage(settings: settings)
        #expect(storage.load() == ExportOptions(format: .png, longestSide: nil, quality: 90))
        storage.save(ExportOptions(format: .webp, longestSide: 2048, quality: 75, selectionOnly: true))
        #expect(ExportOptionStorage(settings: settings).load() == ExportOptions(format: .webp, longestSide: 2048, quality: 75))
    }

    @Test func aQualityOutOfRangeIsKeptInIt() {
        #expect(ExportOptions(quality: 0).quality == 1 && ExportOptions(quality: 250).quality == 100)
    }
}

@Suite struct SelectionPictureTests {
    @Test func theSelectedEmojisAloneHaveNoBackgroundAndNoSelectionIsTheWholePicture() {
        let art = EmojiArt(background: .url(URL(string: "https://example.com/a.jpg")!),
                           emojis: [EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1),
                                    EmojiArt.Emoji(text: "🌲", x: 50, y: 0, size: 40, id: 2)])
        #expect(art.picture(of: []) == art)
        let alone = art.picture(of: [2])
        #expect(alone.background == .blank && alone.emojis.map(\.text) == ["🌲"])
    }
}

@Suite struct ExportCommandTests {
    @Test func theOutputsNameSaysTheFormatAndSizeAndQualityAreTaken() {
        let document = URL(fileURLWithPath: "/tmp/a.emojiart")
        #expect(ExportCommand.parse(["emojiart", "--export", "/tmp/out.pdf", "/tmp/a.emojiart"])
            == .success(ExportCommand(output: URL(fileURLWithPath: "/tmp/out.pdf"), document: document, options: ExportOptions(format: .pdf))))
        #expect(ExportCommand.parse(["emojiart", "--export=/tmp/o.JPG", "--size", "2048", "--quality=70", "/tmp/a.emojiart"])
            == .success(ExportCommand(output: URL(fileURLWithPath: "/tmp/o.JPG"), document: document,
                                      options: ExportOptions(format: .jpeg, longestSide: 2048, quality: 70))))
    }

    @Test func saysWhatIsWrongWithASizeAQualityOrAName() {
        #expect(ExportCommand.parse(["emojiart", "--export", "out.tiff", "a.emojiart"])
            == .failure(.init(message: "Name the file to write .png, .jpg, .webp, .pdf or .svg: the name says what to write.")))
        #expect(ExportCommand.parse(["emojiart", "--export", "out.png", "--size", "0", "a.emojiart"])
            == .failure(.init(message: "--size takes a number from 1 to 32767.")))
        #expect(ExportCommand.parse(["emojiart", "--export", "out.jpg", "--quality", "high", "a.emojiart"])
            == .failure(.init(message: "--quality takes a number from 1 to 100.")))
    }

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
            == .failure(.init(message: "--export-png needs the file to write.")))
        #expect(ExportCommand.parse(["emojiart", "--export-png", "out.png"])
            == .failure(.init(message: "Name exactly one document to export.")))
        #expect(ExportCommand.parse(["emojiart", "--export-png", "out.png", "a.emojiart", "b.emojiart"])
            == .failure(.init(message: "Name exactly one document to export.")))
    }
}
