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
    /// What another application offered (a paste, a drop) did not arrive.
    case transferFailed(String)
    case cancelled

    public var message: String {
        switch self {
        case .unsupportedScheme(let scheme):
            localized("Only http, https and file addresses are loaded, not “{scheme}”.", ["scheme": scheme])
        case .unreachable(let reason):
            localized("The server could not be reached ({reason}).", ["reason": reason])
        case .httpStatus(let status):
            localized("The server answered {status} {reason}.", [
                "status": String(status), "reason": HTTPURLResponse.localizedString(forStatusCode: status).capitalized,
            ])
        case .tooLarge(let maximumBytes):
            localized("The image is larger than {megabytes} MB.", ["megabytes": String(maximumBytes / (1024 * 1024))])
        case .timedOut:
            localized("The server took too long to answer.")
        case .redirectRefused:
            localized("The server redirected to an address that is not loaded (too many redirects, or not http or https).")
        case .notAFile:
            localized("It is a folder or a special file, not an image file.")
        case .unreadable(let reason):
            localized("The file could not be read ({reason}).", ["reason": reason])
        case .transferFailed(let reason):
            localized("The other application’s data did not arrive ({reason}).", ["reason": reason])
        case .cancelled:
            localized("Loading was cancelled.")
        }
    }
}
