/// The engine's animations: model values change at once; each animation adds a contribution
/// (old target − new target) that decays to zero along its timing, and presentation = model +
/// live contributions (§8.1, §8.2 additive rule). Nothing reads a clock: values are sampled at
/// the engine time asked for, completions run as engine timers at their end time.
///
/// Invariant: an animation is live from its start until its end (never, when repeating) or its
/// interruption; a block's completion runs exactly once, `finished` false if any of its
/// animations was interrupted. Live animations are kept by view (`animationsByView`, each list
/// in start order), so a view's presentation costs its own animations, not the window's.
public final class AnimationSystem {
    struct PropertyAnimation {
        let id: Int
        let view: View
        let property: AnimatableProperty
        /// Old − new target, in components, at the start.
        let offset: [Double]
        let timing: AnimationTiming
        /// Engine seconds when the motion starts (after the delay).
        let start: Double
        let options: AnimationOptions
        let group: Int
    }

    private struct Group {
        var completion: ((Bool) -> Void)?
        var timer: TimerQueue.Token?
        var interrupted = false
        /// The views with live animations of this block.
        var views: [View] = []
    }

    unowned let engine: Engine
    /// Live block animations by view, each list in start order; no empty lists.
    private var animationsByView: [ObjectIdentifier: [PropertyAnimation]] = [:]
    /// Property animators with tracks (active or stopped).
    private(set) var animators: [PropertyAnimator] = []
    private var groups: [Int: Group] = [:]
    private var nextID = 1

    init(engine: Engine) {
        self.engine = engine
    }

    /// True while any animation or animator is live (the shell keeps drawing).
    public var isAnimating: Bool { !animationsByView.isEmpty || !animators.isEmpty }

    /// A new property animator whose `changes` run now (§8.5: it starts inactive).
    public func makeAnimator(name: String, timing: AnimationTiming, changes: () -> Void) -> PropertyAnimator {
        let animator = PropertyAnimator(name: name, timing: timing, system: self)
        animators.append(animator)
        animator.addAnimations(changes)
        return animator
    }

