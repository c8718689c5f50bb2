extension SceneLoader {
    /// The scene of `text` with each of `settings` applied, in order, to its YAML before it is
    /// built, so a changed scene is checked exactly as a file holding the change would be.
    /// A setting naming no gesture, or whose value is not YAML, is an error at line 1 of
    /// `file` that names the setting; a key the recognizer does not take, or a bad value, is
    /// reported by the scene's own checks at the recognizer's line.
    public static func parseScene(_ text: String, file: String, settings: [RecognizerSetting], recognizers: RecognizerRegistry = .builtIn,
                                  limits: SceneLimits = .standard) -> Result<SceneDescription, SceneErrors> {
        let log = DiagnosticLog(file: file, limits: limits)
        guard var root = YAMLDocument.parse(text, log: log) else { return .failure(SceneErrors(diagnostics: log.sorted)) }
        for setting in settings {
            guard case let .success(value?) = YAMLComposer.compose(setting.value) else {
                log.error("--set \(setting.description): the value is not YAML", line: 1, column: 1,
                          hint: "write it as in a scene file: a number, true or false, a name, or a list such as [tap]")
                continue
            }
            guard let changed = root.setting(setting.key, to: value, ofRecognizer: setting.recognizer) else {
                let known = root.gestureIDs
                log.error("--set \(setting.description): the scene has no recognizer '\(setting.recognizer)'", line: 1, column: 1,
                          hint: known.isEmpty ? "this scene has no gestures" : "its recognizers: " + listed(known))
                continue
            }
            root = changed
        }
        guard !log.hasErrors, let scene = SceneParser(log: log, recognizers: recognizers).scene(root), !log.hasErrors else {
            return .failure(SceneErrors(diagnostics: log.sorted))
        }
        return .success(scene)
    }
}

/// At most ten ids, then how many more.
private func listed(_ ids: [String]) -> String {
    ids.prefix(10).joined(separator: ", ") + (ids.count > 10 ? " and \(ids.count - 10) more" : "")
}

private extension YAMLNode {
    /// The ids of the gestures under `views`, at any depth, in file order.
    var gestureIDs: [String] {
        entry("views").map(Self.gestureIDs(in:)) ?? []
    }

    static func gestureIDs(in views: YAMLNode) -> [String] {
        (views.sequence ?? []).flatMap { view -> [String] in
            let ids = (view.entry("gestures")?.sequence ?? []).compactMap { $0.entry("id")?.scalar?.string }
            return ids + (view.entry("subviews").map(gestureIDs(in:)) ?? [])
        }
    }
}
