import Foundation

/// The folder of recovery files, one per unsaved document, named by an id
/// that stays with the document while it is open. `write`, `remove` and
/// `contents` block on the disk; `later` runs work in order on one
/// background queue, and `flush` waits for it (before the app exits).
public final class RecoveryStore: Sendable {
    public let folder: URL
    private let queue = DispatchQueue(label: "io.github.emojiart.recovery", qos: .utility)

    public init(folder: URL) {
        self.folder = folder
    }

    /// Runs `work` off the main thread, after all work given before it.
    public func later(_ work: @escaping @Sendable (RecoveryStore) -> Void) {
        queue.async { work(self) }
    }

    /// Waits for all work given to `later` so far.
    public func flush() {
        queue.sync {}
    }

    /// `$XDG_STATE_HOME/emojiart/recovery`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecoveryStore {
        RecoveryStore(folder: XDGDirectory.state.url(environment: environment)
            .appendingPathComponent("emojiart/recovery", isDirectory: true))
    }

    /// What the folder held: records that were read, newest first, and files
    /// that could not be (left in place, so nothing is thrown away unseen).
    public struct Contents: Sendable {
        public var records: [(id: UUID, record: RecoveryRecord)] = []
        public var unreadable: [URL] = []
    }

    public func url(for id: UUID) -> URL {
        folder.appendingPathComponent("\(id.uuidString).json")
    }

    /// Written atomically, so a crash mid-write keeps the previous record,
    /// and privately: it holds the whole document.
    public func write(_ record: RecoveryRecord, id: UUID) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try PrivateFile.write(to: url(for: id)) { try ImageSplicedJSON.encode(record, with: encoder, into: $0) }
    }

    public func remove(id: UUID) {
        try? FileManager.default.removeItem(at: url(for: id))
    }

    /// Renames an unreadable file so it is kept but not read again.
    public func setAside(_ file: URL) throws -> URL {
        let kept = file.appendingPathExtension("damaged")
        try FileManager.default.moveItem(at: file, to: kept)
        return kept
    }

    public func contents() -> Contents {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var contents = Contents()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for file in files where file.pathExtension == "json" {
            guard let id = UUID(uuidString: file.deletingPathExtension().lastPathComponent),
                  let data = try? Data(contentsOf: file),
                  let record = try? ImageSplicedJSON.decode(RecoveryRecord.self, from: data, with: decoder) else {
                contents.unreadable.append(file)
                continue
            }
            contents.records.append((id, record))
        }
        contents.records.sort { $0.record.lastChanged > $1.record.lastChanged }
        return contents
    }
}
