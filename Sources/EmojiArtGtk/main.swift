import ArtModel
import Foundation

// First, so that every sentence, even the command line's, is in the reader's language.
Translation.start(localeDirectory: LocaleDirectory.locate(
    executable: URL(fileURLWithPath: CommandLine.arguments.first ?? "emojiart"),
    environment: ProcessInfo.processInfo.environment))

// `--export-png` and `--thumbnail` render without a window or a display, then exit.
if let export = ExportCommand.parse(CommandLine.arguments) {
    exit(CommandLineExport.run(export))
}
if let thumbnail = ThumbnailCommand.parse(CommandLine.arguments) {
    exit(CommandLineThumbnail.run(thumbnail))
}
// What the desktop file offers the app for, written into it at build time (Makefile).
if CommandLine.arguments.dropFirst() == [OpenedFile.mimeTypesOption] {
    print(OpenedFile.mimeTypes.joined(separator: ";") + ";")
    exit(0)
}
// The benchmark's decode comparison (see DecodeBenchmark), also without a display.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == DecodeBenchmark.option {
    exit(DecodeBenchmark.run(CommandLine.arguments[2]))
}

MainActor.assumeIsolated {
    // Before anything can schedule work on the main actor.
    MainLoopBridge.install()
    // The probes the environment asks for (see Probe), before anything they watch.
    StallMonitor.installIfRequested()
    HandledReport.installIfRequested()
    FrameBenchmark.installIfRequested()
    LaunchCheck.installIfRequested()
    RendererSelection.applyBeforeGTKStarts()
    exit(EmojiArtApplication().run())
}
