# Glossary (pl): one term, the same everywhere (the full table: locales/pl/GLOSSARY.md).
#   Crimewave: Killers = Zabójcy (the Red Terror = Czerwony Postrach, the Green Slayer =
#   Zielony Siepacz, the Blue Butcher = Niebieski Rzeźnik); Investigators = Śledczy;
#   Public Panic = Panika; Victim Counter = licznik ofiar; Spook meter = miernik Strachu; Neighborhood Watch = Straż Sąsiedzka; raid = nalot; trial = proces; evidence tiles
#   = płytki dowodów; Killer event = wydarzenie Zabójców; Defense = Obrona; Prosecution cards =
#   karty Oskarżenia; case file = akta sprawy; method = metoda; secret residence = tajna
#   kryjówka; opening scenes = sceny początkowe; house rules = zasady domowe; location = pole
#   (also in the board tracer); tie = powiązanie; comfort zone = strefa komfortu; d8 = k8; Evidence
#   tiles Item / Blood / Fingerprint / Witness = Przedmiot / Krew / Odcisk palca / Świadek.
#   Intent to Kill (no Polish edition known): Murderer = Morderca, Detective = Detektyw,
#   civilians = cywile, motives = motywy, Person of Interest = Figurant, Supporters =
#   Sprzymierzeńcy, Surveillance = Obserwacja, questioning = przesłuchanie, intimidate =
#   zastraszyć, comfort = pocieszyć, block = kwartał, social group = grupa społeczna, crime
#   scene = miejsce zbrodni, Initial Response = Pierwsza Reakcja, Logic / Intuition mode =
#   tryb Logiki / Intuicji, layout = układ. Civilians are named in the nominative ("Obserwacja:
#   Kelnerka"), and sentences about one avoid gendered verb forms.
#   Murdero: case = sprawa (colours czerwona/niebieska/zielona agree with sprawa/karta);
#   Crime Scene = Miejsce Zbrodni, Victim = Ofiara, Evidence = Dowód, Suspect = Podejrzany,
#   Weapon = Broń; Joker = Joker; Action card = karta Akcji; Real Estate = Nieruchomości;
#   Reverse Charges = Odwrócenie Zarzutów; Case File = Kartoteka; hand = rozdanie (cards held:
#   na ręce); Partner Murdero = Murdero w parach.
#   Crime Story: Author = Autor; certificate of insanity = zaświadczenie o niepoczytalności;
#   murderer card = karta mordercy; murderer pile = stos mordercy; point card = karta
#   punktowa; capture = zdobycie (captured cards = zdobyte karty); story starter = początek
#   historii; dry round = pusta runda; veto = weto; accuse = oskarżyć.
#   Keystone Crimewave: crook = opryszek (pl. opryszkowie); caper = skok; complexity = złożoność; Master Plan =
#   Wielki Plan; phase = etap; task = zadanie; element = element; Planner = Planista;
#   Commenter = Komentator; Focus / Assist / Prepare = Skupienie / Pomoc / Przygotowanie;
#   Trait = Cecha; Hassle = Kłopot; trigger = wyzwalacz; token = żeton; Caper points (CP) =
#   punkty Skoku (PS); Enforcement points (EP) = punkty Obławy (PO); roll-off = rzut o
#   pierwszeństwo; white / black dice = białe / czarne kości; Goal Achieved / Missed = Cel
#   Osiągnięty / Chybiony.
# Player names carry no grammatical gender here: sentences about a player avoid gendered
# past-tense verbs (present tense, or "Name: what happened").

# Words every screen shares.
yes = Tak
no = Nie
settings-language = Język
list-and = { $first } i { $second }
