import EmojiArtGtk
import ArtModel
/// What the frame benchmark collects: when each frame was painted and how
/// long building its snapshot took, and the figures made of them.
public struct FrameStatistics: Sendable {
    /// Frame-clock times of painted frames, in seconds.
    public private(set) var frameTimes: [Double] = []
    /// CPU time spent building each frame's snapshot, in milliseconds.
    public private(set) var snapshotMilliseconds: [Double] = []

    public init() {}

    public mutating func recordFrame(at seconds: Double) {
        frameTimes.append(seconds)
    }

    public mutating func recordSnapshot(milliseconds: Double) {
        snapshotMilliseconds.append(milliseconds)
    }

    /// Frames per second between the first and the last frame.
    public var framesPerSecond: Double {
        guard let first = frameTimes.first, let last = frameTimes.last, last > first else { return 0 }
        return Double(frameTimes.count - 1) / (last - first)
    }

    /// The longest time between two frames, in milliseconds.
    public var longestFrameMilliseconds: Double {
        zip(frameTimes, frameTimes.dropFirst()).map { ($1 - $0) * 1000 }.max() ?? 0
    }

    public var medianSnapshotMilliseconds: Double { Self.percentile(50, of: snapshotMilliseconds) }
    public var p95SnapshotMilliseconds: Double { Self.percentile(95, of: snapshotMilliseconds) }

    /// The nearest-rank percentile: the smallest sample at or above `percent`
    /// percent of the samples.
    public static func percentile(_ percent: Double, of samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
