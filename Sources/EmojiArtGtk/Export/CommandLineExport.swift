import ArtModel
import Foundation

/// `emojiart --export OUT.pdf DOC.emojiart`: the export without a window
/// or a display, for scripts. Says what went wrong on standard error and
/// exits non-zero: 1 when the export failed, 2 when it was asked for wrongly.
enum CommandLineExport {
    static func run(_ request: Result<ExportCommand, ExportCommand.UsageError>) -> Int32 {
        switch request {
        case .failure(let usage):
            report("\(usage.message)\n\(ExportCommand.usage)")
            return 2
        case .success(let command):
            return waitFor { await export(command) }
        }
    }

    private static func export(_ command: ExportCommand) async -> Int32 {
        guard let art = readDocument(command.document) else { return 1 }
        do {
            try await DocumentExport.write(art, options: command.options, to: command.output)
            return 0
        } catch {
            report(localized("could not export “{file}”: {reason}", ["file": command.document.lastPathComponent, "reason": error.message]))
            return 1
        }
    }

    /// The document, or nil after saying on standard error why it could not be read.
    static func readDocument(_ document: URL) -> EmojiArt? {
        do {
            return try DocumentFile.read(from: document)
        } catch {
            report(localized("could not read “{file}”: {reason}", ["file": document.lastPathComponent, "reason": error.message]))
            return nil
        }
    }

    static func report(_ message: String) {
        FileHandle.standardError.write(Data("emojiart: \(message)\n".utf8))
    }

    /// Runs `work` to its end from synchronous code (no main loop runs here).
    private static func waitFor(_ work: @escaping @Sendable () async -> Int32) -> Int32 {
        // Unchecked: written by the task before it signals, read after the wait.
        final class Outcome: @unchecked Sendable {
            var status: Int32 = 1
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            outcome.status = await work()
            done.signal()
        }
        done.wait()
        return outcome.status
    }
}
