/// How a picture's stored pixels are turned from the way a person sees it:
/// the EXIF orientation a camera writes instead of turning the pixels, in
/// EXIF's numbering (1 upright … 8), named for where the stored first row
/// ends up. A phone held upright writes `.right` (6): its sensor's rows run
/// down the right-hand side of the picture.
public enum ImageOrientation: Int, CaseIterable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether the picture is as wide as the stored pixels are high.
    public var swapsSides: Bool { rawValue >= 5 }

    /// The size a person sees, of pixels stored `width` × `height`.
    public func uprightSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsSides ? (height, width) : (width, height)
    }

    /// Where a point of the stored pixels (0…width, 0…height) is in the
    /// picture as a person sees it: an affine map, as cairo takes one
    /// (x′ = xx·x + xy·y + x0, y′ = yx·x + yy·y + y0).
    public struct Transform: Equatable, Sendable {
        public let xx, yx, xy, yy, x0, y0: Double

        public func apply(_ point: Point) -> Point {
            Point(x: xx * point.x + xy * point.y + x0, y: yx * point.x + yy * point.y + y0)
        }

        /// The map back: an orientation's is a turn or mirror, so its own transpose.
        public var inverted: Transform {
            let turned = Transform(xx: xx, yx: xy, xy: yx, yy: yy, x0: 0, y0: 0).apply(Point(x: x0, y: y0))
            return Transform(xx: xx, yx: xy, xy: yx, yy: yy, x0: -turned.x, y0: -turned.y)
        }

        /// The smallest rectangle holding `rect` once mapped.
        public func apply(_ rect: Rect) -> Rect {
            let a = apply(rect.origin), b = apply(Point(x: rect.maxX, y: rect.maxY))
            return Rect(corner: a, corner: b)
        }
    }

    public func transform(width: Double, height: Double) -> Transform {
        switch self {
        case .up: Transform(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        case .upMirrored: Transform(xx: -1, yx: 0, xy: 0, yy: 1, x0: width, y0: 0)
        case .down: Transform(xx: -1, yx: 0, xy: 0, yy: -1, x0: width, y0: height)
        case .downMirrored: Transform(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: height)
        case .leftMirrored: Transform(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0)
        case .right: Transform(xx: 0, yx: 1, xy: -1, yy: 0, x0: height, y0: 0)
        case .rightMirrored: Transform(xx: 0, yx: -1, xy: -1, yy: 0, x0: height, y0: width)
        case .left: Transform(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: width)
        }
    }

    /// The pixels turned upright.
    public func apply(to image: RGBAImage) -> RGBAImage {
        guard self != .up else { return image }
        let (width, height) = uprightSize(width: image.width, height: image.height)
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        let (sourceWidth, sourceHeight) = (image.width, image.height)
        image.pixels.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { target in
                let from = source.bindMemory(to: UInt32.self), to = target.bindMemory(to: UInt32.self)
                for y in 0..<sourceHeight {
                    for x in 0..<sourceWidth {
                        let (uprightX, uprightY) = place(x: x, y: y, width: sourceWidth, height: sourceHeight)
                        to[uprightY * width + uprightX] = from[y * sourceWidth + x]
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Where the stored pixel (x, y) of a `width` × `height` image goes.
    func place(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (height - 1 - y, x)
        case .rightMirrored: (height - 1 - y, width - 1 - x)
        case .left: (y, width - 1 - x)
        }
    }
}
