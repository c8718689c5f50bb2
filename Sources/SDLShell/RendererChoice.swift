import Foundation

/// Which way the window's frames reach the screen.
public enum RendererChoice: String, CaseIterable, Sendable {
    /// `gpu` when the machine has a GPU render node (/dev/dri/renderD*), else `software`.
    case auto
    /// The frame drawn by `Raster` straight into the window's own surface (X11 shared memory),
    /// only where it changed: no GL stack is loaded.
    case software
    /// The frame drawn by `Raster` into memory, uploaded as a texture to SDL's accelerated
    /// renderer (OpenGL and the like), vsync.
    case gpu

    /// `auto` decided for this machine: a render node means a real GPU driver (llvmpipe and
    /// software GL have none).
    func resolved(renderNodes: [String]) -> RendererChoice {
        guard self == .auto else { return self }
        return renderNodes.contains { $0.hasPrefix("renderD") } ? .gpu : .software
    }

    /// The render nodes of this machine.
    static var machineRenderNodes: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    }
}
