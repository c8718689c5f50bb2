/// The starting scene `gesturescope new` writes: a window, a view with a label, a tap that
/// recolours it, a short demo with a caption. It validates for any title (`SceneTemplateTests`).
public enum SceneTemplate {
    /// The starting scene: a window, a view with a label, a tap that recolours it, a demo tap.
    public static func text(title: String) -> String {
        """
        # A Gesturescope scene (docs/SCENES.md). Saving it while the window shows it reloads it.
        name: \(YAMLText.quoted(title))
        description: A view with a tap recognizer. Tap it, or press D to play the demo.
        window: {size: [640, 420], background: "#1e2230"}
        views:
          - id: card
            frame: [170, 90, 300, 240]
            background: "#3b82f6"
            cornerRadius: 20
            label: {text: tap me, color: white, size: 22}
            gestures:
              - id: tap
                type: tap
                actions:
                  - {on: ended, do: setBackground, value: "#8b5cf6"}
                  - {on: ended, do: log, value: tapped}
        script:
          - {t: 0.3, caption: "A tap on the card"}
          - {t: 0.5, down: 1, at: [320, 210]}
          - {t: 0.6, up: 1}
          - {t: 1.2, end: true}

        """
    }
}
