import Foundation

/// What a JPEG's markers say besides its size, read before any pixel is
/// decoded: how the camera was turned (EXIF), the colour profile (ICC, in
/// APP2 chunks), whether an Adobe marker is there (whose CMYK is stored
/// inverted), and how many colour components the frame has.
public struct JPEGMarkers: Equatable, Sendable {
    public var orientation: ImageOrientation = .up
    public var iccProfile: Data?
    public var hasAdobeMarker = false
    public var components = 3

    public static func read(_ data: Data) -> JPEGMarkers {
        data.withUnsafeBytes { read(UnsafeRawBufferPointer($0)) }
    }

    private static func read(_ bytes: UnsafeRawBufferPointer) -> JPEGMarkers {
        var markers = JPEGMarkers()
        var iccChunks: [Int: Data] = [:]
        var iccChunkCount = 0
        var position = 2
        while position + 4 <= bytes.count {
            guard bytes[position] == 0xFF else { break }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }  // fill bytes
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { position += 2; continue }  // no length
            if marker == 0xDA || marker == 0xD9 { break }  // the scan begins: no more headers
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            let start = position + 4, end = position + 2 + length
            guard length >= 2, end <= bytes.count else { break }
            let segment = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            switch marker {
            case 0xE1 where segment.starts(with: exifSignature):
                let directory = TIFFDirectory(Array(segment.dropFirst(exifSignature.count)))
                markers.orientation = directory?[.orientation].flatMap(ImageOrientation.init(rawValue:)) ?? .up
            case 0xE2 where segment.starts(with: iccSignature) && segment.count > iccSignature.count + 2:
                let header = iccSignature.count
                iccChunkCount = Int(segment[header + 1])
                iccChunks[Int(segment[header])] = Data(segment[(header + 2)...])
            case 0xEE where segment.starts(with: adobeSignature):
                markers.hasAdobeMarker = true
            case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker) && segment.count >= 6:
                markers.components = Int(segment[5])
            default:
                break
            }
            position = end
        }
        // Chunks are numbered from 1; a profile missing one is no profile.
        if iccChunkCount > 0, (1...iccChunkCount).allSatisfy({ iccChunks[$0] != nil }) {
            markers.iccProfile = (1...iccChunkCount).reduce(into: Data()) { $0.append(iccChunks[$1] ?? Data()) }
        }
        return markers
    }

    private static let exifSignature = Array("Exif\0\0".utf8)
    private static let iccSignature = Array("ICC_PROFILE\0".utf8)
    private static let adobeSignature = Array("Adobe".utf8)
}
