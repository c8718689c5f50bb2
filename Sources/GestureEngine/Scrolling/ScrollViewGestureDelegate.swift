/// What a scroll view answers as its own recognizers' delegate (UIScrollView is its pan's and
/// pinch's delegate): the pan and the pinch recognize together, so two fingers both move and
/// zoom the content (§5.5: one true from either side is enough). Other questions are not
/// implemented (nil: the defaults).
final class ScrollViewGestureDelegate: GestureRecognizerDelegate {
    unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool? {
        guard let pinch = scrollView.pinch else { return nil }
        let pair: [GestureRecognizer] = [scrollView.pan, pinch]
        guard pair.contains(where: { $0 === recognizer }), pair.contains(where: { $0 === other }) else { return nil }
        return true
    }
}
