// expect: incorrect argument label in call (have 'withDuration:delay:option:_:'
import UIKit

final class Controller: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 1, delay: 0, option: .allowUserInteraction) {
            self.view.alpha = 0.5
        }
    }
}
