import Foundation
import Testing
@testable import PermflowCore

/// Flows built in memory for the renderer's tests, so the snapshots do not move when the
/// bundled flows' copy is edited.
enum RenderFixtures {
    static func parse(_ yaml: String) -> Flow {
        let result = FlowParser().parse(path: "test.yaml", text: yaml)
        guard let flow = result.flow else {
            Issue.record("fixture does not parse: \(result.diagnostics.map(\.message))")
            return FlowParser().parse(path: "x.yaml", text: tour(locale: "en")).flow!
        }
        return flow
    }

    /// Every kind of screen: app, pre-alert, alert, settings, location-button, end.
    static func tour(locale: String) -> String {
        let ko = locale == "ko"
        return """
        permflow: 1
        name: \(ko ? "영수증 스캔" : "Scan a receipt")
        app: \(ko ? "영수증" : "Receipts")
        locale: \(locale)
        ios: 18
        start: home
        screens:
          home:
            kind: app
            title: \(ko ? "영수증" : "Receipts")
            body: \(ko ? "모든 영수증을 한곳에 모아 경비 보고서에 바로 쓸 수 있습니다." : "Keep every receipt in one place, ready for your expense report.")
            actions:
              - label: \(ko ? "영수증 스캔" : "Scan a receipt")
                go: why-camera
              - label: \(ko ? "근처 매장 찾기" : "Find a store")
                go: near-me
              - label: \(ko ? "직접 입력" : "Type it in")
                go: done
          why-camera:
            kind: pre-alert
            resource: camera
            title: \(ko ? "카메라로 영수증 스캔" : "Scan receipts with your camera")
            body: \(ko ? "영수증을 비추면 영수증 앱이 매장, 날짜, 합계를 읽어 줍니다." : "Hold a receipt in view and Receipts reads the store, the date and the total for you.")
            image: \(ko ? "카메라 뷰파인더 속 종이 영수증" : "A paper receipt in the camera viewfinder")
            button: \(ko ? "계속" : "Continue")
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: \(ko ? "영수증 앱은 스캔한 영수증에서 매장, 날짜, 합계를 읽기 위해 카메라를 사용합니다." : "$(PRODUCT_NAME) uses the camera to read the store, date and total on receipts you scan.")
            on:
              allow: done
              deny: camera-off
          camera-off:
            kind: settings
            resource: camera
            title: \(ko ? "카메라가 꺼져 있습니다" : "Camera is off for Receipts")
            body: \(ko ? "영수증을 스캔하려면 설정 > 개인정보 보호 및 보안 > 카메라에서 영수증을 켜세요." : "To scan receipts, turn on Receipts in Settings > Privacy & Security > Camera.")
            actions:
              - label: \(ko ? "설정 열기" : "Open Settings")
                opens-settings: true
                go: done
              - label: \(ko ? "대신 직접 입력" : "Type it in instead")
                go: done
          near-me:
            kind: location-button
            title: \(ko ? "근처 매장" : "Stores near you")
            body: \(ko ? "위치를 한 번 공유하면 걸어서 갈 수 있는 매장을 보여 줍니다." : "Share your location once to see the stores within a short walk.")
            label: Current Location
            glyph: filled
            background: "#0040DD"
            foreground: "#FFFFFF"
            corner-radius: 12
            purpose: \(ko ? "영수증 앱은 근처 매장을 보여 주기 위해 위치를 한 번 사용합니다." : "Receipts uses your location once to list the stores near you.")
            on:
              allow-once: done
              deny: done
          done:
            kind: end
            title: \(ko ? "영수증 추가됨" : "Receipt added")
            body: \(ko ? "3월 경비에서 찾을 수 있습니다." : "You'll find it with your March expenses.")
        """
    }

