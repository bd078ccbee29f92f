# Crimewave: California: the answers the table reads (raids, ties, trials) and the truth each
# rested on (the end-of-game audit).
#
# Spanish: the Killers are always "el { $killer }" (all three names are masculine). The
# console's fields read Spanish letters and names (r, v, a; o, s, h, t) and English ones.
crimewave-answer-raid-hit = REDADA de { $investigator } en { $loc } contra el { $killer }: ACIERTO
crimewave-answer-raid-prison = REDADA de { $investigator } en { $loc } contra el { $killer }: ACIERTO: vuelve a prisión
crimewave-answer-raid-miss = REDADA de { $investigator } en { $loc } contra el { $killer }: FALLO
crimewave-answer-tie-right = VÍNCULO de { $loc } con el { $killer }: CORRECTO
crimewave-answer-tie-wrong = VÍNCULO de { $loc } con el { $killer }: INCORRECTO, se anula el juicio
crimewave-answer-trial = JUICIO al { $killer }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-answer-trial-by = JUICIO al { $killer }, acusado por { $prosecutor }: { $case } + { $prosecution } − { $defense } = { $total }: { $verdict }
crimewave-verdict-convicted = CONDENADO
crimewave-verdict-acquitted = ABSUELTO
crimewave-truth-lived = El { $killer } vivía en { $loc }
crimewave-truth-homeless = El { $killer } no tenía guarida
crimewave-truth-scene = La escena de { $loc } fue obra de: { $culprit }
crimewave-truth-conviction = { $points } puntos condenan

# The table screen.
crimewave-killer-line = { $letter } { $killer } · { $method } · { $status } · Espanto { $spook }/3 · expediente { $case_file }
crimewave-no-method = aún sin método
crimewave-table-scenes = Escenas del crimen ({ $count }), recientes primero
crimewave-table-choosing = Crimewave: California — se está eligiendo el tablero en la consola.
crimewave-table-setup = Preparación: los Asesinos se preparan
crimewave-table-hunt = Empieza la caza
crimewave-table-killers-win = PÁNICO: ganan los Asesinos
crimewave-table-investigators-win = Los tres Asesinos en prisión: ganan los Investigadores
crimewave-table-panic = Pánico público { $panic }/{ $max }  { $meter }
crimewave-table-victims = Contador de víctimas { $victims }/{ $length }  { $meter }
crimewave-table-must-move = { $line } · DEBE MUDARSE
crimewave-table-raids-of = { $name } { $raids }
crimewave-table-raids = Redadas: { $raids }
crimewave-table-on-trial = A JUICIO: el { $killer }, acusado por { $prosecutor }
crimewave-table-owes-raid = Subió el Pánico público: { $names } { $count ->
        [one] debe
        [many] deben
       *[other] deben
    } la próxima redada
crimewave-or = { $first } o { $second }
crimewave-table-watch-may-go = Puede ponerse una Vigilancia vecinal en: { $places } (anillos discontinuos)
crimewave-table-revealed = Todos los Asesinos fueron atrapados: se muestran todas las guaridas (marcas de casa)
crimewave-table-earlier = Respuestas anteriores, recientes primero
crimewave-table-legend = ◆ escena del crimen; su placa: ? sin resolver (R V A resuelta por ese Asesino, Z al azar), método, Pruebas O S H T (✓ verificada) · □ W Vigilancia vecinal · anillo discontinuo: puede ir una vigilancia

# The board and the Killer player's overlays.
crimewave-board-stand-in = { $name } (un sustituto, no el tablero impreso)
crimewave-board-caption = { $board }. La rueda amplía, arrastrar desplaza, un clic rellena el lugar.
crimewave-heat-grade-faint = 1 entre 41 o más
crimewave-heat-grade-light = 1 entre 11–40
crimewave-heat-grade-dark = 1 entre 3–10
crimewave-heat-grade-certain = 1 entre 2 o seguro
crimewave-heat-left = { $letter } { $count ->
        [one] queda { $count }
        [many] quedan { $count }
       *[other] quedan { $count }
    }, la más probable { $odds } ({ $grade })
crimewave-heat-working = { $letter } … calculando
crimewave-heat-title = Exposición: { $killers }
crimewave-heat-legend = Cada punto es una guarida posible; más oscuro y con anillo más grueso = más probable, la letra dice de quién: { $grades }
crimewave-no-home = aún sin guarida
crimewave-home-secret = guarida { $loc } (secreta)
crimewave-killer-private = { $home } · { $exposure } · { $sites } { $sites ->
        [one] sitio válido
        [many] sitios válidos
       *[other] sitios válidos
    }
