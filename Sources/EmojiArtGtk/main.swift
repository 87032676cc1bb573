import Foundation

MainActor.assumeIsolated {
    // Before anything can schedule work on the main actor.
    MainLoopBridge.install()
    StallMonitor.startIfRequested()
    exit(EmojiArtApplication().run())
}
