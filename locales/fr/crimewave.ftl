# Crimewave: California: the answers the table reads (raids, ties, trials) and the truth each
# rested on (the end-of-game audit).
# French: a location is its number, said "au 36"; a Killer is a bare name (crimewave-terms.ftl).
crimewave-answer-raid-hit = DESCENTE au { $loc } contre { $killer } par { $investigator } : TOUCHÉ
crimewave-answer-raid-prison = DESCENTE au { $loc } contre { $killer } par { $investigator } : TOUCHÉ, retour en prison
crimewave-answer-raid-miss = DESCENTE au { $loc } contre { $killer } par { $investigator } : MANQUÉ
crimewave-answer-tie-right = LIEN entre le { $loc } et { $killer } : JUSTE
crimewave-answer-tie-wrong = LIEN entre le { $loc } et { $killer } : FAUX, le procès est annulé
crimewave-answer-trial = PROCÈS — { $killer } : { $case } + { $prosecution } − { $defense } = { $total } : { $verdict }
crimewave-answer-trial-by = PROCÈS — { $killer }, accusation menée par { $prosecutor } : { $case } + { $prosecution } − { $defense } = { $total } : { $verdict }
crimewave-verdict-convicted = COUPABLE
crimewave-verdict-acquitted = NON COUPABLE
crimewave-truth-lived = { $killer } vivait au { $loc }
crimewave-truth-homeless = { $killer } n'avait pas de résidence
crimewave-truth-scene = Scène du { $loc } : { $culprit }
crimewave-truth-conviction = { $points } points pour condamner

# The table screen.
crimewave-killer-line = { $letter } { $killer } · { $method } · { $status } · Effroi { $spook }/3 · dossier { $case_file }
crimewave-no-method = sans méthode
crimewave-table-scenes = Scènes de crime ({ $count }), récentes d'abord
crimewave-table-choosing = Crimewave: California — le plateau est en cours de choix sur la console.
crimewave-table-setup = Mise en place : les Tueurs se préparent
crimewave-table-hunt = La traque est lancée
crimewave-table-killers-win = PANIQUE : les Tueurs gagnent
crimewave-table-investigators-win = Les trois Tueurs sont en prison : les Enquêteurs gagnent
crimewave-table-panic = Panique générale { $panic }/{ $max }  { $meter }
crimewave-table-victims = Compteur de victimes { $victims }/{ $length }  { $meter }
crimewave-table-must-move = { $line } · DOIT DÉMÉNAGER
crimewave-table-raids-of = { $name } { $raids }
crimewave-table-raids = Descentes : { $raids }
crimewave-table-on-trial = EN PROCÈS : { $killer }, accusation menée par { $prosecutor }
crimewave-table-owes-raid = La Panique générale monte : { $names } { $count ->
        [one] doit
        [many] doivent
       *[other] doivent
    } mener la prochaine descente
crimewave-or = { $first } ou { $second }
crimewave-table-watch-may-go = Des Voisins vigilants peuvent aller sur : { $places } (cercles pointillés)
crimewave-table-revealed = Chaque Tueur est pris au piège : toutes les résidences sont montrées (marques en forme de maison)
crimewave-table-earlier = Réponses précédentes, récentes d'abord
crimewave-table-legend = ◆ scène de crime ; sa plaque : ? non résolue (R V B résolue par ce Tueur, J au hasard), méthode, indices O S E T (✓ vérifié) · □ W Voisins vigilants · cercle pointillé : des Voisins vigilants peuvent y aller

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (un plateau de remplacement, pas le plateau imprimé)
crimewave-board-caption = { $board }. La molette zoome, glisser déplace, un clic remplit le lieu.
crimewave-heat-grade-faint = 1 sur 41 ou plus
crimewave-heat-grade-light = 1 sur 11–40
crimewave-heat-grade-dark = 1 sur 3–10
crimewave-heat-grade-certain = 1 sur 2 ou certain
crimewave-heat-left = { $letter } { $count } { $count ->
        [one] restante
        [many] restantes
       *[other] restantes
    }, la plus probable { $odds } ({ $grade })
crimewave-heat-working = { $letter } … calcul en cours
crimewave-heat-title = Carte d'exposition : { $killers }
crimewave-heat-legend = Chaque point est une résidence possible ; plus sombre avec un cercle plus épais = plus probable, la lettre dit à qui : { $grades }
crimewave-no-home = sans résidence
crimewave-home-secret = résidence au { $loc } (secret)
crimewave-killer-private = { $home } · { $exposure } · { $sites } { $sites ->
        [one] lieu autorisé
        [many] lieux autorisés
       *[other] lieux autorisés
    }