crimewave-show-sites = sitios (Alt+{ $key })
crimewave-show-heat = exposición (Alt+{ $key })
crimewave-odds-certain = seguro
crimewave-odds-none = ninguna
crimewave-odds = 1 entre { $count }

# Alibi playing the Killers: its announcements, exact about the tiles to place. $article is
# the English article of the method or tile ("a", "an"): other languages may ignore it.
crimewave-a-method = { $article ->
        [an] { $method }
       *[a] { $method }
    }
crimewave-announce-drew = Alibi sacó una loseta de { $article ->
        [an] { $tile }
       *[a] { $tile }
    }: ponla en { $loc }, con la cara sin verificar hacia arriba
crimewave-announce-draw = Saca una loseta de prueba de la bolsa para { $loc }, ponla allí con la cara sin verificar hacia arriba y escríbela
crimewave-announce-put-scene = Pon una loseta de { $method } y una loseta de víctima, con la cara blanca hacia arriba, en { $loc }
crimewave-announce-methods = Los métodos característicos de los Asesinos
crimewave-announce-method-rolled = El d8 muestra { $face } para el { $killer }: pon una loseta de { $method } sobre su retrato
crimewave-announce-opening = Escena inicial en { $loc }: { $method }
crimewave-announce-murder = Asesinato en { $loc } por { $method }
crimewave-announce-no-murder = No hay asesinato esta ronda
crimewave-announce-no-murder-step = Ningún Asesino suelto puede llegar a un sitio donde matar: pasa a la fase de resolución
crimewave-announce-no-event = No hay evento de Asesino esta ronda
crimewave-announce-to-murder = Pasa al asesinato
crimewave-announce-random = Evento de Asesino: un Asesinato al azar en { $loc }
crimewave-announce-random-step = Pon una loseta de víctima amarilla en { $loc }, con la cara blanca hacia arriba (sin loseta de método: todos saben que es un asesinato al azar)
crimewave-announce-full-moon = Evento de Asesino: Luna llena
crimewave-announce-full-moon-keep = Las escenas que ya están en el tablero conservan sus losetas
crimewave-announce-escape = Evento de Asesino: el { $killer } se fuga de prisión
crimewave-announce-escape-home = Vive en una nueva guarida secreta y solo mata a 1 casilla de ella
crimewave-announce-escape-raid = Si una redada lo encuentra, vuelve directamente a prisión, sin juicio
crimewave-announce-change = El { $killer } cambia su método a { $method }
crimewave-announce-change-step = Sustituye la loseta sobre el retrato del { $killer } por una loseta de { $a_method }
crimewave-announce-keep = El { $killer } mantiene su método
crimewave-announce-keep-step = Deja como está la loseta sobre su retrato
crimewave-announce-move = El { $killer } se muda a una nueva guarida secreta
crimewave-announce-move-step = Donde vivía antes ya no indica dónde vive ahora
crimewave-announce-defense = Defensa de Alibi: { $points ->
        [one] { $points } punto
        [many] { $points } puntos
       *[other] { $points } puntos
    }
crimewave-announce-defense-step = Revela a la vez las cartas de Acusación y anota su total

# Why Alibi's Killers chose what they chose (the audit and the recap, at the end).
crimewave-why-setup = Preparación: { $why }
crimewave-why-murder = Asesinato en { $loc }: { $why }
crimewave-why-escape = Fuga del { $killer }: { $why }
crimewave-why-spook = Espanto del { $killer }: { $why }
crimewave-why-murder-weighed = el { $killer } en { $loc }: a la mesa le quedarían { $left } guaridas posibles para él (el mejor de { $weighed } asesinatos sopesados para los tres Asesinos; el peor dejaría { $worst })
crimewave-why-setup-random = guaridas y escenas iniciales sacadas al azar entre las válidas
crimewave-why-setup-weighed = guaridas { $red }, { $green } y { $blue } con las escenas iniciales juntas: la mesa empieza con { $red_left }, { $green_left } y { $blue_left } guaridas posibles para el Terror Rojo, el Verdugo Verde y el Carnicero Azul (la mejor de { $weighed } preparaciones sopesadas)
crimewave-why-home-random = se mudó a { $loc }, una guarida válida sacada al azar
crimewave-why-home-weighed = se mudó a { $loc }: tras su próximo asesinato a la mesa le quedarían { $left } guaridas posibles para él, en vez de { $worst_left } desde { $worst }
crimewave-why-method-random = cambió a { $method }, sacado al azar
crimewave-why-kept-random = mantuvo su método, sacado al azar
crimewave-why-its-method = su método
crimewave-why-method-weighed = cambió a { $method }: su próximo asesinato dejaría a la mesa { $left } guaridas posibles para él, en vez de { $kept_left } con { $old }
crimewave-why-kept-weighed = mantuvo { $old }: ningún otro método dejaría a la mesa más guaridas posibles tras su próximo asesinato ({ $left })

