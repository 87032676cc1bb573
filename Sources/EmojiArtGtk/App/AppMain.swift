import ArtModel
import Foundation

/// What `emojiart` does when it starts (Sources/EmojiArt/main.swift): the
/// command-line modes that need no display, or the application. The
/// benchmark's build (Sources/EmojiArtBench) starts the same application
/// with its own probe.
@MainActor
package enum AppMain {
    /// `probes` watch the app besides those TestSeams installs; returns the exit status.
    package static func run(probes: [any Probe] = []) -> Int32 {
        // First, so that every sentence, even the command line's, is in the reader's language.
        Translation.start(localeDirectory: LocaleDirectory.locate(
            executable: URL(fileURLWithPath: CommandLine.arguments.first ?? "emojiart"),
            environment: ProcessInfo.processInfo.environment))

        // `--export` and `--thumbnail` render without a window or a display, then exit.
        if let export = ExportCommand.parse(CommandLine.arguments) {
            return CommandLineExport.run(export)
        }
        if let thumbnail = ThumbnailCommand.parse(CommandLine.arguments) {
            return CommandLineThumbnail.run(thumbnail)
        }
        // What the desktop file offers the app for, written into it at build time (Makefile).
        if CommandLine.arguments.dropFirst() == [OpenedFile.mimeTypesOption] {
            print(OpenedFile.mimeTypes.joined(separator: ";") + ";")
            return 0
        }

        // Before anything can schedule work on the main actor.
        MainLoopBridge.install()
        AppResources.register()
        // The metainfo's latest release, for a bug report and the package's tests.
        if CommandLine.arguments.dropFirst() == ["--version"] {
            print("emojiart \(AboutDialog.release?.version ?? "")")
            return 0
        }
        // The probes, before anything they watch.
        TestSeams.installProbes()
        probes.forEach(Probes.install)
        RendererSelection.applyBeforeGTKStarts()
        return EmojiArtApplication().run()
    }
}
