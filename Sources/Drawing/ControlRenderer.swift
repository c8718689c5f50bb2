import GestureEngine

/// How a control looks in its states (§3.7), drawn over its view's background: a highlighted
/// button darkens while a touch is down inside it, a disabled control is washed out, a switch is
/// a track (green when on) with a round knob at the side of its value, and a slider is a thin
/// track filled up to its round thumb.
enum ControlRenderer {
    static let switchOn = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
    static let switchOff = Color(red8: 0x78, green8: 0x78, blue8: 0x80, alpha8: 0x52)

    /// Draws `control`'s state over `shape` (its view's shape, placed), at `alpha` (its view's,
    /// multiplied down the tree).
    static func draw(_ control: Control, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        switch control.kind {
        case let .toggle(isOn):
            drawSwitch(isOn: isOn, pressed: control.isHighlighted, shape: shape, alpha: alpha, into: &list)
        case .slider:
            if let thumb = control.thumb { drawSlider(thumb: thumb, shape: shape, alpha: alpha, into: &list) }
        case .button where control.isHighlighted:
            list.append(.fill(shape, Color(red: 0, green: 0, blue: 0, alpha: 0.25 * alpha)))
        case .button:
            break
        }
        if !control.isEnabled {
            list.append(.fill(shape, Color(red: 1, green: 1, blue: 1, alpha: 0.45 * alpha)))
        }
    }

    /// A 4-pt track across the bounds, blue up to the thumb, and the thumb as a white disc
    /// (outlined, so it reads on light backgrounds).
    private static func drawSlider(thumb: (center: Point, radius: Double), shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        let track = Rect(bounds.minX + thumb.radius, bounds.midY - 2, max(0, bounds.width - 2 * thumb.radius), 4)
        list.append(.fill(RoundedRect(rect: track, cornerRadius: 2, transform: shape.transform), switchOff.withAlphaMultiplied(by: alpha)))
        let filled = Rect(track.minX, track.minY, max(0, thumb.center.x - track.minX), 4)
        list.append(.fill(RoundedRect(rect: filled, cornerRadius: 2, transform: shape.transform), sliderFill.withAlphaMultiplied(by: alpha)))
        let disc = RoundedRect(rect: Rect(thumb.center.x - thumb.radius, thumb.center.y - thumb.radius, 2 * thumb.radius, 2 * thumb.radius),
                               cornerRadius: thumb.radius, transform: shape.transform)
        list.append(.fill(disc, Color.white.withAlphaMultiplied(by: alpha)))
        list.append(.stroke(disc, width: 0.5, switchOff.withAlphaMultiplied(by: alpha)))
    }

    static let sliderFill = Color(red8: 0x0A, green8: 0x84, blue8: 0xFF)

    /// A track with round ends filling the bounds, and a knob 2 pt inside it, wider while pressed.
    private static func drawSwitch(isOn: Bool, pressed: Bool, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        var track = shape
        track.cornerRadius = bounds.height / 2
        list.append(.fill(track, (isOn ? switchOn : switchOff).withAlphaMultiplied(by: alpha)))
        let diameter = max(0, bounds.height - 4)
        let width = max(0, min(bounds.width - 4, diameter + (pressed ? 7 : 0)))
        let x = isOn ? bounds.maxX - 2 - width : bounds.minX + 2
        let knob = RoundedRect(rect: Rect(x, bounds.minY + 2, width, diameter), cornerRadius: diameter / 2, transform: shape.transform)
        list.append(.fill(knob, Color.white.withAlphaMultiplied(by: alpha)))
    }
}
