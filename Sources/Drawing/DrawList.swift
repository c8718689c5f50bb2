import GestureEngine

/// A backend-neutral list of things to draw, in window points, back to front. Filled by
/// `SceneRenderer` and `DeliveryHUD`; drawn into pixels by `Raster` (for the window, a snapshot, a recording).
///
/// Invariant: `clip` commands nest; every `.clip(rect)` is followed by a matching `.clip(nil)`.
public struct DrawList: Equatable, Sendable, CustomStringConvertible {
    /// Points.
    public var size: Size
    public var background: Color
    public private(set) var commands: [DrawCommand] = []
    /// Where appended commands are placed: drawers working in scene points append through the
    /// scene viewport's transform (`FrameLayout.sceneToWindow`, a translation with a uniform
    /// positive scale); nil: commands are in window points already.
    public var placement: Transform2D?

    /// An empty list with room for `capacity` commands (say, the last frame's count: a list grown
    /// from nothing copies its commands about twice over as it doubles).
    public init(size: Size, background: Color, capacity: Int = 0) {
        self.size = size
        self.background = background
        commands.reserveCapacity(capacity)
    }

    public mutating func append(_ command: DrawCommand) {
        if let placement {
            commands.append(command.placed(by: placement))
        } else {
            commands.append(command)
        }
    }

    /// Appends `other`'s commands moved by `offset` (window points): a pane drawn in its own
    /// points placed in the window. `other`'s size and background are not drawn.
    public mutating func append(contentsOf other: DrawList, offsetBy offset: Point) {
        let move = Transform2D(translationX: offset.x, y: offset.y)
        commands.reserveCapacity(commands.count + other.commands.count)
        for command in other.commands { append(command.placed(by: move)) }
    }

    /// Appends what `draw` appends, cut as `clip` says: between a `.clip(rect)` and its
    /// `.clip(nil)` (nested in the clips open, which the renderers intersect and restore), as it
    /// is for `.none`, not at all for `.hidden`.
    public mutating func append(within clip: SceneRenderer.AncestorClip, _ draw: (inout DrawList) -> Void) {
        switch clip {
        case .none:
            draw(&self)
        case let .rect(rect):
            append(.clip(rect))
            draw(&self)
            append(.clip(nil))
        case .hidden:
            return
        }
    }

    /// One command per line: the DrawList golden form.
    public var description: String {
        (["size \(size) background \(background)"] + commands.map(\.description)).joined(separator: "\n")
    }
}

/// A rounded rectangle given in some local space and placed by `transform` into window points.
public struct RoundedRect: Equatable, Sendable {
    public var rect: Rect
    /// Local points; clamped to half the shorter side when tessellated.
    public var cornerRadius: Double
    public var transform: Transform2D

    public init(rect: Rect, cornerRadius: Double, transform: Transform2D = .identity) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.transform = transform
    }

    /// A circle of `radius` points around `center` (window points).
    public static func circle(center: Point, radius: Double) -> RoundedRect {
        RoundedRect(rect: Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), cornerRadius: radius)
    }
}

/// A single line of text, centred on (or starting at) `position` in window points.
public struct TextRun: Equatable, Sendable {
    public enum Alignment: String, Sendable {
        /// `position` is the centre of the text.
        case center
        /// `position` is the middle of the text's left edge.
        case left
        /// `position` is the middle of the text's right edge.
        case right
    }

    /// The width of `text` at `fontSize` points, estimated as characters × the bundled font's
    /// average advance (about 0.58 em in DejaVu Sans): for layout in Drawing, which has no font.
    public static func estimatedWidth(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.58
    }

    public var text: String
    /// Points, before `scale`.
    public var fontSize: Double
    public var color: Color
    public var position: Point
    public var alignment: Alignment
    /// Radians, clockwise, about `position`.
    public var angle: Double
    /// Uniform scale from the view's transform.
    public var scale: Double

    public init(text: String, fontSize: Double, color: Color, position: Point, alignment: Alignment = .center,
                angle: Double = 0, scale: Double = 1) {
        self.text = text
        self.fontSize = fontSize
        self.color = color
        self.position = position
        self.alignment = alignment
        self.angle = angle
        self.scale = scale
    }
}

public enum DrawCommand: Equatable, Sendable, CustomStringConvertible {
    case fill(RoundedRect, Color)
    /// A band of `width` local points just inside the shape's edge (UIKit draws borders inside).
    case stroke(RoundedRect, width: Double, Color)
    case text(TextRun)
    /// A dashed outline (`DashedOutline`): the model ghosts of animating views.
    case dashedOutline(DashedOutline, Color)
    /// Restricts later commands to an axis-aligned window rectangle; nil ends the innermost clip.
    case clip(Rect?)

    /// True for `.dashedOutline`: a test of the case alone, for loops that skip most commands
    /// without binding their payloads.
    @inlinable
    public var isDashedOutline: Bool {
        if case .dashedOutline = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case let .fill(shape, color):
            return "fill \(shape.rect) r\(formatNumber(shape.cornerRadius)) \(transformNote(shape.transform))\(color)"
        case let .stroke(shape, width, color):
            return "stroke \(shape.rect) r\(formatNumber(shape.cornerRadius)) w\(formatNumber(width)) \(transformNote(shape.transform))\(color)"
        case let .dashedOutline(outline, color):
            return "dashed \(outline.shape.rect) \(transformNote(outline.shape.transform))\(color)"
        case let .text(run):
            return "text \(jsonString(run.text)) \(formatNumber(run.fontSize))pt \(run.color) \(run.alignment.rawValue) at \(run.position)"
                + (run.angle == 0 ? "" : " angle \(formatNumber(run.angle))") + (run.scale == 1 ? "" : " scale \(formatNumber(run.scale))")
        case let .clip(rect):
            return rect.map { "clip \($0)" } ?? "unclip"
        }
    }

    private func transformNote(_ transform: Transform2D) -> String {
        transform.isIdentity ? "" : "transform \(transform) "
    }
}
