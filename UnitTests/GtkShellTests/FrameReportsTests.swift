import ArtModel
import CGtk
import XCTest
@testable import EmojiArtGtk

/// What the canvas tells the benchmark about its frames: "view-sharp" once
/// for each view, and again for a new background shown in the same view.
final class FrameReportsTests: XCTestCase {
    func testASharpViewIsToldOnceAndAgainAfterANewBackground() {
        MainActor.assumeIsolated { Self.drawInTurns() }
    }

    @MainActor
    private static func drawInTurns() {
        let moments = Moments()
        Probes.install(moments)
        let widget = UnsafeMutablePointer<GtkWidget>.allocate(capacity: 1)
        defer { widget.deallocate() }
        var reports = FrameReports()
        let view = Viewport(viewSize: Size(width: 800, height: 600))

        func draw(_ picture: FrameCompleteness, _ viewport: Viewport = view) -> [CanvasMoment] {
            moments.seen = []
            reports.drawn(picture, of: viewport, hasPicture: true, widget: widget)
            return moments.seen
        }

        XCTAssertEqual(draw(.sharp, Viewport(viewSize: view.viewSize, zoom: 2)), [.firstFrame, .sharp, .pictureShown])
        XCTAssertEqual(draw(.sharp), [.firstFrame, .sharp, .pictureShown], "another view")
        XCTAssertEqual(draw(.sharp), [.firstFrame, .pictureShown], "the same view, still sharp: told once")

        // A pasted photo of the same size keeps the view: its tiles come
        // first as stand-ins, then sharp, and that is told.
        reports.backgroundChanged()
        XCTAssertEqual(draw(.partial), [.firstFrame])
        XCTAssertEqual(draw(.whole), [.firstFrame, .pictureShown, .backgroundShown])
        XCTAssertEqual(draw(.sharp), [.firstFrame, .sharp, .pictureShown])
        XCTAssertEqual(draw(.sharp), [.firstFrame, .pictureShown])
    }

    @MainActor
    private final class Moments: Probe {
        var seen: [CanvasMoment] = []
        func observe(_ event: ProbeEvent) {
            if case .drawn(let moment, _) = event { seen.append(moment) }
        }
    }
}
