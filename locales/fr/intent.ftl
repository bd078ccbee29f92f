# Intent to Kill: what the rules say (refusals, the table's sentences, the audit, the recap)
# and the console's and the table screen's words. The game's terms are in intent-terms.ftl.
#
# Refusals are also written to transcripts in English, where tests expect them word for word:
# keep the English as it is (even "civilian(s)"); other languages use their own plural forms.
# French: a civilian ({ $civilian }, { $victim }) is a bare name, never after "le", "la" or
# "de" (see intent-terms.ftl).

## Lists.

intent-list-and = { $first } et { $rest }
intent-list-comma = { $first }, { $rest }
intent-list-or = { $first } ou { $rest }

## Why a civilian can't be murdered now: a motive's rule or a base condition.

intent-breach-sentence = { $victim } : meurtre impossible, { $breach }
intent-breach-gone = hors de la ville
intent-breach-murderer = c'est le Meurtrier
intent-breach-with-detective = dans le quartier du Détective
intent-breach-curfew = un Couvre-feu protège son quartier
intent-breach-other-sex = un Maniaque ne tue { $sex ->
        [male] des hommes
       *[female] des femmes
    } qu'après une première victime de ce sexe
intent-breach-intimidated = un Sadique ne tue jamais un civil sous intimidation
intent-breach-central = un Égorgeur ne tue jamais dans un quartier central ({ $block })
intent-breach-near-detective = un Justicier ne tue jamais dans les quartiers autour du Détective ({ $block })
intent-breach-not-alone = un Tueur ne tue qu'un civil seul dans son quartier ({ $block } en compte { $count })
intent-breach-group-struck = un Terroriste ne tue jamais deux fois dans le même groupe social ({ $group } a déjà perdu une victime)
intent-breach-poi-group-first = la première victime d'un Fanatique ne peut pas être du groupe de la Personne d'intérêt ({ $group })
intent-breach-last-group = un Fanatique ne tue jamais dans le groupe social de la dernière victime ({ $group })
intent-breach-poi-last = un Fanatique doit garder le dernier meurtre pour la Personne d'intérêt
intent-breach-poi-group-next = la Personne d'intérêt doit être la prochaine victime du Fanatique : celle-ci ne peut donc pas être de son groupe ({ $group })
intent-breach-next-to-scene = un Braqueur ne tue jamais à côté de la scène de crime la plus récente ({ $block })
intent-breach-builds-missing = un Cannibale doit encore tuer des victimes de carrure { $builds } et il ne resterait que { $left } { $left ->
        [one] meurtre
        [many] meurtres
       *[other] meurtres
    }
