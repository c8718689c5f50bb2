import GestureEngine

extension DrawCommand {
    /// The command placed by `placement`, a translation with a uniform positive scale (the scene
    /// viewport's `FrameLayout.sceneToWindow`): shapes keep their own transforms after it, text
    /// moves and scales, clips stay axis-aligned rectangles.
    public func placed(by placement: Transform2D) -> DrawCommand {
        switch self {
        case let .fill(shape, color):
            return .fill(shape.placed(by: placement), color)
        case let .stroke(shape, width, color):
            return .stroke(shape.placed(by: placement), width: width, color)
        case let .dashedOutline(outline, color):
            return .dashedOutline(DashedOutline(outline.shape.placed(by: placement)), color)
        case var .text(run):
            run.position = placement.apply(to: run.position)
            run.scale *= placement.a
            return .text(run)
        case let .clip(rect):
            return .clip(rect.map { placement.apply(to: $0) })
        }
    }
}

private extension RoundedRect {
    func placed(by placement: Transform2D) -> RoundedRect {
        RoundedRect(rect: rect, cornerRadius: cornerRadius, transform: transform.concatenating(placement))
    }
}
