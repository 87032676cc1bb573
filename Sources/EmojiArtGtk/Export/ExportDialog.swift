import ArtModel
import CGtk
import Foundation

/// Export… (export-options.ui): the picture's format, size, JPEG or WebP
/// quality, and whether only the selected emojis, chosen over the window
/// and remembered for next time; Enter or Export… then asks where, in the
/// file chooser, where a name ending in another format's extension has the
/// last word.
@MainActor
final class ExportDialog {
    private let dialog: DialogWindow
    private let formatPicker: UnsafeMutablePointer<GtkWidget>
    private let sizePicker: UnsafeMutablePointer<GtkWidget>
    private let quality: UnsafeMutablePointer<GtkWidget>
    private let selectionOnly: UnsafeMutablePointer<GtkWidget>
    private let exportButton: UnsafeMutablePointer<GtkWidget>
    /// The longest sides offered, nil first for the picture's own size.
    private static let sides: [Int?] = [nil] + ExportOptions.offeredSides

    /// `ownSize` is the picture's at its own size, when known; `export` gets
    /// what was chosen and where to write it.
    static func present(over window: UnsafeMutablePointer<GtkWindow>, storage: ExportOptionStorage, name: String,
                        ownSize: Size?, hasSelection: Bool,
                        then export: @escaping @MainActor (ExportOptions, URL) -> Void) {
        let chooser = ExportDialog(remembered: storage.load(), ownSize: ownSize, hasSelection: hasSelection)
        Signal.connect(chooser.exportButton, .clicked) { [unowned chooser] in
            let options = chooser.chosen
            storage.save(options)
            chooser.dialog.close()
            DocumentChooser.chooseExportLocation(suggesting: name, as: options.format, over: window) { url, format in
                var named = options
                named.format = format
                export(named, url)
            }
        }
        GObjectAttachment.attach(chooser, to: chooser.dialog.widget)
        // On Export…, so that Enter exports as chosen last time (a drop-down takes Enter to open).
        chooser.dialog.present(over: window.cast(), focusing: chooser.exportButton)
    }

    private init(remembered: ExportOptions, ownSize: Size?, hasSelection: Bool) {
        let layout = Layout("export-options.ui")
        dialog = DialogWindow(title: localized("Export Picture"), width: 400, height: -1, content: layout.widget("content"),
                              dismiss: (localized("_Cancel"), localized("Cancel (Escape)")))
        formatPicker = layout.widget("format")
        sizePicker = layout.widget("size")
        quality = layout.widget("quality")
        selectionOnly = layout.widget("selection-only")
        exportButton = layout.widget("export")
        dialog.packEnd(exportButton)
        dialog.setDefaultWidget(exportButton)

        let formatNames = ExportFormat.allCases.map { "\($0.name) (.\($0.fileExtension))" }
        CStringArray.with(formatNames) { gtk_drop_down_set_model(formatPicker.cast(), gtk_string_list_new($0)) }
        gtk_drop_down_set_selected(formatPicker.cast(), guint(ExportFormat.allCases.firstIndex(of: remembered.format) ?? 0))
        let own = ownSize.map { localized("Its own size, {width} × {height} pixels", ["width": String(Int($0.width)), "height": String(Int($0.height))]) }
            ?? localized("Its own size")
        let sizeNames = Self.sides.map { side in side.map { localized("{pixels} pixels on the longest side", ["pixels": String($0)]) } ?? own }
        CStringArray.with(sizeNames) { gtk_drop_down_set_model(sizePicker.cast(), gtk_string_list_new($0)) }
        gtk_drop_down_set_selected(sizePicker.cast(), guint(Self.sides.firstIndex(of: remembered.longestSide) ?? 0))
        gtk_spin_button_set_value(quality.cast(), Double(remembered.quality))
        gtk_widget_set_visible(selectionOnly, hasSelection ? 1 : 0)

        let qualityLabel = layout.widget("quality-label")
        let showQuality = { [unowned self] in
            let lossy = chosenFormat.isLossy
            gtk_widget_set_visible(quality, lossy ? 1 : 0)
            gtk_widget_set_visible(qualityLabel, lossy ? 1 : 0)
        }
        showQuality()
        Signal.connect(formatPicker, .notifySelected) { showQuality() }
    }

    private var chosenFormat: ExportFormat {
        let index = Int(gtk_drop_down_get_selected(formatPicker.cast()))
        return ExportFormat.allCases.indices.contains(index) ? ExportFormat.allCases[index] : .png
    }

    private var chosen: ExportOptions {
        let sideIndex = Int(gtk_drop_down_get_selected(sizePicker.cast()))
        return ExportOptions(format: chosenFormat, longestSide: Self.sides.indices.contains(sideIndex) ? Self.sides[sideIndex] : nil,
                             quality: Int(gtk_spin_button_get_value_as_int(quality.cast())),
                             selectionOnly: gtk_check_button_get_active(selectionOnly.cast()) != 0)
    }
}
