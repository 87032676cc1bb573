import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How far a fetch has got. `expectedBytes` is known when the server sent a
/// Content-Length.
public struct FetchProgress: Equatable, Sendable {
    public var receivedBytes: Int
    public var expectedBytes: Int?

    public var fraction: Double? {
        expectedBytes.flatMap { $0 > 0 ? min(Double(receivedBytes) / Double($0), 1) : nil }
    }
}

/// Anything that loads a URL's bytes: the real fetcher, or a test's. Throws
/// FetchError.
public protocol ImageLoading: Sendable {
    func load(_ url: URL, progress: @escaping @Sendable (FetchProgress) -> Void) async throws -> Data
}

/// Loads images from http(s) with a size cap, timeouts, cancellation and
/// progress, never following a redirect to anything but http(s); and from
/// file URLs through ImageFileReader.
public struct ImageFetcher: ImageLoading {
    public var maximumBytes = ImageImport.maximumFileBytes
    /// Seconds without any data before giving up, and for the whole transfer.
    public var idleTimeout: TimeInterval = 15
    public var totalTimeout: TimeInterval = 120
    public static let maximumRedirects = 5

    public init() {}

    public func load(_ url: URL, progress: @escaping @Sendable (FetchProgress) -> Void) async throws -> Data {
        switch url.scheme?.lowercased() {
        case "file":
            let maximumBytes = maximumBytes
            let result = await Task.detached { Result { () throws(FetchError) in try ImageFileReader.read(url, maximumBytes: maximumBytes) } }.value
            return try result.get()
        case "http", "https":
            return try await download(url, progress: progress)
        default:
            throw FetchError.unsupportedScheme(url.scheme ?? "")
        }
    }

    private func download(_ url: URL, progress: @escaping @Sendable (FetchProgress) -> Void) async throws(FetchError) -> Data {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = idleTimeout
        configuration.timeoutIntervalForResource = totalTimeout
        let transfer = Transfer(maximumBytes: maximumBytes, progress: progress)
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: URLRequest(url: url))
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(task, continuation: continuation)
            }
        } onCancel: {
            transfer.fail(.cancelled)
        }
        return try result.get()
    }
}

/// One download's state, fed by URLSession's delegate callbacks on its own
/// queue; the lock guards it against the cancellation handler.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maximumBytes: Int
    private let progress: @Sendable (FetchProgress) -> Void
    private let lock = NSLock()
    private var received = Data()
    private var expected: Int?
    private var redirects = 0
    private var failure: FetchError?
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<Result<Data, FetchError>, Never>?

    init(maximumBytes: Int, progress: @escaping @Sendable (FetchProgress) -> Void) {
        self.maximumBytes = maximumBytes
        self.progress = progress
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<Result<Data, FetchError>, Never>) {
        lock.withLock {
            self.task = task
            self.continuation = continuation
        }
        if lock.withLock({ failure }) != nil { task.cancel() } else { task.resume() }
    }

    /// Stops the transfer; the first reason given is the one reported.
    func fail(_ error: FetchError) {
        record(error)
        // Not from inside a delegate callback, where FoundationNetworking
        // only acts on the cancellation once the transfer times out.
        let task = lock.withLock { self.task }
        DispatchQueue.global().async { task?.cancel() }
    }

    /// Remembers why the transfer is failing, for the redirect callback,
    /// which stops it through its completion handler (cancelling the task
    /// from inside it crashes FoundationNetworking).
    private func record(_ error: FetchError) {
        lock.withLock { if failure == nil { failure = error } }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        // Refusing through the disposition (.cancel) left transfers waiting
        // for the idle timeout; allowing and then cancelling ends them at once.
        completionHandler(.allow)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return fail(.httpStatus(http.statusCode))
        }
        let length = response.expectedContentLength
        if length > maximumBytes {
            return fail(.tooLarge(maximumBytes: maximumBytes))
        }
        lock.withLock { expected = length > 0 ? Int(length) : nil }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let update: FetchProgress? = lock.withLock {
            guard failure == nil else { return nil }
            received.append(data)
            return FetchProgress(receivedBytes: received.count, expectedBytes: expected)
        }
        guard let update else { return }
        if update.receivedBytes > maximumBytes {
            fail(.tooLarge(maximumBytes: maximumBytes))
        } else {
            progress(update)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let allowed = lock.withLock { () -> Bool in
            redirects += 1
            let scheme = request.url?.scheme?.lowercased()
            return redirects <= ImageFetcher.maximumRedirects && (scheme == "http" || scheme == "https")
        }
        if !allowed { record(.redirectRefused) }
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<Result<Data, FetchError>, Never>?, Result<Data, FetchError>) = lock.withLock {
            let continuation = self.continuation
            self.continuation = nil
            if let failure { return (continuation, .failure(failure)) }
            if let error { return (continuation, .failure(Self.translate(error))) }
            return (continuation, .success(received))
        }
        continuation?.resume(returning: result)
    }

    private static func translate(_ error: any Error) -> FetchError {
        guard let urlError = error as? URLError else { return .unreachable(error.localizedDescription) }
        switch urlError.code {
        case .timedOut: return .timedOut
        case .cancelled: return .cancelled
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .redirectRefused
        case .cannotConnectToHost: return .unreachable(localized("connection refused"))
        case .cannotFindHost, .dnsLookupFailed: return .unreachable(localized("no such host"))
        default: return .unreachable(urlError.localizedDescription)
        }
    }
}
