/// The work a user asked for that must end even if its window goes: an
/// export, a copy as image, a save. While any is under way the application
/// stays (the shell holds it); with no document window left, it shows what
/// it is finishing; and a failure is told over a window that is still there.
/// `Window` is whatever the shell tells its windows apart by.
public struct OngoingWork<Window: Hashable & Sendable>: Sendable {
    public struct Job: Equatable, Sendable {
        public let id: Int
        /// What is shown while it runs ("Exporting “poster.png”…").
        public let description: String
        /// The window it was started from.
        public let window: Window
    }

    public private(set) var jobs: [Job] = []
    private var lastID = 0

    public init() {}

    public mutating func begin(_ description: String, in window: Window) -> Job {
        lastID += 1
        let job = Job(id: lastID, description: description, window: window)
        jobs.append(job)
        return job
    }

    /// The job is over, and its failure, if it had one, was told.
    public mutating func end(_ job: Job) {
        jobs.removeAll { $0.id == job.id }
    }

    /// What the application says it is finishing: the jobs still under way
    /// when no document window is left to show them, and nothing otherwise.
    public func finishing(openWindows: [Window]) -> [String] {
        openWindows.isEmpty ? jobs.map(\.description) : []
    }

    /// The window a failure of `job` is told over: its own while it is
    /// open, else the document window used last (`openWindows` comes most
    /// recently used first); nil when none is left, for the window that
    /// shows what is being finished (the failed job keeps it there).
    public static func windowToTell(failureOf job: Job, openWindows: [Window]) -> Window? {
        openWindows.contains(job.window) ? job.window : openWindows.first
    }
}
