/// Which of GTK's renderers the app asks for, and why. GTK's default is GL,
/// which without a GPU is Mesa's software rasteriser (llvmpipe): measured
/// here, it shows the canvas at half the frame rate of GTK's cairo
/// renderer, keeps a new window black for over a second while it starts,
/// and needs about 170 MB more. So where GL would be software, the app runs
/// on cairo; with a GPU it leaves GTK's choice; a GSK_RENDERER the user set
/// always wins.
///
/// Software GL is recognised without starting GL (which is the cost being
/// avoided): no DRM render node means no GPU to draw with; on X11 a
/// server without DRI3 (Xvfb, Xvnc, xrdp, a forwarded display) cannot hand
/// a GPU's buffers to the app even when the machine has one; and Mesa's
/// own switches can ask for software.
public struct RendererChoice: Equatable, Sendable {
    public enum Renderer: Equatable, Sendable {
        /// GTK decides (GL with a GPU).
        case gtkDefault
        case cairo
        /// GSK_RENDERER, as the user set it.
        case user(String)
    }

    /// What the shell finds out about the machine's graphics.
    public struct Facts: Equatable, Sendable {
        /// The environment's GSK_RENDERER, LIBGL_ALWAYS_SOFTWARE and GALLIUM_DRIVER.
        public var environment: [String: String]
        /// The DRM render nodes this user may open (/dev/dri/renderD128 …).
        public var renderNodes: [String]
        /// On X11, whether the server offers DRI3; nil on Wayland and others.
        public var x11HasDRI3: Bool?

        public init(environment: [String: String], renderNodes: [String], x11HasDRI3: Bool?) {
            self.environment = environment
            self.renderNodes = renderNodes
            self.x11HasDRI3 = x11HasDRI3
        }
    }

    public let renderer: Renderer
    /// One sentence, for the About dialog's debug information and the stall report.
    public let reason: String

    /// The name GTK knows the renderer by, when the app asks for one.
    public var gskName: String? {
        switch renderer {
        case .cairo: "cairo"
        case .gtkDefault, .user: nil
        }
    }

    public static func choose(for facts: Facts) -> RendererChoice {
        if let asked = facts.environment["GSK_RENDERER"], !asked.isEmpty {
            return RendererChoice(renderer: .user(asked),
                                  reason: localized("GSK_RENDERER={renderer} is set, and followed.", ["renderer": asked]))
        }
        if let variable = softwareSwitch(in: facts.environment) {
            return RendererChoice(renderer: .cairo, reason: localized("{variable} asks Mesa for software GL.",
                                                                      ["variable": variable]))
        }
        guard let node = facts.renderNodes.sorted().first else {
            return RendererChoice(renderer: .cairo,
                                  reason: localized("No GPU render node in /dev/dri, so GL would be software."))
        }
        if facts.x11HasDRI3 == false {
            return RendererChoice(renderer: .cairo,
                                  reason: localized("The X server has no DRI3, so GL would be software."))
        }
        return RendererChoice(renderer: .gtkDefault,
                              reason: localized("GPU render node {node}: GTK’s own choice.", ["node": node]))
    }

    /// The Mesa variable, and its value, that forces software rendering.
    private static func softwareSwitch(in environment: [String: String]) -> String? {
        if let always = environment["LIBGL_ALWAYS_SOFTWARE"], !always.isEmpty, !["0", "false"].contains(always.lowercased()) {
            return "LIBGL_ALWAYS_SOFTWARE=\(always)"
        }
        if let driver = environment["GALLIUM_DRIVER"], ["llvmpipe", "softpipe", "swr"].contains(driver.lowercased()) {
            return "GALLIUM_DRIVER=\(driver)"
        }
        return nil
    }
}
