import ArtModel
import CGtk
import Foundation

/// Reads the stream of a paste or a drop from another application to its end.
@MainActor
enum IncomingStream {
    /// Each read returns what GTK has received so far, up to this much.
    private static let readSize = 1 << 20

    /// Reads `stream` to its end, telling `arrived` of every chunk (which
    /// ends the read by throwing, when there is too much).
    ///
    /// Each read starts only after the one before has come back to Swift
    /// (GAsync.await resumes from the main queue), never from inside GTK's
    /// callback. GTK 4's X11 selection stream, which every paste and drop
    /// on X11 reads, completes a waiting read from inside its own
    /// bookkeeping and then clears its "pending read" field: a read started
    /// from inside that callback, which finds nothing queued and waits, is
    /// the one cleared, and never completes. That is what made large
    /// pastes hang (README, "What was wrong with large pastes").
    static func readToEnd(_ stream: ObjectReference,
                          arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> Data {
        var data = Data()
        while true {
            let chunk = try await GAsync.await { cancellable, callback, box in
                g_input_stream_read_bytes_async(stream.cast(), gsize(readSize), G_PRIORITY_DEFAULT, cancellable, callback, box)
            } finish: { result throws(FetchError) in
                var error: UnsafeMutablePointer<GError>?
                guard let bytes = g_input_stream_read_bytes_finish(stream.cast(), result, &error) else {
                    throw .transferFailed(GAsync.message(of: &error))
                }
                defer { g_bytes_unref(bytes) }
                var size: gsize = 0
                guard let start = g_bytes_get_data(bytes, &size), size > 0 else { return Data() }
                return Data(bytes: start, count: Int(size))
            }
            guard !chunk.isEmpty else { return data }
            try arrived(chunk.count)
            data.append(chunk)
        }
    }
}
