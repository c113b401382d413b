import Foundation
import Testing
@testable import PermflowCore

/// The word lists' regular expressions run on the standard library's `Regex` (`PatternRegex`).
/// Every built-in pattern must compile, match its samples, and find exactly what ICU (the engine
/// they were written for) finds, over all the copy the project ships and tests with.
@Suite struct PatternRegexTests {
    /// Every built-in pattern: the vocabulary's "-patterns" lists of every locale (matched
    /// case-insensitively over folded text), and the purpose placeholder patterns (as written).
    static var builtIn: [(pattern: String, ignoresCase: Bool)] {
        var result: [(String, Bool)] = []
        for (_, vocabulary) in VocabularyStore.standard.byLocale.sorted(by: { $0.key < $1.key }) {
            for (name, patterns) in vocabulary.lists.sorted(by: { $0.key < $1.key }) where name.hasSuffix("-patterns") {
                result += patterns.map { ($0, true) }
            }
        }
        return result + PurposePlaceholderRule.patterns.map { ($0.pattern, false) }
    }

    /// Text each pattern must match, and text it must not (already folded as the scanner folds).
    static let samples: [String: (matches: [String], misses: [String])] = [
        #"\b\d+\s*(%|percent)\s*off\b"#: (["get 10% off", "50 percent off!"], ["10% of receipts", "10% office"]),
        #"\b(keep|keeps|keeping|stay|stays|staying|remain|remains)\s+(\S+\s+){0,3}free\b"#:
            (["keep receipts free", "stays totally free"], ["free gift", "keep it freeing"]),
        #"\bwould like (full access to|to (access|use|send you|add|find|track))\b"#:
            (["\"receipts\" would like to access the camera"], ["would like to know"]),
        #"^\s*allow\s+["“'«].+?["”'»]\s+to\b"#: (["allow \"receipts\" to use your location?"], ["welcome to receipts"]),
        #"^\s*allow\s+.+\s+to\s+(use|access|track|also use|send)\b.*\?\s*$"#:
            (["allow receipts to use your location?"], ["allow receipts to use your location."]),
        #"^\s*do you want to allow\b"#: (["do you want to allow tracking?"], ["you want to allow"]),
        #"[\x{2500}-\x{257F}]"#: (["┌──┐"], ["plain words"]),
        #"[|｜¦]"#: (["allow | don't allow", "허용 ｜ 확인"], ["allow / don't allow"]),
        #"\[[^\]\n]+\]"#: (["[ allow ]"], ["[]", "[\nallow]"]),
        #"\b(tap|tapping|press|pressing|choose|choosing|select|selecting|hit|hitting|click|clicking|pick|touch)\s+(on\s+)?(the\s+)?["“”']?"#
            + #"(always allow|allow once|allow while using( the)? app|allow full access|change to always allow|don't allow|ask app not to track|allow|ok|okay|yes)\b["“”']?"#:
            (["tap “allow”", "press on the ok button", "choosing allow while using the app", "if you'd rather not, tap don't allow.",
              "selecting “always allow“ will allow your data to be used"],
             ["tap continue", "tapping allowance", "if you don't allow it"]),
        #"^\s*(enable|allow|turn on|activate|grant|provide)\s+(the\s+|your\s+)?(face ?id|touch ?id|tracking|notifications|location( access| services)?|camera( access)?|"#
            + #"microphone( access)?|bluetooth|speech recognition|photo library( access)?|photos( access)?|gallery( access)?|contacts( access)?|calendars?( access)?|"#
            + #"health( data| access)?|motion( data| access)?|reminders( access)?)\b"#:
            (["enable face id for quick and secure authentication.", "allow tracking to optimize ads.", "enable the microphone for better reports.",
              "enable faceid to sign in.", "allow speech recognition for speaking exercises.", "provide gallery access to select qr code"],
             ["allow covid symptom tracker to use your location", "enabling face id allows you quick access.", "we enable face id", "allow the app to use your camera",
              "provide your name to sign in", "allow photographers to tag you"]),
        // "Use <resource> to …" asks the reader to use (grant) the resource, with a use (tune37, HELDOUT.md).
        #"^\s*(please\s+)?use\s+(the\s+|your\s+)?(face ?id|touch ?id|camera|microphone|location( information| data| services)?|current location|photos|photo library|contacts|calendars?|reminders|bluetooth|motion( data)?|health( data)?|speech recognition)\s+(to|for|so|only)\b"#:
            (["use face id to unlock your diary.", "please use touch id for quick sign-in", "use faceid to unlock your diary.",
              "use your camera to meter exposure.", "use location information to provide accurate weather information.",
              "use the camera only when you choose to scan a barcode."],
             ["you can use face id to unlock your diary.", "use face id.", "you can use faceid to unlock it.",
              "use images captured by the camera as icons.", "use your camera.", "use yubikeys for two-factor authentication."]),
        #"[^\s.!?]*(려면|위해|위한|하면|으면|도록|려고|경우|때)[^.!?\n]*(접근|액세스|권한|face id|touch id|위치|카메라|마이크|알림|추적|블루투스|bluetooth)"#
            + #"\s*((사용|이용)\s*)?(을|를)?\s*((할|하게)\s*수\s*있도록\s*|하도록\s*)?(활성화|허용|사용)\s*(하세요|해 ?주세요|하십시오|해 ?주십시오|하시겠습니까|하시겠어요|해 ?주시겠습니까|해 ?주시겠어요)"#:
            (["사진을 찍을 경우에만 카메라를 사용하세요.", "녹음하려면 마이크 접근을 활성화하세요.", "인증하려면 face id를 사용하세요.", "스캔하려면 카메라 접근을 허용해 주세요",
              "스캔하기 위해 카메라 권한을 허용하시겠습니까?", "광고를 고르기 위해 활동을 추적할 수 있도록 허용해 주세요.",
              // tune39: the use of the resource as what is to be allowed.
              "로그인 정보를 보호하도록 receipts의 face id 사용을 허용해 주세요."],
             ["마이크에 접근합니다.", "카메라를 사용하여 스캔합니다.", "알림을 허용해 주세요", "스캔하려면 카메라 접근을 허용해야 합니다.",
              "카메라 권한을 허용하시겠습니까?", "face id 사용을 허용해 주세요."]),
        #"[^\s.!?]*(려면|위해|위한|하면|으면|도록|려고|경우|때)[^.!?\n]*(face id|touch id|위치|카메라|마이크|알림|추적|블루투스|bluetooth)\s*(을|를)?\s*켜\s*"#
            + #"(세요|주세요|주십시오|십시오)"#:
            (["어두울 때 위치를 켜 주세요.", "소식을 받으려면 알림을 켜 주세요.", "길을 찾으려면 위치를 켜세요"], ["알림을 켜 주세요.", "설정에서 영수증함을 켜 주세요."]),
        // Issue 33's patterns.
        #"\b(is|are|was|will be|has always been|has been)\s+(\S+\s+){0,2}free\b"#:
            (["receipts is free thanks to ads", "the app is completely free"], ["get a free month", "is freeing"]),
        #"\bfree\s+(thanks to|because of|due to|with|through|supported by|funded by|paid for by|paid by)\s+(\S+\s+){0,2}"#
            + #"(ads|advertising|advertisements|advertisers|sponsors|subscriptions|subscribers|donations|supporters)\b"#:
            (["free thanks to ads", "free because of our sponsors"], ["free when you allow", "free with every scan"]),
        #"\b(ads|advertising|advertisements|advertisers|sponsors|subscriptions|subscribers|donations|supporters)\s+(help\s+)?"#
            + #"(keep|keeps|make|makes|let|lets|pay|pays|fund|funds)\s+(\S+\s+){0,4}free\b"#:
            (["ads make receipts free", "donations help keep the app free"], ["ads for free", "we keep ads out"]),
        #"\b(free|reward|rewards|coins|bonus|discount|gift|points|prize)\b[^.!?\n]{0,60}\b(if|when|once|after|for)\s+(you\s+)?"#
            + #"(allow|allowing|enable|enabling|turn on|turning on|grant|granting|share|sharing|opt in|opting in|accept|accepting)\b"#:
            (["receipts is free when you allow the camera", "100 coins for allowing tracking"], ["free when you scan", "points of interest near you"]),
        #"\b(if|when|once|after)\s+you\s+(allow|enable|turn on|grant|share|opt in|accept)\b[^.!?\n]{0,60}"#
            + #"\b(free|reward|rewards|coins|bonus|discount|gift|points|prize)\b"#:
            (["if you allow tracking, the next month is free", "once you turn on notifications you get a gift"], ["if you allow tracking. free plans stay free"]),
        #"\b(get|gets|getting|earn|earns|receive|receives|win|claim|unlock|unlocks|enjoy|give you|gives you|you'll get|you will get)"#
            + #"\s+(\S+\s+){0,4}(for\s+)?free\b"#:
            (["get a month free", "get a free month", "we give you scans for free"], ["receipts is free", "get ads-free"]),
        #"\bfree\b[^.!?\n]{0,60}\b(who|that)\s+(say|says|said)\s+yes\b"#: (["free scans for everyone who says yes"], ["free scans. who says yes?"]),
        #"\bfree\b[^.!?\n]{0,60}\b(who|that)\s+(allow|allows|agree|agrees|opt in|opts in|turn on|turns on|enable|enables|grant|grants|share|shares)\b"#:
            (["a free month for people who allow tracking"], ["free for people who scan"]),
        #"(무료|공짜)(예요|에요|이에요|입니다|이며|이고|랍니다|인 앱|인 서비스)"#: (["모여는 무료예요", "앱은 무료입니다"], ["무료로 드려요"]),
        #"(광고|후원|구독|스폰서)\s*(덕분에|덕에|수익으로|로|으로|를 통해|가|이)\s+([^\s.!?]+\s+){0,3}[^\s.!?]*(무료|공짜)"#:
            (["광고 덕분에 모여는 무료예요", "광고 수익으로 앱을 무료로 운영해요"], ["광고를 보면 무료", "무료 광고"]),
        #"((허용|동의|활성화|공유)\s*(하|해\s*주)?시?면|켜\s*주?시?면|(허용|동의)\s*시\s)[^.!?\n]{0,40}(무료|공짜|보상|포인트|쿠폰|할인|혜택|적립)"#:
            (["카메라를 허용하면 한 달 무료예요", "알림을 켜시면 쿠폰을 드려요", "동의 시 포인트 적립"], ["허용하면 스캔할 수 있어요", "무료예요. 허용하면"]),
        #"(무료|공짜)\s*(로|으로)?\s*(이용권|체험권|쿠폰)?\s*(을|를)?\s*(드려|드립|드릴|드리|증정|받으|받을|받아|받기|받고)"#:
            (["무료 이용권을 드려요", "무료로 받으세요"], ["무료예요", "무료로 운영해요"]),
        // Issue 33, twentieth session (tune39): the app's own working as the whole reason, said as a
        // clause or a noun. Three patterns, not one alternation: each keeps its own prefilter, so a
        // text without "access" or "correct/proper/…" never reaches the sieve (docs/benchmarks.md,
        // "Main after the twentieth session's merges").
        #"\b(access|permission|permissions|it)\s+(in order\s+)?to\s+(work|function|operate|run|continue|proceed)\s*([.!]|$)"#:
            (["requires permissions to work.", "needs access in order to function"],
             ["needs access to work out your route.", "needs it to run faster"]),
        #"\b(requires?|needs?)\s+access\s+to\s+[^.!?\n]{0,30}?\b(while|when)\s+(working|running|operating)\s*([.!]|$)"#:
            (["the application requires access to your location while working"],
             ["needs access to your location while running to map your route.", "records your hours while working."]),
        #"\bfor\s+(the\s+)?(correct|proper|normal|smooth)\s+(operation|functioning|working)(\s+of\s+(the|this|our|its)\s+(app|application))?\s*([.!]|$)"#:
            (["requires access to the photo repository for correct operation.",
              "needs access to the camera for the proper functioning of the app."],
             ["for correct operation of the scale you pair."]),
        #"\b(to|for)\s+(provide|providing|enable|enabling|support|supporting|offer|offering|deliver|delivering|perform|performing|use|using|access|accessing)"#
            + #"\s+(the |our |its |your |this |these |some |certain |all |more |app |the app's |our app's |its )?([a-z]+(-[a-z]+)?\s+)?"#
            + #"(services?|features?|functions?|functionality|content|experiences?|tasks?|operations?)\s*([.!]|$)"#:
            (["needs the camera to provide services.", "to enable app features",
              // tune42: the noun in the plural too.
              "needs access to the camera to provide ar experiences.",
              // tune40: one word before the generic noun names nothing more.
              "uses your location in the background to provide seamless service."],
             ["to provide a chart of your snoring.", "to enable features like scanning receipts.", "to provide turn-by-turn directions to your car."]),
        // tune40: a bare need whose only condition is a setting being chosen: it says when, not what for.
        #"\bneeds?\s+([^\s.!?]+\s+){0,3}access\s+(only\s+)?(when|if|while|once)\s+([^\s.!?]+\s+){1,5}(is|are)\s+(selected|chosen|enabled|turned on|switched on|activated)\s*([.!]|$)"#:
            (["quill needs speech recognition access when apple live transcription is selected.", "needs microphone access if voice notes are enabled"],
             ["needs microphone access when voice notes are enabled to record what you dictate.", "records your voice when dictation is selected."]),
        #"\bfor\s+(this|that|the|a|some|certain|these|those)\s+(features?|functions?|services?|purposes?|functionality)\s*([.!]|$)"#:
            (["needs the microphone for this feature.", "for some functions"], ["for this feature: scanning receipts.", "for features you choose to use."]),
        #"\b(to|for) (take|taking|capture|capturing|shoot|shooting|snap|snapping|record|recording) (a |some |your )?(photos?|pictures?|videos?|images?|selfies?)"#
            + #"( (and|or|&) ((take|record|capture|shoot|preview) )?(photos?|pictures?|videos?|images?))?\s*([.!]|$)"#:
            (["needs camera access to take photos.", "for taking pictures and videos", "is needed to record videos",
              // tune42: a second verb of the camera's own before the second noun.
              "uses the camera to take photos and preview video."],
             ["to take photos of receipts.", "to take a photo for your profile.", "to record videos of your sleep position.", "to take photos and record videos in chats."]),
        #"\b(to|for) ((record|recording|capture|capturing) (audio|sound|sounds|voice|your voice|voice recordings?|audio recordings?)|voice input)\s*([.!]|$)"#:
            (["for voice input.", "to record audio.", "for recording your voice"], ["for voice input in notes.", "to record audio messages for friends.", "to record snoring."]),
        #"(\b(to|for) |^\s*)(get|getting|know|knowing|determine|determining|find|finding|obtain|obtaining|detect|detecting|track|tracking|access|accessing|use|using) "#
            + #"(your |the |the user's |user's |user |the device's |your device's )?(current |exact |precise |gps )?(location|position|whereabouts)\s*([.!]|$)"#:
            (["to get your current location.", "for determining the user's location", "get user location"],
             ["to get your location's weather.", "to show cafés near your location and more", "get your location to show the sunrise."]),
        #"(\b(to|for) |^\s*)(access|accessing|choose|choosing|select|selecting|pick|picking|view|viewing|browse|browsing|read|reading|use|using|load|loading|import|importing) (a |the |your )?"#
            + #"(photos?|pictures?|images?|videos?)( (and|or|&) (photos?|pictures?|images?|videos?))?( (from|in|on) (your |the )?"#
            + #"(photo library|photos library|library|camera roll|gallery|album|device|phone|iphone))?\s*([.!]|$)"#:
            (["to access your photos.", "for selecting photos from your library.", "load image from photo library", "import photos from your library."],
             ["to choose a photo for your profile.", "to select photos to attach to a note.", "pick a photo to set as your profile picture.",
              "we import photos from your library."]),
        #"\bspeech recognition\b[^.!?\n]{0,40}?\b(to|for) (recognize|recognise|recognizing|recognising|convert|converting|turn|turning|transform|transforming|transcribe|transcribing) "#
            + #"(your |the user's |user's )?(speech|voice|spoken words|words you speak|what you say)( (to|into) (text|words|written text))?\s*([.!]|$)"#:
            (["uses speech recognition to convert your voice to text.", "needs speech recognition for transcribing your speech"],
             ["uses the microphone to convert your voice to text.", "uses speech recognition to turn your voice memos into notes."]),
        #"\b(to|for) (access|accessing|read|reading|view|viewing|use|using|sync|syncing) (your )?(contacts|contact list|address book)\s*([.!]|$)"#:
            (["to access your contacts.", "for syncing contacts"], ["to access your contacts' birthdays."]),
        #"\b(to|for) (access|accessing|read|reading|view|viewing|use|using) (your )?(calendars?|calendar events|events|reminders)\s*([.!]|$)"#:
            (["to access your calendar.", "for reading events"], ["to read events and find free time."]),
        #"\b(to|for) ((find|finding|discover|discovering) and )?(connect|connecting|communicate|communicating) (to|with) (nearby |bluetooth |other |your )?(devices|accessories|bluetooth devices)\s*([.!]|$)"#:
            (["to connect to bluetooth devices.", "for communicating with nearby devices", "to find and connect to nearby devices."],
             ["to connect to your bike's speed sensor.", "to find and connect to your bedside speaker."]),
        #"^\s*(please\s+)?(allow|grant|give|enable|turn on|let)\b[^.!?\n]*?\b(to use|to access|access to|permission to|permissions to)\s+\S+"#
            + #"([^.!?\n]*?\s(to|so|for|if|when|in order to)\s+[^.!?\n]+|[^.!?\n]*[.!]\s+(this|it|that)\s+(lets|allows|helps|will|enables)\s+[^.!?\n]+)"#:
            (["allow receipts to access your camera to scan receipts.", "grant x permissions to access your camera if you would like to upload a photo",
              // tune39: the reason in the next sentence ("This lets you …").
              "allow receipts to access your camera. this lets you scan receipts."],
             ["give receipts permission to save photos", "allow receipts to use your location", "receipts uses your camera to scan.",
              "allow receipts to use your location.", "receipts needs access to your camera. this lets you scan receipts."]),
        #"^\s*(please\s+)?allow\s+[^.!?\n]{1,60}?\s+to\s+([b-tv-z][a-z]*|a[abd-z][a-z]*|ac[abd-z][a-z]*|u[a-rt-z][a-z]*|us[a-df-hj-z][a-z]*)\b"#:
            (["allow the app to scan qr codes with your camera.", "allow sleepy to use your camera to scan receipts", "please allow us to record a bedtime story"],
             ["allow sleepy to use your camera", "allow covid symptom tracker to access your device's accelerometer", "allow sleepy to using it",
              "we allow sleepy to scan"]),
        #"^\s*(please\s+)?(allow|grant|give|enable|turn on|let)\b[^.!?\n]*?\b(access|permission|permissions)\s+(so|if|when|in order to|because)\s+[^.!?\n]+"#:
            (["please grant receipts camera permission so you can scan receipts."], ["enable camera access for quick scanning.", "give receipts permission to use the camera"]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(사진|동영상|비디오|영상)((과|와|이나|나|및|또는) ?(사진|동영상|비디오|영상))?\s*(을|를)?\s*(촬영|찍)((하기|기)?\s*(을|를)?\s*위(해|한)|하려면|으려면)"#:
            (["cortex가 사진을 촬영하려면", "사진을 찍기 위해 카메라 권한이 필요합니다.", "사진과 비디오를 촬영하기 위해"], ["영수증 사진을 찍기 위해"]),
        #"^\s*(([^\s.!?]+(이|가|은|는|에서)\s+)?(음성|오디오)|([^\s.!?]+(은|는|에서)\s+)?소리)\s*(을|를)?\s*녹음((하기)?\s*(을|를)?\s*위(해|한)|하려면)"#: (["cortex에서 음성을 녹음하려면", "소리를 녹음하기 위해", "음성 녹음을 위해 마이크 접근 권한이 필요합니다."], ["코골이 소리를 녹음하기 위해"]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(사용자의\s*|현재\s*)?위치(를|정보를)?\s*(확인|파악|가져오|얻)((하기|기)?\s*(을|를)?\s*위(해|한)|하려면|려면|으려면)"#:
            (["cortex는 현재 위치를 확인하려면", "현재 위치를 확인하기 위해 위치 권한이 필요합니다."], ["주변 카페를 찾기 위해 위치를 확인합니다."]),
        #"\d+\s*%\s*할인"#: (["10% 할인"], ["할인 10%"]),
        // Issue 33, twenty-third session (branch tune42, held-out file 11 folded): points given, earned or
        // counted are an offer; 포인트 alone is no word of the list (a checkpoint, a dive site: ko-851, ko-859).
        #"포인트\s*(을|를)?\s*(드려|드립|드릴|드리|지급|증정|적립|받으|받을|받아|받기|받고|쌓)"#:
            (["영수증마다 포인트를 드려요.", "포인트 적립", "포인트를 받으세요"], ["순찰 체크포인트 및 설비 태그 스캔을 위해", "다이빙 포인트를 자동으로 설정합니다."]),
        #"\d+(,\d\d\d)*\s*포인트"#: (["1,000 포인트", "500포인트"], ["포인트 지도", "2번 포인트"]),
        #"포인트\s*\d+(,\d\d\d)*\s*점"#: (["포인트 1,000점을 드려요!"], ["포인트 위치", "체크포인트 3곳"]),
        #"(무료|공짜)로\s*(유지|운영)"#: (["무료로 유지됩니다"], ["무료 유지"]),
        #"에\s*접근하려고\s*합니다"#: (["카메라에 접근하려고 합니다"], ["카메라에 접근합니다"]),
        #"허용하(겠|시겠)습니까"#: (["허용하시겠습니까?"], ["허용합니다"]),
        #"보내고자\s*합니다"#: (["알림을 보내고자 합니다"], ["알림을 보냅니다"]),
        #"추가하려고\s*합니다"#: (["사진을 추가하려고 합니다"], ["사진을 추가합니다"]),
        #"사용하려고\s*합니다\s*\.?\s*$"#: (["위치를 사용하려고 합니다."], ["위치를 사용하려고 합니다 그리고 더"]),
        #"['"“”].+['"“”]\s*(이\(가\)|을\(를\)|에서)"#: (["“영수증”이(가) 카메라에 접근하려고 합니다"], ["영수증이 카메라에"]),
        #"["“”']?(허용 안 함|앱에 추적 금지 요청|허용|확인|한 번 허용|앱을 사용하는 동안 허용|전체 접근 허용)["“”']?\s*(버튼)?\s*(을|를)\s*(꼭\s*|반드시\s*)?"#
            + #"(눌러|누르|선택|탭)"#:
            (["허용을 눌러 주세요", "“확인” 버튼을 꼭 눌러", "원하지 않으면 허용 안 함을 누르세요."], ["허용 안 함", "허용하지 않으면 누르지 마세요"]),
        #"\b(tap|press|choose|select|hit|click)\s+["“”']?(allow|ok)\b"#: (["tap ok", "press \"allow\""], ["tap okay"]),
        #"möchte auf .+ zugreifen"#: (["„belege“ möchte auf die kamera zugreifen"], ["möchte zugreifen"]),
        #"^\s*darf\s+„.+“"#: (["darf „belege“ dich tracken?"], ["darf belege"]),
        #"möchte (dir|ihnen) mitteilungen senden"#: (["„belege“ möchte dir mitteilungen senden"], ["möchte mitteilungen senden"]),
        #"\b(tippe|tippen sie|wähle|wählen sie|drücke|drücken sie)\s+(auf\s+)?„?(erlauben|ok)\b"#:
            (["tippe auf „erlauben“", "wählen sie ok"], ["tippe auf weiter"]),
        #"souhaite (accéder|vous envoyer|utiliser)"#: (["« reçus » souhaite accéder à l'appareil photo"], ["souhaite partir"]),
        #"^\s*autoriser\s+«\s*.+\s*»\s+à"#: (["autoriser « reçus » à utiliser"], ["autoriser reçus à utiliser"]),
        #"\b(appuyez|appuie|touchez|touche|choisissez|choisis|sélectionnez)\s+(sur\s+)?«?\s*(autoriser|ok)\b"#:
            (["appuyez sur «autoriser»"], ["appuyez sur continuer"]),
        #"quiere (acceder a|enviarte notificaciones|usar)"#: (["“recibos” quiere acceder a la cámara"], ["quiere salir"]),
        #"^\s*¿\s*permitir (que|a)\s+"#: (["¿permitir que la app recibos use tu ubicación?"], ["permitir que la app recibos"]),
        #"\b(toca|pulsa|selecciona|elige)\s+(en\s+)?[“"]?(permitir|ok)\b"#: (["toca en “permitir”", "pulsa ok"], ["toca continuar"]),
        #"(vorrebbe|desidera) (accedere|inviarti|utilizzare|aggiungere|rilevare)"#:
            (["“ricevute” vorrebbe accedere alla fotocamera"], ["vorrebbe partire"]),
        #"^\s*vuoi\s+consentire\s+a\s+[“"].+[”"]\s+di"#:
            (["vuoi consentire a “ricevute” di utilizzare la tua posizione?"], ["vuoi consentire a ricevute di"]),
        #"\b(tocca|toccate|premi|premete|scegli|scegliete|seleziona|selezionate)\s+(su\s+)?[“"«]?\s*(consenti|ok)\b"#:
            (["tocca su “consenti”", "premi ok"], ["tocca continua"]),
        #"deseja (ter acesso|acessar|enviar|usar|adicionar)"#: (["“recibos” deseja ter acesso à câmera"], ["deseja continuar"]),
        #"^\s*permitir que\s+“.+”"#: (["permitir que “recibos” use a sua localização?"], ["permitir que recibos use"]),
        #"\b(toque|toca|clique|selecione|escolha|aperte)\s+(em\s+)?“?(permitir|ok)\b"#: (["toque em “permitir”", "clique ok"], ["toque em continuar"]),
        #"想要取用"#: (["「收據」想要取用你的相機"], ["想要"]),
        #"想取用"#: (["「收據」想取用你的相機"], ["取用"]),
        #"想要傳送通知"#: (["「收據」想要傳送通知"], ["傳送通知"]),
        #"(點擊|點按|點一下|選擇|按下)\s*[「“"]?(允許|好|允許一次|使用app期間允許|不允許)"#: (["請點按「允許」", "選擇使用app期間允許"], ["點按繼續"]),
        #"アクセスを求めています"#: (["“レシート”がカメラへのアクセスを求めています"], ["アクセスします"]),
        #"を許可しますか"#: (["トラッキングを許可しますか?"], ["許可しない"]),
        #"通知を送信します"#: (["“レシート”は通知を送信します。"], ["通知"]),
        #"[「『“]?(許可しない|許可|ok|1度だけ許可|アプリの使用中は許可|フルアクセスを許可)[」』”]?\s*を\s*(タップ|選択|押し)"#:
            (["「許可」をタップ", "“アプリの使用中は許可”を選択"], ["許可しない", "続けるをタップ"]),
        #"想访问"#: (["“收据”想访问你的相机"], ["访问"]),
        #"想要访问"#: (["“收据”想要访问Apple Music"], ["访问"]),
        #"想给你发送通知"#: (["“收据”想给你发送通知"], ["发送通知"]),
        #"(点击|点按|选择|按下)\s*[“「"]?(允许|好|允许一次|使用app时允许|不允许)"#: (["请点击“允许”", "选择使用App时允许"], ["点击继续"]),
        #"にアクセスしようとしています"#: (["“レシート”から“写真”にアクセスしようとしています"], ["写真にアクセスします"]),
        #"(?m)^[ \t]*[\[(]?[ \t]*[x×][ \t]*[\])]?[ \t]*$"#: (["scan\n x \nmore", "[×]"], ["next", "iphone x"]),
        #"[\[(][ \t]*[x×][ \t]*[\])]"#: (["close (x)"], ["box", "(x y)"]),
        #"\[[^\]\n]+\]\([^)\n]+\)"#: (["[help](https://example.com)"], ["[help] (x)"]),
        #"\bhttps?://[^\s)>\]]+"#: (["see https://example.com"], ["http:/example.com"]),
        #"\$\([^)\s]*\)"#: (["$(EXECUTABLE_NAME)"], ["$(A B)"]),
        #"\$\{[^}\s]*\}"#: (["${APP}"], ["$APP"]),
        #"%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfeEgGcCsSpaA]"#: (["%1$@ and %d", "%s"], ["100% sure", "50%."]),
        #"\{\{[^{}]*\}\}"#: (["{{app}}"], ["{app}"]),
        #"<[^<>\n]{1,40}>"#: (["<app name>"], ["a < b", "<>"]),
        #"\[[^\[\]\n]{1,40}\]"#: (["[APP]"], ["[]", "[\n]"]),
        #"\byou can (also |always )?skip\b"#: (["you can skip this for now.", "you can always skip it"], ["skip the typing", "you can't skip"]),
        #"\b(do|decide|finish|configure|set up|deal with|come back to|return to) (this|it|that)( step)? (later|another time)\b"#:
            (["you can do this later.", "come back to this later", "or do it later in settings"], ["you can change this later in settings"]),
        #"\bnot ready( yet)?\?"#: (["not ready yet? that's fine"], ["not ready yet."]),
        #"\bif you('d| would) rather not\b"#: (["if you'd rather not, tap"], ["if you'd rather scan"]),
        #"\bif you (don't|do not) want to( allow| share| give)?,"#: (["if you don't want to share, tap"], ["if you don't want to miss a receipt"]),
        #"건너뛰"#: (["지금은 건너뛰어도 돼요.", "건너뛰시겠어요?"], ["계속"]),
        #"(나중에|다음에)\s*([^\s.?!]+\s+){0,2}[^\s.?!]*도\s*(돼|되|괜찮)"#: (["나중에 켜도 돼요."], ["나중에 설정에서 언제든 바꿀 수 있습니다."]),
        #"(나중에|다음에)\s*([^\s.?!]+\s+){0,2}[^\s.?!]*(시겠어요|시겠습니까|할게요|할래요|드릴게요|하기)"#:
            (["나중에 설정하시겠어요?", "다음에 다시 알려 드릴게요."], ["나중에 설정에서 바꿀 수 있어요."]),
        #"\b(to )?(use|access) (your |the )?((device|iphone|phone)'s )?(camera|microphone|(current )?location|contacts|calendars?|"#
            + #"reminders|photos|photo library|camera roll|accelerometer|motion (data|sensors?)|bluetooth|health data|media library|"#
            + #"music library|speech recognition|local network|face id|touch id)\b"#:
            (["allow x to use your camera", "to access your device's accelerometer", "needs to access the photo library."],
             ["to access your saved passwords", "uses your location"]),
        #"\b((lets|let|allows|allow) you (to )?|so (that )?you can |to )?(save|store|add) "#
            + #"((a |the )?(photos?|images?|videos?|pictures?)( (and|or|&) (photos?|images?|videos?|pictures?))?|this (image|photo|picture|video))"#
            + #"( (to|into|in) (your |the )?(photo library|photos library|library|camera roll|photo album|album|photos|gallery|device)( app)?)?\s*([.!]|$)"#:
            (["will save photos to your library.", "this lets you save photos.", "allows you to save images to your device", "save image to photo library",
              // tune40: the Photos app is the library.
              "add image to the photos app"],
             ["to save share images to your library.", "save photos to your library so you can find them", "save a qr-code."]),
        #"\b(to )?((discover|find)( and connect to| and communicate with)?|connect (to|with)|communicate with) (other )?devices on (your|the) (local )?network\b"#:
            (["discover and connect to devices on the network you use", "to connect with devices on your local network"], ["find google cast devices on your network"]),
        #"(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 (사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] "#
            + #"저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다|하려고 합니다|할 수 있도록 합니다|할 수 있게 합니다)\s*([.!]|$)"#:
            (["signal이 라이브러리에 사진을 저장하게 됩니다.", "카메라 롤에 사진과 동영상을 저장하게 됩니다.", "앨범에 이미지를 저장하려고 합니다.",
              "앨범에 이미지 및 동영상을 저장할 수 있도록 합니다."],
             ["앨범에 사진을 저장하기 위해 접근합니다.", "앨범에 사진을 저장합니다 그리고 공유합니다."]),
        #"(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] (사진 )?(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 "#
            + #"저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다|하려고 합니다|할 수 있도록 합니다|할 수 있게 합니다)\s*([.!]|$)"#:
            (["사진을 사진 앨범에 저장합니다.", "이미지를 앨범에 저장하려고 합니다."], ["공유 이미지를 사진 앨범에 저장하기 위해 권한이 필요합니다."]),
        #"(^\s*|^\s*[^\s.!?]+(이|가|은|는)\s+|이렇게 하면\s+)(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] "#
            + #"저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다|할 수 있게 합니다|하려고 합니다|할 수 있도록 합니다)\s*([.!]|$)"#:
            (["이렇게 하면 사진을 저장할 수 있습니다.", "앱은 사진과 동영상을 저장합니다.", "앱은 이미지 및 동영상을 저장할 수 있도록 합니다."],
             ["앱은 공유 이미지를 저장합니다.", "사진을 저장하고 업로드합니다."]),
        #"\b(to|for) (request|requesting|ask for|asking for|get|getting|obtain|obtaining)( the| your| an?)?( [a-z]+){0,2} (permission|permissions|authorization|consent)\s*([.!]|$)"#:
            (["to request att tracking permission", "for getting your permission."], ["to request permission before sharing your snore clips.", "to get consent forms signed."]),
        #"^\s*(can|may|could) (i|we) (have|use|access|get)( access to)? (your |the )?(location|current location|camera|microphone|photos|photo library|contacts|calendar|bluetooth)"#
            + #"( always| now| please)?\s*[?.!]?\s*$"#:
            (["can i have location always?", "may we use your microphone?"], ["can we use your location to show cafés near you?", "you can use the camera now."]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(실시간\s*)?(음성\s*(인식|입력)|받아쓰기|전사|음성을\s*텍스트로\s*변환(하기)?|(말|음성)을\s*(인식|받아쓰)(하기|기))\s*(을|를)?\s*위(해|한)"#:
            (["cortex가 음성 인식을 위해", "음성 입력을 위해 마이크 권한이 필요합니다.", "음성을 텍스트로 변환하기 위해", "실시간 음성 인식을 위해 권한이 필요합니다.", "speechdock은 실시간 전사를 위해 음성 인식을 사용합니다."], ["영어 음성 명령을 인식하기 위해", "메모에 음성 입력을 위해", "speechdock은 음성 전사를 위해 마이크 접근 권한이 필요합니다."]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?로컬\s*네트워크(\s*기능)?\s*(을|를)?\s*(사용|이용)(하기)?\s*(을|를)?\s*위(해|한)"#:
            (["cortex는 로컬 네트워크를 사용하기 위해", "로컬 네트워크 기능을 사용하기 위해", "로컬 네트워크를 이용하기 위해"], ["로컬 네트워크에서 tv를 찾기 위해"]),
        // tune34's patterns.
        #"^\s*(please )?(allow|grant|enable|give) (the |your )?(location|current location|camera|microphone|photos|photo library|contacts|calendar|bluetooth|speech recognition)( access| permission| permissions)?\s*[.!]?\s*$"#:
            (["allow microphone", "please grant your camera access."], ["allow microphone access to record voice memos.", "we allow your camera"]),
        #"^\s*(in order\s+)?to\s+(continue|proceed|get started|use (the|this|our) (app|application))\s*,"#:
            (["to continue, receipts needs your location.", "in order to use the app, allow camera access."], ["to continue scanning, receipts uses the camera.", "receipts needs this to continue,"]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(저장된\s*|기존\s*|새로운\s*|새\s*)?(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?\s*(을|를)\s*(불러오|선택하|고르|가져오|추가하)(기\s*(을|를)?\s*위(해|한)|려면)"#:
            (["사진을 불러오기 위해 사진 접근 권한이 필요합니다.", "cortex가 저장된 사진을 선택하려면"], ["프로필에 쓸 사진을 고르기 위해", "사진을 불러옵니다."]),
        // tune41: saving a photo as the whole purpose (the 위해 form only: 비디오를 저장하려면 … is labelled a use, ko-148),
        // and picking one in a 도록 clause.
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?\s*(을|를)\s*저장하기\s*(을|를)?\s*위(해|한)"#:
            (["사진을 저장하기 위해 갤러리 접근 권한이 필요합니다.", "cortex가 이미지를 저장하기 위한"],
             ["비디오를 저장하려면 카메라 롤에 대한 접근을 허용해야 합니다", "공유 이미지를 사진 앨범에 저장하기 위해", "촬영한 이미지를 사진 라이브러리에 저장하기 위해"]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(저장된\s*|기존\s*|새로운\s*|새\s*)?(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?\s*(을|를)\s*(불러올|선택할|고를|가져올|추가할)\s*수\s*있도록"#:
            (["사용자가 사진을 선택할 수 있도록 앨범 접근 권한이 필요합니다.", "기존 사진을 불러올 수 있도록"],
             ["프로필 사진을 선택할 수 있도록 사진 보관함 접근을 허용해 주세요.", "사진 보관함에 접근하여 커피 봉투 라벨 이미지를 선택할 수 있도록 권한이 필요합니다."]),
        // tune40: picking or adding a photo said as a noun, as the verb form above.
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(저장된\s*|기존\s*|새로운\s*|새\s*)?(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?\s*(불러오기|선택|고르기|가져오기|추가|저장)\s*(을|를)?\s*위(해서?|한)"#:
            (["사진 추가를 위해 갤러리 접근 권한이 필요합니다.", "Receipts는 사진 선택을 위해 사진 보관함에 접근합니다.", "기존 이미지 불러오기를 위한",
              "사진 저장을 위해 앨범 접근 권한이 필요합니다."],
             ["텍스트 인식(OCR)용 이미지 선택을 위해 사진 라이브러리 접근이 필요합니다", "사진 업로드를 위해 앱이 포토앨범 사용 권한이 필요합니다.", "사진 추가 후 위해"]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(사진|동영상|이미지|비디오)( ?(과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] (사진 )?(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 저장(하기\s*(을|를)?\s*위(해|한)|하려면)"#:
            (["사진을 앨범에 저장하기 위해", "cortex가 이미지를 사진 보관함에 저장하려면"], ["편집한 사진을 앨범에 저장하기 위해", "사진을 앨범에 저장합니다."]),
        #"^\s*(face ?id|touch ?id)\s*(을|를)\s*(사용|이용)하여[^.!?\n]*(하세요|해 ?주세요|하십시오|해 ?주십시오)"#:
            (["face id를 사용하여 잠금을 해제하세요.", "faceid를 이용하여 로그인해 주세요"], ["face id를 사용하여 잠금을 해제합니다.", "앱은 face id를 사용하여 로그인하세요"]),
        #"않아도\s*(돼|됩니다|괜찮)"#: (["허용하지 않아도 돼요"], ["허용하지 않으면"]),
        #"원하지\s*않(으면|는다면)"#: (["원하지 않으면 누르세요"], ["원하는 사진만"]),
        // The pre-alert set (session 16, branch pre33).
        #"\b((strongly\s+|highly\s+)?recommend(ed)?\s+(that\s+)?(you\s+)?(to\s+)?|(make sure|be sure|don[’']t forget|remember)\s+to\s+)(opt(ing)?\s+in|allow(ing)?|enabl(e|ing)|turn(ing)?\s+on|grant(ing)?|accept(ing)?)\b"#:
            (["we strongly recommend you opt in for payment notifications", "it is recommended to allow location access", "we recommend enabling face id",
              // tune39: a reminder to grant (the four annotation-phrases it replaces, and "grant").
              "make sure to allow notifications", "be sure to allow", "don't forget to allow location", "don’t forget to allow", "remember to allow it",
              "make sure to grant at least battery and notifications"],
             ["optional, but recommended permission to allow access", "personalized recommendations for your workouts", "it is recommended that you keep it on",
              "make sure your phone is charged", "remember to save your scans"]),
        #"\b(continue|proceed|go on|keep going|start|get started)\s+without\s+([a-z]+ing|it|this|that|them|access|permission|permissions|consent|your|the|any|location|camera|microphone|notifications|photos|contacts|tracking|bluetooth)\b"#:
            (["continue without notifications", "you can get started without the camera", "continue without scanning"], ["continue to the camera", "without it, continue by typing", "continue without sound"]),
        #"\byou can (still |also )?([^\s.!?]+\s+){1,3}without (allowing|granting|enabling|sharing|turning (it|this|them) on|giving (us )?(access|permission))\b"#:
            (["you can use receipts without allowing the camera", "you can still scan without giving us access"],
             ["you can scan receipts without typing", "without allowing the camera, you can type totals in"]),
        #"(허용|동의|활성화|켜)[^.!?\n]{0,8}(것을|걸|것이|기를|시길|시기를|을|를)\s*(강력히\s*|꼭\s*)?(권장|추천|권해)"#:
            (["알림을 허용하는 것을 권장합니다", "위치 허용을 강력히 추천해요", "켜 두시길 권해 드려요"], ["친구를 추천하기 위해 연락처를 사용합니다", "알림을 허용하면 추천 음악을 받아요"]),
        #"(허용|동의|승인|켜)(하)?지\s*않(아|으셔)도\s+([^\s.?!]+\s+){0,2}[^\s.?!]*수\s*있"#:
            (["허용하지 않아도 시작할 수 있어요", "켜지 않아도 앱을 사용할 수 있습니다"], ["앱을 열지 않아도 알려 드릴 수 있어요", "허용하지 않아도 돼요"]),
        // Held-out file 5 folded (session 17, branch tune36).
        #"^\s*allow\s+[^\s.!?]+(\s+[^\s.!?]+){0,2}\s+to\s+(use|access|track|also use|send you)\s+(your|the)\b[^.!]*$"#:
            (["allow instagram to access your camera and microphone", "allow receipts to use the camera"],
             ["allow notifications and never miss a message", "allow receipts to use your camera. it reads totals.", "allow the app and its widgets to show reminders"]),
        #"^\s*(would you like|do you want|will you)\s+to\s+(grant|give|allow|enable|turn on)\b[^.!?\n]*?\b(access|permission|permissions)\s+to\s+[^.!?\n]+"#:
            (["would you like to grant permission to select a profile icon from the photo library?", "do you want to give receipts access to scan your receipts?"],
             ["would you like to scan a receipt?", "you will grant access to the camera later."]),
        // tune40: an imperative that names an alert option.
        #"^\s*(please\s+)?(allow|choose|select|pick)\s+[\"“”']?(always|once|while using)\b"#:
            (["allow always so mileage pocket keeps recording a trip.", "please choose “always” so alerts arrive."],
             ["allow receipts to scan once a day.", "always allow notifications? no.", "pick a photo once a week."]),
        #"[^\s.!?]*(려면|위해|위한|하면|으면|도록|려고|경우|때)[^.!?\n]*(을|를|에)\s*(사용|허용|이용|접근|액세스)\s*(해|하셔)도\s*(될까요|되나요|되겠습니까|괜찮을까요|괜찮겠습니까)"#:
            (["프로필 사진 설정을 위해 카메라를 사용해도 될까요 ?", "영수증을 찍으려면 카메라에 접근해도 되나요?"],
             ["카메라를 사용해도 될까요?", "영수증을 찍기 위해 카메라를 사용합니다."]),
        #"\b(to|for)\s+(be able to\s+)?(upload|uploading|download|downloading)\s+(the\s+|your\s+|some\s+|all\s+)?data\s*([,.!]|$)"#:
            (["in order to upload data, this app requires permission", "to be able to download data, this application requires"],
             ["to upload data such as product photos and a business license", "to upload your receipts."]),
        #"^\s*([^\s.!?]+\s+(앱|어플|애플리케이션|어플리케이션|서비스)|[^\s.!?]+)\s*(을|를)\s*(사용|이용)하기\s*위(해서?|한)\s+[^.!?]*(권한|접근|허용)[^.!?]*필요"#:
            (["모디 앱을 이용하기 위해 카메라 접근 권한이 필요해요.", "술술을 사용하기 위해서 카메라 권한이 필요합니다.", "위젯을 사용하기 위해 위치 항상 허용이 필요합니다."],
             ["영수증을 스캔하기 위해 카메라 권한이 필요합니다.", "코골이를 기록할 때 마이크를 사용하기 위해 권한이 필요합니다.", "앱을 사용하기 위해 로그인합니다.", "로컬 네트워크를 사용하기 위해 권한이 필요합니다."]),
        #"^\s*데이터를\s*(업로드|다운로드)\s*(하려면|하기\s*위(해|한))"#:
            (["데이터를 업로드하려면 이 앱은 사진 라이브러리에 접근할 수 있는 권한이 필요합니다.", "데이터를 다운로드하기 위해"],
             ["운동 데이터를 업로드하려면", "데이터를 업로드합니다."]),
        #"^\s*([^\s.!?]+\s+(사용|이용)|[^\s.!?]+)\s*(을|를)\s*위(해서는|해서|해|한)\s+([^\s.!?]+\s+){0,2}[^\s.!?]*(접근|권한|허용)(이|가)\s*필요"#:
            (["변환을 위해 연락처 접근이 필요합니다.", "동기화를 위해서는 캘린더 권한이 필요합니다.",
              // tune39: using something (another resource) as the whole purpose of a bare need.
              "카메라 사용을 위해 마이크 접근이 필요합니다."],
             ["리디자인을 위해 사진을 촬영하려면 카메라 접근 권한이 필요합니다.", "코골이를 기록하기 위해 마이크 권한이 필요합니다.", "변환을 위해 연락처를 읽습니다.", "카메라 촬영을 위해 마이크 접근이 필요합니다.", "영상 통화 사용을 위해 마이크로 목소리를 전합니다."]),
        #"(동작|작동|구동)(을|를)?\s*위(해서는|해서|해|한)\s+[^.!?]*(권한|접근|허용)[^.!?]*필요"#:
            (["미터기 기능의 동작을 위해서는 위치정보 권한이 필요합니다.", "앱 작동을 위해 위치 접근이 필요합니다."], ["동작을 감지하기 위해", "작동 중에 위치를 사용합니다", "물주기 동작을 위해 기울기를 읽습니다."]),
        // tune40: a bare need whose only condition is choosing a setting.
        #"(을|를)\s*(선택|켜|활성화)(하면|면|한\s*경우(에만|에)?|할\s*때)\s+([^\s.!?]+\s+){0,4}[^\s.!?]*(권한|접근)(이|가)\s*필요"#:
            (["apple live 전사를 선택하면 quill에 음성 인식 접근 권한이 필요합니다.", "음성 메모를 켜면 마이크 권한이 필요해요."],
             ["저장을 선택하면 toxee가 받은 사진과 동영상을 사진 보관함에 저장합니다.", "운동 공유를 켜면 완료한 근력 운동을 apple 건강에 저장합니다."]),
        // Issue 33, eighteenth session (branch tune37, held-out file 6 folded).
        #"\b\d+(,\d\d\d)*\s+points\b"#: (["get 1,000 points now", "50 points for your first scan"], ["acceptance points in the area", "points of interest"]),
        #"\b(earn|earns|earning|collect|collects|collecting|win|wins|redeem|get|gets|receive|receives)\s+points\b"#:
            (["earn points on every scan", "you get points"], ["show acceptance points on the map", "get your points of view"]),
        #"\b(to|for)\s+(improve|improving|enhance|enhancing|optimize|optimizing)\s+(the\s+quality\s+of\s+)?(the|our|this|its)\s+(app|application|product|service|services)\s*([.!]|$)"#:
            (["we may use device identifiers for analytics to improve the app.", "to improve the quality of the app."],
             ["to improve the app's route suggestions.", "to improve your photos.", "to show you more relevant content and improve the app."]),
        #"\bto\s+use\s+(the|this|our)\s+(app|application)\s*([.!]|$)"#:
            (["you need to enable location services to use the app.", "required to use this application"], ["to use the app's map.", "to use the app, receipts reads"]),
        #"\b(entry|key|permission|string|description)\s+is\s+(only\s+)?required\s+by\s+(ios|ipados|macos|apple|the system|the os)\b"#:
            (["this entry is required by ios even for write-only access."], ["this entry is required to scan receipts.", "ios requires this to scan."]),
        #"\b(component|library|module|sdk|framework|dependency|dependencies)\s+(requires|asks for|requests|needs)\s+(this|the)\s+(entry|key|permission|string)\b"#:
            (["only the camera component asks for this permission.", "the photo picker component requires this entry."],
             ["the camera module reads receipts.", "the library requires the camera to scan."]),
        #"\b(permission|access)\s+is\s+never\s+requested\b"#: (["the permission is never requested."], ["access is requested when you scan."]),
        #"\bnot\s+used\s+by\s+(the\s+|this\s+)?(app|application)\b"#:
            (["not used by application; required in configuration."], ["not used by other apps: receipts reads totals."]),
        #"(^\s*|\b(to|for)\s+)(transcribe|transcribing|convert|converting|turn|turning)\s+(your\s+|the\s+)?(speech|voice|spoken words|what you (say|dictate|speak))\s+(to|into)\s+text(\s+on\s+(your|the|this)\s+(device|iphone|phone|ipad)|\s+on-device|\s+locally)?\s*([.!]|$)"#:
            (["voice input requires microphone access to transcribe speech to text", "to turn what you dictate into text.",
              // tune40: where it happens adds no use.
              "to transcribe your voice into text on your device.", "to convert speech to text locally."],
             ["to turn what you dictate into text messages to your coach.", "to transcribe speech to text in your notes.",
              "to turn what you say into text on your pc."]),
        #"^\s*(([^\s.!?]+\s+)?(접근|액세스)(하기)?\s*(을|를)?\s*위(해서?|한)|([^\s.!?]+(이|가|은|는)\s+)?[^\s.!?]+에\s+(접근|액세스)(하|할\s*수\s*있)도록)"#:
            (["사진 접근을 위해 권한이 필요합니다.", "접근을 위해", "갤러리에 접근하기 위해 사진 라이브러리 사용 권한이 필요합니다.",
              // tune39: access as the purpose of access in a 도록 clause.
              "사진에 접근할 수 있도록 권한을 허용해주세요.", "Petopia가 사진에 접근하도록 허용합니다."],
             ["사진 첨부를 위해 사진 접근 권한이 필요합니다.", "앨범에 있는 사진을 고르기 위해",
              "\"FriendShip\"이 프로필 사진 첨부를 위해 카메라에 접근하도록 허용합니다.", "Aqua는 월렛에 간편하게 액세스하도록 생체 인증을 사용합니다."]),
        #"^\s*([^\s.!?]+(이|가|은|는|에서)\s+)?(음성(\s*입력)?|말한\s*내용|말|목소리)\s*(을|를)\s*(텍스트|글자|글|문자)\s*로\s*(변환|바꾸|바꿔)(하려면|려면|하기\s*위(해|한)|기\s*위(해|한)|합니다|해요)"#:
            (["말한 내용을 글자로 바꾸려면 음성 인식이 필요해요.", "음성 입력을 텍스트로 변환하려면 마이크 권한이 필요합니다", "기기에서 음성을 글로 변환합니다."],
             ["코치에게 보낼 메시지를 음성으로 입력하려면", "음성 메모를 녹음합니다."]),
        #"^\s*([^\s.!?]+\s+){1,3}(does not|doesn't|do not|don't|will not|won't|never)\s+(track|use|access|record|read|collect|store|save|take|write|share)(s|es)?\b[^.!?\n]*[.!]?\s*$"#:
            (["this app does not use your photo library.", "receipts never records sound"],
             ["receipts reads totals. it never uploads your photos.", "receipts reads totals on your phone and never shares your photos.", "receipts does not upload photos: it reads totals on the phone."]),
        #"\b(for|to)\s+(service|app|product|application)\s+improvements?\b"#:
            (["your data will be used for service improvement."], ["for service hours near you", "to report app improvements you suggest"]),
        #"\b(allow|accept|enable|choose|select|agree)\b[^.!?\n]{0,30}\b(in|on)\s+the\s+(following|next|upcoming)\s+(alert|prompt|pop-?up|dialog|message)\b"#:
            (["allow tracking in the following alert for:", "choose allow on the next prompt"], ["the next alert asks for your camera", "allow us to explain the next alert"]),
        #"^\s*[^\s.!?]+\s+([^\s.!?]+\s+){0,3}[^\s.!?]*(추적|사용|접근|녹음|촬영|저장|수집|공유)(하지|하진)\s*않(아요|습니다|음)\s*[.!]?\s*$"#:
            (["잇데이는 사용자를 추적하지 않아요.", "이 앱은 사진 보관함을 사용하지 않습니다"], ["영수증 금액을 읽습니다. 사진은 서버에 저장하지 않습니다.", "영수증을 읽기 위해 카메라를 사용하며 사진은 서버에 저장하지 않습니다.", "추적하지 않아도 됩니다"]),
        // Issue 33, nineteenth session (branch tune38, held-out file 7 folded).
        // tune38's two speech-recognition shapes, one pattern since tune39 (one preparation fewer).
        #"\b(speech recognition\b[^.!?\n]{0,40}?\b(to|for) ((show|display|provide|enable|power) )?(your |the )?((real-time|realtime|live|on-device|local|instant) )?(transcriptions?|dictation)|(for|to enable) ((real-time|realtime|live|on-device|local) )?speech recognition)\s*([.!]|$)"#:
            (["sleepmate uses speech recognition to show your live transcription.", "uses speech recognition for real-time transcription.",
              "permission is required for real-time speech recognition.", "for speech recognition"],
             ["uses speech recognition for apple-based transcription and optional live previews.", "uses speech recognition to show the transcript of your lecture.",
              "for speech recognition of your golf scores.", "uses speech recognition to understand what you say."]),
        #"\bto\s+(help\s+(you\s+)?)?(schedule|manage|track|plan|organi[sz]e|monitor)\s+(your\s+)?(upcoming\s+)?(events|reminders|tasks|activity|activities|wellness|movements?)\s*([.!]|$)"#:
            (["this app accesses your calendar to schedule events", "in order to schedule your upcoming events.", "to help manage tasks", "to track your activity."],
             ["to schedule events you book with your trainer.", "to track your activity rings on your watch.", "allows you to trigger events."]),
        #"\b(to|for|and)\s+((provide|providing|enable|enabling|support|supporting|offer|offering|use|using|power|powering)\s+)?(the\s+|its\s+|our\s+|your\s+)?(location|voice|audio|camera|photo|video|microphone|bluetooth|health|motion|media|speech|[a-z]+-(based|related|enabled|aware))\s+(features|functions|functionality|capabilities|services)\s*([.!]|$)"#:
            (["requires microphone access for voice features", "to provide location-based features", "to record audio and use voice features."],
             ["we use this to show relevant ads and support free features.", "for customer service functions.", "for the voice memo feature."]),
        #"^\s*(서비스|앱|어플|애플리케이션|어플리케이션)\s*(이용|사용)\s*(을|를)?\s*위(해서?|한)"#:
            (["서비스 이용을 위한 위치정보가 필요합니다.", "앱 사용을 위해"], ["서비스 이용 중에 위치를 사용합니다.", "지도 서비스를 이용하기 위해"]),
        #"[^\s.!?]+\s*(관련|기반)\s*(기능|서비스)(\s*(및|과|와)\s*(기능|서비스))?\s*(을|를)?\s*(제공하기\s*)?위(해서?|한)"#:
            (["음성 관련 기능 및 서비스를 제공하기 위해", "위치 기반 서비스를 위해"], ["음성 메모 기능을 위해", "위치 기반으로 주변 카페를 보여줍니다."]),
        // tune42: a tailored service as the whole purpose (맞춤형 서비스 is vague, README), and the purpose-specific
        // restatements of held-out file 11: reading data as the whole purpose, an organizer's own content, and a
        // request to let the app do the key's own function (…할 수 있도록 해주세요).
        #"맞춤형?\s*(서비스|기능)\s*(을|를)?\s*(제공(하기|을)\s*)?위(해서?|한)"#:
            (["사용자에게 맞춤 서비스를 제공하기 위해 추적 권한을 요청합니다", "맞춤형 서비스 제공을 위해"], ["맞춤형 광고를 제공하기 위해 필요합니다.", "주변 장소와 맞춤 여행을 추천합니다.", "개인 맞춤 광고 서비스 제공을 위해"]),
        #"데이터를\s*읽(어\s*오|어오)?기\s*위(해서?|한)"#:
            (["건강 관련 데이터를 읽어오기 위해 필요합니다.", "걸음 수 데이터를 읽기 위해 healthkit을 사용합니다."], ["건강 데이터를 읽어 복약 관리와 건강 지표 추적에 활용합니다.", "활동 데이터를 읽어 운동 통계에 표시하는 데"]),
        // A whole text that only reads the data (a second sentence may say what for).
        #"데이터를\s*읽(어\s*옵|어옵|습)니다\s*[.!]?\s*$"#: (["심박수 등 운동 데이터를 읽어옵니다.", "운동 데이터를 읽습니다"], ["운동 데이터를 읽어옵니다. 주간 통계를 보여줍니다", "데이터를 읽어 통계를 만듭니다."]),
        #"^\s*(일정|이벤트|스케줄)(을|를)\s*캘린더에\s*(추가|등록)(하기\s*(을|를)?\s*위(해서?|한)|하려면)"#:
            (["일정을 캘린더에 추가하기 위해 접근 권한이 필요합니다.", "이벤트를 캘린더에 등록하려면"],
             ["알림을 캘린더에 추가합니다.", "확인한 회의 일정을 캘린더에 추가하기 위해"]),
        #"^\s*(주소록에서\s*)?연락처(을|를)\s*(선택하|불러오|가져오)기\s*(을|를)?\s*위(해서?|한)"#:
            (["주소록에서 연락처를 선택하기 위해 접근 권한이 필요합니다.", "연락처를 불러오기 위해"],
             ["기존 고객 연락처를 불러와 고객 목록으로 이전하기 위해", "초대할 친구의 연락처를 선택하기 위해"]),
        #"^\s*([^\s.!?]+\s+)?[^\s.!?]+(을|를)\s+(저장|접근|허용|사용|촬영|녹음)할\s*수\s*있도록\s*해\s*주세요\s*([.!]|$)"#:
            (["사진을 저장할 수 있도록 해주세요", "카메라 접근을 허용할 수 있도록 해 주세요."],
             ["영수증을 스캔할 수 있도록 해주세요", "일기에 붙일 사진을 저장할 수 있도록 해주세요. 앨범에서 다시 볼 수 있어요."]),
    ]

    @Test func everyBuiltInPatternCompilesAndMatchesItsSamples() {
        for (pattern, ignoresCase) in Self.builtIn {
            let regex = PatternRegex(pattern, ignoresCase: ignoresCase)
            #expect(regex.compiles, "\(pattern)")
            guard let samples = Self.samples[pattern] else {
                Issue.record("no samples for \(pattern): add text it matches and text it must not")
                continue
            }
            for text in samples.matches { #expect(!regex.ranges(in: text).isEmpty, "\(pattern) should match \(text.debugDescription)") }
            for text in samples.misses { #expect(regex.ranges(in: text).isEmpty, "\(pattern) should not match \(text.debugDescription)") }
        }
    }

    @Test func aPatternThatDoesNotCompileMatchesNothing() {
        for pattern in ["(unclosed", #"(?<=look)behind"#, "a{2,1}", #"\p{NoSuchProperty}"#] {
            let regex = PatternRegex(pattern)
            #expect(!regex.compiles, "\(pattern)")
            #expect(regex.ranges(in: "unclosed lookbehind aa").isEmpty)
        }
    }

    /// The dialect differences locale-pack authors are told about (docs/locales.md).
    @Test func dialect() {
        // \b is the simple boundary: an apostrophe ends a word, as in ICU.
        #expect(PatternRegex(#"\ballow\b"#).ranges(in: "allow's").count == 1)
        // A class matches a whole character: x with a combining mark is not a lone x.
        #expect(PatternRegex(#"^[x×]$"#).ranges(in: "x\u{0301}").isEmpty)
        #expect(PatternRegex(#"^[x×]$"#).ranges(in: "×").count == 1)
        // Case-insensitive unless written for the placeholder rule.
        #expect(PatternRegex("allow").ranges(in: "ALLOW").count == 1)
        #expect(PatternRegex("TODO", ignoresCase: false).ranges(in: "todo").isEmpty)
    }

    /// The standard library's engine finds what ICU finds, at the same places, for every built-in
    /// pattern over the whole corpus (folded as the scanner folds, and as written).
    @Test func findsWhatICUFinds() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count > 500)
        for (pattern, ignoresCase) in Self.builtIn {
            let icu = try NSRegularExpression(pattern: pattern, options: ignoresCase ? [.caseInsensitive] : [])
            let regex = PatternRegex(pattern, ignoresCase: ignoresCase)
            for raw in corpus {
                let text = ignoresCase ? TextMatcher.normalize(raw) : raw
                let expected = icu.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { result -> [Int]? in
                    guard result.range.length > 0, let range = Range(result.range, in: text) else { return nil }
                    return Self.scalarOffsets(range, in: text)
                }
                let found = regex.ranges(in: text).map { Self.scalarOffsets($0, in: text) }
                #expect(found == expected, "\(pattern) in \(text.debugDescription)")
            }
        }
    }

    static func scalarOffsets(_ range: Range<String.Index>, in text: String) -> [Int] {
        let scalars = text.unicodeScalars
        return [scalars.distance(from: scalars.startIndex, to: range.lowerBound), scalars.distance(from: range.lowerBound, to: range.upperBound)]
    }

    /// Every text of every flow the project ships or tests with, its lines and bracketed runs,
    /// each also in capitals, and strings made to match the patterns.
    static func corpus() throws -> [String] {
        var yamls: [String] = []
        let directories = [BundledFlowsTests.flowsDirectory, BundledFlowsTests.badDirectory]
        for directory in directories {
            for name in BundledFlowsTests.yamlFiles(in: directory) {
                yamls.append(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            }
        }
        for rule in RuleRegistry.all {
            yamls += (rule.description.triggering + rule.description.nonTriggering).map(\.yaml)
        }
        var texts: [String] = [
            "Tap Allow below", "tap “OK”", "Press \"Allow\" on the next screen", "Get 10 % OFF", "50 percent off!",
            "Keep Receipts free", "stays totally free", "┌──────┐\n│ Allow │\n└──────┘", "[ Don't Allow ] | [ Allow ]",
            "“Receipts” Would Like to Access the Camera", "Allow \"Receipts\" to use your location?",
            "Do you want to allow tracking?", "‘영수증’이(가) 카메라에 접근하려고 합니다", "허용을 눌러 주세요", "10% 할인",
            "„Belege“ möchte auf die Kamera zugreifen", "Tippe auf „Erlauben“", "Autoriser « Reçus » à accéder",
            "[X]", "x", "(x)", "Close ✕", "https://example.com", "www.example.com/help", "Learn more at example.com",
            "$(PRODUCT_NAME) and $(EXECUTABLE_NAME)", "%1$@ %d %s", "{{app}} <app name> [APP]", "allow's", "x\u{0301}",
        ]
        for sample in samples.values { texts += sample.matches + sample.misses }
        let parser = FlowParser()
        for yaml in yamls {
            guard let flow = parser.parse(path: "corpus.yaml", text: yaml).flow else { continue }
            for screen in flow.screens {
                for (_, text) in screen.texts { texts.append(text.value) }
                texts += screen.actions.map(\.label.value)
            }
        }
        var corpus: [String] = []
        for text in texts {
            corpus.append(text)
            corpus += CopyScanner.controlSegments(text).map(\.text)
            corpus.append(text.uppercased())
        }
        return corpus
    }
}
