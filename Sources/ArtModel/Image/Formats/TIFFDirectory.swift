/// The first image directory of a TIFF structure: a TIFF file, or the EXIF
/// block of a JPEG, which is one. Only entries that hold one whole number
/// are read (sizes, the orientation); offsets are checked against the bytes.
/// A tag given twice is taken from its first entry, as libtiff takes it
/// (it ignores the later ones): a TIFF whose last width was small and first
/// huge passed the size check, and gdk-pixbuf's loader then asked for
/// 512 MB (the fuzzer found it).
struct TIFFDirectory {
    enum Tag: UInt16 {
        case imageWidth = 0x0100
        case imageLength = 0x0101
        case orientation = 0x0112
    }

    private var values: [UInt16: Int] = [:]

    /// Nil when `bytes` do not start a TIFF structure.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func number(at offset: Int, bytes count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            let field = bytes[offset..<offset + count]
            return (littleEndian ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(at: 2, bytes: 2) == 42, let directory = number(at: 4, bytes: 4),
              let count = number(at: directory, bytes: 2) else { return nil }
        var seen = Set<Int>()
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = number(at: entry, bytes: 2), seen.insert(tag).inserted,
                  let type = number(at: entry + 2, bytes: 2), number(at: entry + 4, bytes: 4) == 1 else { continue }
            // A number of any whole type that fits the entry's value field,
            // read as libtiff reads a size or the orientation: BYTE, SHORT or
            // LONG, or their signed kinds when not negative (the fuzzer's
            // TIFF gave its orientation as a BYTE, which gdk-pixbuf applied).
            let width = [1: 1, 6: 1, 3: 2, 8: 2, 4: 4, 9: 4][type]
            guard let width, let value = number(at: entry + 8, bytes: width) else { continue }
            let signed = [6, 8, 9].contains(type)
            guard !signed || value < 1 << (width * 8 - 1) else { continue }
            values[UInt16(tag)] = value
        }
    }

    subscript(tag: Tag) -> Int? { values[tag.rawValue] }
}
