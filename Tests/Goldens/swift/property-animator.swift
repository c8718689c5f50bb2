// Property animators — hit testing, pause, scrub, reverse
//
// The UIKit code that builds the Gesturescope scene property-animator.yaml, written by
// `gesturescope swift` (docs/CODE.md). The scene's demo input is not code: play it in
// Gesturescope, or perform it on a device.

import UIKit

/// Property animators — hit testing, pause, scrub, reverse.
///
/// Three cards moved by UIViewPropertyAnimators. Top is hit where drawn and scrubbed by a pan;
/// middle (manual hit testing) is hit where it will end; bottom hit-tests its own presentation.
///
/// Its demo's captions:
/// - 0 s: Three property animators; a tap on a card pauses or resumes it
/// - 0.75 s: Tapped where drawn: top hit, middle (manual hit testing) missed, bottom hit
/// - 1.1 s: Manual hit testing: the model decides, so the middle card answers at its end
/// - 1.35 s: A pan scrubs fractionComplete; released, the run continues in half the time
/// - 3.5 s: Paused on completion: a long press reverses it, a tap runs it back
final class PropertyAnimatorViewController: UIViewController {
    private let card = TouchLoggingView()
    private let manual = TouchLoggingView()
    private let custom = PresentationHitTestView()

    private lazy var slide = UIViewPropertyAnimator(duration: 3, curve: .easeInOut) {
        self.card.center = CGPoint(x: 790, y: 65)
    }

    private lazy var manualAnimator = UIViewPropertyAnimator(duration: 3, curve: .easeInOut) {
        self.manual.center = CGPoint(x: 790, y: 65)
    }

    private lazy var customAnimator = UIViewPropertyAnimator(duration: 3, curve: .easeInOut) {
        self.custom.center = CGPoint(x: 790, y: 65)
    }

    private var slideScrubStart: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scene's window is 900 × 580 pt; every frame below is in its points.
        preferredContentSize = CGSize(width: 900, height: 580)
        view.backgroundColor = UIColor(hex: 0x1e2230)

        let laneAnimator = TouchLoggingView()
        laneAnimator.frame = CGRect(x: 30, y: 40, width: 840, height: 130)
        laneAnimator.accessibilityIdentifier = "laneAnimator"
        laneAnimator.backgroundColor = UIColor(hex: 0x2a3042)
        laneAnimator.layer.cornerRadius = 14
        view.addSubview(laneAnimator)
        laneAnimator.addCenteredLabel(text: "animator: hit where drawn · tap pauses, pan scrubs, long press reverses", color: UIColor(hex: 0x94a3b8), size: 19)

        card.frame = CGRect(x: 20, y: 35, width: 60, height: 60)
        card.accessibilityIdentifier = "card"
        card.backgroundColor = UIColor(hex: 0x22c55e)
        card.layer.cornerRadius = 12
        laneAnimator.addSubview(card)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.name = "tap: pause"
        card.addGestureRecognizer(tap)

