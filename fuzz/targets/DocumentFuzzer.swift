import ArtModel
import Foundation

/// libFuzzer's entry: any bytes as a document file. Decoding may refuse
/// them, but must not crash, and what it accepts must survive a save and a
/// reopen unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let art = try? DocumentFile.decode(data) else { return 0 }
    guard let saved = try? DocumentFile.encode(art), let reopened = try? DocumentFile.decode(saved), reopened == art else {
        fatalError("a document that opened did not come back the same after saving")
    }
    return 0
}
