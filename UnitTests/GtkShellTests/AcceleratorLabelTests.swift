import ArtModel
import CGtk
import XCTest
@testable import EmojiArtGtk

/// Every shortcut in the action table is one GTK can parse and name: the
/// tooltips and the empty state's "paste one (Ctrl+V)" show GTK's name.
final class AcceleratorLabelTests: XCTestCase {
    func testGTKNamesEveryShortcutOfTheActionTable() async {
        let labels = await MainActor.run { AppAction.all.flatMap(\.accelerators).map { ($0, AcceleratorLabel.text(for: $0)) } }
        for (accelerator, label) in labels {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &key, &modifiers)
            XCTAssertNotEqual(key, 0, accelerator)
            XCTAssertFalse((label ?? "").isEmpty, accelerator)
        }
        let paste = await MainActor.run { AcceleratorLabel.text(for: "<Control>v") }
        XCTAssertEqual(paste, "Ctrl+V")
    }
}