# The game's record in words (the history panel), its progress and its end.
crimewave-do-d8-roll = tirada de d8: { $face }
crimewave-do-board-stand-in = Tablero: el tablero sustituto de California
crimewave-do-board = Tablero: { $board } (de { $path })
crimewave-do-investigators = Investigadores: { $names }
crimewave-do-method = Método del { $killer }: { $method }
crimewave-do-residence = Guarida del { $killer } en { $loc }
crimewave-do-scene = Escena inicial del { $killer } en { $loc } ({ $evidence })
crimewave-do-rule = Regla de la casa { $name }: { $value }
crimewave-do-start = Preparación terminada: empieza la partida
crimewave-do-murder = Asesinato del { $killer } en { $loc } ({ $evidence })
crimewave-do-random-method = Asesinato al azar en { $loc } ({ $evidence }, { $method })
crimewave-do-random = Asesinato al azar en { $loc } ({ $evidence })
crimewave-do-add-evidence = Loseta de { $evidence } sin verificar añadida en { $loc }
crimewave-do-verify = Loseta de { $evidence } verificada en { $loc }
crimewave-do-watch = Vigilancia vecinal en { $loc }
crimewave-do-raid = Redada de { $investigator } en { $loc } contra el { $killer }
crimewave-do-tie = Vínculo de la escena de { $loc } con el acusado
crimewave-do-trial = Juicio: acusación { $prosecution }, defensa { $defense }
crimewave-do-change-method = El { $killer } cambia su método a { $method }
crimewave-do-relocate = El { $killer } se muda a { $loc }
crimewave-do-list = { $first }, { $second }
crimewave-do-full-moon = Luna llena: nuevos métodos { $methods }
crimewave-do-escape = El { $killer } se fuga de prisión a { $loc }
crimewave-do-residence-public = La guarida secreta de un Asesino (se muestra al final)
crimewave-do-scene-public = Escena inicial en { $loc } ({ $evidence })
crimewave-do-murder-public = Asesinato en { $loc } ({ $evidence })
crimewave-do-relocate-public = El { $killer } se muda a una nueva guarida secreta
crimewave-do-escape-public = El { $killer } se fuga de prisión a una nueva guarida secreta
crimewave-won-killers = Victoria de los Asesinos
crimewave-won-investigators = Victoria de los Investigadores
crimewave-progress-setup = Preparación
crimewave-progress-play = Pánico { $panic } · { $scenes ->
        [one] { $scenes } escena
        [many] { $scenes } escenas
       *[other] { $scenes } escenas
    } · { $at_large } { $at_large ->
        [one] Asesino suelto
        [many] Asesinos sueltos
       *[other] Asesinos sueltos
    }
crimewave-progress-killers-won = Ganaron los Asesinos · Pánico { $panic }
crimewave-progress-investigators-won = Ganaron los Investigadores

# The console's status line.
crimewave-photo-not-a-file = «{ $image }» no es un nombre de archivo
crimewave-photo-problem = No se puede mostrar la foto del tablero ({ $why }); el tablero se dibuja sin ella.
crimewave-bag-empty = La bolsa está vacía (mira las reglas de la casa)
crimewave-refused = Rechazado: { $why }
crimewave-rolled = { $killer } { $method }
crimewave-rolled-gave = { $action } → { $methods }
crimewave-recorded-answer = Anotado: { $action }. La respuesta está en la pantalla de la mesa.
crimewave-recorded = Anotado: { $action }.
crimewave-recorded-result = Anotado: { $action } ({ $result }).

# The console's play column and its forms' help.
crimewave-sent = Enviado a la mesa:
# On the console, under the answer: the rules' changes joined by " · " ($changes).
crimewave-changes-said = En el tablero: { $changes }
crimewave-meters = Pánico público { $panic }/{ $max } · Contador de víctimas { $victims }/{ $length }
crimewave-owes-raid = Subió el Pánico público: { $names } { $count ->
        [one] debe
        [many] deben
       *[other] deben
    } la próxima redada.
