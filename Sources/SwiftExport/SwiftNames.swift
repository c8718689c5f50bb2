/// The Swift identifiers of one generated file, or of one class in it: scene ids made lower
/// camel case (`LP_c1` → `lpC1`), each unique, never a keyword nor a member name the class
/// inherits (a view controller's `view`, `modalTransitionStyle` …; a recognizer's `state`,
/// `delegate` …) or one the file's own code uses.
struct SwiftNames {
    private var taken: Set<String>

    /// Names for the view controller's members: clear of UIViewController's, UIResponder's and
    /// NSObject's, and of the file's helpers.
    init() {
        taken = Self.keywords.union(Self.viewControllerMembers).union(Self.responderMembers).union(Self.objectMembers)
            .union(Self.helpers)
    }

    /// Names for the members of a recognizer subclass: clear of UIGestureRecognizer's (and its
    /// UIKit subclasses') and NSObject's.
    static func recognizerSubclass() -> SwiftNames {
        SwiftNames(taken: keywords.union(recognizerMembers).union(objectMembers))
    }

    private init(taken: Set<String>) {
        self.taken = taken
    }

    /// `preferred` if free, else `preferred` + `suffix`, else with a number after it; claimed.
    mutating func claim(_ preferred: String, suffix: String) -> String {
        var name = preferred
        if taken.contains(name) { name = preferred + suffix }
        var number = 2
        while taken.contains(name) {
            name = preferred + suffix + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// `id` in lower camel case: its ASCII letter-and-digit runs joined, the first one's leading
    /// capitals lowered (`URLView` → `urlView`, `TK` → `tk`), each later one capitalised; starts
    /// with a letter.
    static func lowerCamel(_ id: String) -> String {
        let parts = words(of: id)
        guard let first = parts.first else { return "item" }
        let name = lowered(first) + parts.dropFirst().map(capitalized).joined()
        return name.first?.isNumber == true ? "v" + name : name
    }

    /// `id` in upper camel case (`long-press` → `LongPress`), for type and method names.
    static func upperCamel(_ id: String) -> String {
        let name = lowerCamel(id)
        return capitalized(name)
    }

    private static func words(of id: String) -> [String] {
        id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowered(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }.count
        if capitals == word.count || capitals <= 1 { return word.prefix(max(capitals, 1)).lowercased() + word.dropFirst(max(capitals, 1)) }
        // An acronym before a word: all but its last capital, which starts the word.
        return word.prefix(capitals - 1).lowercased() + word.dropFirst(capitals - 1)
    }

    /// Swift's keywords, and names reserved in some positions.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
        "await", "async", "any", "some", "Any", "Self", "Type", "Protocol", "actor", "consume", "copy", "discard", "each",
    ]

    /// The base names of UIViewController's public instance members (iOS 17 and 18, protocols
    /// it adopts included): a stored property of the same name would override one, or hide it.
    static let viewControllerMembers: Set<String> = [
        "view", "viewIfLoaded", "isViewLoaded", "loadView", "loadViewIfNeeded", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
        "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewLayoutMarginsDidChange", "viewSafeAreaInsetsDidChange", "updateViewConstraints", "viewWillTransition", "willTransition",
        "nibName", "nibBundle", "storyboard", "title", "parent", "children", "addChild", "removeFromParent", "willMove", "didMove",
        "transition", "beginAppearanceTransition", "endAppearanceTransition", "shouldAutomaticallyForwardAppearanceMethods",
        "setOverrideTraitCollection", "overrideTraitCollection", "presentedViewController", "presentingViewController", "present",
        "dismiss", "show", "showDetailViewController", "targetViewController", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition", "modalTransitionStyle", "modalPresentationStyle",
        "modalPresentationCapturesStatusBarAppearance", "isModalInPresentation", "isModalInPopover", "disablesAutomaticKeyboardDismissal",
        "transitioningDelegate", "presentationController", "popoverPresentationController", "sheetPresentationController",
        "activePresentationController", "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
        "preferredContentSize", "preferredContentSizeDidChange", "systemLayoutFittingSizeDidChange", "size", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets", "additionalSafeAreaInsets",
        "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins", "preferredStatusBarStyle", "prefersStatusBarHidden",
        "preferredStatusBarUpdateAnimation", "setNeedsStatusBarAppearanceUpdate", "childForStatusBarStyle", "childForStatusBarHidden",
        "childForHomeIndicatorAutoHidden", "childForScreenEdgesDeferringSystemGestures", "childViewControllerForPointerLock",
        "prefersPointerLocked", "setNeedsUpdateOfPrefersPointerLocked", "prefersHomeIndicatorAutoHidden",
        "setNeedsUpdateOfHomeIndicatorAutoHidden", "preferredScreenEdgesDeferringSystemGestures",
        "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation", "shouldAutorotate", "setNeedsUpdateOfSupportedInterfaceOrientations",
        "overrideUserInterfaceStyle", "isEditing", "setEditing", "editButtonItem", "navigationItem", "navigationController",
        "hidesBottomBarWhenPushed", "toolbarItems", "setToolbarItems", "tabBarItem", "tabBarController", "tabBarObservedScrollView",
        "splitViewController", "collapseSecondaryViewController", "separateSecondaryViewController", "traitCollection",
        "traitCollectionDidChange", "traitOverrides", "updateTraitsIfNeeded", "registerForTraitChanges", "unregisterForTraitChanges",
        "restorationIdentifier", "restorationClass", "encodeRestorableState", "decodeRestorableState", "applicationFinishedRestoringState",
        "preferredFocusEnvironments", "preferredFocusedView", "setNeedsFocusUpdate", "updateFocusIfNeeded", "shouldUpdateFocus",
        "didUpdateFocus", "focusItemContainer", "parentFocusEnvironment", "focusGroupIdentifier", "soundIdentifierForFocusUpdate",
        "contentScrollView", "setContentScrollView", "performSegue", "shouldPerformSegue", "prepare", "canPerformUnwindSegueAction",
        "allowedChildrenForUnwinding", "childContaining", "unwind", "previewActionItems", "registerForPreviewing",
        "unregisterForPreviewing", "contentUnavailableConfiguration", "contentUnavailableConfigurationState",
        "setNeedsUpdateContentUnavailableConfiguration", "updateContentUnavailableConfiguration", "interactionActivityTrackingBaseName",
        "performsActionsWhilePresentingModally", "preferredTransition", "tab", "encode", "beginRequest", "extensionContext",
        "didReceiveMemoryWarning", "expectedContentSize",
    ]

    /// The base names of UIResponder's public instance members, the standard edit actions
    /// (UIResponderStandardEditActions) among them.
    static let responderMembers: Set<String> = [
        "next", "isFirstResponder", "canBecomeFirstResponder", "becomeFirstResponder", "canResignFirstResponder", "resignFirstResponder",
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchesEstimatedPropertiesUpdated", "pressesBegan",
        "pressesChanged", "pressesEnded", "pressesCancelled", "motionBegan", "motionEnded", "motionCancelled", "remoteControlReceived",
        "canPerformAction", "target", "buildMenu", "validate", "undoManager", "editingInteractionConfiguration", "keyCommands",
        "inputView", "inputViewController", "inputAccessoryView", "inputAccessoryViewController", "textInputMode",
        "textInputContextIdentifier", "reloadInputViews", "userActivity", "updateUserActivityState", "restoreUserActivityState",
        "captureTextFromCamera", "pasteConfiguration", "canPaste", "activityItemsConfiguration", "cut", "copy", "paste", "delete",
        "select", "selectAll", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "makeTextWritingDirectionLeftToRight",
        "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics", "toggleUnderline", "increaseSize", "decreaseSize",
        "updateTextAttributes", "find", "findNext", "findPrevious", "findAndReplace", "useSelectionForFind", "print", "rename",
        "duplicate", "move", "export", "showWritingTools",
    ]

    /// The base names of NSObject's public instance members an app sees: its protocol's, key-value
    /// coding and observing, and the accessibility properties every object has.
    static let objectMembers: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "isEqual", "superclass", "classForCoder", "classForKeyedArchiver",
        "isProxy", "isKind", "isMember", "conforms", "responds", "perform", "copy", "mutableCopy", "value", "setValue",
        "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue", "mutableSetValue", "mutableOrderedSetValue",
        "setNilValueForKey", "validateValue", "addObserver", "removeObserver", "observeValue", "observe", "willChangeValue",
        "didChangeValue", "observationInfo", "awakeFromNib", "prepareForInterfaceBuilder", "forwardingTarget",
        "doesNotRecognizeSelector", "autoContentAccessingProxy", "isAccessibilityElement", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "accessibilityTraits", "accessibilityFrame", "accessibilityPath",
        "accessibilityActivationPoint", "accessibilityElements", "accessibilityElementsHidden", "accessibilityViewIsModal",
        "accessibilityCustomActions", "accessibilityLanguage", "accessibilityIdentifier", "accessibilityContainerType",
        "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels", "accessibilityActivate", "accessibilityIncrement",
        "accessibilityDecrement", "accessibilityScroll", "accessibilityPerformEscape", "accessibilityPerformMagicTap",
        "shouldGroupAccessibilityChildren",
    ]

