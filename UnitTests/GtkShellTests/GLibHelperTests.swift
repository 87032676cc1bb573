import CGtk
import XCTest
@testable import EmojiArtGtk

/// The GLib wrapper's one copy of each helper: C string arrays, GValues and
/// the box a callback's Swift closure travels in.
final class GLibHelperTests: XCTestCase {
    func testAStringArrayIsTheStringsInOrderThenNull() {
        let read = CStringArray.with(["<Control>z", "Undo", ""]) { array in
            (0..<3).map { String(cString: array[$0]!) } + [array[3] == nil ? "NULL" : "more"]
        }
        XCTAssertEqual(read, ["<Control>z", "Undo", "", "NULL"])
    }

    func testAPropertySetThroughAStringValueReadsBack() {
        MainActor.assumeIsolated {
            let filter = ObjectReference(taking: Opaque<GObjectType>(gtk_string_filter_new(nil)))
            GObjectProperty.set(filter, "search", to: "Vehicles 🚗")
            XCTAssertEqual(String(cString: gtk_string_filter_get_search(filter.opaque)), "Vehicles 🚗")
        }
    }

    func testABoxLentToEachCallIsKeptUntilReleasedAndATakenOneGoesWithItsCall() {
        final class Closure {}
        weak var lentClosure: Closure?
        var box: UnsafeMutableRawPointer?
        do {
            let closure = Closure()
            lentClosure = closure
            box = CallbackBox.retained(closure)
        }
        XCTAssertTrue(CallbackBox<Closure>.lent(box!) === lentClosure)
        XCTAssertNotNil(lentClosure, "kept while C holds the box")
        AnyCallbackBox.release(box)
        XCTAssertNil(lentClosure, "let go of by the destroy notify")

        weak var takenClosure: Closure?
        do {
            let closure = Closure()
            takenClosure = closure
            box = CallbackBox.retained(closure)
        }
        _ = CallbackBox<Closure>.taken(box!)
        XCTAssertNil(takenClosure, "gone with the one call that took it")
    }
}
