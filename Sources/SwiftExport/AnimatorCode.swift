import GestureEngine
import SceneRuntime

/// A scene's property animators (§8.5): each a lazily made `UIViewPropertyAnimator` stored
/// property, configured in `viewDidLoad`, started in `viewDidAppear(_:)`, and the calls an
/// action method makes on it.
struct AnimatorCode {
    let context: ExportContext

    /// The stored property: `private lazy var slide = UIViewPropertyAnimator(…) { … }`.
    func writeProperty(_ spec: AnimatorSpec, viewID: String, into writer: inout SwiftWriter) {
        let name = context.animatorName(spec.name)
        let view = context.view(viewID, inClosure: true)
        let declared = context.inventory.view(viewID)?.built.transform ?? .identity
        let body = AnimationCode.assignments(spec.changes, to: view, declared: declared)
        let (initializer, takesClosure) = AnimationCode.animatorInitializer(spec.timing)
        writer.anchored(.animator(spec.name)) { writer in
            if takesClosure {
                writer.block("private lazy var \(name) = \(initializer)") { writer in for line in body { writer.line(line) } }
            } else {
                writer.block("private lazy var \(name): UIViewPropertyAnimator =", closer: "}()") { writer in
                    writer.line("let animator = \(initializer)")
                    writer.block("animator.addAnimations") { writer in for line in body { writer.line(line) } }
                    writer.line("return animator")
                }
            }
        }
    }

    /// The flags, direction and fraction `viewDidLoad` sets, in the order the scene applies them.
    func writeConfiguration(_ spec: AnimatorSpec, into writer: inout SwiftWriter) {
        let name = context.animatorName(spec.name)
        writer.anchored(.animator(spec.name)) { writer in
            if !spec.isInterruptible { writer.line("\(name).isInterruptible = false") }
            if !spec.isUserInteractionEnabled { writer.line("\(name).isUserInteractionEnabled = false") }
            if spec.isManualHitTestingEnabled { writer.line("\(name).isManualHitTestingEnabled = true") }
            if !spec.scrubsLinearly { writer.line("\(name).scrubsLinearly = false") }
            if spec.pausesOnCompletion { writer.line("\(name).pausesOnCompletion = true") }
            if spec.isReversed { writer.line("\(name).isReversed = true") }
            if let fraction = spec.fractionComplete { writer.line("\(name).fractionComplete = \(SwiftLiteral.number(fraction))") }
        }
    }

    /// `startAnimation()` as the view appears, for an animator the scene starts.
    func writeStart(_ spec: AnimatorSpec, into writer: inout SwiftWriter) {
        guard spec.starts else { return }
        let name = context.animatorName(spec.name)
        writer.anchored(.animator(spec.name)) { writer in
            writer.line(spec.delay > 0 ? "\(name).startAnimation(afterDelay: \(SwiftLiteral.number(spec.delay)))" : "\(name).startAnimation()")
        }
    }

    /// The calls `command` makes on the animator named `animator` from the action method of
    /// `recognizer` (its parameter name). `firstActionIsBegan`: the binding runs at `began`, so
    /// a translation scrub takes its starting fraction there.
    func write(_ command: AnimatorCommand, animator: String, recognizer: String, isPan: Bool, firstActionIsBegan: Bool,
               into writer: inout SwiftWriter) {
        guard context.inventory.animators.contains(where: { $0.spec.name == animator }) else {
            return writer.line("// \(animator): no animator of that name in the scene")
        }
        let name = context.animatorName(animator)
        switch command {
        case .start:
            writer.line("\(name).startAnimation()")
        case .pause:
            writer.line("\(name).pauseAnimation()")
        case .toggle:
            writer.line("if \(name).isRunning { \(name).pauseAnimation() } else { \(name).startAnimation() }")
        case .reverse:
            writer.line("\(name).isReversed.toggle()")
        case let .scrub(fraction):
            writer.line("if \(name).isRunning { \(name).pauseAnimation() }")
            writer.line("\(name).fractionComplete = \(SwiftLiteral.number(fraction))")
        case let .scrubByTranslation(distance):
            guard isPan else { return writer.line("// scrubAnimator by distance: only a pan has a translation") }
            writeScrub(name, recognizer: recognizer, distance: distance, firstActionIsBegan: firstActionIsBegan, into: &writer)
        case let .continue(timing, factor):
            let parameters = timing.map(AnimationCode.timingParameters) ?? "nil"
            writer.line("\(name).continueAnimation(withTimingParameters: \(parameters), durationFactor: \(SwiftLiteral.number(factor)))")
        }
    }

    /// The stored property holding where a translation scrub of the animator `name` (its Swift
    /// name) began this gesture: a `CGFloat` set at `began`, or (`optional`) a `CGFloat?` the
    /// first action of the gesture sets.
    func scrubStart(of name: String, optional: Bool) -> String {
        context.memberName(name + " scrub start" + (optional ? " optional" : ""), name + "ScrubStart")
    }

    /// Follows the pan: the fraction it had when the gesture's scrub began plus the translation's
    /// share of `distance` (window points).
    private func writeScrub(_ name: String, recognizer: String, distance: Point, firstActionIsBegan: Bool, into writer: inout SwiftWriter) {
        let start = scrubStart(of: name, optional: !firstActionIsBegan)
        let share: String
        switch (distance.x, distance.y) {
        case (_, 0): share = "translation.x / \(SwiftLiteral.number(distance.x))"
        case (0, _): share = "translation.y / \(SwiftLiteral.number(distance.y))"
        default:
            let length = distance.x * distance.x + distance.y * distance.y
            share = "(translation.x * \(SwiftLiteral.number(distance.x)) + translation.y * \(SwiftLiteral.number(distance.y))) / \(SwiftLiteral.number(length))"
        }
        if firstActionIsBegan {
            context.stateProperty("\(start): CGFloat = 0")
            writer.block("if \(recognizer).state == .began") { writer in
                writer.line("if \(name).isRunning { \(name).pauseAnimation() }")
                writer.line("\(start) = \(name).fractionComplete")
            }
            writer.line("let translation = \(recognizer).translation(in: view)")
            writer.line("\(name).fractionComplete = \(start) + \(share)")
        } else {
            // The first action of each gesture takes the start (`began` forgets the last one).
            context.stateProperty("\(start): CGFloat?")
            writer.block("if \(start) == nil") { writer in
                writer.line("if \(name).isRunning { \(name).pauseAnimation() }")
                writer.line("\(start) = \(name).fractionComplete")
            }
            writer.line("let translation = \(recognizer).translation(in: view)")
            writer.line("\(name).fractionComplete = (\(start) ?? 0) + \(share)")
        }
    }
}
