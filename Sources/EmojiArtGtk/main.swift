import ArtModel
import Foundation

// `--export-png` renders without a window or a display, then exits.
if let export = ExportCommand.parse(CommandLine.arguments) {
    exit(CommandLineExport.run(export))
}
// The benchmark's decode comparison (see DecodeBenchmark), also without a display.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == DecodeBenchmark.option {
    exit(DecodeBenchmark.run(CommandLine.arguments[2]))
}

// Before GTK starts: the cairo renderer where GL would be software.
let hasRenderNode = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).contains { $0.hasPrefix("renderD") }
if let renderer = RendererChoice.renderer(environment: ProcessInfo.processInfo.environment, hasRenderNode: hasRenderNode) {
    setenv(RendererChoice.variable, renderer, 1)
}

MainActor.assumeIsolated {
    // Before anything can schedule work on the main actor.
    MainLoopBridge.install()
    StallMonitor.startIfRequested()
    exit(EmojiArtApplication().run())
}
