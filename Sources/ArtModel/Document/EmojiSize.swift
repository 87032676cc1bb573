/// The sizes an emoji may have, in document points at zoom 1.
public enum EmojiSize {
    /// The original's default size for an emoji dropped from a palette.
    public static let defaultSize = 40
    public static let range = 4...2000

    public static func clamped(_ size: Double) -> Int {
        guard size.isFinite else { return defaultSize }
        return min(max(Int(size.rounded()), range.lowerBound), range.upperBound)
    }
}
