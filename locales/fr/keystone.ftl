# Keystone Crimewave: the caper's bookkeeping (rules, console and table screen).

## Game terms
keystone-intent-focus = Action
keystone-intent-assist = Aide
keystone-intent-prepare = Préparation
keystone-hassle-eliminated = Embrouille éliminée
keystone-hassle-none = Sans embrouille
keystone-hassle-continues = L'embrouille continue
keystone-hassle-continues-new = L'embrouille continue, nouvelle embrouille
keystone-hassle-gets-hassled = Embrouillé
keystone-table-row = { $goal ->
    [achieved] Objectif atteint
   *[missed] Objectif manqué
}, { $hassle }{ $caper ->
    [0] {""}
   *[other] , +{ $caper } Coup
}{ $enforcement ->
    [0] {""}
   *[other] , +{ $enforcement } Police
}
keystone-ending-clean-getaway = Fuite réussie (fin en règle maison)
keystone-ending-caught = Coup réussi, mais les truands sont pris ou perdent le butin (fin en règle maison)
keystone-ending-busted = Coffrés : la police a frappé la première (fin en règle maison)

## What the rules refuse
keystone-refusal-die = Un dé indique de 1 à 6, pas { $face }.
keystone-refusal-complexity = La complexité doit être un multiple du nombre de truands ({ $crooks }) : { $steps }, …
keystone-warning-long = une complexité de { $complexity } rendra sans doute le coup interminable
keystone-refusal-set-up-twice = Les truands sont déjà en place.
keystone-refusal-players = Keystone Crimewave se joue à 3 joueurs ou plus.
keystone-refusal-trigger-tokens = Un déclencheur avec un résultat « embrouillé » donne 2 ou 4 jetons Embrouille.
keystone-refusal-unnamed = Chaque truand doit avoir un nom.
keystone-refusal-same-name = Deux truands s'appellent { $name }.
keystone-refusal-caper-once = Le coup ne se choisit qu'une fois, après la mise en place.
keystone-refusal-roll-off-winner = Le gagnant du jet de départage doit faire partie des joueurs.
keystone-refusal-caper-first = Choisissez le coup et sa complexité avant de planifier les phases.
keystone-refusal-task-crook = La tâche doit revenir à l'un des truands.
keystone-refusal-share = { $crook } a déjà { $share } { $share ->
    [one] tâche
    [many] tâches
   *[other] tâches
} : les phases se répartissent à parts égales entre les truands.
keystone-refusal-no-rolls = Les jets viennent une fois le Plan du coup établi, jusqu'à la fin du coup.
keystone-refusal-no-such-crook = Truand inconnu.
keystone-refusal-rolled = { $crook } a déjà joué son tour cette manche.
keystone-refusal-not-focus = { $crook } n'est pas sur la tâche d'action de cette manche : choisissez Aide ou Préparation.
keystone-refusal-is-focus = { $crook } est le truand d'action et doit s'occuper de la tâche d'action.
keystone-refusal-no-trait = { $crook } n'a pas cet Atout.
keystone-refusal-locked = { $trait_name } est bloqué tant que son déclencheur d'Embrouille est actif.
keystone-refusal-trigger-inactive = Seul un déclencheur d'Embrouille actif peut jouer.
keystone-refusal-tokens = Placez exactement { $traits } { $traits ->
    [one] jeton
    [many] jetons
   *[other] jetons
} Atout sur les blancs et { $hassles } { $hassles ->
    [one] jeton
    [many] jetons
   *[other] jetons
} Embrouille sur les noirs.

## What a roll did
keystone-effect-hassle-next-turn = +{ $tokens } { $tokens ->
    [one] jeton
    [many] jetons
   *[other] jetons
} Embrouille pour le prochain tour de { $crook }
keystone-effect-hassle-next-focus = +1 jeton Embrouille pour la prochaine action de { $crook }
keystone-effect-trait-next-focus = +1 jeton Atout pour la prochaine action de { $crook }
keystone-effect-trait-handed = +1 jeton Atout donné à { $crook } pour cette manche
keystone-effect-assist-lost = Le jeton Atout de l'aide est perdu : le tour d'action est fini
keystone-effect-phase-done = Phase terminée : { $task }

