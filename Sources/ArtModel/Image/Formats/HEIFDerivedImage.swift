import Foundation

/// The output size a HEIF or AVIF primary image made of other images says
/// it has, read from the file's boxes without libheif: a `grid` of tiles (as
/// iPhones write their photos) or an `iovl` overlay of pictures on a canvas.
/// libheif 1.15 allocates such an output by this size without comparing it
/// with the image's `ispe` size, which is the one checked against the limits
/// (the image fuzzer found a 603-byte grid that asked for 2.4 GB so, and
/// later an overlay that asked for 600 MB); HEIFCodec refuses a derived
/// image whose size differs. Nil when the image is neither, or the boxes
/// cannot be read (then libheif, which reads them too, refuses the file).
enum HEIFDerivedImage {
    /// The file's primary item and the size each of its derived items says
    /// it makes, by item id: the primary's own, and those of the tiles or
    /// pictures it is made of where they are derived too (a grid of
    /// overlays, as the fuzzer made one whose tile asked for 600 MB).
    static func outputSizes(of data: Data) -> (primary: Int?, sizes: [Int: (width: Int, height: Int)]) {
        data.withUnsafeBytes { bytes in
            let file = BoxReader(bytes: bytes, from: 0, to: bytes.count)
            guard let meta = file.boxes().first(where: { $0.type == "meta" }) else { return (nil, [:]) }
            let children = BoxReader(bytes: bytes, from: meta.body.startIndex + 4, to: meta.body.endIndex).boxes()
            func child(_ type: String) -> Box? { children.first { $0.type == type } }
            let primary = child("pitm").flatMap { Self.primaryItem(BoxReader(bytes: bytes, range: $0.body)) }
            guard let information = child("iinf"), let locations = child("iloc") else { return (primary, [:]) }
            var sizes: [Int: (width: Int, height: Int)] = [:]
            for (item, type) in Self.itemTypes(in: BoxReader(bytes: bytes, range: information.body)) {
                guard let sizeOffset = Self.sizeOffsets[type],
                      let location = Self.location(of: item, in: BoxReader(bytes: bytes, range: locations.body)) else { continue }
                let start: Int
                if location.constructionMethod == 1 {
                    guard let store = child("idat") else { continue }
                    start = store.body.startIndex + location.offset
                } else {
                    start = location.offset
                }
                let description = BoxReader(bytes: bytes, from: start, to: start + location.length)
                // Both start with a version and flags (bit 0: 32-bit sizes); the width and height follow at `sizeOffset`.
                guard let flags = description.number(at: 1, bytes: 1) else { continue }
                let size = flags & 1 == 0 ? 2 : 4
                guard let width = description.number(at: sizeOffset, bytes: size),
                      let height = description.number(at: sizeOffset + size, bytes: size) else { continue }
                sizes[item] = (width, height)
            }
            return (primary, sizes)
        }
    }

    /// Where each kind of derived image gives its size (ISO/IEC 23008-12
    /// 6.6.2): a grid after its rows and columns, an overlay after the four
    /// 16-bit values of its canvas's fill colour.
    private static let sizeOffsets = ["grid": 4, "iovl": 10]

    private struct Box {
        let type: String
        let body: Range<Int>
    }

    /// Big-endian numbers and boxes within `range` of `bytes`; every read is
    /// checked against the range.
    private struct BoxReader {
        let bytes: UnsafeRawBufferPointer
        let range: Range<Int>

        init(bytes: UnsafeRawBufferPointer, range: Range<Int>) {
            self.init(bytes: bytes, from: range.lowerBound, to: range.upperBound)
        }

        /// Whatever the file's numbers say, within the bytes and never reversed.
        init(bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
            self.bytes = bytes
            let lower = min(max(start, 0), bytes.count)
            range = lower..<min(max(end, lower), bytes.count)
        }

