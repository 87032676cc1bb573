import Foundation
import Observation

/// Turns images from outside the app into the document's background: files,
/// image bytes, decoded pixels and web addresses, picked, pasted, dropped
/// or photographed. Every import goes through one pipeline (`begin`): it
/// replaces the one under way, shows its progress, is stopped by `cancel()`
/// (Escape), and tells `onFailure` of every failure. Slow work (reading,
/// fetching, converting) runs off the main actor; the document changes only
/// once the image is known to be usable, as one "Set Background" step.
@MainActor
@Observable
public final class BackgroundImporter {
    public enum Status: Equatable, Sendable {
        case idle
        /// `fraction` is nil while the size is unknown.
        case working(description: String, fraction: Double?)
    }

    public private(set) var status: Status = .idle
    /// The last web image fetched, so a `.url` background can be drawn.
    public private(set) var fetched: (url: URL, data: Data)?
    /// The last picture checked on its way in (stored or fetched), which
    /// the canvas takes over instead of reading it again.
    @ObservationIgnored public private(set) var checked: CheckedPicture?
    /// Told about every import that did not change the background.
    @ObservationIgnored public var onFailure: (@MainActor (BackgroundFailure) -> Void)?

    private let document: EmojiArtDocument
    private let loader: any ImageLoading
    @ObservationIgnored private var work: Task<Void, Never>?

    public init(document: EmojiArtDocument, loader: any ImageLoading = ImageFetcher()) {
        self.document = document
        self.loader = loader
    }

    /// Ends the import under way, if any, changing nothing; returns whether
    /// there was one.
    @discardableResult
    public func cancel() -> Bool {
        let wasWorking = status != .idle
        work?.cancel()
        work = nil
        status = .idle
        return wasWorking
    }

    /// Pasted or dropped content as the background. Returns false for
    /// what is no background: text that is not an address (it may still be
    /// emojis), copied emojis, nothing.
    @discardableResult
    public func importContent(_ content: ExternalContent, from origin: IncomingTransfer.Origin) -> Bool {
        switch content {
        case .imageBytes(let data):
            importImageBytes(data, describedAs: origin == .clipboard ? localized("The clipboard’s image") : localized("The dropped image"))
        case .files(let urls):
            importFiles(urls)
        case .text(let text):
            guard let source = BackgroundSource(text: text) else { return false }
            importSource(source)
        case .emojis, .nothing:
            return false
        }
        return true
    }

    /// Files from a file manager or links from a browser: a web link is
    /// fetched; otherwise the first file that is an image becomes the background.
    public func importFiles(_ urls: [URL]) {
        if let first = urls.first, case .webImage(let url)? = BackgroundSource(url: first) {
            return importWebImage(url)
        }
        let files = urls.filter(\.isFileURL)
        guard let first = files.first else { return report(.unusableDrop) }
        let status = files.count == 1
            ? localized("Reading “{file}”…", ["file": first.lastPathComponent])
            : localized("Reading {count} file…", plural: "Reading {count} files…", count: files.count)
        run(status) { [loader] progress throws(BackgroundFailure) in
            var firstFailure: BackgroundFailure?
            for file in files {
                let name = Self.quoted(file.lastPathComponent)
                do throws(BackgroundFailure) {
                    let data = try await Self.load(file, with: loader, describedAs: name, progress: progress)
                    return (name, try Self.check(data, describedAs: name))
                } catch {
                    firstFailure = firstFailure ?? error
                }
            }
            throw firstFailure ?? .unusableDrop
        } then: { [weak self] (found: (name: String, picture: CheckedPicture)) throws(BackgroundFailure) in
            try await self?.storeImageBytes(found.picture.data, describedAs: found.name, checked: found.picture)
        }
    }

    /// A file's name as alerts quote it.
    nonisolated static func quoted(_ name: String) -> String {
        localized("“{file}”", ["file": name])
    }

    private func report(_ failure: BackgroundFailure) {
        onFailure?(failure)
    }

    public func importSource(_ source: BackgroundSource) {
        switch source {
        case .imageFile(let url): importFile(url)
        case .webImage(let url): importWebImage(url)
        }
    }

