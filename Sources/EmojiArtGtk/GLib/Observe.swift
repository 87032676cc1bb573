import Observation

/// Calls `onChange` on the main actor after anything that `read` looked at
/// changes, for as long as `owner` lives. Observation reports a change once
/// and before it is stored, so this re-arms itself and reacts a moment later,
/// on the main queue (which the MainLoopBridge runs).
@MainActor
func observe<Owner: AnyObject & Sendable>(_ owner: Owner, reading read: @escaping @Sendable @MainActor (Owner) -> Void,
                               onChange: @escaping @Sendable @MainActor (Owner) -> Void) {
    withObservationTracking {
        read(owner)
    } onChange: { [weak owner] in
        Task { @MainActor in
            guard let owner else { return }
            observe(owner, reading: read, onChange: onChange)
            onChange(owner)
        }
    }
}
