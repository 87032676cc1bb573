import CLcms2
import Foundation

extension SRGBConversion {
    /// A matrix-shaper profile's conversion as lcms2 computes it, kept in
    /// tables: for each channel and value, what it adds to each linear sRGB
    /// channel (`contribution`, 1 = `scale`), and the sRGB value of each
    /// linear one (`encode`). A pixel is then three sums and three look-ups.
    struct Tables: Sendable {
        /// 14 bits: a step is under a quarter of a level even near black.
        static let scale = 1 << 14
        /// [channel][value][linear channel], flattened.
        private let contribution: [Int32]
        /// The same, a vector for each channel and value: [channel][value].
        private let terms: [SIMD4<Int32>]
        private let encode: [UInt8]

        init?(profile: cmsHPROFILE, isGray: Bool) {
            guard let linear = Self.linearSRGB() else { return nil }
            defer { cmsCloseProfile(linear) }
            let input = isGray ? emojiart_type_gray_8() : emojiart_type_rgb_8()
            // Unoptimised, so lcms2 evaluates in floating point and does not
            // clip colours outside sRGB before they are summed.
            guard let transform = cmsCreateTransform(profile, input, linear, emojiart_type_rgb_flt(),
                                                     cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                                                     cmsUInt32Number(cmsFLAGS_NOCACHE | cmsFLAGS_NOOPTIMIZE)) else { return nil }
            defer { cmsDeleteTransform(transform) }
            var contribution = [Int32](repeating: 0, count: 3 * 256 * 3)
            for value in 0..<256 {
                if isGray {
                    // Grey pictures arrive as three equal channels: each is mapped alone.
                    var output = [Float](repeating: 0, count: 3)
                    var gray = UInt8(value)
                    cmsDoTransform(transform, &gray, &output, 1)
                    for channel in 0..<3 { contribution[(channel * 256 + value) * 3 + channel] = Self.fixed(output[1]) }
                    continue
                }
                for channel in 0..<3 {
                    var pixel: [UInt8] = [0, 0, 0]
                    pixel[channel] = UInt8(value)
                    var output = [Float](repeating: 0, count: 3)
                    cmsDoTransform(transform, &pixel, &output, 1)
                    for component in 0..<3 { contribution[(channel * 256 + value) * 3 + component] = Self.fixed(output[component]) }
                }
            }
            self.contribution = contribution
            terms = (0..<3 * 256).map { SIMD4(contribution[$0 * 3], contribution[$0 * 3 + 1], contribution[$0 * 3 + 2], 0) }
            encode = (0...Self.scale).map { UInt8((Self.sRGBEncoded(Double($0) / Double(Self.scale)) * 255).rounded()) }
        }

        private static func fixed(_ value: Float) -> Int32 {
            value.isFinite ? Int32(max(-8, min(8, value)) * Float(scale)) : 0
        }

        /// sRGB's primaries and white with a straight line for a curve.
        private static func linearSRGB() -> cmsHPROFILE? {
            var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
            var primaries = ColourPrimaries.bt709.triple
            guard let line = cmsBuildGamma(nil, 1) else { return nil }
            defer { cmsFreeToneCurve(line) }
            var curves: [OpaquePointer?] = [line, line, line]
            return cmsCreateRGBProfile(&white, &primaries, &curves)
        }

        static func sRGBEncoded(_ linear: Double) -> Double {
            linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        }

        static func sRGBDecoded(_ encoded: Double) -> Double {
            encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }

        /// Whether the profile changes no channel value by more than a level:
        /// an sRGB profile, as most cameras embed.
        var isIdentity: Bool {
            (0..<3).allSatisfy { channel in
                (0..<256).allSatisfy { value in
                    (0..<3).allSatisfy { component in
                        let term = Int(contribution[(channel * 256 + value) * 3 + component])
                        let expected = component == channel ? value : 0
                        return abs(Int(encode[min(max(term, 0), Self.scale)]) - expected) <= 1
                    }
                }
            }
        }

        func convert(_ row: UnsafeMutableRawPointer, count: Int, order: ChannelOrder) {
            let pixels = row.assumingMemoryBound(to: UInt8.self)
            let (red, blue) = order == .rgba ? (0, 2) : (2, 0)
            let low = SIMD4<Int32>(repeating: 0), high = SIMD4<Int32>(repeating: Int32(Self.scale))
            terms.withUnsafeBufferPointer { terms in
                encode.withUnsafeBufferPointer { encoded in
                    for index in 0..<count {
                        let pixel = pixels + index * 4
                        let sum = terms[Int(pixel[red])] &+ terms[256 + Int(pixel[1])] &+ terms[512 + Int(pixel[blue])]
                        let linear = sum.clamped(lowerBound: low, upperBound: high)
                        pixel[red] = encoded[Int(linear[0])]
                        pixel[1] = encoded[Int(linear[1])]
                        pixel[blue] = encoded[Int(linear[2])]
                    }
                }
            }
        }
    }
}