    /// An image file: its bytes become the background.
    public func importFile(_ url: URL) {
        let name = Self.quoted(url.lastPathComponent)
        run(localized("Reading “{file}”…", ["file": url.lastPathComponent])) { [loader] progress throws(BackgroundFailure) in
            try await Self.load(url, with: loader, describedAs: name, progress: progress)
        } then: { [weak self] data throws(BackgroundFailure) in
            try await self?.storeImageBytes(data, describedAs: name)
        }
    }

    /// Image bytes (pasted or dropped): JPEG kept, others converted (ImageImport).
    public func importImageBytes(_ data: Data, describedAs source: String = localized("The image")) {
        run(localized("Preparing the image…")) { _ throws(BackgroundFailure) in data } then: { [weak self] data throws(BackgroundFailure) in
            try await self?.storeImageBytes(data, describedAs: source)
        }
    }

    /// A photo from the camera, encoded as JPEG off the main thread and then
    /// stored as any image is (one "Set Background" step).
    public func importPhoto(_ photo: RGBAImage) {
        let source = localized("The photo")
        run(localized("Preparing the photo…")) { _ throws(BackgroundFailure) in
            do throws(ImageError) { return try JPEGCodec.encode(photo, quality: Self.photoQuality) } catch {
                throw .notAnImage(source: source, error)
            }
        } then: { [weak self] jpeg throws(BackgroundFailure) in
            try await self?.storeImageBytes(jpeg, describedAs: source)
        }
    }

    /// High, as for a camera's own JPEGs: the photo is kept as it is encoded.
    nonisolated static let photoQuality = 92

    /// Reads what another application sends for a paste or a drop. It gets
    /// `arrived` to count each chunk of bytes as it comes (which throws once
    /// there are too many), returns what was read, and ends at once with
    /// `.cancelled` when its task is cancelled.
    public typealias Receive = @MainActor (_ arrived: @escaping @MainActor (Int) throws(FetchError) -> Void)
        async throws(FetchError) -> ExternalContent

    /// A paste or a drop from another application, imported once it has
    /// all arrived. The progress bar shows it arriving; a sender quiet for
    /// the transfer's silence limit ends it (`.didNotArrive`), and
    /// `cancel()` ends it silently. Nothing changes until it has arrived.
    /// `otherwise` is given what arrived that is no background (emojis
    /// dropped or pasted) and says whether it used it; `unused` is the
    /// failure told when neither did (a paste's); `finished` is told once, however
    /// it ends, whether what arrived was used (a drop tells its source).
    public func importArriving(_ transfer: IncomingTransfer, _ receive: @escaping Receive,
                               otherwise: @escaping @MainActor (ExternalContent) -> Bool = { _ in false },
                               unused: BackgroundFailure? = nil,
                               finished: @escaping @MainActor (_ used: Bool) -> Void = { _ in }) {
        let progress = TransferProgress(transfer)
        begin(transfer.description) { [weak self] () throws(BackgroundFailure) in
            var used = false
            defer { finished(used) }
            let outcome = await withTaskGroup(of: Arrival.self) { group in
                group.addTask { await self?.receiving(with: receive, progress: progress) ?? .failed(.cancelled) }
                group.addTask { await Self.watchingForSilence(progress) }
                let first = await group.next() ?? .failed(.cancelled)
                group.cancelAll()
                return first
            }
            guard let self, !Task.isCancelled else { return }
            switch outcome {
            case .arrived(let content):
                status = .idle
                used = importContent(content, from: transfer.origin) || otherwise(content)
                if !used, let unused { throw unused }
            case .quiet: throw .didNotArrive(transfer.origin)
            case .failed(let error): throw .loadFailed(source: transfer.origin.source, error)
            }
        }
    }

    private func receiving(with receive: Receive, progress: TransferProgress) async -> Arrival {
        do throws(FetchError) {
            return .arrived(try await receive { [weak self] count throws(FetchError) in
                guard !Task.isCancelled else { throw .cancelled }
                try progress.transfer.receive(count, at: .now)
                self?.status = .working(description: progress.transfer.description, fraction: nil)
            })
        } catch {
            return .failed(error)
        }
    }

    /// Sleeps until the transfer's deadline, which each arrival moves on.
    private static func watchingForSilence(_ progress: TransferProgress) async -> Arrival {
        while !progress.transfer.hasGoneQuiet(at: .now) {
            do { try await Task.sleep(until: progress.transfer.deadline) } catch { return .failed(.cancelled) }
        }
        return .quiet
    }

    private enum Arrival: Sendable {
        case arrived(ExternalContent)
        case quiet
        case failed(FetchError)
    }

