/// The alerts of one window: one on screen at a time, the rest waiting, and
/// an alert already showing or waiting is not added again (the original
/// keyed its alerts by id).
public struct AlertQueue: Sendable {
    public struct Alert: Hashable, Sendable {
        public let title: String
        public let message: String

        public init(title: String, message: String) {
            self.title = title
            self.message = message
        }
    }

    public private(set) var showing: Alert?
    public private(set) var waiting: [Alert] = []

    public init() {}

    /// Whether `alert` is on screen or waiting.
    public func contains(_ alert: Alert) -> Bool {
        showing == alert || waiting.contains(alert)
    }

    /// Returns the alert to put on screen now, if any.
    public mutating func add(_ alert: Alert) -> Alert? {
        guard !contains(alert) else { return nil }
        guard showing == nil else {
            waiting.append(alert)
            return nil
        }
        showing = alert
        return alert
    }

    /// The one on screen was closed: returns the next to show, if any.
    public mutating func dismiss() -> Alert? {
        showing = waiting.isEmpty ? nil : waiting.removeFirst()
        return showing
    }
}
