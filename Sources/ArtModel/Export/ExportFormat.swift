/// The kinds of file a picture is exported as: pictures to send (PNG,
/// JPEG, WebP) and pages that keep the emojis as emojis, sharp at any size
/// (PDF for a printer, SVG for a vector editor).
public enum ExportFormat: String, CaseIterable, Equatable, Sendable {
    case png, jpeg, webp, pdf, svg

    /// The format a file name's extension asks for, in any case.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "webp": self = .webp
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: return nil
        }
    }

    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .webp: "webp"
        case .pdf: "pdf"
        case .svg: "svg"
        }
    }

    /// The extensions a file of it is named with, the usual one first.
    public var fileExtensions: [String] { self == .jpeg ? ["jpg", "jpeg"] : [fileExtension] }

    /// Its name in a title ("Export as JPEG").
    public var shortName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .webp: "WebP"
        case .pdf: "PDF"
        case .svg: "SVG"
        }
    }

    /// What the export dialog calls it.
    public var name: String {
        switch self {
        case .png: localized("PNG image")
        case .jpeg: localized("JPEG image")
        case .webp: localized("WebP image")
        case .pdf: localized("PDF document")
        case .svg: localized("SVG drawing")
        }
    }

    /// Whether a quality is chosen for it (it loses detail to be small).
    public var isLossy: Bool { self == .jpeg || self == .webp }

    /// Whether the emojis stay emojis (glyphs of the colour font), not pixels.
    public var keepsEmojisAsGlyphs: Bool { self == .pdf || self == .svg }

    /// The largest side the format holds (WebP's is 16,383 pixels).
    public var largestSide: Int? { self == .webp ? WebPEncoder.largestSide : nil }
}
