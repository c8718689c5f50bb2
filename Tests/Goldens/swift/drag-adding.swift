// Adding to a drag
//
// The UIKit code that builds the Gesturescope scene drag-adding.yaml, written by `gesturescope
// swift` (docs/CODE.md). The scene's demo input is not code: play it in Gesturescope, or perform
// it on a device.

import UIKit

/// Adding to a drag.
///
/// Lift photo 1 and drag it; tap other photos with more fingers to add them (Ctrl-release pins the
/// dragging finger for the mouse); the note keeps its own tap; drop the stack in the album.
final class DragAddingViewController: UIViewController {
    private let photo1 = TouchLoggingView()
    private let photo2 = TouchLoggingView()
    private let photo3 = TouchLoggingView()
    private let photo4 = TouchLoggingView()
    private let photo5 = TouchLoggingView()
    private let note = TouchLoggingView()
    private let album = TouchLoggingView()
    private let noteLabel = UILabel()
    private let albumLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scene's window is 700 × 560 pt; every frame below is in its points.
        preferredContentSize = CGSize(width: 700, height: 560)
        view.backgroundColor = UIColor(hex: 0x111827)

        photo1.frame = CGRect(x: 40, y: 40, width: 160, height: 110)
        photo1.accessibilityIdentifier = "photo1"
        photo1.backgroundColor = UIColor(hex: 0xf97316)
        photo1.layer.cornerRadius = 12
        view.addSubview(photo1)
        photo1.addCenteredLabel(text: "photo 1", color: .white, size: 20)
        let photo1Drag = UIDragInteraction(delegate: self)
        photo1Drag.isEnabled = true  // false by default on iPhone
        photo1.addInteraction(photo1Drag)

        photo2.frame = CGRect(x: 260, y: 40, width: 160, height: 110)
        photo2.accessibilityIdentifier = "photo2"
        photo2.backgroundColor = UIColor(hex: 0x22c55e)
        photo2.layer.cornerRadius = 12
        view.addSubview(photo2)
        photo2.addCenteredLabel(text: "photo 2", color: .white, size: 20)
        let photo2Drag = UIDragInteraction(delegate: self)
        photo2Drag.isEnabled = true  // false by default on iPhone
        photo2.addInteraction(photo2Drag)

        photo3.frame = CGRect(x: 480, y: 40, width: 160, height: 110)
        photo3.accessibilityIdentifier = "photo3"
        photo3.backgroundColor = UIColor(hex: 0x3b82f6)
        photo3.layer.cornerRadius = 12
        view.addSubview(photo3)
        photo3.addCenteredLabel(text: "photo 3", color: .white, size: 20)
        let photo3Drag = UIDragInteraction(delegate: self)
        photo3Drag.isEnabled = true  // false by default on iPhone
        photo3.addInteraction(photo3Drag)

        photo4.frame = CGRect(x: 40, y: 190, width: 160, height: 110)
        photo4.accessibilityIdentifier = "photo4"
        photo4.backgroundColor = UIColor(hex: 0xeab308)
        photo4.layer.cornerRadius = 12
        view.addSubview(photo4)
        photo4.addCenteredLabel(text: "photo 4", color: .white, size: 20)
        let photo4Drag = UIDragInteraction(delegate: self)
        photo4Drag.isEnabled = true  // false by default on iPhone
        photo4.addInteraction(photo4Drag)

        photo5.frame = CGRect(x: 260, y: 190, width: 160, height: 110)
        photo5.accessibilityIdentifier = "photo5"
        photo5.backgroundColor = UIColor(hex: 0xec4899)
        photo5.layer.cornerRadius = 12
        view.addSubview(photo5)
        photo5.addCenteredLabel(text: "photo 5", color: .white, size: 20)
        let photo5Drag = UIDragInteraction(delegate: self)
        photo5Drag.isEnabled = true  // false by default on iPhone
        photo5.addInteraction(photo5Drag)

