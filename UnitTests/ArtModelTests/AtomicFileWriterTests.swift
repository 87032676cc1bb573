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

    private func mode(of url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    private func isLink(_ url: URL) throws -> Bool {
        try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType == .typeSymbolicLink
    }

    @Test func aDocumentKeepsItsPermissions() throws {
        let file = try prepare()
        for permissions in [0o600, 0o640, 0o664, 0o444] {
            chmod(file.path, mode_t(permissions))
            try AtomicFileWriter.write(Data("the new document".utf8), to: file)
            #expect(try mode(of: file) == permissions)
        }
    }

    @Test func aNewDocumentIsMadeAsTheUmaskSays() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("new.emojiart")
        // Read, not set: the umask is the whole process's, and tests run side by side.
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let umask = try #require(Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
        try AtomicFileWriter.write(Data("a new document".utf8), to: file)
        #expect(try mode(of: file) == 0o666 & ~umask)
    }

    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func aDocumentKeepsItsOwnerAndGroup() throws {
        let file = try prepare()
        chown(file.path, 4321, 8765)
        try AtomicFileWriter.write(Data("the new document".utf8), to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.ownerAccountID] as? Int == 4321)
        #expect(attributes[.groupOwnerAccountID] as? Int == 8765)
    }

    @Test func aLinkStaysALinkAndItsTargetGetsTheBytes() throws {
        let target = try prepare()
        chmod(target.path, 0o600)
        let elsewhere = folder.appendingPathComponent("elsewhere", isDirectory: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        // A relative link to a relative link: each read from its own folder.
        let inner = elsewhere.appendingPathComponent("inner.emojiart")
        try FileManager.default.createSymbolicLink(atPath: inner.path, withDestinationPath: "../art.emojiart")
        let outer = folder.appendingPathComponent("outer.emojiart")
        try FileManager.default.createSymbolicLink(atPath: outer.path, withDestinationPath: "elsewhere/inner.emojiart")

        try AtomicFileWriter.write(Data("the new document".utf8), to: outer, chunkSize: 4)
        #expect(try isLink(outer) && isLink(inner))
        #expect(try Data(contentsOf: target) == Data("the new document".utf8))
        #expect(try mode(of: target) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["art.emojiart", "elsewhere", "outer.emojiart"])

        #expect(throws: PowerCut.self) {
            try AtomicFileWriter.write(Data(repeating: 7, count: 1000), to: outer, chunkSize: 100) { written in
                if written >= 500 { throw PowerCut() }
            }
        }
        #expect(try isLink(outer) && Data(contentsOf: target) == Data("the new document".utf8))
    }

    @Test func aDanglingLinkGetsItsTargetMadeAndALoopIsRefused() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("link.emojiart")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.emojiart")
        try AtomicFileWriter.write(Data("made".utf8), to: link)
        #expect(try isLink(link) && Data(contentsOf: folder.appendingPathComponent("made.emojiart")) == Data("made".utf8))

        let loop = folder.appendingPathComponent("loop.emojiart")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.emojiart")
        #expect(throws: AtomicFileWriter.Failure(reason: "Too many levels of symbolic links")) {
            try AtomicFileWriter.write(Data("x".utf8), to: loop)
        }
    }

    @Test func whatTheAppKeepsForItselfIsPrivate() throws {
        let state = folder.appendingPathComponent("state", isDirectory: true)
        let file = state.appendingPathComponent("emojiart/recovery/one.json")
        try PrivateFile.write(Data("{}".utf8), to: file)
        #expect(try mode(of: file) == 0o600)
        for made in [state, state.appendingPathComponent("emojiart"), file.deletingLastPathComponent()] {
            #expect(try mode(of: made) == 0o700)
        }
        // A file the app had left readable before is made private at its next write.
        chmod(file.path, 0o644)
        try PrivateFile.write(Data("{}".utf8), to: file)
        #expect(try mode(of: file) == 0o600)
    }
}