    /// A two-screen flow whose only button leads to `resource`'s alert.
    static func alertFlow(_ resource: String, locale: String, ios: Int = 18) -> String {
        let ko = locale == "ko"
        let info = SystemAlertCatalog.standard.resource(resource)
        let outcomes = (info?.outcomes(ios: ios) ?? []).map { "      \($0.key): done" }.joined(separator: "\n")
        let purpose = info?.takesPurpose == false ? ""
            : "    purpose: \(ko ? "영수증 앱은 영수증을 한곳에 모아 두기 위해 이 권한을 사용합니다." : "$(PRODUCT_NAME) uses this to keep your receipts in one place.")\n"
        // Health's sheet lists the types the request names, with a purpose for each list.
        let health = info?.has(.healthSheet) == true
            ? "    share: [workouts]\n    read: [heart-rate, steps]\n"
                + "    share-purpose: \(ko ? "운동을 마치면 운동 기록을 건강 앱에 저장합니다." : "$(PRODUCT_NAME) saves each workout you finish to Health.")\n"
            : ""
        return HomeFlow(name: resource, app: ko ? "영수증" : "Receipts", header: "locale: \(locale)\nios: \(ios)",
                        title: ko ? "영수증" : "Receipts", more: "body: \(ko ? "모든 영수증을 한곳에." : "Every receipt in one place.")",
                        actions: [(ko ? "계속" : "Continue", "ask")]).expand(indented: """
          ask:
            kind: alert
            resource: \(resource)
        \(purpose)\(health)    on:
        \(outcomes)
          done:
            kind: end
            title: \(ko ? "끝" : "Done")
        """)
    }
}

@Suite struct RendererTests {
    static let sizes = [(80, 24), (50, 20)]
    static let locales = ["en", "ko"]

    static func render(_ state: WalkState, _ walker: Walker, width: Int = 80, height: Int = 24, theme: ThemeName = .light,
                       color: Bool = true, recording: Bool = false, warnings: [Diagnostic] = [], banner: String? = nil) -> Frame {
        let frame = Renderer.render(state, walker: walker, options: RenderOptions(
            width: width, height: height, theme: theme, color: color, recording: recording, warnings: warnings, banner: banner))
        expectWhole(frame)
        return frame
    }

