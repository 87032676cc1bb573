import Foundation

/// Writes a file so that a crash or power cut at any moment leaves either the
/// old file or the new one, never a mix: the bytes go to a temporary file in
/// the same folder, are flushed to the disk, and the temporary file is then
/// renamed over the old one (and the folder flushed, so the rename lasts).
/// The temporary file's name carries the process id, so that the next save
/// can clear what a killed process left behind, and only that.
///
/// The file stays what it was: a symbolic link stays a link, and the file
/// it leads to receives the bytes; an existing file keeps its permission
/// bits, and its owner and group where the system lets the user keep them.
///
/// A document's save replaces only the version the app knows: just before
/// the rename, what is on disk is compared with it, and a change another
/// program made meanwhile stops the save (`ChangedByAnotherProgram`).
public enum AtomicFileWriter {
    public struct Failure: LocalizedError, Equatable, Sendable {
        public let reason: String
        public var errorDescription: String? {
            localized("The file could not be written: {reason}.", ["reason": reason.lowercased()])
        }
    }

    /// Who may read what is written.
    public enum Access: Sendable {
        /// As any application's file: a new one is readable by others as the
        /// user's umask says (0666 less it), an existing one keeps its bits.
        case document
        /// The app's own keeping (recovery files, views, window sizes): 0600,
        /// the user's alone, whatever the file was before.
        case ownerOnly
    }

    /// What a write may put its file in place of.
    public enum Replacing: Equatable, Sendable {
        /// Whatever is there: a new file, Save As, Save Anyway.
        case anything
        /// Only the version the app last read or wrote, or no file at all (a
        /// deleted document is written again); anything else is a change of
        /// another program's that the user has not seen.
        case unchangedSince(DiskVersion?)

        func allows(_ onDisk: DiskVersion?) -> Bool {
            guard case .unchangedSince(let known) = self, let onDisk else { return true }
            return onDisk == known
        }
    }

    /// The file was not written: another program changed it since the app
    /// last read or wrote it.
    public struct ChangedByAnotherProgram: Error, Equatable, Sendable {}

    /// Returns the version written. `interrupt` is called after each chunk;
    /// a test's interrupt throws to stand for a crash or a full disk in mid-write.
    @discardableResult
    public static func write(_ data: Data, to url: URL, access: Access = .document, replacing: Replacing = .anything,
                             chunkSize: Int = 1 << 20, interrupt: (Int) throws -> Void = { _ in }) throws -> DiskVersion {
        try write(to: url, access: access, replacing: replacing, chunkSize: chunkSize, interrupt: interrupt) { try $0(data) }
    }

    /// The same for content made as it is written: `produce` hands its
    /// pieces, in order, to the function it is given.
    @discardableResult
    public static func write(to url: URL, access: Access = .document, replacing: Replacing = .anything,
                             chunkSize: Int = 1 << 20, interrupt: (Int) throws -> Void = { _ in },
                             producing produce: ((Data) throws -> Void) throws -> Void) throws -> DiskVersion {
        let destination = try SymbolicLinks.destination(of: url)
        let folder = destination.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: destination)
        let temporary = folder.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, access == .ownerOnly ? 0o600 : 0o666)
        guard descriptor >= 0 else { throw Failure(reason: Self.reason(errno)) }
        var finished = false
        defer {
            if !finished { unlink(temporary.path) }
        }
        let version: DiskVersion
        do {
            defer { close(descriptor) }
            var offset = 0
            // Each piece is written as it comes (a checked interrupt after each chunk).
            try withoutActuallyEscaping(interrupt) { interrupt in
                try produce { piece in
                    try piece.withUnsafeBytes { bytes in
                        guard let base = bytes.baseAddress else { return }
                        var done = 0
                        while done < bytes.count {
                            let written = Foundation.write(descriptor, base + done, min(chunkSize, bytes.count - done))
                            guard written > 0 else { throw Failure(reason: Self.reason(errno)) }
                            done += written
                            offset += written
                            try interrupt(offset)
                        }
                    }
                }
            }
            try keepAttributes(of: destination, on: descriptor, access: access)
            guard fsync(descriptor) == 0 else { throw Failure(reason: Self.reason(errno)) }
            guard let made = DiskVersion.of(descriptor: descriptor) else { throw Failure(reason: Self.reason(errno)) }
            version = made
        }
        // As close to the rename as a check can be.
        guard replacing.allows(DiskVersion.of(destination)) else { throw ChangedByAnotherProgram() }
        guard rename(temporary.path, destination.path) == 0 else { throw Failure(reason: Self.reason(errno)) }
        finished = true
        removeLeftovers(of: destination)
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return version
    }

    /// Gives the new file (open as `descriptor`) the old one's owner, group
    /// and permission bits. A user may give a file only a group they are in
    /// and never another owner: what cannot be kept is let go, and the save
    /// goes on, as GIO's replace does. The bits are set last, because a
    /// change of owner clears some of them.
    private static func keepAttributes(of destination: URL, on descriptor: Int32, access: Access) throws {
        guard access == .document else {
            guard fchmod(descriptor, 0o600) == 0 else { throw Failure(reason: Self.reason(errno)) }
            return
        }
        var old = stat()
        guard stat(destination.path, &old) == 0 else { return }  // a new file
        if old.st_uid != geteuid() || old.st_gid != getegid(), fchown(descriptor, old.st_uid, old.st_gid) != 0 {
            _ = fchown(descriptor, uid_t.max, old.st_gid)  // uid_t.max is -1: the owner unchanged
        }
        guard fchmod(descriptor, old.st_mode & 0o777) == 0 else { throw Failure(reason: Self.reason(errno)) }
    }

    static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent).saving-"
    }

    /// Temporary files of `url` whose process is gone: it was killed mid-save.
    private static func removeLeftovers(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// The system's sentence for an error number ("Permission denied").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
