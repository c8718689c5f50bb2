extension Duration {
    /// The duration in milliseconds, seconds included (a component alone drops whole seconds).
    public var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
