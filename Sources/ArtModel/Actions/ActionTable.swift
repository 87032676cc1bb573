/// Every action of the app, once. `all` is in the Keyboard Shortcuts
/// window's order.
extension AppAction {
    public static var all: [AppAction] { [
        newWindow, open, openRecent, save, saveAs, reloadFromDisk, keepMine, export, print, copyImage, close, quit,
        pasteBackground, chooseBackground, takePhoto,
        undo, redo, cut, copy, paste, duplicate, selectAll, delete, rotateLeft, rotateRight, flipHorizontally,
        bringToFront, sendToBack,
        zoomIn, zoomOut, zoomToFit,
        paletteNext, paletteGoTo, paletteEdit, paletteNew, paletteDelete, paletteManager,
        shortcuts, about,
    ] }

    // Documents
    public static var newWindow: AppAction {
        AppAction("new-window", .application, label: localized("_New Window"), accelerators: ["<Control>n"],
                  shortcut: (.documents, localized("New window")))
    }
    public static var open: AppAction {
        AppAction("open", .application, label: localized("_Open…"), accelerators: ["<Control>o"],
                  shortcut: (.documents, localized("Open")))
    }
    /// Takes the document's URI; Open Recent's items name it.
    public static var openRecent: AppAction { AppAction("open-recent", .application) }
    public static var save: AppAction {
        AppAction("save", .window, label: localized("_Save"), accelerators: ["<Control>s"], shortcut: (.documents, localized("Save")))
    }
    public static var saveAs: AppAction {
        AppAction("save-as", .window, label: localized("Save _As…"), accelerators: ["<Control><Shift>s"],
                  shortcut: (.documents, localized("Save as")))
    }
    /// The banner's answers when another program changed the document's file.
    public static var reloadFromDisk: AppAction { AppAction("reload", .window, label: localized("_Reload")) }
    public static var keepMine: AppAction { AppAction("keep-mine", .window, label: localized("_Keep Mine")) }
    /// PNG, JPEG, WebP, PDF or SVG, at a size, of the whole picture or the selection.
    public static var export: AppAction {
        AppAction("export", .window, label: localized("_Export…"), accelerators: ["<Control>e"], enabled: .hasPicture,
                  shortcut: (.documents, localized("Export the picture")))
    }
    public static var print: AppAction {
        AppAction("print", .window, label: localized("Pr_int…"), accelerators: ["<Control>p"], enabled: .hasPicture,
                  shortcut: (.documents, localized("Print the picture")))
    }
    public static var copyImage: AppAction {
        AppAction("copy-image", .window, label: localized("_Copy as Image"), accelerators: ["<Control><Shift>c"],
                  enabled: .hasPicture, shortcut: (.documents, localized("Copy as image")))
    }
    public static var close: AppAction {
        AppAction("close", .window, accelerators: ["<Control>w"], shortcut: (.documents, localized("Close the window")))
    }
    public static var quit: AppAction {
        AppAction("quit", .application, accelerators: ["<Control>q"], shortcut: (.documents, localized("Quit")))
    }

    // Backgrounds
    /// Only ever the background; Paste (Ctrl+V) takes emojis first.
    public static var pasteBackground: AppAction {
        AppAction("paste-background", .window, label: localized("Paste Background"), icon: "edit-paste-symbolic",
                  accelerators: ["<Control><Shift>v"], shortcut: (.backgrounds, localized("Paste background")))
    }
    public static var chooseBackground: AppAction {
        AppAction("choose-background", .window, label: localized("Choose Background…"), icon: "insert-image-symbolic",
                  accelerators: ["<Control><Shift>o"], shortcut: (.backgrounds, localized("Choose background")))
    }

    public static var takePhoto: AppAction {
        AppAction("take-photo", .window, label: localized("Take Photo…"), icon: "camera-photo-symbolic",
                  accelerators: ["<Control><Shift>p"], enabled: .hasCamera,
                  shortcut: (.backgrounds, localized("Take a photo for the background")), hiddenWhenDisabled: true)
    }

