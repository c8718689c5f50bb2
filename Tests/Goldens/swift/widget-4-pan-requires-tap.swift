// Talk widget 4 — pan requires tap to fail
//
// The UIKit code that builds the Gesturescope scene widget-4-pan-requires-tap.yaml, written by
// `gesturescope swift` (docs/CODE.md). The scene's demo input is not code: play it in
// Gesturescope, or perform it on a device.

import UIKit

/// Talk widget 4 — pan requires tap to fail.
///
/// pan.require(toFail: tap). Drag far (the pan acts once the tap fails) or drag a little and lift
/// (the tap wins). The view's touchesCancelled comes before the action, as devices log it; the talk
/// tells it the other way round.
///
/// Its demo's captions:
/// - 0 s: touchesCancelled before the action, as devices log it (the talk tells the action first)
final class Widget4PanRequiresTapViewController: UIViewController {
    private let widget = TouchLoggingView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scene's window is 640 × 420 pt; every frame below is in its points.
        preferredContentSize = CGSize(width: 640, height: 420)
        view.backgroundColor = UIColor(hex: 0x1e2230)

        widget.frame = CGRect(x: 170, y: 90, width: 300, height: 240)
        widget.accessibilityIdentifier = "widget"
        widget.backgroundColor = UIColor(hex: 0x3b82f6)
        widget.layer.cornerRadius = 20
        view.addSubview(widget)
        widget.addCenteredLabel(text: "drag far, or a little", color: .white, size: 20)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        widget.addGestureRecognizer(tap)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.require(toFail: tap)
        widget.addGestureRecognizer(pan)
    }

    // MARK: - Actions

    @objc private func handleTap(_ tap: UITapGestureRecognizer) {
        widget.backgroundColor = UIColor(hex: 0x8b5cf6)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: widget.superview)
        widget.center = CGPoint(x: widget.center.x + translation.x, y: widget.center.y + translation.y)
        pan.setTranslation(.zero, in: widget.superview)
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
