/// The JSON Lines trace read back (docs/TRACE.md): the inverse of `jsonLine`, so that a golden
/// trace or a `--trace-out` file can be compared by meaning with a run (`TraceDiff`).
///
/// Invariants: for every event `e` the engine writes, `TraceEvent(jsonLine: e.jsonLine)` writes
/// `e.jsonLine` again, byte for byte; its numbers are `e`'s rounded as the line rounds them
/// (1 µs, 1e-4 pt), so they equal `e`'s within `TraceDiff`'s standard tolerance. Fields a line
/// leaves out because they hold their default (`force` 1, `radius` 0, a measure's `sinceBegan`
/// equal to the measure, no `names`, no `title`) read back as that default. Unknown fields are
/// ignored (later versions add fields); an unknown `type` is an error, since an event this
/// version cannot represent cannot be compared. Malformed input is an error, never a trap.
extension TraceEvent {
    /// Every event of `text`, in order: one JSON object per line, lines ending in `\n` or
    /// `\r\n` (the last may lack it), blank lines skipped. Throws for the first line that is not
    /// an event, naming it.
    public static func events(jsonLines text: String) throws(TraceDecodingError) -> [TraceEvent] {
        var events: [TraceEvent] = []
        var lines = JSONLinesReader(text)
        while let (number, bytes) = lines.next() {
            guard !JSONLinesReader.isBlank(bytes) else { continue }
            events.append(try TraceEvent(jsonBytes: bytes, line: number))
        }
        return events
    }

    /// The event one line of the trace holds (its `\n` left out); errors name line 1.
    public init(jsonLine: String) throws(TraceDecodingError) {
        try self.init(jsonBytes: Array(jsonLine.utf8), line: 1)
    }

    init(jsonBytes bytes: [UInt8], line: Int) throws(TraceDecodingError) {
        let fields = try Self.fields(ofLine: bytes, number: line)
        let time = try fields.number("t")
        let type = try fields.string("type")
        self.init(time: time, kind: try Kind(type: type, fields))
    }
}

extension TraceEvent {
    /// The members of line `number` (its bytes without the line end), which must be one JSON
    /// object, to be read by name and type.
    package static func fields(ofLine bytes: [UInt8], number line: Int) throws(TraceDecodingError) -> TraceJSONFields {
        let value: TraceJSONValue
        do {
            value = try TraceJSONParser.parse(bytes)
        } catch {
            throw TraceDecodingError(line: line, message: "column \(error.column): \(error.message)")
        }
        guard case let .object(members) = value else {
            throw TraceDecodingError(line: line, message: "a trace event is a JSON object, not \(value.shownInError)")
        }
        return TraceJSONFields(members, line: line)
    }
}

