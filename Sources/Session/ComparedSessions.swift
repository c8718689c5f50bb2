import Drawing
import GestureEngine
import SceneFormat
import TraceDiff

/// Two scenes played side by side on the same input, as `run A --compare B` and
/// `record A --compare B` show them: every input reaches both at the same scene point and the
/// same engine time, both advance together, their timelines share one time axis, and the first
/// place they part in the story being told is watched (`DivergenceWatch`) and marked on both.
/// The story being told starts at the earlier of the two sides' story starts: one side may start
/// a new story while the other still tells the last (a tap still waiting for its second), and
/// the comparison goes on until both have moved on.
///
/// The two sessions share no mutable state: each has its own engine, trace and overlay; only the
/// overlay layers (which layers show, the timeline's placement and view) are one setting, kept
/// on both.
public final class ComparedSessions {
    /// Scene A's session (the left pane; its input is what a capture keeps).
    public let a: SceneSession
    /// Scene B's session (the right pane).
    public let b: SceneSession
    /// The first divergence in the story being told.
    public private(set) var watch = DivergenceWatch()
    /// Engine seconds: the start of the story the watch compares, the earlier of the two
    /// timelines' story starts (the shared axis starts there too).
    public private(set) var storyStart: Double
    /// The index of each side's first trace event the watch has not seen.
    private var cursorA = 0, cursorB = 0
    /// The lines of each side's code the other side's code does not have (A's, B's), marked in
    /// their code panels; worked out when first drawn.
    private lazy var codeDifference: [Set<Int>] = {
        guard let codeA = a.code, let codeB = b.code else { return [[], []] }
        let difference = CodeLineDiff(codeA.listing.texts, codeB.listing.texts)
        return [difference.onlyInA, difference.onlyInB]
    }()

    /// Fresh sessions on `a` and `b` from engine time `startTime`.
    public init(a: SceneDescription, b: SceneDescription, startTime: Double = 0) {
        self.a = SceneSession(scene: a, startTime: startTime)
        self.b = SceneSession(scene: b, startTime: startTime)
        storyStart = min(self.a.timeline.startTime, self.b.timeline.startTime)
    }

    /// The overlay layers, one setting for both sides (set on both; read from A). Change them
    /// here, not on one side.
    public var layers: OverlayLayers {
        get { a.layers }
        set {
            a.layers = newValue
            b.layers = newValue
        }
    }

    /// How both sides measure their text.
    public var textMeasurer: any TextMeasuring {
        get { a.textMeasurer }
        set {
            a.textMeasurer = newValue
            b.textMeasurer = newValue
        }
    }

    /// Plays `script` on both from engine time `start` (`SceneSession.play`).
    public func play(_ script: InputScript, from start: Double, timeScale: Double = 1) {
        a.play(script, from: start, timeScale: timeScale)
        b.play(script, from: start, timeScale: timeScale)
    }

    /// Plays recorded input events on both from engine time `start` (`SceneSession.play`).
    public func play(_ events: [InputEvent], from start: Double, timeScale: Double = 1) {
        a.play(events, from: start, timeScale: timeScale)
        b.play(events, from: start, timeScale: timeScale)
    }

    /// After the input: advances both through pending timers until both are at rest or
    /// `SceneSession.settleLimit` seconds have passed.
    public func settle() {
        let limit = a.engine.now + SceneSession.settleLimit
        while let due = nextTimerDue, due <= limit { advance(to: due) }
    }

    /// Live input, the same to both (scene points, engine time).
    public func send(_ input: TranslatedInput) {
        a.send(input)
        b.send(input)
        watchNewEvents()
    }

    /// Plays scripted input due by `time` on both and advances both engines.
    public func advance(to time: Double) {
        a.advance(to: time)
        b.advance(to: time)
        watchNewEvents()
    }

    /// Whether frames change with time alone on either side.
    public func isInMotion(at now: Double) -> Bool {
        a.isInMotion(at: now) || b.isInMotion(at: now)
    }

    /// The earlier of the two engines' next timers (engine seconds); nil when neither has one.
    public var nextTimerDue: Double? {
        [a.engine.nextTimerDue, b.engine.nextTimerDue].compactMap { $0 }.min()
    }

    /// The first divergence in the story being told; nil while the two agree.
    public var divergence: TraceDivergence? { watch.divergence }

    /// What the band under the panes says: nil while the two agree.
    public var bandWords: ComparisonChrome.Divergence? {
        divergence.map {
            ComparisonChrome.Divergence(when: DivergenceSentence.when($0, origin: storyStart),
                                        sides: [DivergenceSentence.side($0.restOfA), DivergenceSentence.side($0.restOfB)])
        }
    }

