import GestureEngine

/// How a control looks in its states (§3.7), drawn over its view's background: a highlighted
/// button darkens while a touch is down inside it, a disabled control is washed out, and a
/// switch is a track (green when on) with a round knob at the side of its value.
enum ControlRenderer {
    static let switchOn = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
    static let switchOff = Color(red8: 0x78, green8: 0x78, blue8: 0x80, alpha8: 0x52)

    /// Draws `control`'s state over `shape` (its view's shape, placed), at `alpha` (its view's,
    /// multiplied down the tree).
    static func draw(_ control: Control, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        if let isOn = control.isOn {
            drawSwitch(isOn: isOn, pressed: control.isHighlighted, shape: shape, alpha: alpha, into: &list)
        } else if control.isHighlighted {
            list.append(.fill(shape, Color(red: 0, green: 0, blue: 0, alpha: 0.25 * alpha)))
        }
        if !control.isEnabled {
            list.append(.fill(shape, Color(red: 1, green: 1, blue: 1, alpha: 0.45 * alpha)))
        }
    }

    /// A track with round ends filling the bounds, and a knob 2 pt inside it, wider while pressed.
    private static func drawSwitch(isOn: Bool, pressed: Bool, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        var track = shape
        track.cornerRadius = bounds.height / 2
        list.append(.fill(track, (isOn ? switchOn : switchOff).withAlphaMultiplied(by: alpha)))
        let diameter = max(0, bounds.height - 4)
        let width = min(bounds.width - 4, diameter + (pressed ? 7 : 0))
        let x = isOn ? bounds.maxX - 2 - width : bounds.minX + 2
        let knob = RoundedRect(rect: Rect(x, bounds.minY + 2, width, diameter), cornerRadius: diameter / 2, transform: shape.transform)
        list.append(.fill(knob, Color.white.withAlphaMultiplied(by: alpha)))
    }
}
