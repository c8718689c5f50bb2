/// Scene files for the window tests: small, each with a tap target.
enum TestScenes {
    /// 400×300 points, a 200×100 square at (100, 100) with a tap that logs.
    static let a = """
    name: A
    description: the first scene
    window: {size: [400, 300]}
    views:
      - id: square
        frame: [100, 100, 200, 100]
        gestures:
          - {id: tap, type: tap, actions: [{on: ended, do: log, value: tapped}]}
    script:
      - {t: 0.1, down: 1, at: [200, 150]}
      - {t: 0.2, up: 1}
    """

    /// 600×400 points, a long press (its timer is due 0.5 s after a touch lands).
    static let b = """
    name: B
    window: {size: [600, 400]}
    views:
      - id: pad
        frame: [0, 0, 600, 400]
        gestures:
          - {id: hold, type: longPress}
    """

    /// Not a scene: the loader refuses it with a positioned diagnostic.
    static let broken = """
    name: A
    window: {size: [400, 300]}
    views:
      - id: square
        frame: [100, 100]
    """

    /// 400×300 points, a 200×100 widget at (40, 60) (its centre off the scene's) with a tap and
    /// a pan: the talk's stage 2 (`--set pan.requireToFail=[tap]` makes stage 4 of it).
    static let tapAndPan = """
    name: Tap and pan
    window: {size: [400, 300]}
    views:
      - id: widget
        frame: [40, 60, 200, 100]
        gestures:
          - {id: tap, type: tap}
          - {id: pan, type: pan, actions: [{do: moveByTranslation}]}
    """
}