crimewave-and = { $first } y { $second }
crimewave-spooked = { $count ->
        [one] Está espantado
        [many] Están espantados
       *[other] Están espantados
    } (medidor en 2): { $killers }; { $count ->
        [one] puede
        [many] pueden
       *[other] pueden
    } cambiar de método: Alt+C.
crimewave-form-button = { $letter } { $form }
crimewave-hold-alt = Mantén Alt y pulsa la letra:
crimewave-draw-bag = Sacar de la bolsa de Alibi
crimewave-roll-for = Tirar el d8 para el { $killer }
crimewave-roll-all = Tirar el d8 para los tres
crimewave-ready = Listo: { $action } (Enter lo anota)
crimewave-record = Anotar (Enter)
crimewave-legal-sites = Sitios válidos para el { $killer }: { $sites }
crimewave-help-investigators = El orden de asiento empieza a la izquierda del jugador de los Asesinos.
crimewave-help-method = Tira el d8 de la aplicación, o escribe la cara de la tirada física y pulsa Enter.
crimewave-help-residence = Haz clic en un lugar o escríbelo. Los Asesinos viven a { $apart } casillas o más unos de otros.
crimewave-help-scene = Dos escenas cada uno ({ $count }), dentro de la zona de confort. { $sites }
crimewave-help-relocate = El { $killer } se ha espantado tres veces y debe mudarse a una nueva guarida secreta antes de seguir.
crimewave-help-raid = El público espera la próxima redada de { $names }.
crimewave-help-no-trial = Nadie está a juicio: un juicio sigue a una redada con acierto.
crimewave-help-trial-convicts = condenado
crimewave-help-trial-short = no basta: con 10 hay condena
crimewave-help-trial = El { $killer }, a juicio: expediente { $file } + acusación { $prosecution } − defensa { $defense } = { $total } ({ $verdict })
crimewave-help-no-watch = Aún ningún lugar tiene 3 escenas del crimen en él o al lado: no se puede poner ninguna vigilancia.
crimewave-help-watch = Los botones de abajo son los lugares donde puede ir una vigilancia ahora.
crimewave-help-verify-tile = { $evidence } necesita { $roll } o menos en el d{ $die } (vale { $points })
crimewave-help-verified = Todas las losetas de { $loc } están verificadas.
crimewave-help-verify = Sin verificar en { $loc }: { $tiles }.
crimewave-help-tie = Vincula una escena sin resolver con el acusado antes del juicio (un vínculo erróneo lo anula); Alt+T para el juicio.

# The console's forms: titles, labels, examples and what a field still needs.
crimewave-form-investigators = Investigadores
crimewave-form-method = Método de asesinato del { $killer }
crimewave-form-residence = Guarida secreta del { $killer }
crimewave-form-scenes = Escenas del crimen iniciales del { $killer }
crimewave-form-murder = Asesinato
crimewave-form-random-killing = Asesinato al azar
crimewave-form-verify = Prueba verificada
crimewave-form-add-evidence = Prueba añadida
crimewave-form-watch = Vigilancia vecinal
crimewave-form-raid = Redada
crimewave-form-tie = Vincular escena
crimewave-form-trial = Juicio
crimewave-form-change-method = Cambio de método
crimewave-form-relocate = El { $killer } debe mudarse (Espanto 3)
crimewave-form-full-moon = Luna llena
crimewave-form-escape = Fuga de prisión
crimewave-label-names = Investigadores desde tu izquierda, una palabra cada uno, separados por espacios (1–6)
crimewave-label-loc = Lugar (escríbelo o haz clic en el tablero)
crimewave-label-killer = Asesino ({ $red }, { $green } o { $blue })
crimewave-label-evidence = Loseta de prueba sacada ({ $item }, { $blood }, { $fingerprint } o { $witness })
crimewave-label-investigator = Pedida por (bastan las primeras letras)
crimewave-label-method-card = Loseta de método, si la carta da una ({ $methods })
crimewave-label-method = Método ({ $methods })
crimewave-label-prosecution = Total de las cartas de Acusación
crimewave-label-defense = Total de las cartas de Defensa
crimewave-label-face = Cara del d8
crimewave-label-face-for = Cara del d8 para el { $killer } (1–8)
crimewave-example-names = Ana Bea Ciro
crimewave-example-loc = un número, p. ej. 36
crimewave-example-killer = { $red }, { $green } o { $blue }
crimewave-example-evidence = { $item }, { $blood }, { $fingerprint } o { $witness }
crimewave-example-investigator = un nombre
crimewave-example-method = p. ej. { $method }
crimewave-example-face = 1 a 8
crimewave-killer-choice = { $letter } { $killer }
crimewave-fill-in = Rellena { $what }
crimewave-not-one-of = «{ $typed }» no es { $what } ({ $options })
crimewave-could-be = «{ $typed }» podría ser { $options }: escribe más de { $what }
crimewave-what-caller = el Investigador que la pide
crimewave-what-investigator = el Investigador
crimewave-what-killer = el Asesino
crimewave-what-evidence = la loseta de prueba
crimewave-what-method = el método
crimewave-fill-loc = Rellena el lugar (o haz clic en el tablero)
crimewave-not-a-loc = «{ $typed }» no es un número de lugar
crimewave-fill-face = Tira el d8 (o escribe la cara que salió)
crimewave-not-a-face = Un d8 muestra del 1 al 8, no «{ $typed }»
crimewave-fill-prosecution = Rellena el total de las cartas de Acusación (0 si no hay)
crimewave-fill-defense = Rellena el total de las cartas de Defensa (0 si no hay)
crimewave-not-points = «{ $typed }» no es un número de puntos

