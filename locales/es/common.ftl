# Words every screen shares.
#
# Glossary: one Spanish word per game term, the same in every file.
# Plurals: Spanish CLDR categories are one, many (1 000 000 and the like) and other.
#   Crimewave: Killers = Asesinos (the Red Terror = el Terror Rojo, the Green Slayer = el
#     Verdugo Verde, the Blue Butcher = el Carnicero Azul); Investigators = Investigadores;
#     Public Panic = Pánico público; Victim Counter = Contador de víctimas; Spook meter =
#     medidor de Espanto (spooked = espantado); Neighborhood Watch = Vigilancia vecinal; raid =
#     redada (hit / miss = acierto / fallo); tie = vincular, vínculo; trial = juicio; evidence
#     tiles = losetas de prueba (Item, Blood, Fingerprint, Witness = Objeto, Sangre, Huella,
#     Testigo); case file = expediente; Prosecution cards = cartas de Acusación; Defense =
#     Defensa; method = método; residence/home = guarida; location = lugar; space = casilla;
#     legal site = sitio válido; prison = prisión; scene = escena; Killer event = evento de
#     Asesino; Random Killing = Asesinato al azar; Full Moon = Luna llena; Escape from Prison =
#     Fuga de prisión; house rules = reglas de la casa; stand-in board = tablero sustituto.
#   Intent to Kill: Murderer = Asesino; Detective = Detective; civilians = civiles; motives =
#     móviles; Person of Interest = Persona de interés; Supporters = Cómplices; Surveillance =
#     Vigilancia.
#   Crime Story: Author = Autor; certificate of insanity = certificado de locura; murderer
#     card = carta del asesino; murderer pile = montón del asesino; story starter = inicio de
#     historia; sentence = frase; capture = capturar; point card = carta de puntos; dry round =
#     ronda en blanco; veto = vetar; fine = multa.
#   Keystone Crimewave: crook = maleante; caper = golpe; Master Plan = Plan Maestro; phase =
#     fase; task = tarea; element = elemento; Planner = Planificador; Commenter = Comentarista;
#     Focus = Foco; Assist = Ayuda; Prepare = Preparación; Trait = Rasgo; Hassle = Lío; hassled
#     = en un lío; trigger = detonante; Caper points = puntos de Golpe (PG); Enforcement points
#     = puntos de Policía (PP); Goal Achieved / Missed = Objetivo logrado / fallido; roll-off =
#     tirada inicial; white / black dice = dados blancos / negros; token = ficha.
#   Murdero: case = caso; Crime Scene = Escena del crimen; Victim = Víctima; Evidence = Prueba;
#     Suspect = Sospechoso; Weapon = Arma; Joker = Comodín; Action card = carta de Acción;
#     Real Estate = Inmobiliaria; Reverse Charges = Cobro revertido; Case File = Expediente;
#     hand = mano; Partner Murdero = Murdero por parejas.
yes = Sí
no = No
settings-language = Idioma
list-and = { $first } y { $second }
