/// Copy for `permflow init`: a plausible, guideline-following starting point per resource and
/// locale, meant to be edited. Data only.
public struct StarterCopy: Sendable {
    /// The action on the app screen that needs the resource.
    public var feature: String
    public var preAlertTitle: String
    public var preAlertBody: String
    /// The purpose string (nil for notifications, whose message is the system's).
    public var purpose: String?
    /// Where people turn it back on, after "Settings > ".
    public var settingsPath: String
    /// The Settings hint's title after a denial, worded for this resource ("Notifications are
    /// off", "Photo access is off"); `{app}` stands for the app's name.
    public var settingsTitle: String
    public var done: String
    /// For an upgrade (location-always): the pre-alert and purpose string of the first alert, the
    /// one it upgrades, worded for this feature (an arrival reminder, not the base's own starter).
    public var firstAsk: FirstAsk? = nil

    /// The copy of the alert an upgrade asks first, in the upgrade's context.
    public struct FirstAsk: Sendable {
        public var preAlertTitle: String
        public var preAlertBody: String
        public var purpose: String
    }

    static let table: [String: [String: StarterCopy]] = [
        "en": [
            "camera": .init(
                feature: "Scan a document",
                preAlertTitle: "Scan with your camera",
                preAlertBody: "Point the camera at a page to add it to your documents.",
                purpose: "$(PRODUCT_NAME) uses the camera to scan the pages you choose to add.",
                settingsPath: "Privacy & Security > Camera",
                settingsTitle: "Camera access is off for {app}",
                done: "Page scanned"
            ),
            "microphone": .init(
                feature: "Record a voice note",
                preAlertTitle: "Record with your microphone",
                preAlertBody: "Speak and your note is saved with the recording.",
                purpose: "$(PRODUCT_NAME) uses the microphone to record the voice notes you start.",
                settingsPath: "Privacy & Security > Microphone",
                settingsTitle: "Microphone access is off for {app}",
                done: "Note recorded"
            ),
            "photos": .init(
                feature: "Choose a photo",
                preAlertTitle: "Add photos from your library",
                preAlertBody: "Pick the photos you want to attach; you choose which ones.",
                purpose: "$(PRODUCT_NAME) shows your photos so you can attach the ones you pick.",
                settingsPath: "Privacy & Security > Photos",
                settingsTitle: "Photo access is off for {app}",
                done: "Photo attached"
            ),
            "photos-add": .init(
                feature: "Save to Photos",
                preAlertTitle: "Save images to Photos",
                preAlertBody: "Your edited images go straight into your photo library.",
                purpose: "$(PRODUCT_NAME) saves the images you export to your photo library.",
                settingsPath: "Privacy & Security > Photos",
                settingsTitle: "Saving to Photos is off for {app}",
                done: "Image saved"
            ),
            "contacts": .init(
                feature: "Invite friends",
                preAlertTitle: "Find friends in your contacts",
                preAlertBody: "See which of your contacts you can invite.",
                purpose: "$(PRODUCT_NAME) reads your contacts to show which friends you can invite.",
                settingsPath: "Privacy & Security > Contacts",
                settingsTitle: "Contacts access is off for {app}",
                done: "Friends found"
            ),
            "calendar": .init(
                feature: "Plan my week",
                preAlertTitle: "See your week in one place",
                preAlertBody: "Your events appear next to your plans.",
                purpose: "$(PRODUCT_NAME) reads your calendar to show your events next to your plans.",
                settingsPath: "Privacy & Security > Calendars",
                settingsTitle: "Calendar access is off for {app}",
                done: "Week planned"
            ),
            "calendar-write": .init(
                feature: "Add to Calendar",
                preAlertTitle: "Add bookings to your calendar",
                preAlertBody: "Each booking you make appears in your calendar.",
                purpose: "$(PRODUCT_NAME) adds the bookings you make to your calendar.",
                settingsPath: "Privacy & Security > Calendars",
                settingsTitle: "Calendar access is off for {app}",
                done: "Booking added"
            ),
            "reminders": .init(
                feature: "Remind me",
                preAlertTitle: "Turn tasks into reminders",
                preAlertBody: "Tasks you flag appear in Reminders.",
                purpose: "$(PRODUCT_NAME) adds the tasks you flag to your reminders.",
                settingsPath: "Privacy & Security > Reminders",
                settingsTitle: "Reminders access is off for {app}",
                done: "Reminder set"
            ),
            "location": .init(
                feature: "Find stores near me",
                preAlertTitle: "Find stores near you",
                preAlertBody: "Your location shows the closest stores first.",
                purpose: "$(PRODUCT_NAME) uses your location to show the stores closest to you.",
                settingsPath: "Privacy & Security > Location Services",
                settingsTitle: "Location access is off for {app}",
                done: "Stores found"
            ),
            "location-always": .init(
                feature: "Arrival reminders",
                preAlertTitle: "Remind you when you arrive",
                preAlertBody: "Reminders can appear when you reach a place, even with the app closed.",
                purpose: "$(PRODUCT_NAME) uses your location in the background to remind you when you arrive.",
                settingsPath: "Privacy & Security > Location Services",
                settingsTitle: "Location access is off for {app}",
                done: "Reminders on",
                firstAsk: .init(
                    preAlertTitle: "Get reminded where it matters",
                    preAlertBody: "Your location tells you when you reach a place you saved.",
                    purpose: "$(PRODUCT_NAME) uses your location to remind you when you reach a place you saved."
                )
            ),
            "tracking": .init(
                feature: "Personalize ads",
                preAlertTitle: "Ads that fit what you like",
                preAlertBody: "Your choice doesn't change what the app can do.",
                purpose: "$(PRODUCT_NAME) uses your activity in other apps to show ads that fit your interests.",
                settingsPath: "Privacy & Security > Tracking",
                settingsTitle: "Tracking is off for {app}",
                done: "Choice saved"
            ),
            "notifications": .init(
                feature: "Notify me",
                preAlertTitle: "Know when your order is ready",
                preAlertBody: "We send one notification when your order is ready to collect.",
                purpose: nil,
                settingsPath: "Notifications",
                settingsTitle: "Notifications are off for {app}",
                done: "Notifications on"
            ),
            "bluetooth": .init(
                feature: "Connect my scale",
                preAlertTitle: "Connect your scale",
                preAlertBody: "Your weight appears as soon as you step on.",
                purpose: "$(PRODUCT_NAME) uses Bluetooth to connect to your scale and read your weight.",
                settingsPath: "Privacy & Security > Bluetooth",
                settingsTitle: "Bluetooth access is off for {app}",
                done: "Scale connected"
            ),
            "local-network": .init(
                feature: "Find my speakers",
                preAlertTitle: "Find speakers on your network",
                preAlertBody: "Play music on the speakers in your home.",
                purpose: "$(PRODUCT_NAME) looks for speakers on your network to play music on them.",
                settingsPath: "Privacy & Security > Local Network",
                settingsTitle: "Local network access is off for {app}",
                done: "Speakers found"
            ),
            "motion": .init(
                feature: "Count my steps",
                preAlertTitle: "Count your steps",
                preAlertBody: "Your steps appear on your daily summary.",
                purpose: "$(PRODUCT_NAME) reads your motion data to count your daily steps.",
                settingsPath: "Privacy & Security > Motion & Fitness",
                settingsTitle: "Motion & Fitness access is off for {app}",
                done: "Steps counted"
            ),
            "speech": .init(
                feature: "Dictate a note",
                preAlertTitle: "Dictate your notes",
                preAlertBody: "Speak and your words appear as text.",
                purpose: "$(PRODUCT_NAME) sends your speech to Apple to turn your dictated notes into text.",
                settingsPath: "Privacy & Security > Speech Recognition",
                settingsTitle: "Speech recognition is off for {app}",
                done: "Note dictated"
            ),
            "media-library": .init(
                feature: "Play my music",
                preAlertTitle: "Work out to your music",
                preAlertBody: "Choose songs from your library for each workout.",
                purpose: "$(PRODUCT_NAME) plays songs from your library during the workouts you start.",
                settingsPath: "Privacy & Security > Media & Apple Music",
                settingsTitle: "Apple Music access is off for {app}",
                done: "Playlist ready"
            ),
            "homekit": .init(
                feature: "Set up my lights",
                preAlertTitle: "Control your lights",
                preAlertBody: "Turn lights on and off from the app.",
                purpose: "$(PRODUCT_NAME) reads your Home data to control the lights you choose.",
                settingsPath: "Privacy & Security > HomeKit",
                settingsTitle: "Home data access is off for {app}",
                done: "Lights connected"
            ),
            "alarmkit": .init(
                feature: "Set a wake-up alarm",
                preAlertTitle: "Wake up on time",
                preAlertBody: "Your alarms ring at the time you set, even in Silent mode.",
                purpose: "$(PRODUCT_NAME) schedules the alarms you set so they ring on time, even in Silent mode.",
                settingsPath: "Apps > Alarms",
                settingsTitle: "Alarms are off for {app}",
                done: "Alarm set"
            ),
            "siri": .init(
                feature: "Log runs with Siri",
                preAlertTitle: "Log your runs by voice",
                preAlertBody: "Ask Siri to log a run and it appears in your training plan.",
                purpose: "$(PRODUCT_NAME) uses Siri to log the runs you ask it to by voice.",
                settingsPath: "Siri & Search",
                settingsTitle: "Siri is off for {app}",
                done: "Siri is ready"
            ),
            "face-id": .init(
                feature: "Lock with Face ID",
                preAlertTitle: "Lock your notes",
                preAlertBody: "Only your face opens your locked notes.",
                purpose: "$(PRODUCT_NAME) uses Face ID to unlock the notes you lock.",
                settingsPath: "Face ID & Passcode",
                settingsTitle: "Face ID is off for {app}",
                done: "Notes locked"
            ),
            "health": .init(
                feature: "Sync my workouts",
                preAlertTitle: "Sync your workouts",
                preAlertBody: "Your workouts appear in Health and here.",
                purpose: "$(PRODUCT_NAME) reads your workouts from Health to chart your progress.",
                settingsPath: "Health > Data Access & Devices",
                settingsTitle: "Health access is off for {app}",
                done: "Workouts synced"
            ),
        ],
        "ko": [
            "camera": .init(
                feature: "문서 스캔",
                preAlertTitle: "카메라로 스캔하기",
                preAlertBody: "페이지에 카메라를 대면 문서에 추가합니다.",
                purpose: "선택한 페이지를 스캔하기 위해 카메라를 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 카메라",
                settingsTitle: "카메라 접근이 꺼져 있습니다",
                done: "스캔 완료"
            ),
            "microphone": .init(
                feature: "음성 메모 녹음",
                preAlertTitle: "마이크로 녹음하기",
                preAlertBody: "말하면 녹음과 함께 메모를 저장합니다.",
                purpose: "시작한 음성 메모를 녹음하기 위해 마이크를 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 마이크",
                settingsTitle: "마이크 접근이 꺼져 있습니다",
                done: "녹음 완료"
            ),
            "photos": .init(
                feature: "사진 첨부",
                preAlertTitle: "보관함에서 사진 추가",
                preAlertBody: "첨부할 사진을 직접 고를 수 있습니다.",
                purpose: "고른 사진을 첨부할 수 있도록 사진 보관함을 보여 줍니다.",
                settingsPath: "개인정보 보호 및 보안 > 사진",
                settingsTitle: "사진 접근이 꺼져 있습니다",
                done: "사진 첨부 완료"
            ),
            "photos-add": .init(
                feature: "사진에 저장",
                preAlertTitle: "사진 앱에 이미지 저장",
                preAlertBody: "편집한 이미지를 사진 보관함에 바로 넣습니다.",
                purpose: "내보낸 이미지를 사진 보관함에 저장하기 위해 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 사진",
                settingsTitle: "사진 저장이 꺼져 있습니다",
                done: "저장 완료"
            ),
            "contacts": .init(
                feature: "친구 초대",
                preAlertTitle: "연락처에서 친구 찾기",
                preAlertBody: "초대할 수 있는 연락처를 보여 줍니다.",
                purpose: "초대할 수 있는 친구를 보여 주기 위해 연락처를 읽습니다.",
                settingsPath: "개인정보 보호 및 보안 > 연락처",
                settingsTitle: "연락처 접근이 꺼져 있습니다",
                done: "친구 찾기 완료"
            ),
            "calendar": .init(
                feature: "이번 주 계획",
                preAlertTitle: "한 곳에서 일정 보기",
                preAlertBody: "계획 옆에 일정을 함께 보여 줍니다.",
                purpose: "계획 옆에 일정을 보여 주기 위해 캘린더를 읽습니다.",
                settingsPath: "개인정보 보호 및 보안 > 캘린더",
                settingsTitle: "캘린더 접근이 꺼져 있습니다",
                done: "계획 완료"
            ),
            "calendar-write": .init(
                feature: "캘린더에 추가",
                preAlertTitle: "예약을 캘린더에 추가",
                preAlertBody: "예약할 때마다 캘린더에 표시합니다.",
                purpose: "예약한 일정을 캘린더에 추가하기 위해 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 캘린더",
                settingsTitle: "캘린더 접근이 꺼져 있습니다",
                done: "추가 완료"
            ),
            "reminders": .init(
                feature: "알림 설정",
                preAlertTitle: "할 일을 미리 알림으로",
                preAlertBody: "표시한 할 일을 미리 알림에 추가합니다.",
                purpose: "표시한 할 일을 미리 알림에 추가하기 위해 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 미리 알림",
                settingsTitle: "미리 알림 접근이 꺼져 있습니다",
                done: "설정 완료"
            ),
            "location": .init(
                feature: "주변 매장 찾기",
                preAlertTitle: "가까운 매장 찾기",
                preAlertBody: "위치를 사용해 가장 가까운 매장부터 보여 줍니다.",
                purpose: "가장 가까운 매장을 보여 주기 위해 위치를 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 위치 서비스",
                settingsTitle: "위치 접근이 꺼져 있습니다",
                done: "매장 찾기 완료"
            ),
            "location-always": .init(
                feature: "도착 알림",
                preAlertTitle: "도착하면 알려 드려요",
                preAlertBody: "앱을 닫아 두어도 장소에 도착하면 알려 줍니다.",
                purpose: "도착했을 때 알려 주기 위해 백그라운드에서 위치를 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 위치 서비스",
                settingsTitle: "위치 접근이 꺼져 있습니다",
                done: "알림 켬",
                firstAsk: .init(
                    preAlertTitle: "필요한 곳에서 알려 드려요",
                    preAlertBody: "저장한 장소에 도착하면 위치로 알아차리고 알려 드립니다.",
                    purpose: "저장한 장소에 도착하면 알려 드리기 위해 위치를 사용합니다."
                )
            ),
            "tracking": .init(
                feature: "맞춤 광고",
                preAlertTitle: "관심사에 맞는 광고",
                preAlertBody: "선택과 관계없이 앱의 모든 기능을 쓸 수 있습니다.",
                purpose: "관심사에 맞는 광고를 보여 주기 위해 다른 앱에서의 활동을 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 추적",
                settingsTitle: "추적 허용이 꺼져 있습니다",
                done: "선택 저장"
            ),
            "notifications": .init(feature: "알림 받기", preAlertTitle: "주문이 준비되면 알려 드려요", preAlertBody: "주문을 찾아갈 수 있을 때 알림을 한 번 보냅니다.", purpose: nil, settingsPath: "알림", settingsTitle: "알림이 꺼져 있습니다", done: "알림 켬"),
            "bluetooth": .init(
                feature: "체중계 연결",
                preAlertTitle: "체중계 연결하기",
                preAlertBody: "체중계에 올라서면 바로 체중을 보여 줍니다.",
                purpose: "체중계에 연결해 체중을 읽기 위해 Bluetooth를 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > Bluetooth",
                settingsTitle: "Bluetooth 접근이 꺼져 있습니다",
                done: "연결 완료"
            ),
            "local-network": .init(
                feature: "스피커 찾기",
                preAlertTitle: "네트워크의 스피커 찾기",
                preAlertBody: "집에 있는 스피커로 음악을 재생합니다.",
                purpose: "음악을 재생할 스피커를 찾기 위해 네트워크를 검색합니다.",
                settingsPath: "개인정보 보호 및 보안 > 로컬 네트워크",
                settingsTitle: "로컬 네트워크 접근이 꺼져 있습니다",
                done: "스피커 찾기 완료"
            ),
            "motion": .init(
                feature: "걸음 수 세기",
                preAlertTitle: "걸음 수 세기",
                preAlertBody: "하루 요약에 걸음 수를 보여 줍니다.",
                purpose: "하루 걸음 수를 세기 위해 동작 데이터를 읽습니다.",
                settingsPath: "개인정보 보호 및 보안 > 동작 및 피트니스",
                settingsTitle: "동작 및 피트니스 접근이 꺼져 있습니다",
                done: "걸음 수 세는 중"
            ),
            "speech": .init(
                feature: "메모 받아쓰기",
                preAlertTitle: "메모 받아쓰기",
                preAlertBody: "말하면 글로 바꿔 줍니다.",
                purpose: "받아쓴 메모를 글로 바꾸기 위해 음성을 Apple에 보냅니다.",
                settingsPath: "개인정보 보호 및 보안 > 음성 인식",
                settingsTitle: "음성 인식이 꺼져 있습니다",
                done: "받아쓰기 완료"
            ),
            "media-library": .init(
                feature: "내 음악 재생",
                preAlertTitle: "내 음악으로 운동하기",
                preAlertBody: "운동마다 보관함에서 노래를 고를 수 있습니다.",
                purpose: "시작한 운동 중에 보관함의 노래를 재생하기 위해 사용합니다.",
                settingsPath: "개인정보 보호 및 보안 > 미디어 및 Apple Music",
                settingsTitle: "Apple Music 접근이 꺼져 있습니다",
                done: "재생 목록 준비"
            ),
            "homekit": .init(
                feature: "조명 설정",
                preAlertTitle: "조명 제어하기",
                preAlertBody: "앱에서 조명을 켜고 끌 수 있습니다.",
                purpose: "선택한 조명을 제어하기 위해 홈 데이터를 읽습니다.",
                settingsPath: "개인정보 보호 및 보안 > HomeKit",
                settingsTitle: "홈 데이터 접근이 꺼져 있습니다",
                done: "조명 연결 완료"
            ),
            "alarmkit": .init(
                feature: "기상 알람 설정",
                preAlertTitle: "제시간에 일어나기",
                preAlertBody: "무음 모드에서도 설정한 시간에 알람이 울립니다.",
                purpose: "설정한 알람이 무음 모드에서도 제시간에 울리도록 알람을 예약합니다.",
                settingsPath: "앱 > 알람",
                settingsTitle: "알람이 꺼져 있습니다",
                done: "알람 설정 완료"
            ),
            "siri": .init(
                feature: "Siri로 달리기 기록",
                preAlertTitle: "말로 달리기 기록하기",
                preAlertBody: "Siri에게 달리기를 기록해 달라고 하면 훈련 계획에 추가됩니다.",
                purpose: "음성으로 요청한 달리기를 기록하기 위해 Siri를 사용합니다.",
                settingsPath: "Siri 및 검색",
                settingsTitle: "Siri가 꺼져 있습니다",
                done: "Siri 준비 완료"
            ),
            "face-id": .init(
                feature: "Face ID로 잠그기",
                preAlertTitle: "메모 잠그기",
                preAlertBody: "잠근 메모는 내 얼굴로만 열 수 있습니다.",
                purpose: "잠근 메모를 열기 위해 Face ID를 사용합니다.",
                settingsPath: "Face ID 및 암호",
                settingsTitle: "Face ID 사용이 꺼져 있습니다",
                done: "잠금 완료"
            ),
            "health": .init(
                feature: "운동 동기화",
                preAlertTitle: "운동 기록 동기화",
                preAlertBody: "운동 기록을 건강 앱과 여기에 함께 보여 줍니다.",
                purpose: "진행 상황을 차트로 보여 주기 위해 건강 앱의 운동 기록을 읽습니다.",
                settingsPath: "건강 > 데이터 접근 및 기기",
                settingsTitle: "건강 데이터 접근이 꺼져 있습니다",
                done: "동기화 완료"
            ),
        ],
    ]

    /// The locales starters are written in.
    public static var locales: [String] { table.keys.sorted() }

    /// The copy for `resource` in `locale`, falling back to English.
    public static func copy(for resource: String, locale: String) -> StarterCopy? {
        table[locale]?[resource] ?? table["en"]?[resource]
    }
}
