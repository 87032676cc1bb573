import Foundation
import PhotoFixtures
import Testing
@testable import ArtModel

/// People's photos, as ImageDecoder shows them: the right way up, in their
/// colours, in the formats phones and cameras write.
@Suite struct PhotoDecodingTests {
    typealias Color = (UInt8, UInt8, UInt8)
    let red = PhotoFixtures.red, green = PhotoFixtures.green, blue = PhotoFixtures.blue, yellow = PhotoFixtures.yellow

    /// What a person sees of stored quadrants red, green / blue, yellow,
    /// corner by corner (top left, top right, bottom left, bottom right),
    /// written out from EXIF's definitions of where the stored first row
    /// and first column go.
    func expectedCorners(_ orientation: Int) -> [Color] {
        switch orientation {
        case 1: [red, green, blue, yellow]
        case 2: [green, red, yellow, blue]      // mirrored left to right
        case 3: [yellow, blue, green, red]      // upside down
        case 4: [blue, yellow, red, green]      // mirrored top to bottom
        case 5: [red, blue, green, yellow]      // first row down the left, first column along the top
        case 6: [blue, red, yellow, green]      // first row down the right (a phone held upright)
        case 7: [yellow, green, blue, red]      // first row down the right, first column along the bottom
        default: [green, yellow, red, blue]     // 8: first row down the left, first column along the bottom
        }
    }

    func expectCorners(_ image: RGBAImage, _ expected: [Color], tolerance: Int = 8, _ what: String) {
        let corners = PhotoFixtures.corners(of: image)
        for (corner, (seen, wanted)) in zip(["top left", "top right", "bottom left", "bottom right"], zip(corners, expected)) {
            #expect(PhotoFixtures.close(seen, wanted, within: tolerance), "\(what): \(corner) is \(seen), not \(wanted)")
        }
    }

    @Test(arguments: 1...8)
    func aJPEGIsShownAsItsEXIFOrientationSays(orientation: Int) throws {
        let stored = PhotoFixtures.quadrants(width: 96, height: 64)
        for bigEndian in [false, true] {
            let jpeg = try PhotoFixtures.jpeg(stored, orientation: orientation, bigEndianExif: bigEndian)
            let info = try ImageInspector.inspect(jpeg)
            #expect(info.size == (orientation >= 5 ? Size(width: 64, height: 96) : Size(width: 96, height: 64)))
            let upright = try ImageDecoder.decode(jpeg).upright()
            #expect((upright.width, upright.height) == (Int(info.size.width), Int(info.size.height)))
            expectCorners(upright, expectedCorners(orientation), "orientation \(orientation)")
        }
    }

    /// The canvas turns a level as cairo scales it: the same map, checked on
    /// the middle of each stored quadrant.
    @Test(arguments: ImageOrientation.allCases)
    func theTransformTheCanvasDrawsWithPutsEachQuadrantWhereEXIFSays(orientation: ImageOrientation) {
        let (width, height) = (96.0, 64.0)
        let transform = orientation.transform(width: width, height: height)
        let upright = orientation.uprightSize(width: 96, height: 64)
        let storedQuadrants: [(Point, Color)] = [(Point(x: 24, y: 16), red), (Point(x: 72, y: 16), green),
                                                 (Point(x: 24, y: 48), blue), (Point(x: 72, y: 48), yellow)]
        let expected = expectedCorners(orientation.rawValue)
        for (point, color) in storedQuadrants {
            let seen = transform.apply(point)
            let corner = (seen.y < Double(upright.height) / 2 ? 0 : 2) + (seen.x < Double(upright.width) / 2 ? 0 : 1)
            #expect(PhotoFixtures.close(expected[corner], color, within: 0), "\(orientation): \(color) lands in corner \(corner)")
        }
        // The whole stored image covers the whole upright one.
        let corners = [Point(x: 0, y: 0), Point(x: width, y: height)].map(transform.apply)
        #expect(Set(corners.map(\.x)) == [0, Double(upright.width)] && Set(corners.map(\.y)) == [0, Double(upright.height)])
    }

    @Test func aReducedDecodeOfATurnedPhotoIsTurnedToo() throws {
        let jpeg = try PhotoFixtures.jpeg(PhotoFixtures.quadrants(width: 1600, height: 1200), orientation: 6)
        let preview = try ImageDecoder.decode(jpeg, maximumSide: 200).upright()
        #expect(preview.height > preview.width && preview.height < 1600)
        expectCorners(preview, expectedCorners(6), "a reduced decode")
    }

    // MARK: - Colours

