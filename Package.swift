// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "EmojiArt",
    products: [
        .executable(name: "emojiart", targets: ["EmojiArtGtk"]),
    ],
    targets: [
        // GTK 4 and TurboJPEG as one C module; TurboJPEG is the submodule
        // `CGtk.TurboJPEG`, so ArtModel can use it without importing GTK.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev", "libturbojpeg0-dev", "zlib1g-dev"])]
        ),
        // libjpeg (libjpeg-turbo's, as TurboJPEG is) decoding part of an
        // image, so a large one is decoded on two cores (JPEGCodec).
        .target(
            name: "CJPEGRows",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .target(
            name: "ArtModel",
            dependencies: ["CGtk", "CJPEGRows"]
        ),
        .executableTarget(
            name: "EmojiArtGtk",
            dependencies: ["ArtModel", "CGtk"]
        ),
        .testTarget(
            name: "ArtModelTests",
            dependencies: ["ArtModel"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "GtkShellTests",
            dependencies: ["EmojiArtGtk", "CGtk"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