# The console's setup.
crimewave-setup-title = Crimewave: California — preparación
crimewave-setup-board = 1. El tablero
crimewave-setup-board-help = Alibi no conoce las conexiones del tablero impreso, así que trae un tablero sustituto de California que respeta todas las distancias del reglamento. Un grupo puede calcar su propio tablero a partir de una foto (Calcar un tablero, en la pantalla de inicio); los tableros calcados aparecen aquí.
crimewave-setup-stand-in = Jugar en el tablero sustituto, no en el impreso (Alt+B)
crimewave-setup-start = 6. Empezar
crimewave-setup-start-help = Cada Asesino tiene un método, una guarida y dos escenas iniciales. Ajusta abajo las reglas de la casa si tu grupo juega distinto, y empieza.
crimewave-setup-start-button = Empezar la partida (Alt+S)
crimewave-setup-traced = Jugar en el tablero calcado «{ $board }» ({ $file })
crimewave-setup-traced-unfinished = { $file } aún no se puede jugar: { $problem }
crimewave-step-board = tablero
crimewave-step-investigators = Investigadores
crimewave-step-methods = métodos
crimewave-step-residences = guaridas
crimewave-step-scenes = escenas iniciales
crimewave-step-start = empezar
crimewave-setup-progress = Paso { $at } de { $count }: { $steps }

# The house-rules panel.
crimewave-rules-title = Reglas de la casa
crimewave-rules-open = Cámbialas antes de Empezar; cada una se aplica al momento.
crimewave-rules-fixed = Las reglas de la casa quedan fijas al empezar la partida.
crimewave-rule-watch = Una Vigilancia vecinal también protege su propio lugar
crimewave-rule-watch-off = Desactivada: una ruta puede terminar en una vigilancia, pero no atravesarla.
crimewave-rule-dismissal = Un juicio anulado (vínculo erróneo) sube el Pánico público
crimewave-rule-dismissal-help = El reglamento no dice nada; Alibi decide que no.
crimewave-rule-victim-counter = Vuelta del Contador de víctimas (casillas)
crimewave-rule-victim-counter-help = Cada vez que el contador da la vuelta, sube el Pánico público (el tablero trae 4).
crimewave-rule-methods = Métodos
crimewave-rule-set = Fijar
crimewave-rule-methods-help = Nombres separados por comas, antes de tirar ningún método; el d8 se vuelve a repartir por igual.
crimewave-rule-d8 = Tabla del d8
crimewave-rule-d8-help = Para las caras 1 a 8, el número del método que da cada una: { $faces }.
crimewave-rule-d8-face = { $face } { $method }
crimewave-rule-d8-faces = { $face }–{ $last } { $method }
crimewave-rule-die = Dado de verificación (caras)
crimewave-rule-die-help = El dado con el que se tira una Prueba (el reglamento no lo dice).
crimewave-rule-evidence = Pruebas
crimewave-rule-verified-on = verificada con ≤
crimewave-rule-worth = vale
crimewave-rule-in-bag = en la bolsa
crimewave-rule-evidence-help = Por loseta de prueba: se verifica con esta tirada o menos, los puntos que vale y las losetas en la bolsa de la aplicación.
crimewave-rule-not-taken = No aplicada: { $why }

