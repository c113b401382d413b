/// What Xcode calls the Info.plist purpose keys in its editor ("Privacy - Camera Usage
/// Description"), which is also the comment it writes for such a key when it extracts the key
/// into `InfoPlist.xcstrings`.
///
/// Sources: the comments of InfoPlist.xcstrings files Xcode wrote (eerimoq/moblin
/// `Moblin/InfoPlist.xcstrings`: Bluetooth Always, Camera, Health Share, Health Update, Local
/// Network, Location When In Use; entaku0818/RetroSnap and kongbaguni/lightMeter
/// `InfoPlist.xcstrings`: Photo Library, Photo Library Additions, Tracking); the others are the
/// "Name" Apple's documentation gives each key, which is what the editor shows.
/// `XcodeKeyNamesTests` checks that every key in the catalog has one.
public enum XcodeKeyNames {
    public static let names: [String: String] = [
        // Apple's page for this key (iOS 26) gives no editor name; Xcode's pattern for the
        // framework's key, not seen in a real catalog yet.
        "NSAlarmKitUsageDescription": "Privacy - AlarmKit Usage Description",
        "NSAppleMusicUsageDescription": "Privacy - Media Library Usage Description",
        "NSBluetoothAlwaysUsageDescription": "Privacy - Bluetooth Always Usage Description",
        "NSCalendarsFullAccessUsageDescription": "Privacy - Calendars Full Access Usage Description",
        "NSCalendarsUsageDescription": "Privacy - Calendars Usage Description",
        "NSCalendarsWriteOnlyAccessUsageDescription": "Privacy - Calendars Write Only Usage Description",
        "NSCameraUsageDescription": "Privacy - Camera Usage Description",
        "NSContactsUsageDescription": "Privacy - Contacts Usage Description",
        "NSFaceIDUsageDescription": "Privacy - Face ID Usage Description",
        "NSHealthShareUsageDescription": "Privacy - Health Share Usage Description",
        "NSHealthUpdateUsageDescription": "Privacy - Health Update Usage Description",
        "NSHomeKitUsageDescription": "Privacy - HomeKit Usage Description",
        "NSLocalNetworkUsageDescription": "Privacy - Local Network Usage Description",
        "NSLocationAlwaysAndWhenInUseUsageDescription": "Privacy - Location Always and When In Use Usage Description",
        "NSLocationWhenInUseUsageDescription": "Privacy - Location When In Use Usage Description",
        "NSMicrophoneUsageDescription": "Privacy - Microphone Usage Description",
        "NSMotionUsageDescription": "Privacy - Motion Usage Description",
        "NSPhotoLibraryAddUsageDescription": "Privacy - Photo Library Additions Usage Description",
        "NSPhotoLibraryUsageDescription": "Privacy - Photo Library Usage Description",
        "NSRemindersFullAccessUsageDescription": "Privacy - Reminders Full Access Usage Description",
        "NSRemindersUsageDescription": "Privacy - Reminders Usage Description",
        "NSSiriUsageDescription": "Privacy - Siri Usage Description",
        "NSSpeechRecognitionUsageDescription": "Privacy - Speech Recognition Usage Description",
        "NSUserTrackingUsageDescription": "Privacy - Tracking Usage Description",
        // iOS 27.2's key: no source in the research shows its documentation "Name" or an Xcode
        // comment; named as Xcode names its sibling (unverified).
        "NSUserTrackingMarkdownUsageDescription": "Privacy - Tracking Markdown Usage Description",
    ]
}
