import GestureEngine

extension DrawList {
    /// Appends every command of `other` placed by `placement`, a translation with a uniform
    /// positive scale (the scene viewport's `FrameLayout.sceneToWindow`): shapes keep their own
    /// transforms after it, text moves and scales, clips stay axis-aligned rectangles.
    public mutating func append(contentsOf other: DrawList, placedBy placement: Transform2D) {
        for command in other.commands {
            switch command {
            case let .fill(shape, color):
                append(.fill(shape.placed(by: placement), color))
            case let .stroke(shape, width, color):
                append(.stroke(shape.placed(by: placement), width: width, color))
            case let .dashedOutline(outline, color):
                append(.dashedOutline(DashedOutline(outline.shape.placed(by: placement)), color))
            case var .text(run):
                run.position = placement.apply(to: run.position)
                run.scale *= placement.a
                append(.text(run))
            case let .clip(rect):
                append(.clip(rect.map { placement.apply(to: $0) }))
            }
        }
    }
}

private extension RoundedRect {
    func placed(by placement: Transform2D) -> RoundedRect {
        RoundedRect(rect: rect, cornerRadius: cornerRadius, transform: transform.concatenating(placement))
    }
}
