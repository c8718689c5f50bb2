// A failure requirement fulfilled — shouldReceive, shouldBegin, canPrevent
//
// The UIKit code that builds the Gesturescope scene relevant-who-takes-part.yaml, written by
// `gesturescope swift` (docs/CODE.md). The scene's demo input is not code: play it in
// Gesturescope, or perform it on a device.

import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A failure requirement fulfilled — shouldReceive, shouldBegin, canPrevent.
///
/// Flick right on each card; on each the pan waits for the swipe to fail. Left: the swipe never
/// receives the touch. Middle: its shouldBegin says no. Right: another pan excludes it. Each time
/// the pan acts and the swipe does not.
///
/// Its demo's captions:
/// - 0.1 s: shouldReceive false: the swipe never takes part; the pan begins at 10 pt
/// - 0.7 s: shouldBegin false: the swipe fails as it tries to recognize; the pan acts
/// - 1.3 s: canPrevent: the other pan excludes the swipe; the waiting pan acts
final class RelevantWhoTakesPartViewController: UIViewController {
    private let receiveCard = TouchLoggingView()
    private let beginCard = TouchLoggingView()
    private let preventCard = TouchLoggingView()
    private let swipeR = UISwipeGestureRecognizer()
    private let swipeB = UISwipeGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scene's window is 900 × 360 pt; every frame below is in its points.
        preferredContentSize = CGSize(width: 900, height: 360)
        view.backgroundColor = UIColor(hex: 0x1e2230)

        receiveCard.frame = CGRect(x: 20, y: 60, width: 270, height: 240)
        receiveCard.accessibilityIdentifier = "receiveCard"
        receiveCard.backgroundColor = UIColor(hex: 0x334155)
        receiveCard.layer.cornerRadius = 18
        view.addSubview(receiveCard)
        receiveCard.addCenteredLabel(text: "shouldReceive: false", color: .white)

        let panR = UIPanGestureRecognizer(target: self, action: #selector(handlePanR(_:)))
        receiveCard.addGestureRecognizer(panR)

        swipeR.addTarget(self, action: #selector(handleSwipeR(_:)))
        swipeR.delegate = self
        receiveCard.addGestureRecognizer(swipeR)

        beginCard.frame = CGRect(x: 315, y: 60, width: 270, height: 240)
        beginCard.accessibilityIdentifier = "beginCard"
        beginCard.backgroundColor = UIColor(hex: 0x334155)
        beginCard.layer.cornerRadius = 18
        view.addSubview(beginCard)
        beginCard.addCenteredLabel(text: "shouldBegin: false", color: .white)

        let panB = UIPanGestureRecognizer(target: self, action: #selector(handlePanB(_:)))
        beginCard.addGestureRecognizer(panB)

        swipeB.addTarget(self, action: #selector(handleSwipeB(_:)))
        swipeB.delegate = self
        beginCard.addGestureRecognizer(swipeB)

        preventCard.frame = CGRect(x: 610, y: 60, width: 270, height: 240)
        preventCard.accessibilityIdentifier = "preventCard"
        preventCard.backgroundColor = UIColor(hex: 0x334155)
        preventCard.layer.cornerRadius = 18
        view.addSubview(preventCard)
        preventCard.addCenteredLabel(text: "excluded: canPrevent", color: .white)

        let panP = PanPGestureRecognizer(target: self, action: #selector(handlePanP(_:)))
        preventCard.addGestureRecognizer(panP)

        let swipeP = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipeP(_:)))
        preventCard.addGestureRecognizer(swipeP)

        let otherPan = OtherPanGestureRecognizer(target: self, action: #selector(handleOtherPan(_:)))
        preventCard.addGestureRecognizer(otherPan)

        panR.require(toFail: swipeR)
        panB.require(toFail: swipeB)
        panP.require(toFail: swipeP)
        panP.otherPan = otherPan
        otherPan.panP = panP
    }

    // MARK: - Actions

    @objc private func handlePanR(_ panR: UIPanGestureRecognizer) {
        guard panR.state == .began else { return }
        receiveCard.backgroundColor = UIColor(hex: 0xb45309)
    }

    @objc private func handleSwipeR(_ swipeR: UISwipeGestureRecognizer) {
        receiveCard.backgroundColor = UIColor(hex: 0x16a34a)
    }

    @objc private func handlePanB(_ panB: UIPanGestureRecognizer) {
        guard panB.state == .began else { return }
        beginCard.backgroundColor = UIColor(hex: 0xb45309)
    }

    @objc private func handleSwipeB(_ swipeB: UISwipeGestureRecognizer) {
        beginCard.backgroundColor = UIColor(hex: 0x16a34a)
    }

    @objc private func handlePanP(_ panP: UIPanGestureRecognizer) {
        guard panP.state == .began else { return }
        preventCard.backgroundColor = UIColor(hex: 0xb45309)
    }

    @objc private func handleSwipeP(_ swipeP: UISwipeGestureRecognizer) {
        preventCard.backgroundColor = UIColor(hex: 0x16a34a)
    }

    @objc private func handleOtherPan(_ otherPan: UIPanGestureRecognizer) {
        guard otherPan.state == .began else { return }
        print("other pan")
    }
}

// MARK: - UIGestureRecognizerDelegate

extension RelevantWhoTakesPartViewController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeB { return false }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === swipeR { return touch.type == .pencil }
        return true
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

/// `panP`'s relationships, as a subclass overrides them.
private final class PanPGestureRecognizer: UIPanGestureRecognizer {
    weak var otherPan: UIGestureRecognizer?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== otherPan && super.canPrevent(preventedGestureRecognizer)
    }
}

/// `otherPan`'s relationships, as a subclass overrides them.
private final class OtherPanGestureRecognizer: UIPanGestureRecognizer {
    weak var panP: UIGestureRecognizer?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== panP && super.canPrevent(preventedGestureRecognizer)
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
