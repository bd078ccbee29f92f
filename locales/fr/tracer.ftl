# The board tracer: a group traces its own Crimewave board from a photo.
tracer-board-tracer = Traceur de plateau
tracer-home = Accueil
tracer-alibi-doesn-t-know-how = Alibi ne sait pas comment les lieux du plateau imprimé de Crimewave sont reliés. Tracez le vôtre : ouvrez-en une photo ou un scan, placez-y les lieux numérotés, reliez-les et nommez les villes jaunes. Les plateaux enregistrés ici sont proposés à la mise en place d'une partie de Crimewave.
tracer-start-from-the-stand-in = Partir du plateau de remplacement
tracer-alibi-s-made-up-california = La Californie inventée d'Alibi (pas le plateau imprimé), à ajuster sur votre photo.
tracer-no-boards-saved-yet = Pas encore de plateau enregistré.
tracer-saved-boards = Plateaux enregistrés
tracer-open-photo = Ouvrir une photo
tracer-import-board-file = Importer un plateau
tracer-path-of-a-photo-png = Chemin d'une photo (PNG ou JPEG) ou d'un fichier de plateau ; laissez vide pour choisir dans une fenêtre
tracer-new-name = Nouveau nom
tracer-keep-name = Garder le nom
tracer-cancel = Annuler
tracer-delete-it-and-its-photo = Le supprimer avec sa photo ?
tracer-delete = Supprimer
tracer-keep = Garder
tracer-trace = Tracer
tracer-rename = Renommer
tracer-duplicate = Dupliquer
tracer-export = Exporter
tracer-name-the-board = Nommez le plateau
tracer-undo = Annuler
tracer-redo = Rétablir
tracer-save = Enregistrer
tracer-close = Fermer
tracer-zoom-in = Zoom avant
tracer-zoom-out = Zoom arrière
tracer-whole-photo = Photo entière
tracer-wheel-zoom-drag-the-photo = Molette : zoom · glisser la photo : déplacer · glisser un lieu : le bouger
tracer-place-and-move = Placer et bouger
tracer-connect = Relier
tracer-next-number = Numéro suivant
tracer-click-a-location-to-change = Cliquez sur un lieu pour changer son numéro, en faire une ville ou le supprimer.
tracer-number = Numéro
tracer-renumber = Renuméroter
tracer-deselect-esc = Désélectionner (Échap)
tracer-no-errors-no-warnings-the = Ni erreur ni avertissement : le plateau est conforme à tout ce que dit la règle.
tracer-the-rulebook-checks-96-locations = Les vérifications de la règle (96 lieux, 11 villes, distances) suivront une fois les erreurs corrigées.
tracer-checks = Contrôles
tracer-click-the-photo-to-place = Cliquez sur la photo pour placer le lieu suivant.
tracer-no-photo-yet = Pas de photo :
tracer-connect-help = Cliquez sur un lieu, puis sur un autre pour les relier (encore une fois pour les délier). Continuez à cliquer le long d'une route ; cliquez à côté des lieux pour recommencer.
tracer-tools = Outils
tracer-photo = Photo { $width } × { $height } ; une autre :
tracer-photo-unsaved = Photo { $width } × { $height } (non enregistrée) ; une autre :
tracer-location = Lieu

## The board checks' findings (the tracer lists them; `alibi check-board` prints them in English).
tracer-finding-no-name = le plateau n'a pas de « name »
tracer-finding-not-json = ce n'est pas un fichier de plateau : ce n'est pas du JSON valide ({ $error })
tracer-finding-no-object = ce n'est pas un fichier de plateau : il ne contient aucun objet {"{"}…{"}"} de données de plateau
tracer-finding-other-format = ce n'est pas un fichier de plateau Alibi : son « format » est { $format }, pas « { $wanted } »
tracer-finding-no-format = ce n'est pas un fichier de plateau Alibi : il n'a pas d'entrée "format": "{ $wanted }"
tracer-finding-other-version = ce fichier de plateau est en version { $version } ; cette application lit la version { $wanted }
tracer-finding-no-version = ce fichier de plateau n'a pas de « version » (cette application lit la version { $wanted })
tracer-finding-bad-stand-in = « stand_in » vaut { $value } ; il doit valoir true ou false
tracer-finding-bad-image = « image » vaut { $value } ; ce doit être le chemin d'une image entre guillemets
tracer-finding-no-list = le plateau n'a pas de liste « { $key } »
tracer-finding-unreadable = { $what ->
        [location] le lieu
       *[connection] la liaison
    } nº { $number } de la liste « { $key } » ({ $entry }) est illisible : { $error }
