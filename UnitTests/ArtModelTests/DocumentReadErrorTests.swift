import Foundation
import Testing
@testable import ArtModel

/// A document that cannot be read says what is wrong, in a sentence.
@Suite struct DocumentReadErrorTests {
    private func error(reading json: String) -> DocumentReadError? {
        do {
            _ = try DocumentFile.decode(Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func textThatIsNotJSON() {
        #expect(error(reading: "hello, I am a shopping list") == .notJSON)
        #expect(error(reading: "") == .notJSON)
        #expect(DocumentReadError.notJSON.message == "The file is not an EmojiArt document: it does not contain JSON.")
    }

    @Test func jsonThatIsNotADocument() {
        #expect(error(reading: #"{"name": "package.json"}"#) == .wrongShape(detail: "the document has no “emojis”"))
        #expect(error(reading: "[1, 2, 3]") == .wrongShape(detail: "the document is not of the expected kind"))
    }

    @Test func emojisWithMissingOrWrongFields() {
        #expect(error(reading: #"{"emojis":[{"text":"🐝","x":1,"y":2,"id":1}]}"#)
            == .wrongShape(detail: "emoji 1 has no “size”"))
        #expect(error(reading: #"{"emojis":[{"text":"🐝","x":1,"y":2,"size":40,"id":1},{"text":"🐝","x":"left","y":2,"size":40,"id":2}]}"#)
            == .wrongShape(detail: "“x” of emoji 2 is not a whole number"))
        #expect(error(reading: #"{"emojis":[{"text":"","x":1,"y":2,"size":40,"id":1}]}"#)
            == .wrongShape(detail: "“text” of emoji 1 is empty"))
        #expect(error(reading: #"{"emojis":[{"text":"🐝","x":1,"y":2,"size":0,"id":1}]}"#)
            == .wrongShape(detail: "“size” of emoji 1 is not positive"))
    }

    @Test func backgroundBytesThatAreNotAnImage() throws {
        let notAnImage = Data("just some text, not a picture".utf8).base64EncodedString()
        let readError = try #require(error(reading: #"{"emojis":[],"background":{"imageData":"\#(notAnImage)"}}"#))
        #expect(readError == .backgroundNotAnImage(.unrecognizedFormat))
        #expect(readError.message.hasPrefix("The document’s background is not a usable image."))
    }

    @Test func backgroundThatIsNotBase64() {
        #expect(error(reading: #"{"emojis":[],"background":{"imageData":"%%% not base64 %%%"}}"#)
            == .wrongShape(detail: "“imageData” of “background” is not valid base64 data"))
    }

    @Test func aFileThatCannotBeRead() {
        #expect(throws: DocumentReadError.self) {
            try DocumentFile.read(from: URL(fileURLWithPath: "/nonexistent/folder/art.emojiart"))
        }
    }
}
