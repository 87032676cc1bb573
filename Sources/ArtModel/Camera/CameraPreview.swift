/// The camera dialog's life, fed with the times things happen (seconds on
/// any steady clock): waiting for the first picture, showing pictures, the
/// moment the taken photo is held still, and the end.
public struct CameraPreview: Equatable, Sendable {
    /// With no picture by then, the camera is given up on.
    public static let firstFrameLimit = 5.0
    /// How long the taken photo stays still before the dialog closes.
    public static let freezeDuration = 0.3

    public enum Phase: Equatable, Sendable {
        case waiting(since: Double)
        case showing
        /// The photo taken, shown still until the time given.
        case frozen(until: Double)
        case finished
    }

    /// What the dialog does next.
    public enum Step: Equatable, Sendable {
        case none
        /// Show the picture that arrived.
        case show
        /// Close and set the held photo as the background.
        case usePhoto
        /// Close and tell the failure.
        case fail(CameraFailure)
    }

    public private(set) var phase: Phase

    public init(openedAt time: Double) {
        phase = .waiting(since: time)
    }

    /// Take Photo needs a picture to take, and only one is taken.
    public var canTakePhoto: Bool { phase == .showing }

    public mutating func pictureArrived() -> Step {
        switch phase {
        case .waiting, .showing:
            phase = .showing
            return .show
        case .frozen, .finished:
            return .none
        }
    }

    public mutating func takePhoto(at time: Double) -> Bool {
        guard canTakePhoto else { return false }
        phase = .frozen(until: time + Self.freezeDuration)
        return true
    }

    /// The camera reported an error, or ended its stream (`error` nil).
    public mutating func stopped(_ error: CameraError?) -> Step {
        let picturesSeen: Bool
        switch phase {
        case .waiting: picturesSeen = false
        case .showing: picturesSeen = true
        // The photo is taken: what the camera does now no longer matters.
        case .frozen, .finished: return .none
        }
        phase = .finished
        return .fail(error.map { CameraFailure.from($0, picturesSeen: picturesSeen) } ?? CameraFailure.ended(picturesSeen: picturesSeen))
    }

    /// Called on every frame of the dialog's clock.
    public mutating func tick(at time: Double) -> Step {
        switch phase {
        case .waiting(let since) where time - since >= Self.firstFrameLimit:
            phase = .finished
            return .fail(.noPicture)
        case .frozen(let until) where time >= until:
            phase = .finished
            return .usePhoto
        default:
            return .none
        }
    }

    /// Cancelled, or the window closed: nothing more happens.
    public mutating func cancel() {
        phase = .finished
    }
}
