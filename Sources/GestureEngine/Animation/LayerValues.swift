/// The drawable and hit-testable values of a view at one moment: its model values, or its
/// presentation values while animations run (§8.1).
public struct LayerValues: Equatable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: Transform2D
    public var alpha: Double
    public var backgroundColor: Color
    public var cornerRadius: Double
    public var borderColor: Color
    public var borderWidth: Double

    /// Maps the view's bounds coordinates to its superview's (same rule as `View`).
    public var transformToSuperview: Transform2D {
        Transform2D(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(Transform2D(translationX: center.x, y: center.y))
    }

    func components(_ property: AnimatableProperty) -> [Double] {
        switch property {
        case .center: [center.x, center.y]
        case .boundsSize: [bounds.width, bounds.height]
        case .transform: AnimatableProperty.decompose(transform)
        case .alpha: [alpha]
        case .backgroundColor: AnimatableProperty.components(of: backgroundColor)
        case .cornerRadius: [cornerRadius]
        case .borderColor: AnimatableProperty.components(of: borderColor)
        case .borderWidth: [borderWidth]
        }
    }

    mutating func set(_ property: AnimatableProperty, _ values: [Double]) {
        switch property {
        case .center: center = Point(values[0], values[1])
        case .boundsSize: bounds.size = Size(max(0, values[0]), max(0, values[1]))
        case .transform: transform = AnimatableProperty.compose(values)
        case .alpha: alpha = min(max(values[0], 0), 1)
        case .backgroundColor: backgroundColor = AnimatableProperty.color(values)
        case .cornerRadius: cornerRadius = max(0, values[0])
        case .borderColor: borderColor = AnimatableProperty.color(values)
        case .borderWidth: borderWidth = max(0, values[0])
        }
    }
}

extension View {
    /// The model values (what the app last set).
    public var modelValues: LayerValues {
        LayerValues(center: center, bounds: bounds, transform: transform, alpha: alpha, backgroundColor: backgroundColor,
                    cornerRadius: cornerRadius, borderColor: borderColor, borderWidth: borderWidth)
    }

    /// Sets the model values of every animatable property at once.
    public func setModelValues(_ values: LayerValues) {
        center = values.center
        bounds = values.bounds
        transform = values.transform
        alpha = values.alpha
        backgroundColor = values.backgroundColor
        cornerRadius = values.cornerRadius
        borderColor = values.borderColor
        borderWidth = values.borderWidth
    }
}
