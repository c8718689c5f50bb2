/// Conversion between the coordinate spaces of any two views of one hierarchy, honouring
/// `bounds.origin` and full affine transforms about the centre (§2.2).
extension View {
    /// Maps a point in this view's bounds coordinates to its superview's coordinates:
    /// shift so the bounds centre is the origin, apply `transform`, then move to `center`.
    public var transformToSuperview: Transform2D {
        Transform2D(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(Transform2D(translationX: center.x, y: center.y))
    }

    /// Maps this view's coordinates to the root's (window) coordinates.
    public var transformToRoot: Transform2D {
        var result = Transform2D.identity
        var node: View? = self
        while let current = node, let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            node = parent
        }
        return result
    }

    /// `point`, given in this view's coordinates, expressed in `other`'s; `other` nil means the
    /// window. Nil when `other`'s transform chain is singular (a zero scale): no point maps there.
    public func convert(_ point: Point, to other: View?) -> Point? {
        let inRoot = transformToRoot.apply(to: point)
        guard let other else { return inRoot }
        return other.transformToRoot.inverted?.apply(to: inRoot)
    }

    /// `point`, given in `other`'s coordinates (nil: the window), expressed in this view's.
    public func convert(_ point: Point, from other: View?) -> Point? {
        let inRoot = other?.transformToRoot.apply(to: point) ?? point
        return transformToRoot.inverted?.apply(to: inRoot)
    }

    /// The bounding box, in `other`'s coordinates, of `rect` given in this view's.
    public func convert(_ rect: Rect, to other: View?) -> Rect? {
        let corners = rect.corners.compactMap { convert($0, to: other) }
        return corners.count == 4 ? Rect.bounding(corners) : nil
    }
}
