import Foundation
import PhotoFixtures
import Testing
@testable import ArtModel

/// A loader that answers from a table, after the test lets it.
private struct FakeLoader: ImageLoading {
    let answers: [URL: Result<Data, FetchError>]

    func load(_ url: URL, progress: @escaping @Sendable (FetchProgress) -> Void) async throws -> Data {
        progress(FetchProgress(receivedBytes: 1, expectedBytes: 2))
        guard let answer = answers[url] else { throw FetchError.unreachable("no such host") }
        return try answer.get()
    }
}

@MainActor
@Suite struct BackgroundImporterTests {
    static let jpeg = try! JPEGCodec.encode(JPEGCodecTests.gradient(width: 12, height: 8), quality: 90)
    /// The silence limit of the transfers whose subject is not silence: the
    /// parallel test run has held the main actor for longer than the 15 s a
    /// real sender gets.
    static let patient = Duration.seconds(3600)
    let sky = URL(string: "https://example.com/sky.jpg")!
    let missing = URL(string: "https://example.com/missing.jpg")!
    let page = URL(string: "https://example.com/index.html")!

    let document = EmojiArtDocument()
    var failures: [BackgroundFailure] = []

    private func importer() -> BackgroundImporter {
        let loader = FakeLoader(answers: [sky: .success(Self.jpeg), missing: .failure(.httpStatus(404)),
                                          page: .success(Data("<html></html>".utf8))])
        return BackgroundImporter(document: document, loader: loader)
    }

    private func finish(_ importer: BackgroundImporter) async {
        while importer.status != .idle { await Task.yield() }
    }

    @Test func aWebImageBecomesAURLBackgroundOnceFetched() async {
        let importer = importer()
        importer.importWebImage(sky)
        #expect(importer.status != .idle)
        #expect(document.background == .blank)
        await finish(importer)
        #expect(document.background == .url(sky))
        #expect(importer.fetched?.data == Self.jpeg)
        #expect(document.undoActionName == "Set Background")
    }

