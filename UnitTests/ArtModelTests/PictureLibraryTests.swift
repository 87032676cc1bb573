import Foundation
import PhotoFixtures
import Testing
@testable import ArtModel

@Suite struct ThumbnailCacheTests {
    @Test func md5IsGLibsAsHexadecimalDigits() {
        #expect(ThumbnailCache.md5(of: "") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(ThumbnailCache.md5(of: "The quick brown fox jumps over the lazy dog") == "9e107d9d372bb6826bd81d3542a419d6")
    }

    @Test func thumbnailsAreNamedByTheMD5OfTheFilesURIAsGLibWritesIt() {
        let file = URL(fileURLWithPath: "/home/ada/Pictures/a b/Été (1).jpg")
        #expect(ThumbnailCache.uri(of: file) == "file:///home/ada/Pictures/a%20b/%C3%89t%C3%A9%20(1).jpg")
        // What GLib's g_filename_to_uri wrote for the same path (from PyGObject).
        #expect(ThumbnailCache.uri(of: URL(fileURLWithPath: "/x/!$&'()*+,;=:@~[]#?%.jpg"))
            == "file:///x/!$&'()*+,%3B=:@~%5B%5D%23%3F%25.jpg")
        let cache = ThumbnailCache(root: URL(fileURLWithPath: "/home/ada/.cache/thumbnails"))
        // The specification's own example: file:///home/jens/photos/me.png.
        #expect(cache.location(of: URL(fileURLWithPath: "/home/jens/photos/me.png"), size: .normal).path
            == "/home/ada/.cache/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
        #expect(cache.location(of: file, size: .large).deletingLastPathComponent().lastPathComponent == "large")
        #expect(ThumbnailCache.standard(environment: ["XDG_CACHE_HOME": "/tmp/c"]).root.path == "/tmp/c/thumbnails")
        #expect(ThumbnailCache.standard(environment: ["HOME": "/home/bo"]).root.path == "/home/bo/.cache/thumbnails")
    }

    @Test func aThumbnailIsValidWhileItsURIAndTimeMatch() throws {
        let file = URL(fileURLWithPath: "/p/cat.jpg")
        var pixels = [UInt8](repeating: 200, count: 4 * 4 * 4)
        let png = try pixels.withUnsafeMutableBytes { buffer in
            try PNGEncoder.encodeOpaqueBGRA(buffer.baseAddress!, width: 4, height: 4, stride: 16,
                                            text: ThumbnailCache.keys(for: file, modified: 1_700_000_000))
        }
        let keys = try #require(PNGText.keys(in: png))
        #expect(keys["Thumb::URI"] == "file:///p/cat.jpg" && keys["Thumb::MTime"] == "1700000000")
        #expect(ThumbnailCache.isValid(keys, for: file, modified: 1_700_000_000))
        #expect(!ThumbnailCache.isValid(keys, for: file, modified: 1_700_000_001))
        #expect(!ThumbnailCache.isValid(keys, for: URL(fileURLWithPath: "/p/dog.jpg"), modified: 1_700_000_000))
        #expect(PNGText.keys(in: Data("not a png".utf8)) == nil)
    }
}

@Suite struct PictureLibraryTests {
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("2024/Summer"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        let files: [(String, TimeInterval)] = [("old.jpg", 1000), ("2024/Summer/Été à la plage.JPG", 3000),
                                               ("2024/new.png", 4000), ("notes.txt", 5000), (".hidden/secret.jpg", 6000),
                                               ("2024/same-time-b.webp", 2000), ("2024/same-time-a.gif", 2000)]
        for (name, time) in files {
            let url = root.appendingPathComponent(name)
            try Data([1, 2, 3]).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: url.path)
        }
        return root
    }

    @Test func everyImageInTheFolderAndBelowNewestFirst() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let names = PictureLibrary.scan(root).map(\.name)
        #expect(names == ["new.png", "Été à la plage.JPG", "same-time-a.gif", "same-time-b.webp", "old.jpg"])
        #expect(PictureLibrary.scan(root, isCancelled: { true }).isEmpty)
    }

    @Test func searchIgnoresCaseAndAccents() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let pictures = PictureLibrary.scan(root)
        #expect(PictureLibrary.matching(pictures, "ete A LA").map(\.name) == ["Été à la plage.JPG"])
        #expect(PictureLibrary.matching(pictures, "  ").count == pictures.count)
        #expect(PictureLibrary.matching(pictures, "zebra").isEmpty)
    }

    @Test func thePicturesFolderWhenItIsThereElseHome() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let home = URL(fileURLWithPath: "/home/ada")
        #expect(PictureLibrary.folder(pictures: root, home: home) == root)
        #expect(PictureLibrary.folder(pictures: root.appendingPathComponent("missing"), home: home) == home)
        #expect(PictureLibrary.folder(pictures: nil, home: home) == home)
    }
}

@Suite struct ThumbnailerTests {
    private func pngSize(_ png: Data) -> (Int, Int) {
        let bytes = [UInt8](png)
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    private func setUp() throws -> (root: URL, picture: PictureFile, thumbnailer: Thumbnailer) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("thumbs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("red photo.jpg")
        try JPEGCodec.encode(RGBAImage(width: 1000, height: 500, filledWith: (220, 20, 20, 255)), quality: 90).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: file.path)
        let cache = ThumbnailCache(root: root.appendingPathComponent("cache/thumbnails"))
        let thumbnailer = Thumbnailer(cache: cache)
        return (root, PictureLibrary.scan(root)[0], thumbnailer)
    }