        /// Nil past the range, and for numbers no file this size could mean
        /// (so that sums of them cannot overflow).
        func number(at offset: Int, bytes count: Int) -> Int? {
            let start = range.lowerBound + offset
            guard offset >= 0, count <= 8, start + count <= range.upperBound else { return nil }
            let value = (start..<start + count).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[$1]) }
            return value < 1 << 40 ? Int(value) : nil
        }

        func boxes() -> [Box] {
            var found: [Box] = []
            var offset = 0
            while let size = number(at: offset, bytes: 4), range.lowerBound + offset + 8 <= range.upperBound {
                let typeStart = range.lowerBound + offset + 4
                let type = String(decoding: bytes[typeStart..<typeStart + 4], as: UTF8.self)
                var header = 8, length = size
                if size == 1 {
                    guard let large = number(at: offset + 8, bytes: 8) else { break }
                    (header, length) = (16, large)
                } else if size == 0 {
                    length = range.count - offset
                }
                guard length >= header, offset + length <= range.count else { break }
                found.append(Box(type: type, body: range.lowerBound + offset + header..<range.lowerBound + offset + length))
                offset += length
            }
            return found
        }
    }

    /// `pitm`: a full box, then the item's id (16 bits, 32 from version 1).
    private static func primaryItem(_ box: BoxReader) -> Int? {
        guard let version = box.number(at: 0, bytes: 1) else { return nil }
        return box.number(at: 4, bytes: version == 0 ? 2 : 4)
    }

    /// `iinf`: a full box, a count, then `infe` boxes (version 2: a 16-bit
    /// id, version 3: 32-bit, then a protection index and the item's type).
    private static func itemTypes(in box: BoxReader) -> [(item: Int, type: String)] {
        guard let version = box.number(at: 0, bytes: 1) else { return [] }
        let entries = BoxReader(bytes: box.bytes, from: box.range.lowerBound + (version == 0 ? 6 : 8), to: box.range.upperBound)
        return entries.boxes().filter { $0.type == "infe" }.compactMap { entry in
            let infe = BoxReader(bytes: box.bytes, range: entry.body)
            guard let entryVersion = infe.number(at: 0, bytes: 1), entryVersion >= 2 else { return nil }
            let idSize = entryVersion == 2 ? 2 : 4
            guard let item = infe.number(at: 4, bytes: idSize),
                  infe.range.lowerBound + 4 + idSize + 2 + 4 <= infe.range.upperBound else { return nil }
            let typeStart = infe.range.lowerBound + 4 + idSize + 2
            return (item, String(decoding: box.bytes[typeStart..<typeStart + 4], as: UTF8.self))
        }
    }

    /// `iloc`: where the item's first extent is (ISO/IEC 14496-12 8.11.3).
    private static func location(of item: Int, in box: BoxReader) -> (constructionMethod: Int, offset: Int, length: Int)? {
        guard let version = box.number(at: 0, bytes: 1), let sizes = box.number(at: 4, bytes: 1),
              let moreSizes = box.number(at: 5, bytes: 1) else { return nil }
        let (offsetSize, lengthSize, baseOffsetSize) = (sizes >> 4, sizes & 0xF, moreSizes >> 4)
        let indexSize = version >= 1 ? moreSizes & 0xF : 0
        let idSize = version < 2 ? 2 : 4
        guard let count = box.number(at: 6, bytes: idSize) else { return nil }
        var at = 6 + idSize
        for _ in 0..<min(count, 65_536) {
            guard let id = box.number(at: at, bytes: idSize) else { return nil }
            at += idSize
            var method = 0
            if version >= 1 {
                guard let field = box.number(at: at, bytes: 2) else { return nil }
                method = field & 0xF
                at += 2
            }
            at += 2  // data reference index
            guard let base = baseOffsetSize == 0 ? 0 : box.number(at: at, bytes: baseOffsetSize) else { return nil }
            at += baseOffsetSize
            guard let extents = box.number(at: at, bytes: 2) else { return nil }
            at += 2
            var first: (offset: Int, length: Int)?
            for _ in 0..<extents {
                at += indexSize
                guard let offset = offsetSize == 0 ? 0 : box.number(at: at, bytes: offsetSize),
                      let length = lengthSize == 0 ? 0 : box.number(at: at + offsetSize, bytes: lengthSize) else { return nil }
                at += offsetSize + lengthSize
                first = first ?? (offset, length)
            }
            if id == item, let first { return (method, base + first.offset, first.length) }
        }
        return nil
    }
}