# The end-of-game reveal on the console.
crimewave-reveal-title = Revelación final
crimewave-reveal-home = { $loc }
crimewave-reveal-then = { $first }, luego { $second }
crimewave-reveal-lived = El { $killer } vivía en { $homes }
# $opening: yes or no; $state: solved, unsolved or removed (by a wrong tie).
crimewave-reveal-scene = Escena en { $loc }: { $culprit }{ $opening ->
        [yes] {" "}(inicial)
       *[no] {""}
    }{ $state ->
        [solved] , resuelta
        [removed] , sin resolver, retirada por un vínculo erróneo
       *[unsolved] , sin resolver
    }
crimewave-reveal-answer = { $answer } — porque { $truth }

# The places a location field offers.
crimewave-pick-none = Ningún lugar tiene el número o el nombre «{ $typed }».
crimewave-pick-more = +{ $count } más: escribe más para acotar · ↑↓ recorrerlos · Esc borra
crimewave-pick-keys = ↑↓ recorrer los lugares · Enter anota · Esc borra

# The Killer player's advice under the murder form.
crimewave-exposure = exposición { $count }
crimewave-exposure-working = exposición … (calculando)
crimewave-advice-switch = Consejo: ordenar los sitios válidos por lo que delataría un asesinato
crimewave-advice-type-killer = Escribe el Asesino: aquí verás sus sitios válidos ordenados y por qué está expuesto.
crimewave-advice-working = Calculando lo que delataría cada sitio…
crimewave-advice-no-site = El { $killer } no tiene ningún sitio válido.
crimewave-possible-homes = { $homes ->
        [one] 1 guarida posible
        [many] { $homes } guaridas posibles
       *[other] { $homes } guaridas posibles
    }
crimewave-advice-at = Asesinato en { $loc }: el { $killer } se queda en { $homes } (ahora { $now })
crimewave-advice-safest = Lo más seguro: asesinato en { $loc }: el { $killer } se queda en { $homes } (ahora { $now })
crimewave-advice-would-stay = ; en { $loc } se quedaría en { $homes }
crimewave-advice-would-drop = ; en { $loc } bajaría a { $homes }
crimewave-advice-line = { $lead }{ $contrast }. Orden (sitio=guaridas restantes): { $ranked }
crimewave-advice-why = ¿Por qué está expuesto el { $killer }?
crimewave-advice-weighing = Sopesando cada hecho público…
crimewave-advice-no-cut = Ningún hecho público por sí solo reduce las guaridas de este Asesino.
crimewave-advice-cut = • { $fact }: sin él, { $more } { $more ->
        [one] guarida posible más
        [many] guaridas posibles más
       *[other] guaridas posibles más
    }

# Why the rules refuse an entry.
crimewave-no-location = ningún lugar
crimewave-refuse-escape = Solo puede fugarse un Asesino en prisión, y el { $killer } está { $status }
crimewave-refuse-change-in-prison = El { $killer } está en prisión y no puede cambiar de método
crimewave-refuse-change-not-spooked = El { $killer } solo puede cambiar de método cuando su medidor de Espanto llega a 2, una vez por ocasión; una Luna llena o la prisión desde entonces anulan el cambio
crimewave-refuse-move-not-spooked = El { $killer } solo se muda cuando su medidor de Espanto llega a 3 (está en { $spook })
crimewave-refuse-same-home = El { $killer } debe mudarse a una nueva guarida, y { $loc } es donde vivía
crimewave-refuse-no-location = No hay ningún lugar { $loc } en este tablero
crimewave-refuse-no-board = Elige primero el tablero
crimewave-refuse-on-trial = El { $killer } está a juicio: vincula escenas con él o anota antes los totales de cartas del juicio
crimewave-refuse-must-move = El { $killer } debe mudarse antes a una nueva guarida (medidor de Espanto en 3)
crimewave-refuse-in-setup = La preparación no ha terminado: el juego empieza tras Empezar
crimewave-refuse-over-killers = La partida ha terminado: ganaron los Asesinos
crimewave-refuse-over-investigators = La partida ha terminado: ganaron los Investigadores
crimewave-refuse-not-investigator = { $investigator } no es Investigador en esta partida ({ $names })
crimewave-refuse-raid-prison = El { $killer } está en prisión: no hay a quién hacer una redada
crimewave-refuse-no-trial = Nadie está a juicio: los vínculos y los juicios siguen a una redada con acierto
crimewave-refuse-no-scene-to-tie = No hay ninguna escena del crimen sin resolver en { $loc } que vincular con el { $killer }
crimewave-refuse-kill-in-prison = El { $killer } está en prisión y no puede matar
crimewave-refuse-home-first = Elige la guarida del { $killer } antes que sus escenas del crimen
crimewave-refuse-watched = { $loc } tiene una Vigilancia vecinal: ningún Asesino puede matar allí
crimewave-refuse-no-route = El { $killer } no puede llegar a { $loc }: ninguna ruta lleva allí
crimewave-refuse-outside-zone = { $loc } está fuera de la zona de confort del { $killer }: está a { $steps ->
        [one] { $steps } casilla
        [many] { $steps } casillas
       *[other] { $steps } casillas
    } de la guarida y la zona llega a { $radius }
