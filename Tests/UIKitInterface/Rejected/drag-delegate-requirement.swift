// expect: has different optionality than required by protocol 'UIDragInteractionDelegate'
import UIKit

final class Controller: UIViewController {}

extension Controller: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]? {
        nil
    }
}
