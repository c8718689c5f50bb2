import GestureEngine
import SceneRuntime

/// A recognizer's action method: its behaviours in order, each under the states it is bound to,
/// written as an iOS engineer would — straight code when every action runs them all, a `guard`
/// when all share one set of states, a `switch` when the sets do not overlap, otherwise an `if`
/// per run of bindings.
struct ActionMethodCode {
    let context: ExportContext

    private static let continuousStates: [GestureRecognizerState] = [.began, .changed, .ended, .cancelled]

    private struct Group {
        /// Empty: every action.
        var states: Set<GestureRecognizerState>
        var behaviors: [Behavior]
    }

    /// The action method of `entry`, anchoring the method and, per state it acts in, its
    /// declaration and the lines that run for it: those bound to the state, else only the test
    /// that lets none run (the `guard`, the `switch` and its `default`, the `if`s).
    func write(_ entry: SceneInventory.RecognizerEntry, into writer: inout SwiftWriter) {
        let kind = RecognizerClass(of: entry.built)
        let id = entry.description.id
        let parameter = context.recognizerName(id)
        let code = BehaviorCode(context: context, recognizer: entry, kind: kind, parameter: parameter, target: entry.viewID)
        let acting: Set<GestureRecognizerState> = kind.isDiscrete ? [.ended] : Set(Self.continuousStates)
        let groups = Self.groups(entry.description.actions, acting: acting)
        let declaration = writer.nextLine
        var stateLines: [GestureRecognizerState: [ClosedRange<Int>]] = [:]
        func note(_ states: Set<GestureRecognizerState>, _ range: ClosedRange<Int>) {
            for state in states.isEmpty ? acting : states { stateLines[state, default: []].append(range) }
        }
        // The lines that run whatever the state: the tests deciding what else runs.
        var tests: [ClosedRange<Int>] = []
        func test(_ range: ClosedRange<Int>) { tests.append(range) }
        writer.anchored(.actionMethod(recognizer: id)) { writer in
            writer.block("@objc private func \(context.actionName(id))(_ \(parameter): \(kind.name))") { writer in
                for line in prologue(entry, parameter: parameter) { writer.line(line) }
                let conditional = groups.filter { !$0.states.isEmpty }
                if conditional.isEmpty {
                    let first = writer.nextLine
                    writeBehaviors(groups.flatMap(\.behaviors), states: [], code: code, into: &writer)
                    if writer.nextLine > first { note([], first...(writer.nextLine - 1)) }
                } else if conditional.count == groups.count, Set(groups.map(\.states)).count == 1 {
                    let first = writer.nextLine
                    writer.line("guard \(condition(groups[0].states, parameter)) else { return }")
                    test(first...first)
                    writeBehaviors(groups.flatMap(\.behaviors), states: groups[0].states, code: code, into: &writer)
                    note(groups[0].states, first...(writer.nextLine - 1))
                } else if conditional.count == groups.count, Self.areDisjoint(Self.merged(groups)) {
                    writeSwitch(Self.merged(groups), parameter: parameter, code: code, note: note, test: test, into: &writer)
                } else {
                    for group in groups {
                        let first = writer.nextLine
                        if group.states.isEmpty {
                            writeBehaviors(group.behaviors, states: [], code: code, into: &writer)
                        } else {
                            test(first...first)
                            writer.block("if \(condition(group.states, parameter))") { writer in
                                writeBehaviors(group.behaviors, states: group.states, code: code, into: &writer)
                            }
                        }
                        if writer.nextLine > first { note(group.states, first...(writer.nextLine - 1)) }
                    }
                }
            }
        }
        for state in Self.sorted(acting) {
            writer.mark(.action(recognizer: id, state: state), declaration...declaration)
            for range in stateLines[state] ?? tests { writer.mark(.action(recognizer: id, state: state), range) }
        }
    }