crimewave-show-sites = lieux (Alt+{ $key })
crimewave-show-heat = exposition (Alt+{ $key })
crimewave-odds-certain = certain
crimewave-odds-none = aucune
crimewave-odds = 1 sur { $count }

# Alibi playing the Killers: its announcements, exact about the tiles to place. $article is
# the English article of the method or tile ("a", "an"): other languages may ignore it.
crimewave-a-method = { $article ->
        [an] { $method }
       *[a] { $method }
    }
crimewave-announce-drew = Alibi a tiré une tuile { $article ->
        [an] { $tile }
       *[a] { $tile }
    } : placez-la sur le { $loc }, face non vérifiée visible
crimewave-announce-draw = Tirez une tuile Indice du sac pour le { $loc }, placez-la face non vérifiée visible, et saisissez-la
crimewave-announce-put-scene = Placez une tuile { $method } et une tuile victime, face blanche visible, sur le { $loc }
crimewave-announce-methods = Les méthodes fétiches des Tueurs
crimewave-announce-method-rolled = Le d8 donne { $face } pour { $killer } : placez une tuile { $method } au-dessus de son portrait
crimewave-announce-opening = Scène de départ au { $loc } : { $method }
crimewave-announce-murder = Meurtre au { $loc } par { $method }
crimewave-announce-no-murder = Pas de meurtre cette manche
crimewave-announce-no-murder-step = Aucun Tueur en liberté ne peut atteindre un lieu pour tuer : passez à la phase de résolution
crimewave-announce-no-event = Pas d'événement Tueur cette manche
crimewave-announce-to-murder = Passez au meurtre
crimewave-announce-random = Événement Tueur : un Meurtre au hasard au { $loc }
crimewave-announce-random-step = Placez une tuile victime jaune sur le { $loc }, face blanche visible (pas de tuile méthode : chacun sait que c'est un meurtre au hasard)
crimewave-announce-full-moon = Événement Tueur : la Pleine lune
crimewave-announce-full-moon-keep = Les scènes déjà sur le plateau gardent leurs tuiles
crimewave-announce-escape = Événement Tueur : { $killer } s'évade de prison
crimewave-announce-escape-home = Il vit dans une nouvelle résidence secrète et ne tue qu'à 1 case de celle-ci
crimewave-announce-escape-raid = Si une descente le trouve, il retourne directement en prison, sans procès
crimewave-announce-change = { $killer } change de méthode : { $method }
crimewave-announce-change-step = Remplacez la tuile au-dessus du portrait de { $killer } par une tuile { $a_method }
crimewave-announce-keep = { $killer } garde sa méthode
crimewave-announce-keep-step = Laissez la tuile au-dessus de son portrait telle quelle
crimewave-announce-move = { $killer } déménage dans une nouvelle résidence secrète
crimewave-announce-move-step = Son ancienne résidence ne révèle plus où il vit
crimewave-announce-defense = Défense d'Alibi : { $points ->
        [one] { $points } point
        [many] { $points } points
       *[other] { $points } points
    }
crimewave-announce-defense-step = Révélez les cartes Accusation en même temps et saisissez leur total

# Why Alibi's Killers chose what they chose (the audit and the recap, at the end).
crimewave-why-setup = Mise en place : { $why }
crimewave-why-murder = Meurtre au { $loc } : { $why }
crimewave-why-escape = { $killer } s'évade : { $why }
crimewave-why-spook = { $killer }, Effroi : { $why }
crimewave-why-murder-weighed = { $killer } au { $loc } : la table lui aurait laissé { $left } { $left ->
        [one] résidence possible
        [many] résidences possibles
       *[other] résidences possibles
    } (le meilleur de { $weighed } meurtres pesés pour les trois Tueurs ; le pire en aurait laissé { $worst })
crimewave-why-setup-random = résidences et scènes de départ tirées au hasard parmi celles autorisées
crimewave-why-setup-weighed = résidences { $red }, { $green } et { $blue } avec des scènes de départ proches : la table commence avec { $red_left }, { $green_left } et { $blue_left } résidences possibles pour Terreur rouge, Tueur vert et Boucher bleu (la meilleure de { $weighed } mises en place pesées)
crimewave-why-home-random = a déménagé au { $loc }, une résidence autorisée tirée au hasard
crimewave-why-home-weighed = a déménagé au { $loc } : après son prochain meurtre, la table aurait { $left } résidences possibles pour lui, au lieu de { $worst_left } depuis le { $worst }
crimewave-why-method-random = a changé pour { $method }, tirée au hasard
crimewave-why-kept-random = a gardé sa méthode, tirée au hasard
crimewave-why-its-method = sa méthode
crimewave-why-method-weighed = a changé pour { $method } : son prochain meurtre laisserait à la table { $left } résidences possibles pour lui, au lieu de { $kept_left } avec { $old }
crimewave-why-kept-weighed = a gardé { $old } : aucune autre méthode ne laisserait à la table plus de résidences possibles après son prochain meurtre ({ $left })

