import Testing
@testable import ArtModel

/// Which failures are told in a toast (asking nothing of the user) and
/// which stay alerts, and what a toast's Details adds.
@Suite struct BackgroundFailureTests {
    static let everyFailure: [BackgroundFailure] = [
        .nothingToPaste(.anything), .nothingToPaste(.backgroundOnly), .notAnImage(source: "notes.txt", .unrecognizedFormat),
        .loadFailed(source: "https://example.com/sky.jpg", .httpStatus(404)),
        .loadFailed(source: "/home/ann/sky.jpg", .unreadable("Permission denied")), .unusableDrop,
        .didNotArrive(.clipboard), .didNotArrive(.drop), .undecodable(.corrupt(detail: "bad Huffman code")),
    ]

    @Test func onlyAFailureThatOffersTryAgainStaysAnAlert() {
        let alerts = Self.everyFailure.filter { $0.toast == nil }
        #expect(alerts == [.didNotArrive(.clipboard)])
        #expect(alerts.allSatisfy { $0.offersTryAgain })
    }

    @Test func aWebAddressThatDidNotLoadIsToldByItsHost() {
        let failure = BackgroundFailure.loadFailed(source: "https://example.com/sky.jpg", .httpStatus(404))
        #expect(failure.toast == "Couldn’t load the image from example.com")
        #expect(BackgroundFailure.loadFailed(source: "/home/ann/sky.jpg", .notAFile).toast == "Couldn’t load the image")
    }

    @Test func detailsAreOfferedWhereTheAlertNamesTheSourceOrTheReason() {
        for failure in Self.everyFailure where failure.hasDetails {
            let source = ["notes.txt", "example.com", "/home/ann/sky.jpg", "bad Huffman code", "stopped sending"]
            #expect(source.contains { failure.message.contains($0) }, "\(failure)")
        }
        #expect(!BackgroundFailure.nothingToPaste(.anything).hasDetails)
        #expect(!BackgroundFailure.nothingToPaste(.backgroundOnly).hasDetails)
        #expect(!BackgroundFailure.unusableDrop.hasDetails)
    }

    /// Paste takes emojis too, and says so; Paste Background only images.
    @Test func nothingToPasteSaysWhatEachPasteTakes() {
        #expect(BackgroundFailure.nothingToPaste(.anything).toast == "Nothing to paste: copy emojis, an image or its web address first")
        #expect(BackgroundFailure.nothingToPaste(.backgroundOnly).toast == "Nothing to paste: copy an image or its web address first")
    }
}
