import Testing
@testable import ArtModel

@Suite struct RendererChoiceTests {
    typealias Facts = RendererChoice.Facts

    let gpu = Facts(environment: [:], renderNodes: ["/dev/dri/renderD128"], x11HasDRI3: true)

    @Test func aGPUKeepsGTKsChoice() {
        #expect(RendererChoice.choose(for: gpu).renderer == .gtkDefault)
        #expect(RendererChoice.choose(for: gpu).gskName == nil)
        var wayland = gpu
        wayland.x11HasDRI3 = nil
        #expect(RendererChoice.choose(for: wayland).renderer == .gtkDefault)
    }

    @Test func noRenderNodeMeansCairo() {
        for server in [false, true, nil] {
            let choice = RendererChoice.choose(for: Facts(environment: [:], renderNodes: [], x11HasDRI3: server))
            #expect(choice.renderer == .cairo && choice.gskName == "cairo", "\(server)")
            #expect(choice.reason == "No GPU render node in /dev/dri, so GL would be software.")
        }
    }

    /// A remote or virtual X display on a machine with a GPU.
    @Test func anXServerWithoutDRI3MeansCairo() {
        var remote = gpu
        remote.x11HasDRI3 = false
        let choice = RendererChoice.choose(for: remote)
        #expect(choice.renderer == .cairo)
        #expect(choice.reason.contains("DRI3"))
    }

    @Test func mesasSoftwareSwitchesMeanCairo() {
        for (variable, value) in [("LIBGL_ALWAYS_SOFTWARE", "1"), ("LIBGL_ALWAYS_SOFTWARE", "true"), ("GALLIUM_DRIVER", "llvmpipe")] {
            var forced = gpu
            forced.environment = [variable: value]
            #expect(RendererChoice.choose(for: forced).renderer == .cairo, "\(variable)=\(value)")
        }
        for (variable, value) in [("LIBGL_ALWAYS_SOFTWARE", "0"), ("LIBGL_ALWAYS_SOFTWARE", ""), ("GALLIUM_DRIVER", "radeonsi")] {
            var hardware = gpu
            hardware.environment = [variable: value]
            #expect(RendererChoice.choose(for: hardware).renderer == .gtkDefault, "\(variable)=\(value)")
        }
    }

    @Test func theUsersRendererAlwaysWins() {
        for facts in [gpu, Facts(environment: [:], renderNodes: [], x11HasDRI3: false)] {
            var asked = facts
            asked.environment = ["GSK_RENDERER": "gl", "LIBGL_ALWAYS_SOFTWARE": "1"]
            let choice = RendererChoice.choose(for: asked)
            #expect(choice.renderer == .user("gl"))
            #expect(choice.gskName == nil)
            #expect(choice.reason == "GSK_RENDERER=gl is set, and followed.")
        }
    }
}