# The game's record in words (the history panel), its progress and its end.
crimewave-do-d8-roll = jet de d8 : { $face }
crimewave-do-board-stand-in = Plateau : le plateau Californie de remplacement
crimewave-do-board = Plateau : { $board } (depuis { $path })
crimewave-do-investigators = Enquêteurs : { $names }
crimewave-do-method = Méthode de { $killer } : { $method }
crimewave-do-residence = Résidence de { $killer } au { $loc }
crimewave-do-scene = Scène de départ de { $killer } au { $loc } ({ $evidence })
crimewave-do-rule = Règle maison { $name } : { $value }
crimewave-do-start = Mise en place terminée : la partie commence
crimewave-do-murder = Meurtre par { $killer } au { $loc } ({ $evidence })
crimewave-do-random-method = Meurtre au hasard au { $loc } ({ $evidence }, { $method })
crimewave-do-random = Meurtre au hasard au { $loc } ({ $evidence })
crimewave-do-add-evidence = Indice non vérifié ajouté au { $loc } : { $evidence }
crimewave-do-verify = Indice vérifié au { $loc } : { $evidence }
crimewave-do-watch = Voisins vigilants au { $loc }
crimewave-do-raid = Descente au { $loc } contre { $killer } par { $investigator }
crimewave-do-tie = Scène du { $loc } liée à l'accusé
crimewave-do-trial = Procès : accusation { $prosecution }, défense { $defense }
crimewave-do-change-method = { $killer } change de méthode : { $method }
crimewave-do-relocate = { $killer } déménage au { $loc }
crimewave-do-list = { $first }, { $second }
crimewave-do-full-moon = Pleine lune : nouvelles méthodes { $methods }
crimewave-do-escape = { $killer } s'évade de prison vers le { $loc }
crimewave-do-residence-public = La résidence secrète d'un Tueur (montrée à la fin)
crimewave-do-scene-public = Scène de départ au { $loc } ({ $evidence })
crimewave-do-murder-public = Meurtre au { $loc } ({ $evidence })
crimewave-do-relocate-public = { $killer } déménage dans une nouvelle résidence secrète
crimewave-do-escape-public = { $killer } s'évade de prison vers une nouvelle résidence secrète
crimewave-won-killers = Gagnée par les Tueurs
crimewave-won-investigators = Gagnée par les Enquêteurs
crimewave-progress-setup = Mise en place
crimewave-progress-play = Panique { $panic } · { $scenes ->
        [one] { $scenes } scène
        [many] { $scenes } scènes
       *[other] { $scenes } scènes
    } · { $at_large } { $at_large ->
        [one] Tueur en liberté
        [many] Tueurs en liberté
       *[other] Tueurs en liberté
    }
crimewave-progress-killers-won = Victoire des Tueurs · Panique { $panic }
crimewave-progress-investigators-won = Victoire des Enquêteurs

# The console's status line.
crimewave-photo-not-a-file = « { $image } » n'est pas un nom de fichier
crimewave-photo-problem = La photo du plateau ne peut pas être affichée ({ $why }) ; le plateau est dessiné sans elle.
crimewave-bag-empty = Le sac est vide (voir les règles maison)
crimewave-refused = Refusé : { $why }
crimewave-rolled = { $killer } { $method }
crimewave-rolled-gave = { $action } → { $methods }
crimewave-recorded-answer = Enregistré : { $action }. La réponse est sur l'écran de table.
crimewave-recorded = Enregistré : { $action }.
crimewave-recorded-result = Enregistré : { $action } ({ $result }).

# The console's play column and its forms' help.
crimewave-sent = Envoyé à la table :
# On the console, under the answer: the rules' changes joined by " · " ($changes).
crimewave-changes-said = Sur le plateau : { $changes }
crimewave-meters = Panique générale { $panic }/{ $max } · Compteur de victimes { $victims }/{ $length }
crimewave-owes-raid = La Panique générale monte : { $names } { $count ->
        [one] doit
        [many] doivent
       *[other] doivent
    } mener la prochaine descente.
