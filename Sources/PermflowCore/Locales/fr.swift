// The French locale file: every word the simulated iPhone shows in French, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export fr` prints it as a pack's JSON; a pack may correct or extend any of it.

extension BuiltInLocales {
    static let french = LocalePack(
        locale: "fr",
        vocabulary: [
            "alert-image-words": [
                "alerte système", "alerte d'autorisation", "fenêtre d'autorisation", "capture de l'alerte",
            ],
            "alert-title-patterns": [
                "souhaite (accéder|vous envoyer|utiliser)", "^\\s*autoriser\\s+«\\s*.+\\s*»\\s+à",
            ],
            "allow-like": [
                "autoriser", "ok", "oui", "accepter", "j'accepte", "activer", "permettre", "d'accord", "donner accès",
            ],
            "allow-like-exact": [
                "bien sûr",
            ],
            "annotation-patterns": [
                "\\b(appuyez|appuie|touchez|touche|choisissez|choisis|sélectionnez)\\s+(sur\\s+)?«?\\s*(autoriser|ok)\\b",
            ],
            "continue-like": [
                "continuer", "suivant", "poursuivre",
            ],
            "exit-button-words": [
                "plus tard", "ignorer", "passer", "annuler", "fermer", "non", "retour", "refuser", "quitter",
                "ne pas autoriser",
            ],
            "exit-words": [
                "pas maintenant", "peut-être plus tard", "non merci", "non, merci", "me le rappeler plus tard",
            ],
            "generic-button-labels": [
                "OK", "Continuer",
            ],
            "incentive-exceptions": [
                "points d'intérêt", "reste gratuit", "rester gratuit",
            ],
            "incentive-words": [
                "récompense", "récompenses", "bonus", "réduction", "remise", "gratuit", "gratuite", "gratuitement",
                "cadeau", "cadeaux", "points", "prime", "coupon", "bon de réduction", "cashback", "débloquer",
            ],
            "suggested-button-titles": [
                "Continuer", "Suivant",
            ],
            "system-button-labels": [
                "Ne pas autoriser", "Autoriser", "Autoriser une fois", "Autoriser lorsque l’app est active",
                "Demander à l’app de ne pas me suivre", "Refuser", "OK",
            ],
        ]
    )
}
