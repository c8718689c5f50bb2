/// The TouchDemo touch-delay recognizer (§7.8, also inside scroll views): never recognizes;
/// `delaysTouchesBegan` holds the view's `began` until it fails — after
/// `Defaults.touchDelay`, or at once when the touch ends or is cancelled — so that views below
/// hear nothing for a moment, or at all if a `cancelsTouchesInView` recognizer wins first.
open class TouchDelayGestureRecognizer: GestureRecognizer {
    /// Seconds. Project choice (§7.8): 0.15 s, the WWDC14 sample's value.
    public var delay = Defaults.touchDelay

    override public init(id: String) {
        super.init(id: id)
        delaysTouchesBegan = true
    }

    override open var isDiscrete: Bool { true }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == touches.count else { return }
        schedule(after: delay, label: "touch delay") { [unowned self] in self.fail("touch delay elapsed") }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        fail("touch ended")
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail("touch cancelled")
    }
}
