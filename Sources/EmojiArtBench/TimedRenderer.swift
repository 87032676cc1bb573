import EmojiArtGtk
import ArtModel
import CGtk
import Foundation

/// Measures the CPU time each frame's snapshot takes to build.
@MainActor
final class TimedRenderer: CanvasRenderer {
    private let inner: any CanvasRenderer
    private let record: @MainActor (Double) -> Void

    init(measuring inner: any CanvasRenderer, record: @escaping @MainActor (Double) -> Void) {
        self.inner = inner
        self.record = record
    }

    func draw(_ scene: CanvasScene, into snapshot: OpaquePointer) -> FrameCompleteness {
        let before = Self.threadCPUTime()
        let drawn = inner.draw(scene, into: snapshot)
        record((Self.threadCPUTime() - before) * 1000)
        return drawn
    }

    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
