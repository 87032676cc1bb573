import Foundation
import PackagePlugin

/// Compiles data/io.github.emojiart.EmojiArt.gresource.xml (the app's
/// layouts, CSS, default palettes and icons) with glib-compile-resources and
/// embeds the result in the target it is applied to, as GNOME apps link
/// their GResource into the binary: no folder is searched at run time.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let data = context.package.directoryURL.appending(path: "data")
        let manifest = data.appending(path: "io.github.emojiart.EmojiArt.gresource.xml")
        let listed = try String(contentsOf: manifest, encoding: .utf8)
            .matches(of: /<file[^>]*>([^<]+)<\/file>/).map { data.appending(path: String($0.output.1)) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [.buildCommand(displayName: "Embedding the app's resources",
                              executable: try context.tool(named: "ResourceEmbedder").url,
                              arguments: [manifest.path, output.path],
                              inputFiles: [manifest] + listed, outputFiles: [output])]
    }
}
