import GestureEngine

/// How a control looks in its states (§3.7), drawn over its view's background: a highlighted
/// button darkens while a touch is down inside it, a selected control is ringed in white, a
/// disabled control is washed out, a switch is
/// a track (green when on) with a round knob at the side of its value, a slider is a thin track
/// filled up to its round thumb, a stepper is − and + halves, a segmented control numbered
/// segments with the selected one raised, and a page control a row of dots with the current
/// one bright.
enum ControlRenderer {
    static let switchOn = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
    static let switchOff = Color(red8: 0x78, green8: 0x78, blue8: 0x80, alpha8: 0x52)

    /// Draws `control`'s state over `shape` (its view's shape, placed), at `alpha` (its view's,
    /// multiplied down the tree).
    static func draw(_ control: Control, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        switch control.kind {
        case let .toggle(isOn):
            drawSwitch(position: control.knobPosition ?? (isOn ? 1 : 0), pressed: control.isHighlighted, shape: shape, alpha: alpha, into: &list)
        case .slider:
            if let thumb = control.thumb { drawSlider(thumb: thumb, shape: shape, alpha: alpha, into: &list) }
        case .button where control.isHighlighted:
            list.append(.fill(shape, Color(red: 0, green: 0, blue: 0, alpha: 0.25 * alpha)))
        case .button:
            break
        case let .stepper(value, _, _, _):
            drawStepper(value: value, pressed: control.isHighlighted, shape: shape, alpha: alpha, into: &list)
        case let .segmented(count, selected):
            drawSegments(count: count, selected: selected, titles: control.segmentTitles, shape: shape, alpha: alpha, into: &list)
        case let .pageControl(count, current):
            drawDots(count: count, current: current, shape: shape, alpha: alpha, into: &list)
        }
        if control.isSelected {
            list.append(.stroke(shape, width: 2, Color.white.withAlphaMultiplied(by: 0.9 * alpha)))
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

    /// A label centred on `local` (the view's coordinates), placed and scaled with the view.
    private static func label(_ text: String, at local: Point, size: Double, shape: RoundedRect, color: Color, into list: inout DrawList) {
        list.append(.text(TextRun(text: text, fontSize: size, color: color, position: shape.transform.apply(to: local),
                                  angle: shape.transform.rotationAngle, scale: SceneRenderer.uniformScale(of: shape.transform))))
    }

    /// − and + at the ends of the two halves, the value between them.
    private static func drawStepper(value: Double, pressed: Bool, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        if pressed { list.append(.fill(shape, Color(red: 0, green: 0, blue: 0, alpha: 0.2 * alpha))) }
        let size = min(22, bounds.height * 0.6)
        let white = Color.white.withAlphaMultiplied(by: alpha)
        label("−", at: Point(bounds.minX + bounds.width / 6, bounds.midY), size: size, shape: shape, color: white, into: &list)
        label(formatNumber(value, decimals: 2), at: Point(bounds.midX, bounds.midY), size: size * 0.75, shape: shape, color: white, into: &list)
        label("+", at: Point(bounds.maxX - bounds.width / 6, bounds.midY), size: size, shape: shape, color: white, into: &list)
    }

    /// Segments by their titles (numbered when they have none, sized to fit their segment); the
    /// selected one raised on a lighter plate.
    private static func drawSegments(count: Int, selected: Int, titles: [String], shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        let width = bounds.width / Double(max(1, count))
        let plate = Rect(bounds.minX + Double(selected) * width + 2, bounds.minY + 2, max(0, width - 4), max(0, bounds.height - 4))
        list.append(.fill(RoundedRect(rect: plate, cornerRadius: min(7, plate.height / 2), transform: shape.transform),
                          Color.white.withAlphaMultiplied(by: 0.9 * alpha)))
        for segment in 0..<max(1, count) {
            let center = Point(bounds.minX + (Double(segment) + 0.5) * width, bounds.midY)
            let color = segment == selected ? Color(red8: 0x0F, green8: 0x17, blue8: 0x2A) : Color.white
            let title = titles.indices.contains(segment) ? titles[segment] : "\(segment + 1)"
            // At most the segment's width, less a little on each side, by the estimate of its width.
            let fitting = (width - 8) / max(1, TextRun.estimatedWidth(of: title, fontSize: 1))
            label(title, at: center, size: max(6, min(15, bounds.height * 0.5, fitting)), shape: shape, color: color.withAlphaMultiplied(by: alpha),
                  into: &list)
        }
    }

    /// A row of dots `Defaults.pageControlDotSpacing` apart, centred, the current one opaque.
    private static func drawDots(count: Int, current: Int, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        for page in 0..<max(1, count) {
            let x = bounds.midX + (Double(page) - Double(count - 1) / 2) * Defaults.pageControlDotSpacing
            let dot = RoundedRect(rect: Rect(x - 4, bounds.midY - 4, 8, 8), cornerRadius: 4, transform: shape.transform)
            list.append(.fill(dot, Color.white.withAlphaMultiplied(by: (page == current ? 1 : 0.35) * alpha)))
        }
    }

    /// A track with round ends filling the bounds, and a knob 2 pt inside it, wider while pressed.
    /// `position` 0 (off) … 1 (on): where the knob is, the value's side or where a finger drags it.
    private static func drawSwitch(position: Double, pressed: Bool, shape: RoundedRect, alpha: Double, into list: inout DrawList) {
        let bounds = shape.rect
        var track = shape
        track.cornerRadius = bounds.height / 2
        list.append(.fill(track, (position >= 0.5 ? switchOn : switchOff).withAlphaMultiplied(by: alpha)))
        let diameter = max(0, bounds.height - 4)
        let width = max(0, min(bounds.width - 4, diameter + (pressed ? 7 : 0)))
        let x = bounds.minX + 2 + position * max(0, bounds.width - 4 - width)
        let knob = RoundedRect(rect: Rect(x, bounds.minY + 2, width, diameter), cornerRadius: diameter / 2, transform: shape.transform)
        list.append(.fill(knob, Color.white.withAlphaMultiplied(by: alpha)))
    }
}
