import GestureEngine
import SceneRuntime

/// Animations as UIKit writes them: block animations (`UIView.animate(withDuration:delay:
/// options:animations:)`, its spring form), the changes inside them, and the timing parameters
/// of property animators.
enum AnimationCode {
    /// A spring as `UIView.animate(…usingSpringWithDamping:…)` and
    /// `UIViewPropertyAnimator(duration:dampingRatio:)` take it: a damping ratio and a duration.
    /// Nil when the spring was given by mass, stiffness and damping (no duration gives it back).
    static func dampedForm(of spring: Spring) -> (ratio: String, duration: String)? {
        guard spring.mass == 1 else { return nil }
        let ratio = SwiftLiteral.number(spring.dampingRatio)
        let duration = formatNumber(spring.settlingDuration, decimals: 3)
        guard let r = Double(ratio), let d = Double(duration) else { return nil }
        let rebuilt = Spring(dampingRatio: r, duration: d, initialVelocity: spring.initialVelocity)
        guard abs(rebuilt.stiffness - spring.stiffness) <= 1e-9 * spring.stiffness, abs(rebuilt.damping - spring.damping) <= 1e-9 * max(spring.damping, 1) else {
            return nil
        }
        return (ratio, duration)
    }

    /// The named curve `curve` is, as `UIView.AnimationCurve` names it (nil: a custom Bézier).
    static func curveName(_ curve: TimingCurve) -> String? {
        switch curve {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        default: nil
        }
    }

    /// `UIView.AnimationOptions` members for `options` (and a named curve), in UIKit's order.
    static func optionMembers(_ options: AnimationOptions, curve: String? = nil) -> [String] {
        var members: [String] = []
        if options.contains(.allowUserInteraction) { members.append("allowUserInteraction") }
        if options.contains(.beginFromCurrentState) { members.append("beginFromCurrentState") }
        if options.contains(.repeat) { members.append("repeat") }
        if options.contains(.autoreverse) { members.append("autoreverse") }
        if let curve, curve != "easeInOut" { members.append("curve" + curve.prefix(1).uppercased() + curve.dropFirst()) }
        return members
    }

    /// The assignments that make `changes` to `view` (an expression), as an animations block
    /// holds them; `declared` is the view's transform as the scene declares it, whose parts a
    /// change of scale or rotation alone keeps.
    static func assignments(_ changes: ViewChanges, to view: String, declared: Transform2D) -> [String] {
        var lines: [String] = []
        if let center = changes.center { lines.append("\(view).center = \(SwiftLiteral.point(center))") }
        if let size = changes.size { lines.append("\(view).bounds.size = \(SwiftLiteral.size(size))") }
        if let alpha = changes.alpha { lines.append("\(view).alpha = \(SwiftLiteral.number(alpha))") }
        if let background = changes.background { lines.append("\(view).backgroundColor = \(SwiftLiteral.color(background))") }
        if let radius = changes.cornerRadius { lines.append("\(view).layer.cornerRadius = \(SwiftLiteral.number(radius))") }
        if changes.scale != nil || changes.rotation != nil {
            let parts = AnimatableProperty.decompose(declared)
            let transform = SwiftLiteral.transform(scaleX: changes.scale ?? parts[0], scaleY: changes.scale ?? parts[1], rotation: changes.rotation ?? parts[2],
                                                   translation: Point(x: parts[3], y: parts[4]))
            lines.append("\(view).transform = \(transform)")
        }
        return lines
    }

