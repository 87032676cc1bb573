/// When a document's view (its zoom and pan, and its window's size) is
/// kept: a second after it settles, so that a document restored after a
/// crash also opens where it was left, and at once when its window closes.
/// Only a document with a file has a view to keep.
@MainActor
public final class ViewKeeper {
    /// How long the view must stay as it is to be kept.
    public static let settleTime = Duration.seconds(1)

    private let settleTime: Duration
    private let keep: @MainActor () -> Void
    private var waiting: Task<Void, Never>?

    /// `keep` writes the view as it is then.
    public init(settleTime: Duration = ViewKeeper.settleTime, keep: @escaping @MainActor () -> Void) {
        self.settleTime = settleTime
        self.keep = keep
    }

    /// The view may have changed: kept once `settleTime` has passed.
    public func viewChanged(hasFile: Bool) {
        guard hasFile, waiting == nil else { return }
        waiting = Task { [weak self, settleTime] in
            try? await Task.sleep(for: settleTime)
            guard let self, !Task.isCancelled else { return }
            waiting = nil
            keep()
        }
    }

    /// The window closes: the view is kept now, and nothing later.
    public func windowClosing(hasFile: Bool) {
        waiting?.cancel()
        waiting = nil
        if hasFile { keep() }
    }
}
