#!/usr/bin/env python3
"""Runs a composite action.yml's steps as GitHub Actions would, on this machine.

usage: run_action.py ACTION_YML WORKDIR [input=value ...]

Each step's `run` is run with its `shell` (bash), in the step's working directory (relative to
WORKDIR), with GITHUB_ACTION_PATH (the action's folder), GITHUB_OUTPUT and GITHUB_PATH (temporary
files: a folder a step adds to GITHUB_PATH is on PATH for the later steps), and the step's `env`,
where `${{ inputs.NAME }}` is the input given here or its default. Only the expressions the
action uses are known: any other `${{ … }}` is an error. Stops at the first step that fails.
Prints each step's output, then `outputs: {...}` (the action's outputs as JSON) and
`step STATUS: NAME` lines; exits with the failing step's status (0 when all passed).
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def main(argv):
    action_file, workdir = Path(argv[1]).resolve(), Path(argv[2]).resolve()
    action = yaml.safe_load(action_file.read_text(encoding="utf-8"))
    given = dict(arg.split("=", 1) for arg in argv[3:])
    declared = action.get("inputs", {})
    unknown = set(given) - set(declared)
    if unknown:
        print(f"unknown inputs: {sorted(unknown)}")
        return 2
    inputs = {name: str(given.get(name, spec.get("default", ""))) for name, spec in declared.items()}
    step_outputs = {}

    def expand(text):
        def value(match):
            expression = match.group(1)
            if expression.startswith("inputs."):
                return inputs[expression[len("inputs."):]]
            parts = expression.split(".")
            if len(parts) == 4 and parts[0] == "steps" and parts[2] == "outputs":
                return step_outputs.get(parts[1], {}).get(parts[3], "")
            raise SystemExit(f"unknown expression: {expression}")
        return EXPRESSION.sub(value, str(text))

    assert action["runs"]["using"] == "composite"
    scratch = Path(tempfile.mkdtemp(prefix="run-action-"))
    extra_path = []
    status = 0
    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {index + 1}")
        output_file, path_file = scratch / f"output-{index}", scratch / f"path-{index}"
        output_file.write_text(""), path_file.write_text("")
        env = dict(os.environ)
        env.update({key: expand(value) for key, value in step.get("env", {}).items()})
        env.update({"GITHUB_ACTION_PATH": str(action_file.parent), "GITHUB_OUTPUT": str(output_file),
                    "GITHUB_PATH": str(path_file), "GITHUB_ACTIONS": "true"})
        env["PATH"] = ":".join(extra_path + [env.get("PATH", "")])
        assert step.get("shell") == "bash", f"{name}: a composite step needs shell: bash"
        cwd = workdir / expand(step.get("working-directory", "."))
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], cwd=cwd, env=env)
        outputs = {}
        for line in output_file.read_text().splitlines():
            if "=" in line:
                key, value = line.split("=", 1)
                outputs[key] = value
        if "id" in step:
            step_outputs[step["id"]] = outputs
        extra_path = [line for line in path_file.read_text().splitlines() if line] + extra_path
        print(f"step {'passed' if result.returncode == 0 else 'failed'}: {name}")
        if result.returncode != 0:
            status = result.returncode
            break
    declared_outputs = {name: expand(spec.get("value", "")) for name, spec in action.get("outputs", {}).items()}
    print("outputs: " + json.dumps(declared_outputs, sort_keys=True))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
