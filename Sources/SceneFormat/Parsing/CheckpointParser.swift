import GestureEngine

/// Reads a scene's `checkpoints`: the script times `gesturescope check` renders the scene at.
struct CheckpointParser {
    let log: DiagnosticLog

    /// At most this many checkpoints in one scene: each is a rendering and a golden PNG.
    static let maximumCount = 32

    /// A list of 1…`maximumCount` times, each 0…`log.limits.duration` seconds and strictly after
    /// the one before it; nil after reporting when any is not.
    func checkpoints(_ node: YAMLNode) -> [Double]? {
        guard let items = node.sequence, !items.isEmpty else {
            log.error("checkpoints must be a list of times, found \(node.kindDescription)", at: node,
                      hint: "for example checkpoints: [0.5, 1.2], in script seconds")
            return nil
        }
        guard items.count <= Self.maximumCount else {
            log.error("checkpoints lists \(items.count) times", at: node, hint: "a scene has at most \(Self.maximumCount) checkpoints")
            return nil
        }
        let decode = ValueDecoder(log: log)
        var times: [Double] = []
        var valid = true
        for item in items {
            guard let time = decode.time(item, "checkpoint") else {
                valid = false
                continue
            }
            if let previous = times.last, time <= previous {
                log.error("checkpoint \(formatNumber(time)) is not after the one before it (\(formatNumber(previous)))", at: item,
                          hint: "list checkpoints in increasing order, each once")
                valid = false
            }
            times.append(time)
        }
        return valid ? times : nil
    }
}
