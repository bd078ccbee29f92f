# Crime Story: the storytelling game's bookkeeping (rules, console and table screen).

## The rulebook's story starters
crime-story-starter-1 = Il n'y avait rien d'ordinaire chez … quand…
crime-story-starter-2 = L'horloge de la tour indiquait 10 h 00.
crime-story-starter-3 = Le silence de la nuit fut soudain troublé par un cri terrible…
crime-story-starter-4 = Il est assis dans son fauteuil et boit un café.
crime-story-starter-5 = Des larmes coulaient sur sa joue.
crime-story-starter-6 = Quand je repense à ce moment dans le…
crime-story-starter-7 = Un, deux, trois – encore deux pas.
crime-story-starter-8 = Par où commencer – pensa-t-il…

## What the rules refuse
crime-story-refusal-player-count = Crime Story se joue de 3 à 6 joueurs, pas { $count }.
crime-story-refusal-starter = Le premier joueur doit faire partie des joueurs.
crime-story-refusal-no-certificates = Chaque joueur a besoin d'au moins un certificat de folie.
crime-story-refusal-unnamed = Chaque joueur doit avoir un nom.
crime-story-refusal-same-name = Deux joueurs s'appellent { $name }.
crime-story-refusal-no-such-player = Joueur inconnu.
crime-story-refusal-not-set-up = Préparez d'abord la partie.
crime-story-refusal-over = La partie est finie.
crime-story-refusal-question-first = Dites d'abord si la dernière carte défaussée était la carte du meurtrier.
crime-story-refusal-capture-nobody = Une prise ne nomme aucun joueur.
crime-story-refusal-own-words = Les propres mots de l'Auteur vont sur la pile du meurtrier, pas à l'Auteur.
crime-story-refusal-out-of-play = { $player } est hors jeu.
crime-story-refusal-listed-twice = { $player } figure deux fois.
crime-story-refusal-holds-only = { $player } n'a que { $cards } { $cards ->
    [one] carte
    [many] cartes
   *[other] cartes
}.
crime-story-refusal-accuse-a-player = Accusez l'un des joueurs.
crime-story-refusal-accuse-self = L'Auteur ne peut pas s'accuser lui-même.
crime-story-refusal-no-card-left = { $player } n'a plus de carte et ne peut donc pas avoir la carte du meurtrier.
crime-story-refusal-no-certificate-left = Plus aucun certificat.
crime-story-refusal-veto-last = Seule la dernière phrase racontée peut recevoir un veto.
crime-story-refusal-no-such-sentence = Phrase inconnue.
crime-story-refusal-fine-variant = Les amendes pour mot réutilisé n'existent que dans la variante « plus difficile ».
crime-story-refusal-nobody-discarded = Personne n'a défaussé de dernière carte à l'instant.
crime-story-refusal-didnt-discard = { $player } n'a pas défaussé de dernière carte à l'instant.
crime-story-refusal-murderer-secret = Le meurtrier reste secret jusqu'à la fin de la partie.
crime-story-refusal-scored = La partie est déjà comptée.
crime-story-refusal-set-up-twice = La partie est déjà préparée.
crime-story-refusal-no-such-starter = Amorce inconnue.
crime-story-accuse-no-murderer = Cette partie se joue sans meurtrier.
crime-story-accuse-no-capture = Pour accuser, l'Auteur doit prendre au moins une carte ce tour-ci.
crime-story-accuse-no-certificate = Pour accuser, l'Auteur doit jouer un certificat de folie, et il n'en a plus.
crime-story-accuse-too-few = Dans cette partie, un joueur doit avoir pris { $count } { $count ->
    [one] carte
    [many] cartes
   *[other] cartes
} avant d'accuser.

## What is near
crime-story-warning-two-left = Encore un joueur éliminé et la partie s'arrête : il n'en resterait que deux.
crime-story-warning-last-certificate = { $player } a son dernier certificat de folie.
crime-story-warning-last-card = { $player } n'a plus qu'une carte.
crime-story-warning-dry-round-now = Aucune prise ce tour de table : si ce tour ne prend rien, chacun défausse une carte.
crime-story-warning-dry-round-in = Panne sèche dans { $turns } { $turns ->
    [one] tour
    [many] tours
   *[other] tours
} sans prise.

## Variants and house rules
crime-story-rule-certificates = { $count } { $count ->
    [one] certificat
    [many] certificats
   *[other] certificats
} de folie chacun (la règle ne donne pas de nombre).
crime-story-rule-veto = Règle maison : l'Auteur d'une phrase refusée par veto donne une carte de points à la pile du meurtrier ; ses prises restent.
crime-story-rule-dry-round = Règle maison : les cartes défaussées lors d'une panne sèche quittent la partie.
crime-story-rule-no-certificates = Règle maison : un joueur sans certificat est éliminé et ne peut pas gagner.
crime-story-rule-no-timer = Pas de chrono.
crime-story-rule-timer = Règle maison : { $seconds } { $seconds ->
    [one] seconde
    [many] secondes
   *[other] secondes
} par phrase.
crime-story-variant-no-cap = Variante (plus facile) : sans plafond de 2 cartes.
crime-story-variant-no-murderer = Variante (plus facile) : pas de meurtrier.
crime-story-variant-wrong-loses = Variante (plus difficile) : une fausse accusation fait perdre.
crime-story-variant-fine = Variante (plus difficile) : réutiliser un mot coûte une carte de points (amende en règle maison).
crime-story-variant-small-table = Variante (3–4 joueurs) : { $count } { $count ->
    [one] carte prise
    [many] cartes prises
   *[other] cartes prises
} avant d'accuser.

