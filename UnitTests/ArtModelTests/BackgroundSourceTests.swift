import Foundation
import PhotoFixtures
import Testing
@testable import ArtModel

@Suite struct BackgroundSourceTests {
    @Test func webAddressesBecomeWebImages() {
        #expect(BackgroundSource(text: "https://example.com/cat.jpg") == .webImage(URL(string: "https://example.com/cat.jpg")!))
        #expect(BackgroundSource(text: "  http://example.com/a.png  \nsecond line") == .webImage(URL(string: "http://example.com/a.png")!))
    }

    @Test func imageSearchLinksUnwrapTheirImage() {
        let link = "https://www.google.com/imgres?imgurl=https%3A%2F%2Fupload.example.org%2Fsky.jpg&imgrefurl=https%3A%2F%2Fexample.org"
        #expect(BackgroundSource(text: link) == .webImage(URL(string: "https://upload.example.org/sky.jpg")!))
        let notImage = "https://www.google.com/imgres?imgurl=javascript%3Aalert(1)"
        #expect(BackgroundSource(text: notImage) == .webImage(URL(string: notImage)!))
    }

    @Test func fileURIsBecomeImageFiles() {
        #expect(BackgroundSource(text: "file:///home/me/Pictures/sea%20side.png\r\n")
            == .imageFile(URL(fileURLWithPath: "/home/me/Pictures/sea side.png")))
    }

    @Test func otherSchemesAndPlainTextAreRefused() {
        for text in ["ftp://example.com/a.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA",
                     "mailto:me@example.com", "just some words", "🐝", "", "example.com/a.jpg"] {
            #expect(BackgroundSource(text: text) == nil, "\(text)")
        }
    }
}

@Suite struct ContentChoiceTests {
    @Test func aPasteTakesImagesFirstThenFilesThenText() {
        #expect(ContentChoice.forPaste(offering: ["text/plain", "image/jpeg", "image/png"]) == .image(mimeType: "image/png"))
        #expect(ContentChoice.forPaste(offering: ["text/uri-list", "IMAGE/JPEG"]) == .image(mimeType: "image/jpeg"))
        #expect(ContentChoice.forPaste(offering: ["text/plain;charset=utf-8", "text/uri-list"]) == .files)
        #expect(ContentChoice.forPaste(offering: ["x-special/gnome-copied-files"]) == .files)
        #expect(ContentChoice.forPaste(offering: ["UTF8_STRING"]) == .text)
        #expect(ContentChoice.forPaste(offering: ["application/x-something"]) == .nothing)
        #expect(ContentChoice.forPaste(offering: []) == .nothing)
    }

    /// Emojis copied here come with their text and their picture: Paste
    /// takes the emojis, Paste Background only ever the picture.
    @Test func pasteTakesCopiedEmojisFirstAndPasteBackgroundNever() {
        let copied = [EmojiClip.mimeType, "text/plain;charset=utf-8", "image/png"]
        #expect(ContentChoice.forPaste(offering: copied) == .emojis)
        #expect(ContentChoice.forPaste(offering: copied, .backgroundOnly) == .image(mimeType: "image/png"))
        #expect(ContentChoice.forPaste(offering: [EmojiClip.mimeType], .backgroundOnly) == .nothing)
        #expect(ContentChoice.forPaste(offering: ["text/uri-list", EmojiClip.mimeType.uppercased()]) == .emojis)
        #expect(ContentChoice.forPaste(offering: ["UTF8_STRING"], .backgroundOnly) == .text)
        // A drop never reads emojis as copied ones (a drag of them is text).
        #expect(ContentChoice.forDrop(offering: copied) == .image(mimeType: "image/png"))
    }

    /// A browser dragging a picture offers its link and its pixels: the
    /// link is what the person dragged.
    @Test func aDropTakesFilesFirstThenImagesThenText() {
        #expect(ContentChoice.forDrop(offering: ["image/png", "text/uri-list", "text/plain"]) == .files)
        #expect(ContentChoice.forDrop(offering: ["image/bmp", "image/png", "text/plain"]) == .image(mimeType: "image/png"))
        #expect(ContentChoice.forDrop(offering: ["text/plain;charset=utf-8", "image/x-icon"]) == .text)
        #expect(ContentChoice.forDrop(offering: ["image/x-icon", "image/x-xpixmap"]) == .nothing)
        #expect(ContentChoice.forDrop(offering: ["text/plain;charset=utf-8", "image/heic"]) == .image(mimeType: "image/heic"))
    }
}

