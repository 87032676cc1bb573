import ArtModel
import CGtk
import Foundation
import XCTest
@testable import EmojiArtGtk

/// GIO's news of a watched file, through the wrapper, inside a real GLib
/// main loop: a rename says where the file went; what another program's
/// atomic save does (its own file renamed onto ours) is news of ours.
final class FileMonitorTests: XCTestCase {
    func testARenameSaysWhereTheFileWentAndAReplacementIsNewsOfTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Bees.emojiart")
        let renamed = folder.appendingPathComponent("Bees & more.emojiart")
        let temporary = folder.appendingPathComponent(".Bees.emojiart.tmp")
        try Data("{}".utf8).write(to: file)

        let events = MainActor.assumeIsolated {
            MainLoop.run { () -> [FileMonitor.Event] in
                var events: [FileMonitor.Event] = []
                let monitor = FileMonitor(watching: file) { events.append($0) }
                XCTAssertNotNil(monitor)
                @MainActor func waitFor(_ found: @MainActor (FileMonitor.Event) -> Bool) async {
                    for _ in 0..<100 where !events.contains(where: found) { try? await Task.sleep(for: .milliseconds(20)) }
                }
                try? Data("{\"emojis\":[]}".utf8).write(to: temporary)
                rename(temporary.path, file.path)
                await waitFor { $0.isRename && $0.other?.lastPathComponent == file.lastPathComponent }
                rename(file.path, renamed.path)
                await waitFor { $0.isRename && $0.file.lastPathComponent == file.lastPathComponent }
                withExtendedLifetime(monitor) {}
                return events
            }
        } ?? []
        let replaced = try XCTUnwrap(events.first { $0.isRename && $0.other?.lastPathComponent == file.lastPathComponent })
        XCTAssertEqual(DiskChangeRule.meaning(ofRename: replaced.isRename, file: replaced.file, other: replaced.other, watched: file),
                       .look)
        let moved = try XCTUnwrap(events.first { $0.isRename && $0.file.lastPathComponent == file.lastPathComponent })
        XCTAssertEqual(DiskChangeRule.meaning(ofRename: moved.isRename, file: moved.file, other: moved.other, watched: file),
                       .moved(to: renamed))
    }
}
