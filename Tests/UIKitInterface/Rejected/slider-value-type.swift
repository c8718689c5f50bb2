// expect: cannot assign value of type 'Double' to type 'Float'
import UIKit

final class Controller: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let slider = UISlider()
        let half: Double = 0.5
        slider.value = half
        view.addSubview(slider)
    }
}
