/// The image formats the app opens, recognised from their first bytes: the
/// one list that the importer, the picture picker, the file chooser's
/// filter, the alert for a refused file and paste and drop all read.
public enum ImageFormat: String, CaseIterable, Sendable {
    case jpeg, png, gif, bmp, webp, tiff, heif, avif, svg

    /// The format's name as people know it, for messages.
    public var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .gif: "GIF"
        case .bmp: "BMP"
        case .webp: "WebP"
        case .tiff: "TIFF"
        case .heif: "HEIC"
        case .avif: "AVIF"
        case .svg: "SVG"
        }
    }

    /// The MIME types files and clipboards name it by, the usual one first.
    public var mimeTypes: [String] {
        switch self {
        case .jpeg: ["image/jpeg"]
        case .png: ["image/png"]
        case .gif: ["image/gif"]
        case .bmp: ["image/bmp", "image/x-bmp"]
        case .webp: ["image/webp"]
        case .tiff: ["image/tiff"]
        case .heif: ["image/heic", "image/heif"]
        case .avif: ["image/avif"]
        case .svg: ["image/svg+xml"]
        }
    }

    /// The endings of its file names, lowercase.
    public var fileExtensions: [String] {
        switch self {
        case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
        case .png: ["png"]
        case .gif: ["gif"]
        case .bmp: ["bmp"]
        case .webp: ["webp"]
        case .tiff: ["tif", "tiff"]
        case .heif: ["heic", "heif", "hif"]
        case .avif: ["avif"]
        case .svg: ["svg"]
        }
    }

    /// Every file name ending the app opens.
    public static let fileExtensions = Set(allCases.flatMap(\.fileExtensions))
    /// Every MIME type the app opens.
    public static let mimeTypes = allCases.flatMap(\.mimeTypes)
    /// "JPEG, PNG, …, AVIF or SVG", for the alert about a file that is none of them.
    public static var names: String {
        let names = allCases.map(\.name)
        // The separator of a list's items, which languages write differently ("、" in Chinese).
        let separator = localized(", ")
        return localized("{formats} or {last}", ["formats": names.dropLast().joined(separator: separator), "last": names.last ?? ""])
    }

    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        let head = Array(bytes.prefix(64))
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: Array("GIF8".utf8)) { return .gif }
        if starts(with: Array("BM".utf8)) { return .bmp }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { return .webp }
        if starts(with: Array("II*\0".utf8)) || starts(with: Array("MM\0*".utf8)) { return .tiff }
        if starts(with: Array("ftyp".utf8), at: 4) { return isobmffFormat(head) }
        if SVGText.looksLikeSVG(bytes) { return .svg }
        return nil
    }

    /// HEIF and AVIF are both ISO media files: the brands in the `ftyp` box
    /// say which ("mif1" alone is a HEIF still image of either kind).
    private static func isobmffFormat(_ head: [UInt8]) -> ImageFormat? {
        let boxEnd = min(head.count, Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3]))
        guard boxEnd >= 12 else { return nil }
        let major = String(decoding: head[8..<12], as: UTF8.self)
        let compatible = stride(from: 16, to: boxEnd - 3, by: 4).map { String(decoding: head[$0..<$0 + 4], as: UTF8.self) }
        let brands = [major] + compatible
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        let heifBrands: Set = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
        return brands.contains(where: heifBrands.contains) ? .heif : nil
    }
}
