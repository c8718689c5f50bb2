// expect: nearly matches optional requirement 'gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)'
import UIKit

final class Controller: UIViewController {}

extension Controller: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneousWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