crimewave-and = { $first } et { $second }
crimewave-spooked = Effroi à 2 pour { $killers } : { $count ->
        [one] peut
        [many] peuvent
       *[other] peuvent
    } changer de méthode (Alt+C).
crimewave-form-button = { $letter } { $form }
crimewave-hold-alt = Maintenez Alt et appuyez sur la lettre :
crimewave-draw-bag = Tirer du sac de l'appli
crimewave-roll-for = Lancer le d8 pour { $killer }
crimewave-roll-all = Lancer le d8 pour les trois
crimewave-ready = Prêt : { $action } (Entrée l'enregistre)
crimewave-record = Enregistrer (Entrée)
crimewave-legal-sites = Lieux autorisés pour { $killer } : { $sites }
crimewave-help-investigators = L'ordre des places commence à la gauche du joueur des Tueurs.
crimewave-help-method = Lancez le d8 de l'appli, ou saisissez la face du dé lancé sur la table et appuyez sur Entrée.
crimewave-help-residence = Cliquez sur un lieu ou saisissez-le. Les Tueurs vivent à au moins { $apart } cases les uns des autres.
crimewave-help-scene = Deux scènes chacun ({ $count }), dans la zone de confort. { $sites }
crimewave-help-relocate = L'Effroi de { $killer } atteint 3 : il doit déménager dans une nouvelle résidence secrète avant de continuer.
crimewave-help-raid = Le public attend la prochaine descente de { $names }.
crimewave-help-no-trial = Personne n'est en procès : un procès suit une descente qui touche.
crimewave-help-trial-convicts = condamnation
crimewave-help-trial-short = pas assez : 10 pour condamner
crimewave-help-trial = { $killer } en procès : dossier { $file } + accusation { $prosecution } − défense { $defense } = { $total } ({ $verdict })
crimewave-help-no-watch = Aucun lieu n'a encore 3 scènes de crime sur lui ou à côté : pas de Voisins vigilants possibles.
crimewave-help-watch = Les boutons ci-dessous sont les lieux où des Voisins vigilants peuvent aller maintenant.
crimewave-help-verify-tile = { $evidence } demande { $roll } ou moins au d{ $die } (vaut { $points })
crimewave-help-verified = Chaque tuile au { $loc } est vérifiée.
crimewave-help-verify = Non vérifiées au { $loc } : { $tiles }.
crimewave-help-tie = Liez une scène non résolue à l'accusé avant le procès (un lien faux l'annule) ; Alt+T pour le procès.

# The console's forms: titles, labels, examples and what a field still needs.
crimewave-form-investigators = Enquêteurs
crimewave-form-method = Méthode de meurtre de { $killer }
crimewave-form-residence = Résidence secrète de { $killer }
crimewave-form-scenes = Scènes de crime de départ de { $killer }
crimewave-form-murder = Meurtre
crimewave-form-random-killing = Meurtre au hasard
crimewave-form-verify = Indice vérifié
crimewave-form-add-evidence = Indice ajouté
crimewave-form-watch = Voisins vigilants
crimewave-form-raid = Descente
crimewave-form-tie = Lier une scène
crimewave-form-trial = Procès
crimewave-form-change-method = Nouvelle méthode
crimewave-form-relocate = { $killer } doit déménager (Effroi 3)
crimewave-form-full-moon = Pleine lune
crimewave-form-escape = Évasion
crimewave-label-names = Enquêteurs depuis votre gauche, un mot chacun, séparés par des espaces (1–6)
crimewave-label-loc = Lieu (saisissez-le, ou cliquez dessus sur le plateau)
crimewave-label-killer = Tueur ({ $red }, { $green } ou { $blue })
crimewave-label-evidence = Tuile Indice tirée ({ $item } objet, { $blood } sang, { $fingerprint } empreinte, { $witness } témoin)
crimewave-label-investigator = Demandée par (les premières lettres suffisent)
crimewave-label-method-card = Tuile méthode, si la carte en donne une ({ $methods })
crimewave-label-method = Méthode ({ $methods })
crimewave-label-prosecution = Total des cartes Accusation
crimewave-label-defense = Total des cartes Défense
crimewave-label-face = Face du d8
crimewave-label-face-for = Face du d8 pour { $killer } (1–8)
crimewave-example-names = Ann Bob Cy
crimewave-example-loc = un numéro, ex. 36
crimewave-example-killer = { $red }, { $green } ou { $blue }
crimewave-example-evidence = { $item }, { $blood }, { $fingerprint } ou { $witness }
crimewave-example-investigator = un nom
crimewave-example-method = ex. { $method }
crimewave-example-face = 1 à 8
crimewave-killer-choice = { $letter } { $killer }
crimewave-fill-in = Indiquez { $what }
crimewave-not-one-of = « { $typed } » n'est pas { $what } ({ $options })
crimewave-could-be = « { $typed } » peut être { $options } : précisez { $what }
crimewave-what-caller = l'Enquêteur qui la demande
crimewave-what-investigator = l'Enquêteur
crimewave-what-killer = le Tueur
crimewave-what-evidence = la tuile Indice
crimewave-what-method = la méthode
crimewave-fill-loc = Indiquez le lieu (ou cliquez dessus sur le plateau)
crimewave-not-a-loc = « { $typed } » n'est pas un numéro de lieu
crimewave-fill-face = Lancez le d8 (ou saisissez la face obtenue)
crimewave-not-a-face = Un d8 donne de 1 à 8, pas « { $typed } »
crimewave-fill-prosecution = Indiquez le total des cartes Accusation (0 s'il n'y en a pas)
crimewave-fill-defense = Indiquez le total des cartes Défense (0 s'il n'y en a pas)
crimewave-not-points = « { $typed } » n'est pas un nombre de points

