import CGtk
import Foundation

/// A diagnostic: with EMOJIART_REPORT_STALLS set, a 5 ms GLib timer watches
/// for gaps in the main loop and writes every gap of 20 ms or more to
/// standard error with the time it ended ("main-loop stall: 34 ms at 3.2 s"),
/// which is how the README's figures and the benchmark tell whether the
/// window ever froze.
@MainActor
enum StallMonitor {
    static let environmentVariable = "EMOJIART_REPORT_STALLS"
    private static let reported = Duration.milliseconds(20)
    private static var start = ContinuousClock.now
    private static var last = ContinuousClock.now

    static func startIfRequested() {
        guard ProcessInfo.processInfo.environment[environmentVariable] != nil else { return }
        start = .now
        last = start
        g_timeout_add(5, { _ in
            MainActor.assumeIsolated { StallMonitor.tick() }
            return 1
        }, nil)
    }

    private static func tick() {
        let now = ContinuousClock.now
        let gap = now - last
        last = now
        guard gap >= reported else { return }
        let milliseconds = Int(gap / .milliseconds(1))
        let seconds = String(format: "%.2f", (now - start) / .seconds(1))
        FileHandle.standardError.write(Data("main-loop stall: \(milliseconds) ms at \(seconds) s\n".utf8))
    }
}
