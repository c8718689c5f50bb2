/// Interactions attached to a view (`UIView.addInteraction`, §9).
extension View {
    /// Attaches a drag interaction, installing its recognizers after the view's own (§9.1);
    /// replaces (and uninstalls) one attached before.
    public func addInteraction(_ interaction: DragInteraction) {
        if let old = dragInteraction {
            for recognizer in old.recognizers { removeGestureRecognizer(recognizer) }
            old.view = nil
        }
        dragInteraction = interaction
        interaction.view = self
        for recognizer in interaction.recognizers { addGestureRecognizer(recognizer) }
    }

    /// Makes the view a control (`UIControl` behaviour, replacing any earlier one); a control
    /// set on another view before leaves that view.
    public func setControl(_ control: Control) {
        self.control?.view = nil
        control.view?.control = nil
        self.control = control
        control.view = self
    }

    /// The control that hears this view's responder calls: its own, else the nearest ancestor's
    /// (§3.1: UIView forwards calls it does not handle to its superview), never `limit` or
    /// above it (nil: up to the window).
    func responderControl(below limit: View? = nil) -> Control? {
        var node: View? = self
        while let view = node, view !== limit {
            if let control = view.control { return control }
            node = view.superview
        }
        return nil
    }

    /// Makes the view a drop target (replacing any earlier drop interaction).
    public func addInteraction(_ interaction: DropInteraction) {
        dropInteraction?.view = nil
        dropInteraction = interaction
        interaction.view = self
    }

    /// Makes the view a scroll view (`UIScrollView` behaviour), installing its recognizers after
    /// the view's own (§3.8); replaces (and uninstalls) one set before.
    public func setScrollView(_ scrollView: ScrollView) {
        if let old = self.scrollView {
            for recognizer in old.recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
            old.view = nil
        }
        self.scrollView = scrollView
        scrollView.view = self
        for recognizer in scrollView.recognizers { addGestureRecognizer(recognizer) }
    }
}
