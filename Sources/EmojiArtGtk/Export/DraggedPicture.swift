import ArtModel
import Foundation

/// The picture one drag out takes, drawn off the main thread the first
/// time a drop asks for it, as PNG bytes or as a PNG file named after the
/// document (in the cache folder, for a file manager to copy).
@MainActor
final class DraggedPicture {
    private let picture: PictureDragSource.Picture
    private var png: Task<Result<Data, ExportFailure>, Never>?
    private var written: Task<Result<URL, ExportFailure>, Never>?

    init(_ picture: PictureDragSource.Picture) {
        self.picture = picture
    }

    func png() async -> Result<Data, ExportFailure> {
        if let png { return await png.value }
        let (art, fetched) = (picture.art, picture.fetched)
        let rendering = Task { () -> Result<Data, ExportFailure> in
            do throws(ExportFailure) {
                return .success(try await DocumentExport.png(of: art, fetched: fetched))
            } catch {
                return .failure(error)
            }
        }
        png = rendering
        return await rendering.value
    }

    /// The PNG as a file, in a folder of its own so that it keeps the
    /// document's name; the files of earlier drags are removed.
    func file() async -> Result<URL, ExportFailure> {
        if let written { return await written.value }
        let name = picture.name
        let writing = Task { () -> Result<URL, ExportFailure> in
            switch await png() {
            case .failure(let failure): return .failure(failure)
            case .success(let data):
                return await Task.detached(priority: .userInitiated) { Self.write(data, named: name) }.value
            }
        }
        written = writing
        return await writing.value
    }

    private nonisolated static func write(_ data: Data, named name: String) -> Result<URL, ExportFailure> {
        let drags = XDGDirectory.cache.url(environment: ProcessInfo.processInfo.environment)
            .appendingPathComponent("emojiart/dragged", isDirectory: true)
        try? FileManager.default.removeItem(at: drags)
        let folder = drags.appendingPathComponent(UUID().uuidString, isDirectory: true)
        let file = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-") + ".png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file)
            return .success(file)
        } catch {
            return .failure(.notWritten(error.localizedDescription))
        }
    }
}
