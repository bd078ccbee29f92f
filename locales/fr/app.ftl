# Around the games: the windows, the toolbar, the banners, the lock, the recap, undo and the
# history, the sealed setup, the table screen's own words, saved-game and settings problems,
# and sound.

## The windows and the toolbar ($shortcut: the keys, e.g. Ctrl+T).

# The app's name, as the title of the home screen, the lock and the table screen.
app-name = Alibi
app-console-title = Alibi — console
app-table-title = Alibi — table
app-open-table-window = Ouvrir la table ({ $shortcut })
app-close-table-window = Fermer la table ({ $shortcut })
app-table-mode = Mode table ({ $shortcut })
app-table-mode-back = { $shortcut } revient à la console
app-show-on-phones = Sur les téléphones
app-recap = Récap ({ $shortcut })
app-lock = Verrouiller ({ $shortcut })
app-dismiss = Fermer

## Banners.

app-resealing-wait = Un instant : les parties enregistrées sont scellées avec le nouveau PIN.
app-recap-needs-game = Un récap raconte une partie de Crimewave ou d'Intent to Kill : ouvrez-en une d'abord.
app-lock-needs-pin = Définissez un PIN dans les réglages de l'écran d'accueil pour verrouiller la console.
# $problem: why the settings could not be saved (settings-…).
app-pin-unchanged = { $problem }. Le PIN n'a pas changé.
app-resealing = Scellement des parties enregistrées avec le nouveau PIN…
app-reseal-stopped = Le scellement des parties s'est arrêté sans prévenir : certaines sont peut-être encore scellées avec l'ancien PIN.
app-pin-saved = { $count ->
    [one] PIN enregistré. { $count } fichier de partie scellé avec lui.
    [many] PIN enregistré. { $count } fichiers de partie scellés avec lui.
   *[other] PIN enregistré. { $count } fichiers de partie scellés avec lui.
}
app-pin-removed = { $count ->
    [one] PIN retiré. { $count } fichier de partie écrit en clair : quiconque l'ouvre peut le lire.
    [many] PIN retiré. { $count } fichiers de partie écrits en clair : quiconque les ouvre peut les lire.
   *[other] PIN retiré. { $count } fichiers de partie écrits en clair : quiconque les ouvre peut les lire.
}
# After app-pin-saved or app-pin-removed ($report), the files that could not be changed follow.
app-reseal-left = { $report } Laissés tels quels :
# Two sentences one after the other.
app-then = { $first } { $second }
# $path: the file; $game: the name of the game in the file.
app-unknown-game = { $path } est une partie de « { $game } », que cette version d'Alibi ne connaît pas.
# Why the display can't be kept awake (the system's own words follow in small type).
app-awake-no-session = Alibi ne peut pas garder l'écran allumé : cet ordinateur n'a pas de session de bureau à qui le demander. Si l'écran s'éteint pendant une partie, désactivez sa mise en veille dans les réglages du système.
app-awake-refused = Alibi ne peut pas garder l'écran allumé : le système a refusé. Si l'écran s'éteint pendant une partie, désactivez sa mise en veille dans les réglages du système.
# $why: app-awake-no-session or app-awake-refused.
app-awake-failed-once = { $why } Les réglages de l'écran d'accueil gardent cette raison ; elle ne sera plus répétée.
# What the system's power settings show while a game is open.
app-awake-reason = Arbitrage d'un jeu de société en cours

## The lock.

lock-locked = La console est verrouillée. Saisissez le PIN pour continuer : il ouvre aussi les parties scellées.
lock-pin = PIN
lock-unlock = Déverrouiller
lock-wrong = Ce n'est pas le PIN.
lock-wrong-wait = { $seconds ->
    [one] Ce n'est pas le PIN. Attendez { $seconds } seconde avant le prochain essai.
    [many] Ce n'est pas le PIN. Attendez { $seconds } secondes avant le prochain essai.
   *[other] Ce n'est pas le PIN. Attendez { $seconds } secondes avant le prochain essai.
}
lock-next-try = { $seconds ->
    [one] Prochain essai dans { $seconds } seconde.
    [many] Prochain essai dans { $seconds } secondes.
   *[other] Prochain essai dans { $seconds } secondes.
}

## The recap.

