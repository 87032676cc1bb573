import ArtModel
import CDialogs
import CGtk
import Foundation

/// "Choose Background…": the desktop's file chooser, showing the image
/// formats the app opens (ImageFormat), opening in Pictures the first time
/// and then where the last background was picked (BackgroundFolder).
@MainActor
enum BackgroundChooser {
    static func choose(over window: UnsafeMutablePointer<GtkWindow>, startingIn folder: BackgroundFolder,
                       then use: @escaping @MainActor (URL) -> Void) {
        let filter = FileDialog.filter(localized("Images"), fileExtensions: ImageFormat.fileExtensions.sorted(),
                                       mimeTypes: ImageFormat.mimeTypes)
        let pictures = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { URL(fileURLWithPath: String(cString: $0)) }
        FileDialog.choose(EMOJIART_CHOOSE_ONE_FILE, title: localized("Choose Background"), accept: localized("_Choose"),
                          filter: filter, in: folder.initial(pictures: pictures), over: window) { files in
            guard let chosen = files.first.flatMap(FileDialog.localURL) else { return }
            folder.remember(folderOf: chosen)
            use(chosen)
        }
    }
}