# The console's setup.
crimewave-setup-title = Crimewave: California — mise en place
crimewave-setup-board = 1. Le plateau
crimewave-setup-board-help = Alibi ne connaît pas les liaisons du plateau imprimé : il fournit donc un plateau Californie de remplacement qui respecte toutes les distances données par la règle. Un groupe peut tracer son propre plateau d'après une photo (Tracer un plateau, sur l'écran d'accueil) ; les plateaux tracés sont listés ici.
crimewave-setup-stand-in = Jouer sur le plateau de remplacement, pas sur l'imprimé (Alt+B)
crimewave-setup-start = 6. Lancement
crimewave-setup-start-help = Chaque Tueur a une méthode, une résidence et deux scènes de départ. Réglez les règles maison ci-dessous si votre groupe joue autrement, puis lancez la partie.
crimewave-setup-start-button = Lancer la partie (Alt+S)
crimewave-setup-traced = Jouer sur le plateau tracé « { $board } » ({ $file })
crimewave-setup-traced-unfinished = { $file } n'est pas encore jouable : { $problem }
crimewave-step-board = plateau
crimewave-step-investigators = Enquêteurs
crimewave-step-methods = méthodes
crimewave-step-residences = résidences
crimewave-step-scenes = scènes de départ
crimewave-step-start = lancement
crimewave-setup-progress = Étape { $at } sur { $count } : { $steps }

# The house-rules panel.
crimewave-rules-title = Règles maison
crimewave-rules-open = Modifiez-les avant le lancement ; chacune s'applique aussitôt.
crimewave-rules-fixed = Les règles maison sont fixées une fois la partie lancée.
crimewave-rule-watch = Des Voisins vigilants protègent aussi leur propre lieu
crimewave-rule-watch-off = Désactivé : un trajet peut finir sur des Voisins vigilants, mais pas passer à travers.
crimewave-rule-dismissal = Un procès annulé (lien faux) fait monter la Panique générale
crimewave-rule-dismissal-help = La règle ne dit rien ; Alibi tranche : non.
crimewave-rule-victim-counter = Boucle du Compteur de victimes (cases)
crimewave-rule-victim-counter-help = Chaque fois que le compteur fait un tour, la Panique générale monte (le plateau en imprime 4).
crimewave-rule-methods = Méthodes
crimewave-rule-set = Valider
crimewave-rule-methods-help = Noms séparés par des virgules, avant tout jet de méthode ; le d8 est à nouveau réparti équitablement.
crimewave-rule-d8 = Table du d8
crimewave-rule-d8-help = Pour les faces 1 à 8, le numéro de la méthode que chacune donne : { $faces }.
crimewave-rule-d8-face = { $face } { $method }
crimewave-rule-d8-faces = { $face }–{ $last } { $method }
crimewave-rule-die = Dé de vérification (faces)
crimewave-rule-die-help = Le dé d'un jet d'Indice (la règle ne le précise pas).
crimewave-rule-evidence = Indices
crimewave-rule-verified-on = vérifié sur ≤
crimewave-rule-worth = vaut
crimewave-rule-in-bag = dans le sac
crimewave-rule-evidence-help = Par tuile Indice : vérifiée sur ce jet ou moins, points qu'elle vaut, tuiles dans le sac de l'appli.
crimewave-rule-not-taken = Non retenu : { $why }

