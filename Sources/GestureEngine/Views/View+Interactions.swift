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

    /// Makes the view a control (`UIControl` behaviour, replacing any earlier one).
    public func setControl(_ control: Control) {
        self.control?.view = nil
        self.control = control
        control.view = self
    }

    /// Makes the view a drop target (replacing any earlier drop interaction).
    public func addInteraction(_ interaction: DropInteraction) {
        dropInteraction?.view = nil
        dropInteraction = interaction
        interaction.view = self
    }
}
