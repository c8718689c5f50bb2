import GestureEngine

/// The view classes the file declares: `TouchLoggingView`, a plain view reporting the
/// responder calls the scene's trace lists, and a subclass per combination of overrides the
/// scene's views need (hit testing, a scroll view's content-touch questions).
struct ViewSubclassCode {
    let context: ExportContext

    /// TouchDemo's 44 pt: the HIG's smallest comfortable target, `minimumTouchSize`'s default here.
    static let standardTouchSize = 44.0

    private var classes: [(viewClass: ViewClass, viewIDs: [String])] {
        var result: [(viewClass: ViewClass, viewIDs: [String])] = []
        for entry in context.inventory.views {
            let viewClass = ViewClass(of: entry.description, built: entry.built)
            if let index = result.firstIndex(where: { $0.viewClass == viewClass }) {
                result[index].viewIDs.append(entry.description.id)
            } else {
                result.append((viewClass, [entry.description.id]))
            }
        }
        return result
    }

    /// `TouchLoggingView` when a view logs, then each subclass, anchoring the overrides to their views.
    func write(into writer: inout SwiftWriter) {
        let classes = classes
        let loggingViews = classes.filter { $0.viewClass.logsTouches }.flatMap(\.viewIDs)
        if !loggingViews.isEmpty { writeTouchLogging(loggingViews, into: &writer) }
        for (viewClass, viewIDs) in classes where !viewClass.overrides.isEmpty { writeSubclass(viewClass, viewIDs: viewIDs, into: &writer) }
    }

    private func writeTouchLogging(_ viewIDs: [String], into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("/// A plain view that reports the responder calls it receives, which the scene's trace lists;")
        writer.line("/// UIView itself passes them on up the responder chain.")
        writer.block("private class TouchLoggingView: UIView") { writer in
            for (phase, method) in [(TouchPhase.began, "touchesBegan"), (.moved, "touchesMoved"), (.ended, "touchesEnded"), (.cancelled, "touchesCancelled")] {
                writer.separate()
                let first = writer.nextLine
                writer.block("override func \(method)(_ touches: Set<UITouch>, with event: UIEvent?)") { writer in
                    writer.line("print(\"\\(accessibilityIdentifier ?? \"view\") \(method)\")")
                    writer.line("super.\(method)(touches, with: event)")
                }
                for id in viewIDs { writer.mark(.touches(view: id, phase: phase), first...(writer.nextLine - 1)) }
            }
        }
    }

    private func writeSubclass(_ viewClass: ViewClass, viewIDs: [String], into writer: inout SwiftWriter) {
        let overrides = viewClass.overrides
        writer.separate()
        for line in UIKitSource.wrapped(Self.summary(overrides), width: 96) { writer.line("/// " + line) }
        writer.block("private final class \(viewClass.name): \(viewClass.base)") { writer in
            if overrides.contains(.enlargedHitArea) {
                writer.line("var minimumTouchSize: CGFloat = \(SwiftLiteral.number(Self.standardTouchSize))")
            }
            if overrides.contains(.enlargedHitArea) || overrides.contains(.presentationHitTest) {
                writer.separate()
                let first = writer.nextLine
                writePointInside(overrides, into: &writer)
                for id in viewIDs { writer.mark(.hitTest(view: id), first...(writer.nextLine - 1)) }
            }
            if overrides.contains(.passThrough) {
                writer.separate()
                let first = writer.nextLine
                writer.block("override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?") { writer in
                    writer.line("let hit = super.hitTest(point, with: event)")
                    writer.line("return hit === self ? nil : hit")
                }
                for id in viewIDs { writer.mark(.hitTest(view: id), first...(writer.nextLine - 1)) }
            }
            for override in overrides {
                switch override {
                case let .touchesShouldBegin(answer):
                    writer.separate()
                    let first = writer.nextLine
                    writer.block("override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool") { writer in
                        writer.line("\(answer)")
                    }
                    for id in viewIDs { writer.mark(.question("touchesShouldBegin", recognizer: id + ".scroll.pan"), first...(writer.nextLine - 1)) }
                case let .touchesShouldCancel(answer):
                    writer.separate()
                    let first = writer.nextLine
                    writer.block("override func touchesShouldCancel(in view: UIView) -> Bool") { writer in writer.line("\(answer)") }
                    for id in viewIDs { writer.mark(.question("touchesShouldCancel", recognizer: id + ".scroll.pan"), first...(writer.nextLine - 1)) }
                default:
                    break
                }
            }
        }
    }

    /// `point(inside:with:)` for an enlarged hit area (outset by half the minimum size less the
    /// corner radius, while the radius is smaller) and hit testing where the view is drawn (its
    /// presentation layer's frame, in the superview, while it animates).
    private func writePointInside(_ overrides: [ViewClass.Override], into writer: inout SwiftWriter) {
        let enlarges = overrides.contains(.enlargedHitArea)
        writer.block("override func point(inside point: CGPoint, with event: UIEvent?) -> Bool") { writer in
            let area: String
            if enlarges {
                writer.line("let outset = max(minimumTouchSize / 2 - layer.cornerRadius, 0)")
                area = ".insetBy(dx: -outset, dy: -outset)"
            } else {
                area = ""
            }
            if overrides.contains(.presentationHitTest) {
                writer.block("if let presentation = layer.presentation(), let superview") { writer in
                    writer.line("return presentation.frame\(area).contains(convert(point, to: superview))")
                }
            }
            writer.line("return bounds\(area).contains(point)")
        }
    }

    private static func summary(_ overrides: [ViewClass.Override]) -> String {
        let parts = overrides.map { override -> String in
            switch override {
            case .enlargedHitArea: "answers touches up to `minimumTouchSize` across however small it is (TouchDemo)"
            case .presentationHitTest: "is hit where it is drawn while it animates (its presentation layer)"
            case .passThrough: "lets touches on itself, on none of its subviews, through to the views behind it (TouchDemo's overlay)"
            case let .touchesShouldBegin(answer): "answers \(answer) when asked whether content may begin tracking a touch"
            case let .touchesShouldCancel(answer): "answers \(answer) when asked whether a drag may cancel content's touches"
            }
        }
        return "A view that " + parts.joined(separator: ", and ") + "."
    }
}
