import GestureEngine

/// Built-in reactions to a recognizer's actions, so that scenes do something visible without
/// code. Each runs inside the action (state is the delivered state there), through the engine's
/// public API only (`GestureRecognizer.bind(_:in:)` installs them as a target).
public enum Behavior: Sendable, Equatable {
    /// Moves the recognizer's view by the pan's translation since the last action. It does not
    /// reset the translation (that would clear the velocity a later `throw` needs, §7.3).
    case moveByTranslation
    /// Scales the view's transform by the pinch's scale, then resets the scale to 1.
    case scaleByPinch
    /// Rotates the view's transform by the rotation, then resets it to 0.
    case rotateByRotation
    case setBackground(Color)
    case setLabel(String)
    /// Shows or hides another view of the window, by id (a menu presented on `.began` and
    /// dismissed on `.cancelled`, as in the talk's drag demo).
    case setHidden(view: String, hidden: Bool)
    /// Writes a line to the trace (`log` event).
    case log(String)
    /// Disables, then re-enables, another recognizer: the TouchDemo trick that makes it drop
    /// its touches and wait for new ones (§11 E7).
    case toggleEnabled(recognizer: String)
    /// Moves the view into the front-most view under the recognizer's location, keeping its
    /// place on screen (the TouchDemo dots dropped onto the canvas).
    case reparentToViewUnderFinger
    /// Moves the view into another view of the window, by id, keeping its place on screen and
    /// bringing it to the front there (TouchDemo's `view.addSubview(dot)` as a dot is grabbed).
    case reparent(to: String)
    /// Centres the view on the recognizer's location (TouchDemo's `moveDot`).
    case moveToFinger
    /// §10.3: sets the root view controller's `preferredScreenEdgesDeferringSystemGestures` and
    /// calls `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    case deferSystemGestures(Set<SystemEdge>)
    /// Starts a block animation of the view.
    case animate(AnimationSpec)
    /// Stops the view's animations where it is drawn, so a finger can take it from there (the
    /// interruptible-interaction pattern of session 219).
    case grab
    /// Springs the view's centre to the anchor (superview points) that the pan's release
    /// velocity points at, starting with that velocity (§8.4: relative to the distance).
    case throwToNearest(anchors: [Point], spring: Spring)
    /// Drives the scene's property animator `name` (§8.5).
    case animator(name: String, command: AnimatorCommand)

    /// Applies the behaviour for `recognizer`'s current action in `engine` to `view` (the
    /// binding's target: the recognizer's view unless it was moved away). `velocity` is the pan's
    /// velocity (`view`'s superview points per second), read once per action before any
    /// behaviour ran. `animators` are the scene's, by name.
    func apply(to recognizer: GestureRecognizer, view: View, in engine: Engine, animators: AnimatorTable, velocity: Point,
               state: inout BehaviorState) {
        switch self {
        case .moveByTranslation:
            guard let pan = recognizer as? PanGestureRecognizer, let parent = view.superview else { return }
            let translation = pan.translation(in: parent)
            view.center = view.center + (translation - state.appliedTranslation)
            state.appliedTranslation = translation
        case .scaleByPinch:
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            view.transform = Transform2D(scaleX: pinch.scale, y: pinch.scale).concatenating(view.transform)
            pinch.scale = 1
        case .rotateByRotation:
            guard let rotation = recognizer as? RotationGestureRecognizer else { return }
            view.transform = Transform2D(rotationAngle: rotation.rotation).concatenating(view.transform)
            rotation.rotation = 0
        case let .setBackground(color):
            view.backgroundColor = color
        case let .setLabel(text):
            view.setLabelText(text)
        case let .setHidden(id, hidden):
            view.root.descendant(withID: id)?.isHidden = hidden
        case let .log(message):
            engine.log(message, from: recognizer)
        case let .toggleEnabled(id):
            // Ids resolve among the recognizers of the recognizer's window.
            guard let other = view.root.recognizer(withID: id) else { return }
            other.isEnabled = false
            other.isEnabled = true
        case .reparentToViewUnderFinger:
            reparent(view, at: recognizer.location(in: nil))
        case let .reparent(id):
            guard let target = view.root.descendant(withID: id) ?? (view.root.id == id ? view.root : nil) else { return }
            move(view, into: target)
        case .moveToFinger:
            guard let parent = view.superview else { return }
            view.center = recognizer.location(in: parent)
        case let .deferSystemGestures(edges):
            engine.systemEdges.preferredDeferredEdges = edges
            engine.systemEdges.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        case let .animate(spec):
            spec.start(on: view, in: engine)
        case .grab:
            engine.animations.interrupt(view)
        case let .throwToNearest(anchors, spring):
            throwView(view, velocity: velocity, anchors: anchors, spring: spring, engine: engine)
        case let .animator(name, command):
            guard let animator = animators[name] else { return }
            command.run(on: animator, for: recognizer, scrubStart: &state.scrubStarts[name])
        }
    }

    /// How long `throwToNearest` coasts the release velocity to find the anchor it springs to.
    /// Seconds. Chosen: a flick toward a dock reaches it; a slow release settles at the nearer one.
    public static let throwProjection = 0.2

    /// Projects where the release velocity would carry the view (`throwProjection` of coasting),
    /// picks the nearest anchor, and springs there with the release velocity along the way.
    private func throwView(_ view: View, velocity: Point, anchors: [Point], spring: Spring, engine: Engine) {
        let projected = view.center + velocity * Self.throwProjection
        guard let target = anchors.min(by: { $0.distance(to: projected) < $1.distance(to: projected) }) else { return }
        let path = target - view.center
        let distance = path.length
        let along = distance > 0 ? (velocity.x * path.x + velocity.y * path.y) / distance : 0
        let relative = distance > 0 ? along / distance : 0
        let launched = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: relative)
        engine.animations.animate(timing: .spring(launched), options: .allowUserInteraction, changes: { view.center = target })
    }

    private func reparent(_ view: View, at point: Point) {
        let root = view.root
        view.isHidden = true
        defer { view.isHidden = false }
        guard let target = root.hitTest(point), target !== view.superview else { return }
        move(view, into: target)
    }

    /// Moves `view` into `target` (front-most there) where it is on screen; nothing when that
    /// would put it inside itself.
    private func move(_ view: View, into target: View) {
        guard target !== view, !view.isAncestor(of: target), let centerInWindow = view.superview?.convert(view.center, to: nil),
              let newCenter = target.convert(centerInWindow, from: nil) else { return }
        target.addSubview(view)
        view.center = newCenter
    }
}
