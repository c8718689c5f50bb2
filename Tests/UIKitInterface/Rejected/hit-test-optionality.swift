// expect: cannot override instance method parameter of type 'UIEvent?' with non-optional type 'UIEvent'
import UIKit

final class Overlay: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
