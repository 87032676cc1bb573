import ArtModel
import Foundation

/// libFuzzer's entry: any bytes as an image that was dropped, pasted or
/// chosen. Header parsing and the TurboJPEG decode must refuse or decode,
/// never crash. The pixel limit is lower than the app's so the fuzzer's
/// memory limit is about bugs, not honest large images.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let info = try? ImageInspector.inspect(data, maximumPixels: 4_000_000) else { return 0 }
    if info.format == .jpeg, let image = try? JPEGCodec.decode(data, maximumPixels: 4_000_000) {
        guard image.width == info.width, image.height == info.height,
              image.pixels.count == image.width * image.height * RGBAImage.bytesPerPixel else {
            fatalError("the decoded size differs from the header's")
        }
        _ = try? JPEGCodec.decode(data, maximumPixels: 4_000_000, maximumSide: 64)
    }
    return 0
}
