# Crimewave for the whole table: Alibi plays the three Killers (the console, the table, the
# recap).
together-seat-person = une personne à cet ordinateur
together-seat-alibi = Alibi, { $level } ({ $rate } % de victoires)
together-who = Qui joue les Tueurs ?
together-chosen = Alibi joue les trois Tueurs au niveau { $level } : { $line }. En parties simulées contre des Enquêteurs virtuels, ses Tueurs gagnent { $rate } % des parties. Toute la table enquête ensemble : cet écran garde tous les secrets jusqu'à la fin, Alibi annonce chacun de ses coups pour que vous les jouiez sur le plateau, et « annuler » revient à votre dernière saisie.
together-variant = Le paquet Tueur reste dans la boîte : à chaque manche, Alibi tire un événement Tueur — un Meurtre au hasard, une Pleine lune (chaque méthode est relancée) ou une Évasion — selon les chances fixées dans les règles maison ci-dessous, et lors d'un procès il se défend avec des points de Défense tirés de la même façon.
together-seats = { $alibi } · tous les autres enquêtent
together-set-up-already = Les Tueurs sont en place : on ne peut plus changer qui les joue
together-killers-own = Alibi joue les Tueurs : ce coup lui revient
together-no-room = Alibi ne trouve pas de place pour trois Tueurs sur ce plateau
together-no-room-step = Choisissez un autre plateau (annuler) ou laissez une personne jouer les Tueurs
together-tile-for = La tuile tirée pour { $loc } :
together-people-draw = Nous tirons les tuiles Indice de notre sac et les saisissons
together-killers-turn = Nos tours sont finis : au tour des Tueurs (Alt+N)
together-type-prosecution = Saisissez le total des cartes Accusation (un nombre entier)
together-and-after = { $entry }, et les coups d'Alibi qui ont suivi
together-why = Pourquoi les Tueurs d'Alibi ont fait ces choix
together-investigators-help = Chaque joueur autour de la table est un Enquêteur, dans l'ordre des places.
together-reveal = Révéler : la Défense d'Alibi et le verdict (Entrée)
together-trial-help = { $killer } en procès : dossier { $file }. Saisissez le total des cartes Accusation ; Alibi révèle alors sa Défense. Dossier + accusation − défense : 10 suffit à condamner.
together-setting-up = Alibi met ses Tueurs en place : il tire leurs méthodes aux dés, choisit les trois résidences secrètes et annonce une à une les six scènes de départ. Placez chacune sur le plateau et appuyez sur Terminé.
together-start = Les Tueurs d'Alibi ont leurs méthodes, leurs résidences secrètes et leurs scènes de départ. Réglez les règles maison ci-dessous si votre groupe joue autrement (dont les chances des événements Tueur), puis lancez la partie : Alibi joue le premier tour.
together-table-setup = Mise en place : placez ce qu'Alibi annonce
# Words of Alibi playing any side.
plays-thinking = Alibi réfléchit…
plays-done = Terminé (Entrée)
plays-stopped = Alibi a cessé de réfléchir sans prévenir ; essayez d'annuler.
plays-refused = Le coup d'Alibi a été refusé : { $why }
together-level-line = { $level ->
        [easy] un débutant qui tue aussi près de la résidence du Tueur qu'il le peut ; le reste, n'importe quel choix autorisé
        [standard] le coup le plus sûr selon la déduction exacte, avec un meurtre d'avance
       *[hard] voit plus loin, jusqu'aux descentes, Voisins vigilants et procès à venir
    }
