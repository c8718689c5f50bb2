// expect: overriding property must be as accessible as its enclosing type
import UIKit

// A scene id `modalTransitionStyle` made a stored property would override UIViewController's.
final class Controller: UIViewController {
    private let modalTransitionStyle = UIView()
}
