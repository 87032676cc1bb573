import Testing
@testable import ArtModel

/// When a document's view is kept, and when a new window is first shown.
@MainActor
@Suite struct WindowTimingTests {
    @Test func aViewIsKeptOnceItHasSettledAndAtOnceWhenTheWindowCloses() async throws {
        var kept = 0
        let keeper = ViewKeeper(settleTime: .milliseconds(50)) { kept += 1 }
        keeper.viewChanged(hasFile: true)
        keeper.viewChanged(hasFile: true)  // a pan's many steps
        #expect(kept == 0, "not while it moves")
        await eventually { kept > 0 }
        try await Task.sleep(for: .milliseconds(200))
        #expect(kept == 1, "once, after it settled")
        keeper.viewChanged(hasFile: true)
        keeper.windowClosing(hasFile: true)
        #expect(kept == 2, "at once when the window closes")
        try await Task.sleep(for: .milliseconds(300))
        #expect(kept == 2, "and nothing after")
    }

    @Test func anUntitledDocumentHasNoViewToKeep() async throws {
        var kept = 0
        let keeper = ViewKeeper(settleTime: .milliseconds(10)) { kept += 1 }
        keeper.viewChanged(hasFile: false)
        try await Task.sleep(for: .milliseconds(200))
        keeper.windowClosing(hasFile: false)
        #expect(kept == 0)
    }

    @Test func aWindowIsShownWhenItsCanvasIsReadyOnce() async throws {
        var shown = 0
        let presentation = FirstPresentation(patience: .milliseconds(50)) { shown += 1 }
        presentation.ready()
        presentation.ready()
        try await Task.sleep(for: .milliseconds(300))
        #expect(shown == 1, "when ready, not again when patience runs out")
    }

    @Test func aSlowCanvasDoesNotHoldTheWindowBack() async throws {
        var shown = 0
        let presentation = FirstPresentation(patience: .milliseconds(50)) { shown += 1 }
        await eventually { shown > 0 }
        #expect(shown == 1, "once patience ran out")
        presentation.ready()
        #expect(shown == 1)
    }

    /// Waits until `condition` holds, a minute at most: the tests share the
    /// main actor, and under the sanitizer others held it for 20 s.
    private func eventually(_ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
