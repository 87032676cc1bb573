// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "EmojiArt",
    products: [
        // The app, and `make bench`'s build of it with its benchmarks.
        .executable(name: "emojiart", targets: ["EmojiArt"]),
        .executable(name: "emojiart-bench", targets: ["EmojiArtBench"]),
    ],
    targets: [
        // GLib, GObject and GIO: the one module that owns their headers;
        // CImaging, CGtk, CGStreamer and CDialogs include it rather than
        // GLib's headers (Sources/CGLib/glib_shim.h says why).
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-unix-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // GTK 4 and libadwaita, for the shell only (and Xlib, as its submodule CGtk.X11).
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        // The C libraries the model uses, each a module of its own, so that
        // the model cannot import GTK and its tests do not link it.
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(name: "CGettext"),
        // The model's image decoders beyond TurboJPEG: gdk-pixbuf, librsvg
        // and cairo in one module that owns their headers (CGtk includes it),
        // libheif for HEIC and AVIF, and lcms2 for colour profiles.
        .systemLibrary(
            name: "CImaging",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev", "libgdk-pixbuf-2.0-dev", "libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CHeif",
            pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"])]
        ),
        .systemLibrary(
            name: "CLcms2",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"])]
        ),
        // libwebp, to export pictures as WebP.
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        // GStreamer, for the camera (the shell only).
        .systemLibrary(
            name: "CGStreamer",
            pkgConfig: "gstreamer-app-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]
        ),
        // libjpeg (libjpeg-turbo's, as TurboJPEG is) decoding part of an
        // image, so a large one is decoded on two cores (JPEGCodec).
        .target(
            name: "CJPEGRows",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        // Linux's fallocate, which Swift's Glibc leaves out: level files
        // reserve their space before the pass writes them (LevelFile).
        .target(name: "CFileSpace"),
        // GTK's file dialog: GtkFileDialog, or before GTK 4.10
        // GtkFileChooserNative, chosen by the installed GTK's version; and
        // the print dialog, its signals handled in C.
        .target(
            name: "CDialogs",
            dependencies: ["CGLib", "CImaging", "CGtk"]
        ),
        // What one libadwaita release has and another has not (AdwToolbarView,
        // AdwDialog and its alert and About, the desktop's accent colour),
        // chosen by the installed version.
        .target(
            name: "CAdwaita",
            dependencies: ["CGLib", "CImaging", "CGtk"]
        ),
        // A content provider whose bytes are made when a drop asks for them.
        .target(
            name: "CLazyContent",
            dependencies: ["CGLib", "CImaging", "CGtk"]
        ),
        .target(
            name: "ArtModel",
            dependencies: ["CTurboJPEG", "CZlib", "CGettext", "CJPEGRows", "CFileSpace", "CGLib", "CImaging", "CHeif", "CLcms2", "CWebP"]
        ),
        // The GTK shell, which the app and its benchmark build run.
        .target(
            name: "EmojiArtGtk",
            dependencies: ["ArtModel", "CGLib", "CImaging", "CGtk", "CGStreamer", "CDialogs", "CAdwaita", "CLazyContent"],
            plugins: ["EmbedResources"]
        ),
        .executableTarget(name: "EmojiArt", dependencies: ["EmojiArtGtk"]),
        // `make bench`: the same app with the frame benchmark's probe and
        // renderers, and the decode comparison; the app itself has none of them.
        .executableTarget(
            name: "EmojiArtBench",
            dependencies: ["EmojiArtGtk", "ArtModel", "CGLib", "CImaging", "CGtk"]
        ),
        // The app's GResource (data/io.github.emojiart.EmojiArt.gresource.xml:
        // its layouts, CSS, default palettes, icon), compiled at build time
        // and embedded in the binary.
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
        // Photos made as cameras and phones write them, for both test targets.
        .target(
            name: "PhotoFixtures",
            dependencies: ["ArtModel", "CTurboJPEG", "CZlib", "CLcms2", "CHeif", "CGLib", "CImaging"],
            path: "UnitTests/PhotoFixtures"
        ),
        .testTarget(
            name: "ArtModelTests",
            dependencies: ["ArtModel", "PhotoFixtures"],
            path: "UnitTests/ArtModelTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "BenchmarkTests",
            dependencies: ["EmojiArtBench", "ArtModel"],
            path: "UnitTests/BenchmarkTests"
        ),
        .testTarget(
            name: "GtkShellTests",
            dependencies: ["EmojiArtGtk", "PhotoFixtures", "CGLib", "CImaging", "CGtk", "CGStreamer"],
            path: "UnitTests/GtkShellTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
