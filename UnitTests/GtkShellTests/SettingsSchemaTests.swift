import ArtModel
import CGtk
import Foundation
import XCTest
@testable import EmojiArtGtk

/// The schema GSettings keeps the app's settings by (data/…gschema.xml)
/// has every key the model reads, of its type, with its default; and the
/// shell reads and writes them through GSettings.
final class SettingsSchemaTests: XCTestCase {
    private func compiledSchema() throws -> OpaquePointer {
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["glib-compile-schemas", "--strict", "--targetdir", folder.path, data.path]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0)
        let source = try XCTUnwrap(g_settings_schema_source_new_from_directory(folder.path, nil, 0, nil))
        defer { g_settings_schema_source_unref(source) }
        return try XCTUnwrap(g_settings_schema_source_lookup(source, SettingsSchemaDirectory.id, 0))
    }

    func testEveryKeyTheModelReadsIsInTheSchemaWithItsTypeAndDefault() throws {
        let schema = try compiledSchema()
        defer { g_settings_schema_unref(schema) }
        for key in SettingKey.allCases {
            XCTAssertNotEqual(g_settings_schema_has_key(schema, key.rawValue), 0, key.rawValue)
            guard let found = g_settings_schema_get_key(schema, key.rawValue) else { continue }
            defer { g_settings_schema_key_unref(found) }
            let type = String(cString: g_variant_type_peek_string(g_settings_schema_key_get_value_type(found)))
            let value = g_settings_schema_key_get_default_value(found)
            defer { g_variant_unref(value) }
            switch key.defaultValue {
            case .integer(let expected):
                XCTAssertEqual(type.prefix(1), "i", key.rawValue)
                XCTAssertEqual(Int(g_variant_get_int32(value)), expected, key.rawValue)
            case .boolean(let expected):
                XCTAssertEqual(type.prefix(1), "b", key.rawValue)
                XCTAssertEqual(g_variant_get_boolean(value) != 0, expected, key.rawValue)
            case .string(let expected):
                XCTAssertEqual(type.prefix(1), "s", key.rawValue)
                XCTAssertEqual(String(cString: g_variant_get_string(value, nil)), expected, key.rawValue)
            }
        }
        var count: gsize = 0
        let names = g_settings_schema_list_keys(schema)
        defer { g_strfreev(names) }
        while names?[Int(count)] != nil { count += 1 }
        XCTAssertEqual(Int(count), SettingKey.allCases.count, "the schema has no key the app does not read")
    }
}
