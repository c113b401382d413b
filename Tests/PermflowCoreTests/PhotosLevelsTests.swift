import Testing
@testable import PermflowCore

/// Photos is one setting with levels (issue 28, item 5): Settings > Privacy & Security > Photos
/// offers None, Limited Access, Add Photos Only and Full Access; photos-add is its Add Photos Only
/// level, stored under photos (`StoredLevel`), and the walker, the lint's state analysis and
/// coverage read it through the one model (`SystemModel.view`).
@Suite struct PhotosLevelsTests {
    /// A flow that saves a card (photos-add) and, elsewhere, picks from the library (photos).
    static func flow(ios: Int = 18, locale: String = "en") -> String {
        """
        permflow: 1
        name: Photos levels
        app: Cards
        ios: \(ios)
        locale: \(locale)
        start: home
        screens:
          home:
            kind: app
            title: Cards
            actions:
              - label: Pick a photo
                go: photos
              - label: Save the card
                go: save
              - label: Check saving
                go: save-check
          photos:
            kind: alert
            resource: photos
            purpose: Cards shows your photos so you can pick one for a card.
            on:
              allow-full: home
              limit: home
              deny: home
          save:
            kind: alert
            resource: photos-add
            purpose: Cards saves the cards you make to your library.
            on:
              allow: saved
              deny: home
          save-check:
            kind: check
            resource: photos-add
            on:
              allowed: saved
              otherwise: home
          saved:
            kind: app
            title: Saved
            actions:
              - label: Home
                go: home
        """
    }

    static func walker(ios: Int = 18, locale: String = "en") throws -> Walker {
        Walker(flow: try WalkFixture.inline(flow(ios: ios, locale: locale)))
    }

    @Test func photosAddIsStoredUnderPhotos() {
        let catalog = SystemAlertCatalog.standard
        #expect(catalog.stateResource("photos-add") == "photos")
        #expect(catalog.resource("photos-add")?.storedUnder?.grant == .writeOnly)
    }

    @Test func afterFullAccessPhotosAddShowsNoAlertAndReadsAllowed() throws {
        let walker = try Self.walker()
        // Pick a photo → Allow Full Access (2), back home; then Save the card.
        let full = try WalkFixture.keys(walker, "1,2").finalState
        #expect(full.permissions.state(of: "photos") == .authorized)
        let saved = try WalkFixture.keys(walker, "2", from: full)
        #expect(saved.finalState.alert == nil, "Full Access covers adding: no photos-add alert")
        #expect(saved.finalState.screenID == "saved")
        #expect(saved.finalState.permissions.state(of: "photos") == .authorized, "the level stays Full Access")
        #expect(saved.finalState.notes.contains(.notShown(resource: "photos-add", state: .authorized, upgradeAskedFor: nil)))
        // A check on photos-add reads allowed.
        let checked = try WalkFixture.keys(walker, "3", from: full).finalState
        #expect(checked.screenID == "saved")
    }

    @Test func limitedAccessCoversAddingToo() throws {
        let walker = try Self.walker()
        // Limit Access… opens the photo picker on 18: Done (7) with nothing marked limits to none.
        let limited = try WalkFixture.keys(walker, "1,1,7").finalState
        #expect(limited.permissions.state(of: "photos") == .limited)
        let saved = try WalkFixture.keys(walker, "2", from: limited).finalState
        #expect(saved.alert == nil && saved.screenID == "saved")
    }

    @Test func photosAddAllowedIsAddPhotosOnlyAndPhotosStillAsks() throws {
        let walker = try Self.walker()
        let asked = try WalkFixture.keys(walker, "2").finalState
        #expect(asked.alert?.resource == "photos-add")
        let added = try WalkFixture.keys(walker, "2", from: asked).finalState
        #expect(added.screenID == "saved")
        #expect(added.permissions.state(of: "photos") == .writeOnly)
        #expect(added.permissions.state(of: "photos-add") == .notDetermined, "nothing is stored under photos-add itself")
        #expect(walker.settingsValue("photos", state: added) == "Add Photos Only")
        // A later read-write request still asks: Add Photos Only is not access to the library.
        let home = try WalkFixture.keys(walker, "1", from: added).finalState
        let photos = try WalkFixture.keys(walker, "1", from: home).finalState
        #expect(photos.alert?.resource == "photos")
        let full = try WalkFixture.keys(walker, "2", from: photos).finalState
        #expect(full.permissions.state(of: "photos") == .authorized)
    }

    @Test func photosAddDeniedIsPhotosNone() throws {
        let walker = try Self.walker()
        let denied = try WalkFixture.keys(walker, "2,1").finalState
        #expect(denied.permissions.state(of: "photos") == .denied)
        // One setting: None refuses the library too, so the photos request shows nothing.
        let photos = try WalkFixture.keys(walker, "1", from: denied).finalState
        #expect(photos.alert == nil)
    }

