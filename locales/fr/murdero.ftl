# Murdero: the score ledger (rules, console and table screen).

## Game terms
murdero-colour-red = rouge
murdero-colour-blue = bleu
murdero-colour-green = vert
murdero-stage-crime-scene = Scène de crime
murdero-stage-victim = Victime
murdero-stage-evidence = Indice
murdero-stage-suspect = Suspect
murdero-stage-weapon = Arme
murdero-stage-card = carte

## What the rules refuse
murdero-refusal-player-count = Murdero se joue de 2 à 4 joueurs, pas { $count }.
murdero-refusal-partners-four = Murdero en équipe demande exactement quatre joueurs.
murdero-refusal-decks = Jouez avec un à quatre paquets.
murdero-refusal-unnamed = Chaque joueur doit avoir un nom.
murdero-refusal-same-name = Deux joueurs s'appellent { $name }.
murdero-refusal-not-set-up = Préparez d'abord la partie.
murdero-refusal-set-up-twice = La partie est déjà préparée.
murdero-refusal-over = La partie est finie : commencez-en une nouvelle.
murdero-refusal-no-such-hand = Il n'y a pas de manche { $hand } à corriger.
murdero-refusal-correction-ends-early = Avec cette correction, la partie aurait pris fin après la manche { $hand }, mais d'autres manches ont été jouées ensuite.
murdero-refusal-rows = La manche a { $rows } lignes, mais la partie compte { $players } joueurs.
murdero-refusal-player = { $player } : { $problem }
murdero-refusal-no-winner = Indiquez qui a complété un dossier.
murdero-refusal-unknown-winner = Un gagnant ne fait pas partie des joueurs.
murdero-refusal-winner-twice = { $player } figure deux fois parmi les gagnants.
murdero-refusal-incomplete = { $player } n'a aucun dossier complet : un dossier demande chaque valeur de 1 à 5 (un Joker peut en remplacer une).
murdero-refusal-unknown-reverser = Renvoi des charges a été joué par quelqu'un qui n'est pas dans la partie.
murdero-refusal-reverse-charges = { $player } a { $cards } { $cards ->
    [one] carte
    [many] cartes
   *[other] cartes
} en main : Renvoi des charges ne se joue que s'il en reste trois ou moins.
murdero-refusal-too-many-in-play = { $played } cartes { $stage } ({ $colour }) sont en jeu, mais il n'en existe que { $exists }.
murdero-refusal-too-many-seen = { $seen } cartes { $stage } sont saisies en jeu et en main, mais il n'en existe que { $exists }.
murdero-joker-alone = Un Joker ne peut pas être seul : le dossier { $colour } est vide.
murdero-joker-no-crime-scene = Le dossier { $colour } n'a pas de Scène de crime (1) : un dossier commence par elle, et un Joker ne peut pas la remplacer.
murdero-case-gap = Le dossier { $colour } a une carte { $highest } ({ $highest_value }) mais pas de { $gap } ({ $gap_value }) : un dossier se construit dans l'ordre des valeurs, depuis une Scène de crime.

## The score explained, line by line
murdero-line-of-partner = { $player } : { $what }
murdero-line-case = dossier { $colour } { $values }
murdero-line-case-joker = dossier { $colour } { $values } + Joker
murdero-line-real-estate = Immobilier : { $scenes } { $scenes ->
    [one] Scène de crime compte
    [many] Scènes de crime comptent
   *[other] Scènes de crime comptent
} 4, pas 1 (ordre des règles maison)
murdero-line-in-hand = en main : { $values }{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } carte Action à 0
    [many] {" "}+ { $actions } cartes Action à 0
   *[other] {" "}+ { $actions } cartes Action à 0
}
murdero-line-in-hand-none = en main :{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } carte Action à 0
    [many] {" "}+ { $actions } cartes Action à 0
   *[other] {" "}+ { $actions } cartes Action à 0
}
murdero-line-won = manche gagnée : cartes en jeu doublées
murdero-line-won-completer = manche gagnée : cartes en jeu doublées (pour qui a complété)

