import GestureEngine
import XCTest

/// A small DSL for engine tests: fingers go down, move over a duration in fixed steps, lift;
/// time advances explicitly. Every helper stamps the input with the script's own clock.
public struct TouchScript {
    public let engine: Engine
    public private(set) var time: Double = 0

    public init(_ engine: Engine) {
        self.engine = engine
        checkAtRestAfterTest(engine)
    }

    public mutating func down(_ finger: Int, _ x: Double, _ y: Double, at time: Double? = nil, type: TouchType = .direct) {
        send(finger, .down, Point(x, y), at: time, type: type)
    }

    public mutating func move(_ finger: Int, _ x: Double, _ y: Double, at time: Double? = nil) {
        send(finger, .move, Point(x, y), at: time)
    }

    public mutating func up(_ finger: Int, _ x: Double, _ y: Double, at time: Double? = nil) {
        send(finger, .up, Point(x, y), at: time)
    }

    public mutating func advance(to time: Double) {
        self.time = time
        engine.advance(to: time)
    }

    private mutating func send(_ finger: Int, _ phase: TouchInput.Phase, _ point: Point, at time: Double?, type: TouchType = .direct) {
        if let time { self.time = time }
        engine.send(InputEvent(time: self.time, changes: [TouchInput(fingerID: finger, phase: phase, location: point, type: type)]))
    }
}

extension Engine {
    /// The trace in its text form, one event per line, without timer bookkeeping (`timer`
    /// events have their own tests; these read the touch-handling story).
    public var traceText: [String] { trace.events.filter { $0.typeName != "timer" }.map(\.textLine) }

    /// Only the lines of the text trace for the given event types.
    public func traceText(only types: Set<String>) -> [String] {
        trace.events.filter { types.contains($0.typeName) }.map(\.textLine)
    }
}

/// Fails the test unless the engine is at rest: no live touches, no timers, every began answered.
public func assertQuiescent(_ engine: Engine, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(engine.unfinishedWork, [], "engine not quiescent", file: file, line: line)
}
