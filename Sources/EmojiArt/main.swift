// `emojiart [DOCUMENT…]`, `--export`, `--thumbnail`: see AppMain.
import EmojiArtGtk
import Foundation

exit(MainActor.assumeIsolated { AppMain.run() })
