/// Answers that stand in for a subclass's overrides of `canPrevent(_:)`, `canBePrevented(by:)`,
/// `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)` (§5.7, §6.1), for a recognizer
/// whose relationships are given as data rather than code: a scene runtime installs them as the
/// recognizer's `relationshipHooks`, and the base class's defaults return their answers.
///
/// Each method has the meaning of the `GestureRecognizer` method of the same name, asked of the
/// recognizer the hooks are installed on. They are asked on the arbitration hot path: keep them
/// cheap and free of side effects.
public protocol GestureRecognizerRelationshipHooks {
    /// §5.7: whether the recognizer, becoming effective, may exclude `other`.
    func canPrevent(_ other: GestureRecognizer) -> Bool
    /// §5.7: whether `other`, becoming effective, may exclude the recognizer.
    func canBePrevented(by other: GestureRecognizer) -> Bool
    /// §6.1 subclass form: the recognizer requires `other` to fail.
    func shouldRequireFailure(of other: GestureRecognizer) -> Bool
    /// §6.1 subclass form: `other` requires the recognizer to fail.
    func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool
}
