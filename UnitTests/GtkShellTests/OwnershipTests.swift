import CGtk
import XCTest
@testable import EmojiArtGtk

/// The ownership rule of GLib/: an ObjectReference owns one reference and
/// lets go of it when it goes; a SignalConnection disconnects its handler
/// when its owner goes, though the object it listens to lives on (as the
/// application's recent-files manager outlives every window).
final class OwnershipTests: XCTestCase {
    func testAReferenceSinksAFloatingObjectAndReleasesItWhenItGoes() {
        let watch = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { watch.deallocate() }
        var reference: ObjectReference?
        do {
            let adjustment = gtk_adjustment_new(0, 0, 10, 1, 1, 0)!
            XCTAssertEqual(g_object_is_floating(adjustment), 1)
            watch.pointee = UnsafeMutableRawPointer(adjustment)
            g_object_add_weak_pointer(adjustment.object, watch)
            reference = ObjectReference(sinking: adjustment)
            XCTAssertEqual(g_object_is_floating(adjustment), 0)
        }
        XCTAssertNotNil(watch.pointee, "alive while referenced")
        reference = nil
        XCTAssertNil(watch.pointee, "finalized once the reference went")
        _ = reference
    }

    func testAConnectionDisconnectsWhenItsOwnerGoes() {
        MainActor.assumeIsolated {
            let adjustment = ObjectReference(sinking: gtk_adjustment_new(0, 0, 10, 1, 1, 0)!)
            var calls = 0
            var connection: SignalConnection? = SignalConnection(on: adjustment) { instance in
                Signal.connect(instance, .notify("value")) { calls += 1 }
            }
            gtk_adjustment_set_value(adjustment.cast(), 3)
            XCTAssertEqual(calls, 1)
            connection = nil
            gtk_adjustment_set_value(adjustment.cast(), 5)
            XCTAssertEqual(calls, 1, "no handler left behind")
            _ = connection
        }
    }
}
