/// The control strip's `More…` menu as fingers work it: open or closed, and Quit's confirmation.
/// A press on a command runs it and closes the menu, except Quit: the first press only arms it
/// (its button then reads "Really quit?" and the menu stays open); a second press within
/// `quitConfirmationSeconds` quits. Any other press, the menu closing, or the time running out
/// disarms it: a stray tap never closes the window.
///
/// Times are the window's wall seconds (the clock the window's frames keep, unaffected by slow
/// motion or pause).
///
/// Invariant: Quit is armed only while the menu is open.
public struct StripMenu: Equatable, Sendable {
    /// What a press on the menu does.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to run (the menu closed, or Quit was armed).
        case none
        /// Run this command (the menu has closed).
        case run(KeyCommand)
        /// Quit: the second press on Quit in time.
        case quit
    }

    /// Seconds within which the second press on Quit quits.
    public static let quitConfirmationSeconds = 4.0
    /// The Quit button's title while armed.
    public static let confirmQuitTitle = "Really quit?"

    public private(set) var isOpen = false
    /// When Quit was pressed once, nil when it is not armed.
    public private(set) var quitArmedAt: WallTime?

    public init() {}

    /// `More…`: opens or closes the menu.
    public mutating func toggle() {
        isOpen ? close() : (isOpen = true)
    }

    public mutating func close() {
        isOpen = false
        quitArmedAt = nil
    }

    /// Whether a press on Quit at `time` quits.
    public func isQuitArmed(at time: WallTime) -> Bool {
        guard let armed = quitArmedAt else { return false }
        return time >= armed && time - armed < Self.quitConfirmationSeconds
    }

    /// A press at `time` on `command`'s button, nil: on the menu but on no button.
    public mutating func press(_ command: KeyCommand?, at time: WallTime) -> Outcome {
        guard let command else {
            close()
            return .none
        }
        guard command == .quit else {
            close()
            return .run(command)
        }
        if isQuitArmed(at: time) {
            close()
            return .quit
        }
        quitArmedAt = time
        return .none
    }

    /// The title `button` shows at `time`: "Really quit?" on an armed Quit.
    public func title(of button: ControlStrip.Button, at time: WallTime) -> String {
        button.command == .quit && isQuitArmed(at: time) ? Self.confirmQuitTitle : button.title
    }

    /// When the Quit button's title changes back by itself (the window draws a frame then); nil
    /// when it is not armed.
    public var quitDisarmsAt: WallTime? {
        quitArmedAt.map { $0 + Self.quitConfirmationSeconds }
    }
}
