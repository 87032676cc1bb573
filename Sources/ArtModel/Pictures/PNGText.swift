import Foundation

/// The tEXt chunks of a PNG, read without decoding its pixels: how a
/// thumbnail says which file, as it was when, it shows.
public enum PNGText {
    private static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// Keys and values of the tEXt chunks before the pixels; nil if `png`
    /// is not a PNG.
    public static func keys(in png: Data) -> [String: String]? {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Data(bytes[0..<8]) == signature else { return nil }
        var keys: [String: String] = [:]
        var position = 8
        while position + 8 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let start = position + 8
            guard length >= 0, start + length + 4 <= bytes.count else { return keys }
            if type == "IDAT" || type == "IEND" { break }
            if type == "tEXt", let separator = bytes[start..<start + length].firstIndex(of: 0),
               let key = String(data: Data(bytes[start..<separator]), encoding: .isoLatin1),
               let value = String(data: Data(bytes[separator + 1..<start + length]), encoding: .isoLatin1) {
                keys[key] = value
            }
            position = start + length + 4
        }
        return keys
    }
}
