import ArtModel
import CGtk
import Foundation

/// Under the canvas: the chosen palette's name (a button that moves on to the
/// next palette, as the original's tap did), a menu (edit, new, delete,
/// manage, go to), and the palette's emojis. Each window chooses for itself;
/// the last choice is remembered for the next launch.
@MainActor
final class PaletteChooser {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let store: PaletteStore
    private let choiceStorage: PaletteChoiceStorage
    private(set) var chosen: Palette.ID
    private let nameButton: UnsafeMutablePointer<GtkWidget>
    private let strip: PaletteStrip
    private let goTo = ObjectReference(taking: g_menu_new())

    init(store: PaletteStore, choiceStorage: PaletteChoiceStorage, onActivate: @escaping @MainActor (String) -> Void) {
        self.store = store
        self.choiceStorage = choiceStorage
        chosen = choiceStorage.load().flatMap { store.palette(id: $0)?.id } ?? store.palettes[0].id
        strip = PaletteStrip(onActivate: onActivate)

        nameButton = gtk_button_new_with_label("")
        gtk_widget_add_css_class(nameButton, "flat")
        gtk_widget_add_css_class(nameButton, "palette-name")
        gtk_actionable_set_action_name(nameButton.cast(), AppAction.paletteNext.detailedName)
        gtk_widget_set_tooltip_text(nameButton, localized("Next Palette"))

        let menu: OpaquePointer = g_menu_new()
        let actions = ActionMenu.make([.paletteEdit, .paletteNew, .paletteDelete, .paletteManager])
        g_menu_append_section(menu, nil, actions.cast())
        g_menu_append_submenu(menu, localized("_Go To"), goTo.cast())
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(menuButton.cast(), "view-more-symbolic")
        gtk_menu_button_set_menu_model(menuButton.cast(), menu.cast())
        gtk_menu_button_set_direction(menuButton.cast(), GTK_ARROW_UP)
        Accessibility.nameIconButton(menuButton, localized("Palette Menu"))
        gtk_widget_add_css_class(menuButton, "flat")
        g_object_unref(menu.raw)
        g_object_unref(actions.raw)

        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(widget, "palette-chooser")
        gtk_box_append(widget.cast(), menuButton)
        gtk_box_append(widget.cast(), nameButton)
        gtk_box_append(widget.cast(), strip.widget)

        observe(self, reading: { _ = $0.store.palettes }) { $0.refresh() }
        refresh()
    }

    func choose(_ id: Palette.ID) {
        guard store.palette(id: id) != nil else { return }
        chosen = id
        choiceStorage.save(id)
        refresh()
    }

    func chooseNext() {
        choose(store.palette(after: chosen).id)
    }

    private func refresh() {
        if store.palette(id: chosen) == nil { chosen = store.palettes[0].id }
        let palette = store.palette(id: chosen)
        gtk_button_set_label(nameButton.cast(), palette?.displayName ?? "")
        strip.show(palette)
        g_menu_remove_all(goTo.opaque)
        for other in store.palettes {
            let item = g_menu_item_new(other.displayName.replacingOccurrences(of: "_", with: "__"), nil)  // no mnemonics
            g_menu_item_set_action_and_target_value(item, AppAction.paletteGoTo.detailedName, g_variant_new_int32(Int32(other.id)))
            g_menu_append_item(goTo.opaque, item)
            g_object_unref(item?.raw)
        }
    }
}