    @Test(arguments: [PhotoFixtures.Space.adobeRGB, .displayP3, .proPhoto])
    func aProfiledPhotoShowsItsColoursInSRGBAsLcms2ConvertsThem(space: PhotoFixtures.Space) throws {
        let photo = PhotoFixtures.quadrants(width: 64, height: 64)
        let jpeg = try PhotoFixtures.jpeg(photo, iccProfile: try space.iccData)
        let decoded = try ImageDecoder.decode(jpeg)
        #expect(decoded.correction.colour != nil)
        let plain = PhotoFixtures.corners(of: decoded.pixels)
        let shown = PhotoFixtures.corners(of: decoded.upright())
        for (stored, seen) in zip(plain, shown) {
            #expect(PhotoFixtures.close(seen, try space.inSRGB(stored), within: 2), "\(space): \(stored) shows as \(seen)")
        }
    }

    /// The issue's own figure: Loupe shows Adobe RGB (200, 60, 40) as about (231, 57, 34).
    @Test func adobeRGBRedIsTheRedAViewerShows() throws {
        let jpeg = try PhotoFixtures.jpeg(RGBAImage(width: 16, height: 16, filledWith: (200, 60, 40, 255)),
                                          iccProfile: try PhotoFixtures.Space.adobeRGB.iccData)
        let shown = try ImageDecoder.decode(jpeg).upright().pixel(x: 8, y: 8)
        #expect(PhotoFixtures.close((shown.red, shown.green, shown.blue), (231, 57, 34), within: 4), "\(shown)")
    }

    @Test func photosWithoutAProfileOrWithAnSRGBOneAreUntouched() throws {
        let photo = PhotoFixtures.quadrants(width: 32, height: 32)
        for jpeg in [try PhotoFixtures.jpeg(photo), try PhotoFixtures.jpeg(photo, iccProfile: try PhotoFixtures.Space.sRGB.iccData)] {
            let decoded = try ImageDecoder.decode(jpeg)
            #expect(decoded.correction.colour == nil)
            #expect(decoded.upright() == decoded.pixels)
        }
        #expect(SRGBConversion(iccProfile: Data("not a profile".utf8)) == nil)
    }

