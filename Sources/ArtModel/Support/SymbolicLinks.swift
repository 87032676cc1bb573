import Foundation

/// Where a chain of symbolic links leads: the file a save through a link
/// must write, so that the link stays a link.
enum SymbolicLinks {
    /// As the kernel follows links (ELOOP past this many).
    static let limit = 40

    /// The path `url`'s links lead to, each relative target read from the
    /// folder of its link; `url` itself when it is no link. The last target
    /// need not exist: a save through a dangling link creates it, as a
    /// shell's `>` does.
    static func destination(of url: URL) throws -> URL {
        var path = url.path
        for _ in 0..<limit {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return URL(fileURLWithPath: path) }
            let target = try linkTarget(path)
            path = target.hasPrefix("/") ? target
                : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target).path
        }
        throw AtomicFileWriter.Failure(reason: AtomicFileWriter.reason(ELOOP))
    }

    private static func linkTarget(_ path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let length = readlink(path, &buffer, buffer.count)
        guard length >= 0 else { throw AtomicFileWriter.Failure(reason: AtomicFileWriter.reason(errno)) }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
