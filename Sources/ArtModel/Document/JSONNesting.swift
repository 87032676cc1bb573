import Foundation

/// How deeply a JSON text nests arrays and objects, counted without parsing
/// it. Documents nest four deep; Foundation's JSONDecoder (Swift 6.3) traps
/// on a text that opens exactly 512 arrays and then ends, which the
/// document fuzzer found, so deep texts are refused before it sees them.
enum JSONNesting {
    static let documentLimit = 64

    static func exceeds(_ limit: Int, in json: Data) -> Bool {
        // Read in place: Data's iterator took 25 ms over a 5 MB document.
        json.withUnsafeBytes { exceeds(limit, in: $0) }
    }

    private static func exceeds(_ limit: Int, in json: UnsafeRawBufferPointer) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return false
    }
}