    /// Every row adds up to exactly `width` cells: a wide cell is followed by its continuation,
    /// and no continuation stands alone.
    static func expectWhole(_ frame: Frame, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(frame.cells.count == frame.width * frame.height, sourceLocation: sourceLocation)
        for row in 0..<frame.height {
            var total = 0
            for column in 0..<frame.width {
                let cell = frame[column, row]
                if cell.isContinuation {
                    let lead = column > 0 ? frame[column - 1, row] : Cell.blank
                    #expect(lead.width == 2, "orphan continuation at \(column),\(row)", sourceLocation: sourceLocation)
                    continue
                }
                #expect(cell.width == 1 || cell.width == 2, "cell width \(cell.width) at \(column),\(row)", sourceLocation: sourceLocation)
                if cell.width == 2 {
                    #expect(column + 1 < frame.width && frame[column + 1, row].isContinuation,
                            "wide cell without continuation at \(column),\(row)", sourceLocation: sourceLocation)
                }
                #expect(CellWidth.of(cell.text) == cell.width, "cell '\(cell.text)' measured \(CellWidth.of(cell.text)) at \(column),\(row)",
                        sourceLocation: sourceLocation)
                total += cell.width
            }
            #expect(total == frame.width, "row \(row) adds up to \(total) cells", sourceLocation: sourceLocation)
        }
    }

    /// One character per cell: `.` plain, `b` bold, `d` dim, `D` dim and bold, `r` reverse,
    /// `R` reverse and bold; a wide cell's mark is repeated for its second cell.
    static func attributeMap(_ frame: Frame) -> String {
        (0..<frame.height).map { row in
            var line = ""
            for column in 0..<frame.width {
                let attributes = frame[column, row].attributes
                let mark: Character
                switch (attributes.contains(.reverse), attributes.contains(.bold), attributes.contains(.dim)) {
                case (true, true, _): mark = "R"
                case (true, false, _): mark = "r"
                case (false, true, true): mark = "D"
                case (false, false, true): mark = "d"
                case (false, true, false): mark = "b"
                default: mark = "."
                }
                line.append(mark)
            }
            while line.hasSuffix(".") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    static func tour(_ locale: String) -> Walker {
        Walker(flow: RenderFixtures.parse(RenderFixtures.tour(locale: locale)))
    }

    static func preview(_ walker: Walker, _ screen: String, permissions: PermissionStore = PermissionStore()) throws -> WalkState {
        try walker.state(at: screen, permissions: permissions)
    }

    /// Presses choices in order from the start.
    static func walk(_ walker: Walker, _ choices: [Int]) -> WalkState {
        var state = walker.start()
        for choice in choices { state = walker.update(state, .choose(choice, .script)).0 }
        return state
    }

    // MARK: Screens

    @Test(arguments: ["home", "why-camera", "camera", "camera-off", "near-me", "done"], locales)
    func screenSnapshots(screen: String, locale: String) throws {
        let walker = Self.tour(locale)
        let state = try Self.preview(walker, screen)
        for (width, height) in Self.sizes {
            let frame = Self.render(state, walker, width: width, height: height)
            assertSnapshot(frame.plainText, named: "screen-\(screen)-\(locale)-\(width)x\(height)")
        }
    }

    @Test(arguments: SystemAlertCatalog.standard.ids.map(\.rawValue))
    func alertSnapshots(resource: String) {
        // iOS 18, or for a resource iOS 18 lacks (AlarmKit) the newest version.
        // A resource new after 18 (AlarmKit) is drawn on 26, the version it came with.
        let ios = SystemAlertCatalog.standard.resource(resource)?.exists(ios: 18) == false ? 26 : 18
        for locale in Self.locales {
            let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow(resource, locale: locale, ios: ios)))
            var start = walker.start()
            if let info = walker.catalog.resource(ResourceID(resource)), let upgraded = info.upgrades, let from = info.upgradedFrom {
                // An upgrade alert comes only from the state it upgrades (location: While Using).
                start.permissions.set(upgraded, to: from)
            }
            let state = walker.update(start, .choose(0, .script)).0
            #expect(state.alert?.resource == ResourceID(resource))
            for (width, height) in Self.sizes {
                let frame = Self.render(state, walker, width: width, height: height)
                assertSnapshot(frame.plainText, named: "alert-\(resource)-\(locale)-\(width)x\(height)")
                #expect(frame.modal)
                let buttons = state.alert?.buttons ?? []
                for index in buttons.indices {
                    #expect(frame.hotspots.contains { $0.target == .choice(index) }, "no hot spot for \(buttons[index].label)")
                }
                let title = SystemAlertCatalog.title(state.alert?.text.title ?? "", app: walker.flow.app.value)
                let firstWord = String(title.split(separator: " ").first ?? "")
                #expect(frame.plainText.contains(firstWord), "title \(title) not drawn")
            }
        }
    }

    @Test func alertAttributes() {
        let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("camera", locale: "en")))
        var state = Self.walk(walker, [0])
        state = walker.update(state, .focusNext).0
        let frame = Self.render(state, walker, width: 50, height: 20)
        assertSnapshot(frame.plainText + "\n\n" + Self.attributeMap(frame), named: "attributes-alert-camera-en-50x20")
    }

    @Test func appAttributes() {
        let walker = Self.tour("en")
        let frame = Self.render(walker.start(), walker, width: 50, height: 20, color: false)
        assertSnapshot(frame.plainText + "\n\n" + Self.attributeMap(frame), named: "attributes-home-en-50x20")
        #expect(frame.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
    }

    @Test(arguments: locales)
    func locationButtonAlert(locale: String) throws {
        let walker = Self.tour(locale)
        var state = try Self.preview(walker, "near-me")
        state = walker.update(state, .press(.key)).0
        #expect(state.alert?.fromLocationButton == true)
        let frame = Self.render(state, walker)
        assertSnapshot(frame.plainText, named: "alert-location-button-\(locale)-80x24")
        #expect(frame.hotspots.contains { $0.target == .preciseSwitch })
        #expect(state.alert?.backdrop == "near-me")
        // The backdrop is the location-button screen, dimmed; at a larger size it shows around the alert.
        let tall = Self.render(state, walker, width: 80, height: 40)
        let title = walker.flow.screen("near-me")?.title?.value ?? "?"
        let titleRow = tall.lines.firstIndex { $0.contains(title) }
        #expect(titleRow != nil)
        if let titleRow {
            let cells = (0..<tall.width).map { tall[$0, titleRow] }.filter { $0.text != " " && !$0.isContinuation }
            #expect(cells.contains { $0.attributes.contains(.dim) })
        }
    }

    @Test func preciseOff() {
        let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("location", locale: "en")))
        var state = Self.walk(walker, [0])
        state = walker.update(state, .togglePrecise).0
        let frame = Self.render(state, walker)
        #expect(frame.plainText.contains("Precise: Off"))
        assertSnapshot(frame.plainText, named: "alert-location-precise-off-en-80x24")
        let precise = frame.hotspots.first { $0.target == .preciseSwitch }
        #expect(precise.map { frame.hit(column: $0.column, row: $0.row) } == .preciseSwitch)
    }

    @Test(arguments: locales)
    func contactsSecondStage(locale: String) {
        let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("contacts", locale: locale)))
        var state = Self.walk(walker, [0])
        state = walker.update(state, .choose(1, .script)).0
        #expect(state.alert?.secondStage == true)
        for (width, height) in Self.sizes {
            let frame = Self.render(state, walker, width: width, height: height)
            assertSnapshot(frame.plainText, named: "alert-contacts-second-stage-\(locale)-\(width)x\(height)")
        }
    }

    // MARK: Overlays and chrome

    @Test(arguments: locales)
    func overlays(locale: String) throws {
        let walker = Self.tour(locale)
        var permissions = PermissionStore()
        permissions.set("camera", to: .denied)
        let state = try Self.preview(walker, "camera-off", permissions: permissions)
        for (name, overlay) in [("help", Overlay.help), ("privacy", .privacy(selection: 0)), ("quit", .confirmQuit)] {
            var shown = state
            shown.overlay = overlay
            for (width, height) in Self.sizes {
                let frame = Self.render(shown, walker, width: width, height: height)
                assertSnapshot(frame.plainText, named: "overlay-\(name)-\(locale)-\(width)x\(height)")
                #expect(frame.hotspots.isEmpty)
                #expect(!frame.modal)
            }
        }
    }

    @Test func privacyListsEveryResourceWithItsPurpose() throws {
        let walker = Self.tour("en")
        var state = try Self.preview(walker, "home")
        state.overlay = .privacy(selection: 1)
        let text = Self.render(state, walker).plainText
        #expect(walker.resources == ["camera", "location"])
        // Settings' names and words, never ids.
        #expect(text.contains("Camera") && text.contains("Location Services") && !text.contains("not-determined"))
        // The phone is narrow: the long choice wraps under the name.
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.contains("\u{2039} Ask Next Time Or When I") && !$0.contains("Share") })
        #expect(lines.contains { $0.contains("Share \u{203A}") })
        #expect(text.contains("Precise Location") && text.contains("On"))
        #expect(text.contains("Receipts uses the camera"))
        #expect(text.contains("Receipts uses your location"))
        #expect(text.contains("\u{2190}/\u{2192} change"))
    }

    @Test func quitAsks() throws {
        let walker = Self.tour("en")
        var state = walker.start()
        state.overlay = .confirmQuit
        #expect(Self.render(state, walker).plainText.contains("Quit the prototyper? y/n"))
    }

    /// The quit question, when up, is all the small frame says besides the request.
    @Test func tooSmallShowsTheQuitQuestion() {
        let walker = Self.tour("en")
        var state = walker.start()
        state.overlay = .confirmQuit
        let frame = Self.render(state, walker, width: 25, height: 10)
        #expect(frame.lines.last?.contains("Quit? y/n") == true)
        #expect(!frame.plainText.contains("keys wait"))
    }

    @Test(arguments: [(29, 12), (30, 11), (20, 8), (12, 3), (1, 1)])
    func tooSmall(width: Int, height: Int) {
        let walker = Self.tour("en")
        let frame = Self.render(walker.start(), walker, width: width, height: height)
        let text = frame.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        if width >= 20 {
            #expect(text == "enlarge the terminal to at least 30×12 keys wait; Q quits")
            #expect(frame.lines.last?.contains("keys wait; Q quits") == true)
        } else {
            #expect(text.contains("\u{2026}"))
            #expect(frame.lines.allSatisfy { TextLayout.width($0) <= width })
        }
        #expect(frame.hotspots.isEmpty)
        if (width, height) == (20, 8) { assertSnapshot(frame.plainText, named: "too-small-20x8") }
    }

    @Test func minimumSizeDrawsThePhone() throws {
        for locale in Self.locales {
            let walker = Self.tour(locale)
            let frame = Self.render(walker.start(), walker, width: 30, height: 12)
            assertSnapshot(frame.plainText, named: "screen-home-\(locale)-30x12")
            #expect(frame.hotspots.count == 3)
            let alert = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("location", locale: locale)))
            let alertFrame = Self.render(Self.walk(alert, [0]), alert, width: 30, height: 12)
            assertSnapshot(alertFrame.plainText, named: "alert-location-\(locale)-30x12")
            #expect(alertFrame.hotspots.filter { if case .choice = $0.target { true } else { false } }.count == 3)
        }
    }

    @Test func statusLine() throws {
        let walker = Self.tour("en")
        var state = walker.start()
        state = walker.update(state, .choose(0, .key)).0
        state = walker.update(state, .back("Esc")).0
        var permissions = state.permissions
        permissions.set("location", to: .whileUsing)
        state.permissions = permissions
        let warning = Diagnostic(path: "x", location: .fileStart, severity: .warning, ruleID: "r", message: "m")
        let frame = Self.render(state, walker, width: 200, recording: true, warnings: [warning, warning])
        let status = frame.lines[23]
        #expect(status.contains("Scan a receipt \u{00B7} why-camera \u{00B7} step 2 \u{00B7} \u{25CF} REC \u{00B7} location:while-using \u{00B7} 2 warnings"))
        #expect(status.contains("Esc does nothing: this screen has one path, its button"))
        #expect(status.contains("? help"))
        assertSnapshot(status, named: "status-200")

        // Narrow: hints go before the note does; a note cut leaves room for `n notes`.
        let narrow = Self.render(state, walker, width: 80, recording: true).lines[23]
        #expect(narrow.contains("Esc does nothing: this scre"))
        #expect(narrow.hasSuffix("n notes"), "\(narrow)")
        #expect(!narrow.contains("Tab move"))
        assertSnapshot(narrow, named: "status-80")
        for width in 30...130 {
            let line = Self.render(state, walker, width: width, recording: true, warnings: [warning]).lines[23]
            #expect(TextLayout.width(line) <= width)
            #expect(line.contains("why-camera"))
        }
    }

    @Test func banner() {
        let walker = Self.tour("en")
        let frame = Self.render(walker.start(), walker, banner: "flow.yaml:3:1: error: unknown key 'titel'; did you mean 'title'? (the walk waits until it is fixed)")
        #expect(frame.lines.suffix(4).joined(separator: " ").contains("unknown key 'titel'"))
        #expect(frame.lines[23].contains("home"))
    }

    @Test(arguments: locales)
    func darkAndLightDrawTheSameText(locale: String) throws {
        let walker = Self.tour(locale)
        for screen in ["home", "why-camera", "camera", "near-me", "done"] {
            let state = try Self.preview(walker, screen)
            let light = Self.render(state, walker, theme: .light)
            let dark = Self.render(state, walker, theme: .dark)
            let mono = Self.render(state, walker, color: false)
            #expect(light.plainText == dark.plainText)
            #expect(light.plainText == mono.plainText)
            // Monochrome draws the location button in reverse video instead of its colours.
            let sameAttributes = light.cells.map(\.attributes) == mono.cells.map(\.attributes)
            #expect(sameAttributes == (screen != "near-me"))
            let sameBackgrounds = light.cells.map(\.background) == dark.cells.map(\.background)
            #expect(!sameBackgrounds)
            #expect(mono.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
        }
    }

    // MARK: Focus, hot spots, modality

    @Test func focusIsReverseVideoAndHotSpotsPressChoices() throws {
        let walker = Self.tour("en")
        var state = walker.start()
        state = walker.update(state, .focusNext).0
        let frame = Self.render(state, walker)
        let choices = walker.choices(state)
        #expect(frame.hotspots.map(\.target) == choices.indices.map { .choice($0) })
        #expect(!frame.modal)
        for spot in frame.hotspots {
            guard case .choice(let index) = spot.target else { continue }
            let cell = frame[spot.column + spot.width / 2, spot.row]
            #expect(cell.attributes.contains(.reverse) == (index == 1))
            #expect(frame.lines[spot.row].contains(choices[index].label))
        }
        let preAlert = try Self.preview(walker, "why-camera")
        let preFrame = Self.render(preAlert, walker)
        #expect(preFrame.modal)
        #expect(preFrame.hotspots.map(\.target) == [.choice(0)])
        #expect(preFrame.lines.contains { $0.contains("\u{25B8}") && $0.contains("Continue") })
    }

    @Test func alertButtonsSideBySideOrStacked() {
        let two = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("camera", locale: "en")))
        let twoFrame = Self.render(Self.walk(two, [0]), two)
        let row = twoFrame.lines.first { $0.contains("Don\u{2019}t Allow") } ?? ""
        #expect(row.contains("Allow") && row.contains("\u{2502}") && row.components(separatedBy: "\u{2502}").count == 6)
        let spots = twoFrame.hotspots
        #expect(spots.count == 2 && spots[0].row == spots[1].row && spots[0].column < spots[1].column)

        let three = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("photos", locale: "en")))
        let threeFrame = Self.render(Self.walk(three, [0]), three)
        let rows = threeFrame.hotspots.map(\.row)
        #expect(rows.count == 3 && Set(rows).count == 3)
        #expect(threeFrame.lines.filter { $0.contains("\u{251C}") }.count == 3)
    }

    // MARK: Text

    @Test func koreanWrapsBetweenWordsAndNeverSplitsASyllable() {
        let text = "영수증 앱은 스캔한 영수증에서 매장, 날짜, 합계를 읽기 위해 카메라를 사용합니다. 설정에서 언제든지 바꿀 수 있습니다."
        let words = Set(text.split(separator: " ").map(String.init))
        for width in 1...40 {
            let lines = TextLayout.wrap(text, width: width)
            for line in lines {
                #expect(TextLayout.width(line) <= width, "width \(width): '\(line)'")
                #expect(CellWidth.of(line) == TextLayout.width(line))
            }
            guard width >= 2 else { continue }
            // Every syllable survives, in order.
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
            // Once the longest word fits, every word stays whole.
            if width >= 14 {
                #expect(lines.allSatisfy { $0.split(separator: " ").allSatisfy { words.contains(String($0)) } }, "width \(width)")
            }
        }
        #expect(TextLayout.truncate("영수증 앱", to: 4) == "영\u{2026}")
        #expect(TextLayout.truncate("영수증 앱", to: 5) == "영수\u{2026}")
        #expect(TextLayout.truncate("영수증 앱", to: 9) == "영수증 앱")
        #expect(TextLayout.wrap("아주긴단어하나", width: 5) == ["아주", "긴단", "어하", "나"])
    }

    @Test func wrappingAndCutting() {
        #expect(TextLayout.wrap("Keep every receipt in one place", width: 10) == ["Keep every", "receipt in", "one place"])
        #expect(TextLayout.wrap("Keep every receipt in one place", width: 10, maxLines: 2) == ["Keep every", "receipt i\u{2026}"])
        #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextLayout.wrap("supercalifragilistic", width: 6) == ["superc", "alifra", "gilist", "ic"])
        #expect(TextLayout.truncate("Receipts", to: 0) == "")
        #expect(TextLayout.truncate("Receipts", to: 1) == "\u{2026}")
        // Combining marks take no cell; a ZWJ family is drawn as its members.
        #expect(TextLayout.width("e\u{301}te\u{301}") == 3)
        #expect(TextLayout.glyphs("\u{1F468}\u{200D}\u{1F469}").map(\.text) == ["\u{1F468}", "\u{1F469}"])
        #expect(TextLayout.centre("ab", width: 5) == " ab  ")
    }

    @Test func hostileTextIsDrawnVisibly() throws {
        let yaml = RenderFixtures.tour(locale: "en")
            .replacingOccurrences(of: "title: Receipts\n", with: "title: \"Re\\e[31mceipts \\u202Egnp.exe\"\n")
            .replacingOccurrences(of: "name: Scan a receipt", with: "name: \"Scan\\e]0;owned\\a\"")
        let walker = Walker(flow: RenderFixtures.parse(yaml))
        #expect(walker.flow.screen("home")?.title?.value.contains("\u{1B}") == true)
        let frame = Self.render(walker.start(), walker, width: 80, height: 24)
        for cell in frame.cells {
            for scalar in cell.text.unicodeScalars {
                #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)
                        && !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value),
                        "raw U+\(String(scalar.value, radix: 16)) in a cell")
            }
        }
        #expect(frame.plainText.contains("Re\u{241B}[31mceipts \u{27E8}U+202E\u{27E9}gnp.exe"))
        #expect(frame.lines[23].contains("Scan\u{241B}]0;owned\u{2407}"))
        #expect(!frame.ansiText.contains("\u{1B}[31m"))
    }

    @Test func everyFrameIsWholeAtEverySize() throws {
        // Korean text and alerts drawn over Korean backdrops, at sizes around the minimum and odd widths.
        for locale in Self.locales {
            let walker = Self.tour(locale)
            var states: [WalkState] = []
            for screen in ["home", "why-camera", "camera", "camera-off", "near-me", "done"] {
                states.append(try Self.preview(walker, screen))
            }
            var privacy = states[0]
            privacy.overlay = .privacy(selection: 1)
            var help = states[0]
            help.overlay = .help
            states += [privacy, help]
            for state in states {
                for (width, height) in [(30, 12), (31, 13), (33, 14), (37, 15), (41, 17), (45, 19), (61, 25), (101, 40), (200, 60)] {
                    _ = Self.render(state, walker, width: width, height: height)
                }
            }
        }
    }

    @Test func ansiTextCarriesColourOnlyWhenAsked() {
        let walker = Self.tour("en")
        let coloured = Self.render(walker.start(), walker).ansiText
        #expect(coloured.contains("\u{1B}[0;38;2;"))
        #expect(coloured.contains("Receipts"))
        let mono = Self.render(walker.start(), walker, color: false).ansiText
        #expect(!mono.contains("38;2;"))
        #expect(mono.contains("\u{1B}[0;7;1m") || mono.contains("\u{1B}[0;1;7m"))
    }

    // MARK: Preview states

    @Test func previewShowsTheAlertOverTheScreenThatLeadsToIt() throws {
        let walker = Self.tour("en")
        let state = try Self.preview(walker, "camera")
        #expect(state.alert?.resource == "camera")
        #expect(state.alert?.backdrop == "why-camera")
        var permissions = PermissionStore()
        permissions.set("camera", to: .denied)
        let denied = try Self.preview(walker, "camera", permissions: permissions)
        #expect(denied.alert == nil)
        #expect(denied.screenID == "camera-off")
        #expect(denied.note == "not shown: camera already denied")
        #expect(throws: UnknownScreen.self) { try Self.preview(walker, "camra") }
        do {
            _ = try walker.state(at: "camra")
        } catch {
            #expect(error.description.hasPrefix("no screen 'camra' in this flow; did you mean 'camera'?"))
        }
    }

    /// `render --screen` is the walk stopped at a screen: the flow's location alert with location
    /// already Always (set in Settings) is passed through exactly as a walk passes it, to the
    /// screen of the nearest answer the alert gives (While Using), with the walk's notes.
    @Test(arguments: [false, true])
    func previewOfAPassedAlertIsWhereAWalkArrives(onceElsewhere: Bool) throws {
        // Home straight to the pre-alert (past the flow's check), so the walk meets the alert.
        var yaml = try String(contentsOfFile: WalkFixture.root.appendingPathComponent("flows/location.yaml").path, encoding: .utf8)
            .replacingOccurrences(of: "go: location-check", with: "go: why-location")
        if onceElsewhere {
            // Allow Once and While Using lead apart, so the screen itself shows which was followed.
            yaml = yaml.replacingOccurrences(of: "allow-once: nearby", with: "allow-once: search")
        }
        let walker = Walker(flow: try WalkFixture.inline(yaml))
        var permissions = PermissionStore()
        permissions.set("location", to: .always)

        var walked = walker.start()
        walked.permissions = permissions
        walked = walker.update(walked, .choose(0, .script)).0   // Find a store near me
        walked = walker.update(walked, .choose(0, .script)).0   // Continue, onto the location alert
        let preview = try Self.preview(walker, "location", permissions: permissions)

        #expect(walked.screenID == "nearby")
        #expect(preview.screenID == walked.screenID)
        #expect(preview.alert == walked.alert)
        #expect(preview.previousScreenID == walked.previousScreenID)
        #expect(preview.ended == walked.ended)
        #expect(preview.note == walked.note)
        // Steps count choices, and a preview made none.
        walked.step = preview.step
        #expect(Self.render(preview, walker, width: 60, height: 24).plainText
                == Self.render(walked, walker, width: 60, height: 24).plainText)
    }

    /// A preview of an alert screen shows the alert over the screen a walk shows it over.
    @Test func previewOfAnAlertMatchesTheWalk() throws {
        let walker = try WalkFixture.walker("location")
        let walked = walker.update(walker.update(walker.start(), .choose(0, .script)).0, .choose(0, .script)).0
        let preview = try Self.preview(walker, "location")
        #expect(walked.alert != nil)
        #expect(preview.screenID == walked.screenID && preview.alert == walked.alert)
        #expect(preview.previousScreenID == walked.previousScreenID)
    }
}
