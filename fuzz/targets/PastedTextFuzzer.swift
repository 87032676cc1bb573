import ArtModel
import Foundation

/// libFuzzer's entry: any bytes as text pasted or dropped onto the canvas
/// (a web address, a file path, emojis, anything): what the app makes of it
/// must not crash, and a web or file address it accepts must be one it may load.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPastedText(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    _ = EmojiText.emojis(in: text)
    switch BackgroundSource(text: text) {
    case .webImage(let url)?:
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { fatalError("would load \(url)") }
    default:
        break
    }
    return 0
}
