# Intent to Kill's console: setting up, the rounds, the side panes, the end and its audit,
# and Alibi playing a side. The game's terms are in intent-terms.ftl; the rules' sentences
# in intent.ftl.

## Words several screens share.

# `$side`: murderer or detective.
intent-side-title = { $side ->
        [murderer] le Meurtrier
       *[detective] le Détective
    }
# `$level`: easy, standard or hard.
intent-level = { $level ->
        [easy] facile
        [standard] standard
       *[hard] difficile
    }
intent-level-line = { $level ->
        [easy] comme un débutant, souvent le coup du niveau « standard », sinon n'importe quel coup légal
        [standard] le meilleur coup selon la déduction exacte, avec un coup d'avance
       *[hard] voit plus loin, sur toutes les hypothèses que les faits permettent
    }
intent-console-not-allowed = Interdit : { $why }
intent-console-placeholder-civilian = civil
intent-console-placeholder-motive = mobile
intent-console-placeholder-group = groupe
intent-console-placeholder-block = quartier
intent-console-placeholder-card = carte
# `$answer`: the answer's word (Yes or No).
intent-console-truth = { $question } Réponse sincère : { $answer }.
intent-console-answer-truth = Répondre { $answer } (la vérité) (T)
intent-console-answer-lie = Mentir : répondre { $answer } (L)
intent-console-must-tell-truth = { $civilian } doit dire la vérité.

## Setting up.

intent-setup-title = Nouvelle partie d'Intent to Kill
intent-setup-seat-person = une personne
intent-setup-seat-alibi = Alibi, { $level }
intent-setup-who-plays = Qui joue ?
intent-setup-the-murderer = Le Meurtrier
intent-setup-the-detective = Le Détective
intent-setup-strength = {" "}En parties simulées, il gagne { $rate } % des parties contre { $other } en difficile.
intent-setup-alibi-plays = Alibi joue { $side } au niveau { $level } : { $line }.{ $strength } En solo : Alibi garde les secrets de son camp, annonce ses coups pour que vous les jouiez sur le plateau, et « annuler » revient à votre dernier coup.
intent-setup-intuition-declined = Alibi ne joue un camp qu'en mode Logique : les cartes Intuition ne sont pas toutes connues, un programme ne peut donc pas les jouer honnêtement. Choisissez Logique pour jouer contre Alibi.
intent-setup-layout = Disposition
intent-setup-logic = Logique (6 mobiles)
intent-setup-intuition = Intuition (8 mobiles, cartes)
intent-setup-motives = Mobiles en jeu ({ $count } sur { $wanted })
intent-setup-recommended = Conseillés pour { $layout }
intent-setup-motive-count = Choisissez exactement { $wanted } mobiles ({ $picked } { $picked ->
        [one] choisi
        [many] choisis
       *[other] choisis
    }).
