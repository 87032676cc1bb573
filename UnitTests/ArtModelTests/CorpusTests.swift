import Foundation
import Testing
@testable import ArtModel

/// The hostile-input corpus (tests/corpus, made by make_corpus.py): every
/// file's exact outcome. A refused input says what is wrong and changes
/// nothing, neither the open document nor the file.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tests/corpus")

    static func file(_ folder: String, _ name: String) -> URL {
        corpus.appendingPathComponent(folder).appendingPathComponent(name)
    }

    static func names(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path).sorted()) ?? []
    }

    // MARK: - Documents

    static let invalid = "The file is not a valid EmojiArt document: "
    static let unusableBackground = "The document’s background is not a usable image. "
    static let refusedDocuments: [String: String] = [
        "not-json.emojiart": "The file is not an EmojiArt document: it does not contain JSON.",
        "empty-file.emojiart": "The file is not an EmojiArt document: it does not contain JSON.",
        "truncated.emojiart": "The file is not an EmojiArt document: it stops part-way, as if it was cut short.",
        "deep-nesting.emojiart": invalid + "it is nested far more deeply than a document is.",
        // Found by fuzz-document: Foundation's JSONDecoder traps on it.
        "nesting-512-cut-short.emojiart": invalid + "it is nested far more deeply than a document is.",
        "top-level-array.emojiart": invalid + "the document is not of the expected kind.",
        "emojis-not-a-list.emojiart": invalid + "“emojis” is not of the expected kind.",
        "emojis-null.emojiart": invalid + "“emojis” is not of the expected kind.",
        "background-not-an-object.emojiart": invalid + "“background” is not of the expected kind.",
        "wrong-type.emojiart": invalid + "“size” of emoji 1 is not a whole number.",
        "missing-key.emojiart": invalid + "emoji 1 has no “size”.",
        "number-too-big-for-json.emojiart": invalid + "a number in it is too large.",
        "number-too-big-for-an-integer.emojiart": invalid + "a number in it is not a whole number this app can use.",
        "fractional-number.emojiart": invalid + "a number in it is not a whole number this app can use.",
        "far-away.emojiart": invalid + "“x” of emoji 1 is more than 1,000,000 points from the centre.",
        "negative-size.emojiart": invalid + "“size” of emoji 1 is not positive.",
        "huge-size.emojiart": invalid + "“size” of emoji 1 is larger than 10,000 points.",
        "nan-string.emojiart": invalid + "“y” of emoji 1 is not a whole number.",
        "empty-text.emojiart": invalid + "“text” of emoji 1 is empty.",
        "huge-text.emojiart": invalid + "“text” of emoji 1 is not one emoji.",
        "text-not-an-emoji.emojiart": invalid + "“text” of emoji 1 is not one emoji.",
        "text-control-character.emojiart": invalid + "“text” of emoji 1 is not one emoji.",
        "negative-id.emojiart": invalid + "“id” of emoji 1 is out of range.",
        "largest-unique-id.emojiart": invalid + "“uniqueEmojiId” is out of range.",
        "invalid-base64.emojiart": invalid + "“imageData” of “background” is not valid base64 data.",
        "image-data-not-an-image.emojiart": unusableBackground
            + "The data is not in an image format this app can read (JPEG, PNG, GIF, BMP, WebP, TIFF, HEIC, AVIF or SVG).",
        "broken-jpeg.emojiart": unusableBackground + "The image is damaged: Bogus Huffman table definition.",
        "huge-jpeg-header.emojiart": unusableBackground
            + "The image is 65500 × 65500 pixels: at full size it needs 17.2 GB of memory, more than this computer has to spare.",
        "png-bomb.emojiart": unusableBackground
            + "The image is 50000 × 50000 pixels: at full size it needs 10.0 GB of memory, more than this computer has to spare.",
        "zero-size-image.emojiart": unusableBackground + "The image has no pixels.",
    ]
    static let openedDocuments = ["valid.emojiart", "repeated-ids.emojiart", "truncated-jpeg.emojiart",
                                  "damaged-jpeg-pixels.emojiart", "ftp-background.emojiart", "javascript-background.emojiart"]

    @Test func everyDocumentInTheCorpusHasAnExpectedOutcome() {
        #expect(Set(Self.names(in: "documents")) == Set(Self.refusedDocuments.keys).union(Self.openedDocuments))
    }

    @Test(arguments: refusedDocuments.keys.sorted())
    func aHostileDocumentIsRefusedWithItsReason(_ name: String) throws {
        let url = Self.file("documents", name)
        let before = try Data(contentsOf: url)
        #expect(throws: DocumentReadError.self) { try DocumentFile.read(from: url) }
        do throws(DocumentReadError) {
            _ = try DocumentFile.read(from: url)
        } catch {
            #expect(error.message == Self.refusedDocuments[name])
        }
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func repeatedIdsGetIdsOfTheirOwn() throws {
        let art = try DocumentFile.read(from: Self.file("documents", "repeated-ids.emojiart"))
        #expect(art.emojis.map(\.text) == ["🐝", "🌻", "🚗"])
        #expect(art.emojis.map(\.id) == [5, 7, 6])
        #expect(art.uniqueEmojiId == 7)
    }

    @Test func aJPEGCutShortStillOpensAndShowsWhatArrived() throws {
        let art = try DocumentFile.read(from: Self.file("documents", "truncated-jpeg.emojiart"))
        let image = try JPEGCodec.decode(try #require(art.background.imageData))
        #expect((image.width, image.height) == (64, 48))
    }

    /// Opening waits for no decode of the pixels: a damaged body is found
    /// when the canvas decodes it, which then says so (CanvasController).
    @Test func aJPEGWithDamagedPixelsOpensAndIsToldWhenShown() throws {
        let art = try DocumentFile.read(from: Self.file("documents", "damaged-jpeg-pixels.emojiart"))
        let bytes = try #require(art.background.imageData)
        #expect(throws: ImageError.corrupt(detail: "Invalid progressive parameters Ss=64 Se=5 Ah=0 Al=2")) {
            try JPEGCodec.decode(bytes, maximumSide: 2048)
        }
        let failure = BackgroundFailure.undecodable(.corrupt(detail: "Invalid progressive parameters Ss=64 Se=5 Ah=0 Al=2"))
        #expect(failure.title == "Background Not Shown")
        #expect(failure.message == "The document’s background cannot be shown, so it is left blank; the document keeps it "
            + "as it is. The image is damaged: Invalid progressive parameters Ss=64 Se=5 Ah=0 Al=2.")
    }

    @Test(arguments: [("ftp-background.emojiart", "ftp"), ("javascript-background.emojiart", "javascript")])
    @MainActor func aBackgroundAddressOfAnotherKindIsNeverLoaded(_ name: String, scheme: String) async throws {
        let art = try DocumentFile.read(from: Self.file("documents", name))
        guard case .url(let url) = art.background else { Issue.record("not a URL background"); return }
        let document = EmojiArtDocument(art)
        let importer = BackgroundImporter(document: document)
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.showWebImage(url)
        while importer.status != .idle { await Task.yield() }
        #expect(failures.map(\.message) == ["\(url.absoluteString)\nOnly http, https and file addresses are loaded, not “\(scheme)”."])
        #expect(importer.fetched == nil)
        #expect(document.emojiArt == art && !document.isModified)
    }

    @Test func aMillionEmojisAreRefusedWithoutTryingToShowThem() {
        let emoji = #"{"text":"🐝","x":1,"y":2,"size":40,"id":1}"#
        let json = #"{"emojis":["# + Array(repeating: emoji, count: 1_000_000).joined(separator: ",") + "]}"
        #expect(throws: DocumentReadError.tooManyEmojis(count: 1_000_000)) { try DocumentFile.decode(Data(json.utf8)) }
        #expect(DocumentReadError.tooManyEmojis(count: 1_000_000).message
            == "The document has 1,000,000 emojis; EmojiArt opens documents of up to 100,000.")
    }

    // MARK: - Images (dropped, pasted or chosen)

    static let notAnImage = "The data is not in an image format this app can read (JPEG, PNG, GIF, BMP, WebP, TIFF, HEIC, AVIF or SVG)."
    static let refusedImages: [String: String] = [
        "not-an-image.txt": notAnImage,
        "empty.jpg": notAnImage,
        "page.html.jpg": notAnImage,
        "header-only.jpg": "The image is damaged: Invalid JPEG file structure: missing SOS marker.",
        "broken-huffman-table.jpg": "The image is damaged: Bogus Huffman table definition.",
        // Its header is fine: only the decode at 1/8 scale on arrival finds it.
        "bad-progressive-scan.jpg": "The image is damaged: Invalid progressive parameters Ss=64 Se=5 Ah=0 Al=2.",
        "zero-size.jpg": "The image is damaged: Empty JPEG image (DNL not supported).",
        "huge-header.jpg": "The image is 65500 × 65500 pixels: at full size it needs 17.2 GB of memory, more than this computer has to spare.",
        "png-bomb.png": "The image is 50000 × 50000 pixels: at full size it needs 10.0 GB of memory, more than this computer has to spare.",
        "zero-size.png": "The image has no pixels.",
        "gif-cut-short.gif": "The image is damaged: the GIF header is cut short.",
        // Forged or cut short as phones' and scanners' files are not.
        "huge-header.heic": "The image is 60000 × 60000 pixels: at full size it needs 14.4 GB of memory, more than this computer has to spare.",
        "huge-header.avif": "The image is 60000 × 60000 pixels: at full size it needs 14.4 GB of memory, more than this computer has to spare.",
        // libheif's own reasons, worded differently by each version (1.15 on
        // Debian 12, 1.19 on 13): "…" ends what is asserted.
        "truncated.heic": "The image is damaged: Invalid input: No 'meta' box…",
        "truncated.avif": "The image is damaged: Invalid input: No 'meta' box…",
        "huge-header.tif": "The image is 70000 × 70000 pixels: at full size it needs 19.6 GB of memory, more than this computer has to spare.",
        "truncated.tif": "The image is damaged: Failed to load RGB data from TIFF file.",
        // Found by the image fuzzer.
        "damaged-av1-data.avif": "The image is damaged: …",
        "grid-larger-than-its-size.heic": "The image is damaged: its tiles make a picture of another size than it says.",
        // A tile that is an overlay whose canvas is larger than the whole picture (libheif 1.15 asked for 600 MB).
        "overlay-tile-larger-than-the-picture.heic": "The image is damaged: its tiles make a picture of another size than it says.",
        // A grid the app's box reader cannot follow and libheif can: refused by libheif, as no part may be longer than the picture.
        "grid-read-otherwise-by-libheif.heic": "The image is damaged: …",
        "grid-outside-the-file.heic": "The image is damaged: Invalid input: …",
        "bmp-header-of-4-gb.bmp": "The image is damaged: the BMP header is not one this app understands.",
        // Its width twice, huge and then small: libtiff takes the first, and so
        // does the size check (the fuzzer's such TIFF had gdk-pixbuf ask for 512 MB).
        "width-given-twice-huge-first.tif": "The image is 65536 × 65536 pixels: at full size it needs 17.2 GB of memory, more than this computer has to spare.",
        // SVG: too large a declared size, cut short, nested past libxml2's limit, an entity bomb.
        "huge-size.svg": "The image is 100000 × 100000 pixels: at full size it needs 40.0 GB of memory, more than this computer has to spare.",
        "truncated.svg": "The image is damaged: XML parse error: Error domain 1 code 73 on line 1 column 81 of data: "
            + "Couldn't find end of Start Tag svg line 1.",
        "deep-nesting.svg": "The image is damaged: XML parse error: Error domain 1 code 1 on line 1 column 875 of data: "
            + "Excessive depth in document: 256 use XML_PARSE_HUGE option.",
        "entity-expansion.svg": "The image is damaged: XML parse error: Error domain 1 code 89 on line 14 column 73 of data: "
            + "Detected an entity reference loop.",
    ]
    /// external-references.svg is drawn without what it refers to (a file of
    /// the computer, an address on the web): nothing outside it is read.
    /// width-given-twice-small-first.tif, found by the fuzzer, is the 2 × 2
    /// picture libtiff reads: its later width is ignored, by the check too.
    /// orientation-as-a-byte.tif, found by the fuzzer, is turned as libtiff
    /// reads its orientation.
    static let acceptedImages = ["valid.jpg", "valid.png", "truncated.jpg", "valid.heic", "valid.avif", "valid.tif",
                                 "valid.svg", "external-references.svg", "width-given-twice-small-first.tif",
                                 "orientation-as-a-byte.tif"]
    /// Found by the image fuzzer: libheif handed back its colours with an
    /// error (which the app once leaked). libheif 1.15 decodes it, 1.19
    /// refuses it; either is right, and told.
    static let imagesEitherWay = ["nclx-answered-with-an-error.avif"]

    @Test func everyImageInTheCorpusHasAnExpectedOutcome() {
        #expect(Set(Self.names(in: "images")) == Set(Self.refusedImages.keys).union(Self.acceptedImages).union(Self.imagesEitherWay))
    }

    /// Pasting (or dropping) the bytes: the alert's words, and the document as it was.
    @Test(arguments: refusedImages.keys.sorted())
    @MainActor func aHostileImageIsRefusedWithItsReason(_ name: String) async throws {
        let data = try Data(contentsOf: Self.file("images", name))
        var art = EmojiArt()
        art.addEmoji("🐝", at: (x: 1, y: 2), size: 40)
        let document = EmojiArtDocument(art)
        let failures = await Self.importing(data, into: document, describedAs: "The clipboard’s image")
        let expected = "The clipboard’s image is not a usable image. \(Self.refusedImages[name] ?? "")"
        if expected.hasSuffix("…") {
            // What is asserted, and then the library's words.
            #expect(failures.count == 1 && failures[0].message.hasPrefix(expected.dropLast())
                    && failures[0].message.count >= expected.count, "\(failures.map(\.message))")
        } else {
            #expect(failures.map(\.message) == [expected])
        }
        #expect(failures.map(\.title) == ["Background Not Changed"])
        #expect(document.emojiArt == art && !document.isModified)
    }

    /// Pastes (or drops) `data` into `document` and waits for the import's
    /// end; what it told.
    @MainActor static func importing(_ data: Data, into document: EmojiArtDocument,
                                     describedAs source: String = "The image") async -> [BackgroundFailure] {
        let importer = BackgroundImporter(document: document)
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.importImageBytes(data, describedAs: source)
        while importer.status != .idle { await Task.yield() }
        return failures
    }

    @Test(arguments: acceptedImages)
    @MainActor func aUsableImageBecomesTheBackground(_ name: String) async throws {
        let data = try Data(contentsOf: Self.file("images", name))
        let document = EmojiArtDocument()
        let failures = await Self.importing(data, into: document)
        #expect(failures.isEmpty)
        let stored = try #require(document.background.imageData)
        // JPEG is kept byte for byte; anything else is stored as JPEG.
        #expect(name.hasSuffix(".jpg") ? stored == data : ImageFormat.sniff(stored) == .jpeg)
    }

    /// The canvas places a picture by the size its header gives, turned
    /// upright: the decoded picture, turned as its decoder says, is of that size.
    @Test(arguments: acceptedImages)
    func theHeadersSizeIsTheUprightPictures(_ name: String) throws {
        let data = try Data(contentsOf: Self.file("images", name))
        let info = try ImageInspector.inspect(data)
        let upright = try ImageDecoder.decode(data).upright()
        #expect([Double(upright.width), Double(upright.height)] == [info.size.width, info.size.height])
    }

    @Test(arguments: imagesEitherWay)
    @MainActor func anImageTheLibrariesDisagreeOnIsEitherShownOrRefusedAsDamaged(_ name: String) async throws {
        let data = try Data(contentsOf: Self.file("images", name))
        let document = EmojiArtDocument()
        let failures = await Self.importing(data, into: document)
        if let stored = document.background.imageData {
            #expect(failures.isEmpty && ImageFormat.sniff(stored) == .jpeg)
        } else {
            #expect(failures.count == 1 && failures[0].message.hasPrefix("The image is not a usable image. The image is damaged: "),
                    "\(failures.map(\.message))")
        }
    }

    // MARK: - Palettes

    @MainActor
    private func loadPalettes(_ name: String) throws -> (store: PaletteStore, problem: String?, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-palettes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("palettes.json")
        try FileManager.default.copyItem(at: Self.file("palettes", name), to: url)
        let (store, problem) = PaletteStore.load(from: PaletteStorage(fileURL: url), defaults: Self.defaultPalettes)
        store.flush()
        return (store, problem, folder)
    }

    static let defaultPalettes = [Palette(name: "Animals", emojis: "🐶🐱", id: 0)]

    @Test(arguments: ["corrupt.json", "empty-file.json"])
    @MainActor func anUnreadablePalettesFileIsKeptAndTheDefaultsUsed(_ name: String) throws {
        let (store, problem, folder) = try loadPalettes(name)
        #expect(store.palettes == Self.defaultPalettes)
        #expect(problem?.hasPrefix("Your palettes file could not be read, so the default palettes are used. It was kept as “palettes.json.unreadable-") == true)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("palettes.json.unreadable-") }
        #expect(try kept.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == [Data(contentsOf: Self.file("palettes", name))])
    }

    @Test @MainActor func anEmptyListOfPalettesGivesTheDefaults() throws {
        let (store, problem, _) = try loadPalettes("empty-list.json")
        #expect(store.palettes == Self.defaultPalettes && problem == nil)
    }

    @Test @MainActor func aPaletteWithNoEmojisIsKeptEmpty() throws {
        let (store, problem, _) = try loadPalettes("no-emojis.json")
        #expect(store.palettes.map(\.name) == ["Empty", "Faces"] && problem == nil)
        #expect(store.palettes.map(\.emojis) == ["", "😀😃"])
    }

    @Test @MainActor func textThatIsNotEmojiIsLeftOutOfAPalette() throws {
        let (store, problem, _) = try loadPalettes("only-text.json")
        #expect(store.palettes.map(\.emojis) == [""] && problem == nil)
    }

    @Test @MainActor func repeatedPaletteIdsAreMadeUnique() throws {
        let (store, _, _) = try loadPalettes("duplicate-ids.json")
        #expect(store.palettes.map(\.id) == [3, 4])
        #expect(store.palettes.map(\.name) == ["Faces", "Food"])
    }
}
