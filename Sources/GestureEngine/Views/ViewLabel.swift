/// Text drawn centred in a view's bounds. `fontSize` is in points.
public struct ViewLabel: Hashable, Sendable {
    public var text: String
    public var color: Color
    public var fontSize: Double

    public init(text: String, color: Color = .black, fontSize: Double = 17) {
        self.text = text
        self.color = color
        self.fontSize = fontSize
    }
}
