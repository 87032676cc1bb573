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
        pending.withUnsafeBytes { above in above.baseAddress.map { halve($0, row, emit: emit) } }
    }

    /// Takes `count` rows `stride` bytes apart, as if one at a time; rows
    /// that pair up within them are averaged where they are, not copied first.
    public func add(rows: UnsafeRawPointer, stride: Int, count: Int, emit: (UnsafeRawPointer) -> Void) {
        var next = 0
        if hasPending, count > 0 {
            add(rows, emit: emit)
            next = 1
        }
        while next + 1 < count {
            halve(rows + next * stride, rows + (next + 1) * stride, emit: emit)
            next += 2
        }
        if next < count { add(rows + next * stride, emit: emit) }
    }

    /// Hands `emit` the last row of the half level if the level has an odd number of rows.
    public func finish(emit: (UnsafeRawPointer) -> Void) {
        guard hasPending else { return }
        let last = pending
        last.withUnsafeBytes { row in row.baseAddress.map { add($0, emit: emit) } }
    }

    private func halve(_ above: UnsafeRawPointer, _ below: UnsafeRawPointer, emit: (UnsafeRawPointer) -> Void) {
        let width = width
        output.withUnsafeMutableBytes { half in half.baseAddress.map { Self.average(above, below, width: width, into: $0) } }
        output.withUnsafeBytes { $0.baseAddress.map(emit) }
    }

    /// Two pixels of the half at a time, from four pixels of each row summed
    /// in 16 bits: twice as quick as a pixel at a time, as the compiler
    /// makes vector instructions of the halves. The odd last column alone.
    private static func average(_ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, width: Int,
                                into output: UnsafeMutableRawPointer) {
        var x = 0
        while x + 2 <= width / 2 {
            let above = top.loadUnaligned(fromByteOffset: x * 8, as: SIMD16<UInt8>.self)
            let below = bottom.loadUnaligned(fromByteOffset: x * 8, as: SIMD16<UInt8>.self)
            let left = SIMD8<UInt16>(truncatingIfNeeded: above.lowHalf) &+ SIMD8<UInt16>(truncatingIfNeeded: below.lowHalf)
            let right = SIMD8<UInt16>(truncatingIfNeeded: above.highHalf) &+ SIMD8<UInt16>(truncatingIfNeeded: below.highHalf)
            let sum = SIMD8<UInt16>(lowHalf: left.lowHalf &+ left.highHalf, highHalf: right.lowHalf &+ right.highHalf) &+ 2
            output.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: sum &>> 2), toByteOffset: x * 4, as: SIMD8<UInt8>.self)
            x += 2
        }
        // A pixel's four channels at once, summed in 16 bits.
        func pixel(_ row: UnsafeRawPointer, _ x: Int) -> SIMD4<UInt16> {
            SIMD4<UInt16>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
        }
        for x in x..<(width + 1) / 2 {
            let left = 2 * x, right = min(2 * x + 1, width - 1)
            let sum = pixel(top, left) &+ pixel(top, right) &+ pixel(bottom, left) &+ pixel(bottom, right) &+ 2
            output.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: sum &>> 2), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
        }
    }
}
