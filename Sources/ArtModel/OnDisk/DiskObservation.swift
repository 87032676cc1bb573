import Foundation

/// What a look at a document's file found, compared with the version the
/// window last read or wrote. Made off the main thread: it may read the file.
public enum DiskObservation: Sendable {
    /// The version the window knows is there.
    case unchanged
    /// No file is there.
    case missing
    /// Another version is there, and what it holds (or why it cannot be read).
    case changed(DiskVersion, Result<EmojiArt, DocumentReadError>)

    /// Looks at `url`, reading it only when it is not the version `known`.
    public static func look(at url: URL, knowing known: DiskVersion?) -> DiskObservation {
        guard let version = DiskVersion.of(url) else { return .missing }
        guard version != known else { return .unchanged }
        do throws(DocumentReadError) {
            let read = try DocumentFile.readWithVersion(from: url)
            return .changed(read.version, .success(read.art))
        } catch {
            return .changed(version, .failure(error))
        }
    }
}