## House rules
keystone-house-ends = Règle maison : le coup s'arrête quand la dernière phase est terminée, ou quand les points de Police atteignent le seuil.
keystone-house-endings = Règle maison : plan terminé avec plus de points de Coup que de Police, c'est une fuite réussie ; sinon, pris ; seuil de Police atteint d'abord, coffrés.
keystone-house-both = Règle maison : si les deux arrivent sur un même jet, { $first ->
    [plan] le plan compte d'abord
   *[law] la police compte d'abord
}.
keystone-house-trigger = Règle maison : un déclencheur avec un résultat « embrouillé » donne { $tokens } jetons Embrouille ; toute embrouille sur un jet d'action en donne 2.
keystone-house-assist = Règle maison : les jets d'Aide et de Préparation donnent 1 jeton, pour la prochaine action, et ces jetons Atout sont dépensés à l'usage.

## The history and the resume list
keystone-did-setup = Truands : { $crooks }
keystone-did-caper = Coup : { $caper }, complexité { $complexity } ; { $starter } planifie en premier
keystone-did-phase = Phase { $phase } : { $task } ({ $crook })
keystone-did-roll = Manche { $round } : { $crook } ({ $intent }) — { $row }
keystone-progress-not-set-up = Pas préparé
keystone-progress-planning = Phase de plan { $phase } sur { $phases }
keystone-progress = Manche { $round } · { $done }/{ $phases } phases · PC { $cp } · PP { $ep }/{ $target }
keystone-progress-over = { $ending } · PC { $cp } · PP { $ep }

## Shared by the console and the table
keystone-rolled = { $crook } a lancé ({ $intent })
keystone-no-roll-yet = Aucun jet.
keystone-caper-points = Points de Coup
keystone-enforcement-points = Points de Police
keystone-master-plan = Plan du coup
keystone-phase-line = { $mark ->
    [done] FAIT{" "}
    [focus] ACTION{" "}
   *[open] {""}
}{ $phase }. { $task } ({ $crook })
keystone-table-waiting = Keystone Crimewave : saisie des truands en cours.
keystone-headline-planning = Plan du coup : { $caper } · phase { $phase } — Cerveau { $planner }, Commentateur { $commenter }
keystone-headline-choosing = Choix du coup
keystone-headline-focus = Manche { $round } · Action : phase { $phase } « { $task } » ({ $crook }){ $achieved ->
    [yes] {" "}— atteinte
   *[no] {""}
}
keystone-headline-round = Manche { $round }
keystone-board-hassled = { $crook } — EMBROUILLÉ
keystone-board-trait = { $trait_name } (+{ $bonus }), déclencheur : { $trigger }
keystone-board-trait-locked = { $trait_name } (+{ $bonus }) — BLOQUÉ, déclencheur actif : { $trigger }
keystone-tokens-hassle-next-turn = { $count } Embrouille au tour suivant
keystone-tokens-hassle-next-focus = { $count } Embrouille à la prochaine action
keystone-tokens-trait-next-focus = { $count } Atout à la prochaine action
keystone-tokens-trait-from-assist = { $count } Atout de l'Aide cette manche
keystone-board-tokens = Jetons : { $tokens }
keystone-kept-white-higher = blanc plus haut : blanc gardé
keystone-kept-black-higher = noir plus haut : noir gardé
keystone-kept-tie = égalité : noir gardé
keystone-pair = Paire { $rank }
keystone-die-white = Blanc
keystone-die-black = Noir
keystone-die-rolled = obtenu { $rolled } +{ $tokens }
keystone-die-kept = GARDÉ

