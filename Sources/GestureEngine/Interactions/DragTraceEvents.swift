/// What happened to a drag interaction's lift (`dragLift` trace events, §9.3–9.4).
public enum DragLiftEvent: String, Sendable {
    /// Held long enough; the interaction offered items and the view lifts.
    case lifted
    /// Held long enough, but the interaction offered no items: the lift fails.
    case refused
    /// The lifted touch moved far enough: a session begins with it (the next event).
    case dragged
    /// The touch ended or was cancelled (or a competitor won) before a session began.
    case reversed
}

/// What happened to a drag session (`dragSession` trace events, §9.4–9.6).
public enum DragSessionEvent: String, Sendable {
    /// The lifted touch moved far enough: the session begins and takes the touch.
    case began
    /// Another finger's tap added the tapping view's items.
    case added
    /// Another finger's tap asked a view for items to add and got none: the tap is the app's.
    case declined
    /// The finger moved (over `view`, the drop target under it, if any).
    case moved
    /// The finger moved onto drop target `view`.
    case entered
    /// The finger left drop target `view`.
    case exited
    /// The finger lifted over `view`, whose proposal performs the drop.
    case dropped
    /// The finger lifted elsewhere (or the input cancelled it): the preview flies back.
    case cancelled
    /// The preview finished flying; the session is over.
    case landed
}

/// A call the engine makes to a drag interaction's delegate (`dragDelegate` trace events,
/// §9.3–9.4, §9.6), in the order the rules give.
public enum DragDelegateCall: String, Sendable {
    /// §9.3, at the lift: how many items it offers (0 refuses the lift).
    case itemsForBeginning
    /// §9.3, after items were offered: the lift preview (`view` or `none`).
    case previewForLifting
    /// §9.3, told as the view lifts.
    case willAnimateLiftWith
    /// §9.4, told as the lifted touch moves far enough, before the session begins.
    case sessionWillBegin
    /// §9.6, asked (when implemented) at an add-items tap: the session to add to.
    case sessionForAddingItems
    /// §9.6, asked at an add-items tap with the chosen session: how many items the tapped view adds.
    case itemsForAdding
}

/// What a drag delegate answered (nil in a trace event: a notification, nothing to answer).
public enum DragDelegateAnswer: Equatable, Sendable {
    /// A count of items (`itemsForBeginning`, `itemsForAdding`).
    case items(Int)
    /// `previewForLifting`'s preview.
    case preview(DragInteraction.LiftPreview)
    /// `sessionForAddingItems`'s session number; nil: none (nothing is added).
    case session(Int?)
}
