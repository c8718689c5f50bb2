/// §6.1–6.2, 6.6: which recognizers must fail before `recognizer` may become effective.
extension GestureSystem {
    /// Established once per sequence, when the recognizer first tries to leave possible: the
    /// static `require(toFail:)` list plus every dynamic source (both delegate directions, both
    /// subclass overrides) asked against every recognizer on any current touch. One true
    /// establishes an edge; a false never removes one. An edge that would close a cycle is
    /// dropped and traced (§6.6).
    func establishRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if let known = recognizer.arbitration.requirements { return known }
        var required = recognizer.staticFailureRequirements
        // `active` holds every recognizer on a current touch (and those still at work), once.
        for other in active where other !== recognizer && !required.contains(where: { $0 === other }) {
            if asksRequireFailure(recognizer, of: other) { required.append(other) }
        }
        required.removeAll { other in
            guard requires(other, transitively: recognizer) else { return false }
            trace.append(.cycle(recognizer: recognizer.id, dropped: other.id), at: now)
            return true
        }
        recognizer.arbitration.requirements = required
        return required
    }

    /// Every dynamic source of "`recognizer` requires `other` to fail", traced when asked.
    private func asksRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        var established = false
        if let answer = recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) {
            trace.append(.ask(question: "shouldRequireFailureOf", recognizer: recognizer.id, other: other.id, answer: answer), at: now)
            established = established || answer
        }
        if let answer = other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) {
            trace.append(.ask(question: "shouldBeRequiredToFailBy", recognizer: other.id, other: recognizer.id, answer: answer), at: now)
            established = established || answer
        }
        // Subclass overrides are traced when they establish an edge (built-in classes answer
        // false for every pair, which would drown the trace).
        if recognizer.shouldRequireFailure(of: other) {
            trace.append(.ask(question: "shouldRequireFailure(of:)", recognizer: recognizer.id, other: other.id, answer: true), at: now)
            established = true
        }
        if other.shouldBeRequiredToFail(by: recognizer) {
            trace.append(.ask(question: "shouldBeRequiredToFail(by:)", recognizer: other.id, other: recognizer.id, answer: true), at: now)
            established = true
        }
        return established
    }

    /// Whether `start` requires `target` to fail through established or static edges.
    private func requires(_ start: GestureRecognizer, transitively target: GestureRecognizer) -> Bool {
        var stack = [start]
        var visited: [GestureRecognizer] = []
        while let node = stack.popLast() {
            if node === target { return true }
            guard !visited.contains(where: { $0 === node }) else { continue }
            visited.append(node)
            let edges = node.arbitration.requirements ?? node.staticFailureRequirements
            stack += edges
        }
        return false
    }
}