    /// Runs of consecutive bindings with the same states, each binding's states cut to those the
    /// recognizer acts in (all of them: every action).
    private static func groups(_ bindings: [BehaviorBinding], acting: Set<GestureRecognizerState>) -> [Group] {
        var groups: [Group] = []
        for binding in bindings {
            var states = binding.states.isEmpty ? acting : binding.states.intersection(acting)
            if states == acting { states = [] }
            if binding.states.isEmpty == false, binding.states.isDisjoint(with: acting) { continue }
            if let last = groups.last, last.states == states {
                groups[groups.count - 1].behaviors.append(binding.behavior)
            } else {
                groups.append(Group(states: states, behaviors: [binding.behavior]))
            }
        }
        return groups
    }

    /// Groups of the same states joined, in the order each set first appears.
    private static func merged(_ groups: [Group]) -> [Group] {
        var result: [Group] = []
        for group in groups {
            if let index = result.firstIndex(where: { $0.states == group.states }) {
                result[index].behaviors += group.behaviors
            } else {
                result.append(group)
            }
        }
        return result
    }

    private static func areDisjoint(_ groups: [Group]) -> Bool {
        var seen: Set<GestureRecognizerState> = []
        for group in groups {
            guard seen.isDisjoint(with: group.states) else { return false }
            seen.formUnion(group.states)
        }
        return true
    }

    private func writeSwitch(_ groups: [Group], parameter: String, code: BehaviorCode,
                             note: (Set<GestureRecognizerState>, ClosedRange<Int>) -> Void, test: (ClosedRange<Int>) -> Void,
                             into writer: inout SwiftWriter) {
        test(writer.nextLine...writer.nextLine)
        writer.line("switch \(parameter).state {")
        for group in groups {
            let first = writer.nextLine
            writer.line("case \(Self.sorted(group.states).map { "." + $0.description }.joined(separator: ", ")):")
            writer.indented { writer in writeBehaviors(group.behaviors, states: group.states, code: code, into: &writer) }
            note(group.states, first...(writer.nextLine - 1))
        }
        test(writer.nextLine...(writer.nextLine + 1))
        writer.line("default:")
        writer.indented { writer in writer.line("break") }
        writer.line("}")
    }

    /// The behaviours in order, run for `states` (empty: every action); one whose locals another
    /// already declared in this scope gets a `do` block of its own.
    private func writeBehaviors(_ behaviors: [Behavior], states: Set<GestureRecognizerState>, code: BehaviorCode, into writer: inout SwiftWriter) {
        var declared: Set<String> = []
        for behavior in behaviors {
            let locals = BehaviorCode.locals(of: behavior)
            if declared.isDisjoint(with: locals) {
                declared.formUnion(locals)
                code.write(behavior, states: states, into: &writer)
            } else {
                writer.block("do") { writer in code.write(behavior, states: states, into: &writer) }
            }
        }
    }

    private func condition(_ states: Set<GestureRecognizerState>, _ parameter: String) -> String {
        let sorted = Self.sorted(states)
        if sorted.count == 1 { return "\(parameter).state == .\(sorted[0])" }
        return "[\(sorted.map { "." + $0.description }.joined(separator: ", "))].contains(\(parameter).state)"
    }

    private static func sorted(_ states: Set<GestureRecognizerState>) -> [GestureRecognizerState] {
        states.sorted { $0.rawValue < $1.rawValue }
    }

    /// `began` forgets where a translation scrub bound to later states began the last gesture.
    private func prologue(_ entry: SceneInventory.RecognizerEntry, parameter: String) -> [String] {
        var lines: [String] = []
        for binding in entry.description.actions where !binding.states.isEmpty && !binding.states.contains(.began) {
            guard case let .animator(name, .scrubByTranslation) = binding.behavior else { continue }
            let line = "if \(parameter).state == .began { \(AnimatorCode(context: context).scrubStart(of: context.animatorName(name), optional: true)) = nil }"
            if !lines.contains(line) { lines.append(line) }
        }
        return lines
    }
}
