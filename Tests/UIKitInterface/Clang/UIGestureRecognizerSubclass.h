// UIKit's subclass-only API of UIGestureRecognizer (a read-write `state`, the touches methods,
// reset(), the relationship overrides) is declared in ../UIKit/UIGestureRecognizer.swift: this
// submodule exists so that `import UIKit.UIGestureRecognizerSubclass` resolves as on Apple's
// platforms. It does not hide that API from files that do not import it.
