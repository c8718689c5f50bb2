import Drawing
import GestureEngine
import Session

/// The control strip for fingers: every command as a 44-pt button along the bottom of the
/// window or in its `More…` menu, for a touch laptop folded into a tablet with no keyboard.
/// Shown from the start on a machine with a touchscreen (the window opens with room for it),
/// once a touchscreen plugged in later is used, or by Tab. Its presses never reach the engine:
/// the strip lies outside the scene's viewport and the open menu covers it, and `ViewportInput`
/// hands downs on either back as presses. So nothing of it is in a trace or a capture.
extension WindowModel {
    /// A finger from a touchscreen asks for the strip, unless the person has shown or hidden it.
    func noteTouchscreen() {
        guard options.controlStrip == .auto, !stripWasChosen, !showsControlStrip else { return }
        pendingControlStrip = true
    }

    /// Shows or hides the strip as asked, once no finger is down: it moves the scene, which a
    /// live touch must not see.
    func applyPendingControlStrip() {
        guard let shown = pendingControlStrip, session.engine.liveTouches.isEmpty else { return }
        pendingControlStrip = nil
        showsControlStrip = shown
        stripMenu.close()
        needsRedraw = true
    }

    /// Tab, or the strip's own button: the person's choice, kept from then on.
    func setControlStrip(shown: Bool) {
        stripWasChosen = true
        pendingControlStrip = shown
        applyPendingControlStrip()
    }

    /// A finger came down outside the scene, or on the open menu over it: a menu press does
    /// what `StripMenu` says (runs its command and closes the menu; Quit asks first); a strip
    /// press runs its button; others go to the timeline.
    func pressOutsideScene(at point: Point, time: WallTime) {
        if stripMenu.isOpen, let area = menuArea, area.contains(point) {
            needsRedraw = true
            switch stripMenu.press(ControlStrip.button(at: point, in: ControlStrip.menu(in: area).buttons)?.command, at: time) {
            case let .run(command): if !run(command, at: time) { quit() }
            case .quit: quit()
            case .none: break
            }
        } else if !pressStrip(at: point, time: time), !pressCode(at: point) {
            pressTimeline(at: point)
        }
    }

    /// Runs the strip button under a press outside the scene; false when the press is not on
    /// the strip (it may be the timeline's).
    private func pressStrip(at point: Point, time: WallTime) -> Bool {
        guard let strip = layout.controlStrip, strip.contains(point) else { return false }
        if let button = ControlStrip.button(at: point, in: ControlStrip.row(in: strip)) {
            if let command = button.command {
                if !run(command, at: time) { quit() }
            } else {
                stripMenu.toggle()
            }
            needsRedraw = true
        }
        return true
    }

    /// Where the menu goes: the window above the strip.
    var menuArea: Rect? {
        layout.controlStrip.map { _ in layout.contentArea }
    }

    /// The strip (and the open menu) drawn into `list`, active states highlighted.
    func drawControlStrip(in layout: FrameLayout, at time: WallTime, into list: inout DrawList) {
        guard let strip = layout.controlStrip else { return }
        func shown(_ buttons: [ControlStrip.Button]) -> [(title: String, frame: Rect, highlighted: Bool)] {
            buttons.map { (stripMenu.title(of: $0, at: time), $0.frame, $0.command.map { isActive($0, at: time) } ?? stripMenu.isOpen) }
        }
        ButtonStrip.draw(shown(ControlStrip.row(in: strip)), background: strip, into: &list)
        if stripMenu.isOpen {
            let area = layout.contentArea, menu = ControlStrip.menu(in: area)
            ButtonStrip.draw(shown(menu.buttons), background: area, into: &list)
            ButtonStrip.drawHeadings(menu.headings.map { ($0.title, $0.frame) }, into: &list)
        }
    }

    /// Whether a command's switch is on at `time` (its button is drawn lit).
    func isActive(_ command: KeyCommand, at time: WallTime) -> Bool {
        switch command {
        case .quit: stripMenu.isQuitArmed(at: time)
        case .help: help.isShown
        case .sceneInfo: titleCard.opacity(at: time) > 0
        case .pause: clockIsPaused
        case .toggleTimeline: layers.showsTimeline
        case .toggleCode: layers.showsCode
        case .present: layers.timelinePlacement.presents
        case .toggleFingers: layers.showsFingers
        case .toggleGhosts: layers.showsGhosts
        case .togglePanel: layers.showsResponderPanel
        case .toggleCapture: session.capture != nil
        case .toggleControlStrip: showsControlStrip
        default: false
        }
    }
}
