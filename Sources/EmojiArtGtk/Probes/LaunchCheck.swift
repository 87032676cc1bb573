import CGtk
import Foundation

/// For the test that `make run` builds and starts the app: with
/// EMOJIART_QUIT_AFTER_FIRST_FRAME set, the app writes "launch: first frame
/// painted" to standard error once a window's first frame is on the screen,
/// and quits with status 0.
@MainActor
final class LaunchCheck: Probe {
    private var done = false

    func observe(_ event: ProbeEvent) {
        guard case .drawn(.firstFrame, let widget) = event, !done, let clock = gtk_widget_get_frame_clock(widget) else { return }
        done = true
        Signal.connect(Opaque<FrameClock>(clock), .afterPaint) {
            FileHandle.standardError.write(Data("launch: first frame painted\n".utf8))
            g_application_quit(g_application_get_default())
        }
    }
}
