#!/usr/bin/env python3
"""Every shipped scene (Scenes/*.yaml, bench/scenes/*.yaml) is valid against docs/scene.schema.json
as an editor's YAML language server reads it (YAML 1.2: only true and false are booleans, so
`on:` is a key), and every file named in the schema comment exists. Prints one line per
problem; exit 1 when there is any.
"""
import glob
import json
import os
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError:
    # Debian's python3-jsonschema and python3-yaml serve the system interpreter; another python3
    # first on PATH (pyenv) may lack them.
    if os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") and os.path.exists("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    raise

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML reads YAML 1.1, where on/off/yes/no are booleans; editors read YAML 1.2."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))


def main():
    with open(os.path.join(ROOT, "docs/scene.schema.json")) as handle:
        validator = jsonschema.Draft202012Validator(json.load(handle))
    problems = 0
    files = sorted(glob.glob(os.path.join(ROOT, "Scenes/*.yaml"))) + sorted(glob.glob(os.path.join(ROOT, "bench/scenes/*.yaml")))
    for path in files:
        with open(path) as handle:
            text = handle.read()
        for error in validator.iter_errors(yaml.load(text, Loader=Yaml12Loader)):
            deepest = max(error.context or [error], key=lambda e: len(list(e.absolute_path)))
            print("%s: %s: %s" % (os.path.relpath(path, ROOT), "/".join(map(str, deepest.absolute_path)), deepest.message[:200]))
            problems += 1
        named = re.match(r"# yaml-language-server: \$schema=(\S+)", text)
        if path.startswith(os.path.join(ROOT, "Scenes")):
            if not named:
                print("%s: no schema comment on its first line" % os.path.relpath(path, ROOT))
                problems += 1
            elif not os.path.exists(os.path.join(os.path.dirname(path), named.group(1))):
                print("%s: the schema it names, %s, does not exist" % (os.path.relpath(path, ROOT), named.group(1)))
                problems += 1
    print("schema: %d files, %d problems" % (len(files), problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
