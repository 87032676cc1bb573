/// What makes an image's stored pixels the picture a person sees: how they
/// are turned (EXIF orientation) and the conversion of their colours to
/// sRGB (an embedded profile). The canvas applies both as it draws tiles
/// (cairo turns a level as it scales it; colours are converted per tile,
/// so the cost follows the screen, not the photo); everything else applies
/// them to the pixels (`DecodedImage.upright`).
public struct ImageCorrection: Sendable {
    public var orientation: ImageOrientation
    public var colour: SRGBConversion?

    public static let none = ImageCorrection(orientation: .up, colour: nil)

    public init(orientation: ImageOrientation, colour: SRGBConversion?) {
        self.orientation = orientation
        self.colour = colour
    }

    /// A JPEG's, from its markers (a CMYK JPEG's colours are converted as it
    /// is decoded: its profile is a CMYK one).
    public init(jpeg markers: JPEGMarkers) {
        self.init(orientation: markers.orientation,
                  colour: markers.components == 4 ? nil : markers.iccProfile.flatMap { SRGBConversion(iccProfile: $0) })
    }
}

/// An image's pixels as stored, and what makes them what a person sees.
public struct DecodedImage: Sendable {
    public var pixels: RGBAImage
    public var correction: ImageCorrection

    public init(pixels: RGBAImage, orientation: ImageOrientation, colour: SRGBConversion?) {
        self.pixels = pixels
        correction = ImageCorrection(orientation: orientation, colour: colour)
    }

    /// The pixels halved as far as `side` allows (see RGBAImage.reduced).
    func reduced(toReach side: Int?) -> DecodedImage {
        guard let side else { return self }
        var image = self
        image.pixels = pixels.reduced(toReach: side)
        return image
    }

    /// The picture as a person sees it: upright, in sRGB.
    public func upright() -> RGBAImage {
        var image = correction.orientation.apply(to: pixels)
        correction.colour?.convert(&image)
        return image
    }
}
