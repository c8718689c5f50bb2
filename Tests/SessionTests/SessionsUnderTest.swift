import EngineTestSupport
import SceneFormat
import Session

/// A session of `scene` whose engine must end the test at rest (see `EngineTestCase`).
func sessionUnderTest(_ scene: SceneDescription) -> SceneSession {
    let session = SceneSession(scene: scene)
    checkAtRestAfterTest(session.engine)
    return session
}

/// `Replay.session(of:playing:)` whose engine must end the test at rest (see `EngineTestCase`).
func replayUnderTest(of scene: SceneDescription, playing input: Replay.Input) -> SceneSession {
    let session = Replay.session(of: scene, playing: input)
    checkAtRestAfterTest(session.engine)
    return session
}