    /// The timeline view both panes of `layout` draw: `layers.timelineView` locked to the other
    /// side's (`TimelineLock`: one axis spanning both stories at engine time `now`, one titles'
    /// column, one scale for the panels' size), the divergence marked.
    public func sharedTimelineView(in layout: ComparedLayout, now: Double) -> TimelineView {
        var view = layers.timelineView
        let shownA = a.timeline.shown(by: view), shownB = b.timeline.shown(by: view)
        var lock = TimelineLock(shownA, shownB, now: now, divergence: view.story == nil ? divergence?.time : nil)
        if let pane = layout.panes.first, let panel = pane.layout.timeline {
            lock = lock.sharingScale(of: shownA, shownB, in: panel, now: now, measurer: textMeasurer, typeScale: pane.layout.timelineScale)
        }
        view.lock = lock
        return view
    }

    /// The layout of a comparison on a canvas of `canvas` points (`ComparedLayout`).
    public func layout(canvas: Size, hasStatusBar: Bool, fixedScale: Double? = nil, hasControlStrip: Bool = false) -> ComparedLayout {
        ComparedLayout(canvas: canvas, sceneSizes: (a.engine.window.bounds.size, b.engine.window.bounds.size), timeline: layers.shownTimeline,
                              hasStatusBar: hasStatusBar, fixedScale: fixedScale, hasControlStrip: hasControlStrip, code: layers.shownCode)
    }

    /// The size a comparison opens at (`ComparedLayout.openingCanvas`).
    public func openingCanvas(hasStatusBar: Bool, fixedScale: Double?, limit: Size?, hasControlStrip: Bool = false) -> Size {
        ComparedLayout.openingCanvas(sceneSizes: (a.engine.window.bounds.size, b.engine.window.bounds.size), timeline: layers.shownTimeline,
                                     hasStatusBar: hasStatusBar, scale: fixedScale, limit: limit, hasControlStrip: hasControlStrip, code: layers.shownCode)
    }

    /// Both sides in `layout` with the chrome (headers naming `scenes`, the divergence band);
    /// `pins` (scene points) drawn on both; the script's caption once, across the top of both
    /// panes (each pane's scene is too narrow for it); with the code panels shown, each marks the
    /// lines the other side's code does not have.
    public func frame(in layout: ComparedLayout, scenes: [String], pins: [Point] = []) -> DrawList {
        var list = DrawList(size: layout.canvas, background: Palette.timelineBackground)
        let view = sharedTimelineView(in: layout, now: a.engine.now)
        for ((side, pane), marked) in zip(zip([a, b], layout.panes), layers.showsCode ? codeDifference : [[], []]) {
            list.append(.fill(RoundedRect(rect: pane.frame, cornerRadius: 0), side.engine.window.backgroundColor))
            list.append(.clip(pane.frame))
            list.append(contentsOf: side.frame(in: pane.layout, pins: pins, timelineView: view, showsCaption: false, markedLines: marked),
                        offsetBy: pane.origin)
            list.append(.clip(nil))
        }
        if let caption = a.caption, let first = layout.panes.first, let last = layout.panes.last {
            CaptionBand.draw(caption, in: Rect(first.frame.minX, first.frame.minY, last.frame.maxX - first.frame.minX, first.frame.height), at: .top,
                             into: &list)
        }
        ComparisonChrome.draw(layout, scenes: scenes, divergence: bandWords, measurer: textMeasurer, into: &list)
        return list
    }

    /// Lets both traces go up to what their readers have taken (`SceneSession.dropConsumedTrace`);
    /// A's from `otherReader` on are kept (a stream not yet written).
    public func dropConsumedTrace(keepingFrom otherReader: Int? = nil) {
        a.dropConsumedTrace(keepingFrom: otherReader)
        b.dropConsumedTrace()
    }

    /// Hands each side's new trace events to the watch, starting it afresh from the touch that
    /// began a new story once both sides have moved on to one.
    private func watchNewEvents() {
        let newA = a.engine.trace.events(from: cursorA), newB = b.engine.trace.events(from: cursorB)
        cursorA = a.engine.trace.endIndex
        cursorB = b.engine.trace.endIndex
        let start = min(a.timeline.startTime, b.timeline.startTime)
        guard start != storyStart else {
            watch.append(a: newA, b: newB)
            return
        }
        storyStart = start
        watch.restart()
        watch.append(a: Self.story(from: start, in: newA), b: Self.story(from: start, in: newB))
    }

    /// The events from the touch that began at `start` on (none when there is no such touch).
    private static func story(from start: Double, in events: ArraySlice<TraceEvent>) -> ArraySlice<TraceEvent> {
        let first = events.firstIndex { event in
            if case .touch(_, .began, _, _, _, _) = event.kind { return event.time >= start }
            return false
        }
        return first.map { events[$0...] } ?? []
    }
}
