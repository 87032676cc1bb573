/// An image another application is sending by a paste or a drop: its bytes
/// counted against the import limit as they arrive, the words for the
/// progress bar, and the moment to give up on a sender that has gone quiet.
public struct IncomingTransfer: Equatable, Sendable {
    public enum Origin: Equatable, Sendable {
        case clipboard, drop

        /// How failures name where the image came from.
        public var source: String {
            switch self {
            case .clipboard: localized("The clipboard")
            case .drop: localized("The dropped image")
            }
        }
    }

    /// A sender that sends nothing for this long is not going to: the
    /// transfer is ended and the user told.
    public static let silenceLimit = Duration.seconds(15)

    public let origin: Origin
    public let maximumBytes: Int
    public let silenceLimit: Duration
    public private(set) var receivedBytes = 0
    /// When the transfer began, or the last bytes arrived.
    public private(set) var lastHeard: ContinuousClock.Instant

    public init(from origin: Origin, startedAt start: ContinuousClock.Instant = .now,
                maximumBytes: Int = ImageImport.maximumFileBytes, silenceLimit: Duration = Self.silenceLimit) {
        self.origin = origin
        self.maximumBytes = maximumBytes
        self.silenceLimit = silenceLimit
        lastHeard = start
    }

    /// Counts bytes that arrived; past the limit the transfer must end.
    public mutating func receive(_ count: Int, at time: ContinuousClock.Instant) throws(FetchError) {
        receivedBytes += count
        lastHeard = max(lastHeard, time)
        guard receivedBytes <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
    }

    /// Once this passes with nothing more arrived, the sender has gone quiet.
    public var deadline: ContinuousClock.Instant { lastHeard + silenceLimit }

    public func hasGoneQuiet(at time: ContinuousClock.Instant) -> Bool {
        time >= deadline
    }

    /// What the progress bar says: waiting, then how much has arrived.
    public var description: String {
        guard receivedBytes > 0 else {
            return origin == .clipboard ? localized("Reading the clipboard…") : localized("Waiting for the dropped image…")
        }
        let megabytes = Self.megabytes(receivedBytes)
        return origin == .clipboard
            ? localized("Receiving the pasted image… {megabytes} MB", ["megabytes": megabytes])
            : localized("Receiving the dropped image… {megabytes} MB", ["megabytes": megabytes])
    }

    /// One decimal, the same in every locale (as `Int.grouped`).
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