## House rules
murdero-house-real-estate-before = Règle maison : les Scènes de crime de l'Immobilier comptent 4 avant que le gagnant double.
murdero-house-real-estate-after = Règle maison : les 3 points en plus par Scène de crime de l'Immobilier s'ajoutent après le doublement.
murdero-house-tie = Règle maison : si plusieurs camps dépassent l'objectif, le plus haut gagne ; en cas d'égalité, on joue une autre manche.
murdero-house-whole-team = Règle maison : une équipe gagnante double les cartes en jeu des deux partenaires.
murdero-house-completer-only = Règle maison : seul le partenaire qui a complété le dossier double ses cartes en jeu.

## The history and the resume list
murdero-ending-completed = { $players } : dossier complété
murdero-ending-reverse-charges = { $player } a joué Renvoi des charges
murdero-ending-case-file = la Pioche est épuisée
murdero-did-setup = { $partners ->
    [yes] Murdero en équipe
   *[no] Murdero
} : { $players }, objectif { $target }
murdero-did-hand = Manche { $hand } : { $ending }
murdero-did-correct = Manche { $hand } corrigée : { $ending }
murdero-did-before-setup = Une manche avant la préparation de la partie
murdero-ended = Gagnée par { $side }
murdero-progress-not-set-up = Pas préparée
murdero-progress-won = Gagnée par { $side } · { $scores }
murdero-progress = Après la manche { $hands } · { $scores }

## The console
murdero-new-game = Nouvelle partie de Murdero
murdero-setup-help = De deux à quatre joueurs, dans l'ordre des places. Laissez vides les places libres.
murdero-player-placeholder = Joueur { $seat } (ordre des places)
murdero-partnership = Murdero en équipe : quatre joueurs, places 1 et 3 contre 2 et 4, jusqu'à 200
murdero-decks = Paquets mélangés ensemble
murdero-house-rules = Règles maison (les règles ne tranchent pas)
murdero-real-estate-before = Les Scènes de crime de l'Immobilier comptent 4 avant que le gagnant double
murdero-whole-team = Une équipe gagnante double les cartes des deux partenaires
murdero-completer-only = Seul le partenaire qui a complété le dossier double
murdero-start = Lancer la partie
murdero-game-on = La partie est lancée : saisissez chaque manche à sa fin.
murdero-recorded = Enregistré.
murdero-wins-the-game = { $side } gagne la partie !
murdero-won-the-game = { $side } a gagné la partie.
murdero-correcting-status = Correction de la manche { $hand }.
murdero-correcting = Correction de la manche { $hand }
murdero-hand = Manche { $hand }
murdero-ledger-hand = Manche { $hand } : { $scores }
murdero-save-correction = Enregistrer la correction
murdero-record-hand = Enregistrer la manche
murdero-with-enter = { $action } (Entrée)
murdero-cancel-correction = Annuler la correction
murdero-correct-a-hand = Corriger une manche…
murdero-correct-hand = Corriger la manche { $hand }
murdero-count-help = Comptez les cartes par valeur ({ $stages }) : combien de chaque sont en jeu par couleur, et combien restent en main.
murdero-first-to = Le premier à { $target } gagne.
murdero-hands-so-far = Manches jouées
murdero-joker = Joker
murdero-in-hand = En main
murdero-action-cards = Cartes Action en main
murdero-real-estate = Immobilier en jeu
murdero-nobody-doubles = Personne ne double.
murdero-how-ended = Comment finit la manche ?
murdero-case-completed = Un dossier a été complété
murdero-reverse-charges = Renvoi des charges
murdero-case-file-ran-out = La Pioche est épuisée
murdero-not-yet = Pas encore : { $refusal }
murdero-side-won-hand = { $side } : { $points } (manche gagnée)

## The table screen
murdero-table-waiting = Murdero : saisie des joueurs en cours.
murdero-table-wins = { $side } gagne !
murdero-table-first-to = Premier à { $target }
murdero-table-won = { $score } (gagné)
