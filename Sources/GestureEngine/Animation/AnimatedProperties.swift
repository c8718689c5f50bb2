/// A set of animatable properties as bits: what a view's presentation must take apart.
struct AnimatedProperties {
    private var bits: UInt16 = 0

    mutating func insert(_ property: AnimatableProperty) {
        bits |= Self.bit(property)
    }

    func contains(_ property: AnimatableProperty) -> Bool {
        bits & Self.bit(property) != 0
    }

    private static func bit(_ property: AnimatableProperty) -> UInt16 {
        switch property {
        case .center: 1
        case .boundsSize: 2
        case .transform: 4
        case .alpha: 8
        case .backgroundColor: 16
        case .cornerRadius: 32
        case .borderColor: 64
        case .borderWidth: 128
        }
    }
}
