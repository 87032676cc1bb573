import ArtModel
import CGtk

/// The window's header bar (in document-window.ui): Paste Background, Choose
/// Background…, Take Photo… (while there is a camera), Undo and Redo as
/// buttons, or folded into one "more" menu when the window is narrower than
/// the bar needs, as GTK measures it (HeaderBarLayout decides which, and
/// the action table gives them), and the main menu. Buttons and menu items
/// only name window and application actions, so both forms do the same.
@MainActor
final class DocumentHeaderBar {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The buttons, as packed into the bar (see withoutMinimumWidth).
    private let inlineButtons: UnsafeMutablePointer<GtkWidget>
    private let moreButton: UnsafeMutablePointer<GtkWidget>
    /// The folded menu's labels: Undo and Redo's follow the history.
    private var menuLabels = Dictionary(uniqueKeysWithValues: HeaderBarLayout.Item.allCases.map { ($0, $0.title) })
    private var buttons: [HeaderBarLayout.Item: UnsafeMutablePointer<GtkWidget>] = [:]
    /// Open Recent, kept up to date while this header bar lives.
    private let recent: ObjectReference
    private var recentChanges: SignalConnection?
    /// A new text scale or font changes the widths the bar needs.
    private var fontChanges: [SignalConnection] = []

    init(in layout: Layout) {
        widget = layout.widget("header-bar")
        inlineButtons = layout.widget("inline-buttons")
        moreButton = layout.widget("more")
        recent = layout.object("open-recent")
        let buttons = layout.widget("buttons")
        for item in HeaderBarLayout.Item.allCases {
            let action = item.action
            let button = gtk_button_new_from_icon_name(action.icon)!
            gtk_actionable_set_action_name(button.cast(), action.detailedName)
            Accessibility.nameIconButton(button, item.title, tooltip: Self.withShortcut(item.title, action.accelerators.first))
            gtk_box_append(buttons.cast(), button)
            self.buttons[item] = button
        }
        RecentDocuments.fill(recent)
        // Kept up to date as documents are opened and saved, here or elsewhere,
        // for as long as the window: the manager is the application's.
        recentChanges = SignalConnection(on: gtk_recent_manager_get_default()) { [recent] manager in
            Signal.connect(manager, .recentDocumentsChanged) { RecentDocuments.fill(recent) }
        }
        showMoreMenu()
        showCameraButton()
        showFolded(false)
        if let settings = gtk_widget_get_settings(widget).map(Opaque<ToolkitSettings>.init) {
            fontChanges = ["gtk-xft-dpi", "gtk-font-name"].map { name in
                SignalConnection(on: settings) { settings in
                    Signal.connect(settings, .notify(name)) { [weak self] in self?.relayoutSoon() }
                }
            }
        }
    }

    /// The folded menu, made anew with the labels of the moment: a GMenu's
    /// items cannot change, and a popover whose items were swapped in place
    /// no longer opened with its first item focused.
    private func showMoreMenu() {
        let buttons = ActionMenu.make()
        for item in HeaderBarLayout.Item.allCases { ActionMenu.append(item.action, label: menuLabels[item], to: buttons) }
        let menu = ActionMenu.make()
        ActionMenu.appendSection(buttons, to: menu)
        ActionMenu.appendSection(ActionMenu.make(HeaderBarLayout.foldedEditing), to: menu)
        gtk_menu_button_set_menu_model(moreButton.cast(), menu.cast())
    }

    /// Called with the window's width whenever it changes.
    func fit(width: Double) {
        self.width = width
        relayoutSoon()
    }

    /// Take Photo is there only while a camera is.
    func showCamera(_ hasCamera: Bool) {
        guard hasCamera != self.hasCamera else { return }
        self.hasCamera = hasCamera
        showCameraButton()
        relayoutSoon()
    }

    /// The title is measured with the rest: a longer one may need the room of the buttons.
    func titleChanged() {
        relayoutSoon()
    }

    private func showCameraButton() {
        let shown = HeaderBarLayout.items(hasCamera: hasCamera)
        for (item, button) in buttons { gtk_widget_set_visible(button, shown.contains(item) ? 1 : 0) }
    }

    private var width = Double.infinity
    private var hasCamera = false
    private var shown: HeaderBarLayout?
    private var relayoutQueued = false

    /// On the next turn of the main loop: widths arrive during layout, and
    /// the bar is measured in its unfolded form, which may not change then.
    /// Several changes in one turn are laid out once.
    private func relayoutSoon() {
        guard !relayoutQueued else { return }
        relayoutQueued = true
        Task { [weak self] in
            self?.relayoutQueued = false
            self?.relayout()
        }
    }

    private func relayout() {
        let layout = HeaderBarLayout.forWidth(width, unfoldedWidth: measuredUnfoldedWidth(), hasCamera: hasCamera)
        guard layout != shown else { return }
        shown = layout
        showFolded(layout.isFolded)
    }

    /// The bar's natural width with every button shown, as GTK measures it.
    /// A folded bar is measured unfolded, shown so for the measure only and
    /// put back before any frame is drawn: the bar keeps its title centred,
    /// so what the buttons add cannot be read off the folded bar's width.
    private func measuredUnfoldedWidth() -> Double {
        let folded = shown?.isFolded ?? false
        if folded { showFolded(false) }
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        if folded { showFolded(true) }
        return Double(natural)
    }

    private func showFolded(_ folded: Bool) {
        // The buttons sit in a scroller that never scrolls (header-bar.ui):
        // it asks for no minimum width, so the window can be narrowed past them.
        gtk_widget_set_visible(inlineButtons, folded ? 0 : 1)
        gtk_widget_set_visible(moreButton, folded ? 1 : 0)
    }

    /// Undo and Redo say what they would undo or redo: the buttons in their
    /// tooltips, the folded menu in its items.
    func describe(undo: String?, redo: String?) {
        let undoTooltip = Self.withShortcut(HeaderBarLayout.tooltip(undo: true, actionName: undo), AppAction.undo.accelerators.first)
        let redoTooltip = Self.withShortcut(HeaderBarLayout.tooltip(undo: false, actionName: redo), AppAction.redo.accelerators.first)
        buttons[.undo].map { gtk_widget_set_tooltip_text($0, undoTooltip) }
        buttons[.redo].map { gtk_widget_set_tooltip_text($0, redoTooltip) }
        let labels = menuLabels.merging([.undo: HeaderBarLayout.menuLabel(undo: true, actionName: undo),
                                         .redo: HeaderBarLayout.menuLabel(undo: false, actionName: redo)]) { $1 }
        guard labels != menuLabels else { return }
        menuLabels = labels
        showMoreMenu()
    }

    /// "Paste Background (Ctrl+V)", the keys named as GTK names them in the reader's language.
    private static func withShortcut(_ title: String, _ accelerator: String?) -> String {
        guard let label = accelerator.flatMap(AcceleratorLabel.text) else { return title }
        return localized("{action} ({shortcut})", ["action": title, "shortcut": label])
    }
}
