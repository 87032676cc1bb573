import Testing
@testable import ArtModel

@Suite struct IncomingTransferTests {
    let start = ContinuousClock.now

    @Test func theDeadlineIsTheSilenceLimitAfterTheLastBytes() throws {
        var transfer = IncomingTransfer(from: .clipboard, startedAt: start)
        #expect(transfer.deadline == start + .seconds(15))
        #expect(!transfer.hasGoneQuiet(at: start + .seconds(14)))
        #expect(transfer.hasGoneQuiet(at: start + .seconds(15)))

        try transfer.receive(1000, at: start + .seconds(10))
        #expect(!transfer.hasGoneQuiet(at: start + .seconds(24)))
        #expect(transfer.hasGoneQuiet(at: start + .seconds(25)))
        // Bytes reported late never move the deadline back.
        try transfer.receive(1000, at: start + .seconds(2))
        #expect(transfer.deadline == start + .seconds(25))
        #expect(transfer.receivedBytes == 2000)
    }

    @Test func bytesPastTheLimitEndTheTransfer() throws {
        var transfer = IncomingTransfer(from: .drop, startedAt: start, maximumBytes: 1000)
        try transfer.receive(1000, at: start)
        #expect(throws: FetchError.tooLarge(maximumBytes: 1000)) { try transfer.receive(1, at: start) }
    }

    @Test func theProgressBarSaysWhatHasArrived() throws {
        var paste = IncomingTransfer(from: .clipboard, startedAt: start)
        var drop = IncomingTransfer(from: .drop, startedAt: start)
        #expect(paste.description == "Reading the clipboard…")
        #expect(drop.description == "Waiting for the dropped image…")
        try paste.receive(1, at: start)
        try drop.receive(25 * 1024 * 1024 + 300 * 1024, at: start)
        #expect(paste.description == "Receiving the pasted image… 0.0 MB")
        #expect(drop.description == "Receiving the dropped image… 25.3 MB")
    }
}
