import ArtModel
import CGtk

/// Work the user asked for (an export, a copy as image, a save) runs to its
/// end even when its window goes: the application is held while it runs;
/// with no document window left, a FinishingWindow says what is being
/// finished; and a failure is told over a window still there (OngoingWork
/// decides which), the job lasting until that alert is answered when only
/// the FinishingWindow is left to show it.
@MainActor
final class WorkKeeper {
    struct Failure {
        let title: String
        let message: String
    }

    private let application: UnsafeMutablePointer<GtkApplication>
    /// The document windows open now, most recently used first.
    private let documentWindows: @MainActor () -> [DocumentWindow]
    private var work = OngoingWork<ObjectIdentifier>()
    private var finishing: FinishingWindow?

    init(application: UnsafeMutablePointer<GtkApplication>, documentWindows: @escaping @MainActor () -> [DocumentWindow]) {
        self.application = application
        self.documentWindows = documentWindows
        Signal.connect(application, .windowRemoved) { [unowned self] window in
            if OpaquePointer(finishing?.window) == window {
                finishing = nil
            } else {
                showWhatIsFinishing()
            }
        }
    }

    /// The window that says what is being finished, while there is one.
    var finishingWindow: UnsafeMutablePointer<GtkWindow>? { finishing?.window }

    /// Runs `body` for `window`, on the main actor (it awaits its slow parts
    /// off it), keeping the application until it returns; what it returns
    /// is a failure to tell, or nil.
    func run(_ description: String, from window: DocumentWindow, _ body: @escaping @MainActor () async -> Failure?) {
        let job = work.begin(description, in: ObjectIdentifier(window))
        g_application_hold(application.cast())
        Task {
            if let failure = await body() { await tell(failure, of: job) }
            work.end(job)
            showWhatIsFinishing()
            g_application_release(application.cast())
        }
    }

    private func tell(_ failure: Failure, of job: OngoingWork<ObjectIdentifier>.Job) async {
        let open = documentWindows()
        let teller = OngoingWork.windowToTell(failureOf: job, openWindows: open.map(ObjectIdentifier.init))
        if let window = open.first(where: { ObjectIdentifier($0) == teller }) {
            Alert.show(title: failure.title, message: failure.message, over: window.window)
        } else if let finishing {
            await withCheckedContinuation { (answered: CheckedContinuation<Void, Never>) in
                Alert.show(title: failure.title, message: failure.message, over: finishing.window, answered: answered.resume)
            }
        }
    }

    private func showWhatIsFinishing() {
        let descriptions = work.finishing(openWindows: documentWindows().map(ObjectIdentifier.init))
        if descriptions.isEmpty {
            finishing?.close()
            finishing = nil
        } else {
            let shown = finishing ?? FinishingWindow(application: application)
            finishing = shown
            shown.show(descriptions)
        }
    }
}
