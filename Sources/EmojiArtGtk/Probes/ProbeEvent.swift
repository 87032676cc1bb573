import CGtk
import Foundation

/// What the app tells its probes.
@MainActor
package enum ProbeEvent {
    /// The application started, with its display (nil without one).
    case started(display: OpaquePointer?)
    /// The renderer chosen before GTK started, by its GSK name (nil: GTK's choice), and why.
    case rendererChosen(gskName: String?, reason: String)
    /// The renderer GSK made for the first window, by its type name.
    case rendererInUse(typeName: String)
    case windowOpened(DocumentWindow)
    case windowClosed
    /// A canvas built a frame that shows this much; it is on screen once
    /// the widget's frame clock has painted it.
    case drawn(CanvasMoment, widget: UnsafeMutablePointer<GtkWidget>)
    case saveStarted
    case saveFinished
    case pasteStarted
    /// GIO answered a call after its wait had been cancelled (a paste
    /// whose window closed); the answer was finished and let go of.
    case lateAnswerDropped
    /// An action's handler returned.
    case actionHandled(detailedName: String)
    /// A message dialog was answered, and its answer handled.
    case answered(response: Int32, title: String)
    case documentOpened(URL, alreadyOpen: Bool)
    /// A window looked at its file on disk, and did what that called for.
    case fileLookedAt(URL)
    case recoveryOffered
    /// The cameras offered changed (found at start, plugged in or out).
    case camerasChanged(count: Int)
    /// The picture picker's first screenful of thumbnails is in `widget`.
    case picturesShown(widget: UnsafeMutablePointer<GtkWidget>)
    /// The camera dialog shows its first picture, and Take Photo can be used.
    case cameraReady
    /// The camera dialog was given a new picture to show in `widget`.
    case cameraPictureShown(widget: UnsafeMutablePointer<GtkWidget>)
    /// A camera started or stopped: this many are running now.
    case camerasRunning(count: Int)
}

/// How much of its picture a canvas frame shows.
package enum CanvasMoment: String {
    /// The window's first frame, whatever it shows.
    case firstFrame = "first-frame"
    /// The first frame with the whole picture.
    case pictureShown = "picture-shown"
    /// The first frame with a newly set background, each time one is set.
    case backgroundShown = "background-shown"
    /// The first frame of a view (a zoom, a pan) with every tile at its own
    /// level and current, once for each view.
    case sharp = "view-sharp"
}