# The end-of-game reveal on the console.
crimewave-reveal-title = Révélation de fin de partie
crimewave-reveal-home = { $loc }
crimewave-reveal-then = { $first }, puis { $second }
crimewave-reveal-lived = { $killer } vivait au { $homes }
# $opening: yes or no; $state: solved, unsolved or removed (by a wrong tie).
crimewave-reveal-scene = Scène du { $loc } : { $culprit }{ $opening ->
        [yes] {" "}(départ)
       *[no] {""}
    }{ $state ->
        [solved] , résolue
        [removed] , non résolue, retirée par un lien faux
       *[unsolved] , non résolue
    }
crimewave-reveal-answer = { $answer } — car { $truth }

# The places a location field offers.
crimewave-pick-none = Aucun lieu ne porte le numéro ou le nom « { $typed } ».
crimewave-pick-more = +{ $count } autres : tapez plus pour affiner · ↑↓ pour les parcourir · Échap efface
crimewave-pick-keys = ↑↓ parcourt les lieux · Entrée enregistre · Échap efface

# The Killer player's advice under the murder form.
crimewave-exposure = exposition { $count }
crimewave-exposure-working = exposition … (calcul en cours)
crimewave-advice-switch = Conseil : classer les lieux autorisés selon ce qu'un meurtre trahirait
crimewave-advice-type-killer = Saisissez le Tueur : ses lieux autorisés sont classés ici, et on voit pourquoi il est exposé.
crimewave-advice-working = Calcul de ce que chaque lieu trahirait…
crimewave-advice-no-site = { $killer } n'a aucun lieu autorisé.
crimewave-possible-homes = { $homes ->
        [one] { $homes } résidence possible
        [many] { $homes } résidences possibles
       *[other] { $homes } résidences possibles
    }
crimewave-advice-at = Meurtre au { $loc } : { $killer } reste à { $homes } (actuellement { $now })
crimewave-advice-safest = Le plus sûr : meurtre au { $loc } : { $killer } reste à { $homes } (actuellement { $now })
crimewave-advice-would-stay = ; au { $loc }, il resterait à { $homes }
crimewave-advice-would-drop = ; au { $loc }, il tomberait à { $homes }
crimewave-advice-line = { $lead }{ $contrast }. Classement (lieu=résidences restantes) : { $ranked }
crimewave-advice-why = Pourquoi { $killer } est-il exposé ?
crimewave-advice-weighing = Évaluation de chaque fait public…
crimewave-advice-no-cut = Aucun fait public ne réduit à lui seul les résidences possibles de ce Tueur.
crimewave-advice-cut = • { $fact } : sans lui, { $more } { $more ->
        [one] résidence possible
        [many] résidences possibles
       *[other] résidences possibles
    } de plus

# Why the rules refuse an entry.
crimewave-no-location = aucun lieu
crimewave-refuse-escape = Seul un Tueur en prison peut s'évader, et { $killer } est { $status }
crimewave-refuse-change-in-prison = { $killer } est en prison et ne peut pas changer de méthode
crimewave-refuse-change-not-spooked = { $killer } ne peut changer de méthode que quand sa jauge d'Effroi atteint 2, une fois par passage ; une Pleine lune ou la prison entre-temps annule ce droit
crimewave-refuse-move-not-spooked = { $killer } ne déménage que lorsque sa jauge d'Effroi atteint 3 (elle est à { $spook })
crimewave-refuse-same-home = { $killer } doit déménager dans une nouvelle résidence, et il vivait au { $loc }
crimewave-refuse-no-location = Il n'y a pas de lieu { $loc } sur ce plateau
crimewave-refuse-no-board = Choisissez d'abord le plateau
crimewave-refuse-on-trial = { $killer } est en procès : liez-lui d'abord des scènes ou saisissez les totaux de cartes du procès
crimewave-refuse-must-move = { $killer } doit d'abord déménager dans une nouvelle résidence (jauge d'Effroi à 3)
crimewave-refuse-in-setup = La mise en place n'est pas finie : le jeu commence après le lancement
crimewave-refuse-over-killers = La partie est finie : les Tueurs ont gagné
crimewave-refuse-over-investigators = La partie est finie : les Enquêteurs ont gagné
crimewave-refuse-not-investigator = { $investigator } n'est pas un Enquêteur de cette partie ({ $names })
crimewave-refuse-raid-prison = { $killer } est en prison : il n'y a personne à cibler
crimewave-refuse-no-trial = Personne n'est en procès : les liens et les procès suivent une descente qui touche
crimewave-refuse-no-scene-to-tie = Il n'y a pas de scène de crime non résolue au { $loc } à lier à { $killer }
crimewave-refuse-kill-in-prison = { $killer } est en prison et ne peut pas tuer
crimewave-refuse-home-first = Choisissez la résidence de { $killer } avant ses scènes de crime
crimewave-refuse-watched = Le { $loc } a des Voisins vigilants : aucun Tueur ne peut y tuer
crimewave-refuse-no-route = { $killer } ne peut pas atteindre le { $loc } : aucun trajet n'y mène
crimewave-refuse-outside-zone = Le { $loc } est hors de la zone de confort de { $killer } : il est à { $steps ->
        [one] { $steps } case
        [many] { $steps } cases
       *[other] { $steps } cases
    } de la résidence et la zone s'étend à { $radius }