    @Test func aFailedFetchSaysWhyAndChangesNothing() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.importWebImage(missing)
        await finish(importer)
        importer.importWebImage(page)
        await finish(importer)
        #expect(document.background == .blank)
        #expect(document.undoActionName == nil)
        #expect(failures == [.loadFailed(source: missing.absoluteString, .httpStatus(404)),
                             .notAnImage(source: page.absoluteString, .unrecognizedFormat)])
        #expect(failures[0].title == "Couldn’t Load Image from URL")
        #expect(failures[0].message == "https://example.com/missing.jpg\nThe server answered 404 Not Found.")
    }

    @Test func jpegBytesAreKeptAsTheyAre() async {
        let importer = importer()
        importer.importImageBytes(Self.jpeg)
        await finish(importer)
        #expect(document.background == .imageData(Self.jpeg))
    }

    @Test func otherFormatsAreStoredAsJPEG() async throws {
        let importer = importer()
        importer.importImageBytes(try PhotoFixtures.png(RGBAImage(width: 5, height: 4, filledWith: (0, 255, 0, 255))))
        await finish(importer)
        let stored = try #require(document.background.imageData)
        #expect(try ImageInspector.inspect(stored) == ImageInfo(format: .jpeg, width: 5, height: 4))
        #expect(try JPEGCodec.decode(stored).pixel(x: 2, y: 2).green > 240)
    }

    @Test func bytesThatAreNotAnImageChangeNothing() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.importImageBytes(Data("not an image".utf8), describedAs: "The clipboard’s image")
        await finish(importer)
        #expect(document.background == .blank)
        #expect(failures == [.notAnImage(source: "The clipboard’s image", .unrecognizedFormat)])
    }

    @Test func aNewImportCancelsTheOneUnderWay() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.importWebImage(missing)
        importer.importImageBytes(Self.jpeg)
        await finish(importer)
        #expect(document.background == .imageData(Self.jpeg))
        #expect(failures.isEmpty)
        #expect(document.undoActionName == "Set Background")
        document.undo()
        #expect(document.background == .blank)
    }

    @Test func anImageArrivingInChunksIsCountedAndThenBecomesTheBackground() async {
        let importer = importer()
        var described: [String] = []
        importer.importArriving(IncomingTransfer(from: .clipboard, silenceLimit: Self.patient)) { arrived throws(FetchError) in
            described.append(Self.description(of: importer))
            try arrived(768 * 1024)
            described.append(Self.description(of: importer))
            try arrived(512 * 1024)
            described.append(Self.description(of: importer))
            return .imageBytes(Self.jpeg)
        }
        #expect(document.background == .blank)
        await finish(importer)
        #expect(described == ["Reading the clipboard…", "Receiving the pasted image… 0.8 MB",
                              "Receiving the pasted image… 1.3 MB"])
        #expect(document.background == .imageData(Self.jpeg))
        #expect(document.undoActionName == "Set Background")
    }

    @Test func aSenderThatGoesQuietIsEndedAndToldWithTryAgain() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        var sawCancellation = false
        importer.importArriving(IncomingTransfer(from: .clipboard, silenceLimit: .milliseconds(100))) { arrived throws(FetchError) in
            try arrived(100)
            do { try await Task.sleep(for: .seconds(3600)) } catch { sawCancellation = true }
            throw .cancelled
        }
        await finish(importer)
        #expect(failures == [.didNotArrive(.clipboard)])
        #expect(failures.first?.offersTryAgain == true)
        #expect(sawCancellation)
        #expect(document.background == .blank && !document.canUndo)
    }

    @Test func aDropThatGoesQuietIsToldWithoutTryAgain() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        importer.importArriving(IncomingTransfer(from: .drop, silenceLimit: .milliseconds(50))) { _ throws(FetchError) in
            do { try await Task.sleep(for: .seconds(3600)) } catch {}
            throw .cancelled
        }
        await finish(importer)
        #expect(failures == [.didNotArrive(.drop)])
        #expect(failures.first?.offersTryAgain == false)
    }

    @Test func anImageOverTheLimitIsRefusedAsItArrives() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        var chunksTaken = 0
        importer.importArriving(IncomingTransfer(from: .drop, maximumBytes: 1000, silenceLimit: Self.patient)) { arrived throws(FetchError) in
            for _ in 0..<10 {
                try arrived(400)
                chunksTaken += 1
            }
            return .imageBytes(Self.jpeg)
        }
        await finish(importer)
        #expect(chunksTaken == 2)
        #expect(failures == [.loadFailed(source: "The dropped image", .tooLarge(maximumBytes: 1000))])
        #expect(document.background == .blank)
    }

    @Test func cancellingATransferEndsItAtOnceAndSaysNothing() async {
        let importer = importer()
        var failures: [BackgroundFailure] = []
        importer.onFailure = { failures.append($0) }
        var sawCancellation = false
        importer.importArriving(IncomingTransfer(from: .clipboard, silenceLimit: Self.patient)) { _ throws(FetchError) in
            do { try await Task.sleep(for: .seconds(3600)) } catch { sawCancellation = true }
            throw .cancelled
        }
        await Task.yield()
        #expect(importer.cancel())
        #expect(importer.status == .idle)
        while !sawCancellation { await Task.yield() }
        #expect(!importer.cancel())
        #expect(failures.isEmpty && document.background == .blank)
    }

    private static func description(of importer: BackgroundImporter) -> String {
        guard case .working(let description, _) = importer.status else { return "idle" }
        return description
    }

    @Test func showingADocumentsWebImageDoesNotChangeIt() async {
        document.setBackground(.url(sky))
        let importer = importer()
        importer.showWebImage(sky)
        await finish(importer)
        #expect(importer.fetched?.url == sky)
        #expect(document.undoActionName == "Set Background")
        document.undo()
        #expect(document.background == .blank)
    }
}
