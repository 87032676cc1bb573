import Foundation

/// One thread of its own that runs jobs in order at a lower priority than
/// the main thread (nice 10), so rendering tiles on one core never takes a
/// frame's time from the other. Closed when its owner goes.
// Unchecked: its jobs and state are guarded by `condition`.
final class BackgroundThread: @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [@Sendable () -> Void] = []
    private var closed = false

    init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    func async(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Runs `job` before every job waiting.
    func asyncFirst(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.insert(job, at: 0)
            condition.signal()
        }
    }

    /// Lets the thread finish once its queued jobs are done.
    func close() {
        condition.withLock {
            closed = true
            condition.signal()
        }
    }

    private func run() {
        // On Linux the nice value is per thread, and 0 names the calling one.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        while true {
            let job: (@Sendable () -> Void)? = condition.withLock {
                while jobs.isEmpty, !closed { condition.wait() }
                return jobs.isEmpty ? nil : jobs.removeFirst()
            }
            guard let job else { return }
            job()
        }
    }
}
