/// Scroll views' motion on engine time (§3.8): the content moves as a function of the time
/// since the lift, so its offset at any instant is the same however often the shell draws;
/// the motion's end is a timer (`scroll settles`), so it is traced at its exact time.
extension Engine {
    /// Starts `scrollView`'s motion now (replacing any), traced (`scrollMotion`), and schedules
    /// its end; a motion with nothing to do leaves the content at rest at once, untraced.
    func startScrollMotion(of scrollView: ScrollView, x: ScrollAxisMotion, y: ScrollAxisMotion) {
        stopScrollMotion(of: scrollView, event: nil)
        let duration = max(x.duration, y.duration)
        guard duration > 0, let view = scrollView.view else {
            scrollView.restedAt = now
            lastScrollRest = now
            return
        }
        scrollView.motion = (now, x, y)
        movingScrollViews.append(scrollView)
        // The whole motion, so that the trace alone says where the content is until it rests.
        trace.append(.scrollMotion(view: view.id, x: x, y: y), at: now)
        scrollView.settleTimer = schedule(at: now + duration, owner: view.id, label: "scroll settles") { [unowned self, unowned scrollView] in
            // Exactly where the motion ends (the time since its start may round just short of it).
            scrollView.contentOffset = Point(x.final, y.final)
            stopScrollMotion(of: scrollView, event: .settled)
        }
    }

    /// Ends `scrollView`'s motion where it is, traced as `event` (nil: silently).
    func stopScrollMotion(of scrollView: ScrollView, event: ScrollEvent?) {
        guard scrollView.motion != nil else { return }
        scrollView.motion = nil
        movingScrollViews.removeAll { $0 === scrollView }
        if let token = scrollView.settleTimer {
            scrollView.settleTimer = nil
            cancelTimer(token)
        }
        scrollView.restedAt = now
        lastScrollRest = now
        if let event, let view = scrollView.view {
            trace.append(.scroll(view: view.id, event: event, offset: scrollView.contentOffset, velocity: nil, zoom: nil), at: now)
        }
    }

    /// Moves every moving scroll view's content to where its motion is at `now`.
    func stepScrolling() {
        for scrollView in movingScrollViews {
            guard let motion = scrollView.motion else { continue }
            let elapsed = now - motion.start
            scrollView.contentOffset = Point(motion.x.value(at: elapsed), motion.y.value(at: elapsed))
        }
    }

    /// A touch came down on `hitView`: moving scroll views it lands in stop (traced), and
    /// §3.8 `touchesShouldBegin` then answers false, so the content does not hear that touch.
    /// Project choice: only scroll views the touch lands in stop, not one whose pan was moved
    /// elsewhere and hears the touch there (E5's drawer coasts on under a tap on the canvas).
    /// Returns whether the touch is kept from its view.
    func scrollViewsTouchBegan(_ touch: Touch) -> Bool {
        guard !movingScrollViews.isEmpty, let hitView = touch.view else { return false }
        var stopped = false
        for scrollView in movingScrollViews {
            guard let view = scrollView.view, view === hitView || view.isAncestor(of: hitView) else { continue }
            stopScrollMotion(of: scrollView, event: .stopped)
            stoppedByTouch.append((scrollView, touch.id))
            stopped = true
        }
        return stopped
    }

    /// §3.8: a touch landed in the content of scroll views (nearest first) that override
    /// `touchesShouldBegin`: each is asked (traced) until one answers false, which keeps the
    /// touch from its view. Project choice: asked as the touch lands, not when the content
    /// would hear `began` (after the content-touch delay), so the answer is known before any
    /// delivery; a touch that stopped moving content is kept from it without asking.
    /// Returns whether the content may hear the touch.
    func contentTouchShouldBegin(_ touch: Touch) -> Bool {
        guard let content = touch.view else { return true }
        var node = content.superview
        while let view = node {
            if let scrollView = view.scrollView, let answer = scrollView.touchesShouldBeginOverride {
                trace.append(.ask(question: "touchesShouldBegin", recognizer: scrollView.pan.id, other: content.id, answer: answer), at: now)
                if !answer { return false }
            }
            node = view.superview
        }
        return true
    }

    /// The touches that stopped moving content ended: content they left past an edge, or
    /// between pages, springs back into place unless a drag took it over (UIKit settles it at
    /// the lift).
    func scrollTouchesEnded(_ touches: [Touch]) {
        guard !stoppedByTouch.isEmpty else { return }
        for touch in touches where touch.phase.isTerminal {
            let released = stoppedByTouch.filter { $0.touch == touch.id }.map(\.scrollView)
            stoppedByTouch.removeAll { $0.touch == touch.id }
            // Content another touch still holds stays where it is.
            for scrollView in released where !stoppedByTouch.contains(where: { $0.scrollView === scrollView }) {
                scrollView.settleIntoPlace(engine: self)
            }
        }
    }

    /// Whether drawings of scroll views change with time at `time` (engine seconds): content
    /// moves, or indicators still fade after the last rest.
    public func isScrolling(at time: Double) -> Bool {
        !movingScrollViews.isEmpty || lastScrollRest.map { time - $0 < Defaults.scrollIndicatorFade } == true
    }
}
