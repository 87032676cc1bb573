import Foundation

/// What the shipped app lets its tests reach, so that they drive the binary
/// people run: the four EMOJIART_* variables, read here and nowhere else.
///
/// - EMOJIART_REPORT_HANDLED: "handled: …" lines on standard error once an
///   action, an answer or an opened file is dealt with (HandledReport), so a
///   test waits for them instead of sleeping.
/// - EMOJIART_REPORT_STALLS: the main loop's stalls and the moments the bench
///   measures between (StallMonitor).
/// - EMOJIART_QUIT_AFTER_FIRST_FRAME: quit once the first window has painted
///   (LaunchCheck): the test of `make run`.
/// - EMOJIART_CAMERA_PIPELINE: a GStreamer launch description to use as the
///   one camera (a machine without one: `videotestsrc`).
///
/// With none set the app is the app: no probe is installed, and a report
/// (Probes.report) costs one check.
@MainActor
package enum TestSeams {
    private static let environment = ProcessInfo.processInfo.environment

    /// The probes the environment asks for; before anything they watch.
    static func installProbes() {
        if environment["EMOJIART_REPORT_STALLS"] != nil { StallMonitor.install() }
        if environment["EMOJIART_REPORT_HANDLED"] != nil { Probes.install(HandledReport()) }
        if environment["EMOJIART_QUIT_AFTER_FIRST_FRAME"] != nil { Probes.install(LaunchCheck()) }
    }

    /// The camera to use in place of the machine's, if one is set.
    static var cameraPipeline: String? {
        environment["EMOJIART_CAMERA_PIPELINE"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
