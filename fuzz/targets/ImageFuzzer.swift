import ArtModel
import Foundation

/// libFuzzer's entry: any bytes as an image that was dropped, pasted or
/// chosen. Header parsing and every decoder (TurboJPEG with CMYK, libheif,
/// librsvg, gdk-pixbuf's loaders), the orientation and the colour
/// conversion must refuse or decode, never crash, and decode what the
/// header said. The pixel limit is lower than the app's so the fuzzer's
/// memory limit is about bugs, not honest large images.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let info = try? ImageInspector.inspect(data, maximumPixels: 4_000_000),
          let decoded = try? ImageDecoder.decode(data, maximumPixels: 4_000_000) else { return 0 }
    let image = decoded.pixels
    guard image.width == info.width, image.height == info.height,
          image.pixels.count == image.width * image.height * RGBAImage.bytesPerPixel else {
        fatalError("the decoded size differs from the header's")
    }
    let upright = decoded.upright()
    guard Double(upright.width) == info.size.width, Double(upright.height) == info.size.height else {
        fatalError("the upright size differs from the header's")
    }
    if info.format == .jpeg { _ = try? ImageDecoder.decode(data, maximumSide: 64, maximumPixels: 4_000_000) }
    return 0
}
