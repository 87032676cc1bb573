import Foundation

/// `emojiart --thumbnail SIZE DOCUMENT.emojiart OUTPUT.png`: the picture of a
/// document at most SIZE pixels a side, as a file manager asks for it (the
/// installed `.thumbnailer` file's Exec line). Headless, and reading nothing
/// but the document: a background on the web is drawn as a placeholder.
public struct ThumbnailCommand: Equatable, Sendable {
    public let size: Int
    public let document: URL
    public let output: URL

    public static let option = "--thumbnail"
    /// GNOME asks for 128 to 1024 pixels; more is refused rather than rendered.
    public static let sizes = 1...2048
    /// A document that takes longer than this ends the thumbnailer, which then writes nothing.
    public static let timeLimitSeconds = 20

    public static var usage: String {
        localized("Usage: emojiart {option} SIZE DOCUMENT.emojiart OUTPUT.png", ["option": option])
    }

    /// Nil when the arguments do not ask for a thumbnail.
    public static func parse(_ arguments: [String]) -> Result<ThumbnailCommand, ExportCommand.UsageError>? {
        let rest = Array(arguments.dropFirst())
        guard rest.first == option else { return nil }
        guard rest.count == 4 else { return .failure(.init(message: usage)) }
        guard let size = Int(rest[1]), sizes.contains(size) else {
            return .failure(.init(message: localized("The size must be a number of pixels from {least} to {most}.",
                                                     ["least": String(sizes.lowerBound), "most": String(sizes.upperBound)])))
        }
        return .success(ThumbnailCommand(size: size, document: URL(fileURLWithPath: rest[2]), output: URL(fileURLWithPath: rest[3])))
    }
}