    /// Starts `spec` as a block animation of the changes `body` writes.
    static func writeBlock(_ spec: AnimationSpec, into writer: inout SwiftWriter, body: [String]) {
        let delay = SwiftLiteral.number(spec.delay)
        switch spec.timing {
        case let .spring(spring):
            let options = SwiftLiteral.optionSet(optionMembers(spec.options))
            if let damped = dampedForm(of: spring) {
                let arguments = ["withDuration: \(damped.duration)", "delay: \(delay)", "usingSpringWithDamping: \(damped.ratio)",
                                 "initialSpringVelocity: \(SwiftLiteral.number(spring.initialVelocity))", "options: \(options)"]
                writer.call("UIView.animate", arguments) { writer in for line in body { writer.line(line) } }
            } else {
                // A spring given by mass, stiffness and damping: only a property animator takes one.
                writer.block("do") { writer in
                    writer.line("let animator = UIViewPropertyAnimator(duration: 0, timingParameters: \(springParameters(spring)))")
                    writer.block("animator.addAnimations") { writer in for line in body { writer.line(line) } }
                    writer.line(spec.delay > 0 ? "animator.startAnimation(afterDelay: \(delay))" : "animator.startAnimation()")
                }
            }
        case let .curve(curve, duration):
            let named = curveName(curve)
            let members = optionMembers(spec.options, curve: named)
            let arguments = members.isEmpty && spec.delay == 0
                ? ["withDuration: \(SwiftLiteral.number(duration))"]
                : ["withDuration: \(SwiftLiteral.number(duration))", "delay: \(delay)", "options: \(SwiftLiteral.optionSet(members))"]
            if named == nil {
                // Block animations name four curves; another Bézier comes from the enclosing transaction.
                writer.line("CATransaction.begin()")
                writer.line("CATransaction.setAnimationTimingFunction(\(mediaTimingFunction(curve)))")
            }
            writer.call("UIView.animate", arguments) { writer in for line in body { writer.line(line) } }
            if named == nil { writer.line("CATransaction.commit()") }
        }
    }

    /// `curve` as Core Animation names a cubic Bézier.
    static func mediaTimingFunction(_ curve: TimingCurve) -> String {
        "CAMediaTimingFunction(controlPoints: \([curve.x1, curve.y1, curve.x2, curve.y2].map(SwiftLiteral.number).joined(separator: ", ")))"
    }

    /// `spring` as `UISpringTimingParameters`: by damping ratio when it was given so, else by mass, stiffness and damping.
    static func springParameters(_ spring: Spring) -> String {
        let velocity = SwiftLiteral.number(spring.initialVelocity)
        let vector = "CGVector(dx: \(velocity), dy: \(velocity))"
        if let damped = dampedForm(of: spring) {
            return "UISpringTimingParameters(dampingRatio: \(damped.ratio), initialVelocity: \(vector))"
        }
        return "UISpringTimingParameters(mass: \(SwiftLiteral.number(spring.mass)), stiffness: \(SwiftLiteral.number(spring.stiffness)), "
            + "damping: \(SwiftLiteral.number(spring.damping)), initialVelocity: \(vector))"
    }

    /// `timing` as a `UITimingCurveProvider` (`continueAnimation(withTimingParameters:…)`).
    static func timingParameters(_ timing: AnimationTiming) -> String {
        switch timing {
        case let .spring(spring):
            return springParameters(spring)
        case let .curve(curve, _):
            if let name = curveName(curve) { return "UICubicTimingParameters(animationCurve: .\(name))" }
            return "UICubicTimingParameters(controlPoint1: \(SwiftLiteral.point(Point(x: curve.x1, y: curve.y1))), "
                + "controlPoint2: \(SwiftLiteral.point(Point(x: curve.x2, y: curve.y2))))"
        }
    }

    /// The initializer of a property animator running `timing`, its animations a trailing
    /// closure (nil: `init(duration:timingParameters:)`, whose animations are added after).
    static func animatorInitializer(_ timing: AnimationTiming) -> (call: String, takesClosure: Bool) {
        switch timing {
        case let .curve(curve, duration):
            let seconds = SwiftLiteral.number(duration)
            if let name = curveName(curve) { return ("UIViewPropertyAnimator(duration: \(seconds), curve: .\(name))", true) }
            return ("UIViewPropertyAnimator(duration: \(seconds), controlPoint1: \(SwiftLiteral.point(Point(x: curve.x1, y: curve.y1))), "
                + "controlPoint2: \(SwiftLiteral.point(Point(x: curve.x2, y: curve.y2))))", true)
        case let .spring(spring):
            if let damped = dampedForm(of: spring), spring.initialVelocity == 0 {
                return ("UIViewPropertyAnimator(duration: \(damped.duration), dampingRatio: \(damped.ratio))", true)
            }
            let duration = dampedForm(of: spring)?.duration ?? "0"
            return ("UIViewPropertyAnimator(duration: \(duration), timingParameters: \(springParameters(spring)))", false)
        }
    }
}
