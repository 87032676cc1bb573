import Foundation

/// Which version of a file is on disk: its identity (device and inode) and
/// its size and modification time, to the nanosecond. Every save of ours
/// is a new inode (AtomicFileWriter renames a new file over the old one),
/// and another program's write changes at least the modification time, so
/// two versions that compare equal hold what the app last read or wrote.
/// A change of mode or owner alone is no new version: it changes no content.
public struct DiskVersion: Codable, Equatable, Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    /// The version at `url` (links followed, as a save writes through
    /// them); nil when there is no file there.
    public static func of(_ url: URL) -> DiskVersion? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return DiskVersion(info)
    }

    /// The version of the file open as `descriptor`.
    static func of(descriptor: Int32) -> DiskVersion? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return DiskVersion(info)
    }
}
