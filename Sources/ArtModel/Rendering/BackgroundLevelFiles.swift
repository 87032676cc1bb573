import Foundation

/// The levels of a JPEG background too large to hold in memory
/// (CanvasMemoryBudget.largestWholeLevel), kept in files instead: one pass
/// decodes the picture a band of rows at a time, writes its full size and
/// makes each smaller level from the one above it (RowHalver), so a
/// picture of any size costs the memory of a few rows. A large picture's
/// pass is two at once on two cores, the lower part skipping the rows of
/// the upper (entropy decoding only), which is therefore made larger, as
/// JPEGCodec's decode in parts does. Tiles then read the region they draw;
/// one that asks for rows not written yet waits for them. `fill` runs the
/// pass from the caller's thread; `read` is called from another.
// Unchecked: what the two threads share is guarded by `condition`.
public final class BackgroundLevelFiles: @unchecked Sendable {
    private enum Progress { case filling, filled, unavailable }

    /// The levels kept in files, in eighths of the full size, largest first.
    public let eighths: [Int]
    private let data: Data
    /// Largest first, as `eighths`.
    private let files: [LevelFile]
    private let condition = NSCondition()
    /// Guarded by `condition`, as are the rest.
    private var progress = Progress.filling
    /// Rows written of each level, in each part, from the part's first.
    private var rowsFilled: [[Int]] = []
    private var cancelled = false
    /// Where the parts begin, in full-size rows: a multiple of 16, so each
    /// level's rows split there too.
    private let partStarts: [Int]

    /// Nil when the picture has no level too large to hold, or the files cannot be made.
    public init?(jpeg data: Data, width: Int, height: Int, directory: URL,
                 largestWholeLevel: Int = CanvasMemoryBudget.largestWholeLevel) {
        let sizes = Self.levelSizes(width: width, height: height)
        let large = sizes.filter { $0.width * $0.height * 4 > largestWholeLevel }
        if !large.isEmpty { try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        let files = large.compactMap { LevelFile(width: $0.width, height: $0.height, in: directory) }
        guard !large.isEmpty, files.count == large.count else { return nil }
        eighths = large.map(\.eighths)
        self.data = data
        self.files = files
        partStarts = width * height >= Self.twoPartMinimumPixels ? [0, height * 58 / 100 / 16 * 16] : [0]
        rowsFilled = partStarts.map { _ in files.map { _ in 0 } }
    }

    /// Below this, one core is quick enough.
    private static let twoPartMinimumPixels = 4_000_000

    /// The rows of the level at `index` (0 the full size) that part `part` writes.
    private func rows(ofPart part: Int, level index: Int) -> Range<Int> {
        let scale = 1 << index
        let end = part + 1 < partStarts.count ? partStarts[part + 1] / scale : files[index].height
        return partStarts[part] / scale..<end
    }

    /// The sizes of the levels of 8, 4, 2 and 1 eighths, each half the one above, rounded up.
    static func levelSizes(width: Int, height: Int) -> [(eighths: Int, width: Int, height: Int)] {
        [8, 4, 2, 1].map { eighths in
            let divisor = 8 / eighths
            return (eighths, (width + divisor - 1) / divisor, (height + divisor - 1) / divisor)
        }
    }

    /// The size of the level of `eighths`, if it is kept in a file.
    public func size(ofEighths eighths: Int) -> (width: Int, height: Int)? {
        self.eighths.firstIndex(of: eighths).map { (files[$0].width, files[$0].height) }
    }

    /// Whether the levels may still be read: false once the pass has failed
    /// (a progressive or CMYK JPEG, a damaged one, a full disk) or been cancelled.
    public var isAvailable: Bool { condition.withLock { progress != .unavailable } }

    /// Decodes the picture and writes the levels. Returns once they are
    /// written, or the pass has failed or been cancelled.
    public func fill() {
        var complete = partStarts.map { _ in false }
        complete.withUnsafeMutableBufferPointer { complete in
            // Each part writes its own result only.
            nonisolated(unsafe) let complete = complete
            DispatchQueue.concurrentPerform(iterations: partStarts.count) { complete[$0] = fill(part: $0) }
        }
        condition.withLock {
            progress = !complete.contains(false) && !cancelled ? .filled : .unavailable
            condition.broadcast()
        }
    }

    /// Writes one part's rows of every level; whether all were written.
    private func fill(part: Int) -> Bool {
        let halvers = files.dropLast().map { RowHalver(width: $0.width) }
        let smaller = files.indices.dropFirst().map {
            LevelRowBuffer(file: files[$0], firstRow: rows(ofPart: part, level: $0).lowerBound)
        }
        var fullRowsWritten = 0
        var failed = false
        func written() -> [Int] { [fullRowsWritten] + smaller.map(\.rowsWritten) }
        func take(_ row: UnsafeRawPointer, level: Int) {
            failed = !smaller[level - 1].append(row) || failed
            if level < halvers.count { halvers[level].add(row) { take($0, level: level + 1) } }
        }
        let full = files[0]
        let decoded = try? JPEGBands.decode(data, width: full.width, rows: rows(ofPart: part, level: 0), bandRows: 16) { band in
            guard full.write(band.pixels, stride: band.stride, firstRow: band.firstRow, rows: band.rows) else { return false }
            fullRowsWritten += band.rows
            halvers.first?.add(rows: band.pixels, stride: band.stride, count: band.rows) { take($0, level: 1) }
            return report(written(), part: part, failed: failed)
        }
        for (level, halver) in halvers.enumerated() { halver.finish { take($0, level: level + 1) } }
        failed = !smaller.allSatisfy { $0.flush() } || failed
        _ = report(written(), part: part, failed: failed)
        let done = written()
        return decoded == true && !failed && done.indices.allSatisfy { done[$0] == rows(ofPart: part, level: $0).count }
    }

    /// Publishes the rows a part has written; false when the pass should stop.
    private func report(_ written: [Int], part: Int, failed: Bool) -> Bool {
        condition.withLock {
            rowsFilled[part] = written
            condition.broadcast()
            return !cancelled && !failed
        }
    }

    /// Stops the pass at its next band, and lets waiting readers go.
    public func cancel() {
        condition.withLock {
            cancelled = true
            condition.broadcast()
        }
    }

    /// Reads `region` of the level of `eighths` into rows `stride` bytes
    /// apart, waiting for the pass to write its rows. False when the level
    /// is not kept in a file or the pass failed before it wrote them.
    public func read(eighths: Int, _ region: PixelRegion, into pixels: UnsafeMutableRawPointer, stride: Int) -> Bool {
        guard let level = self.eighths.firstIndex(of: eighths) else { return false }
        let wanted = region.y..<region.y + region.height
        let ready = condition.withLock {
            while progress == .filling, !cancelled, !written(wanted, level: level) { condition.wait() }
            return written(wanted, level: level)
        }
        return ready && files[level].read(region, into: pixels, stride: stride)
    }

    /// Whether every row of `wanted` of the level at `index` is written. Called with `condition` locked.
    private func written(_ wanted: Range<Int>, level index: Int) -> Bool {
        partStarts.indices.allSatisfy { part in
            let rows = rows(ofPart: part, level: index)
            let needed = wanted.clamped(to: rows)
            return needed.isEmpty || needed.upperBound <= rows.lowerBound + rowsFilled[part][index]
        }
    }
}
