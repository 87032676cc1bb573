/// When a new window is first shown: once its canvas can show the picture
/// or a stand-in of it, so that its first frame is never an empty canvas,
/// but no later than `WindowRules.firstFramePatience`, so a slow decode
/// does not hold it back; whichever comes first, once.
@MainActor
public final class FirstPresentation {
    private var present: (@MainActor () -> Void)?

    /// Waits `patience` at most, then calls `present`, unless `ready` did first.
    public init(patience: Duration = WindowRules.firstFramePatience, present: @escaping @MainActor () -> Void) {
        self.present = present
        Task { [weak self] in
            try? await Task.sleep(for: patience)
            self?.ready()
        }
    }

    /// The canvas can show the picture, or patience ran out: presents, the first time only.
    public func ready() {
        let present = present
        self.present = nil
        present?()
    }
}
