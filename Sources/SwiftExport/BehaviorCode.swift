import GestureEngine
import SceneFormat
import SceneRuntime

/// One scene behaviour as the lines an action method runs for it, acting on the view that
/// declares the recognizer (`target`) and reading the recognizer by its parameter name.
struct BehaviorCode {
    let context: ExportContext
    let recognizer: SceneInventory.RecognizerEntry
    let kind: RecognizerClass
    /// The action method's parameter: the recognizer.
    let parameter: String
    /// The view the behaviours act on: the one declaring the recognizer.
    let target: String

    /// A pan that also throws moves its view from where the gesture began rather than resetting
    /// the translation: `setTranslation(_:in:)` would reset the velocity the throw reads.
    var keepsTranslation: Bool {
        recognizer.description.actions.contains { if case .throwToNearest = $0.behavior { true } else { false } }
    }

    /// The local names the lines for `behavior` declare (a scope holding two must separate them).
    static func locals(of behavior: Behavior) -> Set<String> {
        switch behavior {
        case .moveByTranslation: ["translation"]
        case .reparentToViewUnderFinger: ["hit"]
        case .throwToNearest: ["velocity", "projected", "anchors"]
        case .animator(_, .scrubByTranslation): ["translation"]
        default: []
        }
    }

    /// Writes the lines of `behavior`, run for actions in `states` (empty: every action).
    func write(_ behavior: Behavior, states: Set<GestureRecognizerState>, into writer: inout SwiftWriter) {
        // Named only where used: a behaviour that does not touch the view leaves it local.
        var view: String { context.view(target) }
        switch behavior {
        case .moveByTranslation:
            writeMove(view, into: &writer)
        case .scaleByPinch:
            guard kind.family == .pinch else { return writer.line("// scaleByPinch: only a pinch scales its view") }
            writer.line("\(view).transform = \(view).transform.scaledBy(x: \(parameter).scale, y: \(parameter).scale)")
            writer.line("\(parameter).scale = 1")
        case .rotateByRotation:
            guard kind.family == .rotation else { return writer.line("// rotateByRotation: only a rotation turns its view") }
            writer.line("\(view).transform = \(view).transform.rotated(by: \(parameter).rotation)")
            writer.line("\(parameter).rotation = 0")
        case let .setBackground(color):
            writer.line("\(view).backgroundColor = \(SwiftLiteral.color(color))")
        case let .setLabel(text):
            writer.line(ViewCode.setLabel(text, of: target, context: context))
        case let .setHidden(id, hidden):
            writer.line("\(context.view(id)).isHidden = \(hidden)")
        case let .log(message):
            writer.line("print(\(SwiftLiteral.string(message)))")
        case let .toggleEnabled(id):
            guard let other = context.recognizer(id) else {
                return writer.line("// toggleEnabled \(id): UIKit keeps that recognizer private")
            }
            writer.line("// Disabled and enabled again, it lets go of its touches and waits for new ones.")
            writer.line("\(other).isEnabled = false")
            writer.line("\(other).isEnabled = true")
        case .reparentToViewUnderFinger:
            writer.line("// Into the front-most view under the finger, keeping its place on screen.")
            writer.line("\(view).isHidden = true")
            writer.line("let hit = view.hitTest(\(parameter).location(in: view), with: nil)")
            writer.line("\(view).isHidden = false")
            writer.line("if let hit, hit !== \(view).superview { moveKeepingPlace(\(view), into: hit) }")
        case let .reparent(id):
            writer.line("moveKeepingPlace(\(view), into: \(context.view(id)))")
        case .moveToFinger:
            writer.line("\(view).center = \(parameter).location(in: \(view).superview)")
        case let .deferSystemGestures(edges):
            writer.anchored(.deferredEdges) { writer in
                writer.line("deferredEdges = \(SystemEdgeCode.rectEdges(edges))")
                writer.line("setNeedsUpdateOfScreenEdgesDeferringSystemGestures()")
            }
        case let .animate(spec):
            let body = AnimationCode.assignments(spec.changes, to: context.view(target, inClosure: true), declared: declaredTransform)
            AnimationCode.writeBlock(spec, into: &writer, body: body)
        case .grab:
            writeGrab(view, into: &writer)
        case let .throwToNearest(anchors, spring):
            writeThrow(view, anchors: anchors, spring: spring, into: &writer)
        case let .animator(name, command):
            AnimatorCode(context: context).write(command, animator: name, recognizer: parameter, isPan: kind.isPan,
                                                 firstActionIsBegan: states.isEmpty || states.contains(.began), into: &writer)
        }
    }

    private var declaredTransform: Transform2D {
        context.inventory.view(target)?.built.transform ?? .identity
    }

