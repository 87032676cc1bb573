/// Makes the next smaller level of a picture as its rows go by: each pixel
/// the average of two by two above it, the last row or column on its own
/// averaged with itself, so a level of `width` pixels gives one of
/// ⌈width / 2⌉ (the size TurboJPEG's 1/2 scaling gives). BGRX rows.
public final class RowHalver {
    public let width: Int
    public var halfWidth: Int { (width + 1) / 2 }
    /// The even row waiting for the odd one below it.
    private var pending: [UInt8]
    private var hasPending = false
    private var output: [UInt8]

    public init(width: Int) {
        self.width = width
        pending = [UInt8](repeating: 0, count: width * 4)
        output = [UInt8](repeating: 0, count: (width + 1) / 2 * 4)
    }

    /// Takes the next row; hands `emit` a row of the half level when this one completes it.
    public func add(_ row: UnsafeRawPointer, emit: (UnsafeRawPointer) -> Void) {
        guard hasPending else {
            let count = width * 4
            pending.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: row, count: count)) }
            hasPending = true
            return
        }
        hasPending = false
        let width = width
        pending.withUnsafeBytes { above in
            output.withUnsafeMutableBytes { half in
                Self.average(above.bindMemory(to: UInt8.self), row.assumingMemoryBound(to: UInt8.self),
                             width: width, into: half.bindMemory(to: UInt8.self))
            }
        }
        output.withUnsafeBytes { $0.baseAddress.map(emit) }
    }

    /// Hands `emit` the last row of the half level if the level has an odd number of rows.
    public func finish(emit: (UnsafeRawPointer) -> Void) {
        guard hasPending else { return }
        let last = pending
        last.withUnsafeBytes { row in row.baseAddress.map { add($0, emit: emit) } }
    }

    private static func average(_ above: UnsafeBufferPointer<UInt8>, _ below: UnsafePointer<UInt8>, width: Int,
                                into half: UnsafeMutableBufferPointer<UInt8>) {
        for x in 0..<(width + 1) / 2 {
            let left = 2 * x * 4, right = min(2 * x + 1, width - 1) * 4
            for channel in 0..<4 {
                let sum = UInt16(above[left + channel]) + UInt16(above[right + channel])
                    + UInt16(below[left + channel]) + UInt16(below[right + channel])
                half[x * 4 + channel] = UInt8((sum + 2) / 4)
            }
        }
    }
}
