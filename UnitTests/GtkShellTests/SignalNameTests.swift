import CGtk
import XCTest
@testable import EmojiArtGtk

/// Each signal name belongs to the type that emits it: a name another type
/// has with another shape ("activate") is not connected to an instance of
/// the wrong type, and every name the app uses is its emitter's.
final class SignalNameTests: XCTestCase {
    func testANameIsConnectedOnlyToItsEmitter() {
        MainActor.assumeIsolated {
            let adjustment = ObjectReference(sinking: gtk_adjustment_new(0, 0, 10, 1, 1, 0)!)
            XCTAssertTrue(Signal.emits(adjustment, SignalName.valueChanged))
            XCTAssertTrue(Signal.emits(adjustment, SignalName.notify("value")), "every GObject notifies")
            XCTAssertFalse(Signal.emits(adjustment, SignalName.activate), "GApplication's activate")
            XCTAssertFalse(Signal.emits(adjustment, SignalName.activatePosition), "GtkGridView's activate")
        }
    }

    /// The name exists on its emitter with the shape the app gives it (checked
    /// by the number of parameters GLib knows for it).
    private func check<Shape>(_ signal: SignalName<Shape>, parameters: Int, file: StaticString = #filePath, line: UInt = #line) {
        let type = signal.emitter()
        let isInterface = g_type_fundamental(type) == g_type_fundamental(gtk_editable_get_type())
        let reference = isInterface ? g_type_default_interface_ref(type) : g_type_class_ref(type)
        defer { isInterface ? g_type_default_interface_unref(reference) : g_type_class_unref(reference) }
        let name = signal.name.components(separatedBy: "::")[0]
        let id = g_signal_lookup(name, type)
        XCTAssertNotEqual(id, 0, "\(signal.name) on \(String(cString: g_type_name(type)))", file: file, line: line)
        var query = GSignalQuery()
        g_signal_query(id, &query)
        XCTAssertEqual(Int(query.n_params), parameters, signal.name, file: file, line: line)
    }

    func testEverySignalTheAppConnectsIsItsEmittersWithItsShape() {
        for signal in [SignalName.destroy, .clicked, .textChanged, .recentDocumentsChanged, .clipboardChanged, .searchChanged,
                       .stopSearch, .activateEntry, .valueChanged, .startup, .activate, .shutdown, .afterPaint, .buttonClicked] {
            check(signal, parameters: 0)
        }
        for signal in [SignalName.notifySelected, .begin, .end, .cancel, .dragLeave, .notify("text"), .notifyAny] {
            check(signal, parameters: 1)
        }
        check(SignalName.closeRequest, parameters: 0)
        for signal in [SignalName.pressed, .released] { check(signal, parameters: 3) }
        for signal in [SignalName.dragBegin, .dragUpdate, .dragEnd, .motion] { check(signal, parameters: 2) }
        for signal in [SignalName.dragEnter, .dragMotion] { check(signal, parameters: 3) }
        for signal in [SignalName.setup, .bind, .unbind, .rowActivated, .windowRemoved] { check(signal, parameters: 1) }
        check(SignalName.activatePosition, parameters: 1)
        check(SignalName.emojiPicked, parameters: 1)
        check(SignalName.activateWithParameter, parameters: 1)
        check(SignalName.scroll, parameters: 2)
        check(SignalName.scaleChanged, parameters: 1)
        check(SignalName.keyPressed, parameters: 3)
        check(SignalName.drop, parameters: 3)
        check(SignalName.asyncDrop, parameters: 3)
        check(SignalName.open, parameters: 3)
        check(SignalName.fileChanged, parameters: 3)
    }
}
