/// A burst of Ctrl+scroll resizes becomes one undo step once the scrolling
/// has paused for `pause` seconds: each notch pushes the moment back. Fed
/// the times of the notches (any clock in seconds), it says when to look
/// again and whether the step is due then.
public struct ScrollResizePause: Sendable {
    public static let pause = 0.4

    private var last: Double?

    public init() {}

    /// A resize notch at `time`; returns when the step will be due, unless
    /// another notch comes first.
    public mutating func resized(at time: Double) -> Double {
        last = time
        return time + Self.pause
    }

    /// Whether the burst has paused long enough by `time` to become its step;
    /// once it has, it is over.
    public mutating func isDue(at time: Double) -> Bool {
        guard let last, time >= last + Self.pause else { return false }
        self.last = nil
        return true
    }
}
