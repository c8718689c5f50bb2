import GestureEngine

extension View {
    /// Sets the label's text, keeping its colour and size; a view without a label gets one with
    /// the default style (the `setLabel` behaviour and a drop's `setLabel` step).
    func setLabelText(_ text: String) {
        if var current = label {
            current.text = text
            label = current
        } else {
            label = ViewLabel(text: text)
        }
    }
}
