import ArgumentParser
import FileOutput
import Foundation
import SceneFormat
import SwiftExport

struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the UIKit Swift that builds a scene: a view controller, its recognizers, actions, delegates and subclasses.",
        discussion: """
        The file holds a UIViewController subclass whose viewDidLoad makes the scene's views and recognizers (every parameter \
        the scene sets, require(toFail:), targets), action methods doing what the scene's behaviours do, a \
        UIGestureRecognizerDelegate extension answering exactly as its delegate rules say, recognizer subclasses for its \
        overrides, view subclasses for its hit-test rules and for views whose responder calls it logs, controls with \
        addTarget(_:action:for:), scroll views, drag and drop interactions with their delegates, and system-edge deferral. \
        The same scene always gives the same file; make test typechecks every shipped scene's file against an interface of \
        UIKit's documented signatures (docs/CODE.md).

        Not expressible in UIKit, and how it is written: a scene's label becomes a centred UILabel (a button's title); a \
        tap's allowableMovement, which UIKit does not expose, becomes a comment; the scene's input script, size class and \
        simulated system edges are not code, and appear as comments; a recognizer kind registered with Gesturescope (the \
        example checkmark recognizer) is written against Gesturescope's engine, so the file declares an empty \
        UIGestureRecognizer subclass of its name where its UIKit port goes; a scroll view's touch-delay recognizer and a \
        drag interaction's recognizers are private to UIKit, so a rule naming them becomes a comment; a block animation \
        along a custom Bézier curve takes its curve from the enclosing CATransaction; a spring given by mass, stiffness \
        and damping runs on a UIViewPropertyAnimator; a throw's pan moves its view from where the gesture began instead \
        of resetting its translation, which would reset the velocity the throw reads.
        Exit codes: 0 success, 1 the file cannot be written, 2 invalid scene, 64 invalid arguments.
        """
    )

    @Argument(help: "Scene file, or the name of a scene in Scenes/.")
    var scene: String

    @Option(help: "Write the Swift to this file (replaced whole, through a symbolic link as a shell redirection would) instead of standard output.")
    var out: String?

    func run() throws {
        let root = try CommandSupport.resources()
        let description = try CommandSupport.loadScene(scene, root: root)
        let name = URL(fileURLWithPath: description.file).deletingPathExtension().lastPathComponent
        let source = UIKitSource(scene: description, name: name)
        guard let out else { return try CommandSupport.say(source.text) }
        try CommandSupport.reportingWriteErrors { try OutputFile.write(Array(source.text.utf8), to: out) }
    }
}
