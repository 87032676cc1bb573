import ArtModel
import Foundation

// `--export-png` renders without a window or a display, then exits.
if let export = ExportCommand.parse(CommandLine.arguments) {
    exit(CommandLineExport.run(export))
}

MainActor.assumeIsolated {
    // Before anything can schedule work on the main actor.
    MainLoopBridge.install()
    StallMonitor.startIfRequested()
    exit(EmojiArtApplication().run())
}