    /// The base names of UIGestureRecognizer's public instance members, its subclass API's and
    /// those of UIKit's recognizer classes: a subclass's stored property may not take them.
    static let recognizerMembers: Set<String> = [
        "state", "delegate", "isEnabled", "view", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "allowedTouchTypes", "allowedPressTypes", "requiresExclusiveTouchType", "name", "modifierFlags", "buttonMask",
        "addTarget", "removeTarget", "require", "location", "numberOfTouches", "reset", "ignore", "canPrevent", "canBePrevented",
        "shouldRequireFailure", "shouldBeRequiredToFail", "shouldReceive", "touchesBegan", "touchesMoved", "touchesEnded",
        "touchesCancelled", "touchesEstimatedPropertiesUpdated", "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
        "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement", "minimumNumberOfTouches",
        "maximumNumberOfTouches", "translation", "setTranslation", "velocity", "allowedScrollTypesMask", "edges", "direction",
        "scale", "rotation", "init",
    ]

    /// Names the file's own code uses: its helpers, and the locals and parameters of its methods.
    private static let helpers: Set<String> = [
        "deferredEdges", "addCenteredLabel", "moveKeepingPlace", "dragItems", "moveDraggedViews", "velocity", "translation",
        "target", "anchors", "projected", "point", "hit", "distance", "path", "relative", "spring", "animator", "presentation",
        "sender", "session", "interaction", "item", "items", "gestureRecognizer", "otherGestureRecognizer", "touch", "scrollView",
        "abs", "min", "max",
    ]
}
