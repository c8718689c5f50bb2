import CSDL
import Drawing
import GestureEngine
import Session

/// The timeline panel's mouse, wheel and touch input: translated here, decided by
/// `TimelineControls`.
extension WindowApp {
    /// The wheel over the timeline zooms around the pointer's time; with Shift, or sideways, it
    /// scrolls.
    func handleWheel(_ wheel: SDL_MouseWheelEvent) {
        let flipped = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
        let sideways = wheel.preciseX != 0
        // Sideways: right is later, which `TimelineControls.wheel` scrolls to on a negative turn.
        let notches = (sideways ? -Double(wheel.preciseX) : Double(wheel.preciseY)) * flipped
        let point = Point(Double(wheel.mouseX), Double(wheel.mouseY))
        if TimelineControls.wheel(notches, scrolls: sideways || isShiftHeld, at: point, layout: layout, view: &layers.timelineView, session: session) {
            needsRedraw = true
        }
    }

    /// A click or a finger on the timeline pins the moment under it (or unpins): the downs
    /// `ViewportInput` kept from the scene.
    func pressTimeline(at point: Point) {
        if TimelineControls.press(at: point, layout: layout, view: &layers.timelineView, session: session) { needsRedraw = true }
    }

    /// A new interaction on the timeline shows whole, unpinned: a zoom or pin was for the last.
    func followNewInteraction() {
        let start = session.timeline.startTime
        guard start != shownInteractionStart else { return }
        shownInteractionStart = start
        layers.timelineView = TimelineView()
    }
}
