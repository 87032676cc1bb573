import Foundation
import Testing
@testable import ArtModel

/// The catalogs themselves are checked by tests/i18n and read back, in each
/// language, by tests/e2e/test_locales.py; here, what happens around them.
@Suite struct TranslationTests {
    @Test func fillsEachNamedValueOnce() {
        #expect(Translation.fill("Could Not Open “{file}”", [("file", "a.emojiart")]) == "Could Not Open “a.emojiart”")
        #expect(Translation.fill("{whole}的{part}", [("part", "“size”"), ("whole", "emoji 3")]) == "emoji 3的“size”")
        // A value that looks like a placeholder is left as it is, not filled again.
        #expect(Translation.fill("{a} and {b}", [("a", "{b}"), ("b", "B")]) == "{b} and B")
        // Braces naming no value, or never closed, are text.
        #expect(Translation.fill("{unknown} {x", [("x", "X")]) == "{unknown} {x")
    }

    @Test func withoutACatalogTheEnglishIsUsedWithItsValues() {
        #expect(localized("Could Not Open “{file}”", ["file": "a.emojiart"]) == "Could Not Open “a.emojiart”")
        #expect(localized("Reading {count} file…", plural: "Reading {count} files…", count: 1) == "Reading 1 file…")
        #expect(localized("Reading {count} file…", plural: "Reading {count} files…", count: 1234) == "Reading 1,234 files…")
        #expect(localized("Reading {count} file…", plural: "Reading {count} files…", count: 0) == "Reading 0 files…")
    }

    @Test func theLanguageBeingReadPicksTheLocaleForDates() {
        #expect(Translation.locale(environment: ["LANGUAGE": "zh_TW:zh_CN", "LANG": "C.UTF-8"])?.identifier == "zh_TW")
        #expect(Translation.locale(environment: ["LANG": "ko_KR.UTF-8"])?.identifier == "ko_KR")
        #expect(Translation.locale(environment: ["LC_ALL": "", "LANG": "C.UTF-8"]) == nil)
        #expect(Translation.locale(environment: [:]) == nil)
        let record = RecoveryRecord(documentPath: nil, lastChanged: Date(timeIntervalSince1970: 1_700_000_000), document: EmojiArt())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let chinese = record.lastChangedDescription(now: Date(timeIntervalSince1970: 1_800_000_000), calendar: calendar,
                                                    locale: Locale(identifier: "zh_CN"))
        #expect(chinese.contains("2023年11月14日"), "\(chinese)")
    }
}

@Suite struct LocaleDirectoryTests {
    @Test func prefersTheEnvironmentThenTheInstallThenTheBuild() {
        let candidates = LocaleDirectory.candidates(
            executable: URL(fileURLWithPath: "/src/app/.build/x86_64-unknown-linux-gnu/debug/emojiart"),
            environment: [LocaleDirectory.environmentVariable: "/custom/locale"]).map(\.path)
        #expect(candidates == ["/custom/locale", "/src/app/.build/x86_64-unknown-linux-gnu/share/locale", "/src/app/.build/locale"])
        let installed = LocaleDirectory.candidates(executable: URL(fileURLWithPath: "/usr/local/bin/emojiart"), environment: [:])
        #expect(installed.first?.path == "/usr/local/share/locale")
    }

    @Test func takesTheFirstThatExists() {
        let found = LocaleDirectory.locate(executable: URL(fileURLWithPath: "/src/app/.build/x86_64-unknown-linux-gnu/debug/emojiart"),
                                           environment: [:], directoryExists: { $0 == "/src/app/.build/locale" })
        #expect(found?.path == "/src/app/.build/locale")
        #expect(LocaleDirectory.locate(executable: URL(fileURLWithPath: "/nowhere/bin/emojiart"), environment: [:],
                                       directoryExists: { _ in false }) == nil)
    }
}

@MainActor
@Suite struct ShippedPaletteNameTests {
    @Test func theAppsPalettesAreMarkedAndWrittenSo() throws {
        let palettes = try DefaultPaletteTests.shipped()
        #expect(palettes.allSatisfy { $0.hasShippedName })
        let json = try #require(String(data: try JSONEncoder().encode(palettes[0]), encoding: .utf8))
        #expect(json.contains("\"shippedName\":true"))
        #expect(try JSONDecoder().decode(Palette.self, from: Data(json.utf8)) == palettes[0])
    }

    @Test func aTypedNameKeepsTheOriginalShape() throws {
        let typed = Palette(name: "Mine", emojis: "😀", id: 3)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(typed)) as? [String: Any])
        #expect(Set(object.keys) == ["name", "emojis", "id"])
        // Files written before shipped names were marked, or by the original app.
        let old = try JSONDecoder().decode(Palette.self, from: Data(#"{"name":"Vehicles","emojis":"🚗","id":0}"#.utf8))
        #expect(!old.hasShippedName)
    }

    @Test func renamingMakesTheNameThePersonsOwn() {
        let store = PaletteStore(palettes: [Palette(name: "Vehicles", emojis: "🚗", id: 0, hasShippedName: true)])
        // The editor writes back the name it shows: nothing changes.
        store.rename(id: 0, to: store.palettes[0].displayName)
        #expect(store.palettes[0].hasShippedName)
        store.rename(id: 0, to: "Cars")
        #expect(store.palettes[0].name == "Cars")
        #expect(!store.palettes[0].hasShippedName)
        #expect(store.palettes[0].displayName == "Cars")
    }
}