recap-story-of = L'histoire de { $name }
recap-goes-on = La partie continue : ses secrets seront révélés ici à la fin.
recap-key-moments = Moments clés
recap-none-yet = Pas encore.
recap-show-secrets = Montrer les secrets
recap-secrets = Les secrets
recap-back = Retour à la partie
recap-export = Exporter en PNG
recap-saving = Enregistrement de l'image…
recap-saved-as = Enregistrée sous { $path }
recap-not-saved = L'image n'a pas pu être enregistrée : { $problem }
recap-export-stopped = l'export s'est arrêté sans prévenir
# $path: the picture's file; $error: the system's reason.
recap-not-written = { $path } ({ $error })
recap-refereed = Arbitré par Alibi
# Why a picture could not be drawn.
picture-no-renderer = aucun moteur de rendu n'a pu être créé pour la dessiner
picture-wrong-size = le moteur de rendu a dessiné un mauvais nombre de pixels
picture-not-encoded = elle n'a pas pu être encodée en PNG ({ $error })
recap-why-alibi-chose = Pourquoi Alibi a fait ces choix :
# A key moment: its mark, its round (recap-before-play or recap-round) and what happened.
recap-moment = { $mark } · { $round } : { $what }
recap-before-play = avant la manche 1
recap-round = manche { $round }
# The timeline's axis.
recap-axis-round = Manche
recap-axis-start = début
# The chart's key: a moment's mark and its kind.
recap-mark-key = { $mark } { $kind }
# The letters that mark the moments on the chart, and their kinds.
recap-mark-hit = A
recap-mark-trial = P
recap-mark-relocation = D
recap-mark-escape = É
recap-mark-murder = M
recap-kind-hit = attaque
recap-kind-trial = procès
recap-kind-relocation = déménagement
recap-kind-escape = évasion
recap-kind-murder = meurtre

## Undo, redo and the history ($label: the action, as the game says it).

history-title = Historique
history-undo = Annuler : { $label } (Ctrl+Z)
history-redo = Rétablir : { $label } (Ctrl+Shift+Z)
history-nothing-to-undo = Rien à annuler
history-nothing-to-redo = Rien à rétablir
history-undone = Annulé : { $label }
history-redone = Rétabli : { $label }
history-went-back = { $count ->
    [one] { $count } action annulée ; « Rétablir » la ramène
    [many] { $count } actions annulées ; « Rétablir » les ramène
   *[other] { $count } actions annulées ; « Rétablir » les ramène
}
# An entry of the history: its number and the action.
history-entry = { $number }. { $label }
history-now = actuel
history-back-to-here = revenir ici
history-back-to-start = Revenir au début
history-saving = sauvegarde…
history-home = Accueil (enregistré)
# $error: why the save failed (file-…).
history-not-saved = { $error } La partie reste ouverte ; Alibi enregistrera de nouveau après la prochaine action.

## The sealed setup.

seal-none = Secrets scellés : aucun maillon n'a été créé dans cette partie.
seal-holds = Secrets scellés : chaque maillon correspond à la partie jouée.
seal-broken = Secrets scellés : LA CHAÎNE NE CORRESPOND PAS À LA PARTIE (voir ci-dessous).
# $number: the link's place in the chain; $summary: seal-summary.
seal-link = Maillon { $number }, { $summary }
seal-fingerprint = {"    "}Empreinte : { $fingerprint }
seal-check-by-hand = {"    "}Vérifier à la main : { $command }
# $at: how many actions were left; $line: seal-corrected.
seal-after-undo = Après annulation jusqu'à l'action { $at } : { $line }
# A link in one line ($when: seal-after…; $short: its short fingerprint; $secrets: the
# secrets or seal-no-secrets; $salt; $verdict: seal-matches or seal-mismatch…).
seal-summary = { $when } : { $short } — { $secrets } — sel { $salt } — { $verdict }
seal-after = après l'action { $after }
seal-after-label = après l'action { $after } ({ $label })
seal-no-secrets = la partie rejouée n'a pas de secrets à ce stade
seal-matches = correspond
seal-mismatch = NE CORRESPOND PAS : recalculé { $recomputed }, enregistré { $saved }
seal-mismatch-nothing = NE CORRESPOND PAS : rien à recalculer
seal-unsealed = NON SCELLÉ : les secrets ont changé après l'action { $after } et aucun maillon ne les scelle
# $line: what the table had read (an answer, a murder, or seal-withdrawn-link).
seal-corrected = Corrigé : { $line } a été retiré
# A link of the chain that an undo took back, as $line of seal-corrected ($short: its
# short fingerprint).
seal-withdrawn-link = le maillon { $short } des secrets scellés
# The strip under the table screen ($short, $now, $before: short fingerprints).
seal-strip = Secrets scellés { $short }
seal-strip-resealed = Secrets scellés { $now } · rescellés après l'action { $after } (avant : { $before })
seal-strip-more = { $count ->
    [one] { $count } correction en tout (chacune figure dans la révélation)
    [many] { $count } corrections en tout (chacune figure dans la révélation)
   *[other] { $count } corrections en tout (chacune figure dans la révélation)
}