crimewave-refuse-watches-block = { $killer } ne peut pas atteindre le { $loc } : les seuls trajets passent par { $count ->
        [one] les Voisins vigilants du
        [many] les Voisins vigilants des lieux
       *[other] les Voisins vigilants des lieux
    } { $watches }
crimewave-refuse-home-taken = Le { $loc } est la résidence de { $killer } ; les Tueurs vivent à au moins { $apart } cases les uns des autres
crimewave-refuse-home-near = Le { $loc } n'est qu'à { $steps ->
        [one] { $steps } case
        [many] { $steps } cases
       *[other] { $steps } cases
    } de la résidence de { $killer } ; les Tueurs vivent à au moins { $apart } cases les uns des autres
crimewave-refuse-scene-there = Il y a déjà une scène de crime non résolue au { $loc } ; une autre ne peut y aller qu'une fois celle-ci résolue
crimewave-refuse-kill-before-move = { $killer } ne peut pas tuer avant d'avoir déménagé dans une nouvelle résidence (jauge d'Effroi à 3)
crimewave-refuse-no-scene-for-evidence = Un indice ne s'ajoute qu'à une scène de crime non résolue, et il n'y en a pas au { $loc }
crimewave-refuse-no-tile = Il n'y a pas de tuile { $evidence } non vérifiée au { $loc }
crimewave-refuse-roll-first = Lancez d'abord pour { $evidence } au { $loc } : les tuiles d'une scène se lancent de la plus faible valeur à la plus forte
crimewave-refuse-setup-over = La mise en place est finie : la partie a commencé
crimewave-refuse-board-fixed = Le plateau ne peut plus changer une fois qu'une résidence y est choisie
crimewave-refuse-board-path = Le nom du fichier de plateau « { $path } » ne peut pas s'écrire dans une transcription : renommez-le sans « # », « => » ni espaces autour
crimewave-refuse-investigators = Une partie compte de 1 à { $most } Enquêteurs, pas { $count }
crimewave-refuse-name = « { $name } » ne peut pas être un nom d'Enquêteur : écrivez un seul mot, avec des traits d'union s'il y en a plusieurs (marie-jeanne)
crimewave-refuse-same-name = Deux Enquêteurs s'appellent { $name } : donnez à chacun un nom différent
crimewave-refuse-face = Un d8 donne de 1 à 8, pas { $face }
crimewave-refuse-method = { $name } n'est pas une des méthodes de meurtre de cette partie ({ $methods })
crimewave-refuse-method-fixed = Les scènes de départ de { $killer } portent déjà sa tuile méthode ; la méthode ne peut plus changer
crimewave-refuse-home-fixed = Les scènes de départ de { $killer } sont placées autour de sa résidence ; il ne peut plus déménager
crimewave-refuse-method-first = Choisissez la méthode de { $killer } avant ses scènes de crime (elles portent sa tuile méthode)
crimewave-refuse-scenes-done = { $killer } a déjà ses { $count } scènes de crime de départ
crimewave-refuse-rule-case = la règle { $name } { $value } n'est pas écrite comme une transcription la lit (en minuscules)
crimewave-refuse-methods-late = Fixez les noms des méthodes avant que la méthode d'un Tueur soit choisie
crimewave-refuse-d8-method = La table du d8 cite la méthode { $number }, mais il n'y a que { $count } méthodes
crimewave-refuse-chances = Les chances des événements Tueur feraient { $total } % au total (Meurtre au hasard, Pleine lune, Évasion) : baissez-en d'abord une autre, elles ne peuvent pas dépasser 100 %
crimewave-refuse-seat-first = Placez d'abord les Enquêteurs
crimewave-refuse-no-method-yet = { $killer } n'a pas encore de méthode de meurtre
crimewave-refuse-no-home-yet = { $killer } n'a pas encore de résidence
crimewave-refuse-scenes-missing = { $killer } a { $placed } de ses { $count } scènes de crime de départ
crimewave-refuse-watch-city = Le { $loc } est une grande ville : les villes ne peuvent pas avoir de Voisins vigilants
crimewave-refuse-watch-twice = Le { $loc } a déjà des Voisins vigilants
crimewave-refuse-watch-scenes = Des Voisins vigilants demandent { $needed } scènes de crime sur le { $loc } ou à côté ; il n'y en a que { $around }
crimewave-why-murder-near = { $killer } au { $loc }, aussi près de sa résidence qu'il le peut : un débutant tue en terrain connu
crimewave-alibi-plays = Alibi ({ $level }) joue les Tueurs
crimewave-level-easy = facile
crimewave-level-standard = standard
crimewave-level-hard = difficile

