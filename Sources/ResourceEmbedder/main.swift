// Run by Plugins/EmbedResources at build time: compiles a GResource manifest
// with glib-compile-resources and writes it as a Swift file, the bundle in
// base64 (a string literal compiles at once; a byte array would not).
//
//     ResourceEmbedder MANIFEST.gresource.xml OUTPUT.swift
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ResourceEmbedder MANIFEST.gresource.xml OUTPUT.swift\n".utf8))
    exit(2)
}
let manifest = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
let bundle = output.deletingPathExtension().appendingPathExtension("gresource")

// posix_spawn, not Foundation's Process, which the sanitized build's
// LeakSanitizer reports a weak reference of at exit (failing the build).
let command = ["glib-compile-resources", "--sourcedir", manifest.deletingLastPathComponent().path,
               "--target", bundle.path, manifest.path]
var argv = command.map { strdup($0) } + [nil]
defer { argv.forEach { free($0) } }
var child: pid_t = 0
var status: Int32 = 0
guard posix_spawnp(&child, command[0], nil, nil, &argv, environ) == 0, waitpid(child, &status, 0) == child,
      status == 0, let compiled = try? Data(contentsOf: bundle) else {
    FileHandle.standardError.write(Data("ResourceEmbedder: glib-compile-resources failed\n".utf8))
    exit(1)
}
let source = """
    // Generated at build time from \(manifest.lastPathComponent) (Plugins/EmbedResources).
    enum EmbeddedResources {
        static let base64 = "\(compiled.base64EncodedString())"
    }

    """
// SwiftPM runs this again whenever the build's environment differs (make
// sets MAKEFLAGS, a test its own variables); the file is rewritten only when
// the resources changed, so the shell is not compiled again for nothing.
// (No early exit: the sanitized build's LeakSanitizer counts what is still
// held then.)
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    do {
        try source.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("ResourceEmbedder: \(error)\n".utf8))
        exit(1)
    }
}
