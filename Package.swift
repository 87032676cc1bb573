// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "EmojiArt",
    products: [
        .executable(name: "emojiart", targets: ["EmojiArtGtk"]),
    ],
    targets: [
        // GLib, GObject and GIO, for the shell only: the one module that owns
        // their headers; CGtk, CGStreamer and CDialogs include it rather than
        // GLib's headers (Sources/CGLib/glib_shim.h says why).
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-unix-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // GTK 4, for the shell only (and Xlib, as its submodule CGtk.X11).
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
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
        // GTK's file dialog and alert: GtkFileDialog and GtkAlertDialog, or
        // before GTK 4.10 GtkFileChooserNative and GtkMessageDialog, chosen
        // by the installed GTK's version.
        .target(
            name: "CDialogs",
            dependencies: ["CGLib", "CGtk"]
        ),
        .target(
            name: "ArtModel",
            dependencies: ["CTurboJPEG", "CZlib", "CGettext", "CJPEGRows"]
        ),
        .executableTarget(
            name: "EmojiArtGtk",
            dependencies: ["ArtModel", "CGLib", "CGtk", "CGStreamer", "CDialogs"]
        ),
        .testTarget(
            name: "ArtModelTests",
            dependencies: ["ArtModel"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "GtkShellTests",
            dependencies: ["EmojiArtGtk", "CGLib", "CGtk"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