## L'histoire d'une partie de Crimewave, dans le récapitulatif.

crimewave-recap-killers-win = Gagnée par les Tueurs : la Panique générale a atteint 10.
crimewave-recap-investigators-win = Gagnée par les Enquêteurs : les trois Tueurs sont en prison.
crimewave-recap-panic = Panique générale
crimewave-recap-spook = { $killer } : Effroi
crimewave-recap-homes = { $killer } : résidences possibles
crimewave-recap-victims = Victimes
crimewave-recap-raids = Descentes
crimewave-recap-answered = { $told } : { $result }
crimewave-recap-moves-house = { $killer } déménage
crimewave-recap-escapes = { $killer } s'évade de prison
crimewave-recap-lived-at = { $killer } résidait au { $home } et tuait par { $method }.
crimewave-recap-lived-nowhere = { $killer } ne résidait nulle part sur le plateau et tuait par { $method }.
crimewave-recap-no-method = aucune méthode
crimewave-recap-opening = Scène de départ au { $loc } : { $culprit }.

## What the rules change on the board on their own after an action, as instructions.

crimewave-change-arrested = { $killer } est arrêté : son procès vient ensuite
crimewave-change-prison = { $killer } va en prison : retournez son marqueur de profil
crimewave-change-free = { $killer } est libre : son marqueur de profil reste face visible
crimewave-change-escaped = { $killer } est sorti de prison : retournez à nouveau son marqueur de profil
crimewave-change-case-thrown-out = Écartez les Indices du dossier de { $killer }
crimewave-change-case-file = Le dossier de { $killer } compte maintenant { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
crimewave-change-solved = Retournez la tuile victime du { $loc } : une victime de { $killer }. Ses Indices vérifiés vont dans son dossier ; retirez la tuile méthode
crimewave-change-solved-random = Retournez la tuile victime du { $loc } : un meurtre au hasard
crimewave-change-scene-removed = Retirez du jeu la scène de crime du { $loc }
crimewave-change-verified = Retournez la tuile { $evidence } du { $loc } sur sa face vérifiée
crimewave-change-spook-reset = Remettez le marqueur d'Effroi de { $killer } au départ
crimewave-change-spook = Placez le marqueur d'Effroi de { $killer } sur { $spook }
crimewave-change-victim-counter-round = Le marqueur du Compteur de victimes revient à sa case de départ
crimewave-change-victim-counter = Avancez le marqueur du Compteur de victimes jusqu'à la case { $at }
crimewave-change-panic = La Panique générale monte à { $panic } : avancez son marqueur
crimewave-change-residence = { $killer } habite au { $loc } : placez-y son marqueur de résidence
crimewave-change-residence-gone = { $killer } a déménagé : retirez son marqueur de résidence du { $loc }

## The Evidence verified form and Alibi's Killer events in the house rules.

crimewave-label-evidence-verified = Tuile Indice dont le jet a réussi ({ $item } objet, { $blood } sang, { $fingerprint } empreinte, { $witness } témoin)
crimewave-help-verify-roll = Lancez le d{ $die } sur une scène pour une de ses tuiles face cachée ; n'enregistrez la tuile que si le jet a réussi.
crimewave-rule-percent = { $value } %
crimewave-rule-events-title = Événements Tueur d'Alibi (le paquet Tueur reste dans la boîte)
crimewave-rule-events-help = À chaque manche, Alibi tire un événement avec ces chances ; si personne n'est en prison, une Évasion compte comme aucun événement.
crimewave-rule-random-killing = Meurtre au hasard
crimewave-rule-full-moon = Pleine lune (chaque méthode relancée)
crimewave-rule-escape = Évasion de prison
crimewave-rule-no-event = Aucun événement : { $chance } %
crimewave-rule-defense = Défense d'Alibi (points:chance, …)
crimewave-rule-defense-help = À chaque procès, Alibi tire ses points de Défense : { $table }. Les chances font 100 en tout.
crimewave-rule-defense-row = { $points } points { $chance } %
