/// Rows of a level made a row at a time (by halving the level above) on
/// their way into its file, written a band at a time: a write per row
/// costs the pass more than the halving that makes the row.
final class LevelRowBuffer {
    private let file: LevelFile
    /// The file's row the first row handed in goes to.
    private let firstRow: Int
    private let bandRows: Int
    private let band: UnsafeMutableRawPointer
    private var buffered = 0
    /// Rows written to the file so far, from `firstRow` on.
    private(set) var rowsWritten = 0

    init(file: LevelFile, firstRow: Int, bandRows: Int = 16) {
        (self.file, self.firstRow, self.bandRows) = (file, firstRow, bandRows)
        band = .allocate(byteCount: bandRows * file.bytesPerRow, alignment: 16)
    }

    deinit { band.deallocate() }

    /// Takes the next row; false when the band it completed could not be written.
    func append(_ row: UnsafeRawPointer) -> Bool {
        (band + buffered * file.bytesPerRow).copyMemory(from: row, byteCount: file.bytesPerRow)
        buffered += 1
        return buffered < bandRows || flush()
    }

    /// Writes the rows taken since the last band; false when the disk would not take them.
    func flush() -> Bool {
        guard buffered > 0 else { return true }
        defer { buffered = 0 }
        guard file.write(band, stride: file.bytesPerRow, firstRow: firstRow + rowsWritten, rows: buffered) else { return false }
        rowsWritten += buffered
        return true
    }
}