        let scrub = UIPanGestureRecognizer(target: self, action: #selector(handleScrub(_:)))
        scrub.name = "pan: scrub"
        card.addGestureRecognizer(scrub)

        let press = UILongPressGestureRecognizer(target: self, action: #selector(handlePress(_:)))
        press.name = "press: reverse"
        card.addGestureRecognizer(press)

        let laneManual = TouchLoggingView()
        laneManual.frame = CGRect(x: 30, y: 195, width: 840, height: 130)
        laneManual.accessibilityIdentifier = "laneManual"
        laneManual.backgroundColor = UIColor(hex: 0x2a3042)
        laneManual.layer.cornerRadius = 14
        view.addSubview(laneManual)
        laneManual.addCenteredLabel(text: "isManualHitTestingEnabled: hit at the model position (where it ends)", color: UIColor(hex: 0x94a3b8), size: 19)

        manual.frame = CGRect(x: 20, y: 35, width: 60, height: 60)
        manual.accessibilityIdentifier = "manual"
        manual.backgroundColor = UIColor(hex: 0xf59e0b)
        manual.layer.cornerRadius = 12
        laneManual.addSubview(manual)

        let tapManual = UITapGestureRecognizer(target: self, action: #selector(handleTapManual(_:)))
        manual.addGestureRecognizer(tapManual)

        let laneCustom = TouchLoggingView()
        laneCustom.frame = CGRect(x: 30, y: 350, width: 840, height: 130)
        laneCustom.accessibilityIdentifier = "laneCustom"
        laneCustom.backgroundColor = UIColor(hex: 0x2a3042)
        laneCustom.layer.cornerRadius = 14
        view.addSubview(laneCustom)
        laneCustom.addCenteredLabel(text: "manual, and the view hit-tests its presentation: hit where drawn", color: UIColor(hex: 0x94a3b8), size: 19)

        custom.frame = CGRect(x: 20, y: 35, width: 60, height: 60)
        custom.accessibilityIdentifier = "custom"
        custom.backgroundColor = UIColor(hex: 0x6366f1)
        custom.layer.cornerRadius = 12
        laneCustom.addSubview(custom)

        let tapCustom = UITapGestureRecognizer(target: self, action: #selector(handleTapCustom(_:)))
        custom.addGestureRecognizer(tapCustom)

        slide.pausesOnCompletion = true

        manualAnimator.isManualHitTestingEnabled = true

        customAnimator.isManualHitTestingEnabled = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        slide.startAnimation()
        manualAnimator.startAnimation()
        customAnimator.startAnimation()
    }

    // MARK: - Actions

    @objc private func handleTap(_ tap: UITapGestureRecognizer) {
        if slide.isRunning { slide.pauseAnimation() } else { slide.startAnimation() }
    }

    @objc private func handleScrub(_ scrub: UIPanGestureRecognizer) {
        switch scrub.state {
        case .began, .changed:
            if scrub.state == .began {
                if slide.isRunning { slide.pauseAnimation() }
                slideScrubStart = slide.fractionComplete
            }
            let translation = scrub.translation(in: view)
            slide.fractionComplete = slideScrubStart + translation.x / 740
        case .ended:
            slide.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        default:
            break
        }
    }

    @objc private func handlePress(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began else { return }
        slide.isReversed.toggle()
    }

    @objc private func handleTapManual(_ tapManual: UITapGestureRecognizer) {
        if manualAnimator.isRunning { manualAnimator.pauseAnimation() } else { manualAnimator.startAnimation() }
    }

    @objc private func handleTapCustom(_ tapCustom: UITapGestureRecognizer) {
        if customAnimator.isRunning { customAnimator.pauseAnimation() } else { customAnimator.startAnimation() }
    }
}

// MARK: - Views and recognizers

/// A plain view that reports the responder calls it receives, which the scene's trace lists;
/// UIView itself passes them on up the responder chain.
private class TouchLoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view") touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view") touchesMoved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view") touchesEnded")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view") touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A view that is hit where it is drawn while it animates (its presentation layer).
private final class PresentationHitTestView: TouchLoggingView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let presentation = layer.presentation(), let superview {
            return presentation.frame.contains(convert(point, to: superview))
        }
        return bounds.contains(point)
    }
}

private extension UIView {
    /// Adds `label` centred on the view and following its size, as the scene draws a view's label.
    func addCenteredLabel(_ label: UILabel = UILabel(), text: String, color: UIColor = .black, size: CGFloat = 17) {
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = text
        label.textColor = color
        label.font = .systemFont(ofSize: size)
        label.textAlignment = .center
        addSubview(label)
    }
}

private extension UIColor {
    /// A colour from its sRGB hex value, as the scene writes it (`0x3b82f6` for "#3b82f6").
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat(hex >> 16 & 0xff) / 255, green: CGFloat(hex >> 8 & 0xff) / 255,
                  blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
    }
}
