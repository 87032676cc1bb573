import ArtModel
import CAdwaita
import CGtk

/// About EmojiArt: name, version and what is new in it, licence and the
/// course that inspired it, with the renderer in use under Troubleshooting
/// for a bug report.
@MainActor
enum AboutDialog {
    /// The metainfo's latest release, which the package is versioned by too.
    static let release = AppResources.data("metainfo.xml").flatMap { AppRelease(metainfo: $0) }

    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        let texts: [String] = [
            "EmojiArt", EmojiArtApplication.id, release?.version ?? "", release?.notes ?? "", "The EmojiArt for GTK authors",
            localized("Emoji art over your pictures, for the GNOME desktop."), "https://cs193p.sites.stanford.edu",
            localized("Inspiration"),
            localized("Inspired by EmojiArt from Stanford’s CS193p, Spring 2021, by Paul Hegarty"),
            RendererSelection.description(of: parent),
        ]
        CStringArray.with(texts) { strings in
            var about = EmojiArtAbout(name: strings[0], icon_name: strings[1], version: strings[2],
                                      release_notes: strings[3], developer: strings[4], comments: strings[5],
                                      website: strings[6], credit_section: strings[7], credit: strings[8],
                                      debug_info: strings[9])
            emojiart_present_about(parent, localized("About EmojiArt"), &about)
        }
    }
}