tracer-finding-no-locations = le plateau n'a aucun lieu
tracer-finding-too-many = le plateau a { $count } lieux ; Alibi accepte des plateaux d'au plus { $most } lieux (le plateau imprimé en a { $printed })
tracer-finding-numbered-0 = un lieu porte le numéro 0 ; les lieux sont numérotés à partir de 1
tracer-finding-numbered-too-high = le lieu { $loc } a un numéro trop élevé ; les numéros s'arrêtent à { $highest }
tracer-finding-location-twice = le lieu { $loc } apparaît plus d'une fois
tracer-finding-outside-picture = le lieu { $loc } est à { $axis } = { $value }, hors de l'image (0 à 1)
tracer-finding-edge-to-itself = la liaison { $a }–{ $b } relie le lieu { $a } à lui-même
tracer-finding-edge-off-board = la liaison { $a }–{ $b } nomme le lieu { $end }, qui n'est pas sur le plateau
tracer-finding-edge-repeated = la liaison { $a }–{ $b } figure plus d'une fois dans la liste
tracer-finding-edge-reversed = la liaison { $a }–{ $b } figure deux fois dans la liste (aussi comme { $b }–{ $a })
tracer-finding-cut-off = le plateau n'est pas d'un seul tenant : depuis le lieu { $from }, aucun chemin ne mène à { $locs }
tracer-finding-cut-off-and-more = le plateau n'est pas d'un seul tenant : depuis le lieu { $from }, aucun chemin ne mène à { $locs } ni à { $more } autres
tracer-finding-location-count = le plateau a { $count ->
        [one] { $count } lieu
        [many] { $count } lieux
       *[other] { $count } lieux
    } ; le plateau imprimé en a { $printed }
tracer-finding-numbered-outside = le lieu { $loc } est numéroté hors de 1–{ $printed }, les numéros du plateau imprimé
tracer-finding-city-count = le plateau a { $count ->
        [one] { $count } ville jaune
        [many] { $count } villes jaunes
       *[other] { $count } villes jaunes
    } ; le plateau imprimé en a { $printed }
tracer-finding-yellow-unnamed = le lieu jaune { $loc } n'a pas de nom de ville
tracer-finding-not-a-city = le lieu jaune { $loc } s'appelle « { $name } », qui n'est pas l'une des { $cities } villes du plateau
tracer-finding-named-not-yellow = le lieu { $loc } s'appelle « { $name } » mais n'est pas jaune
tracer-finding-city-twice = { $city } désigne plus d'un lieu ({ $locs })
tracer-finding-cities-missing = aucun lieu jaune ne s'appelle { $cities }
tracer-finding-neighbours = le lieu { $loc } a { $count ->
        [one] { $count } voisin
        [many] { $count } voisins
       *[other] { $count } voisins
    } ; sur le plateau imprimé, les lieux en ont de 2 à 6
tracer-finding-red-terror = les lieux 41 et { $to } sont à { $apart } l'un de l'autre ; l'exemple de la Terreur rouge dans la règle les place à { $expected } cases
tracer-finding-residences = les lieux { $a } et { $b } sont à { $apart } l'un de l'autre ; les résidences d'exemple de la règle (41, 18, 3) sont à au moins 3 cases les unes des autres
tracer-finding-not-connected-at-all = une distance infinie (non reliés)
tracer-finding-spaces = { $count ->
        [one] { $count } case
        [many] { $count } cases
       *[other] { $count } cases
    }
tracer-finding-not-north = { $north } (lieu { $north_loc }) n'est pas dessinée au nord de { $south } (lieu { $south_loc }), alors qu'elle est au nord sur la carte
tracer-finding-not-west = { $west } (lieu { $west_loc }) n'est pas dessinée à l'ouest de { $east } (lieu { $east_loc }), alors qu'elle est à l'ouest sur la carte

## The tracer's news and its side panels.
tracer-not-a-city = Pas une ville
tracer-yellow-city = Ville jaune : { $name }
tracer-picture-not-opened = Impossible d'ouvrir l'image ({ $error }).
tracer-our-board = Notre plateau Crimewave
tracer-my-board = Mon plateau
tracer-stand-in-on-blank-page = Les lieux du plateau de remplacement sont sur une page blanche : ouvrez une photo de votre plateau (ci-dessous) et faites glisser chaque lieu à sa place.
tracer-renamed = Renommé.
tracer-copied-to = Copié dans { $file }.
tracer-deleted = Supprimé.
tracer-exported-to = Exporté vers { $path } (sa photo à côté).
tracer-imported-as = Importé sous { $file }.
tracer-opened-with-photo = Ouvert, avec sa photo ({ $width } × { $height } pixels).
tracer-photo-open = Photo ouverte ({ $width } × { $height } pixels). Cliquez dessus pour placer le lieu { $next }.
tracer-placed = Lieu { $loc } placé.
tracer-renumbered = Le lieu { $old } devient le { $new }.
tracer-type-a-number = Tapez un numéro de lieu (1, 2, 3…).
tracer-deleted-location = Lieu { $loc } supprimé avec ses liaisons.
tracer-undone = Annulé.
tracer-nothing-to-undo = Rien à annuler.
tracer-redone = Rétabli.
tracer-nothing-to-redo = Rien à rétablir.
tracer-unsaved-changes = Ce plateau a des modifications non enregistrées : enregistrez-le, ou appuyez de nouveau sur Fermer pour les abandonner.
tracer-saved-playable = Enregistré sous { $file }. Il est proposé à la mise en place d'une partie de Crimewave.
tracer-saved-with-errors = Enregistré sous { $file }. On ne pourra y jouer qu'une fois { $count ->
        [one] son erreur corrigée
        [many] ses erreurs corrigées
       *[other] ses erreurs corrigées
    }.