## The final score
crime-story-score-in-hand = cartes en main
crime-story-score-captured = cartes prises
crime-story-score-certificates = certificats de folie restants
crime-story-score-pile = la pile du meurtrier, jamais démasqué
crime-story-score-murderer-card = la carte du meurtrier en main compte 3, pas 1
crime-story-score-discarded-card = la carte du meurtrier défaussée (règle maison)
crime-story-score-found = la carte du meurtrier, pour l'avoir démasqué

## The history and the resume list
crime-story-did-setup = Crime Story : { $players }
crime-story-did-starter = Amorce : { $starter }
crime-story-did-sentence = { $author } : une phrase qui prend { $cards } { $cards ->
    [one] carte
    [many] cartes
   *[other] cartes
}{ $own ->
    [0] {""}
    [one] , { $own } de ses propres mots
    [many] , { $own } de ses propres mots
   *[other] , { $own } de ses propres mots
}{ $verdict ->
    [right] , a accusé { $accused } à raison
    [wrong] , a accusé { $accused } à tort
   *[none] {""}
}
crime-story-did-timeout = { $author } : temps écoulé, certificat de folie
crime-story-did-certificate = { $author } : certificat de folie
crime-story-did-veto = Veto : la dernière phrase est rayée
crime-story-did-fine = { $player } : amende pour mot réutilisé
crime-story-did-murderer-discarded = { $player } a défaussé la carte du meurtrier
crime-story-did-not-murderer = La dernière carte défaussée n'était pas la carte du meurtrier
crime-story-did-reveal = Le meurtrier était { $player }
crime-story-progress-not-set-up = Pas préparée
crime-story-progress-over = Finie : { $why ->
    [two-left] deux joueurs restants
    [found] meurtrier démasqué
   *[discarded] carte du meurtrier défaussée
}
crime-story-progress-won = Finie : { $why ->
    [two-left] deux joueurs restants
    [found] meurtrier démasqué
   *[discarded] carte du meurtrier défaussée
} · gagnée par { $winners }
crime-story-progress = Tour { $turn } · Auteur { $author } · { $players } { $players ->
    [one] joueur
    [many] joueurs
   *[other] joueurs
} en lice

## What an accepted action did
crime-story-outcome-kept = { $kept } { $kept ->
    [one] carte gardée
    [many] cartes gardées
   *[other] cartes gardées
}, pile du meurtrier +{ $pile }
crime-story-outcome-found = meurtrier démasqué
crime-story-outcome-wrong = fausse accusation
crime-story-outcome-time-ran-out = temps écoulé
crime-story-outcome-struck-nothing = rayée, aucune carte de points à céder
crime-story-outcome-struck = rayée, une carte de points à la pile du meurtrier
crime-story-outcome-fine-nothing = pas de carte de points pour l'amende
crime-story-outcome-fined = une carte de points à la pile du meurtrier
crime-story-outcome-card-out = la carte du meurtrier est sortie

## Shared by the console and the table
crime-story-status-in-play = en lice
crime-story-status-out-empty = ÉLIMINÉ : plus de cartes
crime-story-status-out-certificates = ÉLIMINÉ : sans certificat, ne peut gagner
crime-story-status-lost = PERDU : fausse accusation
crime-story-end-two-left = Il ne reste que deux joueurs : la partie est finie.
crime-story-end-found = Le meurtrier est démasqué : la partie est finie.
crime-story-end-card-discarded = Le meurtrier a dû défausser la carte du meurtrier : la partie est finie.
crime-story-last-card-question = { $players } : dernière carte défaussée. Était-ce la carte du meurtrier ?
crime-story-verdict = Le meurtrier était { $murderer }. Victoire : { $winners }.
crime-story-verdict-no-murderer = Victoire : { $winners }.
crime-story-counts = Pile du meurtrier { $pile } · défaussées { $discarded }
crime-story-counts-dry-round = { $counts } · panne sèche dans { $turns } { $turns ->
    [one] tour
    [many] tours
   *[other] tours
} sans prise

## The table screen
crime-story-table-waiting = Crime Story : saisie des joueurs en cours.
crime-story-table-author = AUTEUR : { $player }
crime-story-table-turn = Tour { $turn }
crime-story-table-mark-author = AUTEUR
crime-story-table-mark-evidence = PREUVE
crime-story-table-board = main { $hand } · prises { $captured }
    certificats { $certificates }
