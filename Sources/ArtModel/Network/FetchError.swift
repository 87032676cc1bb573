import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why an image could not be loaded from a URL or a file.
public enum FetchError: Error, Equatable, Sendable {
    case unsupportedScheme(String)
    case unreachable(String)
    case httpStatus(Int)
    case tooLarge(maximumBytes: Int)
    case timedOut
    case redirectRefused
    case notAFile
    case unreadable(String)
    case cancelled

    public var message: String {
        switch self {
        case .unsupportedScheme(let scheme):
            "Only http, https and file addresses are loaded, not “\(scheme)”."
        case .unreachable(let reason):
            "The server could not be reached (\(reason))."
        case .httpStatus(let status):
            "The server answered \(status) \(HTTPURLResponse.localizedString(forStatusCode: status).capitalized)."
        case .tooLarge(let maximumBytes):
            "The image is larger than \(maximumBytes / (1024 * 1024)) MB."
        case .timedOut:
            "The server took too long to answer."
        case .redirectRefused:
            "The server redirected to an address that is not loaded (too many redirects, or not http or https)."
        case .notAFile:
            "It is a folder or a special file, not an image file."
        case .unreadable(let reason):
            "The file could not be read (\(reason))."
        case .cancelled:
            "Loading was cancelled."
        }
    }
}
