// Interruptible — grab, drag, throw
//
// The UIKit code that builds the Gesturescope scene interruptible.yaml, written by `gesturescope
// swift` (docs/CODE.md). The scene's demo input is not code: play it in Gesturescope, or perform
// it on a device.

import UIKit

/// Interruptible — grab, drag, throw.
///
/// Grab the gliding card, drag it, let go with a flick; it springs to the dock you threw it at.
final class InterruptibleViewController: UIViewController {
    private let card = PresentationHitTestView()

    private var dragStartCenter = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scene's window is 900 × 420 pt; every frame below is in its points.
        preferredContentSize = CGSize(width: 900, height: 420)
        view.backgroundColor = UIColor(hex: 0xf4f5f8)

        let leftDock = TouchLoggingView()
        leftDock.frame = CGRect(x: 60, y: 130, width: 200, height: 160)
        leftDock.accessibilityIdentifier = "leftDock"
        leftDock.backgroundColor = UIColor(hex: 0xe2e8f0)
        leftDock.layer.cornerRadius = 20
        view.addSubview(leftDock)
        leftDock.addCenteredLabel(text: "dock", color: UIColor(hex: 0x94a3b8), size: 16)

        let rightDock = TouchLoggingView()
        rightDock.frame = CGRect(x: 640, y: 130, width: 200, height: 160)
        rightDock.accessibilityIdentifier = "rightDock"
        rightDock.backgroundColor = UIColor(hex: 0xe2e8f0)
        rightDock.layer.cornerRadius = 20
        view.addSubview(rightDock)
        rightDock.addCenteredLabel(text: "dock", color: UIColor(hex: 0x94a3b8), size: 16)

        card.frame = CGRect(x: 70, y: 140, width: 180, height: 140)
        card.accessibilityIdentifier = "card"
        card.backgroundColor = UIColor(hex: 0x6366f1)
        card.layer.cornerRadius = 18
        view.addSubview(card)
        card.addCenteredLabel(text: "grab me", color: .white, size: 18)

        let drag = UIPanGestureRecognizer(target: self, action: #selector(handleDrag(_:)))
        card.addGestureRecognizer(drag)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 3, delay: 0, options: .allowUserInteraction) {
            self.card.center = CGPoint(x: 740, y: 210)
        }
    }

    // MARK: - Actions

    @objc private func handleDrag(_ drag: UIPanGestureRecognizer) {
        if drag.state == .began {
            // Stop its animations where it is drawn, so the finger takes it from there.
            if let presentation = card.layer.presentation() {
                card.layer.position = presentation.position
            }
            card.layer.removeAllAnimations()
        }
        // From where the gesture began: setTranslation(.zero, in:) would reset the velocity a throw reads.
        if drag.state == .began { dragStartCenter = card.center }
        let translation = drag.translation(in: card.superview)
        card.center = CGPoint(x: dragStartCenter.x + translation.x, y: dragStartCenter.y + translation.y)
        if drag.state == .ended {
            // Springs to the anchor the release points at (where 0.2 s of coasting would carry it),
            // starting with the finger's velocity along the way (UIKit's is relative to the distance).
            let velocity = drag.velocity(in: card.superview)
            let projected = CGPoint(x: card.center.x + velocity.x * 0.2, y: card.center.y + velocity.y * 0.2)
            let anchors = [CGPoint(x: 160, y: 210), CGPoint(x: 740, y: 210)]
            if let target = anchors.min(by: { $0.distance(to: projected) < $1.distance(to: projected) }) {
                let path = CGPoint(x: target.x - card.center.x, y: target.y - card.center.y)
                let distance = card.center.distance(to: target)
                let relative = distance > 0 ? (velocity.x * path.x + velocity.y * path.y) / (distance * distance) : 0
                UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: relative,
                               options: .allowUserInteraction) {
                    self.card.center = target
                }
            }
        }
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

private extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}