    // Editing
    public static var undo: AppAction {
        AppAction("undo", .window, label: localized("Undo"), icon: "edit-undo-symbolic", accelerators: ["<Control>z"],
                  enabled: .canUndo, shortcut: (.editing, localized("Undo")))
    }
    public static var redo: AppAction {
        AppAction("redo", .window, label: localized("Redo"), icon: "edit-redo-symbolic", accelerators: ["<Control><Shift>z", "<Control>y"],
                  enabled: .canRedo, shortcut: (.editing, localized("Redo")))
    }
    public static var cut: AppAction {
        AppAction("cut", .window, label: localized("Cu_t"), accelerators: ["<Control>x"], enabled: .hasSelection,
                  shortcut: (.editing, localized("Cut the selected emojis")))
    }
    public static var copy: AppAction {
        AppAction("copy", .window, label: localized("_Copy"), accelerators: ["<Control>c"], enabled: .hasSelection,
                  shortcut: (.editing, localized("Copy the selected emojis")))
    }
    /// Copied emojis, or emojis in copied text; otherwise what Paste Background takes.
    public static var paste: AppAction {
        AppAction("paste", .window, label: localized("_Paste"), accelerators: ["<Control>v"],
                  shortcut: (.editing, localized("Paste emojis, or an image as the background")))
    }
    public static var duplicate: AppAction {
        AppAction("duplicate", .window, label: localized("_Duplicate"), accelerators: ["<Control>d"], enabled: .hasSelection,
                  shortcut: (.editing, localized("Duplicate the selected emojis")))
    }
    public static var selectAll: AppAction {
        AppAction("select-all", .window, label: localized("Select All"), accelerators: ["<Control>a"],
                  shortcut: (.editing, localized("Select all emojis")))
    }
    /// Delete and BackSpace reach the canvas as keys (CanvasCommand); this is the context menu's.
    public static var delete: AppAction { AppAction("delete", .window, label: localized("Delete"), enabled: .hasSelection) }
    public static var rotateLeft: AppAction {
        AppAction("rotate-left", .window, label: localized("Rotate _Left"), accelerators: ["<Control>bracketleft"],
                  enabled: .hasSelection, shortcut: (.editing, localized("Rotate the selection a quarter turn left")))
    }
    public static var rotateRight: AppAction {
        AppAction("rotate-right", .window, label: localized("Rotate _Right"), accelerators: ["<Control>bracketright"],
                  enabled: .hasSelection, shortcut: (.editing, localized("Rotate the selection a quarter turn right")))
    }
    /// `h` on the canvas (CanvasCommand); this is the menus'.
    public static var flipHorizontally: AppAction {
        AppAction("flip-horizontally", .window, label: localized("_Flip Horizontally"), enabled: .hasSelection)
    }
    public static var bringToFront: AppAction {
        AppAction("bring-to-front", .window, label: localized("Bring to Front"), enabled: .hasSelection)
    }
    public static var sendToBack: AppAction {
        AppAction("send-to-back", .window, label: localized("Send to Back"), enabled: .hasSelection)
    }

    // View
    public static var zoomIn: AppAction {
        AppAction("zoom-in", .window, accelerators: ["<Control>plus", "<Control>equal", "<Control>KP_Add"],
                  shortcut: (.view, localized("Zoom in")), listing: ["<Control>plus"])
    }
    public static var zoomOut: AppAction {
        AppAction("zoom-out", .window, accelerators: ["<Control>minus", "<Control>KP_Subtract"],
                  shortcut: (.view, localized("Zoom out")), listing: ["<Control>minus"])
    }
    public static var zoomToFit: AppAction {
        AppAction("zoom-to-fit", .window, label: localized("Zoom to Fit"), accelerators: ["<Control>0"],
                  shortcut: (.view, localized("Zoom to fit")))
    }

    // Palettes
    public static var paletteNext: AppAction { AppAction("palette-next", .window) }
    /// Takes the palette's id; the Go To menu's items name it.
    public static var paletteGoTo: AppAction { AppAction("palette-go-to", .window) }
    public static var paletteEdit: AppAction { AppAction("palette-edit", .window, label: localized("_Edit Palette…")) }
    public static var paletteNew: AppAction { AppAction("palette-new", .window, label: localized("_New Palette")) }
    public static var paletteDelete: AppAction {
        AppAction("palette-delete", .window, label: localized("_Delete Palette"), enabled: .canDeletePalette)
    }
    public static var paletteManager: AppAction {
        AppAction("palette-manager", .window, label: localized("_Palette Manager"))
    }

    // Help
    public static var shortcuts: AppAction {
        AppAction("shortcuts", .application, label: localized("_Keyboard Shortcuts"), accelerators: ["<Control>question"],
                  shortcut: (.general, localized("Keyboard shortcuts")))
    }
    public static var about: AppAction { AppAction("about", .application, label: localized("A_bout EmojiArt")) }
}
