import ArtModel
import CGtk

/// GIO's asynchronous calls take a C callback and a pointer; this boxes a
/// Swift closure as that pair and calls it once, on the main thread, with
/// the GAsyncResult to finish the call with.
@MainActor
enum GAsync {
    typealias Completion = @MainActor (OpaquePointer?) -> Void

    static func callback(_ completion: @escaping Completion) -> (GAsyncReadyCallback, gpointer) {
        let box = CallbackBox.retained(completion)
        let callback: GAsyncReadyCallback = { _, result, box in
            guard let box else { return }
            let completion = CallbackBox<Completion>.taken(box)
            // GIO answers on the main thread: its result is carried into assumeIsolated.
            nonisolated(unsafe) let result = result
            MainActor.assumeIsolated { completion(result) }
        }
        return (callback, box)
    }

    typealias Start = (_ cancellable: UnsafeMutablePointer<GCancellable>, GAsyncReadyCallback, gpointer) -> Void

    /// Awaits one GIO call: `start` begins it, `finish` reads its result.
    /// Cancelling the task cancels the call and ends the wait at once with
    /// `.cancelled`, without waiting for GIO's answer, because a GTK stream
    /// may never answer at all; an answer that comes later is finished and
    /// dropped (so whatever `finish` returns must let go of what it holds).
    ///
    /// The awaiting code resumes from the main queue, after GIO's callback
    /// has returned, never inside it: so a loop of reads never starts the
    /// next one from inside the stream’s own completion (see IncomingStream).
    static func await<Value: Sendable>(_ start: Start,
                             finish: @escaping @MainActor (OpaquePointer?) throws(FetchError) -> Value)
        async throws(FetchError) -> Value {
        guard !Task.isCancelled, let cancellable = g_cancellable_new() else { throw .cancelled }
        defer { g_object_unref(cancellable) }
        let waiter = Waiter<Value>()
        // Cancelling a GCancellable is thread-safe: the cancellation handler may run anywhere.
        nonisolated(unsafe) let cancelled = cancellable
        return try await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.continuation = continuation
                let (callback, box) = callback { result in
                    let answer = Result { () throws(FetchError) in try finish(result) }
                    if !waiter.resume(answer) { Probes.report(.lateAnswerDropped) }
                }
                start(cancellable, callback, box)
            }
        } onCancel: {
            g_cancellable_cancel(cancelled)  // thread-safe, as GCancellable is
            Task { @MainActor in waiter.resume(.failure(.cancelled)) }
        }.get()
    }

    /// Resumes an await once: with GIO's answer or with its cancellation,
    /// whichever comes first.
    @MainActor
    private final class Waiter<Value: Sendable> {
        var continuation: CheckedContinuation<Result<Value, FetchError>, Never>?

        /// False when the await had already ended.
        @discardableResult
        func resume(_ result: Result<Value, FetchError>) -> Bool {
            guard let continuation else { return false }
            continuation.resume(returning: result)
            self.continuation = nil
            return true
        }
    }

    /// The message of a GError, which is then freed.
    static func message(of error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message) } ?? localized("unknown error")
    }
}
