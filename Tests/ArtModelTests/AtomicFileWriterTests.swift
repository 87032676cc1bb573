import Foundation
import Testing
@testable import ArtModel

@Suite struct AtomicFileWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")

    private struct PowerCut: Error {}

    private func prepare() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("art.emojiart")
        try Data("the old document".utf8).write(to: file)
        return file
    }

    @Test func replacesTheFileAndLeavesNothingElse() throws {
        let file = try prepare()
        try AtomicFileWriter.write(Data("the new document".utf8), to: file, chunkSize: 4)
        #expect(try Data(contentsOf: file) == Data("the new document".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["art.emojiart"])
    }

    @Test func clearsWhatAKilledSaveLeftButNotASaveUnderWay() throws {
        let file = try prepare()
        let prefix = AtomicFileWriter.temporaryPrefix(for: file)
        let dead = folder.appendingPathComponent("\(prefix)\(Int32.max)-A")  // no process has this id
        let alive = folder.appendingPathComponent("\(prefix)\(getpid())-B")
        let other = folder.appendingPathComponent(".other.emojiart.saving-\(Int32.max)-C")
        for leftover in [dead, alive, other] { try Data("half a document".utf8).write(to: leftover) }
        try AtomicFileWriter.write(Data("the new document".utf8), to: file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == [other.lastPathComponent, alive.lastPathComponent, "art.emojiart"].sorted())
    }

    @Test func aFailureMidWriteLeavesTheOldFileIntact() throws {
        let file = try prepare()
        #expect(throws: PowerCut.self) {
            try AtomicFileWriter.write(Data(repeating: 7, count: 1000), to: file, chunkSize: 100) { written in
                if written >= 500 { throw PowerCut() }
            }
        }
        #expect(try Data(contentsOf: file) == Data("the old document".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["art.emojiart"])
    }

    @Test func saysWhyItCannotWrite() throws {
        let missing = folder.appendingPathComponent("no/such/folder/art.emojiart")
        #expect(throws: AtomicFileWriter.Failure(reason: "No such file or directory")) {
            try AtomicFileWriter.write(Data("x".utf8), to: missing)
        }
        #expect(AtomicFileWriter.Failure(reason: "Permission denied").localizedDescription
            == "The file could not be written: permission denied.")
    }
}
