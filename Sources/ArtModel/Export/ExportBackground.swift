import Foundation

/// The bytes of a document's background for export: carried in the
/// document, already fetched for the canvas, or fetched now.
public enum ExportBackground {
    public static func bytes(for background: EmojiArt.Background, fetched: (url: URL, data: Data)? = nil,
                             loader: any ImageLoading = ImageFetcher()) async throws(ExportFailure) -> Data? {
        switch background {
        case .blank:
            return nil
        case .imageData(let data):
            return data
        case .url(let url):
            if let fetched, fetched.url == url { return fetched.data }
            do {
                return try await loader.load(url) { _ in }
            } catch let error as FetchError {
                throw .backgroundUnavailable(error.message)
            } catch {
                throw .backgroundUnavailable(error.localizedDescription)
            }
        }
    }
}
