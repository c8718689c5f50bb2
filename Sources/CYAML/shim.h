// libyaml from Debian's libyaml-dev: its event parser, which SceneFormat's YAMLComposer turns
// into the scene's own nodes.
#include <yaml.h>
