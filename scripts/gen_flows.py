#!/usr/bin/env python3
"""Generates synthetic, lint-clean flows for benchmarks.

usage: gen_flows.py OUT_DIR COUNT SCREENS   # COUNT flows of about SCREENS screens each

Each flow is a chain of feature groups: an app screen whose action reads the resource's state
(a check: not determined goes to a pre-alert, denied to the Settings screen, allowed to the
feature), the pre-alert, the camera/microphone/… alert, an end-of-feature app screen for the
granted outcomes and a Settings screen after a denial (which ends the flow), so every rule
family, the path-sensitive ones included, has work to do.
"""
import os
import sys

RESOURCES = [
    ("camera", ["allow", "deny"], "uses the camera to scan the receipts you choose."),
    ("microphone", ["allow", "deny"], "uses the microphone to record the voice notes you start."),
    ("contacts", ["allow-full", "limit", "deny"], "reads your contacts to show which friends you can invite."),
    ("calendar", ["allow-full", "deny"], "reads your calendar to show your events next to your plans."),
    ("motion", ["allow", "deny"], "reads your motion data to count your daily steps."),
]


def flow(index: int, screens: int) -> str:
    groups = max(1, (screens - 1) // 6)
    out = [
        "permflow: 1",
        f"name: Generated flow {index}",
        "app: Receipts",
        "start: s0-home",
        "screens:",
    ]
    for g in range(groups):
        resource, outcomes, purpose = RESOURCES[(index + g) % len(RESOURCES)]
        nxt = f"s{g + 1}-home" if g + 1 < groups else "finish"
        out += [
            f"  s{g}-home:",
            "    kind: app",
            f"    title: Step {g + 1}",
            "    body: Choose what to do next.",
            "    actions:",
            f"      - label: Use feature {g + 1}",
            f"        go: s{g}-check",
            f"      - label: Go on",
            f"        go: {nxt}",
            f"  s{g}-why:",
            "    kind: pre-alert",
            f"    resource: {resource}",
            f"    title: Feature {g + 1} needs your {resource}",
            "    body: Here is what happens next and why it helps you.",
            "    button: Continue",
            f"    next: s{g}-alert",
            f"  s{g}-alert:",
            "    kind: alert",
            f"    resource: {resource}",
            f"    purpose: Receipts {purpose}",
            "    on:",
        ]
        for outcome in outcomes:
            target = f"s{g}-off" if outcome == "deny" else f"s{g}-done"
            out.append(f"      {outcome}: {target}")
        out += [
            f"  s{g}-check:",
            "    kind: check",
            f"    resource: {resource}",
            "    on:",
            f"      not-determined: s{g}-why",
            f"      denied: s{g}-off",
            f"      allowed: s{g}-done",
            f"  s{g}-done:",
            "    kind: app",
            f"    title: Feature {g + 1} is ready",
            "    actions:",
            "      - label: Next",
            f"        go: {nxt}",
            f"  s{g}-off:",
            "    kind: settings",
            f"    resource: {resource}",
            f"    title: Access is off",
            f"    body: You can turn it on in Settings.",
            "    actions:",
            "      - label: Open Settings",
            "        opens-settings: true",
            "        go: finish",
            "      - label: Finish without it",
            "        go: finish",
        ]
    out += ["  finish:", "    kind: end", "    title: All done", ""]
    return "\n".join(out)


def main() -> None:
    out_dir, count, screens = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out_dir, exist_ok=True)
    for i in range(count):
        with open(os.path.join(out_dir, f"flow-{i:05d}.yaml"), "w", encoding="utf-8") as handle:
            handle.write(flow(i, screens))


if __name__ == "__main__":
    main()