crimewave-refuse-watches-block = El { $killer } no puede llegar a { $loc }: las únicas rutas pasan por { $count ->
        [one] la Vigilancia vecinal
        [many] las Vigilancias vecinales
       *[other] las Vigilancias vecinales
    } de { $watches }
crimewave-refuse-home-taken = { $loc } es la guarida del { $killer }; los Asesinos viven a { $apart } casillas o más unos de otros
crimewave-refuse-home-near = { $loc } está solo a { $steps ->
        [one] { $steps } casilla
        [many] { $steps } casillas
       *[other] { $steps } casillas
    } de la guarida del { $killer }; los Asesinos viven a { $apart } casillas o más unos de otros
crimewave-refuse-scene-there = Ya hay una escena del crimen sin resolver en { $loc }; solo puede ir otra allí cuando se resuelva
crimewave-refuse-kill-before-move = El { $killer } no puede matar hasta mudarse a una nueva guarida (medidor de Espanto en 3)
crimewave-refuse-no-scene-for-evidence = Solo se pueden añadir pruebas a una escena del crimen sin resolver, y no hay ninguna en { $loc }
crimewave-refuse-no-tile = No hay ninguna loseta de { $evidence } sin verificar en { $loc }
crimewave-refuse-roll-first = Tira primero por la loseta de { $evidence } en { $loc }: las losetas de una escena se tiran de menor a mayor valor
crimewave-refuse-setup-over = La preparación ha terminado: la partida ya ha empezado
crimewave-refuse-board-fixed = El tablero no puede cambiar una vez elegida una guarida en él
crimewave-refuse-board-path = El nombre del archivo de tablero «{ $path }» no se puede escribir en una transcripción: renómbralo sin «#», «=>» ni espacios alrededor
crimewave-refuse-investigators = Una partida tiene de 1 a { $most } Investigadores, no { $count }
crimewave-refuse-name = «{ $name }» no puede ser nombre de Investigador: escribe una sola palabra, con guiones si son varias (maria-jose)
crimewave-refuse-same-name = Hay dos Investigadores llamados { $name }: da a cada uno un nombre distinto
crimewave-refuse-face = Un d8 muestra del 1 al 8, no { $face }
crimewave-refuse-method = { $name } no es uno de los métodos de asesinato de esta partida ({ $methods })
crimewave-refuse-method-fixed = Las escenas iniciales del { $killer } ya llevan su loseta de método; el método ya no puede cambiar
crimewave-refuse-home-fixed = Las escenas iniciales del { $killer } están colocadas alrededor de su guarida; ya no puede mudarse
crimewave-refuse-method-first = Elige el método del { $killer } antes que sus escenas del crimen (llevan su loseta de método)
crimewave-refuse-scenes-done = El { $killer } ya tiene sus { $count } escenas del crimen iniciales
crimewave-refuse-rule-case = la regla { $name } { $value } no está escrita como la lee una transcripción (en minúsculas)
crimewave-refuse-methods-late = Fija los nombres de los métodos antes de elegir el método de ningún Asesino
crimewave-refuse-d8-method = La tabla del d8 nombra el método { $number }, pero solo hay { $count } { $count ->
        [one] método
        [many] métodos
       *[other] métodos
    }
crimewave-refuse-chances = Las probabilidades de los eventos de Asesino sumarían { $total } % (Asesinato al azar, Luna llena, Fuga): baja antes otra, no pueden pasar del 100 %
crimewave-refuse-seat-first = Sienta primero a los Investigadores
crimewave-refuse-no-method-yet = El { $killer } aún no tiene método de asesinato
crimewave-refuse-no-home-yet = El { $killer } aún no tiene guarida
crimewave-refuse-scenes-missing = El { $killer } tiene { $placed } de sus { $count } escenas del crimen iniciales
crimewave-refuse-watch-city = { $loc } es una gran ciudad: las ciudades no pueden tener Vigilancia vecinal
crimewave-refuse-watch-twice = { $loc } ya tiene una Vigilancia vecinal
crimewave-refuse-watch-scenes = { $loc } tiene { $around } de las { $needed } escenas del crimen en él o al lado que necesita una Vigilancia vecinal
crimewave-why-murder-near = el { $killer } en { $loc }, tan cerca de su guarida como puede: un principiante mata en terreno conocido

