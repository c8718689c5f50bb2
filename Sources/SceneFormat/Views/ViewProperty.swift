import GestureEngine

/// One key of a view in scene files, declared once: its default and meaning (docs/SCENES.md's
/// view table), its JSON Schema, how its value is read (with positioned errors), and what it
/// sets on the engine's view (or, for drawing-only keys, on the scene's description of the
/// view). Structural keys (`id`, `frame`, `subviews`, `gestures`,
/// `control`, `interactions`, `animation`, `animator`) are read by `ViewParser` itself and only documented here.
public struct ViewProperty: Sendable {
    let key: String
    /// Markdown for the table's default column.
    let defaultValue: String
    /// Markdown for the table's meaning column (UIKit's name first where there is one).
    let meaning: String
    /// The value's JSON Schema, as JSON text.
    let schema: String
    /// Nil for structural keys.
    let read: (@Sendable (YAMLNode, ValueDecoder) -> ViewSetting?)?
}

/// A view property's value as read from a file, applied to the scene's description of the view
/// as it is parsed: most keep a setting of the engine's view for when the scene is built
/// (`view(_:)`); drawing-only ones (`logTouches`) set the description itself.
struct ViewSetting: Sendable {
    let apply: @Sendable (inout ViewDescription) -> Void

    /// A setting of the engine's view, made when the scene is built.
    static func view(_ set: @escaping @Sendable (View) -> Void) -> ViewSetting {
        ViewSetting { $0.viewSettings.append(set) }
    }
}

extension ViewProperty {
    private static func flag(_ key: String, default value: Bool, _ meaning: String,
                             _ apply: @escaping @Sendable (View, Bool) -> Void) -> ViewProperty {
        ViewProperty(key: key, defaultValue: String(value), meaning: meaning, schema: ##"{"type": "boolean"}"##) { node, decode in
            decode.bool(node, key).map { value in .view { apply($0, value) } }
        }
    }

    private static func structural(_ key: String, _ defaultValue: String, _ meaning: String, schema: String) -> ViewProperty {
        ViewProperty(key: key, defaultValue: defaultValue, meaning: meaning, schema: schema, read: nil)
    }