extension TraceEvent.Kind {
    /// The event of type `type` whose other fields are `fields` (docs/TRACE.md, one section a type).
    init(type: String, _ fields: TraceJSONFields) throws(TraceDecodingError) {
        let f = fields
        switch type {
        case "touch":
            // `force` and `radius` are written only when reported (not 1, not 0).
            self = try .touch(touch: f.integer("touch"), phase: f.named("phase", "a touch phase"), location: Point(f.number("x"), f.number("y")),
                              type: f.value("touchType", "a touch type"), force: f.optionalNumber("force") ?? 1, radius: f.optionalNumber("radius") ?? 0)
        case "hit":
            self = try .hit(touch: f.integer("touch"), view: f.optionalString("view"), path: f.strings("path"),
                            geometry: f.value("geometry", "a hit geometry"))
        case "deliver":
            self = try .deliver(view: f.string("view"), touch: f.integer("touch"), phase: f.named("phase", "a touch phase"))
        case "undelivered":
            self = try .undelivered(view: f.string("view"), touch: f.integer("touch"), reason: f.value("reason", "a reason a view does not hear a touch"))
        case "participants":
            let names = try f.optionalStringObject("names") ?? []
            self = try .participants(touch: f.integer("touch"), recognizers: f.strings("recognizers"),
                                     names: Dictionary(names.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
        case "state":
            self = try .state(recognizer: f.string("recognizer"), from: f.named("from", "a recognizer state"), to: f.named("to", "a recognizer state"),
                              reason: f.optionalString("reason"))
        case "action":
            self = try .action(recognizer: f.string("recognizer"), state: f.named("state", "a recognizer state"), values: ActionValues(fields))
        case "ask":
            self = try .ask(question: f.string("question"), recognizer: f.string("recognizer"), other: f.optionalString("other"), answer: f.bool("answer"))
        case "wait":
            self = try .wait(recognizer: f.string("recognizer"), on: f.string("on"))
        case "refused":
            self = try .refused(recognizer: f.string("recognizer"), from: f.named("from", "a recognizer state"), to: f.named("to", "a recognizer state"))
        case "suppressed":
            self = try .suppressed(recognizer: f.string("recognizer"), by: f.string("by"))
        case "cycle":
            self = try .cycle(recognizer: f.string("recognizer"), dropped: f.string("dropped"))
        case "log":
            self = try .log(recognizer: f.string("recognizer"), message: f.string("message"))
        case "animation":
            self = try .animation(view: f.string("view"), property: f.string("property"), from: f.numbers("from"), to: f.numbers("to"),
                                  timing: f.string("timing"), duration: f.number("duration"), event: f.string("event"))
        case "animatorRefused":
            self = try .animatorRefused(animator: f.string("animator"), call: f.string("call"))
        case "animator":
            self = try .animator(animator: f.string("animator"), event: f.value("event", "an animator event"), state: f.value("state", "an animator state"),
                                 fraction: f.number("fraction"), reversed: f.bool("reversed"), remaining: f.optionalNumber("remaining"))
        case "withheld":
            self = try .withheld(view: f.string("view"), touch: f.integer("touch"), phase: f.named("phase", "a touch phase"))
        case "timer":
            self = try .timer(event: f.value("event", "a timer event"), owner: f.optionalString("owner"), label: f.string("label"), due: f.number("due"))
        case "dragLift":
            self = try .dragLift(interaction: f.string("interaction"), view: f.string("view"), touch: f.integer("touch"),
                                 event: f.value("event", "a drag lift event"), items: f.integer("items"))
        case "dragSession":
            self = try .dragSession(session: f.integer("session"), event: f.value("event", "a drag session event"), view: f.optionalString("view"),
                                    items: f.integer("items"), location: Point(f.number("x"), f.number("y")),
                                    proposal: f.optionalValue("proposal", "a drop operation"))
        case "dragDelegate":
            let call: DragDelegateCall = try f.value("call", "a drag delegate call")
            self = try .dragDelegate(interaction: f.string("interaction"), call: call, session: f.optionalInteger("session"),
                                     answer: DragDelegateAnswer.read(fields, for: call))
        case "dropPerformed":
            self = try .dropPerformed(session: f.integer("session"), view: f.string("view"), step: f.string("step"), values: f.strings("values"))
        case "systemGesture":
            self = try .systemGesture(edge: f.value("edge", "a system edge"), event: f.value("event", "a system gesture event"),
                                      touch: f.optionalInteger("touch"), recognizers: f.strings("recognizers"))
        case "controlEvent":
            self = try .controlEvent(view: f.string("view"), event: f.value("event", "a control event"), touch: f.integer("touch"),
                                     value: f.optionalNumber("value"), control: f.value("control", "a control type"), title: f.optionalString("title"))
        case "scroll":
            let vx = try f.optionalNumber("vx"), vy = try f.optionalNumber("vy")
            guard (vx == nil) == (vy == nil) else { throw f.error("\"vx\" and \"vy\" must be both numbers or both null") }
            self = try .scroll(view: f.string("view"), event: f.value("event", "a scroll event"), offset: Point(f.number("x"), f.number("y")),
                               velocity: vx.map { Point($0, vy!) }, zoom: f.optionalNumber("zoom"))
        case "scrollMotion":
            self = try .scrollMotion(view: f.string("view"), x: ScrollAxisMotion(f.object("x")), y: ScrollAxisMotion(f.object("y")))
        case "controlTracking":
            let inside = try f.numbers("inside", count: 4)
            self = try .controlTracking(view: f.string("view"), event: f.value("event", "a control tracking event"), touch: f.integer("touch"),
                                        inside: Rect(inside[0], inside[1], inside[2], inside[3]))
        default:
            throw f.error("unknown event type \(jsonString(type)) (made by a later version of gesturescope?)")
        }
    }
}

extension ActionValues {
    /// An `action` line's values: the measure is a pan's when the line has `translation`, a
    /// pinch's with `scale`, a rotation's with `rotation`, none otherwise; `…SinceBegan` is
    /// written only where it differs from the measure (the client set the measure), so its
    /// absence reads as the measure.
    init(_ f: TraceJSONFields) throws(TraceDecodingError) {
        let measure: Measure?
        if f.has("translation") {
            let translation = try f.point("translation")
            measure = try .pan(translation: translation, velocity: f.point("velocity"),
                               sinceBegan: f.has("translationSinceBegan") ? f.point("translationSinceBegan") : translation)
        } else if f.has("scale") {
            let scale = try f.number("scale")
            measure = try .pinch(scale: scale, velocity: f.number("velocity"), sinceBegan: f.optionalNumber("scaleSinceBegan") ?? scale)
        } else if f.has("rotation") {
            let rotation = try f.number("rotation")
            measure = try .rotation(rotation: rotation, velocity: f.number("velocity"), sinceBegan: f.optionalNumber("rotationSinceBegan") ?? rotation)
        } else {
            measure = nil
        }
        try self.init(location: f.point("location"), touches: f.integer("touches"), measure: measure)
    }
}

extension DragDelegateAnswer {
    /// The `answer` of a `dragDelegate` line, whose kind the call decides (§9.3, §9.6): a count
    /// for `itemsForBeginning` and `itemsForAdding`, a preview for `previewForLifting`, a
    /// session number or null (none) for `sessionForAddingItems`; null (a notification) for the
    /// others.
    static func read(_ f: TraceJSONFields, for call: DragDelegateCall) throws(TraceDecodingError) -> DragDelegateAnswer? {
        switch call {
        case .itemsForBeginning, .itemsForAdding:
            return try .items(f.integer("answer"))
        case .previewForLifting:
            return try .preview(f.value("answer", "a lift preview"))
        case .sessionForAddingItems:
            return try .session(f.optionalInteger("answer"))
        case .willAnimateLiftWith, .sessionWillBegin:
            guard f.isNull("answer") else { throw f.error("\"answer\" must be null for \(call.rawValue), a notification") }
            return nil
        }
    }
}

extension ScrollAxisMotion {
    /// One axis of a `scrollMotion` line. The line keeps only the spring's frequency; the rest
    /// of the spring is where the coast leaves the offset (its displacement from `to`, its
    /// velocity then), as `release` and `springing` make it, from the rounded numbers.
    init(_ f: TraceJSONFields) throws(TraceDecodingError) {
        let kind: Kind = try f.value("kind", "a scroll motion kind")
        let origin = try f.number("from"), velocity = try f.number("velocity"), decay = try f.number("decay")
        let coast = try f.number("coast"), final = try f.number("to"), duration = try f.number("duration")
        let frequency = try f.optionalNumber("frequency")
        let coasting = ScrollAxisMotion(kind: kind, origin: origin, velocity: velocity, decay: decay, coastDuration: coast, spring: nil,
                                        duration: .infinity, final: final)
        let spring = frequency.map { frequency in
            let left = coasting.value(at: coast)
            return SpringBack(target: final, displacement: left - final, velocity: coasting.velocity(at: coast), frequency: frequency)
        }
        self.init(kind: kind, origin: origin, velocity: velocity, decay: decay, coastDuration: coast, spring: spring, duration: duration, final: final)
    }
}
