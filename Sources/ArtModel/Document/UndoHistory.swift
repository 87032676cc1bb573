/// A named snapshot history. Foundation has no UndoManager on Linux, and value
/// snapshots of the document are cheap (arrays and Data are copy-on-write).
public struct UndoHistory<State> {
    private struct Step {
        let actionName: String
        let state: State
        /// Which recorded change this is; kept as the step moves between undo and redo.
        let serial: Int
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    private var recorded = 0
    public let limit: Int

    public init(limit: Int = 200) {
        self.limit = limit
    }

    public var undoActionName: String? { undoSteps.last?.actionName }
    public var redoActionName: String? { redoSteps.last?.actionName }
    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }
    /// The change an undo would take back now, told apart from every other
    /// change ever recorded (nil when there is none).
    public var undoSerial: Int? { undoSteps.last?.serial }

    /// Records that `actionName` is about to change the state away from
    /// `before`; returns the step's serial.
    @discardableResult
    public mutating func record(_ actionName: String, before: State) -> Int {
        recorded += 1
        undoSteps.append(Step(actionName: actionName, state: before, serial: recorded))
        if undoSteps.count > limit {
            undoSteps.removeFirst(undoSteps.count - limit)
        }
        redoSteps.removeAll()
        return recorded
    }

    /// Returns the state to restore, remembering `current` for redo.
    public mutating func undo(from current: State) -> State? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(Step(actionName: step.actionName, state: current, serial: step.serial))
        return step.state
    }

    public mutating func redo(from current: State) -> State? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(Step(actionName: step.actionName, state: current, serial: step.serial))
        return step.state
    }
}
