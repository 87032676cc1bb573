import CLcms2

/// The CMYK a CMYK or YCCK JPEG decodes to, as sRGB: through the JPEG's own
/// CMYK profile where it has one (lcms2), else with the simple formula
/// R = (1 − C)(1 − K) that image viewers use. A JPEG with an Adobe marker
/// stores its CMYK inverted (255 is no ink), as Photoshop writes it and as
/// browsers and gdk-pixbuf read it.
struct CMYKConversion {
    private let inverted: Bool
    private let rgba: LcmsTransform?
    private let bgra: LcmsTransform?

    init(markers: JPEGMarkers) {
        inverted = markers.hasAdobeMarker
        let profile = markers.iccProfile.flatMap { icc in
            icc.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        }
        defer { profile.map { _ = cmsCloseProfile($0) } }
        guard let profile, cmsGetColorSpace(profile) == cmsSigCmykData else {
            (rgba, bgra) = (nil, nil)
            return
        }
        let input = inverted ? emojiart_type_cmyk_8_reversed() : emojiart_type_cmyk_8()
        rgba = LcmsTransform(from: profile, format: input, outputFormat: emojiart_type_rgba_8())
        bgra = LcmsTransform(from: profile, format: input, outputFormat: emojiart_type_bgra_8())
    }

    /// Writes `count` pixels of four bytes each, alpha (or the unused byte) 255.
    func convert(_ cmyk: UnsafePointer<UInt8>, count: Int, to output: UnsafeMutableRawPointer,
                 order: SRGBConversion.ChannelOrder) {
        let target = output.assumingMemoryBound(to: UInt8.self)
        if let transform = order == .rgba ? rgba : bgra {
            for index in 0..<count { target[index * 4 + 3] = 255 }
            transform.convert(cmyk, to: output, count: count)
            return
        }
        let (red, blue) = order == .rgba ? (0, 2) : (2, 0)
        for index in 0..<count {
            let pixel = cmyk + index * 4, out = target + index * 4
            // What is left of white under each ink: (1 − ink), 255 for none.
            let white = inverted ? { (ink: UInt8) in Int(ink) } : { (ink: UInt8) in 255 - Int(ink) }
            let key = white(pixel[3])
            out[red] = UInt8((white(pixel[0]) * key + 127) / 255)
            out[1] = UInt8((white(pixel[1]) * key + 127) / 255)
            out[blue] = UInt8((white(pixel[2]) * key + 127) / 255)
            out[3] = 255
        }
    }
}
