#!/usr/bin/env python3
"""Validates SARIF logs against the official SARIF 2.1.0 schema kept beside this script.

usage: validate_sarif.py FILE...   (- reads standard input)

Prints one line per file ("ok FILE" or the schema's complaints) and a final line
"N passed, M failed"; exits 1 when anything failed, 2 when jsonschema is missing.
The schema's `format` keywords are checked: `uri` here (jsonschema needs a package this
project does not install for it), as JSON Schema draft 4 and SARIF 2.1.0 mean it: an absolute
URI (RFC 3986: a scheme, `:`, then URI characters only), which `helpUri` must be (SARIF
2.1.0 §3.49.12); the others where jsonschema can (date-time).
"""

import json
import re
import sys
from pathlib import Path

try:
    import jsonschema
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"cannot run: {error.name} is not installed (pip install jsonschema)")
    sys.exit(2)

SCHEMA = Path(__file__).resolve().parent / "sarif-schema-2.1.0.json"

# RFC 3986's absolute-URI: scheme ":" hier-part [ "?" query ], in URI characters (percent-encoded
# where need be); a fragment is allowed, as `format: uri` allows a full URI.
ABSOLUTE_URI = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+")


def format_checker():
    checker = jsonschema.FormatChecker()

    @checker.checks("uri")
    def is_absolute_uri(value):
        return not isinstance(value, str) or ABSOLUTE_URI.fullmatch(value) is not None

    return checker


def main(paths):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema, format_checker=format_checker())
    passed = failed = 0
    for path in paths:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
        try:
            log = json.loads(text)
        except json.JSONDecodeError as error:
            print(f"FAIL {path}: not JSON: {error}")
            failed += 1
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        if errors:
            failed += 1
            for error in errors[:20]:
                where = "/".join(str(part) for part in error.absolute_path)
                print(f"FAIL {path}: at /{where}: {error.message}")
        else:
            passed += 1
            print(f"ok {path}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["-"]))