    private func writeMove(_ view: String, into writer: inout SwiftWriter) {
        guard kind.isPan else { return writer.line("// moveByTranslation: only a pan moves its view by a translation") }
        if keepsTranslation {
            let start = context.memberName(recognizer.description.id + " start", parameter + "StartCenter")
            context.stateProperty("\(start) = CGPoint.zero")
            writer.line("// From where the gesture began: setTranslation(.zero, in:) would reset the velocity a throw reads.")
            writer.line("if \(parameter).state == .began { \(start) = \(view).center }")
            writer.line("let translation = \(parameter).translation(in: \(view).superview)")
            writer.line("\(view).center = CGPoint(x: \(start).x + translation.x, y: \(start).y + translation.y)")
        } else {
            writer.line("let translation = \(parameter).translation(in: \(view).superview)")
            writer.line("\(view).center = CGPoint(x: \(view).center.x + translation.x, y: \(view).center.y + translation.y)")
            writer.line("\(parameter).setTranslation(.zero, in: \(view).superview)")
        }
    }

    /// Stops the view's block animations where it is drawn: the presentation layer's values
    /// become the model's, then the animations go.
    private func writeGrab(_ view: String, into writer: inout SwiftWriter) {
        writer.line("// Stop its animations where it is drawn, so the finger takes it from there.")
        writer.block("if let presentation = \(view).layer.presentation()") { writer in
            for (property, expression) in grabbedProperties { writer.line("\(view).layer.\(property) = presentation.\(expression)") }
        }
        writer.line("\(view).layer.removeAllAnimations()")
    }

    /// The layer properties the scene animates on the target (its position always).
    private var grabbedProperties: [(String, String)] {
        var changes: [ViewChanges] = []
        if let entry = context.inventory.view(target) {
            if let animation = entry.description.animation { changes.append(animation.changes) }
            for gesture in context.inventory.recognizers(declaredBy: target) {
                for binding in gesture.description.actions { if case let .animate(spec) = binding.behavior { changes.append(spec.changes) } }
            }
        }
        var properties = [("position", "position")]
        if changes.contains(where: { $0.size != nil }) { properties.append(("bounds", "bounds")) }
        if changes.contains(where: { $0.alpha != nil }) { properties.append(("opacity", "opacity")) }
        if changes.contains(where: { $0.background != nil }) { properties.append(("backgroundColor", "backgroundColor")) }
        if changes.contains(where: { $0.cornerRadius != nil }) { properties.append(("cornerRadius", "cornerRadius")) }
        if changes.contains(where: { $0.scale != nil || $0.rotation != nil }) { properties.append(("transform", "transform")) }
        return properties
    }

    /// Springs the view to the anchor its release velocity points at (`Behavior.throwToNearest`).
    private func writeThrow(_ view: String, anchors: [Point], spring: Spring, into writer: inout SwiftWriter) {
        guard kind.isPan else { return writer.line("// throw: only a pan has a release velocity") }
        let coast = SwiftLiteral.number(Behavior.throwProjection)
        writer.line("// Springs to the anchor the release points at (where \(coast) s of coasting would carry it),")
        writer.line("// starting with the finger's velocity along the way (UIKit's is relative to the distance).")
        writer.line("let velocity = \(parameter).velocity(in: \(view).superview)")
        writer.line("let projected = CGPoint(x: \(view).center.x + velocity.x * \(coast), y: \(view).center.y + velocity.y * \(coast))")
        writer.line("let anchors = [\(anchors.map(SwiftLiteral.point).joined(separator: ", "))]")
        writer.block("if let target = anchors.min(by: { $0.distance(to: projected) < $1.distance(to: projected) })") { writer in
            writer.line("let path = CGPoint(x: target.x - \(view).center.x, y: target.y - \(view).center.y)")
            writer.line("let distance = \(view).center.distance(to: target)")
            writer.line("let relative = distance > 0 ? (velocity.x * path.x + velocity.y * path.y) / (distance * distance) : 0")
            let launched = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: 0)
            let closureView = context.view(target, inClosure: true)
            if let damped = AnimationCode.dampedForm(of: launched) {
                writer.call("UIView.animate", ["withDuration: \(damped.duration)", "delay: 0", "usingSpringWithDamping: \(damped.ratio)",
                                               "initialSpringVelocity: relative", "options: .allowUserInteraction"]) { writer in
                    writer.line("\(closureView).center = target")
                }
            } else {
                writer.line("let spring = UISpringTimingParameters(mass: \(SwiftLiteral.number(spring.mass)), stiffness: \(SwiftLiteral.number(spring.stiffness)), "
                    + "damping: \(SwiftLiteral.number(spring.damping)), initialVelocity: CGVector(dx: relative, dy: relative))")
                writer.line("let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)")
                writer.line("animator.addAnimations { \(closureView).center = target }")
                writer.line("animator.startAnimation()")
            }
        }
    }
}
