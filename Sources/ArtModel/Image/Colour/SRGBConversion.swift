import CLcms2
import Foundation

/// Converts a picture's colours from its embedded profile (Adobe RGB, an
/// iPhone's Display P3, ProPhoto, a grey profile…) to sRGB, the colours the
/// screen, the emojis and the exported PNG are in. Little CMS reads the
/// profile and says what each colour becomes (relative colorimetric,
/// clipping what sRGB cannot show, as image viewers do).
///
/// lcms2's own transform costs about 10 ns a pixel here, more than decoding
/// the JPEG. Most photo profiles are matrix-shaper profiles, whose
/// conversion to linear sRGB is a sum of one term per channel: for those,
/// lcms2's answers for each channel value are kept in tables (`Tables`),
/// two to three times as fast and within a level of lcms2's full transform.
/// Other profiles use lcms2's transform. Nil for profiles that are sRGB already,
/// or that cannot be used: the pixels are then left as they are.
public final class SRGBConversion: Sendable {
    public enum ChannelOrder: Sendable {
        /// Red, green, blue, alpha: RGBAImage.
        case rgba
        /// Blue, green, red, alpha (or unused): cairo's surfaces.
        case bgra
    }

    private enum Method {
        case tables(Tables)
        case lcms(rgba: LcmsTransform, bgra: LcmsTransform)
    }

    private let method: Method

    /// `tablesWhereTheyServe`: false makes every profile use lcms2's own
    /// transform, for the test that both agree.
    public convenience init?(iccProfile: Data, tablesWhereTheyServe: Bool = true) {
        let profile = iccProfile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        guard let profile else { return nil }
        self.init(profile: profile, tablesWhereTheyServe: tablesWhereTheyServe)
    }

    /// A profile built from colour primaries and a transfer curve (HEIF and
    /// AVIF say their colours so, "nclx").
    public convenience init?(primaries: ColourPrimaries) {
        guard let profile = primaries.makeProfile() else { return nil }
        self.init(profile: profile)
    }

    /// Takes over `profile`.
    private init?(profile: cmsHPROFILE, tablesWhereTheyServe: Bool = true) {
        defer { cmsCloseProfile(profile) }
        let space = cmsGetColorSpace(profile)
        guard space == cmsSigRgbData || space == cmsSigGrayData else { return nil }
        if cmsIsMatrixShaper(profile) != 0, tablesWhereTheyServe || space == cmsSigGrayData {
            guard let tables = Tables(profile: profile, isGray: space == cmsSigGrayData) else { return nil }
            guard !tables.isIdentity else { return nil }
            method = .tables(tables)
        } else {
            // A grey profile is read as RGB by none of lcms2's formatters: grey
            // pictures are decoded to RGB, and their profiles are matrix-shaper.
            guard space == cmsSigRgbData,
                  let rgba = LcmsTransform(from: profile, format: emojiart_type_rgba_8()),
                  let bgra = LcmsTransform(from: profile, format: emojiart_type_bgra_8()) else { return nil }
            method = .lcms(rgba: rgba, bgra: bgra)
        }
    }

    /// Converts `height` rows of `width` pixels in place; alpha is kept.
    /// The pixels must not be premultiplied, or be opaque.
    public func convert(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, order: ChannelOrder) {
        switch method {
        case .tables(let tables):
            for row in 0..<height {
                tables.convert(pixels.advanced(by: row * bytesPerRow), count: width, order: order)
            }
        case .lcms(let rgba, let bgra):
            (order == .rgba ? rgba : bgra).convert(pixels, width: width, height: height, bytesPerRow: bytesPerRow)
        }
    }

    public func convert(_ image: inout RGBAImage) {
        let (width, height, bytesPerRow) = (image.width, image.height, image.bytesPerRow)
        image.pixels.withUnsafeMutableBytes { pixels in
            guard let base = pixels.baseAddress else { return }
            convert(base, width: width, height: height, bytesPerRow: bytesPerRow, order: .rgba)
        }
    }
}

/// An lcms2 transform from a profile to sRGB for one pixel layout. Made
/// without lcms2's one-pixel cache, so threads may share it.
final class LcmsTransform: @unchecked Sendable {
    private let transform: cmsHTRANSFORM

    init?(from profile: cmsHPROFILE, to target: cmsHPROFILE? = nil, format: cmsUInt32Number,
          outputFormat: cmsUInt32Number? = nil) {
        let sRGB = target ?? cmsCreate_sRGBProfile()
        defer { if target == nil { cmsCloseProfile(sRGB) } }
        let flags = cmsUInt32Number(cmsFLAGS_NOCACHE) | (outputFormat == nil ? emojiart_copy_alpha() : 0)
        guard let transform = cmsCreateTransform(profile, format, sRGB, outputFormat ?? format,
                                                 cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), flags) else { return nil }
        self.transform = transform
    }

    deinit { cmsDeleteTransform(transform) }

    func convert(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        cmsDoTransformLineStride(transform, pixels, pixels, cmsUInt32Number(width), cmsUInt32Number(height),
                                 cmsUInt32Number(bytesPerRow), cmsUInt32Number(bytesPerRow), 0, 0)
    }

    /// From one buffer to another of another layout.
    func convert(_ input: UnsafeRawPointer, to output: UnsafeMutableRawPointer, count: Int) {
        cmsDoTransform(transform, input, output, cmsUInt32Number(count))
    }
}
