/// What a file the app is asked to open is (from the command line, Open
/// With in a file manager, the file chooser): a picture it can show is a
/// photo to put emojis on, in a new untitled document; anything else is
/// read as a document, and refused as one if it is not.
public enum OpenedFile: Equatable, Sendable {
    case document
    case photo

    /// By the file's first bytes, not its name: a photo named `.emojiart`
    /// is still a photo, and a document is never mistaken for one.
    public init(firstBytes: some Collection<UInt8>) {
        self = ImageFormat.sniff(firstBytes) != nil ? .photo : .document
    }

    /// What the desktop file offers the app for: its documents, and every
    /// picture it opens (`emojiart --mime-types` prints them for the build).
    public static let mimeTypes = ["application/x-emojiart"] + ImageFormat.mimeTypes
    public static let mimeTypesOption = "--mime-types"
}
