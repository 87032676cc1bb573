import Testing
@testable import ArtModel

/// The one table of actions: what the header bar, the menus, the
/// accelerators and the Keyboard Shortcuts window are all built from.
@Suite struct ActionTableTests {
    @Test func everyAcceleratorBelongsToOneActionOnly() {
        let accelerators = AppAction.all.flatMap(\.accelerators)
        #expect(accelerators.count == Set(accelerators).count)
    }

    @Test func everyActionIsInTheTableOnceByName() {
        let names = AppAction.all.map(\.detailedName)
        #expect(names.count == Set(names).count)
    }

    @Test func everyActionWithAnAcceleratorIsInTheShortcutsWindowWithKeysItHas() {
        let listed = KeyboardShortcut.groups.flatMap(\.shortcuts)
        for action in AppAction.all where !action.accelerators.isEmpty {
            guard let shortcut = action.shortcut else {
                Issue.record("\(action.detailedName) has keys but no line")
                continue
            }
            #expect(listed.contains(shortcut))
            #expect(!shortcut.keys.isEmpty && shortcut.keys.allSatisfy(action.accelerators.contains), "\(action.detailedName)")
        }
        #expect(listed.count == Set(listed.map(\.title)).count, "each line says something of its own")
    }

    @Test func theKeysTheCanvasHandlesAreListedToo() {
        let keys = Set(KeyboardShortcut.groups.flatMap(\.shortcuts).flatMap(\.keys))
        for key in ["Delete", "BackSpace", "Escape", "Left", "Right", "Up", "Down", "plus", "minus", "Tab", "space",
                    "bracketleft", "bracketright", "h"] {
            #expect(CanvasCommand.forKey(key, modifiers: []) != nil, "\(key) does something")
            #expect(keys.contains(key), "\(key) is listed")
        }
    }

    @Test func theShortcutsWindowKeepsItsGroupsInOrder() {
        let groups = KeyboardShortcut.groups
        #expect(groups.map(\.group) == [.documents, .backgrounds, .editing, .view, .general])
        #expect(groups.allSatisfy { !$0.shortcuts.isEmpty })
        #expect(groups[0].shortcuts.map(\.title) == ["New window", "Open", "Save", "Save as", "Export the picture", "Print the picture", "Copy as image",
                                                     "Close the window", "Quit"])
        #expect(groups[1].shortcuts.last?.title == "Stop a background that is loading or arriving")
    }

    @Test func theHeaderBarsButtonsAreActionsWithIconsLabelsAndShortcuts() {
        for item in HeaderBarLayout.Item.allCases {
            #expect(item.action.scope == .window)
            #expect(item.action.icon != nil && item.action.label != nil && !item.action.accelerators.isEmpty)
        }
        #expect(HeaderBarLayout.Item.undo.title == "Undo")
        #expect(AppAction.pasteBackground.detailedName == "win.paste-background")
    }

    @Test func actionsAreEnabledByTheirRules() {
        let empty = ActionState()
        let busy = ActionState(canUndo: true, canRedo: true, hasSelection: true, hasPicture: true, canDeletePalette: true, hasCamera: true)
        for action in AppAction.all {
            #expect(action.enabled.holds(in: busy), "\(action.detailedName) with everything to act on")
        }
        let disabledWhenEmpty = AppAction.all.filter { !$0.enabled.holds(in: empty) }.map(\.name)
        #expect(disabledWhenEmpty == ["export", "print", "copy-image", "take-photo", "undo", "redo", "cut", "copy", "duplicate",
                                      "delete", "rotate-left", "rotate-right", "flip-horizontally", "bring-to-front",
                                      "send-to-back", "palette-delete"])
        // Only Take Photo is hidden, not greyed, when it cannot be used.
        #expect(AppAction.all.filter(\.hiddenWhenDisabled).map(\.name) == ["take-photo"])
    }

    @Test @MainActor func aDocumentHasAPictureWithABackgroundOrAnEmoji() {
        let document = EmojiArtDocument()
        let one = PaletteStore(palettes: [Palette(name: "Only", emojis: "🐝", id: 1)])
        let noCamera = CameraList()
        #expect(!ActionState(document: document, palettes: one, cameras: noCamera).hasPicture)
        _ = document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        let state = ActionState(document: document, palettes: one, cameras: noCamera)
        #expect(state.hasPicture && state.canUndo && !state.canRedo && !state.canDeletePalette && !state.hasCamera)
        let camera = CameraList([CameraDevice(id: "1", name: "Webcam", source: .v4l2)])
        #expect(ActionState(document: document, palettes: one, cameras: camera).hasCamera)
    }
}
