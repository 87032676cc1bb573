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
        guard let above = above.baseAddress, let half = half.baseAddress else { return }
        let (top, bottom, output) = (UnsafeRawPointer(above), UnsafeRawPointer(below), UnsafeMutableRawPointer(half))
        // A pixel's four channels at once, summed in 16 bits.
        func pixel(_ row: UnsafeRawPointer, _ x: Int) -> SIMD4<UInt16> {
            SIMD4<UInt16>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
        }
        for x in 0..<(width + 1) / 2 {
            let left = 2 * x, right = min(2 * x + 1, width - 1)
            let sum = pixel(top, left) &+ pixel(top, right) &+ pixel(bottom, left) &+ pixel(bottom, right) &+ 2
            output.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: sum &>> 2), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
        }
    }
}
