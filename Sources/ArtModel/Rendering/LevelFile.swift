import CFileSpace
import Foundation

/// One level of a background as BGRX rows, top to bottom, in a file that
/// has no name (it is unlinked as soon as it is made), so it goes when the
/// app does, however the app ends. Pages written are the system's cache,
/// not the app's memory; a region is read back with a read per row.
public final class LevelFile {
    public let width: Int
    public let height: Int
    private let descriptor: Int32

    /// Nil when no file can be made in `directory` (which must exist).
    public init?(width: Int, height: Int, in directory: URL) {
        var template = Array(directory.appendingPathComponent("level-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return nil }
        unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        // Its blocks reserved at once, which spares the filesystem reserving
        // them a page at a time as the pass writes (a sixteenth of the pass
        // for a 24 MP photo). Where it cannot, the writes still can.
        _ = file_space_reserve(descriptor, Int64(width * height * 4))
        (self.width, self.height, self.descriptor) = (width, height, descriptor)
    }

    /// Closed on another thread: the last close of a file with no name
    /// hands its pages back, 50 ms for a gigabyte, and the main thread may
    /// be the one letting go of the level.
    deinit {
        let descriptor = descriptor
        DispatchQueue.global(qos: .background).async { close(descriptor) }
    }

    public var bytesPerRow: Int { width * 4 }

    /// Writes `rows` whole rows from `firstRow` on, `stride` bytes apart.
    /// False when the disk would not take them.
    public func write(_ pixels: UnsafeRawPointer, stride: Int, firstRow: Int, rows: Int) -> Bool {
        if stride == bytesPerRow { return writeAll(pixels, count: rows * stride, at: firstRow * bytesPerRow) }
        return (0..<rows).allSatisfy { writeAll(pixels + $0 * stride, count: bytesPerRow, at: (firstRow + $0) * bytesPerRow) }
    }

    /// Reads the pixels of `region` (within the level) into rows `stride` bytes apart.
    public func read(_ region: PixelRegion, into pixels: UnsafeMutableRawPointer, stride: Int) -> Bool {
        (0..<region.height).allSatisfy { row in
            readAll(pixels + row * stride, count: region.width * 4, at: (region.y + row) * bytesPerRow + region.x * 4)
        }
    }

    private func writeAll(_ bytes: UnsafeRawPointer, count: Int, at offset: Int) -> Bool {
        Self.whole(count) { pwrite(descriptor, bytes + $0, count - $0, off_t(offset + $0)) }
    }

    private func readAll(_ bytes: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Bool {
        Self.whole(count) { pread(descriptor, bytes + $0, count - $0, off_t(offset + $0)) }
    }

    /// Repeats `transfer` (given the bytes done so far) until `count` bytes are done; false if it fails or stops.
    private static func whole(_ count: Int, _ transfer: (Int) -> Int) -> Bool {
        var done = 0
        while done < count {
            let moved = transfer(done)
            if moved < 0, errno == EINTR { continue }
            guard moved > 0 else { return false }
            done += moved
        }
        return true
    }
}

/// A rectangle of whole pixels.
public struct PixelRegion: Equatable, Sendable {
    public let x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The pixels `rect` touches, `margin` more on each side, within `width` × `height`; nil if none.
    public init?(covering rect: Rect, margin: Int, within width: Int, height: Int) {
        let minX = max(0, Int(rect.minX.rounded(.down)) - margin), minY = max(0, Int(rect.minY.rounded(.down)) - margin)
        let maxX = min(width, Int(rect.maxX.rounded(.up)) + margin), maxY = min(height, Int(rect.maxY.rounded(.up)) + margin)
        guard maxX > minX, maxY > minY else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
