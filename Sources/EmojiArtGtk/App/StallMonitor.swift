import CGtk
import Foundation

/// A diagnostic: with EMOJIART_REPORT_STALLS set, a 5 ms GLib timer watches
/// for gaps in the main loop and writes every gap of 20 ms or more to
/// standard error with the time it ended ("main-loop stall: 34 ms at
/// 3.20 s"), and the app notes moments the benchmark times ("event:
/// picture-shown at 0.41 s"), so `make bench` can tell how long things took
/// and whether the window ever froze meanwhile. Times are CLOCK_MONOTONIC
/// seconds, the clock other processes (the benchmark) read too.
@MainActor
enum StallMonitor {
    static let environmentVariable = "EMOJIART_REPORT_STALLS"
    private static let reported = 0.020
    private static var enabled = false
    private static var last = 0.0

    static func startIfRequested() {
        guard ProcessInfo.processInfo.environment[environmentVariable] != nil else { return }
        enabled = true
        last = now()
        g_timeout_add(5, { _ in
            MainActor.assumeIsolated { StallMonitor.tick() }
            return 1
        }, nil)
    }

    /// Notes a moment, once per name unless `repeating`.
    static func event(_ name: String, repeating: Bool = false) {
        guard enabled, repeating || !noted.contains(name) else { return }
        noted.insert(name)
        write("event: \(name) at \(String(format: "%.3f", now())) s")
    }

    private static var noted: Set<String> = []

    /// Which renderer was chosen and why ("renderer chosen: cairo, because: …").
    static func noteRendererChosen(_ name: String?, because reason: String) {
        guard enabled else { return }
        write("renderer chosen: \(name ?? "GTK's choice"), because: \(reason)")
    }

    /// The renderer GSK made for the first window ("renderer in use: GskCairoRenderer").
    static func noteRendererInUse(_ typeName: String) {
        guard enabled else { return }
        write("renderer in use: \(typeName)")
    }

    /// Notes a moment once the frame `widget` is drawing now has been
    /// painted: with the GL renderer that can be a second later.
    static func eventWhenPainted(_ name: String, repeating: Bool = false, widget: UnsafeMutablePointer<GtkWidget>) {
        guard enabled, let clock = gtk_widget_get_frame_clock(widget) else { return }
        awaitingPaint.append((name, repeating))
        // Marked on the clock itself: a set of pointers would miss the clock
        // of a later window that GLib allocated where a closed one's had been.
        guard g_object_get_data(clock.object, watchedKey) == nil else { return }
        g_object_set_data(clock.object, watchedKey, UnsafeMutableRawPointer(bitPattern: 1))
        Signal.connect(clock, .afterPaint) {
            let names = awaitingPaint
            awaitingPaint = []
            for (name, repeating) in names { event(name, repeating: repeating) }
        }
    }

    private static var awaitingPaint: [(name: String, repeating: Bool)] = []
    private static let watchedKey = "emojiart-stall-monitor-watched"

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Counts instances of a kind while reporting, so the benchmark can tell
    /// that closed windows are really gone ("live: window 1, canvas 1, …").
    static func track(_ object: AnyObject, as kind: String) {
        guard enabled else { return }
        tracked[kind, default: []].append(WeakObject(object))
    }

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private static var tracked: [String: [WeakObject]] = [:]

    /// Reports how many tracked objects of each kind are alive, a moment
    /// from now (GTK finalizes a closed window's widgets after it is gone).
    static func reportLiveObjects(after delay: Duration = .milliseconds(500)) {
        guard enabled else { return }
        Task {
            try? await Task.sleep(for: delay)
            let counts = tracked.keys.sorted().map { kind in
                tracked[kind] = tracked[kind]?.filter { $0.object != nil }
                return "\(kind) \(tracked[kind]?.count ?? 0)"
            }
            write("live: " + counts.joined(separator: ", "))
        }
    }

    private static func tick() {
        let time = now()
        let gap = time - last
        last = time
        guard gap >= reported else { return }
        write("main-loop stall: \(Int(gap * 1000)) ms at \(String(format: "%.3f", time)) s")
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