intent-breach-no-three-of-a-group = un Radical doit tuer trois victimes d'un même groupe social, et après celle-ci ce ne serait plus possible
intent-breach-third-age = les victimes d'un Psychopathe couvrent au plus deux âges
intent-breach-no-building = un Espion ne tue que dans un quartier avec un bâtiment ({ $block } n'en a pas)

## Phases, outcomes and answers, as sentences speak of them.

intent-phase-setup = de mise en place
intent-phase-murderer = Meurtrier
intent-phase-detective = Détective
intent-phase-city = Ville
intent-phase-over = de fin
intent-outcome-detective-wins = le Détective gagne
intent-outcome-murderer-wins = le Meurtrier gagne
intent-outcome-murderer-loses = le Meurtrier perd
intent-outcome-none = terminée
intent-ended-detective-wins = Gagnée par le Détective
intent-ended-murderer-wins = Gagnée par le Meurtrier
intent-ended-murderer-loses = Perdue par le Meurtrier (un second refus)
intent-progress-setup = Mise en place
intent-progress-over = Finie · { $victims } { $victims ->
        [one] victime
        [many] victimes
       *[other] victimes
    } · { $outcome }
intent-progress-round = Manche { $round } · phase { $phase } · { $victims } { $victims ->
        [one] victime
        [many] victimes
       *[other] victimes
    }
intent-answer-yes = Oui
intent-answer-no = Non

## The Intuition cards' effects ("Curfew on 12 Stadium").

intent-effect-curfew = Couvre-feu sur { $block }
intent-effect-stubborn-witnesses = Témoins obstinés sur { $block }
intent-effect-union-strike = Grève syndicale : { $group }

## What was being tried when a refusal says it belongs to another phase ("moving civilians").

intent-doing-intimidation = l'intimidation
intent-doing-murder = un meurtre
intent-doing-benefactor-scene = la scène de crime du Bienfaiteur
intent-doing-refusing = le refus de tuer
intent-doing-initial-response = la Première intervention
intent-doing-detective-move = le déplacement du Détective
intent-doing-surveillance = la Surveillance
intent-doing-questioning = l'interrogatoire
intent-doing-comforting = le réconfort
intent-doing-remove-building = le retrait d'un bâtiment
intent-doing-agent = le choix de l'agent du FBI
intent-doing-end-investigation = la fin de l'enquête
intent-doing-move-civilians = le déplacement des civils
intent-doing-next-round = le début de la manche suivante
intent-doing-token = le tirage d'un jeton Groupe social
intent-doing-accusation = l'accusation

## Refusals: why the rules refuse an action. The words in parentheses at the end of some
## ("(displace)", "(accuse)", "scene BLOCK") are transcript commands: keep them as they are.

intent-refusal-wrong-phase = c'est la phase { $now } : { $what } relève de la phase { $wanted }
intent-refusal-setup-ended = c'est la phase { $now } : la mise en place a pris fin au début de la partie
intent-refusal-still-setup = la partie est encore en mise en place : terminez-la d'abord avec start
intent-refusal-game-over = la partie est finie ({ $outcome })
intent-refusal-initial-response-first = Première intervention d'abord : évacuez chaque civil de la scène de crime en { $block } (displace)
intent-refusal-building-first = Split Second : un bâtiment quitte d'abord la ville (remove-building)
intent-refusal-no-such-block = il n'y a pas de quartier { $number }
intent-refusal-not-in-city = { $civilian } n'est pas dans la ville
intent-refusal-intimidated-silent = { $civilian } est sous intimidation et ne parle pas
intent-refusal-answered-already = { $civilian } a déjà répondu à une question pendant cette phase
intent-refusal-stubborn-witnesses = Témoins obstinés : personne ne parle en { $block }
intent-refusal-union-strike = Grève syndicale : le groupe { $group } ne parle pas
intent-refusal-intuition-card = { $card } est une carte du mode Intuition
intent-refusal-bomb-intuition = la Bombe artisanale est une carte du mode Intuition
intent-refusal-intimidated-already-this-round = le Meurtrier a déjà intimidé pendant cette manche
intent-refusal-named-twice = { $civilian } figure deux fois
intent-refusal-with-detective = { $civilian } est dans le quartier du Détective
intent-refusal-intimidated-already = { $civilian } est déjà sous intimidation
# English keeps "civilian(s)": transcripts hold these words.
intent-refusal-intimidate-count = le Meurtrier intimide { $count } { $count ->
        [one] civil
        [many] civils
       *[other] civils
    } cette manche, pas { $named }
intent-refusal-intimidate-first = le Meurtrier intimide d'abord deux civils
intent-refusal-benefactor-first = dans D.O.A., la première scène de crime est celle du Bienfaiteur : placez-la avec scene BLOCK
intent-refusal-bomb-own-block = le Meurtrier ne peut pas poser de Bombe artisanale dans le quartier qu'il occupe
intent-refusal-bomb-elsewhere = { $civilian } n'est pas en { $block }, où la bombe explose
intent-refusal-scene-without-murder = seule la première scène de crime de D.O.A. se place sans meurtre
intent-refusal-scene-empty = il ne reste aucun civil sur la nouvelle scène de crime
intent-refusal-not-on-scene = { $civilian } n'est pas sur la scène de crime en { $block }
intent-refusal-displace-where = { $civilian } peut aller en { $numbers }, pas en { $block }
intent-refusal-not-next-to-detective = { $block } n'est pas à côté du quartier du Détective
intent-refusal-steps-spent = le Détective a dépensé ses deux points de déplacement pendant cette phase
intent-refusal-must-tell-truth = { $civilian } doit dire la vérité : seuls le Meurtrier, la Personne d'intérêt et les Partisans peuvent mentir
intent-refusal-not-intimidated = { $civilian } n'est pas sous intimidation
intent-refusal-buildings-stay = les bâtiments ne quittent la ville que dans Split Second
intent-refusal-building-removed-already = un bâtiment a déjà quitté la ville pendant cette phase
intent-refusal-no-building = il n'y a pas de bâtiment en { $block }
intent-refusal-no-agent-here = seul The Street with No Name a un agent infiltré
intent-refusal-agent-once = le Détective choisit l'agent une seule fois, lors de sa première phase
intent-refusal-agent-first = The Street with No Name : le Détective choisit l'agent infiltré lors de sa première phase (agent NAME)
intent-refusal-not-next-to-civilian = { $block } n'est pas à côté du quartier où se trouve { $civilian }
intent-refusal-enter-scene = les civils n'entrent jamais sur une scène de crime ({ $block })
intent-refusal-block-full = { $block } compte déjà trois civils
intent-refusal-last-round = c'était la dernière manche : le Détective désigne le Meurtrier et le mobile (accuse)
intent-refusal-effects-intuition = les effets de cartes relèvent du mode Intuition
intent-refusal-effect-state = { $effect } { $on ->
        [already] est déjà
       *[not] n'est pas
    } en vigueur
intent-refusal-token-murderer-phase = c'est la phase Meurtrier : les jetons Groupe social se tirent pendant les phases Détective et Ville
intent-refusal-token-hidden = le jeton { $group } n'est pas dans la pile : il est face cachée devant le Meurtrier
intent-refusal-poi-unset = la Personne d'intérêt n'est pas fixée
intent-refusal-motive-not-in-play = { $motive } n'est pas en jeu
intent-refusal-confess-true-motive = { $motive } est le mobile du Meurtrier : Aveux complets en désigne un autre
intent-refusal-motive-twice = chaque mobile ne peut être en jeu qu'une fois
intent-refusal-offer-different = les trois jetons Groupe social proposés sont de trois groupes différents
intent-refusal-offer-without-supporters = les Partisans déjà choisis ({ $chosen }) ne sont pas parmi { $groups }
intent-refusal-supporters-not-offered = les Partisans se choisissent parmi les trois jetons Groupe social tirés : { $groups }
intent-refusal-placed-already = { $civilian } a déjà sa place
intent-refusal-block-count = { $layout } met { $count } { $count ->
        [one] civil
        [many] civils
       *[other] civils
    } en { $block }, pas { $have }
intent-refusal-benefactor-placed = dans D.O.A., le Bienfaiteur est la victime 1 et n'est pas placé dans la ville
intent-refusal-murderer-unset = le civil du Meurtrier n'est pas fixé
intent-refusal-murderer-outside = le Meurtrier ({ $civilian }) doit être l'un des 20 civils de la ville
intent-refusal-poi-outside = la Personne d'intérêt ({ $civilian }) doit être l'un des 20 civils de la ville
intent-refusal-poi-is-murderer = la Personne d'intérêt est un autre civil que le Meurtrier
intent-refusal-motive-count = le mode { $mode ->
        [logic] Logique
       *[other] Intuition
    } se joue avec { $count } mobiles, pas { $have }
intent-refusal-motive-unset = le mobile n'est pas fixé
intent-refusal-motive-outside = le mobile ({ $motive }) doit être l'un des mobiles en jeu
intent-refusal-supporters-unset = les Partisans ne sont pas choisis
intent-refusal-detective-unset = le pion Détective n'a pas de quartier de départ
intent-refusal-deal-panic = Panic in the Streets distribue 5 Immigrés, 5 Médecine, 5 Marginaux et 5 Ouvriers
intent-refusal-deal-street = The Street with No Name distribue 6 Criminels et 2 de chacun de sept autres groupes

## What the table should do next.

intent-expected-setup = Mise en place : choisissez le mode, la disposition et les mobiles, placez 20 civils, fixez les secrets et le quartier du Détective, puis lancez
intent-expected-intimidate = Le Meurtrier intimide { $count } { $count ->
        [one] civil
        [many] civils
       *[other] civils
    }
intent-expected-benefactor-scene = Le Meurtrier place la scène de crime du Bienfaiteur dans n'importe quel quartier
intent-expected-murder = Le Meurtrier choisit une victime ou refuse de tuer
intent-expected-initial-response = Première intervention : le Détective évacue les civils de la scène de crime en { $block }
intent-expected-remove-building = Split Second : le Détective retire un bâtiment
intent-expected-agent = Le Détective choisit en secret l'agent infiltré du FBI, puis enquête
intent-expected-investigate = Le Détective enquête (déplacer, surveiller, interroger, réconforter), puis termine la phase
intent-expected-accuse = Le Détective désigne le Meurtrier et le mobile
intent-expected-city = Les civils se déplacent ; puis la manche suivante commence
intent-expected-over = La partie est finie : { $outcome }

## The history: each action in words, without a secret.

intent-did-mode-logic = Mode Logique
intent-did-mode-intuition = Mode Intuition
intent-did-layout = Disposition : { $layout }
intent-did-place = { $civilians } en { $block }
intent-did-murderer = Le Meurtrier tire son civil (secret)
intent-did-poi = Le Meurtrier tire la Personne d'intérêt (secret)
intent-did-motives = Mobiles en jeu : { $motives }
intent-did-motive = Le Meurtrier tire le mobile (secret)
intent-did-offer = Alibi tire trois jetons Groupe social pour les Partisans (secret)
intent-did-supporters = Le Meurtrier choisit les Partisans (secret)
intent-did-detective-start = Le Détective commence en { $block }
intent-did-detective-move = Le Détective va en { $block }
intent-did-start = La partie commence
intent-did-intimidate = Intimidation : { $civilians }
intent-did-murder = Meurtre : { $victim } en { $block } (victime { $number })
intent-did-bomb = Bombe artisanale en { $block } : { $civilians }
intent-did-scene = La scène de crime du Bienfaiteur est placée en { $block }
intent-did-refuse = Le Meurtrier refuse de tuer
intent-did-displace = { $civilian } quitte la scène de crime pour { $block }
intent-did-surveil = Surveillance sur { $civilian }
intent-did-question = Question à { $civilian } : { $question }
intent-did-comfort = Le Détective réconforte : { $civilian }
intent-did-remove-building = Un bâtiment quitte { $block }
intent-did-agent = Le Détective choisit l'agent infiltré du FBI (secret)
intent-did-city = Phase Ville
intent-did-move = { $civilian } va en { $block }
intent-did-round = Manche { $round }
intent-did-effect-begins = Début : { $effect }
intent-did-effect-ends = Fin : { $effect }
intent-did-accuse = Le Détective accuse : { $civilian }, { $motive }
intent-did-token = Le jeton { $group } est tiré
intent-did-profile = Profilage criminel : le Meurtrier désigne le groupe de la Personne d'intérêt
intent-did-confess = Aveux complets : le Meurtrier n'est pas { $motive }

## The table's log of answers.

intent-log-surveillance = Surveillance sur { $civilian } : le Meurtrier pourrait-il l'assassiner maintenant ? { $answer }.
intent-log-answer = { $civilian }, à « { $question } », a répondu { $answer }.
intent-log-murder = Meurtre { $number } : { $civilians } en { $block }

## The facts that narrowed the deduction most (the Murderer's advice).

intent-cut-murder = le meurtre ({ $bodies })
intent-cut-body = { $civilian }
intent-cut-surveillance = Surveillance sur { $civilian } en manche { $round } : { $answer ->
        [yes] oui
       *[no] non
    }
intent-cut-answer = { $characteristic } ? { $answer ->
        [yes] oui
       *[no] non
    }, selon { $civilian } en manche { $round }

## Alibi's announcements when it plays a side: a headline, then what the people do with the
## cards. `$side` is who acts: murderer or detective.

intent-announce-owner = { $civilian }
intent-announce-nobody = personne
intent-announce-cards = { $count ->
        [0] aucune carte
        [one] la carte { $owners }
        [many] les cartes { $owners }
       *[other] les cartes { $owners }
    }
intent-announce-step-intimidate = Retournez { $cards } face grise visible.
intent-announce-murder = Meurtre : { $victim } en { $block }
intent-announce-step-victim-slot = Placez la carte { $victim } dans la case victime { $number }.
intent-announce-step-scene-card = Placez la carte scène de crime { $number } sur { $block }.
intent-announce-step-detective-marker = Déplacez le pion Détective sur { $block }.
intent-announce-benefactor-scene = La scène de crime du Bienfaiteur est en { $block }
intent-announce-refuse = Le Meurtrier refuse de tuer cette manche
intent-announce-step-refuse = Pas de scène de crime cette manche : la partie dure six manches.
intent-announce-displace = { $civilian } quitte la scène de crime
intent-announce-step-move = Déplacez { $civilian } sur { $block }.
intent-announce-detective = Le Détective va en { $block }
intent-announce-surveil = Surveillance sur { $civilian } : le Meurtrier pourrait-il l'assassiner maintenant ? { $answer }
intent-announce-step-surveil = Le Détective utilise le Commissariat : le jeton Surveillance va sur { $civilian }, puis revient.
intent-announce-question = { $civilian }, à « { $question } », répond { $answer }
intent-announce-step-comfort = Retournez la carte { $civilian } face couleur visible.
intent-announce-step-remove-building = Retirez le marqueur de bâtiment de { $block }.
intent-announce-city = Le Détective termine l'enquête : phase Ville
intent-announce-token = { $side ->
        [murderer] Le Meurtrier
       *[detective] Le Détective
    } tire le jeton { $group }
intent-announce-step-token = { $side ->
        [murderer] Le Meurtrier
       *[detective] Le Détective
    } peut déplacer chaque civil du groupe { $group } d'un quartier.
intent-announce-step-token-boxed = Plus personne du groupe { $group } : { $side ->
        [murderer] le Meurtrier
       *[detective] le Détective
    } peut déplacer un groupe de son choix ; le jeton retourne dans la boîte.
intent-announce-move = { $side ->
        [murderer] Le Meurtrier
       *[detective] Le Détective
    } déplace { $civilian }
intent-announce-round = La manche { $round } commence
intent-announce-step-round = Au tour du Meurtrier.
intent-announce-step-accuse = Résultat : { $result }.
intent-announce-murderer-done = Le Meurtrier a fini de déplacer les civils
intent-announce-step-murderer-done = Au tour du Détective : tirez un jeton et déplacez ce groupe.

## Why Alibi, playing the Murderer, did what it did (shown at the end of the game).

intent-why-line = { $round ->
        [0] Mise en place
       *[other] Manche { $round }
    } : { $why }
intent-why-random = { $action } — au hasard (facile)
intent-why-percent = { $percent } %
intent-why-supporters = a gardé le groupe { $group } comme Partisans : le groupe qui avait le plus de civils parmi les trois tirés, donc le plus de témoins pouvant mentir pour lui
intent-why-intimidate = intimidation ({ $civilians }) : les témoins sincères les plus proches de son prochain meurtre prévu
intent-why-intimidate-owed = intimidation ({ $civilians }) : deux civils doivent être intimidés et aucun témoin sincère ne restait
intent-why-intimidate-mixed = intimidation ({ $truthful }, les témoins sincères les plus proches de son prochain meurtre prévu, et { $owed }, car deux civils doivent être intimidés)
intent-why-murder = meurtre : { $victim } ; la déduction de la table laissait { $chance } de chances au vrai Meurtrier et au vrai mobile{ $other }
intent-why-murder-other = ; avec { $civilian }, { $chance }
intent-why-murder-nobody-else = ; aucun autre civil ne convenait
intent-why-refuse = refus de tuer : aucun civil ne correspondait au mobile
intent-why-question = { $civilian } a { $lied ->
        [yes] menti
       *[no] dit la vérité
    } à « { $question } » (la vérité aurait laissé { $truth } au vrai couple, un mensonge { $lie })
intent-why-move = a déplacé { $civilian } en { $block } : { $count } { $count ->
        [one] civil correspondrait
        [many] civils correspondraient
       *[other] civils correspondraient
    } au mobile à la manche suivante, au lieu de { $before }

## The table screen.

intent-game-name = Intent to Kill
intent-table-setup-dealt = Mise en place : disposez les civils distribués par Alibi.
intent-table-setup = Mise en place : le Détective dispose les civils ; le Meurtrier regarde les cartes secrètes.
intent-table-over-detective-wins = Partie finie : le Détective gagne
intent-table-over-murderer-wins = Partie finie : le Meurtrier gagne
intent-table-over-murderer-loses = Partie finie : le Meurtrier a refusé deux fois et perd
intent-table-round = Manche { $round } · phase { $phase ->
        [murderer] Meurtrier
        [detective] Détective
       *[city] Ville
    }
intent-table-yes = OUI
intent-table-no = NON
intent-table-no-answer = Aucune réponse.
intent-table-victim = { $number }. { $name } — { $traits }
intent-table-log-line = M{ $round } : { $words }
intent-table-victims = Victimes { $count } sur { $limit }{ $refusals ->
        [0] {""}
       *[other] {" · "}refus { $refusals } (un second fait perdre)
    }
intent-table-log-heading = Toutes les réponses, récentes d'abord
intent-table-motives = Mobiles en jeu : { $motives }
intent-table-stubborn = {" · "}Témoins obstinés en { $blocks }
intent-table-strike = {" · "}Grève syndicale : { $groups }

## The city, on the table screen and the console.

intent-city-legend = ★ Détective · ✗ scène de crime (dans l'ordre) · ⚠ intimidation
intent-city-tag-detective = ★ DÉTECTIVE
intent-city-tag-scene = ✗ SCÈNE { $number }
intent-city-tag-curfew = COUVRE-FEU
intent-city-chip-intimidated = ⚠ { $name } · intimidation
intent-city-chip-looks = { $sex } { $age } · { $build } · { $height ->
        [short] petit
        [medium] moy.
       *[tall] grand
    }

## The Murderer's advice on the console.

intent-advice-switch = Conseil : classer les victimes possibles selon ce que le meurtre laisse au Détective
intent-advice-why = Pourquoi soupçonnent-ils ce qu'ils soupçonnent ?
intent-advice-no-cut = Aucun fait public ne réduit à lui seul les suspects ou les mobiles.
intent-advice-cut = • { $fact } : sans lui, { $suspects } { $suspects ->
        [one] suspect
        [many] suspects
       *[other] suspects
    } et { $motives } { $motives ->
        [one] mobile
        [many] mobiles
       *[other] mobiles
    } de plus
intent-advice-nobody = Personne ne peut être tué maintenant.
intent-advice-lead = { $safest ->
        [yes] Le plus sûr : meurtre
       *[no] Meurtre
    } — { $victim } : il resterait { $suspects } { $suspects ->
        [one] suspect
        [many] suspects
       *[other] suspects
    } et { $motives } { $motives ->
        [one] mobile
        [many] mobiles
       *[other] mobiles
    } (actuellement { $suspects_now } et { $motives_now })
intent-advice-other = ; avec { $victim } : { $suspects } et { $motives }
intent-advice-line = { $lead }{ $other }. Classement (suspects/mobiles) : { $ranked }

## The console.

intent-console-building-leaves = Un bâtiment quitte { $block }.
intent-console-legend = ★ Détective · ✗ scène de crime (dans l'ordre) · ⚠ intimidation · étiquettes : sexe âge · carrure S/M/L · taille · groupe
intent-console-legend-private = ★ Détective · ✗ scène de crime (dans l'ordre) · ⚠ intimidation · étiquettes : sexe âge · carrure S/M/L · taille · groupe · ✓ peut être tué · ● choisi pour l'intimidation
intent-console-next = Ensuite : { $expected }
intent-console-no-questioning = Pas d'interrogatoire : { $reason }.
intent-side-on-the-table = Sur la table : { $words }
intent-side-victim = { $number }. { $name } ({ $traits })

## Alibi playing a side, on the console.

intent-alibi-asks = Le Détective demande à { $civilian } : { $question }
intent-alibi-asks-step = Le Meurtrier répond pour le civil sur la console.
intent-alibi-ask = Demander à { $civilian } : { $question } (T)
intent-console-remove-building = Retirer { $building } ({ $number })

## The Intuition cards pane.

intent-cards-in-play = { $effect } est en jeu.
intent-cards-choose = Choisissez la carte et ce qu'elle désigne.
intent-cards-ended = { $effect } a pris fin.
intent-cards-end = Finir { $effect }
intent-cards-heading = Cartes dont les règles vérifient les effets
intent-cards-play = Jouer la carte
intent-cards-others = Les autres cartes se jouent sur la table ; la Bombe artisanale est proposée avec le meurtre.

## Setting up.

intent-setup-unknown-civilian = { $block } : aucun civil ne s'appelle { $names }.
intent-setup-building = { $building } en { $number }

## What the rules change on the board on their own after an action, as instructions.

intent-change-flip-back = Remettez la carte { $civilian } face couleur visible.
intent-change-detective = Déplacez le pion Détective sur { $block }.
## The investigation, refereed: what the Detective has left, the actions by name, and why a
## step is refused. Building selectors ($building, $kind): police-station, diner, hospital,
## fire-station.

intent-kind-questioning = l'interrogatoire en { $block }
intent-kind-police-station = le Commissariat
intent-kind-diner = le Snack
intent-kind-hospital = l'Hôpital
intent-kind-fire-station = la Caserne de pompiers
intent-left = Reste : { $points }, { $actions }
intent-left-points = { $count ->
    [0] aucun point de déplacement
    [one] 1 point de déplacement
   *[other] { $count } points de déplacement
}
intent-left-actions = { $count ->
    [0] aucune action
    [one] 1 action
   *[other] { $count } actions
}
intent-left-used = { $left } (utilisé : { $used })
intent-left-used-open = { $left } (utilisé : { $used } ; l'interrogatoire en { $block } peut continuer)
intent-left-uncounted = Règle maison : la table compte elle-même les points de déplacement et les actions
intent-left-cards = Intuition : les cartes du Détective ajoutent des déplacements et des actions, la table les compte donc elle-même
intent-token-on = est sur { $civilian }
intent-token-held = est chez le Détective
intent-doing-watch = la pose du jeton Surveillance
intent-doing-investigation = l'enquête
intent-refusal-surveil-place = le jeton Surveillance { $token } : le poser sur { $civilian } demande l'action du Commissariat, et { $reason }
intent-refusal-question-too-far = { $civilian } n'est ni dans le quartier du Détective ni à côté
intent-refusal-question-needs-diner = { $civilian } n'est pas dans le quartier du Détective, et seule l'action d'un Snack interroge un civil du quartier voisin : il n'y a pas de Snack en { $block }
intent-refusal-no-such-building = { $building ->
    [police-station] il n'y a pas de Commissariat en { $block }
    [diner] il n'y a pas de Snack en { $block }
    [hospital] il n'y a pas d'Hôpital en { $block }
   *[fire-station] il n'y a pas de Caserne de pompiers en { $block }
}
intent-refusal-out-of-reach = { $civilian } n'est ni dans le quartier { $building ->
    [police-station] du Commissariat
    [diner] du Snack
    [hospital] de l'Hôpital
   *[fire-station] de la Caserne de pompiers
} ni à côté
intent-refusal-questioning-over = l'interrogatoire a pris fin quand le pion Détective a quitté { $block }
intent-refusal-action-used = l'action { $kind ->
    [police-station] du Commissariat
    [diner] du Snack
    [hospital] de l'Hôpital
   *[fire-station] de la Caserne de pompiers
} est déjà utilisée pendant cette phase
intent-refusal-both-actions-used = les deux actions sont utilisées : { $first } et { $second }
intent-refusal-actions-used = les deux actions de cette phase sont utilisées
intent-refusal-move-needs-fire-station = pendant la phase du Détective, les civils ne se déplacent que par l'action de la Caserne de pompiers, juste après son jeton
intent-refusal-moved-already = { $civilian } s'est déjà déplacé avec ce jeton
intent-refusal-move-group = avec ce jeton, seul le groupe { $group } se déplace
intent-refusal-move-chosen-group = il ne reste personne du groupe de ce jeton, donc un groupe au choix se déplace : { $group }, choisi avec le premier civil déplacé
intent-refusal-token-both-drawn = les deux jetons de cette phase Ville sont déjà tirés
intent-refusal-token-offered = le jeton { $group } est retourné dans la boîte à la mise en place : il n'est pas dans la pile
intent-refusal-token-boxed = le jeton { $group } est dans la boîte : il ne restait personne de son groupe en ville quand il a été tiré
intent-refusal-token-out = le jeton { $group } a été tiré pendant cette phase Ville : il reste hors de la pile jusqu'à la fin de la phase
intent-refusal-token-seventh = la pile compte six jetons et six autres groupes en sont déjà sortis : le jeton { $group } ne peut pas en faire partie
intent-did-rule-referee = { $on ->
    [yes] Règle maison : Alibi arbitre l'enquête
   *[no] Règle maison : la table compte elle-même l'enquête
}
intent-did-watch = Le jeton Surveillance va sur { $civilian } (Commissariat)
intent-did-watch-surveil = Surveillance sur { $civilian }, le jeton posé par le Commissariat
intent-did-fire-station = Caserne de pompiers : le jeton { $group } est tiré

intent-announce-step-watch = Le Détective utilise le Commissariat : le jeton Surveillance va sur { $civilian } et y reste.
intent-announce-step-use-token = Le jeton Surveillance quitte { $civilian } et revient au Détective.
