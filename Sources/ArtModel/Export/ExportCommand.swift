import Foundation

/// `emojiart --export OUT.pdf [--size PIXELS] [--quality 1-100] DOCUMENT.emojiart`:
/// writes a document's picture without opening a window, as the output's
/// extension says (png, jpg, webp, pdf, svg). `--export-png OUT` is the
/// older spelling, which always writes PNG.
public struct ExportCommand: Equatable, Sendable {
    public let output: URL
    public let document: URL
    public let options: ExportOptions

    public init(output: URL, document: URL, options: ExportOptions = ExportOptions()) {
        self.output = output
        self.document = document
        self.options = options
    }

    public static let option = "--export"
    public static let pngOption = "--export-png"
    public static let sizeOption = "--size"
    public static let qualityOption = "--quality"

    public static var usage: String {
        localized("Usage: emojiart {option} OUTPUT.png|.jpg|.webp|.pdf|.svg [{size} PIXELS] [{quality} 1-100] DOCUMENT.emojiart",
                  ["option": option, "size": sizeOption, "quality": qualityOption])
    }

    /// Nil when the arguments do not ask for an export (the app then starts
    /// as usual); a usage message when they ask for one the wrong way.
    public static func parse(_ arguments: [String]) -> Result<ExportCommand, UsageError>? {
        var rest = Array(arguments.dropFirst())
        guard let flag = [option, pngOption].first(where: { name in rest.contains { $0 == name || $0.hasPrefix(name + "=") } })
        else { return nil }
        do throws(UsageError) {
            guard let output = try take(flag, from: &rest), !output.isEmpty else {
                throw UsageError(message: localized("{option} needs the file to write.", ["option": flag]))
            }
            let size = try take(sizeOption, from: &rest).map { text throws(UsageError) in try number(text, for: sizeOption, in: 1...ExportLayout.maximumSide) }
            let quality = try take(qualityOption, from: &rest).map { text throws(UsageError) in try number(text, for: qualityOption, in: 1...100) }
            let format: ExportFormat
            if flag == pngOption {
                format = .png
            } else if let named = ExportFormat(fileName: output) {
                format = named
            } else {
                throw UsageError(message: localized("Name the file to write .png, .jpg, .webp, .pdf or .svg: the name says what to write."))
            }
            guard rest.count == 1, let document = rest.first, !document.hasPrefix("-") else {
                throw UsageError(message: localized("Name exactly one document to export."))
            }
            let options = ExportOptions(format: format, longestSide: size, quality: quality ?? ExportOptions.defaultQuality)
            return .success(ExportCommand(output: URL(fileURLWithPath: output), document: URL(fileURLWithPath: document), options: options))
        } catch {
            return .failure(error)
        }
    }

    /// Removes `name` (as `name VALUE` or `name=VALUE`) from `arguments`,
    /// returning its value; nil when it is not there.
    private static func take(_ name: String, from arguments: inout [String]) throws(UsageError) -> String? {
        guard let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else { return nil }
        let flag = arguments.remove(at: index)
        if flag.hasPrefix(name + "=") { return String(flag.dropFirst(name.count + 1)) }
        guard index < arguments.count else { return nil }
        return arguments.remove(at: index)
    }

    private static func number(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: localized("{option} takes a number from {least} to {most}.",
                                                ["option": name, "least": String(range.lowerBound), "most": String(range.upperBound)]))
        }
        return value
    }

    public struct UsageError: Error, Equatable, Sendable {
        public let message: String
    }
}
