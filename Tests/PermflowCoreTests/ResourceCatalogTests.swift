import Foundation
import Testing
@testable import PermflowCore

/// Resources are data: what sets one apart is read from its catalog entry, never from its id,
/// so a resource added to the catalog alone is parsed, linted, walked and started (`init`).
@Suite struct ResourceCatalogTests {
    let catalog = SystemAlertCatalog.standard

    func entry(_ id: ResourceID) throws -> ResourceInfo { try #require(catalog.resource(id), "\(id)") }

    @Test func capabilitiesAreTheCatalogs() throws {
        let location = try entry("location")
        #expect(location.capabilities == [.preciseSwitch, .locationButton, .settingsOffersAlways])
        #expect(catalog.locationButtonResourceID == "location")
        #expect(catalog.trackingResourceID == "tracking")
        #expect(catalog.resources.filter(\.grantsOnce).map(\.id) == ["location"])
        #expect(catalog.resources.filter(\.grantsLimited).map(\.id) == ["photos", "contacts"])
        #expect(catalog.resources.filter { $0.has(.provisional) }.map(\.id) == ["notifications"])
        #expect(catalog.resources.compactMap { resource in resource.upgrades.map { "\(resource.id)→\($0)" } } == ["location-always→location"])
        #expect(try !entry("location-always").canDeny(ios: 18) && entry("camera").canDeny(ios: 18))
    }

    /// The states a check on a resource can see: its alert's answers, what Settings or the app
    /// can set, then `restricted` where its API has it and calendar's write-only (iOS 17+).
    @Test func eachResourceHasItsOwnStates() throws {
        #expect(try entry("location").states(ios: 18) == [.notDetermined, .allowedOnce, .whileUsing, .denied, .always, .restricted])
        #expect(try entry("notifications").states(ios: 18) == [.notDetermined, .authorized, .denied, .provisional])
        #expect(try entry("photos").states(ios: 18) == [.notDetermined, .authorized, .limited, .denied, .restricted])
        #expect(try entry("photos").states(ios: 13) == [.notDetermined, .authorized, .denied, .restricted])
        #expect(try entry("contacts").states(ios: 17) == [.notDetermined, .authorized, .denied, .restricted])
        #expect(try entry("contacts").states(ios: 18) == [.notDetermined, .authorized, .limited, .denied, .restricted])
        #expect(try entry("camera").states(ios: 18) == [.notDetermined, .authorized, .denied, .restricted])
        #expect(try entry("calendar").states(ios: 17) == [.notDetermined, .authorized, .denied, .restricted, .writeOnly])
        #expect(try entry("calendar").states(ios: 16) == [.notDetermined, .authorized, .denied, .restricted])
        #expect(try entry("tracking").states(ios: 18) == [.notDetermined, .authorized, .denied, .restricted])
        #expect(try entry("health").states(ios: 18) == [.notDetermined, .authorized, .denied], "HealthKit reports no restricted state")
        #expect(try entry("contacts").iosRange(having: .limited) == IOSRange(from: 18))
        #expect(try entry("calendar").iosRange(having: .writeOnly) == IOSRange(from: 17))
    }

    /// Granted states are what a check's `allowed` stands for.
    @Test func grantedStates() {
        #expect(PermissionState.allCases.filter(\.isGranted) == [.authorized, .limited, .provisional, .allowedOnce, .whileUsing, .always, .writeOnly])
    }

    /// An id the catalog does not know is still an id: the flow parses to a report.
    @Test func anUnknownResourceStillParsesToAReport() throws {
        let report = Linter().lint(path: "x.yaml", text: """
        permflow: 1
        name: X
        app: X
        start: ask
        screens:
          ask:
            kind: alert
            resource: camra
            purpose: X uses the camera to scan receipts you choose.
            on:
              allow: done
          done:
            kind: end
            title: Done
        """)
        #expect(report.flow?.screens.first?.resourceID == "camra")
        #expect(report.active.map(\.ruleID).contains("flow-unknown-resource"))
        #expect(catalog.resource(ResourceID("camra")) == nil)
    }

    /// A resource that exists only as a catalog entry: `init` writes a starter that lints clean
    /// with that catalog, and the walk asks, stores the answer and lists it in Settings.
    @Test func aResourceAddedToTheCatalogAloneWorks() throws {
        let nfc = ResourceInfo(id: "nfc", displayName: "NFC tags", plistKeys: [PlistKey("NFCReaderUsageDescription")],
                               outcomes: [OutcomeSpec("allow", .authorized), OutcomeSpec("deny", .denied)], alerts: [
            AlertText(locale: "en", title: "\u{201C}%@\u{201D} Would Like to Read NFC Tags",
                      buttons: [AlertButton("Don\u{2019}t Allow", "deny"), AlertButton("Allow", "allow")]),
        ])
        let extended = SystemAlertCatalog(resources: catalog.resources + [nfc])
        let yaml = try StarterFlow.yaml(resource: "nfc", app: "Tags", locale: "en", catalog: extended)
        let report = Linter(catalog: extended).lint(path: "nfc.yaml", text: yaml)
        let flow = try #require(report.flow)
        #expect(report.active.isEmpty, "\(report.active.map(\.message))")
        let walker = Walker(flow: flow, catalog: extended)
        #expect(walker.resources == ["nfc"])
        var state = walker.start()
        var steps = 0
        while state.alert == nil, steps < 5 {
            state = walker.update(state, .press(.key)).0
            steps += 1
        }
        #expect(state.alert?.resource == "nfc")
        #expect(walker.alertTitle(state) == "\u{201C}Tags\u{201D} Would Like to Read NFC Tags")
        let answered = walker.update(state, .choose(0, .key)).0
        #expect(answered.permissions.state(of: "nfc") == .denied)
        #expect(walker.privacyEntries(answered).map(\.displayName) == ["NFC tags"])
    }

    /// The editor schema lists the catalog's resources, in its order: a resource added to the
    /// catalog and not to the schema fails here.
    @Test func theSchemaListsTheCatalogsResources() throws {
        let url = WalkFixture.root.appendingPathComponent("docs/permflow.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let resource = try #require(definitions["resource"] as? [String: Any])
        let names = try #require(resource["enum"] as? [String])
        #expect(names == catalog.ids.map(\.rawValue))
        #expect((resource["enumDescriptions"] as? [String])?.count == names.count)
        // The alert screen's `on:` keys per resource: each resource in one group, whose keys
        // are its alert's outcome keys on any iOS version.
        let alertScreen = try #require(definitions["alertScreen"] as? [String: Any])
        var grouped: [String] = []
        for condition in alertScreen["allOf"] as? [[String: Any]] ?? [] {
            let ifResource = (condition["if"] as? [String: Any])?["properties"] as? [String: Any]
            guard let group = (ifResource?["resource"] as? [String: Any])?["enum"] as? [String] else { continue }
            let on = ((condition["then"] as? [String: Any])?["properties"] as? [String: Any])?["on"] as? [String: Any]
            let keys = Set(try #require((on?["propertyNames"] as? [String: Any])?["enum"] as? [String]))
            for name in group {
                #expect(Set(try entry(ResourceID(name)).outcomes.map(\.key.rawValue)) == keys, "\(name) in the schema")
            }
            grouped += group
        }
        #expect(grouped.sorted() == names.sorted())
    }
}

/// `AlertText.statuses` reads each string's evidence without making the string (a walk asks it
/// of every alert it shows): it must stay the status of each of `strings`, in order, for every
/// built-in text on every iOS version drawn, carried-over versions included.
@Suite struct AlertTextStatusTests {
    @Test func statusesAreTheStringsStatuses() {
        var checked = 0, withExtras = 0
        for resource in SystemAlertCatalog.standard.resources {
            let locales = Set(resource.alerts.map(\.locale)).sorted()
            for locale in locales {
                for version in IOSVersions.table.map(\.version) {
                    guard let text = resource.alert(locale: locale, ios: version) else { continue }
                    #expect(text.statuses == text.strings.map(\.evidence.status), "\(resource.id) \(locale) iOS \(version)")
                    checked += 1
                    if text.picker != nil || text.libraryCounts != nil || text.precise != nil { withExtras += 1 }
                }
            }
        }
        // Every kind of string counts: pickers (contacts), library counts (photos), Precise (location).
        #expect(checked > 100 && withExtras > 10)
    }
}
