import Foundation

/// Reads an image file's bytes, refusing folders, special files and files
/// over the size limit before reading them.
public enum ImageFileReader {
    public static func read(_ url: URL, maximumBytes: Int = ImageImport.maximumFileBytes) throws(FetchError) -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw .unreadable(Self.reason(error))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .notAFile }
        if let size = attributes[.size] as? Int, size > maximumBytes { throw .tooLarge(maximumBytes: maximumBytes) }
        // Never more than one byte past the limit: the file may be growing
        // while it is read, and must not be read for ever.
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw .unreadable(Self.reason(error))
        }
        guard data.count <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
        return data
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError), posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return localized("no such file")
        case NSFileReadNoPermissionError: return localized("permission denied")
        default: return nsError.localizedDescription
        }
    }
}