intent-setup-alibi-deals = Alibi distribue
intent-setup-we-drew = Cartes déjà tirées
intent-setup-alibi-deals-alone = Alibi distribue : il choisit les 20 civils et leurs quartiers à disposer, et tire en secret le Meurtrier, la Personne d'intérêt, le mobile et trois jetons Groupe social ; son sac tire chaque jeton pendant la phase Ville.
intent-setup-alibi-deals-table = Alibi distribue : il choisit les 20 civils et leurs quartiers, que le Détective dispose, et tire en secret le Meurtrier, la Personne d'intérêt, le mobile et trois jetons Groupe social.
intent-setup-dealt-alibi-murderer = C'est distribué. Disposez les cartes ci-dessous ; Alibi garde les cartes du Meurtrier face cachée. Mettez les jetons Groupe social de côté : le sac d'Alibi les tire.
intent-setup-dealt-alibi = C'est distribué. Disposez les cartes ci-dessous, puis regardez vos cartes secrètes. Mettez les jetons Groupe social de côté : le sac d'Alibi les tire.
intent-setup-dealt = C'est distribué. Détective : disposez les cartes ci-dessous. Meurtrier : regardez vos cartes secrètes quand le Détective détourne les yeux.
intent-setup-type-civilians = Saisissez les civils que le Détective a placés dans chaque quartier (noms tels qu'imprimés, séparés par des virgules).
intent-setup-block-count = { $block } ({ $found } sur { $wanted })
intent-setup-block-unknown = { $block } (inconnus : { $names })
intent-setup-names-example = ex. Dame aux chats, Factrice
intent-setup-murderer = Meurtrier
intent-setup-poi = Personne d'intérêt
intent-setup-motive = Mobile
intent-setup-record = Enregistrer les cartes
intent-setup-back = Retour : Alibi distribue
intent-setup-choose-secrets = Choisissez le Meurtrier, la Personne d'intérêt et le mobile.
intent-setup-recorded = Enregistré. Choisissez les Partisans que vous avez gardés.
intent-setup-lay-out = Détective : sortez ces 20 cartes civil de la boîte et placez-les
intent-setup-layout-buildings = { $layout } · bâtiments : { $buildings }
intent-setup-block-line = { $block } : { $civilians }
intent-setup-marker-after-secret = Détective : posez votre pion sur n'importe quel quartier, puis lancez la partie (une fois que le Meurtrier a vu les cartes secrètes).
intent-setup-marker = Détective : posez votre pion sur n'importe quel quartier, puis lancez la partie.
intent-setup-detective-first = Détective : choisissez d'abord le quartier de votre pion.
intent-setup-choose-block = choisir un quartier
intent-setup-start = Lancer la partie
intent-setup-sealed = Alibi garde les cartes du Meurtrier face cachée : son civil, la Personne d'intérêt, le mobile et les Partisans sont scellés, et l'écran de table affiche leur empreinte dès la première manche (alibi verify la vérifie après la partie).
intent-setup-alibi-detective-start = Alibi, le Détective, pose son pion sur un quartier quand vous lancez la partie.
intent-setup-secret-hidden = Meurtrier seulement : vos cartes secrètes sont face cachée.
intent-setup-show-secret = Montrer les cartes secrètes du Meurtrier
intent-setup-secret-seen = Les cartes secrètes sont face cachée. Le Meurtrier peut les revoir pendant la partie (l'onglet « Secrets »).
intent-setup-you-are = Vous êtes : { $card }
intent-setup-your-poi = Votre Personne d'intérêt : { $card }
intent-setup-your-motive = Votre mobile : { $motive }
intent-setup-choose-supporters = Choisissez vos Partisans parmi les trois jetons Groupe social tirés (leurs civils peuvent mentir pour vous lors d'un interrogatoire) :
intent-setup-your-supporters = Vos Partisans : le jeton Groupe social que vous avez gardé :
intent-setup-chosen-group = ✓ { $group }
intent-setup-got-it = Compris — retournez les cartes face cachée
intent-setup-supporters-chosen = Partisans : { $group }. Appuyez sur « Compris » pour retourner les cartes face cachée.

## The rounds.

intent-play-victims = Victimes { $count } sur { $limit }
intent-play-murdered = { $victim } est la victime { $number }. La phase Détective commence.
intent-play-bombed = La Bombe artisanale tue { $bodies } ; la victime est { $victim } (secret).
intent-play-refused = Pas de meurtre cette manche. Un second refus fait perdre la partie.
intent-play-refused-twice = Le Meurtrier a refusé une seconde fois et perd.
intent-play-surveilled = Surveillance sur { $civilian } : { $answer } — maintenant sur la table.
intent-play-answered = { $civilian } a répondu { $answer } — maintenant sur la table.
intent-play-comforted = Réconfort : { $civilian }.
intent-play-agent-chosen = { $civilian } est l'agent infiltré.
intent-play-pick-first = Choisissez d'abord un civil, puis le quartier.
# An action as the history says it, ended as a sentence.
intent-play-done = { $action }.
intent-play-intimidating = Intimidation : { $civilians } ; encore { $count } à choisir.
intent-play-intimidated = Intimidation : { $civilians }. Maintenant, le meurtre.
intent-play-initial-response = Première intervention
intent-play-accusation = L'accusation
intent-play-pick-detective = Choisissez un civil pour la Surveillance, un interrogatoire ou un réconfort ; cliquez sur un quartier marqué → (ou une flèche) pour déplacer le Détective.
intent-play-pick-city = Choisissez un civil, puis le quartier marqué → (ou une flèche) où il va ; Échap annule le choix.
intent-play-pick = Choisissez un civil dans la ville.
intent-play-intimidate = Intimider : { $civilian } (I)
intent-play-intimidate-owed = Intimidez { $count } { $count ->
        [one] civil
        [many] civils
       *[other] civils
    } hors du quartier du Détective : choisissez-en un, puis Intimider.
intent-play-refuse = Refuser de tuer (un second refus fait perdre)
intent-play-refuse-again = Refuser encore — la partie est PERDUE
intent-play-benefactor = D.O.A. : cliquez sur le quartier où va la scène de crime du Bienfaiteur.
intent-play-may-murder = ✓ { $civilian } : victime possible.
intent-play-murder = Tuer : { $civilian } (M)
intent-play-not-legal = ✗ Victime interdite : { $breach }.
intent-play-legal-count = Les victimes possibles sont marquées ✓ dans la ville ({ $count } en ce moment).
intent-play-bomb-also = Bombe artisanale — tuer aussi :
intent-play-bomb = Faire exploser la Bombe artisanale
intent-play-clear-scene = Choisissez { $civilians } sur la scène de crime, puis un quartier marqué → (ou une flèche).
# The civilians left on a crime scene, one by one ("Nurse, the Judge").
intent-play-and-the = { $first }, { $rest }
intent-play-end-investigation = Finir l'enquête → phase Ville (E)
intent-play-surveil = Surveillance sur { $civilian } (S)
intent-play-comfort = Réconforter : { $civilian } (C)
intent-play-agent = Secret du Détective : l'agent du FBI (Meurtrier, détournez les yeux)
intent-play-question = Question : « Le Meurtrier est-il … ? »
intent-play-your-token = Votre jeton : { $group }. Choisissez un de ses civils, puis le quartier marqué → où il va (une fois chacun) ; puis « J'ai fini mes déplacements ».
intent-play-token-group = le groupe { $group }
intent-play-token-unknown = le groupe tiré
intent-play-last-round = C'était la dernière manche : le Détective désigne le Meurtrier et le mobile.
intent-play-next-round = Lancer la manche { $round } (N)
intent-play-accuse-early = Ou, si les deux joueurs sont d'accord, le Détective accuse maintenant :

## Picking by typing.

intent-pick-placeholder-civilian = / puis un nom
intent-pick-placeholder-question = Q puis un trait : grand, âgé…
intent-pick-placeholder-motive = V puis un mobile
intent-pick-none-civilian = Personne dans la ville ne s'appelle « { $typed } ».
intent-pick-none-question = Aucune question ne porte sur « { $typed } ».
intent-pick-none-motive = Aucun mobile en jeu ne s'appelle « { $typed } ».
intent-pick-picks = choisit { $civilian }
intent-pick-asks = demande : { $question }
intent-pick-names = désigne le mobile { $motive }
# `$stop`: yes when the sentence needs its full stop (a question already has its mark).
intent-pick-enter = Entrée { $taken }{ $stop ->
        [yes] .
       *[no] {""}
    }
intent-pick-enter-also = Entrée { $taken } (↑↓ aussi { $others }{ $more ->
        [yes] , …
       *[no] {""}
    }).

## The side panes.

intent-pane-answers = Réponses
intent-pane-exposure = Exposition
intent-pane-secrets = Secrets
intent-pane-cards = Cartes
intent-pane-history = Historique
intent-side-no-victims = Aucune victime.
intent-side-victims = Victimes :
intent-side-could-believe = Ce que le Détective peut encore croire
intent-side-suspects-left = Suspects restants : { $count } — { $names }
intent-side-motives-left = Mobiles restants : { $count } — { $names }
intent-side-you-are = Vous êtes : { $card }
intent-side-motive = Mobile : { $motive }
intent-side-poi = Personne d'intérêt : { $civilian }
intent-side-supporters = Partisans : { $group }
intent-side-hide = Cacher mes secrets

## The end and the audit.

intent-end-choose = Choisissez le civil et le mobile que le Détective désigne.
intent-end-accused = Le Détective a accusé { $civilian }, { $motive } : { $result }.
intent-end-record-accusation = Enregistrer l'accusation (A)
intent-end-detective-wins = Le Détective gagne : le Meurtrier et le mobile sont trouvés.
intent-end-murderer-wins = Le Meurtrier gagne : l'accusation a échoué.
intent-end-murderer-loses = Le Meurtrier a refusé de tuer deux fois et perd.
intent-end-over = La partie est finie.
intent-audit-murderer = Meurtrier : { $card }
intent-audit-victim = Victime { $number } : { $victim } en { $block } — { $verdict }
intent-audit-legal = légal
intent-audit-illegal = ILLÉGAL : { $breach }
intent-audit-no-secrets = les secrets n'ont jamais été fixés
# `$answer`: yes or no; `$honest`: yes or no.
intent-audit-surveillance = Manche { $round } : Surveillance sur { $civilian } — { $answer ->
        [yes] oui
       *[no] non
    } ({ $honest ->
        [yes] honnête
       *[no] PAS HONNÊTE
    })
# `$note`: true, allowed (a lie the rules allow) or forbidden.
intent-audit-answer = Manche { $round } : { $civilian } — { $question } { $answer ->
        [yes] oui
       *[no] non
    } ({ $note ->
        [true] vrai
        [allowed] mensonge permis
       *[forbidden] mensonge NON PERMIS
    })
intent-audit-why = Pourquoi Alibi a fait ces choix :
intent-audit-clean = Audit : tout était conforme aux règles.
intent-audit-broken = Audit : quelque chose a enfreint les règles (en majuscules).

## Alibi playing a side.

intent-alibi-seats = Alibi ({ $level }) joue { $side } · vous jouez { $person }
intent-alibi-refused-ask = Alibi répond pour les civils : demandez avec « Demander »
intent-alibi-refused-detective-asks = seul le Détective (Alibi) pose les questions
intent-alibi-refused-secret = Alibi garde les cartes secrètes du Meurtrier
intent-alibi-refused-own = Alibi joue { $side } : ce coup lui revient
intent-alibi-setup-refused = La mise en place d'Alibi a été refusée : { $refusal }
intent-alibi-move-refused = Le coup d'Alibi a été refusé : { $refusal }
intent-alibi-stopped = Alibi a cessé de réfléchir sans prévenir ; essayez d'annuler.
intent-alibi-undo = { $label }, et les coups d'Alibi qui ont suivi
# `$phase`: murderer, detective or city.
intent-alibi-turn = { $phase ->
        [murderer] La phase Meurtrier
        [detective] La phase Détective
       *[city] Cette partie de la phase Ville
    } revient à Alibi : exécutez chaque annonce sur le plateau et appuyez sur Terminé.
intent-alibi-answers = { $civilian } répond. Réponse sincère : { $answer }.
intent-alibi-done-moving = J'ai fini mes déplacements : au tour du Détective (D)

## The recap's story.

intent-recap-victims = Victimes
intent-recap-suspects = Suspects restants
intent-recap-motives = Mobiles restants
intent-recap-detective-wins = Gagnée par le Détective : l'accusation était juste.
intent-recap-murderer-wins = Gagnée par le Meurtrier : l'accusation a échoué.
intent-recap-murderer-loses = Le Meurtrier a perdu en refusant de tuer deux fois.
intent-recap-bomb = Une Bombe artisanale : { $bodies } { $bodies ->
        [one] corps
        [many] corps
       *[other] corps
    }
intent-recap-accused = { $told } : { $result }
intent-recap-murderer = Le Meurtrier était : { $murderer }, avec le mobile { $motive }.
intent-recap-no-motive = aucun mobile
intent-recap-poi = La Personne d'intérêt était : { $poi }.
intent-recap-supporters = Les Partisans étaient le groupe { $group }.

# Against Alibi's Murderer, which agrees to an early accusation (a person's game asks both players).
intent-play-accuse-early-alibi = Ou le Détective accuse maintenant, avant le dernier meurtre (Alibi est d'accord) :
## The investigation on the console: the Surveillance token, the Fire Station, the house rule.

intent-play-watch = Poser seulement le jeton Surveillance sur { $civilian } (W)
intent-play-use-token = Utiliser le jeton Surveillance sur { $civilian } : gratuit (S)
intent-play-watched = Le jeton Surveillance est maintenant sur { $civilian } (Commissariat).
intent-play-token-where = Le jeton Surveillance est sur { $civilian }.
intent-play-fire-station = Caserne de pompiers : tirer un jeton Groupe social
intent-play-fire-station-pick = Caserne de pompiers : le jeton tiré
intent-play-fire-station-group = Groupe social
intent-play-fire-drawn = Caserne de pompiers : le jeton { $group }. Choisissez un civil du groupe, puis un quartier voisin (chacun se déplace une fois).
intent-play-stack-empty = La pile de jetons Groupe social est vide : rien à tirer.
intent-setup-table-counts = La table compte elle-même l'enquête (règle maison)
intent-setup-table-counts-why = Décoché, Alibi arbitre le Détective : deux points de déplacement, deux actions différentes là où les bâtiments le permettent, le jeton Surveillance posé par un Commissariat. Coché, la table compte tout cela elle-même.
