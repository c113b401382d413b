#!/usr/bin/env python3
"""Validates the bundled flows against docs/permflow.schema.json.

Every flows/*.yaml must pass the schema; a few files of flows/bad/parse/ must
fail it, to show the schema does reject things. Prints one line per file and a
final line "N passed, M failed"; exits 1 when anything failed.

Needs PyYAML and jsonschema: pip install pyyaml jsonschema
"""

import json
import re
import sys
from pathlib import Path

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"cannot run: {error.name} is not installed (pip install pyyaml jsonschema)")
    sys.exit(2)

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "docs" / "permflow.schema.json"
FLOWS = ROOT / "flows"

# Files of flows/bad/parse/ whose problem the schema sees as well as the parser.
MUST_FAIL = [
    "missing-key.yaml",          # no `app`
    "unknown-key.yaml",          # `tittle`
    "unsupported-version.yaml",  # permflow: 2
    "wrong-type.yaml",           # ios: latest
    "key-not-allowed.yaml",      # title on an alert
    "invalid-value.yaml",        # glyph: outline
    "invalid-id.yaml",           # screen id with a space
    "ignore-without-reason.yaml",
    "not-a-flow.yaml",
    "check-unknown-state.yaml",      # `denid` under a check's `on:`
    "check-missing-resource.yaml",   # a check without `resource`
]


class FlowLoader(yaml.SafeLoader):
    """YAML as permflow reads it: `on`, `yes`, `no` are text, only true/false are booleans,
    and dates stay text."""


FlowLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
FlowLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def problems(validator, path):
    """The schema's complaints about one file, as short lines (empty when it passes)."""
    try:
        document = yaml.load(path.read_text(encoding="utf-8"), Loader=FlowLoader)
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        return [f"not YAML: {str(error).splitlines()[0]}"]
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    result = []
    for error in errors:
        where = "/".join(str(part) for part in error.absolute_path) or "(top)"
        result.append(f"{where}: {error.message}")
    return result


def main():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    passed = failed = 0

    flows = sorted(FLOWS.glob("*.yaml"))
    if not flows:
        print(f"FAIL no flows found in {FLOWS}")
        failed += 1
    for path in flows:
        found = problems(validator, path)
        name = path.relative_to(ROOT)
        if found:
            failed += 1
            print(f"FAIL {name}: {found[0]}" + (f" (+{len(found) - 1} more)" if len(found) > 1 else ""))
            for line in found[1:]:
                print(f"     {line}")
        else:
            passed += 1
            print(f"ok   {name}")

    for file_name in MUST_FAIL:
        path = FLOWS / "bad" / "parse" / file_name
        name = path.relative_to(ROOT)
        if not path.exists():
            failed += 1
            print(f"FAIL {name}: missing")
            continue
        found = problems(validator, path)
        if found:
            passed += 1
            print(f"ok   {name} is rejected: {found[0]}")
        else:
            failed += 1
            print(f"FAIL {name} should be rejected by the schema but passes")

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
