// expect: main actor-isolated property 'state' can not be mutated from a Sendable closure
import UIKit
import UIKit.UIGestureRecognizerSubclass

final class Delay: UIGestureRecognizer {
    private var timer: Timer?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        timer = Timer.scheduledTimer(withTimeInterval: 0.15, repeats: false) { [weak self] _ in
            self?.state = .failed
        }
    }
}
