import ArtModel
import CGtk

/// What a canvas's frames tell the tests and the benchmark (Probes): a
/// frame drawn, a frame showing the picture, the first whole frame of a
/// new background, and each view once it is drawn sharp.
@MainActor
struct FrameReports {
    /// No whole frame has shown the new background yet.
    private var backgroundAwaitingFrame = false
    /// The view last drawn sharp (told once for each view and background).
    private var sharpViewport: Viewport?

    /// A new background is shown from the next frame on; a view that was
    /// sharp is not sharp with it until its tiles are (a paste over a photo
    /// of the same size keeps the view).
    mutating func backgroundChanged() {
        backgroundAwaitingFrame = true
        sharpViewport = nil
    }

    /// `widget` drew `picture` of `viewport`; `hasPicture` when the
    /// document's background is there to draw (or it is blank).
    mutating func drawn(_ picture: FrameCompleteness, of viewport: Viewport, hasPicture: Bool,
                        widget: UnsafeMutablePointer<GtkWidget>) {
        Probes.report(.drawn(.firstFrame, widget: widget))
        if picture == .sharp, viewport != sharpViewport {
            sharpViewport = viewport
            Probes.report(.drawn(.sharp, widget: widget))
        }
        guard picture != .partial, hasPicture else { return }
        Probes.report(.drawn(.pictureShown, widget: widget))
        if backgroundAwaitingFrame {
            backgroundAwaitingFrame = false
            Probes.report(.drawn(.backgroundShown, widget: widget))
        }
    }
}
