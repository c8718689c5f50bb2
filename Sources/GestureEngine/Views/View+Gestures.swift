/// Gesture recognizers attached to a view (§2.5, §4.12).
extension View {
    /// Attaches `recognizer`, detaching it from any other view first (§4.12).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

extension View {
    /// The first recognizer with `id` attached anywhere in this subtree.
    public func recognizer(withID id: String) -> GestureRecognizer? {
        if let found = gestureRecognizers.first(where: { $0.id == id }) { return found }
        for child in subviews {
            if let found = child.recognizer(withID: id) { return found }
        }
        return nil
    }
}
