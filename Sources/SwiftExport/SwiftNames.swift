/// The Swift identifiers of one generated file: scene ids made lower camel case (`LP_c1` →
/// `lpC1`), each unique in the file, never a keyword nor a name the view controller already
/// has (`view`, `title` …) or the file's own helpers use.
struct SwiftNames {
    private var taken: Set<String>

    init() {
        taken = Self.keywords.union(Self.inherited).union(Self.helpers)
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

    /// Names a `UIViewController` (and `UIResponder`, `NSObject`) already has that a scene id
    /// could take.
    private static let inherited: Set<String> = [
        "view", "title", "parent", "children", "next", "description", "debugDescription", "hash", "hashValue", "isEditing",
        "navigationItem", "navigationController", "tabBarItem", "tabBarController", "toolbarItems", "traitCollection", "storyboard",
        "nibName", "nibBundle", "presentedViewController", "presentingViewController", "preferredContentSize", "modalPresentationStyle",
        "isViewLoaded", "viewIfLoaded", "loadView", "viewDidLoad", "viewDidAppear", "viewWillAppear", "restorationIdentifier",
        "undoManager", "userActivity", "inputView", "keyCommands", "splitViewController", "transitioningDelegate", "isBeingPresented",
        "additionalSafeAreaInsets", "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins", "editButtonItem",
        "preferredScreenEdgesDeferringSystemGestures", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "canBecomeFirstResponder",
        "isFirstResponder", "classForCoder", "superclass", "isProxy", "copy", "mutableCopy", "perform", "responds", "conforms",
        "print", "abs", "min", "max",
    ]

    /// Names the file's own code uses: its helpers, and the locals and parameters of its methods.
    private static let helpers: Set<String> = [
        "deferredEdges", "addCenteredLabel", "moveKeepingPlace", "dragItems", "moveDraggedViews", "velocity", "translation",
        "target", "anchors", "projected", "point", "hit", "distance", "path", "relative", "spring", "animator", "presentation",
        "sender", "session", "interaction", "item", "items", "gestureRecognizer", "otherGestureRecognizer", "touch", "scrollView",
    ]
}
