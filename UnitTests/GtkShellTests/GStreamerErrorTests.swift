import ArtModel
import CGStreamer
import XCTest

/// The model's numbers for GStreamer's error codes are GStreamer's own.
final class GStreamerErrorTests: XCTestCase {
    func testTheModelNamesGStreamersOwnCodes() {
        func kind(_ domain: CameraError.Domain, _ code: UInt32) -> CameraError.Kind {
            CameraError(domain: domain, code: Int(code), message: "").kind
        }
        XCTAssertEqual(kind(.resource, GST_RESOURCE_ERROR_BUSY.rawValue), .busy)
        for code in [GST_RESOURCE_ERROR_NOT_FOUND, GST_RESOURCE_ERROR_OPEN_READ, GST_RESOURCE_ERROR_OPEN_READ_WRITE,
                     GST_RESOURCE_ERROR_NOT_AUTHORIZED] {
            XCTAssertEqual(kind(.resource, code.rawValue), .cannotOpen)
        }
        XCTAssertEqual(kind(.resource, GST_RESOURCE_ERROR_READ.rawValue), .cannotRead)
        for code in [GST_CORE_ERROR_NEGOTIATION, GST_CORE_ERROR_CAPS, GST_CORE_ERROR_MISSING_PLUGIN] {
            XCTAssertEqual(kind(.core, code.rawValue), .format)
        }
        for code in [GST_STREAM_ERROR_FORMAT, GST_STREAM_ERROR_WRONG_TYPE, GST_STREAM_ERROR_CODEC_NOT_FOUND,
                     GST_STREAM_ERROR_TYPE_NOT_FOUND, GST_STREAM_ERROR_DECODE] {
            XCTAssertEqual(kind(.stream, code.rawValue), .format)
        }
        XCTAssertEqual(kind(.stream, GST_STREAM_ERROR_DEMUX.rawValue), .other)
    }
}