@Suite struct ImageImportTests {
    @Test func jpegIsKeptOtherFormatsAreConverted() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.gradient(width: 8, height: 8), quality: 90)
        #expect(try !ImageImport.needsConversion(jpeg))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 8, 0, 0, 0, 8, 8, 6, 0, 0, 0]
        #expect(try ImageImport.needsConversion(Data(png)))
        #expect(throws: ImageError.unrecognizedFormat) { try ImageImport.needsConversion(Data("hello".utf8)) }
    }

    @Test func transparencyIsFlattenedOntoWhite() {
        // Premultiplied BGRA: opaque red, transparent, half-transparent blue, with 4 bytes of row padding.
        let source: [UInt8] = [0, 0, 255, 255,  0, 0, 0, 0,  128, 0, 0, 128,  9, 9, 9, 9]
        let image = source.withUnsafeBytes { RGBAImage(flatteningPremultipliedBGRA: $0, width: 3, height: 1, stride: 16) }
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 0) == (255, 255, 255, 255))
        #expect(image.pixel(x: 2, y: 0) == (127, 127, 255, 255))
    }

    @Test func convertedImagesAreJPEGOfTheSameSize() throws {
        let data = try ImageImport.imageData(from: PhotoFixtures.png(JPEGCodecTests.gradient(width: 33, height: 21)))
        #expect(try ImageInspector.inspect(data) == ImageInfo(format: .jpeg, width: 33, height: 21))
    }
}

@Suite struct ImageFileReaderTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func readsAFile() throws {
        let file = folder.appendingPathComponent("a.bin")
        try Data([1, 2, 3]).write(to: file)
        #expect(try ImageFileReader.read(file) == Data([1, 2, 3]))
    }

    @Test func refusesFoldersMissingAndOversizedFiles() throws {
        #expect(throws: FetchError.notAFile) { try ImageFileReader.read(folder) }
        #expect(throws: FetchError.unreadable("no such file")) { try ImageFileReader.read(folder.appendingPathComponent("none.png")) }
        let big = folder.appendingPathComponent("big.bin")
        try Data(count: 2048).write(to: big)
        #expect(throws: FetchError.tooLarge(maximumBytes: 1024)) { try ImageFileReader.read(big, maximumBytes: 1024) }
    }

    @Test func aFileThatKeepsGrowingWhileItIsReadIsNotReadForEver() throws {
        let file = folder.appendingPathComponent("growing.bin")
        try Data(count: 4096).write(to: file)
        let writer = try FileHandle(forWritingTo: file)
        let stop = Atomic(false)
        let growing = Thread {
            _ = try? writer.seekToEnd()
            while !stop.value { try? writer.write(contentsOf: Data(count: 65536)) }
        }
        growing.start()
        defer { stop.value = true }
        Thread.sleep(forTimeInterval: 0.05)
        let limit = 4 << 20
        do {
            let data = try ImageFileReader.read(file, maximumBytes: limit)
            #expect(data.count <= limit)
        } catch {
            #expect(error == .tooLarge(maximumBytes: limit))
        }
    }

    @Test func specialFilesAreNotRead() {
        // A FIFO would block a reader for ever: it is refused before opening.
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: FetchError.notAFile) { try ImageFileReader.read(fifo) }
    }
}

/// A flag two threads share.
private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool
    init(_ value: Bool) { stored = value }
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

@Suite struct CopiedFilesTests {
    @Test func theStandardListIsPreferredToGNOMEsAndThePortalsIsLeftToGTK() {
        #expect(CopiedFiles.mimeType(offering: ["x-special/gnome-copied-files", "text/uri-list", "UTF8_STRING"]) == "text/uri-list")
        #expect(CopiedFiles.mimeType(offering: ["X-SPECIAL/GNOME-COPIED-FILES"]) == "x-special/gnome-copied-files")
        #expect(CopiedFiles.mimeType(offering: ["application/vnd.portal.filetransfer", "application/vnd.portal.files"]) == nil)
    }

    @Test func aListOfURIsKeepsItsFilesInOrderWithoutComments() {
        let list = Data("# from a file manager\r\nfile:///home/me/sea%20side.jpg\r\nhttps://example.com/a.png\r\n\r\nnot a uri\r\n".utf8)
        let urls = CopiedFiles.urls(in: list, mimeType: "text/uri-list")
        #expect(urls.map(\.scheme) == ["file", "https"])
        #expect(urls.map(\.path) == ["/home/me/sea side.jpg", "/a.png"])
    }

    @Test func gnomesListStartsWithWhatWasDone() {
        for action in ["copy", "cut"] {
            let list = Data("\(action)\nfile:///tmp/a.jpg\nfile:///tmp/b%26%3C.jpg".utf8)
            #expect(CopiedFiles.urls(in: list, mimeType: "x-special/gnome-copied-files").map(\.path) == ["/tmp/a.jpg", "/tmp/b&<.jpg"])
        }
        #expect(CopiedFiles.urls(in: Data(), mimeType: "x-special/gnome-copied-files").isEmpty)
    }
}
