import EngineTestSupport
import GestureEngine
import SceneFormat

/// `scene.makeEngine()`, whose engine must end the test at rest (see `EngineTestCase`).
func engineUnderTest(of scene: SceneDescription) -> Engine {
    let engine = scene.makeEngine()
    checkAtRestAfterTest(engine)
    return engine
}
