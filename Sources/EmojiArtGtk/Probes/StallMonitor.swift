import ArtModel
import CGtk
import Foundation

/// A diagnostic: with EMOJIART_REPORT_STALLS set, a 5 ms GLib timer watches
/// for gaps in the main loop and writes every stall of 10 ms or more (how
/// much later than its 5 ms the timer ran: the time the loop was held) to
/// standard error with the time it ended ("main-loop stall: 34 ms at
/// 3.20 s"), and the moments the benchmark times with the pictures decoded
/// so far ("event: picture-shown at 0.41 s, 2 JPEG decodes"), so `make
/// bench` can tell how long things took, how often a picture was decoded and
/// whether the window ever froze meanwhile. It also counts windows, canvases and header
/// bars alive after a window closes ("live: canvas 1, …"), so the benchmark
/// can tell that closed windows are really gone. Times are CLOCK_MONOTONIC
/// seconds, the clock other processes (the benchmark) read too.
@MainActor
final class StallMonitor: Probe {
    private static let interval = 0.005
    /// Low enough to tell an edit within a frame (16 ms) from one that is not.
    private static let reported = 0.010
    private var last = StallMonitor.now()
    private var noted: Set<String> = []
    private var awaitingPaint: [(name: String, repeating: Bool)] = []
    private var tracked: [String: [WeakObject]] = [:]
    private static let watchedKey = "emojiart-stall-monitor-watched"

    /// Installs a monitor that ticks on the main loop.
    static func install() {
        let monitor = StallMonitor()
        Probes.install(monitor)
        // The timer holds the monitor, and lets go of it if it is ever removed.
        g_timeout_add_full(G_PRIORITY_DEFAULT, UInt32(interval * 1000), { data in
            // GLib calls back on the main thread: its pointer is carried into assumeIsolated.
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                data.map { Unmanaged<StallMonitor>.fromOpaque($0).takeUnretainedValue().tick() }
            }
            return 1
        }, Unmanaged.passRetained(monitor).toOpaque(), { data in
            data.map { Unmanaged<StallMonitor>.fromOpaque($0).release() }
        })
    }

    func observe(_ event: ProbeEvent) {
        switch event {
        case .started: note("startup")
        case .rendererChosen(let name, let reason): write("renderer chosen: \(name ?? "GTK's choice"), because: \(reason)")
        case .rendererInUse(let typeName): write("renderer in use: \(typeName)")
        case .windowOpened(let window):
            track(window, as: "window")
            track(window.canvas, as: "canvas")
            track(window.header, as: "header bar")
        case .windowClosed: reportLiveObjects()
        case .drawn(let moment, let widget):
            noteWhenPainted(moment.rawValue, repeating: moment == .backgroundShown || moment == .sharp, widget: widget)
        case .saveStarted: note("save-started", repeating: true)
        case .saveFinished: note("save-finished", repeating: true)
        case .pasteStarted: note("paste", repeating: true)
        case .picturesShown(let widget): noteWhenPainted("pictures-shown", repeating: true, widget: widget)
        case .cameraPictureShown(let widget): noteWhenPainted("camera-picture", repeating: true, widget: widget)
        case .actionHandled, .answered, .documentOpened, .recoveryOffered, .camerasChanged, .camerasRunning, .cameraReady,
             .lateAnswerDropped, .fileLookedAt: break
        }
    }

    /// Notes a moment, once per name unless `repeating`.
    private func note(_ name: String, repeating: Bool = false) {
        guard repeating || !noted.contains(name) else { return }
        noted.insert(name)
        write("event: \(name) at \(String(format: "%.3f", Self.now())) s, \(JPEGCodec.decodes) JPEG decodes")
    }

    /// Notes a moment once the frame `widget` is drawing now has been
    /// painted: with the GL renderer that can be a second later.
    private func noteWhenPainted(_ name: String, repeating: Bool, widget: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(widget).map(Opaque<FrameClock>.init) else { return }
        awaitingPaint.append((name, repeating))
        // Marked on the clock itself: a set of pointers would miss the clock
        // of a later window that GLib allocated where a closed one's had been.
        guard g_object_get_data(clock.object, Self.watchedKey) == nil else { return }
        g_object_set_data(clock.object, Self.watchedKey, UnsafeMutableRawPointer(bitPattern: 1))
        Signal.connect(clock, .afterPaint) { [weak self] in
            guard let self else { return }
            let names = awaitingPaint
            awaitingPaint = []
            for (name, repeating) in names { note(name, repeating: repeating) }
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private func track(_ object: AnyObject, as kind: String) {
        tracked[kind, default: []].append(WeakObject(object))
    }

    /// Reports how many tracked objects of each kind are alive, half a
    /// second from now (GTK finalizes a closed window's widgets after it is gone).
    private func reportLiveObjects() {
        Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(500))
            guard let self else { return }
            let counts = tracked.keys.sorted().map { kind in
                tracked[kind] = tracked[kind]?.filter { $0.object != nil }
                return "\(kind) \(tracked[kind]?.count ?? 0)"
            }
            write("live: " + counts.joined(separator: ", "))
        }
    }

    private func tick() {
        let time = Self.now()
        let stall = time - last - Self.interval
        last = time
        guard stall >= Self.reported else { return }
        write("main-loop stall: \(Int(stall * 1000)) ms at \(String(format: "%.3f", time)) s")
    }

    private func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