## The console: a roll
keystone-odds-working = Calcul des chances…
keystone-odds-too-many = Les chances sont données jusqu'à 6 jetons.
keystone-odds = Chances avec le placement suggéré : Objectif atteint { $achieved } % (3 blancs { $three } %, 2 blancs { $two } %, 1 blanc { $one } %), Objectif manqué { $missed } %.
keystone-points = Points de Coup { $cp } · Points de Police { $ep } sur { $target }
keystone-last-roll = Dernier jet : { $crook } ({ $intent }) — { $row }
keystone-crooks = Truands
keystone-master-plan-of = Plan du coup : { $caper }
keystone-no-crook = Aucun truand pour lancer.
keystone-is-focus-crook = { $crook } est le truand d'action : ce jet s'occupe de la tâche d'action.
keystone-assist = Aide (un jeton Atout pour le truand d'action)
keystone-prepare = Préparation (jetons pour votre prochaine action)
keystone-trait = { $trait_name } (+{ $bonus } jetons Atout)
keystone-trait-locked = { $trait_name } (+{ $bonus } jetons Atout) — bloqué : son déclencheur est actif
keystone-trigger-shows = Les dés bruts montrent le déclencheur de { $trait_name } : { $trigger }
keystone-white-dice = Dés blancs
keystone-black-dice = Dés noirs
keystone-dice-example = ex. { $dice }
keystone-roll-dice = Lancer les dés
keystone-who-rolls = Qui lance ?
keystone-record-roll = Enregistrer le jet
keystone-due = À placer sur ce jet : { $traits } { $traits ->
    [one] jeton
    [many] jetons
   *[other] jetons
} Atout sur les blancs, { $hassles } { $hassles ->
    [one] jeton
    [many] jetons
   *[other] jetons
} Embrouille sur les noirs.
keystone-on-face = sur le { $face }
keystone-placed-suggested = Jetons placés comme le suggère l'arbitre (les jetons Atout pour garder le plus de dés blancs, les jetons Embrouille pour en garder le moins) :
keystone-placed-by-hand = Jetons placés à la main :
keystone-trait-tokens = Jetons Atout (blancs)
keystone-hassle-tokens = Jetons Embrouille (noirs)
keystone-suggested-placement = Placement suggéré
keystone-row-trigger-fired = { $row } ; déclencheur activé : embrouillé
keystone-type-dice = Saisissez trois dés blancs et trois dés noirs, de 1 à 6 chacun (ex. 632), ou lancez-les ici.

## The console: what was just done
keystone-next-caper = Les truands sont là : choisissez le coup et qui planifie en premier.
keystone-next-phase-1 = Le coup est choisi : le Cerveau écrit la phase 1.
keystone-next-phase = Enregistré : à la phase suivante.
keystone-next-round-1 = Le Plan du coup est établi : la manche 1 commence.
keystone-recorded = Enregistré.
keystone-with-note = { $next } Note : attention, { $note }.
keystone-roll-ended = { $row } ; { $ending }

## The console: setting up and planning
keystone-new-caper = Nouveau coup de Keystone Crimewave
keystone-setup-help = Trois truands ou plus, dans l'ordre des places, chacun avec les Atouts de sa fiche. Un Atout sans nom est ignoré.
keystone-crook-placeholder = Truand { $seat } (ordre des places)
keystone-trait-placeholder = Atout (ex. Beau parleur)
keystone-bonus = bonus
keystone-trigger-placeholder = Déclencheur d'Embrouille (ex. un 1 noir)
keystone-add-trait = Ajouter un Atout
keystone-remove-trait = Retirer un Atout
keystone-add-crook = Ajouter un truand
keystone-remove-crook = Retirer le dernier truand
keystone-house-rules = Règles maison (la première version ne tranche pas)
keystone-trigger-gives = Un déclencheur avec un résultat « embrouillé » donne
keystone-hassle-token-count = { $count } { $count ->
    [one] jeton
    [many] jetons
   *[other] jetons
} Embrouille
keystone-both-on-one-roll = Plan terminé et seuil de Police atteint sur un même jet :
keystone-plan-first = le plan compte d'abord
keystone-law-first = la police compte d'abord
keystone-start = Lancer le coup
keystone-the-caper = Le coup
keystone-caper-placeholder = Quel genre de coup ? (ex. braquage de banque)
keystone-complexity = Complexité (phases ; un multiple des { $crooks } truands ; plus de 20, c'est long)
keystone-choose = choisir
keystone-who-won-roll-off = Qui a gagné le jet de départage ? Il planifie la phase 1.
keystone-roll-off = Lancer le départage ici
keystone-roll-again = Relancer pour { $crooks }
keystone-roll-off-winner = Départage : { $rolls }. { $crook } planifie la phase 1.
keystone-roll-off-tie = Départage : { $rolls }. Égalité entre { $crooks }, qui relancent.
keystone-choose-caper = Choisir le coup
keystone-planned-phase = { $phase }. { $task } — { $crook } (élément : { $element })
keystone-planning-title = Plan du coup : { $caper } — phase { $phase } sur { $phases }
keystone-planning-roles = Cerveau : { $planner }. Commentateur : { $commenter }. Chaque truand reçoit { $tasks } { $tasks ->
    [one] tâche
    [many] tâches
   *[other] tâches
}. Seuil de Police : { $target }.
keystone-task-placeholder = La tâche critique (Cerveau)
keystone-whose-task = À qui est cette tâche ?
keystone-element-placeholder = Un élément : un objet, un détail, un PNJ, un événement passé (Commentateur)
keystone-add-phase = Ajouter la phase { $phase }
keystone-planned-so-far = Plan jusqu'ici
