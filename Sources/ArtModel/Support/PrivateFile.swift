import Foundation

/// What the app keeps for itself under the XDG folders (recovery files,
/// which hold whole documents; the views and folders of the user's files;
/// window sizes; palettes): readable by the user alone, files 0600 in
/// folders made 0700, as the XDG base directory specification asks of the
/// folders and the thumbnail specification of thumbnails. Written atomically.
public enum PrivateFile {
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { try $0(data) }
    }

    /// Content made as it is written (AtomicFileWriter's `producing`).
    public static func write(to url: URL, producing produce: ((Data) throws -> Void) throws -> Void) throws {
        try makeFolder(url.deletingLastPathComponent())
        try AtomicFileWriter.write(to: url, access: .ownerOnly, producing: produce)
    }

    /// Makes `folder`, and the folders above it that are missing, 0700. A
    /// folder that was there already is left as the user has it (its files
    /// are private all the same).
    static func makeFolder(_ folder: URL) throws {
        var missing: [URL] = []
        var next = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: next.path), next.path != "/" {
            missing.append(next)
            next = next.deletingLastPathComponent()
        }
        for created in missing.reversed() where mkdir(created.path, 0o700) != 0 && errno != EEXIST {
            throw AtomicFileWriter.Failure(reason: AtomicFileWriter.reason(errno))
        }
        // Exactly 0700 whatever the umask took away, so the app can write in them.
        for made in missing where chmod(made.path, 0o700) != 0 {
            throw AtomicFileWriter.Failure(reason: AtomicFileWriter.reason(errno))
        }
    }
}
