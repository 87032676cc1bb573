import Foundation

/// Writes a file so that a crash or power cut at any moment leaves either the
/// old file or the new one, never a mix: the bytes go to a temporary file in
/// the same folder, are flushed to the disk, and the temporary file is then
/// renamed over the old one (and the folder flushed, so the rename lasts).
/// The temporary file's name carries the process id, so that the next save
/// can clear what a killed process left behind, and only that.
public enum AtomicFileWriter {
    public struct Failure: LocalizedError, Equatable, Sendable {
        public let reason: String
        public var errorDescription: String? {
            localized("The file could not be written: {reason}.", ["reason": reason.lowercased()])
        }
    }

    /// `interrupt` is called after each chunk; a test's interrupt throws to
    /// stand for a crash or a full disk in mid-write.
    public static func write(_ data: Data, to url: URL, chunkSize: Int = 1 << 20,
                             interrupt: (Int) throws -> Void = { _ in }) throws {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        let temporary = folder.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(reason: Self.reason(errno)) }
        var finished = false
        defer {
            if !finished { unlink(temporary.path) }
        }
        do {
            defer { close(descriptor) }
            var offset = 0
            try data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                while offset < bytes.count {
                    let count = min(chunkSize, bytes.count - offset)
                    let written = Foundation.write(descriptor, base + offset, count)
                    guard written > 0 else { throw Failure(reason: Self.reason(errno)) }
                    offset += written
                    try interrupt(offset)
                }
            }
            guard fsync(descriptor) == 0 else { throw Failure(reason: Self.reason(errno)) }
        }
        guard rename(temporary.path, url.path) == 0 else { throw Failure(reason: Self.reason(errno)) }
        finished = true
        removeLeftovers(of: url)
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
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