tracer-nothing-chosen = Rien n'a été choisi. Si aucune fenêtre n'est apparue, tapez plutôt le chemin du fichier dans le champ.
tracer-opening = Ouverture de { $file } : { $stage }
tracer-stage-starting = Démarrage…
tracer-stage-reading = Lecture du fichier…
tracer-stage-decoding = Décodage d'une image de { $width } × { $height } ({ $megapixels } mégapixels)…
tracer-stage-shrinking = Réduction à la taille de l'écran…
tracer-ready-to-play-on = Prêt à jouer · { $summary }
tracer-unfinished = Inachevé : { $why }
tracer-location-numbered = Lieu { $loc }
tracer-not-connected-yet = Pas encore relié.
tracer-connected-to = Relié à { $locs }.
tracer-delete-location = Supprimer le lieu { $loc } (Suppr)
tracer-errors-found = { $count ->
        [one] { $count } erreur
        [many] { $count } erreurs
       *[other] { $count } erreurs
    } — injouable tant que ce n'est pas corrigé
tracer-warnings-found = { $count ->
        [one] { $count } avertissement
        [many] { $count } avertissements
       *[other] { $count } avertissements
    } — permis, mais le plateau imprimé n'en aurait pas
tracer-error = Erreur : { $finding }
tracer-warning = Avertissement : { $finding }
tracer-click-to-show = { $line } (cliquez pour voir)
tracer-summary = { $locations ->
        [one] { $locations } lieu
        [many] { $locations } lieux
       *[other] { $locations } lieux
    } · { $connections ->
        [one] { $connections } liaison
        [many] { $connections } liaisons
       *[other] { $connections } liaisons
    } · { $cities ->
        [one] { $cities } ville
        [many] { $cities } villes
       *[other] { $cities } villes
    }
tracer-connected = { $a } et { $b } reliés.
tracer-disconnected = { $a } et { $b } déliés.
tracer-numbered-from-1 = Les lieux sont numérotés de 1 à { $highest }.
tracer-number-taken = Le lieu { $loc } est déjà sur le plateau : choisissez un autre numéro.
tracer-dialog-open-photo = Ouvrir une photo ou un scan de votre plateau Crimewave
tracer-dialog-photos = Photos (PNG, JPEG)
tracer-dialog-import = Importer un fichier de plateau
tracer-dialog-export = Exporter le plateau (sa photo est écrite à côté)
tracer-dialog-board-files = Fichiers de plateau
tracer-findings-joined = { $first } ; { $next }

## Les fichiers de plateau et leurs images ; `{ $error }` est le texte du système.
tracer-file-missing = Il n'y a pas de fichier à { $path }.
tracer-file-no-board = Il n'y a pas de fichier de plateau à { $path }.
tracer-file-unreadable = Impossible de lire { $path } ({ $error }).
tracer-file-not-a-picture = { $path } n'est pas une image PNG ou JPEG. Ouvrez une photo ou un scan du plateau.
tracer-file-damaged-picture = { $path } ressemble à une image mais n'a pas pu être décodé ({ $error }). Le fichier est peut-être abîmé.
tracer-file-picture-not-a-file-name = L'image du plateau « { $image } » n'est pas un nom de fichier.
tracer-file-wrong-extension = Un plateau s'enregistre dans un fichier se terminant par .{ $extension }, pas dans { $path }.
tracer-file-not-a-board = { $path } n'est pas un fichier de plateau : Alibi ne l'écrasera pas.
tracer-file-picture-not-saved = Impossible d'enregistrer l'image dans { $path } ({ $error }).
tracer-file-picture-unreadable = Impossible de lire l'image du plateau { $path } ({ $error }).
tracer-file-picture-not-copied = Impossible de copier l'image dans { $path } ({ $error }).
tracer-file-board-not-saved = Impossible d'enregistrer le plateau dans { $path } ({ $error }).
tracer-file-pixels-mismatch = Les pixels de l'image ne correspondent pas à sa taille.
tracer-file-picture-not-encoded = Impossible d'encoder l'image ({ $error }).
tracer-file-needs-name = Un plateau a besoin d'un nom.
tracer-file-copy-name = { $name } (copie)
tracer-file-not-deleted = Impossible de supprimer { $path } ({ $error }).