    /// The tables agree with lcms2's own transform on every colour of a coarse grid.
    @Test func theFastConversionIsWithinALevelOfLcms2() throws {
        let conversion = try #require(SRGBConversion(iccProfile: try PhotoFixtures.Space.adobeRGB.iccData))
        var samples: [UInt8] = []
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) { samples += [UInt8(r), UInt8(g), UInt8(b), 255] }
            }
        }
        var image = RGBAImage(width: samples.count / 4, height: 1, pixels: samples)
        conversion.convert(&image)
        func rgb(_ rgba: [UInt8]) -> [UInt8] { rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element) }
        let reference = try PhotoFixtures.Space.adobeRGB.inSRGB(rgb(samples))
        let worst = zip(rgb(image.pixels), reference).map { abs(Int($0) - Int($1)) }.max() ?? .max
        #expect(worst <= 1)
    }

    /// lcms2's own transform (for profiles that are not matrix-shaper ones),
    /// in place, in both channel orders, against the tables.
    @Test func lcms2sOwnTransformAgreesWithTheTables() throws {
        let profile = try PhotoFixtures.Space.proPhoto.iccData
        let tables = try #require(SRGBConversion(iccProfile: profile))
        let transform = try #require(SRGBConversion(iccProfile: profile, tablesWhereTheyServe: false))
        let photo = PhotoFixtures.quadrants(width: 8, height: 8)
        var byTables = photo, byTransform = photo
        tables.convert(&byTables)
        transform.convert(&byTransform)
        #expect(zip(byTables.pixels, byTransform.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(byTables != photo)
        var bgra = photo.pixels
        for index in stride(from: 0, to: bgra.count, by: 4) { bgra.swapAt(index, index + 2) }
        bgra.withUnsafeMutableBytes { transform.convert($0.baseAddress!, width: 8, height: 8, bytesPerRow: 32, order: .bgra) }
        #expect(abs(Int(bgra[2]) - Int(byTables.pixels[0])) <= 1 && bgra[3] == 255)
    }

    // MARK: - CMYK

    @Test func aCMYKJPEGAsPhotoshopStoresItShowsItsColours() throws {
        let jpeg = try PhotoFixtures.cmykJPEG(PhotoFixtures.quadrants(width: 64, height: 64))
        #expect(JPEGMarkers.read(jpeg).components == 4)
        #expect(JPEGMarkers.read(jpeg).hasAdobeMarker)
        expectCorners(try ImageDecoder.decode(jpeg).upright(), expectedCorners(1), "YCCK, inverted")
        // The canvas's own decode, straight into its surface's layout.
        var bgrx = [UInt8]()
        try JPEGCodec.decodeBGRX(jpeg) { width, height, write in
            bgrx = [UInt8](repeating: 0, count: width * height * 4)
            return bgrx.withUnsafeMutableBytes { write($0.baseAddress, width * 4) }
        }
        #expect(PhotoFixtures.close((bgrx[2], bgrx[1], bgrx[0]), red))
        // A quick check at the preview's scale, as an import does, passes.
        #expect(try CheckedPicture(checking: jpeg).info.format == .jpeg)
    }

    // MARK: - HEIF, AVIF, TIFF, SVG, GIF, PNG

    @Test(arguments: [false, true])
    func aPhoneHEICOrAnAVIFIsTurnedByItsOwnRotation(avif: Bool) throws {
        // Stored on its side, as a phone's sensor sees it; `irot` turns it upright.
        let stored = PhotoFixtures.quadrants(width: 96, height: 64)
        let file = try PhotoFixtures.heif(stored, avif: avif, orientation: 6)
        #expect(ImageFormat.sniff(file) == (avif ? .avif : .heif))
        let info = try ImageInspector.inspect(file)
        #expect(info.size == Size(width: 64, height: 96))
        let decoded = try ImageDecoder.decode(file)
        #expect(decoded.correction.orientation == .up)  // libheif turned it already
        expectCorners(decoded.upright(), expectedCorners(6), tolerance: 20, avif ? "AVIF" : "HEIC")
    }

    /// A picker's thumbnail or the canvas's preview of a HEIC comes from the
    /// one the phone embedded, when it has at least half the side asked for;
    /// other formats are decoded whole and halved, as a JPEG's scaled decode.
    @Test func reducedDecodesUseTheEmbeddedThumbnailOrHalve() throws {
        let photo = PhotoFixtures.quadrants(width: 1000, height: 750)
        let heic = try PhotoFixtures.heif(photo, thumbnailSide: 300)
        let small = try ImageDecoder.decode(heic, maximumSide: 256).upright()
        #expect(small.width == 300 && (224...225).contains(small.height))  // libheif keeps sides even
        expectCorners(small, expectedCorners(1), tolerance: 20, "the thumbnail")
        // The preview's 512: the thumbnail stands in (an iPhone's is 416 pixels wide).
        #expect(try ImageDecoder.decode(heic, maximumSide: 512).pixels.width == 300)
        // Too small a thumbnail for what is asked: the photo, halved as far as it still reaches it.
        #expect(try ImageDecoder.decode(heic, maximumSide: 601).pixels.width == 1000)
        #expect(try ImageDecoder.decode(heic, maximumSide: 450).pixels.width == 300)
        let png = try PhotoFixtures.png(PhotoFixtures.quadrants(width: 1200, height: 800))
        #expect(try ImageDecoder.decode(png, maximumSide: BackgroundResolution.previewSide).pixels.width == 600)
        #expect(try ImageDecoder.decode(png).pixels.width == 1200)
    }

    @Test func aHEICWithDisplayP3ColoursIsConvertedWhetherByProfileOrByPrimaries() throws {
        let stored = RGBAImage(width: 32, height: 32, filledWith: (200, 60, 40, 255))
        let reference = try PhotoFixtures.Space.displayP3.inSRGB((200, 60, 40))
        for file in [try PhotoFixtures.heif(stored, iccProfile: try PhotoFixtures.Space.displayP3.iccData),
                     try PhotoFixtures.heif(stored, nclxPrimaries: 12)] {
            let decoded = try ImageDecoder.decode(file)
            #expect(decoded.correction.colour != nil)
            let seen = decoded.upright().pixel(x: 16, y: 16)
            #expect(PhotoFixtures.close((seen.red, seen.green, seen.blue), reference, within: 6), "\(seen) for \(reference)")
        }
    }

    @Test func aTIFFIsShownAsItsOrientationTagSays() throws {
        for orientation in [1, 3, 6, 8] {
            let tiff = PhotoFixtures.tiff(PhotoFixtures.quadrants(width: 96, height: 64), orientation: orientation)
            #expect(ImageFormat.sniff(tiff) == .tiff)
            let info = try ImageInspector.inspect(tiff)
            #expect((info.width, info.height) == (96, 64))
            #expect(info.size == (orientation >= 5 ? Size(width: 64, height: 96) : Size(width: 96, height: 64)))
            expectCorners(try ImageDecoder.decode(tiff).upright(), expectedCorners(orientation), tolerance: 0, "TIFF \(orientation)")
        }
    }

    @Test func anSVGIsDrawnAtItsOwnSizeOrInItsShapeWhenItHasNone() throws {
        let sized = Data(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="2in" height="1in"><rect width="100%" height="100%" fill="rgb(30,40,210)"/></svg>"#.utf8)
        #expect(ImageFormat.sniff(sized) == .svg)
        #expect(try ImageInspector.inspect(sized).size == Size(width: 192, height: 96))
        let drawn = try ImageDecoder.decode(sized).upright()
        #expect(PhotoFixtures.close((drawn.pixel(x: 96, y: 48).red, drawn.pixel(x: 96, y: 48).green, drawn.pixel(x: 96, y: 48).blue), blue, within: 1))

        let shapeOnly = Data(#"<!-- drawn by hand --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><circle cx="10" cy="10" r="5"/></svg>"#.utf8)
        #expect(try ImageInspector.inspect(shapeOnly).size == Size(width: Double(SVGRenderer.sizeWithoutOne), height: Double(SVGRenderer.sizeWithoutOne / 2)))
    }

    @Test func anSVGThatRefersToOtherFilesLoadsNothingOfThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("secret.png")
        try Data(try PhotoFixtures.jpeg(RGBAImage(width: 8, height: 8, filledWith: (255, 0, 0, 255)))).write(to: outside)
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8"><image width="8" height="8" xlink:href="\#(outside.absoluteString)"/></svg>"#.utf8)
        let drawn = try ImageDecoder.decode(svg).upright()
        #expect(drawn.pixel(x: 4, y: 4).alpha == 0)  // nothing was drawn from the file
    }

    @Test func hostileSVGsAreRefusedWithAReason() {
        let huge = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#.utf8)
        #expect(throws: ImageError.self) { try ImageInspector.inspect(huge) }
        let deep = Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">" + String(repeating: "<g>", count: 100_000)).utf8)
        #expect(throws: ImageError.self) { try ImageDecoder.decode(deep) }
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Data("<svg".utf8)) }
    }

    @Test func anAnimatedGIFShowsItsFirstFrame() throws {
        let frames = try Self.animatedGIF()
        let decoded = try ImageDecoder.decode(frames).upright()
        #expect(PhotoFixtures.close((decoded.pixel(x: 2, y: 2).red, decoded.pixel(x: 2, y: 2).green, decoded.pixel(x: 2, y: 2).blue), (255, 0, 0), within: 0))
    }

    /// Two frames of 4 × 4, red then blue, a tenth of a second each, as
    /// ImageMagick writes them (`convert -size 4x4 xc:red -size 4x4 xc:blue
    /// -set delay 10 -loop 0 two.gif`).
    static func animatedGIF() throws -> Data {
        try #require(Data(base64Encoded: "R0lGODlhBAAEAPAAAP8AAAAAACH5BAAKAAAAIf8LTkVUU0NBUEUyLjADAQAAACwAAAAABAAEAAACBISPCQUAIfkEAAoAAAAsAAAAAAQABACAAAD/AAAAAgSEjwkFADs="))
    }

    @Test func aPNGWithAProfileIsConverted() throws {
        // gdk-pixbuf writes the profile into an iCCP chunk.
        let profile = try PhotoFixtures.Space.adobeRGB.iccData
        let png = try PhotoFixtures.png(RGBAImage(width: 8, height: 8, filledWith: (200, 60, 40, 255)), iccProfile: profile)
        let seen = try ImageDecoder.decode(png).upright().pixel(x: 4, y: 4)
        #expect(PhotoFixtures.close((seen.red, seen.green, seen.blue), try PhotoFixtures.Space.adobeRGB.inSRGB((200, 60, 40)), within: 2))
    }

    // MARK: - One list

    @Test func everyFormatTheAppListsIsRecognisedAndNamedInTheRefusal() {
        let message = ImageError.unrecognizedFormat.message
        for format in ImageFormat.allCases {
            #expect(message.contains(format.name))
            #expect(!format.fileExtensions.isEmpty && !format.mimeTypes.isEmpty)
        }
        #expect(PictureLibrary.extensions == ImageFormat.fileExtensions)
        #expect(PictureLibrary.extensions.isSuperset(of: ["heic", "avif", "svg", "tif", "jpg"]))
        #expect(ContentChoice.imageTypes.first == "image/png")
        #expect(Set(ContentChoice.imageTypes) == Set(ImageFormat.mimeTypes))
    }
}