    /// The transfer as the receiver and the watch for silence both see it.
    @MainActor
    private final class TransferProgress {
        var transfer: IncomingTransfer
        init(_ transfer: IncomingTransfer) { self.transfer = transfer }
    }

    /// A web image: fetched and checked, then set as a `.url` background.
    public func importWebImage(_ url: URL) {
        fetchWebImage(url) { [weak self] in self?.document.setBackground(.url(url)) }
    }

    /// Fetches the image of a `.url` background the document already has,
    /// so it can be drawn; the document does not change.
    public func showWebImage(_ url: URL) {
        guard fetched?.url != url else { return }
        fetchWebImage(url) {}
    }

    private func fetchWebImage(_ url: URL, then finish: @escaping @MainActor () -> Void) {
        let address = url.absoluteString
        run(localized("Loading {host}…", ["host": url.host ?? address])) { [loader] progress throws(BackgroundFailure) in
            let data = try await Self.load(url, with: loader, describedAs: address, progress: progress)
            return try Self.check(data, describedAs: address)
        } then: { [weak self] (picture: CheckedPicture) in
            self?.checked = picture
            self?.fetched = (url, picture.data)
            finish()
        }
    }

    private nonisolated static func load(_ url: URL, with loader: any ImageLoading, describedAs source: String,
                                         progress: @escaping @Sendable (FetchProgress) -> Void)
        async throws(BackgroundFailure) -> Data {
        do {
            return try await loader.load(url, progress: progress)
        } catch let error as FetchError {
            throw .loadFailed(source: source, error)
        } catch {
            throw .loadFailed(source: source, .transferFailed(error.localizedDescription))
        }
    }

    private nonisolated static func check(_ data: Data, describedAs source: String) throws(BackgroundFailure) -> CheckedPicture {
        do throws(ImageError) {
            return try CheckedPicture(checking: data)
        } catch {
            throw .notAnImage(source: source, error)
        }
    }

    /// Checks the bytes (unless that was done: `checked`), converts them if
    /// need be, and makes them the background; a JPEG, kept as it is, is
    /// handed to the canvas as checked.
    private func storeImageBytes(_ data: Data, describedAs source: String, checked: CheckedPicture? = nil)
        async throws(BackgroundFailure) {
        let stored = await Task.detached { () -> Result<(Data, CheckedPicture), ImageError> in
            Result { () throws(ImageError) in
                let picture = if let checked { checked } else { try CheckedPicture(checking: data) }
                return (try ImageImport.imageData(from: data, checked: picture), picture)
            }
        }.value
        switch stored {
        case .success(let (jpeg, picture)):
            self.checked = picture.about(jpeg)
            document.setBackground(.imageData(jpeg))
        case .failure(let error): throw .notAnImage(source: source, error)
        }
    }

    /// Runs `produce` off the main actor (with progress reports), then
    /// `store`, through the pipeline.
    private func run<Value: Sendable>(_ description: String,
                                      produce: @escaping @Sendable (@escaping @Sendable (FetchProgress) -> Void)
                                          async throws(BackgroundFailure) -> Value,
                                      then store: @escaping @MainActor (Value) async throws(BackgroundFailure) -> Void) {
        let report: @Sendable (FetchProgress) -> Void = { [weak self] progress in
            Task { @MainActor in self?.show(progress) }
        }
        begin(description) { () throws(BackgroundFailure) in
            let value = try await produce(report)
            guard !Task.isCancelled else { return }
            try await store(value)
        }
    }

    /// The one pipeline every import goes through: it replaces the import
    /// under way, shows `description`, runs `body`, tells `onFailure` of
    /// every failure (a cancelled one is silent), and is idle once done.
    private func begin(_ description: String, _ body: @escaping @MainActor () async throws(BackgroundFailure) -> Void) {
        work?.cancel()
        status = .working(description: description, fraction: nil)
        work = Task { [weak self] in
            do throws(BackgroundFailure) {
                try await body()
            } catch {
                if !Task.isCancelled, !error.isCancellation { self?.onFailure?(error) }
            }
            guard !Task.isCancelled else { return }
            self?.status = .idle
        }
    }

    private func show(_ progress: FetchProgress) {
        guard case .working(let description, _) = status else { return }
        status = .working(description: description, fraction: progress.fraction)
    }
}
