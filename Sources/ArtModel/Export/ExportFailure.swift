/// Why a picture of the document could not be made or written.
public enum ExportFailure: Error, Equatable, Sendable {
    case nothingToExport
    case backgroundUnavailable(String)
    case notWritten(String)

    public var message: String {
        switch self {
        case .nothingToExport: localized("The document is empty: it has no background and no emojis.")
        case .backgroundUnavailable(let reason):
            localized("The background picture could not be loaded. {reason}", ["reason": reason])
        case .notWritten(let reason): reason
        }
    }
}
