# Glossary: (one German word for each game term, in every file; the full table, the du/ihr
#   rule and how names are placed are in GLOSSARY.md beside this file)
#   Crimewave: Killers = die Killer (Red Terror = Roter Terror, Green Slayer = Grüner Würger,
#   Blue Butcher = Blauer Schlächter; as names, without an article); Investigators = die Ermittler;
#   Public Panic = Öffentliche Panik; Victim Counter = Opferzähler; Spook meter = Spukleiste;
#   Neighborhood Watch = Bürgerwehr; raid = Razzia; trial = Prozess; evidence tiles =
#   Beweisplättchen; case file = Fallakte; Prosecution cards = Anklagekarten; Defense =
#   Verteidigung; Killer event = Killer-Ereignis (Random Killing = Zufallsmord, Full Moon =
#   Vollmond, Escape from Prison = Gefängnisausbruch); methods = Mordmethoden; secret residences
#   / homes = geheime Verstecke; opening scenes = Anfangsszenen; house rules = Hausregeln;
#   crime scene = Tatort; location = Ort; comfort zone = Komfortzone; tie = zuordnen; verify =
#   bestätigen; spooked = aufgeschreckt; d8 = W8; evidence tiles Item / Blood / Fingerprint /
#   Witness = Gegenstand / Blut / Fingerabdruck / Zeuge (G B F Z); methods = Erschießen,
#   Erstechen, Erschlagen, Erwürgen; board = Spielplan; stand-in board = Ersatzplan.
#   Intent to Kill: Murderer = Mörder; Detective = Detektiv; civilians = Zivilisten (named
#   without an article, like people: "Nonne ist eingeschüchtert"); motives = Motive; Person of
#   Interest = Verdachtsperson; Supporters = Unterstützer; Surveillance = Überwachung;
#   questioning = Befragung; intimidate = einschüchtern; comfort = trösten; block = Viertel;
#   social group = Gruppe; social-group token = Gruppenmarker; Initial Response = Erstmaßnahme;
#   Logic / Intuition mode = Logik- / Intuitions-Modus; phases = Phase Aufbau / Mörder /
#   Detektiv / Stadt; layout = Szenario; Hospital = Klinik;
#   the board's block names and the scenario titles stay English.
#   Murdero: hand = Runde; case = Fall; Crime Scene = Tatort; Victim = Opfer; Evidence = Beweis;
#   Suspect = Verdächtiger; Weapon = Waffe; Joker = Joker; Action card = Aktionskarte; Reverse
#   Charges = R-Gespräch; Real Estate = Immobilien; Case File = Fallakte; Partner Murdero =
#   Partner-Murdero; colours = Rot, Blau, Grün.
#   Crime Story: Author = Autor; certificate of insanity = Irrenattest (short: Attest); murderer card =
#   Mörderkarte; murderer pile = Mörderstapel; capture = erbeuten; point card = Punktkarte;
#   story starter = Erzählanfang; dry round = Leerrunde; veto = Veto; accuse = beschuldigen.
#   Screens: console = Konsole; table screen = Tischbildschirm; recap = Rückblick; undo = Rückgängig.
#   Keystone Crimewave: crook = Gauner; caper = Coup; Master Plan = Masterplan; Planner = Planer;
#   Commenter = Kommentator; phase = Phase; task = Aufgabe; Focus / Assist / Prepare = Fokus /
#   Helfen / Vorbereiten; Trait = Eigenschaft; Hassle = Ärger; token = Marker; trigger =
#   Auslöser; Caper points (CP) = Coup-Punkte (CP); Enforcement points (EP) = Fahndungspunkte
#   (FP); roll-off = Auswürfeln; Goal Achieved / Missed = Ziel erreicht / verfehlt.
# Words every screen shares.
yes = Ja
no = Nein
settings-language = Sprache
list-and = { $first } und { $second }
