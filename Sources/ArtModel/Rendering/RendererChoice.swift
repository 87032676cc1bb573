/// Which GSK renderer the app asks GTK for. Without a GPU, GTK's GL
/// renderer runs on llvmpipe, and the canvas (tiles composited by cairo)
/// draws at a third of the frame rate it reaches with the cairo renderer
/// (`make bench` measures both); with a GPU, GTK's own choice stands. A
/// GSK_RENDERER the user set always wins.
public enum RendererChoice {
    public static let variable = "GSK_RENDERER"

    /// The renderer to set, or nil to leave GTK's choice.
    public static func renderer(environment: [String: String], hasRenderNode: Bool) -> String? {
        guard environment[variable] == nil, !hasRenderNode else { return nil }
        return "cairo"
    }
}
