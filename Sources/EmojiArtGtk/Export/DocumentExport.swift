import ArtModel
import Foundation

/// Makes a document's picture off the main thread: the background's bytes
/// (fetched if need be), then the rendering.
enum DocumentExport {
    static func picture(of art: EmojiArt, fetched: (url: URL, data: Data)? = nil,
                        longestSide: Int? = nil) async throws(ExportFailure) -> RenderedDocument {
        let bytes = try await ExportBackground.bytes(for: art.background, fetched: fetched)
        return try await offMain { () throws(ExportFailure) in
            try RenderedDocument.render(art, backgroundBytes: bytes, longestSide: longestSide)
        }
    }

    /// The picture as PNG bytes, drawn a band at a time.
    static func png(of art: EmojiArt, fetched: (url: URL, data: Data)? = nil) async throws(ExportFailure) -> Data {
        let bytes = try await ExportBackground.bytes(for: art.background, fetched: fetched)
        return try await offMain { () throws(ExportFailure) in
            let painter = try PicturePainter(ExportSource(art, backgroundBytes: bytes), emojis: art.emojis)
            var png = Data()
            try failure { try BandedPictureWriter.write(painter, as: ExportOptions(format: .png), to: { png.append($0) }) }
            return png
        }
    }

    /// The picture to print, at most PrintedPicture.largestSide pixels a side.
    static func printedPicture(of art: EmojiArt, fetched: (url: URL, data: Data)? = nil) async throws(ExportFailure) -> PrintedPicture {
        let bytes = try await ExportBackground.bytes(for: art.background, fetched: fetched)
        return try await offMain { () throws(ExportFailure) in
            try PrintedPicture(RenderedDocument.render(art, backgroundBytes: bytes, longestSide: PrintedPicture.largestSide))
        }
    }

    /// Writes the picture as `options` say: PNG, JPEG or WebP pixels, or a
    /// PDF or SVG whose emojis stay glyphs. PNG and JPEG are drawn and
    /// written a band at a time, at the background's full resolution.
    static func write(_ art: EmojiArt, fetched: (url: URL, data: Data)? = nil, options: ExportOptions,
                      to url: URL) async throws(ExportFailure) {
        let bytes = try await ExportBackground.bytes(for: art.background, fetched: fetched)
        try await offMain { () throws(ExportFailure) in
            if BandedPictureWriter.writes(options.format) {
                let source = try ExportSource(art, backgroundBytes: bytes, longestSide: options.longestSide, maximumPixels: .max)
                let painter = PicturePainter(source, emojis: art.emojis)
                return try failure { try AtomicFileWriter.write(to: url) { try BandedPictureWriter.write(painter, as: options, to: $0) } }
            }
            let data = if options.format.keepsEmojisAsGlyphs {
                try VectorPicture(art, backgroundBytes: bytes, longestSide: options.longestSide).document(as: options.format)
            } else {
                try RenderedDocument.render(art, backgroundBytes: bytes, longestSide: options.longestSide,
                                            maximumSide: options.format.largestSide ?? ExportLayout.maximumSide)
                    .encoded(as: options)
            }
            try write(data, to: url)
        }
    }

    /// `work`, run on a thread of its own: drawing and encoding take seconds for large pictures.
    private static func offMain<Value: Sendable>(_ work: @escaping @Sendable () throws(ExportFailure) -> Value)
        async throws(ExportFailure) -> Value {
        try await Task.detached(priority: .userInitiated) { Result { () throws(ExportFailure) in try work() } }.value.get()
    }

    /// Writes `data` so that an existing file is replaced whole or not at all.
    static func write(_ data: Data, to url: URL) throws(ExportFailure) {
        try failure { try AtomicFileWriter.write(data, to: url) }
    }

    /// Runs `work`, its errors said as an export's.
    private static func failure(_ work: () throws -> Void) throws(ExportFailure) {
        do {
            try work()
        } catch let failure as ExportFailure {
            throw failure
        } catch let error as ImageError {
            throw .notWritten(error.message)
        } catch {
            throw .notWritten(error.localizedDescription)
        }
    }
}
