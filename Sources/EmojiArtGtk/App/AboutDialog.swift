import ArtModel
import CAdwaita
import CGtk

/// About EmojiArt: name, version, licence and the course that inspired it,
/// with the renderer in use under Troubleshooting for a bug report.
@MainActor
enum AboutDialog {
    static let version = "0.1.0"

    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        let texts: [String] = [
            "EmojiArt", EmojiArtApplication.id, version, "The EmojiArt for GTK authors",
            localized("Emoji art over your pictures, for the GNOME desktop."), "https://cs193p.sites.stanford.edu",
            localized("Inspiration"),
            localized("Inspired by EmojiArt from Stanford’s CS193p, Spring 2021, by Paul Hegarty"),
            RendererSelection.description(of: parent),
        ]
        CStringArray.with(texts) { strings in
            var about = EmojiArtAbout(name: strings[0], icon_name: strings[1], version: strings[2], developer: strings[3],
                                      comments: strings[4], website: strings[5], credit_section: strings[6],
                                      credit: strings[7], debug_info: strings[8])
            emojiart_present_about(parent, localized("About EmojiArt"), &about)
        }
    }
}
