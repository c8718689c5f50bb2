import GestureEngine
import SceneRuntime

/// The recognizer classes the file declares: a subclass per recognizer whose relationships the
/// scene overrides (`canPrevent(_:)`, `shouldRequireFailure(of:)` …, each other recognizer it
/// names held weakly), TouchDemo's touch-delay recognizer, and a stand-in for each kind
/// registered with Gesturescope rather than UIKit.
struct RecognizerSubclassCode {
    let context: ExportContext

    /// Every recognizer class the file declares, in the order the scene first needs them.
    func write(into writer: inout SwiftWriter) {
        let families = Set(context.inventory.recognizers.map { RecognizerClass(of: $0.built).family })
        if families.contains(.touchDelay) { writeTouchDelay(into: &writer) }
        var stubs: [String] = []
        for entry in context.inventory.recognizers {
            let kind = RecognizerClass(of: entry.built)
            if kind.family == .custom, !stubs.contains(kind.name) {
                stubs.append(kind.name)
                writeStandIn(kind.name, type: entry.description.type, into: &writer)
            }
        }
        for entry in context.inventory.recognizers where !entry.description.overrides.isEmpty { writeOverrides(entry, into: &writer) }
    }

    /// The weak property names of the recognizers `entry`'s overrides name, by id (UIKit's
    /// private ones left out): clear of the recognizer's own members (`state` → `stateRecognizer`).
    func references(_ entry: SceneInventory.RecognizerEntry) -> [(id: String, property: String)] {
        let overrides = entry.description.overrides
        let ids = [overrides.requireFailureOf, overrides.requiredToFailBy, overrides.cannotPrevent, overrides.cannotBePreventedBy]
            .flatMap { $0.sorted() }.filter { $0 != "*" }
        var names = SwiftNames.recognizerSubclass()
        var result: [(id: String, property: String)] = []
        for id in ids where !result.contains(where: { $0.id == id }) && context.localRecognizer(id) != nil {
            result.append((id, names.claim(SwiftNames.lowerCamel(id), suffix: "Recognizer")))
        }
        return result
    }

    private func writeOverrides(_ entry: SceneInventory.RecognizerEntry, into writer: inout SwiftWriter) {
        let overrides = entry.description.overrides
        let id = entry.description.id
        let base = RecognizerClass(of: entry.built).name
        let properties = references(entry)
        func test(_ ids: Set<String>, _ parameter: String) -> String {
            if ids.contains("*") { return "true" }
            let matches = properties.filter { ids.contains($0.id) }.map { "\(parameter) === \($0.property)" }
            return matches.isEmpty ? "false" : matches.joined(separator: " || ")
        }
        writer.separate()
        writer.line("/// `\(context.recognizerName(id))`'s relationships, as a subclass overrides them.")
        writer.block("private final class \(RecognizerCode(context: context).className(entry)): \(base)") { writer in
            for (_, property) in properties { writer.line("weak var \(property): UIGestureRecognizer?") }
            if !overrides.requireFailureOf.isEmpty {
                writer.separate()
                writer.anchored(.question("shouldRequireFailure(of:)", recognizer: id)) { writer in
                    writer.block("override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool") { writer in
                        writer.line(test(overrides.requireFailureOf, "otherGestureRecognizer"))
                    }
                }
            }
            if !overrides.requiredToFailBy.isEmpty {
                writer.separate()
                writer.anchored(.question("shouldBeRequiredToFail(by:)", recognizer: id)) { writer in
                    writer.block("override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool") { writer in
                        writer.line(test(overrides.requiredToFailBy, "otherGestureRecognizer"))
                    }
                }
            }
            if !overrides.cannotPrevent.isEmpty {
                writer.separate()
                writer.block("override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool") { writer in
                    writer.line(negated(test(overrides.cannotPrevent, "preventedGestureRecognizer"), super: "super.canPrevent(preventedGestureRecognizer)"))
                }
            }
            if !overrides.cannotBePreventedBy.isEmpty {
                writer.separate()
                writer.block("override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool") { writer in
                    writer.line(negated(test(overrides.cannotBePreventedBy, "preventingGestureRecognizer"),
                                        super: "super.canBePrevented(by: preventingGestureRecognizer)"))
                }
            }
        }
    }

    /// "Not `matches`, and what UIKit would say": `!==` for a single identity test.
    private func negated(_ matches: String, super call: String) -> String {
        switch matches {
        case "true": return "false"
        case "false": return call
        default:
            let parts = matches.components(separatedBy: " || ").map { $0.replacingOccurrences(of: " === ", with: " !== ") }
            return parts.joined(separator: " && ") + " && " + call
        }
    }

    /// WWDC 2014 TouchDemo's recognizer: it never recognizes; `delaysTouchesBegan` holds the
    /// view's `touchesBegan` until it fails, after `delay` or as soon as the touch ends.
    private func writeTouchDelay(into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("/// WWDC 2014 TouchDemo's touch-delay recognizer: it never recognizes, and holds its view's")
        writer.line("/// touchesBegan (delaysTouchesBegan) until it fails, after `delay` or when the touch ends first.")
        writer.block("private final class TouchDelayGestureRecognizer: UIGestureRecognizer") { writer in
            writer.line("var delay: TimeInterval = \(SwiftLiteral.number(Defaults.touchDelay))")
            writer.line("private var timer: Timer?")
            writer.line()
            writer.block("override init(target: Any?, action: Selector?)") { writer in
                writer.line("super.init(target: target, action: action)")
                writer.line("delaysTouchesBegan = true")
            }
            writer.line()
            writer.block("override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)") { writer in
                writer.line("super.touchesBegan(touches, with: event)")
                writer.line("guard numberOfTouches == touches.count else { return }")
                writer.line("timer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in")
                writer.indented { writer in writer.line("MainActor.assumeIsolated { self?.state = .failed }") }
                writer.line("}")
            }
            writer.line()
            writer.block("override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)") { writer in
                writer.line("super.touchesEnded(touches, with: event)")
                writer.line("state = .failed")
            }
            writer.line()
            writer.block("override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)") { writer in
                writer.line("super.touchesCancelled(touches, with: event)")
                writer.line("state = .failed")
            }
            writer.line()
            writer.block("override func reset()") { writer in
                writer.line("super.reset()")
                writer.line("timer?.invalidate()")
                writer.line("timer = nil")
            }
        }
    }

    private func writeStandIn(_ name: String, type: String, into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("/// The scene's `\(type)` recognizer is a kind registered with Gesturescope and written against its")
        writer.line("/// engine, not UIKit: this stand-in is where its UIKit port goes (override touchesBegan,")
        writer.line("/// touchesMoved, touchesEnded, touchesCancelled and reset(), setting `state`).")
        writer.line("private final class \(name): UIGestureRecognizer {}")
    }
}
