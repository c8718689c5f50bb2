// expect: incorrect argument label in call (have 'toFailure:', expected 'toFail:')
import UIKit

final class Controller: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.require(toFailure: tap)
        view.addGestureRecognizer(pan)
    }
}
