import EmojiArtGtk
import ArtModel
import CGtk
import Foundation

/// The canvas half of `make bench`. With EMOJIART_BENCHMARK_FRAMES set to a
/// number of seconds, the first document window is maximised and, once its
/// background is shown, plays BenchmarkAnimation over that many seconds
/// twice: a first visit (every view new, tiles rendered as it goes) and a
/// second (what a person going back over a picture gets). It then prints
/// one line of JSON (frames per second from the frame clock, CPU time per
/// frame on the main thread and for building each snapshot, peak memory)
/// and quits. With EMOJIART_BENCHMARK_RENDERER=naive it draws with
/// NaiveRenderer instead, with =floor with FloorRenderer.
@MainActor
final class FrameBenchmark: Probe {
    static let secondsVariable = "EMOJIART_BENCHMARK_FRAMES"
    static let rendererVariable = "EMOJIART_BENCHMARK_RENDERER"

    private enum Phase {
        case waiting
        /// Half a second at the fitted view, so the first frames are drawn.
        case settling(until: Double)
        case measuring(pass: Int, start: Double, mainThreadStart: Double)
    }

    private struct Pass {
        var frames = FrameStatistics()
        var mainThreadSeconds = 0.0
    }

    private let duration: Double
    private let rendererName: String?
    /// The first window's canvas, once it opened.
    private var canvas: CanvasController?
    private var phase = Phase.waiting
    private var animation: BenchmarkAnimation?
    private var passes = [Pass(), Pass()]

    private init(duration: Double, rendererName: String?) {
        self.duration = duration
        self.rendererName = rendererName
    }

    /// The benchmark, when the environment asks for one.
    static func requested() -> FrameBenchmark? {
        let environment = ProcessInfo.processInfo.environment
        guard let seconds = environment[secondsVariable].flatMap(Double.init), seconds > 0 else { return nil }
        return FrameBenchmark(duration: seconds, rendererName: environment[rendererVariable])
    }

    func observe(_ event: ProbeEvent) {
        guard canvas == nil, case .windowOpened(let window) = event else { return }
        attach(to: window.canvas, in: window.window, document: window.document)
    }

    private func attach(to canvas: CanvasController, in window: UnsafeMutablePointer<GtkWindow>, document: EmojiArtDocument) {
        self.canvas = canvas
        var renderer: any CanvasRenderer = canvas.renderer
        switch rendererName {
        case "naive": renderer = NaiveRenderer(fullBackground: document.background.imageData.flatMap { try? Texture.decode($0) })
        case "floor": renderer = FloorRenderer()
        default: break
        }
        canvas.renderer = TimedRenderer(measuring: renderer) { [weak self] milliseconds in
            guard let self, case .measuring(let pass, _, _) = phase else { return }
            passes[pass].frames.recordSnapshot(milliseconds: milliseconds)
        }
        gtk_window_maximize(window)
        FrameTicker.run(on: canvas.widget) { [self] now in tick(at: now) }
    }

    /// One frame-clock cycle: moves the view and asks for a frame. Returns
    /// false once done.
    private func tick(at now: Double) -> Bool {
        guard let canvas else { return false }
        switch phase {
        case .waiting:
            // The background decoded (a blank document needs none) and the window maximised.
            let size = canvas.interaction.backgroundSize
                ?? DocumentExtent.rect(backgroundSize: nil, emojis: canvas.interaction.document.emojis)?.size
            guard let size, canvas.interaction.document.background == .blank || canvas.interaction.backgroundSize != nil,
                  canvas.interaction.viewport.viewSize.width > 1200 else { return true }
            canvas.zoomToFit()
            animation = BenchmarkAnimation(fitted: canvas.interaction.viewport, documentSize: size, period: duration)
            phase = .settling(until: now + 0.5)
        case .settling(let until):
            if now >= until { phase = .measuring(pass: 0, start: now, mainThreadStart: TimedRenderer.threadCPUTime()) }
        case .measuring(let pass, let start, let mainThreadStart):
            passes[pass].frames.recordFrame(at: now)
            passes[pass].mainThreadSeconds = TimedRenderer.threadCPUTime() - mainThreadStart
            if now - start >= duration {
                guard pass + 1 < passes.count else {
                    report()
                    return false
                }
                phase = .measuring(pass: pass + 1, start: now, mainThreadStart: TimedRenderer.threadCPUTime())
            }
            if let animation { canvas.show(animation.viewport(at: now - start)) }
        }
        return true
    }

    private func report() {
        var figures: [String: Double] = ["peak_rss_mb": Self.peakResidentMegabytes()]
        for (index, pass) in passes.enumerated() {
            let name = index == 0 ? "first" : "again"
            let frames = pass.frames
            figures["\(name)_fps"] = frames.framesPerSecond
            figures["\(name)_longest_frame_ms"] = frames.longestFrameMilliseconds
            figures["\(name)_main_thread_ms_per_frame"] = pass.mainThreadSeconds * 1000 / Double(max(frames.frameTimes.count - 1, 1))
            figures["\(name)_snapshot_median_ms"] = frames.medianSnapshotMilliseconds
            figures["\(name)_snapshot_p95_ms"] = frames.p95SnapshotMilliseconds
        }
        if let json = try? JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys]) {
            FileHandle.standardOutput.write(json + Data("\n".utf8))
        }
        g_application_quit(g_application_get_default())
    }

    /// VmHWM: the most memory the process has had resident.
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return kilobytes / 1024
    }
}
