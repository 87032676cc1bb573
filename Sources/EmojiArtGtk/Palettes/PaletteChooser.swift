import ArtModel
import CGtk
import Foundation

/// Under the canvas: the chosen palette's name (a button that moves on to the
/// next palette, as the original's tap did), a menu (edit, new, delete,
/// manage, go to), and the palette's emojis. Each window chooses for itself;
/// the last choice is remembered for the next launch.
@MainActor
final class PaletteChooser {
    private let store: PaletteStore
    private let choiceStorage: PaletteChoiceStorage
    private(set) var chosen: Palette.ID
    private let nameButton: UnsafeMutablePointer<GtkWidget>
    private let strip: PaletteStrip
    /// The menu's Go To submenu, filled with the palettes.
    private let goTo: ObjectReference

    /// The chooser document-window.ui declares.
    init(store: PaletteStore, choiceStorage: PaletteChoiceStorage, in layout: Layout,
         onActivate: @escaping @MainActor (String) -> Void) {
        self.store = store
        self.choiceStorage = choiceStorage
        chosen = choiceStorage.load().flatMap { store.palette(id: $0)?.id } ?? store.palettes[0].id
        strip = PaletteStrip(stack: layout.widget("palette-strip"), onActivate: onActivate)
        nameButton = layout.widget("palette-name")
        goTo = layout.object("palette-go-to")
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
            ActionMenu.append(label: other.displayName.replacingOccurrences(of: "_", with: "__"),  // no mnemonics
                              action: .paletteGoTo, target: g_variant_new_int32(Int32(other.id)), to: goTo)
        }
    }
}
