import Foundation
import Testing
@testable import ArtModel

@Suite struct OpenedFileTests {
    @Test func aPictureIsAPhotoByItsBytesWhateverItsName() {
        #expect(OpenedFile(firstBytes: [0xFF, 0xD8, 0xFF, 0xE1, 0, 0]) == .photo)
        #expect(OpenedFile(firstBytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) == .photo)
        #expect(OpenedFile(firstBytes: Array(#"{"background":{},"emojis":[]}"#.utf8)) == .document)
        #expect(OpenedFile(firstBytes: []) == .document)
    }

    @Test func theDesktopOffersTheAppForItsDocumentsAndEveryPictureItOpens() {
        #expect(OpenedFile.mimeTypes.first == "application/x-emojiart")
        #expect(Set(OpenedFile.mimeTypes).isSuperset(of: ["image/jpeg", "image/png", "image/heic", "image/avif", "image/svg+xml"]))
    }
}

@Suite struct ThumbnailCommandTests {
    @Test func theExecLineOfTheThumbnailerIsUnderstood() throws {
        let parsed = try #require(ThumbnailCommand.parse(["emojiart", "--thumbnail", "256", "/d/art.emojiart", "/tmp/out.png"]))
        #expect(try parsed.get() == ThumbnailCommand(size: 256, document: URL(fileURLWithPath: "/d/art.emojiart"),
                                                     output: URL(fileURLWithPath: "/tmp/out.png")))
    }

    @Test func otherArgumentsAreNotAThumbnailAndWrongOnesAreRefused() {
        #expect(ThumbnailCommand.parse(["emojiart", "art.emojiart"]) == nil)
        for wrong in [["emojiart", "--thumbnail", "256", "a.emojiart"], ["emojiart", "--thumbnail", "big", "a", "b"],
                      ["emojiart", "--thumbnail", "0", "a", "b"], ["emojiart", "--thumbnail", "100000", "a", "b"]] {
            guard case .failure? = ThumbnailCommand.parse(wrong) else {
                Issue.record("\(wrong) was accepted")
                continue
            }
        }
    }
}
