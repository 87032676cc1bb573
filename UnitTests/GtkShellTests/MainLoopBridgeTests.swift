import CGtk
import Foundation
import XCTest
@testable import EmojiArtGtk

final class MainLoopBridgeTests: XCTestCase {
    // XCTest runs synchronous tests on the main thread, with nothing else
    // draining the main queue: the situation of an app inside g_application_run.
    func testMainActorTasksRunInsideTheGLibMainLoop() {
        let steps = MainActor.assumeIsolated { Self.runScenario() }
        XCTAssertEqual(steps, [
            "main task on main thread: true",
            "resumed on main thread: true with 42",
            "dispatch main block",
        ])
    }

    @MainActor
    private static func runScenario() -> [String] {
        MainLoopBridge.install()
        let loop = g_main_loop_new(nil, 0)
        var steps: [String] = []
        Task { @MainActor in
            steps.append("main task on main thread: \(Thread.isMainThread)")
            let value = await Task.detached { 6 * 7 }.value
            steps.append("resumed on main thread: \(Thread.isMainThread) with \(value)")
            DispatchQueue.main.async {
                steps.append("dispatch main block")
                g_main_loop_quit(loop)
            }
        }
        let timeout = g_timeout_add(5000, { loop in g_main_loop_quit(OpaquePointer(loop)); return 0 }, UnsafeMutableRawPointer(loop))
        g_main_loop_run(loop)
        g_source_remove(timeout)
        return steps
    }
}
