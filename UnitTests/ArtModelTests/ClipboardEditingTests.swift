import Foundation
import Testing
@testable import ArtModel

/// Copy, cut, paste and duplicate: what goes on the clipboard, what a
/// paste of each kind of content does, and that each is one undo step.
@MainActor
@Suite struct ClipboardEditingTests {
    let document = EmojiArtDocument()
    let interaction: CanvasInteraction

    init() {
        interaction = CanvasInteraction(document: document)
        interaction.setViewSize(Size(width: 800, height: 600))
    }

    private func place(_ text: String, x: Int, y: Int, size: Int = 40) -> EmojiArt.Emoji {
        document.addEmoji(text, at: (x: x, y: y), size: size)
    }

    @Test func aClipHoldsTheEmojisAroundTheCentreOfTheirBox() throws {
        let bee = place("🐝", x: 100, y: 50), tree = place("🌲", x: 200, y: 150, size: 80)
        let clip = try #require(EmojiClip(copying: [bee, tree]))
        // The box runs from 80 to 240 across and from 30 to 190 down: its centre is (160, 110).
        #expect(clip.emojis.map { [$0.x, $0.y, $0.size] } == [[-60, -60, 40], [40, 40, 80]])
        #expect(clip.text == "🐝🌲")
        #expect(EmojiClip(copying: []) == nil)
    }

    @Test func aClipSurvivesTheClipboardAndItsReaderChecksItAsADocument() throws {
        let clip = try #require(EmojiClip(copying: [place("👨‍👩‍👧", x: 1, y: 2), place("🇫🇷", x: -30, y: 9, size: 120)]))
        #expect(EmojiClip(decoding: clip.encoded()) == clip)
        for bad in [#"{"emojis": []}"#, #"{"emojis": [{"text": "ab", "x": 0, "y": 0, "size": 40, "id": 1}]}"#,
                    #"{"emojis": [{"text": "🐝", "x": 0, "y": 0, "size": -4, "id": 1}]}"#, "🐝", ""] {
            #expect(EmojiClip(decoding: Data(bad.utf8)) == nil, "\(bad)")
        }
    }

    @Test func textBecomesEmojisEachWholeSideBySide() throws {
        let clip = try #require(EmojiClip(text: "a 👨‍👩‍👧 and 🇫🇷, 👍🏽!", size: 40))
        #expect(clip.emojis.map(\.text) == ["👨‍👩‍👧", "🇫🇷", "👍🏽"])
        #expect(clip.emojis.map(\.x) == [-50, 0, 50])
        #expect(clip.emojis.allSatisfy { $0.y == 0 && $0.size == 40 })
        #expect(EmojiClip(text: "no emojis here", size: 40) == nil)
        let many = try #require(EmojiClip(text: String(repeating: "🐝", count: 30), size: 10))
        #expect(Set(many.emojis.map(\.y)).count == 3, "30 emojis are three rows of 12 at most")
    }

    @Test func copyAndPasteAddsTheArrangementAtThePointerAsOneStepSelected() throws {
        let bee = place("🐝", x: 0, y: 0), tree = place("🌲", x: 100, y: 0)
        document.select([bee.id, tree.id])
        let clip = try #require(interaction.copySelection())
        #expect(document.emojis.count == 2, "copying changes nothing")
        let pointer = interaction.viewport.viewPoint(fromDocument: Point(x: 300, y: 200))
        #expect(interaction.paste(.emojis(clip), at: pointer) == .added)
        let pasted = Array(document.emojis).suffix(2)
        #expect(pasted.map { [$0.x, $0.y] } == [[250, 200], [350, 200]])
        #expect(document.selection == Set(pasted.map(\.id)))
        #expect(document.undoActionName == "Paste")
        document.undo()
        #expect(document.emojis.count == 2)
    }

    @Test func withoutThePointerOverTheCanvasAPasteLandsInTheMiddleOfTheView() throws {
        interaction.show(interaction.viewport.panned(by: Point(x: 120, y: -40)))
        let middle = interaction.viewport.documentPoint(fromView: interaction.viewport.center)
        #expect(interaction.paste(.text("🐝"), at: nil) == .added)
        let bee = try #require(document.emojis.first)
        #expect(bee.x == Int(middle.x.rounded()) && bee.y == Int(middle.y.rounded()))
    }

