import Foundation
import Observation

/// Turns images from outside the app into the document's background: files,
/// image bytes, decoded pixels and web addresses. Slow work (reading,
/// fetching, converting) runs off the main actor; the document changes only
/// once the image is known to be usable, as one "Set Background" step.
/// Starting another import cancels the one under way.
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

    /// Pasted or dropped content as the background. Returns false for text
    /// that is not an address (a drop may still use it as an emoji); a paste
    /// of such text, or of nothing, is told to `onFailure`.
    @discardableResult
    public func importContent(_ content: ExternalContent, pasted: Bool) -> Bool {
        switch content {
        case .imageBytes(let data):
            importImageBytes(data, describedAs: pasted ? localized("The clipboard’s image") : localized("The dropped image"))
        case .files(let urls):
            importFiles(urls)
        case .text(let text):
            guard let source = BackgroundSource(text: text) else {
                if pasted { report(.nothingToPaste) }
                return false
            }
            importSource(source)
        case .nothing:
            if pasted { report(.nothingToPaste) }
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
        run(status) { [loader] progress in
            var firstFailure: BackgroundFailure?
            for file in files {
                let name = Self.quoted(file.lastPathComponent)
                do {
                    let data = try await Self.load(file, with: loader, describedAs: name, progress: progress)
                    let info = try ImageImport.check(data)
                    return (data, name, info)
                } catch let error as ImageError {
                    firstFailure = firstFailure ?? .notAnImage(source: name, error)
                } catch let failure as BackgroundFailure {
                    firstFailure = firstFailure ?? failure
                }
            }
            throw firstFailure ?? .unusableDrop
        } then: { [weak self] (found: (data: Data, name: String, info: ImageInfo)) in
            try await self?.storeImageBytes(found.data, describedAs: found.name, checked: found.info)
        }
    }

    /// A file's name as alerts quote it.
    nonisolated static func quoted(_ name: String) -> String {
        localized("“{file}”", ["file": name])
    }

    public func report(_ failure: BackgroundFailure) {
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
        run(localized("Reading “{file}”…", ["file": url.lastPathComponent])) { [loader] progress in
            try await Self.load(url, with: loader, describedAs: name, progress: progress)
        } then: { [weak self] data in
            try await self?.storeImageBytes(data, describedAs: name)
        }
    }

    /// Image bytes (pasted or dropped): JPEG kept, others converted (ImageImport).
    public func importImageBytes(_ data: Data, describedAs source: String = localized("The image")) {
        run(localized("Preparing the image…")) { _ in data } then: { [weak self] data in
            try await self?.storeImageBytes(data, describedAs: source)
        }
    }

    /// A photo from the camera, encoded as JPEG off the main thread and then
    /// stored as any image is (one "Set Background" step).
    public func importPhoto(_ photo: RGBAImage) {
        let source = localized("The photo")
        run(localized("Preparing the photo…")) { _ in
            do throws(ImageError) { return try JPEGCodec.encode(photo, quality: Self.photoQuality) } catch {
                throw BackgroundFailure.notAnImage(source: source, error)
            }
        } then: { [weak self] jpeg in
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
    public func importArriving(_ transfer: IncomingTransfer, _ receive: @escaping Receive) {
        work?.cancel()
        status = .working(description: transfer.description, fraction: nil)
        let progress = TransferProgress(transfer)
        work = Task { [weak self] in
            let outcome = await withTaskGroup(of: Arrival.self) { group in
                group.addTask { await self?.receiving(with: receive, progress: progress) ?? .failed(.cancelled) }
                group.addTask { await Self.watchingForSilence(progress) }
                let first = await group.next() ?? .failed(.cancelled)
                group.cancelAll()
                return first
            }
            guard let self, !Task.isCancelled else { return }
            status = .idle
            switch outcome {
            case .arrived(let content): importContent(content, pasted: transfer.origin == .clipboard)
            case .quiet: report(.didNotArrive(transfer.origin))
            case .failed(.cancelled): break
            case .failed(let error): report(.loadFailed(source: transfer.origin.source, error))
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
        run(localized("Loading {host}…", ["host": url.host ?? address])) { [loader] progress in
            let data = try await Self.load(url, with: loader, describedAs: address, progress: progress)
            do {
                _ = try ImageImport.check(data)
            } catch let error as ImageError {
                throw BackgroundFailure.notAnImage(source: address, error)
            }
            return data
        } then: { [weak self] (data: Data) in
            self?.fetched = (url, data)
            finish()
        }
    }

    private nonisolated static func load(_ url: URL, with loader: any ImageLoading, describedAs source: String,
                                         progress: @escaping @Sendable (FetchProgress) -> Void) async throws -> Data {
        do {
            return try await loader.load(url, progress: progress)
        } catch let error as FetchError {
            throw BackgroundFailure.loadFailed(source: source, error)
        }
    }

    /// `checked`: what ImageImport.check already said of these bytes, so a
    /// large JPEG is not decoded twice.
    private func storeImageBytes(_ data: Data, describedAs source: String, checked: ImageInfo? = nil)
        async throws(BackgroundFailure) {
        let converted = await Task.detached { () -> Result<Data, ImageError> in
            Result { () throws(ImageError) in try ImageImport.imageData(from: data, checked: checked) }
        }.value
        switch converted {
        case .success(let jpeg): document.setBackground(.imageData(jpeg))
        case .failure(let error): throw .notAnImage(source: source, error)
        }
    }

    /// Runs `produce` (with progress reports) and then `store`, replacing any
    /// import under way; failures go to `onFailure`, cancellation is silent.
    private func run<Value: Sendable>(_ description: String,
                                      produce: @escaping @Sendable (@escaping @Sendable (FetchProgress) -> Void) async throws -> Value,
                                      then store: @escaping @MainActor (Value) async throws -> Void) {
        work?.cancel()
        status = .working(description: description, fraction: nil)
        let report: @Sendable (FetchProgress) -> Void = { [weak self] progress in
            Task { @MainActor in self?.show(progress) }
        }
        work = Task { [weak self] in
            do {
                let value = try await produce(report)
                try Task.checkCancellation()
                try await store(value)
            } catch is CancellationError {
            } catch let failure as BackgroundFailure {
                if case .loadFailed(_, .cancelled) = failure {} else if !Task.isCancelled { self?.onFailure?(failure) }
            } catch {}
            guard !Task.isCancelled else { return }
            self?.status = .idle
        }
    }

    private func show(_ progress: FetchProgress) {
        guard case .working(let description, _) = status else { return }
        status = .working(description: description, fraction: progress.fraction)
    }
}
