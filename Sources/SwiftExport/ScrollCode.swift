import GestureEngine
import SceneFormat

/// A scene's scroll view as UIKit configures it: `UIScrollView`'s properties, its delegate's
/// `viewForZooming(in:)`, and TouchDemo's move of its pan onto another view.
struct ScrollCode {
    let context: ExportContext

    /// The properties that differ from UIKit's defaults.
    func writeConfiguration(_ scroll: ScrollDescription, of viewID: String, into writer: inout SwiftWriter) {
        let name = context.viewName(viewID)
        writer.line("\(name).contentSize = \(SwiftLiteral.size(scroll.contentSize))")
        if scroll.contentInset != .zero { writer.line("\(name).contentInset = \(SwiftLiteral.insets(scroll.contentInset))") }
        if scroll.contentOffset != .zero { writer.line("\(name).contentOffset = \(SwiftLiteral.point(scroll.contentOffset))") }
        if !scroll.bounces { writer.line("\(name).bounces = false") }
        if scroll.alwaysBounceHorizontal { writer.line("\(name).alwaysBounceHorizontal = true") }
        if scroll.alwaysBounceVertical { writer.line("\(name).alwaysBounceVertical = true") }
        if scroll.paging { writer.line("\(name).isPagingEnabled = true") }
        if scroll.directionalLock { writer.line("\(name).isDirectionalLockEnabled = true") }
        if scroll.decelerationRate == .fast { writer.line("\(name).decelerationRate = .fast") }
        if !scroll.delaysContentTouches { writer.line("\(name).delaysContentTouches = false") }
        if !scroll.canCancelContentTouches { writer.line("\(name).canCancelContentTouches = false") }
        if !scroll.indicators {
            writer.line("\(name).showsHorizontalScrollIndicator = false")
            writer.line("\(name).showsVerticalScrollIndicator = false")
        }
        if scroll.minimumZoomScale != 1 { writer.line("\(name).minimumZoomScale = \(SwiftLiteral.number(scroll.minimumZoomScale))") }
        if scroll.maximumZoomScale != 1 { writer.line("\(name).maximumZoomScale = \(SwiftLiteral.number(scroll.maximumZoomScale))") }
        if scroll.zoomView != nil { writer.line("\(name).delegate = self") }
    }

    /// TouchDemo's trick (§4.12): the scroll pan moved onto another view hears that view's
    /// touches and still scrolls this one. Written once every view exists.
    func writePanMove(_ scroll: ScrollDescription, of viewID: String, into writer: inout SwiftWriter) {
        guard let target = scroll.panAttachTo?.id, context.inventory.view(target) != nil else { return }
        writer.line("// \(viewID)'s pan scrolls it from \(target)'s touches: adding it there moves it.")
        writer.line("\(context.localView(target)).addGestureRecognizer(\(context.viewName(viewID)).panGestureRecognizer)")
    }

    /// The `UIScrollViewDelegate` extension: `viewForZooming(in:)` for each zooming scroll view.
    func writeDelegate(into writer: inout SwiftWriter) {
        let zooming = context.inventory.views.compactMap { entry -> (String, String)? in
            guard let zoom = entry.description.scroll?.zoomView?.id, context.inventory.view(zoom) != nil else { return nil }
            return (entry.description.id, zoom)
        }
        guard !zooming.isEmpty else { return }
        writer.separate()
        writer.line("// MARK: - UIScrollViewDelegate")
        writer.line()
        writer.block("extension \(context.controllerName): UIScrollViewDelegate") { writer in
            writer.block("func viewForZooming(in scrollView: UIScrollView) -> UIView?") { writer in
                for (scrollID, zoomID) in zooming {
                    writer.line("if scrollView === \(context.view(scrollID)) { return \(context.view(zoomID)) }")
                }
                writer.line("return nil")
            }
        }
    }
}
