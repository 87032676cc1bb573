import ArtModel
import CGtk
import Foundation

/// The window's actions (ActionTable.swift says which, with their keys and
/// rules), and what a few of them do.
extension DocumentWindow {
    func installActions(application: UnsafeMutablePointer<GtkApplication>) {
        let actions = ActionInstaller(map: window, prefix: "win", application: application)
        func add(_ action: AppAction, _ handler: @escaping @MainActor () -> Void) {
            let added = actions.add(action, handler)
            if case .always = action.enabled { return }
            conditional.append((action.enabled, added))
        }
        add(.save) { [unowned self] in save() }
        add(.saveAs) { [unowned self] in saveAs() }
        add(.reloadFromDisk) { [unowned self] in reloadFromDisk() }
        add(.keepMine) { [unowned self] in keepMine() }
        add(.export) { [unowned self] in exportPicture() }
        add(.print) { [unowned self] in printPicture() }
        add(.copyImage) { [unowned self] in copyAsImage() }
        add(.close) { [unowned self] in gtk_window_close(window) }
        add(.zoomToFit) { [unowned self] in canvas.zoomToFit() }
        add(.zoomIn) { [unowned self] in canvas.zoom(by: ScrollRule.keyboardZoomStep) }
        add(.zoomOut) { [unowned self] in canvas.zoom(by: 1 / ScrollRule.keyboardZoomStep) }
        add(.undo) { [unowned self] in document.undo() }
        add(.redo) { [unowned self] in document.redo() }
        add(.pasteBackground) { [unowned self] in paste(.backgroundOnly) }
        addEditing(.cut, textAction: "clipboard.cut") { [unowned self] in cutSelection() }
        addEditing(.copy, textAction: "clipboard.copy") { [unowned self] in copySelection() }
        addEditing(.paste, textAction: "clipboard.paste") { [unowned self] in paste(.anything) }
        add(.duplicate) { [unowned self] in duplicateSelection() }
        add(.chooseBackground) { [unowned self] in
            PicturePicker.open(over: window, pick: { [importer] url in importer.importFile(url) }) { [unowned self] in
                BackgroundChooser.choose(over: window, startingIn: BackgroundFolder(settings: settings)) { [importer] file in importer.importFile(file) }
            }
        }
        add(.takePhoto) { [unowned self] in
            CameraDialog.open(cameras, over: window) { [importer] photo in importer.importPhoto(photo) }
        }
        add(.paletteNext) { [unowned self] in chooser.chooseNext() }
        actions.add(.paletteGoTo) { [unowned self] (id: Int) in chooser.choose(id) }
        add(.paletteEdit) { [unowned self] in PaletteEditor.open(chooser.chosen, in: palettes, over: window.widget) }
        add(.paletteNew) { [unowned self] in
            let palette = palettes.insert(name: localized("New Palette"), at: (palettes.index(of: chooser.chosen) ?? -1) + 1)
            chooser.choose(palette.id)
            PaletteEditor.open(palette.id, in: palettes, over: window.widget)
        }
        add(.paletteDelete) { [unowned self] in
            guard let removal = palettes.remove(id: chooser.chosen) else { return }
            toasts.show(removal.announcement) { [palettes] in palettes.restore(removal) }
        }
        add(.paletteManager) { [unowned self] in PaletteManager.open(palettes, over: window.widget) }
        addEditing(.selectAll, textAction: "selection.select-all") { [unowned self] in document.selectAll() }
        add(.delete) { [unowned self] in canvas.interaction.perform(.deleteSelection) }
        add(.rotateLeft) { [unowned self] in canvas.interaction.perform(.rotateSelection(degrees: -90)) }
        add(.rotateRight) { [unowned self] in canvas.interaction.perform(.rotateSelection(degrees: 90)) }
        add(.flipHorizontally) { [unowned self] in canvas.interaction.perform(.flipSelection) }
        add(.bringToFront) { [unowned self] in document.bringToFront(document.selection) }
        add(.sendToBack) { [unowned self] in document.sendToBack(document.selection) }

        /// Application shortcuts come before the focused widget in GTK 4, so
        /// Ctrl+C in a text field (the palette search, a dialog inside the
        /// window) would copy emojis: there the field's own action runs.
        func addEditing(_ action: AppAction, textAction: String, _ handler: @escaping @MainActor () -> Void) {
            add(action) { [unowned self] in
                let focus = gtk_root_get_focus(window.cast())
                if let focus, gtk_widget_activate_action_variant(focus, textAction, nil) != 0 { return }
                handler()
            }
        }
    }

    func updateActionSensitivity() {
        header.describe(undo: document.undoActionName, redo: document.redoActionName)
        let state = ActionState(document: document, palettes: palettes, cameras: cameras.cameras)
        header.showCamera(state.hasCamera)
        canvas.emptyState.hasCamera = state.hasCamera
        for (condition, action) in conditional { ActionInstaller.setEnabled(action, condition.holds(in: state)) }
    }

    /// A background that was not set: in a toast, whose Details shows the
    /// alert; in the alert itself when the user is asked (a paste that did
    /// not arrive can be tried again).
    func tell(_ failure: BackgroundFailure) {
        let alert: @MainActor () -> Void = { [window] in Alert.show(title: failure.title, message: failure.message, over: window) }
        if let toast = failure.toast {
            toasts.show(toast, button: failure.hasDetails ? localized("Details") : nil, perform: alert)
        } else if failure.offersTryAgain {
            Alert.show(title: failure.title, message: failure.message, over: window,
                       tryAgain: { [weak self] in self.map { $0.paste($0.lastPaste) } })
        } else {
            alert()
        }
    }

    /// Escape stops a background being read, fetched or received, wherever
    /// the focus is in the window; otherwise it goes on to the focused
    /// widget (the canvas clears its selection with it).
    func stopImportsWithEscape() {
        let keys = Opaque<EventController>(gtk_event_controller_key_new())
        gtk_event_controller_set_propagation_phase(keys.cast(), GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(keys) { [importer] keyval, _ in
            keyval == guint(GDK_KEY_Escape) && importer.cancel()
        }
        gtk_widget_add_controller(window.widget, keys.cast())
    }
}
