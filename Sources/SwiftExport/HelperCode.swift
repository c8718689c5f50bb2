/// The small helpers a generated file declares when its code calls them: the view controller's
/// methods (moving a view keeping its place, drag items, moving dropped views in) and file-private
/// extensions (a colour from its hex value, a centred label, the distance between points).
enum HelperCode {
    /// The view controller's helper methods `body` (the class's code so far) calls.
    static func writeMethods(usedIn body: String, into writer: inout SwiftWriter) {
        if body.contains("moveKeepingPlace(") {
            writer.separate()
            writer.line("/// Moves `moved` into `target`, front-most there, where it is on screen; nothing when that would")
            writer.line("/// put it inside itself.")
            writer.block("private func moveKeepingPlace(_ moved: UIView, into target: UIView)") { writer in
                writer.line("guard target !== moved, !target.isDescendant(of: moved), let superview = moved.superview else { return }")
                writer.line("let center = superview.convert(moved.center, to: target)")
                writer.line("target.addSubview(moved)")
                writer.line("moved.center = center")
            }
        }
        if body.contains("dragItems(") {
            writer.separate()
            writer.line("/// `count` drag items carrying `source`, so that a drop can move it.")
            writer.block("private func dragItems(_ count: Int, of source: UIView) -> [UIDragItem]") { writer in
                writer.line("(0..<count).map { _ in")
                writer.indented { writer in
                    writer.line("let item = UIDragItem(itemProvider: NSItemProvider())")
                    writer.line("item.localObject = source")
                    writer.line("return item")
                }
                writer.line("}")
            }
        }
        if body.contains("moveDraggedViews(") {
            writer.separate()
            writer.line("/// Moves each dragged view not in `target` yet into it, lined up from the drop point inward")
            writer.line("/// 12 pt apart, kept inside its bounds.")
            writer.block("private func moveDraggedViews(of session: any UIDropSession, into target: UIView)") { writer in
                writer.line("var dragged: [UIView] = []")
                writer.line("for case let source as UIView in session.items.map(\\.localObject) where !dragged.contains(where: { $0 === source }) {")
                writer.indented { writer in writer.line("dragged.append(source)") }
                writer.line("}")
                writer.line("let dropPoint = session.location(in: target)")
                writer.block("func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat") { writer in
                    writer.line("low > high ? (low + high) / 2 : min(max(value, low), high)")
                }
                writer.block("for (index, source) in dragged.enumerated() where source.superview !== target && !target.isDescendant(of: source)") { writer in
                    writer.line("let bounds = target.bounds")
                    writer.line("let half = CGSize(width: source.bounds.width / 2, height: source.bounds.height / 2)")
                    writer.line("let step = CGFloat(index) * 12")
                    writer.line("target.addSubview(source)")
                    writer.line("source.center = CGPoint(x: clamp(dropPoint.x + step, bounds.minX + half.width, bounds.maxX - half.width),")
                    writer.line("                        y: clamp(dropPoint.y + step, bounds.minY + half.height, bounds.maxY - half.height))")
                }
            }
        }
    }

    /// The file-private extensions `body` (the file's code so far) uses.
    static func writeExtensions(usedIn body: String, into writer: inout SwiftWriter) {
        if body.contains(".addCenteredLabel(") {
            writer.separate()
            writer.block("private extension UIView") { writer in
                writer.line("/// Adds `label` centred on the view and following its size, as the scene draws a view's label.")
                writer.block("func addCenteredLabel(_ label: UILabel = UILabel(), text: String, color: UIColor = .black, size: CGFloat = 17)") { writer in
                    writer.line("label.frame = bounds")
                    writer.line("label.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                    writer.line("label.text = text")
                    writer.line("label.textColor = color")
                    writer.line("label.font = .systemFont(ofSize: size)")
                    writer.line("label.textAlignment = .center")
                    writer.line("addSubview(label)")
                }
            }
        }
        if body.contains("UIColor(hex:") {
            writer.separate()
            writer.block("private extension UIColor") { writer in
                writer.line("/// A colour from its sRGB hex value, as the scene writes it (`0x3b82f6` for \"#3b82f6\").")
                writer.block("convenience init(hex: UInt32, alpha: CGFloat = 1)") { writer in
                    writer.line("self.init(red: CGFloat(hex >> 16 & 0xff) / 255, green: CGFloat(hex >> 8 & 0xff) / 255,")
                    writer.line("          blue: CGFloat(hex & 0xff) / 255, alpha: alpha)")
                }
            }
        }
        if body.contains(".distance(to:") {
            writer.separate()
            writer.block("private extension CGPoint") { writer in
                writer.block("func distance(to other: CGPoint) -> CGFloat") { writer in
                    writer.line("((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()")
                }
            }
        }
    }
}
