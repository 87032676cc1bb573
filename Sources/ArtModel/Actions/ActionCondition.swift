/// When an action can be used; the shell asks again after every change.
public enum ActionCondition: Sendable {
    case always
    case canUndo
    case canRedo
    case hasSelection
    /// Something to export or copy: a background or at least one emoji.
    case hasPicture
    /// Deleting a palette leaves one at least (PaletteStore.canRemove).
    case canDeletePalette
    /// A camera is connected (CameraList.isAvailable).
    case hasCamera

    public func holds(in state: ActionState) -> Bool {
        switch self {
        case .always: true
        case .canUndo: state.canUndo
        case .canRedo: state.canRedo
        case .hasSelection: state.hasSelection
        case .hasPicture: state.hasPicture
        case .canDeletePalette: state.canDeletePalette
        case .hasCamera: state.hasCamera
        }
    }
}

/// What the action conditions depend on, for one window.
public struct ActionState: Equatable, Sendable {
    public var canUndo = false
    public var canRedo = false
    public var hasSelection = false
    public var hasPicture = false
    public var canDeletePalette = false
    public var hasCamera = false

    public init(canUndo: Bool = false, canRedo: Bool = false, hasSelection: Bool = false, hasPicture: Bool = false,
                canDeletePalette: Bool = false, hasCamera: Bool = false) {
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.hasSelection = hasSelection
        self.hasPicture = hasPicture
        self.canDeletePalette = canDeletePalette
        self.hasCamera = hasCamera
    }

    @MainActor
    public init(document: EmojiArtDocument, palettes: PaletteStore, cameras: CameraList) {
        self.init(canUndo: document.canUndo, canRedo: document.canRedo, hasSelection: !document.selection.isEmpty,
                  hasPicture: document.background != .blank || !document.emojis.isEmpty, canDeletePalette: palettes.canRemove,
                  hasCamera: cameras.isAvailable)
    }
}