    /// Every key of a view, in documentation order.
    static let all: [ViewProperty] = [
        structural("id", "required", "unique id: letters, digits, `_`, `-`, starting with a letter or `_`; used in traces",
                   schema: ##"{"$ref": "#/$defs/id"}"##),
        structural("frame", "required", "`[x, y, width, height]` in the superview's coordinates; width and height ≥ 0",
                   schema: ##"{"$ref": "#/$defs/rect"}"##),
        ViewProperty(key: "boundsOrigin", defaultValue: "`[0, 0]`",
                     meaning: "`bounds.origin`: shifts the view's content and subviews (a scrolled scroll view)",
                     schema: ##"{"$ref": "#/$defs/point"}"##) { node, decode in
            decode.point(node, "boundsOrigin").map { origin in .view { $0.bounds.origin = origin } }
        },
        ViewProperty(key: "transform", defaultValue: "none",
                     meaning: "`{scale: s or [sx, sy], rotateDegrees: a, translate: [x, y]}` about the centre: scale, then rotate (clockwise), then translate",
                     schema: ##"{"$ref": "#/$defs/transform"}"##) { node, decode in
            decode.transform(node).map { transform in .view { $0.transform = transform } }
        },
        ViewProperty(key: "alpha", defaultValue: "1", meaning: "0…1; below 0.01 the view and its subtree are not hit-tested",
                     schema: ##"{"type": "number", "minimum": 0, "maximum": 1}"##) { node, decode in
            decode.number(node, "alpha", in: 0...1).map { alpha in .view { $0.alpha = alpha } }
        },
        flag("hidden", default: false, "`isHidden`: not drawn, not hit-tested, with its subtree") { $0.isHidden = $1 },
        flag("userInteraction", default: true, "`isUserInteractionEnabled`: false skips the view and its subtree in hit testing") {
            $0.isUserInteractionEnabled = $1
        },
        flag("multipleTouch", default: false,
             "`isMultipleTouchEnabled`: false lets only the first touch of a sequence reach the view's responder methods") {
            $0.isMultipleTouchEnabled = $1
        },
        flag("exclusiveTouch", default: false, "`isExclusiveTouch`: while it holds a touch, no other view hears a new one, and vice versa") {
            $0.isExclusiveTouch = $1
        },
        flag("clipsToBounds", default: false, "clips drawing of subviews (axis-aligned); never changes hit testing") { $0.clipsToBounds = $1 },
        ViewProperty(key: "background", defaultValue: "clear", meaning: "fill colour", schema: ##"{"$ref": "#/$defs/color"}"##) { node, decode in
            decode.color(node, "background").map { color in .view { $0.backgroundColor = color } }
        },
        ViewProperty(key: "cornerRadius", defaultValue: "0", meaning: "points", schema: ##"{"$ref": "#/$defs/nonNegative"}"##) { node, decode in
            decode.nonNegative(node, "cornerRadius").map { radius in .view { $0.cornerRadius = radius } }
        },
        ViewProperty(key: "border", defaultValue: "none", meaning: "`{width: pt, color: colour}`, drawn inside the bounds, above the subviews",
                     schema: ##"{"$ref": "#/$defs/border"}"##) { node, decode in decode.border(node) },
        ViewProperty(key: "label", defaultValue: "none", meaning: "`\"text\"` or `{text, color (black), size (17 pt)}`, centred",
                     schema: ##"{"oneOf": [{"type": "string", "maxLength": 10000}, {"$ref": "#/$defs/label"}]}"##) { node, decode in
            decode.label(node).map { label in .view { $0.label = label } }
        },
        ViewProperty(key: "hitTest", defaultValue: "none", meaning: "`{minimumTouchSize: pt, passThrough: bool, presentation: bool}`, see below",
                     schema: ##"{"$ref": "#/$defs/hitTest"}"##) { node, decode in
            decode.hitTestOptions(node).map { options in .view { $0.hitTestOptions = options } }
        },
        ViewProperty(key: "logTouches", defaultValue: "true",
                     meaning: "list this view's responder calls in the window's panel (the trace always has them)",
                     schema: ##"{"type": "boolean"}"##) { node, decode in
            decode.bool(node, "logTouches").map { logs in ViewSetting { $0.logsTouches = logs } }
        },
        structural("animation", "none", "an animation started with the scene (below)", schema: ##"{"$ref": "#/$defs/animation"}"##),
        structural("animator", "none", "a `UIViewPropertyAnimator` animating the view, which gestures pause, scrub, reverse and continue (below)",
                   schema: ##"{"$ref": "#/$defs/animator"}"##),
        structural("subviews", "none", "child views, back to front", schema: ##"{"type": "array", "items": {"$ref": "#/$defs/view"}}"##),
        structural("gestures", "none", "gesture recognizers attached to the view, in attachment order (below)",
                   schema: ##"{"type": "array", "items": {"$ref": "#/$defs/gesture"}}"##),
        structural("control", "none", "`{type: button, switch, slider, stepper, segmented or pageControl; its own keys; enabled; actions}`: the view is a control (below)",
                   schema: ##"{"$ref": "#/$defs/control"}"##),
        structural("scroll", "none", "`{contentSize, contentOffset, …}`: the view is a scroll view, its bounds origin the content offset (below)",
                   schema: ##"{"$ref": "#/$defs/scroll"}"##),
        structural("interactions", "none", "`{drag: …, drop: …}`: a drag interaction and a drop target (below)",
                   schema: ##"{"$ref": "#/$defs/interactions"}"##),
    ]

    /// Every key a view accepts.
    static let keys = all.map(\.key)
}

extension ViewProperty {
    /// docs/SCENES.md's view table, generated from the declarations.
    public static var markdownTable: String {
        var rows = ["| key | default | meaning (UIKit name) |", "| --- | --- | --- |"]
        for property in all { rows.append("| `\(property.key)` | \(property.defaultValue) | \(property.meaning) |") }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Each view key's JSON Schema, by key.
    public static var schemas: [String: String] {
        Dictionary(all.map { ($0.key, $0.schema) }, uniquingKeysWith: { first, _ in first })
    }
}