        note.frame = CGRect(x: 480, y: 190, width: 160, height: 110)
        note.accessibilityIdentifier = "note"
        note.backgroundColor = UIColor(hex: 0xf8fafc)
        note.layer.cornerRadius = 12
        view.addSubview(note)
        note.addCenteredLabel(noteLabel, text: "note", color: UIColor(hex: 0x0f172a), size: 20)

        let noteTap = UITapGestureRecognizer(target: self, action: #selector(handleNoteTap(_:)))
        note.addGestureRecognizer(noteTap)
        let noteDrag = UIDragInteraction(delegate: self)
        noteDrag.isEnabled = true  // false by default on iPhone
        note.addInteraction(noteDrag)

        album.frame = CGRect(x: 40, y: 350, width: 620, height: 180)
        album.accessibilityIdentifier = "album"
        album.backgroundColor = UIColor(hex: 0x1f2937)
        album.layer.cornerRadius = 16
        album.layer.borderWidth = 2
        album.layer.borderColor = UIColor(hex: 0x475569).cgColor
        view.addSubview(album)
        album.addCenteredLabel(albumLabel, text: "album (drop here)", color: UIColor(hex: 0x94a3b8), size: 18)
        album.addInteraction(UIDropInteraction(delegate: self))
    }

    // MARK: - Actions

    @objc private func handleNoteTap(_ noteTap: UITapGestureRecognizer) {
        noteLabel.text = "note: tapped"
        note.backgroundColor = UIColor(hex: 0xfde68a)
    }

    /// `count` drag items carrying `source`, so that a drop can move it.
    private func dragItems(_ count: Int, of source: UIView) -> [UIDragItem] {
        (0..<count).map { _ in
            let item = UIDragItem(itemProvider: NSItemProvider())
            item.localObject = source
            return item
        }
    }

    /// Moves each dragged view not in `target` yet into it, lined up from the drop point inward
    /// 12 pt apart, kept inside its bounds.
    private func moveDraggedViews(of session: any UIDropSession, into target: UIView) {
        var dragged: [UIView] = []
        for case let source as UIView in session.items.map(\.localObject) where !dragged.contains(where: { $0 === source }) {
            dragged.append(source)
        }
        let dropPoint = session.location(in: target)
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            low > high ? (low + high) / 2 : min(max(value, low), high)
        }
        for (index, source) in dragged.enumerated() where source.superview !== target && !target.isDescendant(of: source) {
            let bounds = target.bounds
            let half = CGSize(width: source.bounds.width / 2, height: source.bounds.height / 2)
            let step = CGFloat(index) * 12
            target.addSubview(source)
            source.center = CGPoint(x: clamp(dropPoint.x + step, bounds.minX + half.width, bounds.maxX - half.width),
                                    y: clamp(dropPoint.y + step, bounds.minY + half.height, bounds.maxY - half.height))
        }
    }
}

// MARK: - UIDragInteractionDelegate

extension DragAddingViewController: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        if interaction.view === photo1 { return dragItems(1, of: photo1) }
        if interaction.view === photo2 { return dragItems(1, of: photo2) }
        if interaction.view === photo3 { return dragItems(1, of: photo3) }
        if interaction.view === photo4 { return dragItems(1, of: photo4) }
        if interaction.view === photo5 { return dragItems(1, of: photo5) }
        if interaction.view === note { return dragItems(1, of: note) }
        return []
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        if interaction.view === photo1 { return dragItems(1, of: photo1) }
        if interaction.view === photo2 { return dragItems(1, of: photo2) }
        if interaction.view === photo3 { return dragItems(1, of: photo3) }
        if interaction.view === photo4 { return dragItems(1, of: photo4) }
        if interaction.view === photo5 { return dragItems(1, of: photo5) }
        if interaction.view === note { return dragItems(0, of: note) }
        return []
    }
}

// MARK: - UIDropInteractionDelegate

extension DragAddingViewController: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .move)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        if interaction.view === album {
            moveDraggedViews(of: session, into: album)
            albumLabel.text = ""
        }
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
