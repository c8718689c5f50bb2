import SceneFormat
import XCTest

/// `--set RECOGNIZER.KEY=VALUE` (compare's what-if): read from the command line, applied to the
/// scene's YAML before it is built, problems reported as the scene's own.
final class RecognizerSettingTests: XCTestCase {
    private let scene = """
        name: Two recognizers
        window: {size: [200, 200]}
        views:
          - id: outer
            frame: [0, 0, 200, 200]
            subviews:
              - id: card
                frame: [10, 10, 100, 100]
                gestures:
                  - {id: tap, type: tap}
                  - id: pan
                    type: pan
                    requireToFail: []
        """

    func testASettingIsReadAtTheLastDotBeforeTheFirstEquals() {
        XCTAssertEqual(RecognizerSetting(parsing: "card.pan.requireToFail=[a=b]"),
                       RecognizerSetting(recognizer: "card.pan", key: "requireToFail", value: "[a=b]"))
        for text in ["pan.requireToFail", "pan=1", ".x=1", "pan.=1"] {
            XCTAssertNil(RecognizerSetting(parsing: text), text)
        }
    }

    func testSettingsReplaceOrAddAKeyOfANestedGesture() throws {
        let settings = [RecognizerSetting(recognizer: "pan", key: "requireToFail", value: "[tap]"),
                        RecognizerSetting(recognizer: "tap", key: "enabled", value: "false")]
        let built = try SceneLoader.parseScene(scene, file: "s.yaml", settings: settings).get()
        let gestures = built.views[0].subviews[0].gestures
        XCTAssertEqual(gestures[1].requireToFail.map(\.id), ["tap"])
        XCTAssertEqual(gestures[0].isEnabled, false)
    }

    func testAnUnknownRecognizerKeyOrValueIsAnErrorNamingIt() {
        func errors(_ setting: String) -> String {
            guard case let .failure(errors) = SceneLoader.parseScene(scene, file: "s.yaml", settings: [RecognizerSetting(parsing: setting)!]) else {
                return "no error"
            }
            return errors.description
        }
        XCTAssertEqual(errors("swipe.direction=left"), """
            s.yaml:1:1: error: --set swipe.direction=left: the scene has no recognizer 'swipe'
                hint: its recognizers: tap, pan
            """)
        XCTAssertEqual(errors("tap.numberOfTapsRequired=2").components(separatedBy: "\n").first,
                       "s.yaml:10:13: error: unknown key 'numberOfTapsRequired' in a gesture recognizer")
        XCTAssertEqual(errors("pan.requireToFail=[nothing]").components(separatedBy: "\n").first,
                       "s.yaml:11:13: error: unknown recognizer 'nothing'")
        XCTAssertEqual(errors("tap.enabled={"), """
            s.yaml:1:1: error: --set tap.enabled={: the value is not YAML
                hint: write it as in a scene file: a number, true or false, a name, or a list such as [tap]
            """)
    }
}