    @Test func pasteLeavesImagesAddressesAndPlainTextToTheBackground() {
        for content: ExternalContent in [.imageBytes(Data([0xFF, 0xD8])), .files([URL(fileURLWithPath: "/tmp/a.png")]),
                                         .text("just words"), .nothing] {
            #expect(interaction.paste(content, at: nil) == .notForTheCanvas, "\(content)")
        }
        #expect(document.emojis.isEmpty && document.undoActionName == nil)
    }

    @Test func cutCopiesThenRemovesAsOneStep() throws {
        let bee = place("🐝", x: 5, y: 5), tree = place("🌲", x: 50, y: 5)
        document.select([bee.id])
        let clip = try #require(interaction.cutSelection())
        #expect(clip.text == "🐝")
        #expect(Array(document.emojis) == [tree])
        #expect(document.selection.isEmpty)
        #expect(document.undoActionName == "Cut")
        document.undo()
        #expect(document.emojis.count == 2)
        document.select([])
        #expect(interaction.cutSelection() == nil)
    }

    @Test func duplicateAddsCopiesALittleAwaySelectedAsOneStep() {
        let bee = place("🐝", x: 5, y: 5, size: 60)
        document.select([bee.id])
        interaction.show(interaction.viewport.zoomed(by: 2, around: .zero))
        #expect(interaction.duplicateSelection())
        let copy = document.emojis[1]
        #expect(copy.text == "🐝" && copy.size == 60 && copy.id != bee.id)
        #expect(copy.x == 13 && copy.y == 13, "16 view points at zoom 2")
        #expect(document.selection == [copy.id])
        #expect(document.undoActionName == "Duplicate")
    }

    @Test func aDocumentAtItsLimitTakesNoMoreAndChangesNothing() throws {
        let full = EmojiArtDocument(EmojiArt(background: .blank, emojis: (1...EmojiArt.emojiLimit).map {
            EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: $0)
        }))
        let interaction = CanvasInteraction(document: full)
        full.select([1])
        #expect(!interaction.duplicateSelection())
        #expect(interaction.paste(.text("🌲"), at: nil) == .noRoom)
        #expect(full.emojis.count == EmojiArt.emojiLimit && !full.canUndo)
    }

    @Test func copiesNeverLandBeyondWhereADocumentOpens() throws {
        let clip = try #require(EmojiClip(text: "🐝", size: 40))
        document.paste(clip, around: (x: EmojiArt.Emoji.coordinateLimit + 500, y: 0))
        #expect(document.emojis.first?.x == EmojiArt.Emoji.coordinateLimit)
    }
}

/// Paste through the import pipeline, as the window runs it: emojis are the
/// canvas's, an address is a background even among emojis, and text with
/// neither is told.
@MainActor
@Suite struct PastePipelineTests {
    let document = EmojiArtDocument()

    private func paste(_ content: ExternalContent) async -> [BackgroundFailure] {
        let importer = BackgroundImporter(document: document)
        let interaction = CanvasInteraction(document: document)
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.importArriving(IncomingTransfer(from: .clipboard, silenceLimit: BackgroundImporterTests.patient),
                                { _ throws(FetchError) in content },
                                otherwise: { interaction.paste($0, at: nil) != .notForTheCanvas },
                                unused: .nothingToPaste(.anything))
        await Task.yield()
        while importer.status != .idle { await Task.yield() }
        return failures
    }

    @Test func emojiTextIsAddedAndAnAddressIsABackground() async {
        #expect(await paste(.text("🐝 🇫🇷")).isEmpty)
        #expect(document.emojis.map(\.text) == ["🐝", "🇫🇷"])
        let failures = await paste(.text("file:///nowhere/sky.png"))
        #expect(document.emojis.count == 2)
        #expect(failures.count == 1 && failures.first?.title == "Couldn’t Load Image")
    }

    /// Which emojis were meant among words and a link is anyone's guess.
    @Test func emojisBesideAnAddressAreNotTakenForEmojis() async {
        #expect(await paste(.text("look 🐝 https://example.com/sky.jpg")) == [.nothingToPaste(.anything)])
        #expect(document.emojis.isEmpty)
    }

    @Test func textWithNeitherIsToldAndChangesNothing() async {
        #expect(await paste(.text("just words")) == [.nothingToPaste(.anything)])
        #expect(await paste(.nothing) == [.nothingToPaste(.anything)])
        #expect(document.emojis.isEmpty && document.background == .blank)
    }
}
