// The German locale file: every word the simulated iPhone shows in German, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export de` prints it as a pack's JSON; a pack may correct or extend any of it.

extension BuiltInLocales {
    static let german = LocalePack(
        locale: "de",
        vocabulary: [
            "alert-image-words": [
                "systemdialog", "systemhinweis", "berechtigungsdialog", "screenshot des dialogs",
            ],
            "alert-title-patterns": [
                "möchte auf .+ zugreifen", "^\\s*darf\\s+„.+“", "möchte (dir|ihnen) mitteilungen senden",
            ],
            "allow-like": [
                "erlauben", "zulassen", "ok", "okay", "ja", "akzeptieren", "zustimmen", "aktivieren", "einschalten",
                "gewähren", "freigeben", "einverstanden",
            ],
            "allow-like-exact": [
                "klar",
            ],
            "annotation-patterns": [
                "\\b(tippe|tippen sie|wähle|wählen sie|drücke|drücken sie)\\s+(auf\\s+)?„?(erlauben|ok)\\b",
            ],
            "continue-like": [
                "weiter", "fortfahren", "nächste", "nächster schritt",
            ],
            "exit-button-words": [
                "später", "überspringen", "abbrechen", "schließen", "nein", "zurück", "ablehnen", "verlassen",
                "nicht erlauben",
            ],
            "exit-words": [
                "nicht jetzt", "vielleicht später", "nein danke", "nein, danke", "später erinnern",
            ],
            "generic-button-labels": [
                "OK", "Weiter",
            ],
            "incentive-exceptions": [
                "kostenlos bleiben", "bleibt kostenlos",
            ],
            "incentive-words": [
                "belohnung", "belohnungen", "bonus", "rabatt", "gratis", "kostenlos", "geschenk", "geschenke",
                "punkte", "gutschein", "gutscheine", "prämie", "cashback", "% rabatt", "freischalten",
            ],
            "suggested-button-titles": [
                "Weiter", "Fortfahren",
            ],
            "system-button-labels": [
                "Nicht erlauben", "Erlauben", "Einmal erlauben", "Beim Verwenden der App erlauben",
                "App-Tracking ablehnen", "OK",
            ],
        ]
    )
}
