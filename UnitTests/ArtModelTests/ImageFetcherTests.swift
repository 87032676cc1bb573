import Foundation
import Testing
@testable import ArtModel

/// tests/support/image_server.py, serving a folder on 127.0.0.1 until released.
private final class ImageServer: Sendable {
    let process = Process()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID().uuidString)")
    let base: URL

    init(serving files: [String: Data]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tests/support/image_server.py")
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path]
        process.standardOutput = output
        // Closes when this test process ends, however it ends: the server then exits.
        process.standardInput = Pipe()
        process.standardError = FileHandle.nullDevice
        try process.run()
        let port = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        base = URL(string: "http://127.0.0.1:\(port)/")!
    }

    deinit {
        process.terminate()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The real fetcher against a real local web server, one for all the tests,
/// one test at a time so that timings mean what they say on a busy machine.
@Suite(.serialized) struct ImageFetcherTests {
    static let jpeg = try! JPEGCodec.encode(JPEGCodecTests.gradient(width: 64, height: 48), quality: 90)
    private static let server = try! ImageServer(serving: ["picture.jpg": jpeg])
    var jpeg: Data { Self.jpeg }
    var base: URL { Self.server.base }
    var folder: URL { Self.server.folder }

    private func load(_ path: String, with fetcher: ImageFetcher = ImageFetcher()) async -> Result<Data, FetchError> {
        do {
            return .success(try await fetcher.load(URL(string: path, relativeTo: base)!.absoluteURL) { _ in })
        } catch {
            return .failure(error as! FetchError)
        }
    }

    @Test func loadsAnImageWithProgress() async throws {
        let reports = Reports()
        let data = try await ImageFetcher().load(URL(string: "slow/picture.jpg", relativeTo: base)!.absoluteURL) { reports.add($0) }
        #expect(data == jpeg)
        let last = try #require(reports.all.last)
        #expect(last == FetchProgress(receivedBytes: jpeg.count, expectedBytes: jpeg.count))
        // Reported as the pieces arrived, not only at the end.
        let first = try #require(reports.all.first)
        #expect(first.receivedBytes < jpeg.count && first.expectedBytes == jpeg.count)
    }

    @Test func reportsHTTPErrors() async {
        #expect(await load("status/404") == .failure(.httpStatus(404)))
        #expect(await load("status/500") == .failure(.httpStatus(500)))
        #expect(FetchError.httpStatus(404).message == "The server answered 404 Not Found.")
    }

    @Test func refusesRedirectLoopsAndRedirectsToFiles() async {
        let loop = await load("redirect-loop"), toFile = await load("redirect-file")
        #expect(loop == .failure(.redirectRefused))
        // FoundationNetworking resolves a file: Location against the server,
        // so the request goes back to it (404) instead of reading /etc/passwd.
        #expect(toFile == .failure(.redirectRefused) || toFile == .failure(.httpStatus(404)))
    }

    @Test func capsWhatItDownloads() async {
        var small = ImageFetcher()
        small.maximumBytes = 1_000_000
        #expect(await load("endless", with: small) == .failure(.tooLarge(maximumBytes: 1_000_000)))
        small.maximumBytes = 100
        #expect(await load("files/picture.jpg", with: small) == .failure(.tooLarge(maximumBytes: 100)))
    }

    @Test func givesUpOnAServerThatNeverAnswers() async {
        var impatient = ImageFetcher()
        impatient.idleTimeout = 1
        #expect(await load("hang", with: impatient) == .failure(.timedOut))
    }

    @Test func saysWhenNothingListens() async {
        let result = await load("http://127.0.0.1:9/picture.jpg")
        guard case .failure(.unreachable) = result else {
            Issue.record("expected unreachable, got \(result)")
            return
        }
    }

    @Test func canBeCancelled() async {
        let fetcher = ImageFetcher(), url = URL(string: "hang", relativeTo: base)!.absoluteURL
        let task = Task { () -> Result<Data, FetchError> in
            do { return .success(try await fetcher.load(url) { _ in }) } catch { return .failure(error as! FetchError) }
        }
        try? await Task.sleep(for: .milliseconds(200))
        task.cancel()
        #expect(await task.value == .failure(.cancelled))
    }

    @Test func refusesOtherSchemes() async {
        #expect(await load("ftp://127.0.0.1/picture.jpg") == .failure(.unsupportedScheme("ftp")))
    }

    @Test func readsFileURLs() async throws {
        #expect(await load(folder.appendingPathComponent("picture.jpg").absoluteString) == .success(jpeg))
    }
}

private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [FetchProgress] = []
    func add(_ report: FetchProgress) { lock.withLock { reports.append(report) } }
    var all: [FetchProgress] { lock.withLock { reports } }
}
