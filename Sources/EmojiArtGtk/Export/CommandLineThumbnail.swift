import ArtModel
import Foundation

/// `emojiart --thumbnail SIZE DOCUMENT OUTPUT`, run by a file manager (the
/// installed `.thumbnailer` file): the document's picture at most SIZE pixels
/// a side, as PNG, without a display or a session bus, reading nothing but
/// the document. A document that takes too long ends it (SIGALRM's default
/// action), and the PNG is written whole or not at all, so a file manager
/// never shows half a picture. Exits 0 when written, 1 when not, 2 when
/// asked wrongly.
enum CommandLineThumbnail {
    static func run(_ request: Result<ThumbnailCommand, ExportCommand.UsageError>) -> Int32 {
        switch request {
        case .failure(let usage):
            CommandLineExport.report(usage.message)
            return 2
        case .success(let command):
            alarm(UInt32(ThumbnailCommand.timeLimitSeconds))
            return write(command)
        }
    }

    private static func write(_ command: ThumbnailCommand) -> Int32 {
        guard let art = CommandLineExport.readDocument(command.document) else { return 1 }
        do {
            // A background on the web is not fetched: the sandbox a file manager runs this in has no network.
            let bytes: Data? = if case .imageData(let data) = art.background { data } else { nil }
            let picture = try RenderedDocument.render(art, backgroundBytes: bytes, maximumSide: command.size,
                                                      placeholder: art.background.url != nil)
            try picture.writePNG(to: command.output)
            return 0
        } catch {
            CommandLineExport.report(localized("could not make a thumbnail of “{file}”: {reason}", ["file": command.document.lastPathComponent, "reason": error.message]))
            return 1
        }
    }
}
