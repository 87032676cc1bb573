import Foundation

/// The photos the picker shows: every image file in the Pictures folder
/// and its subfolders, newest first, and the ones a search leaves.
public enum PictureLibrary {
    /// What the picker counts as an image, by the name's ending: exactly
    /// the formats the app opens.
    public static let extensions = ImageFormat.fileExtensions

    /// The user's Pictures folder when it is set and there, else the home folder.
    public static func folder(pictures: URL?, home: URL) -> URL {
        var isFolder: ObjCBool = false
        if let pictures, FileManager.default.fileExists(atPath: pictures.path, isDirectory: &isFolder), isFolder.boolValue {
            return pictures
        }
        return home
    }

    /// Every image under `folder`, newest first (then by name); hidden
    /// files and folders are left out. `isCancelled` is asked as it goes,
    /// so a closed picker stops the scan at once.
    public static func scan(_ folder: URL, isCancelled: () -> Bool = { false }) -> [PictureFile] {
        var found: [PictureFile] = []
        var folders = [folder.path]
        // readdir and stat: Foundation's enumerator took a third of a second for 2,000 files.
        while let path = folders.popLast() {
            guard !isCancelled() else { return [] }
            guard let directory = opendir(path) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let child = path + "/" + name
                var status = stat()
                guard stat(child, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    folders.append(child)
                } else if status.st_mode & S_IFMT == S_IFREG, extensions.contains((name as NSString).pathExtension.lowercased()) {
                    let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
                    found.append(PictureFile(url: URL(fileURLWithPath: child, isDirectory: false), modified: modified))
                }
            }
        }
        return found.sorted { ($0.modified, $1.name) > ($1.modified, $0.name) }
    }

    /// The pictures whose names contain `query`, ignoring case and accents
    /// ("ete" finds "Été.jpg"); all of them for an empty query.
    public static func matching(_ pictures: [PictureFile], _ query: String) -> [PictureFile] {
        let wanted = fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !wanted.isEmpty else { return pictures }
        return pictures.filter { fold($0.name).contains(wanted) }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
