/// The first line of a scene file that tells the YAML language server (and so VS Code, Neovim,
/// Kate and other editors) which JSON Schema the file follows:
/// `# yaml-language-server: $schema=PATH`. Shipped scenes name `../docs/scene.schema.json`
/// (beside them in the source tree and in an installation); `gesturescope new` names the
/// installed schema by its `file:` URL (the server reads the address up to the first space).
public enum SceneSchemaComment {
    static let prefix = "# yaml-language-server: $schema="

    /// The comment line naming `schemaPath`.
    public static func line(schemaPath: String) -> String {
        prefix + schemaPath
    }

    /// `text` without its schema comment lines.
    public static func removed(from text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(prefix) }.joined(separator: "\n")
    }
}