## The table screen.

table-waiting = Écran de table : en attente d'une partie sur la console.
table-thinking = Alibi réfléchit…

## Saved games that can't be opened or saved ($file: the file; $why: the system's reason).

file-unreadable = Impossible de lire { $file } : { $why }.
file-not-a-record = { $file } n'est pas un enregistrement de partie Alibi.
file-newer = { $file } a été enregistré par un Alibi plus récent (format { $version } ; cet Alibi lit le format { $known }). Mettez Alibi à jour pour l'ouvrir ; le fichier reste tel quel.
file-other-game = { $file } est une partie de { $game }, pas de ce jeu.
# $what: file-damaged-….
file-damaged = { $file } est endommagé : { $what }. Le fichier reste tel quel.
file-sealed = { $file } est scellé par un PIN et ne s'ouvre qu'avec lui. Le fichier reste tel quel.
file-other-pin = { $file } est scellé par un autre PIN : le PIN actuel ne l'ouvre pas. Le fichier reste tel quel.
file-unwritable = Impossible d'enregistrer { $file } : { $why }.
# What is damaged ($error: the reader's own words).
file-damaged-json = le JSON est tronqué ou mal formé ({ $error })
file-damaged-header = son en-tête est incomplet ({ $error })
file-damaged-sealed-part = sa partie scellée est illisible ({ $error })
file-damaged-no-record = sa partie scellée ne contient aucun enregistrement ({ $error })
file-damaged-actions = ses actions sont illisibles ({ $error })
# An action of the record the rules refuse ($position: its place; $label: the action; $refusal: why).
file-damaged-refused = l'action { $position } (« { $label } ») est refusée par les règles : { $refusal }
file-damaged-unknown-seal = il est scellé d'une façon que cet Alibi ne connaît pas ({ $cipher } avec { $kdf })
file-damaged-costs = ses coûts de scellement sont hors limites
file-damaged-costs-unusable = ses coûts de scellement sont inutilisables ({ $error })
file-damaged-salt = son sel est abîmé
file-damaged-check = son contrôle de PIN est abîmé
file-damaged-nonce = son nonce est abîmé
file-damaged-base64 = sa partie scellée n'est pas du base64 valide
file-damaged-key = aucune clé n'a pu être dérivée du PIN ({ $error })
file-damaged-changed = sa partie scellée échoue au contrôle d'intégrité (elle a été modifiée)

## The settings file ($file: the file; $error: the system's reason).

settings-unreadable = Impossible de lire { $file } : { $error }. Valeurs par défaut utilisées.
settings-damaged = { $file } est endommagé ({ $error }). Valeurs par défaut utilisées ; le fichier sera conservé sous { $aside } au prochain changement de réglage.
settings-ignored = { $count ->
    [one] { $file } : réglage illisible ignoré : { $names }.
    [many] { $file } : réglages illisibles ignorés : { $names }.
   *[other] { $file } : réglages illisibles ignorés : { $names }.
}
settings-not-kept-aside = Impossible de mettre de côté le fichier endommagé { $file } : { $error }
settings-not-saved = Impossible d'enregistrer les réglages dans { $file } : { $error }

## Sound.

sound-no-library = Pas de son : le système audio ({ $library }) n'a pas pu être chargé ({ $error }) ; le chrono clignote sur les deux fenêtres à la place
sound-no-call = Pas de son : { $library } n'a pas { $call } ; le chrono clignote à la place

## The end-of-game reveal's guard on a private console: the PIN, or without one a word.

# The word typed to show the secrets (English "reveal" is always understood too).
lock-reveal-word = révéler
# $word: lock-reveal-word.
lock-reveal-type = Tapez « { $word } » pour montrer tous les secrets sur cet écran :
lock-reveal-pin = Tapez le PIN pour montrer tous les secrets sur cet écran :
lock-reveal-show = Montrer les secrets
lock-reveal-hide = Cacher les secrets
lock-reveal-not-the-word = Ce n'est pas le mot.

## What the rules change on the board on their own, as the table is told to do it.

rules-changes = Ce que les règles changent sur le plateau
## The history once the game has ended for good (the secrets are on the table): nothing goes back.

history-end-is-final = La fin est définitive : rien ne peut être annulé
history-ended = La partie est terminée : { $ended }. Annuler ne revient pas sur la fin.
# The system's own words follow in small type.
sound-none = Pas de son : le système audio de cet ordinateur ne s'ouvre pas, le chrono clignote donc sur les deux fenêtres à la place.
