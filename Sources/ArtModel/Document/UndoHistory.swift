/// A named snapshot history. Foundation has no UndoManager on Linux, and value
/// snapshots of the document are cheap (arrays and Data are copy-on-write).
public struct UndoHistory<State> {
    private struct Step {
        let actionName: String
        let state: State
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    public let limit: Int

    public init(limit: Int = 200) {
        self.limit = limit
    }

    public var undoActionName: String? { undoSteps.last?.actionName }
    public var redoActionName: String? { redoSteps.last?.actionName }
    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Records that `actionName` is about to change the state away from `before`.
    public mutating func record(_ actionName: String, before: State) {
        undoSteps.append(Step(actionName: actionName, state: before))
        if undoSteps.count > limit {
            undoSteps.removeFirst(undoSteps.count - limit)
        }
        redoSteps.removeAll()
    }

    /// Returns the state to restore, remembering `current` for redo.
    public mutating func undo(from current: State) -> State? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(Step(actionName: step.actionName, state: current))
        return step.state
    }

    public mutating func redo(from current: State) -> State? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(Step(actionName: step.actionName, state: current))
        return step.state
    }
}