    @Test func theSettingsPanelShowsOnePhotosRowWithFourLevels() throws {
        let walker = try Self.walker()
        #expect(walker.resources == ["photos"], "one Photos row for photos and photos-add")
        for ios in [17, 18, 26, 27] {
            let walker = try Self.walker(ios: ios)
            #expect(walker.settableStates("photos") == [.notDetermined, .denied, .limited, .writeOnly, .authorized])
            #expect(walker.settableStates("photos").map { walker.settingsLabel($0, of: "photos") }
                == ["Not Asked Yet", "None", "Limited Access", "Add Photos Only", "Full Access"])
        }
        let korean = try Self.walker(ios: 26, locale: "ko")
        #expect(korean.settingsLabel(.writeOnly, of: "photos") == "사진 추가만")
        // Add Photos Only only where applicable: a flow that never asks to add does not list it.
        let photosOnly = try WalkFixture.walker("photos")
        #expect(photosOnly.settableStates("photos") == [.notDetermined, .denied, .limited, .authorized])
    }

    @Test func settingsChangesRecordTheLevel() throws {
        let walker = try Self.walker()
        let state = try WalkFixture.keys(walker, "2,2").finalState
        // Settings: the one Photos row, → from Add Photos Only to Full Access.
        let (opened, _) = walker.update(state, .openPrivacy)
        let (changed, effects) = walker.update(opened, .privacyCycle(1))
        #expect(effects.contains(.settingsChanged(resource: "photos", from: .writeOnly, to: .authorized)))
        #expect(changed.permissions.state(of: "photos") == .authorized)
    }

    /// The Settings panel's one Photos row at Add Photos Only, in English and Korean, on iOS 18,
    /// 26 and 27 (golden frames; the transcript of the step records the level).
    @Test(arguments: RendererTests.locales)
    func theSettingsPanelAtAddPhotosOnly(locale: String) throws {
        for ios in [18, 26, 27] {
            let walker = try Self.walker(ios: ios, locale: locale)
            var state = try WalkFixture.keys(walker, "2,2").finalState
            state.overlay = .privacy(selection: 0)
            let text = RendererTests.render(state, walker).plainText
            #expect(text.contains(locale == "ko" ? "사진 추가만" : "Add Photos Only"), "\(text)")
            assertSnapshot(text, named: "privacy-photos-add-only-\(locale)-ios\(ios)-80x24")
        }
    }

    // MARK: The lint's state analysis

    @Test func theAnalysisTracksPhotosAddAsPhotos() {
        // A pre-alert for photos-add after Full Access: its alert will not come.
        let yaml = demoFlow(header: "ios: 18\n", """
          home:
            kind: app
            title: Home
            actions:
              - label: Pick
                go: photos
          photos:
            kind: alert
            resource: photos
            purpose: Demo shows your photos so you can pick one for a card.
            on:
              allow-full: why-save
              limit: done
              deny: done
          why-save:
            kind: pre-alert
            resource: photos-add
            title: Save your cards
            body: Demo saves the cards you make to your library.
            button: Continue
            next: save
          save:
            kind: alert
            resource: photos-add
            purpose: Demo saves the cards you make to your library.
            on:
              allow: done
              deny: done
        """)
        let found = Linter().lint(path: "levels.yaml", text: yaml).diagnostics.filter { $0.ruleID == "no-prealert-when-allowed" }
        #expect(found.count == 1, "\(found.map(\.message))")
        // On the first launch, straight from Full Access: the one Photos setting covers adding.
        #expect(found.first?.message.contains("photos (allow-full) → why-save") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("next launch") == false)
    }

    @Test func addPhotosOnlyIsNotAGrantOfPhotosForThePreAlert() {
        // After Add Photos Only, the photos pre-alert is right: its alert still asks.
        let yaml = demoFlow(header: "ios: 18\n", """
          home:
            kind: app
            title: Home
            actions:
              - label: Save
                go: save
          save:
            kind: alert
            resource: photos-add
            purpose: Demo saves the cards you make to your library.
            on:
              allow: why-photos
              deny: done
          why-photos:
            kind: pre-alert
            resource: photos
            title: Pick from your photos
            body: Demo shows your photos so you can pick one for a card.
            button: Continue
            next: photos
          photos:
            kind: alert
            resource: photos
            purpose: Demo shows your photos so you can pick one for a card.
            on:
              allow-full: done
              limit: done
              deny: done
        """)
        let found = Linter().lint(path: "levels.yaml", text: yaml).diagnostics.filter { $0.ruleID == "no-prealert-when-allowed" }
        // Only a later launch, after Full Access, makes it wrong; Add Photos Only never does.
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("next launch") && !$0.message.contains("write-only") }, "\(found.map(\.message))")
    }
}
