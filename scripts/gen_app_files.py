#!/usr/bin/env python3
"""Writes N app folders for `make bench` (ONLY=apps): each an Info.plist (XML) and an
InfoPlist.xcstrings (en + ko) with eight usage descriptions, as Xcode writes them, plus build
folders the search must skip. Usage: gen_app_files.py OUT FOLDERS (2 files per folder)."""
import json, os, sys

KEYS = [
    ("NSCameraUsageDescription", "uses the camera to read the totals on receipts you scan.", "스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다."),
    ("NSMicrophoneUsageDescription", "records your voice notes to attach them to receipts.", "음성 메모를 영수증에 첨부하기 위해 녹음합니다."),
    ("NSPhotoLibraryUsageDescription", "saves the receipts you scan to your photo library.", "스캔한 영수증을 사진 보관함에 저장합니다."),
    ("NSLocationWhenInUseUsageDescription", "uses your location to find stores near you.", "주변 상점을 찾기 위해 위치를 사용합니다."),
    ("NSLocationAlwaysAndWhenInUseUsageDescription", "uses your location to remind you of receipts near a store.", "상점 근처에서 영수증을 알려 주기 위해 위치를 사용합니다."),
    ("NSContactsUsageDescription", "reads your contacts to split a receipt with a friend.", "친구와 영수증을 나누기 위해 연락처를 읽습니다."),
    ("NSUserTrackingUsageDescription", "uses your activity in other apps to show you offers from stores you visit.", "방문한 상점의 혜택을 보여 주기 위해 다른 앱에서의 활동을 사용합니다."),
    ("NSFaceIDUsageDescription", "uses Face ID to lock your receipts.", "영수증을 잠그기 위해 Face ID를 사용합니다."),
]

def main():
    out, count = sys.argv[1], int(sys.argv[2])
    for n in range(count):
        app = f"Receipts{n}"
        folder = os.path.join(out, f"App{n:04d}", app)
        os.makedirs(folder, exist_ok=True)
        entries = "".join(f"\t<key>{key}</key>\n\t<string>{app} {en}</string>\n" for key, en, _ in KEYS)
        with open(os.path.join(folder, "Info.plist"), "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                    '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
                    f'\t<key>CFBundleDisplayName</key>\n\t<string>{app}</string>\n'
                    '\t<key>CFBundleLocalizations</key>\n\t<array>\n\t\t<string>en</string>\n\t\t<string>ko</string>\n\t</array>\n'
                    + entries + "</dict>\n</plist>\n")
        strings = {key: {"extractionState": "extracted_with_value", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": f"{app} {en}"}},
            "ko": {"stringUnit": {"state": "translated", "value": f"{app}은(는) {ko}"}}}} for key, en, ko in KEYS}
        with open(os.path.join(folder, "InfoPlist.xcstrings"), "w") as f:
            f.write(json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2, sort_keys=True,
                               ensure_ascii=False).replace('": ', '" : ') + "\n")
        build = os.path.join(out, f"App{n:04d}", "build", f"{app}.app")
        os.makedirs(build, exist_ok=True)
        with open(os.path.join(build, "Info.plist"), "w") as f:
            f.write("not read: a build folder\n")

if __name__ == "__main__":
    main()
