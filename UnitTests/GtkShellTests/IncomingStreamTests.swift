import ArtModel
import CGtk
import Foundation
import XCTest
@testable import EmojiArtGtk

/// Reading what another application sends, inside a real GLib main loop
/// (XCTest runs these on the main thread, as the app runs).
final class IncomingStreamTests: XCTestCase {
    func testAStreamIsReadToItsEndAChunkAtATime() {
        let sent = Data((0..<(3 * 1024 * 1024 + 5)).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let outcome = MainActor.assumeIsolated {
            MainLoop.run { () -> (Result<Data, FetchError>, [Int]) in
                var chunks: [Int] = []
                let result = await Self.result { () throws(FetchError) in
                    try await IncomingStream.readToEnd(Self.memoryStream(sent)) { chunks.append($0) }
                }
                return (result, chunks)
            }
        }
        XCTAssertEqual(try outcome?.0.get(), sent)
        XCTAssertEqual(outcome?.1.reduce(0, +), sent.count)
        XCTAssertTrue(outcome?.1.allSatisfy { $0 <= 1024 * 1024 } == true)
    }

    func testTooMuchEndsTheRead() {
        let read = MainActor.assumeIsolated {
            MainLoop.run {
                await Self.result { () throws(FetchError) in
                    try await IncomingStream.readToEnd(Self.memoryStream(Data(count: 3 * 1024 * 1024))) { _ throws(FetchError) in
                        throw .tooLarge(maximumBytes: 1)
                    }
                }
            }
        }
        XCTAssertThrowsError(try read?.get()) { XCTAssertEqual($0 as? FetchError, .tooLarge(maximumBytes: 1)) }
    }

    /// GTK's X11 stream can drop a read and never call back: cancelling
    /// must still end the wait at once.
    func testCancellingEndsAWaitThatGIONeverAnswers() {
        let outcome = MainActor.assumeIsolated {
            MainLoop.run { () -> (Result<Int, FetchError>, Double) in
                let started = Date()
                let waiting = Task { @MainActor in
                    await Self.result { () throws(FetchError) in
                        try await GAsync.await { _, _, _ in } finish: { _ throws(FetchError) in 1 }
                    }
                }
                try? await Task.sleep(for: .milliseconds(50))
                waiting.cancel()
                return (await waiting.value, Date().timeIntervalSince(started))
            }
        }
        XCTAssertThrowsError(try outcome?.0.get()) { XCTAssertEqual($0 as? FetchError, .cancelled) }
        XCTAssertLessThan(outcome?.1 ?? .infinity, 2)
    }

    /// An answer GIO gives after the wait was cancelled is still finished,
    /// so that what it hands over is let go of, and the probes are told.
    func testAnAnswerAfterTheWaitWasCancelledIsFinishedAndReported() {
        let outcome = MainActor.assumeIsolated {
            MainLoop.run { () -> (Result<Int, FetchError>, finished: Bool, reported: Bool) in
                let probe = LateAnswers()
                Probes.install(probe)
                var answer: (callback: GAsyncReadyCallback, box: gpointer)?
                var finished = false
                let waiting = Task { @MainActor in
                    await Self.result { () throws(FetchError) in
                        try await GAsync.await { _, callback, box in answer = (callback, box) } finish: { _ throws(FetchError) in
                            finished = true
                            return 1
                        }
                    }
                }
                try? await Task.sleep(for: .milliseconds(50))
                waiting.cancel()
                let result = await waiting.value
                let reportedBefore = probe.count
                answer.map { $0.callback(nil, nil, $0.box) }
                return (result, finished, probe.count == reportedBefore + 1)
            }
        }
        XCTAssertThrowsError(try outcome?.0.get()) { XCTAssertEqual($0 as? FetchError, .cancelled) }
        XCTAssertEqual(outcome?.finished, true)
        XCTAssertEqual(outcome?.reported, true)
    }

    @MainActor
    private final class LateAnswers: Probe {
        var count = 0
        func observe(_ event: ProbeEvent) {
            if case .lateAnswerDropped = event { count += 1 }
        }
    }

    @MainActor
    private static func result<Value>(_ body: @MainActor () async throws(FetchError) -> Value) async -> Result<Value, FetchError> {
        do throws(FetchError) {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }

    @MainActor
    private static func memoryStream(_ data: Data) -> ObjectReference {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return ObjectReference(taking: g_memory_input_stream_new_from_bytes(bytes))
    }
}
