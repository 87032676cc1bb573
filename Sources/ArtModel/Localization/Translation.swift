import CGettext
import Foundation

/// glibc's gettext under the app's one text domain. Anything a catalog
/// lacks falls back to the English it was asked for.
public enum Translation {
    public static let domain = "emojiart"
    /// The context of the names of the palettes the app ships, which are
    /// translated; names a person typed are not.
    static let paletteNameContext = "palette name"

    /// Follows the user's locale (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`)
    /// with the compiled catalogs in `localeDirectory`. Call once, first.
    public static func start(localeDirectory: URL?) {
        setlocale(LC_ALL, "")
        if let localeDirectory {
            bindtextdomain(domain, localeDirectory.path)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        // No textdomain(): every lookup names the domain, and GLib turns off
        // GTK's own translations, and with them its right-to-left layout,
        // when the default domain has no catalog for the language.
    }

    /// The locale of the language being read, for dates in sentences: the
    /// first of `LANGUAGE`, else the locale messages follow.
    public static var locale: Locale {
        locale(environment: ProcessInfo.processInfo.environment) ?? .current
    }

    /// Nil when the environment names no language (or C/POSIX).
    static func locale(environment: [String: String]) -> Locale? {
        let names = [environment["LANGUAGE"]?.split(separator: ":").first.map(String.init),
                     environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
        guard let name = names.compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
        let language = String(name.prefix { $0 != "." && $0 != "@" })
        return ["C", "POSIX"].contains(language) ? nil : Locale(identifier: language)
    }

    /// The name of a palette the app ships, in the reader's language.
    public static func paletteName(_ english: String) -> String {
        let key = paletteNameContext + "\u{4}" + english
        let found = lookup(key)
        return found == key ? english : found
    }

    static func lookup(_ english: String) -> String {
        // gettext may hand back the very buffer it was given: copy it inside.
        english.withCString { String(cString: dgettext(domain, $0)) }
    }

    static func lookup(_ singular: String, _ plural: String, count: Int) -> String {
        singular.withCString { one in
            plural.withCString { many in
                String(cString: dngettext(domain, one, many, UInt(clamping: count)))
            }
        }
    }

    /// Puts each value in place of its `{name}`; braces naming no value stay.
    public static func fill(_ template: String, _ values: [(String, String)]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if let value = values.first(where: { $0.0 == name })?.1 {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