    func animatorDidEnd(_ animator: PropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    /// Runs `changes` and returns the views of the window they changed, with their values from
    /// before, in back-to-front order.
    func recordChanges(_ changes: () -> Void) -> [ModelChangeRecorder.Change] {
        ModelChangeRecorder.changes(in: engine.window, presentation: { [unowned self] in presentationValues(of: $0) }, during: changes)
    }

    /// `UIView.animate`: runs `changes`, then animates every animatable property of every view
    /// in the window that `changes` modified, from its previous presentation to the new model.
    /// Returns the number of properties animated.
    @discardableResult
    public func animate(timing: AnimationTiming, delay: Double = 0, options: AnimationOptions = [],
                        changes: () -> Void, completion: ((Bool) -> Void)? = nil) -> Int {
        let changed = recordChanges(changes)
        let group = nextID
        nextID += 1
        var count = 0
        var entry = Group(completion: completion)
        for change in changed {
            let view = change.view
            let newModel = view.modelValues
            for property in AnimatableProperty.allCases {
                let target = newModel.components(property)
                let old = options.contains(.beginFromCurrentState) ? change.presentation.components(property) : change.model.components(property)
                guard old != target else { continue }
                // The new animation covers the whole visible path; the old ones end here.
                if options.contains(.beginFromCurrentState) { remove(view, property, at: change.presentation) }
                let animation = PropertyAnimation(id: nextID, view: view, property: property, offset: zip(old, target).map { $0 - $1 },
                                                  timing: timing, start: engine.now + max(delay, 0), options: options, group: group)
                nextID += 1
                animationsByView[ObjectIdentifier(view), default: []].append(animation)
                if !entry.views.contains(where: { $0 === view }) { entry.views.append(view) }
                count += 1
                trace(animation, from: old, to: target, event: "start")
            }
        }
        if !options.contains(.repeat) {
            let legs = options.contains(.autoreverse) ? 2.0 : 1.0
            let end = engine.now + max(delay, 0) + legs * timing.duration
            entry.timer = engine.schedule(at: end, owner: "animation \(group)", label: "completes") { [unowned self] in self.complete(group) }
        }
        groups[group] = entry
        if count == 0, options.contains(.repeat) { groups[group] = nil }
        return count
    }

    /// Presentation values of `view` at the engine's current time.
    public func presentationValues(of view: View) -> LayerValues {
        var values = view.modelValues
        // Called for every view each frame and hit test while anything animates: most views don't.
        let own = animationsByView[ObjectIdentifier(view)]
        let tracked = !animators.isEmpty && animators.contains { $0.tracks.contains { $0.view === view } }
        guard own != nil || tracked else { return values }
        // The animated properties, found in one pass; only they are taken apart into components
        // (an allocation each), in `allCases` order, own animations before animator tracks.
        var animated = AnimatedProperties()
        if let own { for index in own.indices { animated.insert(own[index].property) } }
        if tracked {
            for animator in animators {
                for track in animator.tracks where track.view === view { animated.insert(track.property) }
            }
        }
        for property in AnimatableProperty.allCases where animated.contains(property) {
            var components = values.components(property)
            if let own {
                for index in own.indices where own[index].property == property {
                    let remaining = 1 - progress(of: own[index], at: engine.now)
                    let offset = own[index].offset
                    for component in components.indices { components[component] += offset[component] * remaining }
                }
            }
            if tracked {
                for animator in animators {
                    for track in animator.tracks where track.view === view && track.property == property {
                        for (index, offset) in animator.contribution(track).enumerated() { components[index] += offset }
                    }
                }
            }
            values.set(property, components)
        }
        return values
    }

    /// Whether `view` has a live animation or animator track.
    public func isAnimating(_ view: View) -> Bool {
        animationsByView[ObjectIdentifier(view)] != nil || animators.contains { $0.tracks.contains { $0.view === view } }
    }

    /// §2.8: views of an animator without manual hit testing are hit where they are drawn.
    public func hitTestsPresentation(_ view: View) -> Bool {
        animators.contains { !$0.isManualHitTestingEnabled && $0.tracks.contains { $0.view === view } }
    }

    /// §2.6: a view with a live block animation lacking `.allowUserInteraction` is not
    /// touchable; §2.8: nor is one of a running animator with `isUserInteractionEnabled` false.
    public func blocksInteraction(_ view: View) -> Bool {
        (animationsByView[ObjectIdentifier(view)] ?? []).contains { !$0.options.contains(.allowUserInteraction) && engine.now < end(of: $0) }
            || animators.contains { $0.isRunning && !$0.isUserInteractionEnabled && $0.tracks.contains { $0.view === view } }
    }

    /// Stops `view`'s animations (of `property`, or all) where they are: the model takes the
    /// presentation value, completions report `finished` false.
    public func interrupt(_ view: View, _ property: AnimatableProperty? = nil) {
        let presentation = presentationValues(of: view)
        let stopped = remove(view, property, at: presentation)
        var model = view.modelValues
        for property in stopped { model.set(property, presentation.components(property)) }
        view.setModelValues(model)
    }

    /// Removes `view`'s animations (of `property`, or all), traced as interrupted at
    /// `presentation`; their blocks complete unfinished once nothing of them is left. Returns
    /// the properties that were animating.
    @discardableResult
    private func remove(_ view: View, _ property: AnimatableProperty?, at presentation: LayerValues) -> [AnimatableProperty] {
        let key = ObjectIdentifier(view)
        guard let own = animationsByView[key] else { return [] }
        let stopped = own.filter { property == nil || $0.property == property }
        guard !stopped.isEmpty else { return [] }
        let kept = own.filter { property != nil && $0.property != property }
        animationsByView[key] = kept.isEmpty ? nil : kept
        for animation in stopped {
            groups[animation.group]?.interrupted = true
            let now = presentation.components(animation.property)
            trace(animation, from: now, to: now, event: "interrupted")
        }
        // In group order, so completions run in the order the blocks were made.
        for group in Set(stopped.map(\.group)).sorted() {
            if !kept.contains(where: { $0.group == group }) { groups[group]?.views.removeAll { $0 === view } }
            if groups[group]?.views.isEmpty == true { finishGroup(group) }
        }
        return stopped.map(\.property)
    }

    // MARK: Private

    private func progress(of animation: PropertyAnimation, at time: Double) -> Double {
        let elapsed = time - animation.start
        guard elapsed > 0 else { return 0 }
        let duration = animation.timing.duration
        guard duration > 0 else { return 1 }
        guard animation.options.contains(.repeat) || animation.options.contains(.autoreverse) else {
            return animation.timing.progress(after: elapsed)
        }
        let cycle = animation.options.contains(.autoreverse) ? 2 * duration : duration
        var phase = elapsed
        if animation.options.contains(.repeat) {
            phase = elapsed.truncatingRemainder(dividingBy: cycle)
        } else if elapsed >= cycle {
            return 1
        }
        if animation.options.contains(.autoreverse), phase > duration {
            // Coming back: from new toward old.
            return animation.timing.progress(after: cycle - phase)
        }
        return animation.timing.progress(after: phase)
    }

    private func end(of animation: PropertyAnimation) -> Double {
        if animation.options.contains(.repeat) { return .infinity }
        let cycles = animation.options.contains(.autoreverse) ? 2.0 : 1.0
        return animation.start + cycles * animation.timing.duration
    }

    private func complete(_ group: Int) {
        var finishing: [PropertyAnimation] = []
        for view in groups[group]?.views ?? [] {
            let key = ObjectIdentifier(view)
            guard let own = animationsByView[key] else { continue }
            finishing += own.filter { $0.group == group }
            let kept = own.filter { $0.group != group }
            animationsByView[key] = kept.isEmpty ? nil : kept
        }
        for animation in finishing {
            let target = animation.view.modelValues.components(animation.property)
            trace(animation, from: target, to: target, event: "complete")
        }
        finishGroup(group)
    }

    private func finishGroup(_ group: Int) {
        guard let entry = groups.removeValue(forKey: group) else { return }
        if let timer = entry.timer { engine.cancelTimer(timer) }
        entry.completion?(!entry.interrupted)
    }

    private func trace(_ animation: PropertyAnimation, from: [Double], to: [Double], event: String) {
        engine.trace.append(.animation(view: animation.view.id, property: animation.property.rawValue, from: from, to: to,
                                       timing: animation.timing.description, duration: animation.timing.duration, event: event),
                            at: engine.now)
    }
}