    @Test func aThumbnailIsMadeOnceAndThenTakenFromTheDesktopsCache() throws {
        let (root, picture, thumbnailer) = try setUp()
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .made(let png) = thumbnailer.thumbnail(of: picture) else { Issue.record("not made"); return }
        #expect(pngSize(png) == (128, 64))
        let location = thumbnailer.cache.location(of: picture.url, size: .normal)
        #expect(try Data(contentsOf: location) == png)
        let permissions = try FileManager.default.attributesOfItem(atPath: location.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let keys = try #require(PNGText.keys(in: png))
        #expect(ThumbnailCache.isValid(keys, for: picture.url, modified: 1_700_000_000))
        #expect(thumbnailer.thumbnail(of: picture) == .cached(png))
    }

    @Test func aChangedFileGetsANewThumbnail() throws {
        let (root, picture, thumbnailer) = try setUp()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = thumbnailer.thumbnail(of: picture)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000)], ofItemAtPath: picture.url.path)
        let changed = PictureLibrary.scan(root)[0]
        guard case .made = thumbnailer.thumbnail(of: changed) else { Issue.record("the old thumbnail was used"); return }
    }

    @Test func otherFormatsGoThroughTheirDecoderAndUnreadableFilesGetNone() throws {
        let (root, _, thumbnailer) = try setUp()
        defer { try? FileManager.default.removeItem(at: root) }
        var pixels = [UInt8](repeating: 90, count: 8 * 8 * 4)
        let png = try pixels.withUnsafeMutableBytes { try PNGEncoder.encodeOpaqueBGRA($0.baseAddress!, width: 8, height: 8, stride: 32) }
        try png.write(to: root.appendingPathComponent("grey.png"))
        try Data("not a picture".utf8).write(to: root.appendingPathComponent("broken.jpg"))
        let pictures = PictureLibrary.scan(root)
        let grey = try #require(pictures.first { $0.name == "grey.png" })
        guard case .made(let thumbnail) = thumbnailer.thumbnail(of: grey) else { Issue.record("not made"); return }
        #expect(pngSize(thumbnail) == (8, 8))  // never enlarged
        #expect(try ImageDecoder.decode(thumbnail).pixels.pixel(x: 4, y: 4).red == 90)
        let broken = try #require(pictures.first { $0.name == "broken.jpg" })
        #expect(thumbnailer.thumbnail(of: broken) == .unreadable)
    }

    /// A phone photo held upright gets an upright thumbnail; one that GNOME's
    /// thumbnailers made (upright, by their convention) is never turned again.
    @Test func aTurnedPhotosThumbnailIsUprightAndACachedOneIsShownAsItIs() throws {
        let (root, _, thumbnailer) = try setUp()
        defer { try? FileManager.default.removeItem(at: root) }
        let phone = root.appendingPathComponent("IMG_0042.jpg")
        try PhotoFixtures.jpeg(PhotoFixtures.quadrants(width: 400, height: 300), orientation: 6).write(to: phone)
        let picture = try #require(PictureLibrary.scan(root).first { $0.name == "IMG_0042.jpg" })
        guard case .made(let png) = thumbnailer.thumbnail(of: picture) else { Issue.record("not made"); return }
        #expect(pngSize(png) == (96, 128))
        let corners = PhotoFixtures.corners(of: try ImageDecoder.decode(png).pixels)
        #expect(PhotoFixtures.close(corners[0], PhotoFixtures.blue) && PhotoFixtures.close(corners[1], PhotoFixtures.red))

        // One made elsewhere, already upright, with the right keys: taken as it is.
        let upright = Thumbnailer.fitted(PhotoFixtures.quadrants(width: 96, height: 128), within: 128)
        let keyed = try upright.pixels.withUnsafeBytes { pixels in
            try PNGEncoder.encodeOpaqueBGRA(try #require(pixels.baseAddress), width: 96, height: 128, stride: 96 * 4,
                                            text: ThumbnailCache.keys(for: picture.url, modified: picture.modifiedSeconds))
        }
        try keyed.write(to: thumbnailer.cache.location(of: picture.url, size: .normal))
        #expect(thumbnailer.thumbnail(of: picture) == .cached(keyed))
    }

    @Test func shrinkingAveragesAndFlattensOntoWhite() {
        let half = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 0, 0, 0])
        let fitted = Thumbnailer.fitted(half, within: 1)
        // Black and a transparent (so white) pixel: grey, in BGRA.
        #expect(fitted.width == 1 && fitted.height == 1)
        #expect(fitted.pixels == [127, 127, 127, 255])
        #expect(Thumbnailer.fitted(half, within: 128).width == 2)
    }
}

@Suite struct GridFillingTests {
    @Test func aScreenfulAFrameUntilTheCellsAreMadeThenTheRest() {
        #expect(GridFilling.itemsToAdd(waiting: 2000, inModel: 0) == 30)
        #expect(GridFilling.itemsToAdd(waiting: 7, inModel: 0) == 7)
        #expect(GridFilling.itemsToAdd(waiting: 1820, inModel: GridFilling.cellsMade) == 1820)
        #expect(GridFilling.cellsMade == 180)
    }
}