# Alibi playing the Killers: who plays what.
crimewave-alibi-plays = Alibi ({ $level }) lleva a los Asesinos
crimewave-level-easy = fácil
crimewave-level-standard = normal
crimewave-level-hard = difícil

## La historia de una partida de Crimewave, en el resumen.

crimewave-recap-killers-win = Victoria de los Asesinos: el Pánico público llegó a 10.
crimewave-recap-investigators-win = Victoria de los Investigadores: los tres Asesinos están en prisión.
crimewave-recap-panic = Pánico público
crimewave-recap-spook = { $killer }: Espanto
crimewave-recap-homes = { $killer }: guaridas posibles
crimewave-recap-victims = Víctimas
crimewave-recap-raids = Redadas
crimewave-recap-answered = { $told }: { $result }
crimewave-recap-moves-house = El { $killer } se muda
crimewave-recap-escapes = El { $killer } se fuga de prisión
crimewave-recap-lived-at = El { $killer } vivía en { $home } y mataba por { $method }.
crimewave-recap-lived-nowhere = El { $killer } no vivía en ningún lugar del tablero y mataba por { $method }.
crimewave-recap-no-method = ningún método
crimewave-recap-opening = Escena inicial en { $loc }: { $culprit }.

## What the rules change on the board on their own after an action, as instructions.

crimewave-change-arrested = El { $killer } queda arrestado: a continuación, su juicio
crimewave-change-prison = El { $killer } va a prisión: da la vuelta a su marcador de perfil
crimewave-change-free = El { $killer } queda libre: su marcador de perfil sigue boca arriba
crimewave-change-escaped = El { $killer } sale de prisión: vuelve a poner boca arriba su marcador de perfil
crimewave-change-case-thrown-out = Descarta las pruebas del expediente del { $killer }
crimewave-change-case-file = El expediente del { $killer } tiene ahora { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
crimewave-change-solved = Da la vuelta a la loseta de víctima de { $loc }: una víctima del { $killer }. Sus pruebas verificadas van a su expediente; quita la loseta de método del tablero
crimewave-change-solved-random = Da la vuelta a la loseta de víctima de { $loc }: un asesinato al azar
crimewave-change-scene-removed = Retira del juego la escena del crimen de { $loc }
crimewave-change-verified = Gira la loseta de { $evidence } de { $loc } a su cara verificada
crimewave-change-spook-reset = Devuelve el marcador de Espanto del { $killer } al inicio
crimewave-change-spook = Pon el marcador de Espanto del { $killer } en { $spook }
crimewave-change-victim-counter-round = El marcador del Contador de víctimas vuelve a su casilla inicial
crimewave-change-victim-counter = Avanza el marcador del Contador de víctimas hasta la casilla { $at }
crimewave-change-panic = El Pánico público sube a { $panic }: avanza su marcador
crimewave-change-residence = El { $killer } vive en { $loc }: pon allí su marcador de guarida
crimewave-change-residence-gone = El { $killer } se ha mudado: quita su marcador de guarida de { $loc }

## The Evidence verified form and Alibi's Killer events in the house rules.

crimewave-label-evidence-verified = Loseta de prueba cuya tirada salió bien ({ $item }, { $blood }, { $fingerprint } o { $witness })
crimewave-help-verify-roll = Tira el d{ $die } en una escena por una de sus losetas boca abajo; anota la loseta solo si la tirada salió bien.
crimewave-rule-percent = { $value } %
crimewave-rule-events-title = Los eventos de Asesino de Alibi (el mazo de Asesino se queda en la caja)
crimewave-rule-events-help = Cada ronda Alibi saca un evento con estas probabilidades; si no hay nadie en prisión, una Fuga cuenta como ningún evento.
crimewave-rule-random-killing = Asesinato al azar
crimewave-rule-full-moon = Luna llena (cada método se vuelve a tirar)
crimewave-rule-escape = Fuga de prisión
crimewave-rule-no-event = Ningún evento: { $chance } %
crimewave-rule-defense = Defensa de Alibi (puntos:probabilidad, …)
crimewave-rule-defense-help = En cada juicio Alibi saca sus puntos de Defensa: { $table }. Las probabilidades suman 100.
crimewave-rule-defense-row = { $points } puntos { $chance } %
