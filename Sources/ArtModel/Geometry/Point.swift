/// A point in either document or view coordinates; which one is said by the
/// name of whatever holds it.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, scale: Double) -> Point { Point(x: a.x * scale, y: a.y * scale) }
    public static func / (a: Point, scale: Double) -> Point { Point(x: a.x / scale, y: a.y / scale) }
}
