/// Applying `RecognizerSetting`s to a scene's node tree: the gesture whose `id` is the setting's
/// recognizer gets the key (replaced, or appended when absent). Marks of the new key and value
/// are the gesture's own, so that a diagnostic about them points at the recognizer changed.
extension YAMLNode {
    /// The tree with `value` set as `key` of the gesture `recognizer`; nil when no gesture has
    /// that id.
    func setting(_ key: String, to value: YAMLNode, ofRecognizer recognizer: String) -> YAMLNode? {
        guard let root = mapping, let views = entry("views") else { return nil }
        guard let changed = views.settingInViews(key, to: value, recognizer: recognizer) else { return nil }
        return YAMLNode(content: .mapping(root.replacing("views", with: changed)), mark: mark)
    }

    /// This node and everything under it, placed at `mark`.
    func moved(to mark: YAMLMark) -> YAMLNode {
        let content: Content = switch content {
        case .scalar: content
        case let .sequence(items): .sequence(items.map { $0.moved(to: mark) })
        case let .mapping(map): .mapping(YAMLMapping(keyTexts: map.keyTexts, keys: map.keys.map { $0.moved(to: mark) },
                                                     values: map.values.map { $0.moved(to: mark) }))
        }
        return YAMLNode(content: content, mark: mark)
    }

    /// The value of `key` when this node is a mapping holding it; nil otherwise.
    func entry(_ key: String) -> YAMLNode? {
        mapping.flatMap { map in map.keyTexts.firstIndex(of: key).map { map.values[$0] } }
    }

    /// A `views` or `subviews` list with the gesture changed; nil when none of its views, at any
    /// depth, has it.
    private func settingInViews(_ key: String, to value: YAMLNode, recognizer: String) -> YAMLNode? {
        guard var items = sequence else { return nil }
        for (index, view) in items.enumerated() {
            guard let map = view.mapping else { continue }
            if let gestures = view.entry("gestures")?.sequence,
               let found = gestures.firstIndex(where: { $0.entry("id")?.scalar?.string == recognizer }),
               let gesture = gestures[found].mapping {
                let keyNode = YAMLNode(content: .scalar(YAMLScalar(string: key, isPlain: true)), mark: gestures[found].mark)
                var changedGestures = gestures
                changedGestures[found] = YAMLNode(content: .mapping(gesture.replacing(key, with: value.moved(to: gestures[found].mark), keyNode: keyNode)),
                                                  mark: gestures[found].mark)
                items[index] = YAMLNode(content: .mapping(map.replacing("gestures", with: YAMLNode(content: .sequence(changedGestures), mark: view.mark))),
                                        mark: view.mark)
                return YAMLNode(content: .sequence(items), mark: mark)
            }
            if let subviews = view.entry("subviews"), let changed = subviews.settingInViews(key, to: value, recognizer: recognizer) {
                items[index] = YAMLNode(content: .mapping(map.replacing("subviews", with: changed)), mark: view.mark)
                return YAMLNode(content: .sequence(items), mark: mark)
            }
        }
        return nil
    }
}

extension YAMLMapping {
    /// The mapping with `key`'s value replaced, or the entry appended (with `keyNode`) when the
    /// key is absent.
    func replacing(_ key: String, with value: YAMLNode, keyNode: YAMLNode? = nil) -> YAMLMapping {
        var values = self.values
        if let index = keyTexts.firstIndex(of: key) {
            values[index] = value
            return YAMLMapping(keyTexts: keyTexts, keys: keys, values: values)
        }
        let appendedKey = keyNode ?? YAMLNode(content: .scalar(YAMLScalar(string: key, isPlain: true)), mark: value.mark)
        return YAMLMapping(keyTexts: keyTexts + [key], keys: keys + [appendedKey], values: values + [value])
    }
}
