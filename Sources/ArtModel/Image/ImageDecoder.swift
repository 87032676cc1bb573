import Foundation

/// Image bytes of any format the app opens (ImageFormat) to pixels: JPEG
/// through TurboJPEG (CMYK and YCCK too), HEIF and AVIF through libheif, SVG
/// through librsvg, the rest through gdk-pixbuf. The header is inspected and
/// the size checked first, so nothing is allocated for an image over the
/// limit. Safe on any thread; slow for large images, so never the main one.
public enum ImageDecoder {
    /// `maximumSide`: a JPEG is decoded at the smallest of TurboJPEG's
    /// scales whose longer side still reaches it; a HEIF from its embedded
    /// thumbnail when that is large enough; other formats are decoded whole
    /// and then halved as far as that still reaches it.
    public static func decode(_ data: Data, maximumSide: Int? = nil,
                              maximumPixels: Int = ImageLimits.maximumPixels) throws(ImageError) -> DecodedImage {
        let info = try ImageInspector.inspect(data, maximumPixels: maximumPixels)
        switch info.format {
        case .jpeg:
            return try decodeJPEG(data, maximumSide: maximumSide, maximumPixels: maximumPixels)
        case .heif, .avif:
            return try HEIFCodec.decode(data, maximumPixels: maximumPixels, maximumSide: maximumSide).reduced(toReach: maximumSide)
        case .svg:
            return try SVGRenderer.render(data, maximumPixels: maximumPixels).reduced(toReach: maximumSide)
        case .png, .gif, .bmp, .tiff, .webp:
            return try PixbufCodec.decode(data, info: info, maximumPixels: maximumPixels).reduced(toReach: maximumSide)
        }
    }

    /// A JPEG's pixels as stored, with its markers' correction.
    static func decodeJPEG(_ data: Data, maximumSide: Int?,
                           maximumPixels: Int = ImageLimits.maximumPixels) throws(ImageError) -> DecodedImage {
        let correction = ImageCorrection(jpeg: JPEGMarkers.read(data))
        let pixels = try JPEGCodec.decode(data, maximumPixels: maximumPixels, maximumSide: maximumSide)
        return DecodedImage(pixels: pixels, orientation: correction.orientation, colour: correction.colour)
    }
}