crime-story-table-dry-round = Panne sèche : { $question }
crime-story-table-starter = « { $starter } »
crime-story-table-read-from-card = (lue sur la carte)
crime-story-table-told-aloud = (dite à voix haute)
crime-story-table-certificate-line = { $player } : { $text } [certificat de folie]
crime-story-table-no-timer = Pas de chrono
crime-story-table-hurry = VITE !
crime-story-table-seconds-left = { $seconds ->
    [one] seconde restante
    [many] secondes restantes
   *[other] secondes restantes
}
crime-story-table-the-author = L'Auteur
crime-story-table-time = TEMPS !
crime-story-table-timed-out = { $player } a joué un certificat de folie
crime-story-table-not-started = { $seconds ->
    [one] seconde, chrono non lancé
    [many] secondes, chrono non lancé
   *[other] secondes, chrono non lancé
}
crime-story-table-cant-win = ne peut gagner

## The console: setting up
crime-story-new-game = Nouvelle partie de Crime Story
crime-story-setup-help = De trois à six joueurs, dans le sens horaire. Le premier Auteur est celui qui a lu un roman policier le plus récemment. Personne ne dit à l'appli qui est le meurtrier.
crime-story-player-placeholder = Joueur { $seat } (sens horaire)
crime-story-first-author = premier Auteur
crime-story-certificates-each = Certificats de folie par joueur
crime-story-timer = Chrono par phrase (secondes, 0 = aucun)
crime-story-warn-in-last = alerte dans les
crime-story-warn-seconds = dernières secondes
crime-story-variants = Variantes
crime-story-small-table = 3–4 joueurs : 2 certificats, 3 prises avant d'accuser
crime-story-no-cap = Plus facile : sans plafond de 2 cartes
crime-story-no-murderer = Plus facile : pas de meurtrier (fin à deux joueurs restants)
crime-story-wrong-loses = Plus difficile : une fausse accusation fait perdre
crime-story-reused-word-fine = Plus difficile : réutiliser le mot d'un autre coûte une carte de points
crime-story-start = Lancer la partie
crime-story-first-author-named = Le premier Auteur doit faire partie des joueurs nommés.
crime-story-timer-not-seconds = Le chrono par phrase est un nombre entier de secondes.
crime-story-warning-not-seconds = L'alerte est un nombre entier de secondes.

## The console: a turn
crime-story-author-turn = Auteur : { $author } · tour { $turn }
crime-story-no-time-limit = Pas de chrono.
crime-story-seconds = { $seconds } s
crime-story-seconds-hurry = { $seconds } s — VITE
crime-story-time-ran-out = Temps écoulé
crime-story-stop-timer = Stop : la phrase est dite
crime-story-start-timer = Lancer le chrono de { $author }
crime-story-sentence-placeholder = La phrase (la saisir est facultatif)
crime-story-cards-handed = Cartes remises à { $author } (au-delà du plafond de 2, le reste va sur la pile du meurtrier) :
crime-story-own-words = Propres mots de { $author } utilisés (sur la pile du meurtrier)
crime-story-own-words-field = Les propres mots de l'Auteur
crime-story-not-a-count = { $what } : saisissez un nombre de cartes.
crime-story-accuse = « …et le meurtrier est… » : l'Auteur accuse (dépense un certificat)
crime-story-accused-right = Carte du meurtrier révélée : juste
crime-story-accused-wrong = Pas révélée : faux
crime-story-choose-accused = Choisissez qui est accusé.
crime-story-say-revealed = Dites si l'accusé a révélé la carte du meurtrier.
crime-story-fine = Amende pour mot réutilisé :
crime-story-not-yet = Pas encore : { $problem }
crime-story-if-recorded = Si enregistré : { $outcome }.
crime-story-if-recorded-nothing = Si enregistré : aucune carte ne change de main.
crime-story-record-sentence = Enregistrer la phrase (Entrée)
crime-story-certificate-placeholder = La phrase du certificat (facultatif)
crime-story-play-certificate = Jouer un certificat de folie
crime-story-veto = Veto sur la dernière phrase
crime-story-draw-starter = Tirer une amorce
crime-story-recorded = Enregistré.
crime-story-recorded-outcome = Enregistré : { $outcome }.
crime-story-with-dry-round = { $said } Un tour de table entier sans prise : chaque joueur en lice défausse une carte face visible, hors de la partie.
crime-story-timed-out = Temps écoulé : { $author } a joué un certificat de folie.
crime-story-board = { $player } : main { $hand } · prises { $captured } · certificats { $certificates } · { $status }
crime-story-board-evidence = { $board } · détient la preuve du crime
crime-story-starter-line = Amorce : { $starter }
crime-story-certificate-line = { $player } (certificat) : { $text }
crime-story-the-story = L'histoire

## The console: the dry round and the end
crime-story-dry-round = Panne sèche : chacun a défaussé une carte
crime-story-it-was = { $player } avait la carte du meurtrier
crime-story-not-the-murderer-card = Non, pas la carte du meurtrier
crime-story-who-held = Qui avait la carte du meurtrier ? (Demandé seulement maintenant, pour le score.)
crime-story-score-cant-win = { $player } : { $total }, ne peut gagner ({ $lines })
