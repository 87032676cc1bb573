import CLcms2

/// Colours stated as primaries, a white point and a transfer curve rather
/// than as an ICC profile: what HEIF and AVIF files say in an "nclx" box,
/// with the code points of ITU-T H.273.
public struct ColourPrimaries: Sendable {
    public enum Curve: Sendable {
        case sRGB, bt709, gamma(Double), linear
    }

    let red: (x: Double, y: Double)
    let green: (x: Double, y: Double)
    let blue: (x: Double, y: Double)
    let white: (x: Double, y: Double)
    let curve: Curve

    static let d65 = (x: 0.3127, y: 0.3290)
    /// sRGB's and BT.709's primaries.
    static let bt709 = ColourPrimaries(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65, curve: .sRGB)

    /// Nil for what the app does not convert: unspecified or unknown
    /// primaries, and the HDR curves (PQ, HLG), which need tone mapping.
    public init?(nclxPrimaries: Int, transfer: Int) {
        let curve: Curve
        switch transfer {
        case 13, 2: curve = .sRGB  // 2: unspecified, read as sRGB, as viewers do
        case 1, 6, 14, 15: curve = .bt709
        case 4: curve = .gamma(2.2)
        case 5: curve = .gamma(2.8)
        case 8: curve = .linear
        default: return nil
        }
        switch nclxPrimaries {
        case 1: self.init(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: Self.d65, curve: curve)
        case 5: self.init(red: (0.64, 0.33), green: (0.29, 0.60), blue: (0.15, 0.06), white: Self.d65, curve: curve)
        case 6: self.init(red: (0.630, 0.340), green: (0.310, 0.595), blue: (0.155, 0.070), white: Self.d65, curve: curve)
        case 9: self.init(red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: Self.d65, curve: curve)
        case 12: self.init(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: Self.d65, curve: curve)
        default: return nil
        }
    }

    private init(red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: (x: Double, y: Double), curve: Curve) {
        (self.red, self.green, self.blue, self.white, self.curve) = (red, green, blue, white, curve)
    }

    var triple: cmsCIExyYTRIPLE {
        cmsCIExyYTRIPLE(Red: cmsCIExyY(x: red.x, y: red.y, Y: 1), Green: cmsCIExyY(x: green.x, y: green.y, Y: 1),
                        Blue: cmsCIExyY(x: blue.x, y: blue.y, Y: 1))
    }

    func makeProfile() -> cmsHPROFILE? {
        var whitePoint = cmsCIExyY(x: white.x, y: white.y, Y: 1)
        var primaries = triple
        guard let toneCurve = makeCurve() else { return nil }
        defer { cmsFreeToneCurve(toneCurve) }
        var curves: [OpaquePointer?] = [toneCurve, toneCurve, toneCurve]
        return cmsCreateRGBProfile(&whitePoint, &primaries, &curves)
    }

    /// lcms2's parametric curve 4: Y = (aX + b)^γ above d, cX below.
    private func makeCurve() -> OpaquePointer? {
        var parameters: [Double]
        switch curve {
        case .sRGB: parameters = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        case .bt709: parameters = [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081]
        case .gamma(let gamma): return cmsBuildGamma(nil, gamma)
        case .linear: return cmsBuildGamma(nil, 1)
        }
        return cmsBuildParametricToneCurve(nil, 4, &parameters)
    }
}
