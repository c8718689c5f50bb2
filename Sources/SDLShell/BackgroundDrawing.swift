import Dispatch
import Drawing
import GestureEngine

/// Draws frames with a `BandedRenderer` on other threads, one at a time, so that the caller
/// composes the next frame meanwhile. A recorder's loop: start drawing frame N, compose frame
/// N + 1, wait for N, hand N's pixels on. Composing is serial (a third of a 1 000-view frame) and
/// the bands' threads would otherwise idle through it.
///
/// The frames are those `BandedRenderer.render` draws, pixel for pixel: a frame is composed from
/// the session alone, and drawn from its `DrawList` (a value) alone.
///
/// `@unchecked Sendable` because the renderer is not: sound since only the job `start` hands to
/// `queue` touches the renderer and the read-back pixels, and the caller reads the pixels only
/// after `wait`, which the job's group orders after it; `start` waits for the job before, so
/// there is never more than one.
public final class BackgroundDrawing: @unchecked Sendable {
    private let renderer: BandedRenderer
    private let queue = DispatchQueue(label: "gesturescope.background-drawing")
    private let group = DispatchGroup()
    private var readBack: [UInt32] = []

    /// Draws with `renderer`, which nothing else may use while a frame is being drawn.
    public init(_ renderer: BandedRenderer) {
        self.renderer = renderer
    }

    /// Waits for the frame being drawn, if any, then starts drawing `list` as
    /// `BandedRenderer.render` does — reading its pixels back as it draws them when `readsBack`
    /// (`readBackPixels`) — and returns at once. Until `wait` returns, the renderer's pixels are
    /// being written.
    public func start(_ list: DrawList, pixelScale: Double, damage: [Rect]?, readsBack: Bool = false) {
        wait()
        queue.async(group: group) { [self] in
            if readsBack {
                renderer.render(list, pixelScale: pixelScale, damage: damage, readingBackInto: &readBack)
            } else {
                renderer.render(list, pixelScale: pixelScale, damage: damage)
            }
        }
    }

    /// Returns when the frame last started is drawn (at once if there is none).
    public func wait() {
        group.wait()
    }

    /// The pixels of the last frame started with `readsBack`, as XRGB8888 words row after row,
    /// once it is drawn (this waits for it).
    public var readBackPixels: [UInt32] {
        wait()
        return readBack
    }
}
