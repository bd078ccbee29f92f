# Glossary (fr), the same word in every file:
#   Crimewave: Killers = Tueurs (the Red Terror = la Terreur rouge, the Green Slayer = le Tueur
#   vert, the Blue Butcher = le Boucher bleu); Investigators = Enquêteurs; Public Panic =
#   Panique générale; Victim Counter = Compteur de victimes; Spook meter = jauge d'Effroi;
#   Neighborhood Watch = Voisins vigilants; raid = descente; trial = procès; evidence tiles =
#   tuiles Indice; Killer event = événement Tueur; Defense = Défense; Prosecution cards = cartes
#   Accusation; case file = dossier; methods = méthodes; secret residences = résidences
#   secrètes; opening scenes = scènes de départ; house rules = règles maison; undo = annuler.
#   Intent to Kill: Murderer = Meurtrier; Detective = Détective; civilians = civils; motives =
#   mobiles; Person of Interest = Personne d'intérêt; Supporters = Partisans; Surveillance =
#   Surveillance; block = quartier; round = manche; Initial Response = Première intervention;
#   Social Group token = jeton Groupe social; undercover FBI agent = agent infiltré du FBI;
#   intimidated = sous intimidation; Intuition/Logic mode = mode Intuition/Logique; the
#   scenarios keep their films' English titles. A civilian is a bare name (no article).
#   Table and app: recap = récap; seal = scellé, sealed setup = secrets scellés; link =
#   maillon; fingerprint = empreinte; timer = chrono; console = console; table screen = écran
#   de table.
#   Murdero: case = dossier (le dossier rouge); Case File = la Pioche; Crime Scene = Scène de
#   crime; Victim = Victime; Evidence = Indice; Suspect = Suspect; Weapon = Arme; Joker = Joker;
#   Action cards = cartes Action; Reverse Charges = Renvoi des charges; Real Estate =
#   Immobilier; Partner Murdero = Murdero en équipe; hand = manche.
#   Crime Story: Author = Auteur; certificate of insanity = certificat de folie; murderer card =
#   carte du meurtrier; murderer pile = pile du meurtrier; story starter = amorce; dry round =
#   panne sèche (round = tour de table; turn = tour); capture = prise; veto = veto; evidence of crime = preuve du crime.
#   Keystone Crimewave: crook = truand; caper = coup; Master Plan = Plan du coup; Planner =
#   Cerveau; Commenter = Commentateur; Focus = Action (tâche d'action, truand d'action, tour
#   d'action); Assist = Aide; Prepare = Préparation; Trait = Atout; Hassle = Embrouille;
#   trigger = déclencheur; Caper points = points de Coup (PC); Enforcement points = points de
#   Police (PP); Goal = Objectif; roll-off = jet de départage; complexity = complexité.
# Words every screen shares.
yes = Oui
no = Non
settings-language = Langue
list-and = { $first } et { $second }
