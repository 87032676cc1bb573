import ArtModel
import CGtk
import CGtk.X11
import Foundation

/// Puts RendererChoice into effect: collects the machine's facts before
/// GTK starts, asks the model, and where it says cairo turns GDK's GL off
/// altogether (GDK_DISABLE=gl, before 4.16 GDK_DEBUG=gl-disable), so that GDK does not start software
/// GL just to pick an X visual (which alone costs about 60 MB and a tenth
/// of a second here), and names cairo in GSK_RENDERER, as GTK documents,
/// so GSK does not first try GL for every window. Nothing is changed when
/// the user chose a renderer, or GTK's own choice stands.
@MainActor
enum RendererSelection {
    private(set) static var choice: RendererChoice?

    /// Call first thing, while the process has one thread: it may set an
    /// environment variable GTK reads when it starts.
    static func applyBeforeGTKStarts() {
        let chosen = RendererChoice.choose(for: facts())
        choice = chosen
        if chosen.renderer == .cairo {
            // GTK 4.16 moved the switch to GDK_DISABLE=gl: GTK 4.18 answers
            // GDK_DEBUG=gl-disable with "Unrecognized value" and loads Mesa.
            let variable = gtk_get_minor_version() >= 16 ? ("GDK_DISABLE", "gl") : ("GDK_DEBUG", "gl-disable")
            let before = ProcessInfo.processInfo.environment[variable.0].map { $0 + ":" } ?? ""
            setenv(variable.0, before + variable.1, 1)
        }
        if let name = chosen.gskName { setenv("GSK_RENDERER", name, 0) }
        Probes.report(.rendererChosen(gskName: chosen.gskName, reason: chosen.reason))
    }

    /// Reports, once, the renderer GSK made for the first window.
    static func noteInUse(by window: UnsafeMutablePointer<GtkWindow>) {
        guard !notedInUse, let renderer = gtk_native_get_renderer(window.cast()) else { return }
        notedInUse = true
        Probes.report(.rendererInUse(typeName: String(cString: g_type_name_from_instance(Opaque<GObjectType>(renderer).cast()))))
    }

    private static var notedInUse = false

    /// "Renderer: GskCairoRenderer" and why, for the About dialog.
    static func description(of window: UnsafeMutablePointer<GtkWindow>?) -> String {
        let inUse = window.flatMap { gtk_native_get_renderer($0.cast()) }
            .map { String(cString: g_type_name_from_instance(Opaque<GObjectType>($0).cast())) }
        return [
            localized("Renderer: {renderer}", ["renderer": inUse ?? choice?.gskName ?? "?"]),
            choice?.reason ?? "",
            "GTK " + [gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version()].map(String.init).joined(separator: "."),
        ].joined(separator: "\n")
    }

    private static func facts() -> RendererChoice.Facts {
        let environment = ProcessInfo.processInfo.environment.filter {
            ["GSK_RENDERER", "LIBGL_ALWAYS_SOFTWARE", "GALLIUM_DRIVER"].contains($0.key)
        }
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        let renderNodes = devices.filter { $0.hasPrefix("renderD") }.map { "/dev/dri/" + $0 }
            .filter { access($0, R_OK | W_OK) == 0 }
        // Without a render node the answer is cairo whatever the X server says.
        return RendererChoice.Facts(environment: environment, renderNodes: renderNodes,
                                    x11HasDRI3: renderNodes.isEmpty ? nil : x11HasDRI3())
    }

    /// Whether the X server of $DISPLAY offers DRI3, asked on a connection
    /// of our own (GTK's does not exist yet); nil without an X server.
    private static func x11HasDRI3() -> Bool? {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        return XQueryExtension(display, "DRI3", &opcode, &event, &error) != 0
    }
}
