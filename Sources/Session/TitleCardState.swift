/// When a scene's title card (its name and description, `TitleCard`) shows: from the moment the
/// scene opens (start, ←/→, reload) for `holdSeconds`, then fading out over `fadeSeconds`; gone
/// at once when a finger comes down on the scene (that touch still reaches the scene); back on
/// the `A` key or the strip's Scene info.
///
/// Times are the window's wall seconds (the clock its frames keep, unaffected by slow motion or
/// pause), so the card reads the same whatever the engine's clock does.
///
/// Invariant: `opacity(at:)` is in 0…1, 1 until `holdSeconds` after `shownAt`, 0 once faded.
public struct TitleCardState: Equatable, Sendable {
    /// Seconds the card stays whole, then seconds it takes to fade.
    public static let holdSeconds = 6.0, fadeSeconds = 0.6

    /// When the card was last shown; nil: hidden.
    public private(set) var shownAt: WallTime?

    public init() {}

    public mutating func show(at time: WallTime) { shownAt = time }

    public mutating func hide() { shownAt = nil }

    /// The key or strip button: hides a card that shows, else shows it again.
    public mutating func toggle(at time: WallTime) {
        opacity(at: time) > 0 ? hide() : show(at: time)
    }

    /// How opaque the card is at `time`: 1 while it holds, falling to 0 as it fades.
    public func opacity(at time: WallTime) -> Double {
        guard let shownAt else { return 0 }
        let faded = (time - shownAt - Self.holdSeconds) / Self.fadeSeconds
        return max(0, min(1, 1 - faded))
    }

    /// Input that reached the scene: a finger coming down hides the card.
    public mutating func sceneReceived(_ input: TranslatedInput) {
        guard case let .touches(event) = input, event.changes.contains(where: { $0.phase == .down }) else { return }
        hide()
    }
}
