@testable import App
import Drawing
import GestureEngine
import SceneFormat
import Session
import XCTest

/// A window model driven as the SDL backend drives it, with an in-memory backend: scene files in
/// memory (`MemoryFiles`), a wall clock the test moves, and the window's own answers to the
/// model's effects (a resize or fullscreen step is reported back as `resized`). Every effect is
/// kept, in order, for the test to read; the trace stream apart, as lines.
final class WindowUnderTest {
    let files: MemoryFiles
    let model: WindowModel
    /// Wall time now.
    private(set) var now: WallTime = 0
    /// Every effect the model asked for, in order.
    private(set) var effects: [WindowEffect] = []
    /// The screen's usable area, and what fullscreen makes the window.
    static let screen = Size(1920, 1080)
    private var sizeBeforeFullscreen: Size?

    init(_ scenes: [String: String], opening: String, gallery: [String] = [], hasTouchscreen: Bool = false, canvas: Size? = nil,
         configure: (inout WindowOptions) -> Void = { _ in }) throws {
        files = MemoryFiles(scenes)
        var options = WindowOptions(scenePath: opening, gallery: gallery, streamsTrace: true)
        configure(&options)
        model = try WindowModel(options: options, files: files, usableArea: Self.screen, hasTouchscreen: hasTouchscreen)
        let facts = WindowFacts(frameInterval: 1.0 / 60, rendererName: "memory", helpEntries: [.init(keys: "?", text: "help", short: "help")],
                                textMeasurer: EstimatedTextMeasure())
        take(model.opened(facts: facts, canvas: canvas ?? model.openingWindowSize, fillsScreen: false, at: now))
    }

    /// Handles `event` now.
    func send(_ event: WindowEvent) {
        take(model.handle(event, at: now))
    }

    /// Moves the wall clock on and runs a turn of the loop.
    func advance(by seconds: Double) {
        now = now + seconds
        take(model.update(at: now))
    }

    /// Runs a turn of the loop without moving the clock.
    func update() {
        take(model.update(at: now))
    }

    /// The frame due now, presented (nil: none due).
    func frame() -> DrawList? {
        guard let frame = model.frame(at: now) else { return nil }
        model.framePresented(changed: true, at: now)
        return frame
    }

    /// The texts of the window's frame composed now, whether one is due or not.
    func texts() -> [String] {
        model.composeFrame(withControlStrip: model.showsControlStrip, at: now).commands.compactMap { command -> String? in
            if case let .text(run) = command { return run.text }
            return nil
        }
    }

    /// A finger (a touchscreen's) down and up at window point `point`, 0.1 s apart.
    func tap(at point: Point, finger: Int = 1) {
        send(.fingers([TouchInput(fingerID: finger, phase: .down, location: point)], fromTouchscreen: true))
        advance(by: 0.1)
        send(.fingers([TouchInput(fingerID: finger, phase: .up, location: point)], fromTouchscreen: true))
        advance(by: 0.1)
    }

    /// A mouse click at `point`, the button released with `modifiers`.
    func click(at point: Point, releasing modifiers: KeyModifiers = []) {
        send(.pointerPressed(point, modifiers: []))
        advance(by: 0.05)
        send(.pointerReleased(point, modifiers: modifiers))
        advance(by: 0.05)
    }

    /// The window point of scene point `point`.
    func windowPoint(_ point: Point) -> Point {
        model.layout.windowPoint(point)
    }

    /// The centre of the open menu's button for `command`, else the strip's.
    func button(for command: KeyCommand?) throws -> Point {
        let strip = try XCTUnwrap(model.layout.controlStrip, "no control strip")
        let menu = ControlStrip.menu(in: model.layout.contentArea).buttons
        let buttons = (model.stripMenu.isOpen ? menu : []) + ControlStrip.row(in: strip)
        return try XCTUnwrap(buttons.first { $0.command == command }, "no button for \(String(describing: command))").frame.center
    }

    /// The trace as streamed so far (the window drops what every reader has had), JSON Lines.
    private(set) var traceLines: [String] = []

    /// The trace's touch events streamed so far, as `touch phase`.
    var touchesTraced: [String] {
        traceLines.compactMap { line in
            guard let data = line.data(using: .utf8), let event = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  event["type"] as? String == "touch", let touch = event["touch"] as? Int, let phase = event["phase"] as? String
            else { return nil }
            return "\(touch) \(phase)"
        }
    }


    /// Effects since the last call, but the trace's (`traceLines`).
    func takeEffects() -> [WindowEffect] {
        defer { effects.removeAll() }
        return effects
    }

    /// Keeps `effects` and answers the window's own: a resize takes place, fullscreen fills the
    /// screen and gives the old size back.
    private func take(_ new: [WindowEffect]) {
        for effect in new {
            if case let .appendTrace(text) = effect {
                traceLines += text.split(separator: "\n").map(String.init)
                continue
            }
            effects.append(effect)
            switch effect {
            case let .resize(size):
                take(model.handle(.resized(size, fillsScreen: false), at: now))
            case .toggleFullscreen:
                if let old = sizeBeforeFullscreen {
                    sizeBeforeFullscreen = nil
                    take(model.handle(.resized(old, fillsScreen: false), at: now))
                } else {
                    sizeBeforeFullscreen = model.canvas
                    take(model.handle(.resized(Self.screen, fillsScreen: true), at: now))
                }
            default:
                break
            }
        }
    }
}
