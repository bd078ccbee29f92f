# Intent to Kill: what the rules say (refusals, the table's sentences, the audit, the recap)
# and the console's and the table screen's words. The game's terms are in intent-terms.ftl.
#
# Refusals are also written to transcripts in English, where tests expect them word for word:
# keep the English as it is (even "civilian(s)"); other languages use their own plural forms.
#
# Spanish: civilians are named without an article and sentences avoid adjectives that would
# need the civilian's gender ("{ $civilian } está bajo intimidación").

## Lists.

intent-list-and = { $first } y { $rest }
intent-list-comma = { $first }, { $rest }
intent-list-or = { $first } o { $rest }

## Why a civilian can't be murdered now: a motive's rule or a base condition.

intent-breach-sentence = no se puede asesinar a { $victim }: { $breach }
intent-breach-gone = no está en la ciudad
intent-breach-murderer = es el Asesino
intent-breach-with-detective = está en la manzana del Detective
intent-breach-curfew = un Toque de queda protege su manzana
intent-breach-other-sex = un Maníaco solo mata a { $sex ->
        [male] hombres
       *[female] mujeres
    } tras una primera víctima de ese sexo
intent-breach-intimidated = un Sádico nunca mata a un civil intimidado
intent-breach-central = un Degollador nunca mata en una manzana central ({ $block })
intent-breach-near-detective = un Justiciero nunca mata en las manzanas de alrededor del Detective ({ $block })
intent-breach-not-alone = un Homicida solo mata a un civil que esté solo en su manzana (en { $block } hay { $count })
intent-breach-group-struck = un Terrorista nunca mata dos veces en el mismo grupo social ({ $group } ya perdió una víctima)
intent-breach-poi-group-first = la primera víctima de un Sectario no puede ser del grupo de la Persona de interés ({ $group })
intent-breach-last-group = un Sectario nunca mata en el grupo social de la última víctima ({ $group })
intent-breach-poi-last = un Sectario debe reservar el último asesinato para la Persona de interés
intent-breach-poi-group-next = la Persona de interés debe ser la próxima víctima del Sectario, así que esta no puede ser de su grupo ({ $group })
intent-breach-next-to-scene = un Ladrón nunca mata junto a la escena del crimen más reciente ({ $block })
intent-breach-builds-missing = un Caníbal aún necesita víctimas de complexión { $builds } y solo { $left ->
        [one] quedaría { $left } asesinato
        [many] quedarían { $left } asesinatos
       *[other] quedarían { $left } asesinatos
    }
intent-breach-no-three-of-a-group = un Radical necesita tres víctimas de un mismo grupo social, y después de esta ya no sería posible
intent-breach-third-age = las víctimas de un Psicópata abarcan como mucho dos edades
intent-breach-no-building = un Espía solo mata en una manzana con edificio ({ $block } no tiene)

## Phases, outcomes and answers, as sentences speak of them.

intent-phase-setup = de preparación
intent-phase-murderer = del Asesino
intent-phase-detective = del Detective
intent-phase-city = de la ciudad
intent-phase-over = final
intent-outcome-detective-wins = gana el Detective
intent-outcome-murderer-wins = gana el Asesino
intent-outcome-murderer-loses = pierde el Asesino
intent-outcome-none = terminada
intent-ended-detective-wins = Victoria del Detective
intent-ended-murderer-wins = Victoria del Asesino
intent-ended-murderer-loses = Derrota del Asesino (una segunda renuncia)
intent-progress-setup = Preparando
intent-progress-over = Terminada · { $victims } { $victims ->
        [one] víctima
        [many] víctimas
       *[other] víctimas
    } · { $outcome }
intent-progress-round = Ronda { $round } · fase { $phase } · { $victims } { $victims ->
        [one] víctima
        [many] víctimas
       *[other] víctimas
    }
intent-answer-yes = Sí
intent-answer-no = No

## The Intuition cards' effects ("Curfew on 12 Stadium").

intent-effect-curfew = Toque de queda en { $block }
intent-effect-stubborn-witnesses = Testigos tozudos en { $block }
intent-effect-union-strike = Huelga sindical de { $group }

## What was being tried when a refusal says it belongs to another phase ("moving civilians").

intent-doing-intimidation = la intimidación
intent-doing-murder = un asesinato
intent-doing-benefactor-scene = la escena del crimen del Benefactor
intent-doing-refusing = renunciar a asesinar
intent-doing-initial-response = la Primera respuesta
intent-doing-detective-move = mover al Detective
intent-doing-surveillance = la Vigilancia
intent-doing-questioning = el interrogatorio
intent-doing-comforting = consolar
intent-doing-remove-building = quitar un edificio
intent-doing-agent = elegir al agente del FBI
intent-doing-end-investigation = terminar la investigación
intent-doing-move-civilians = mover civiles
intent-doing-next-round = empezar la siguiente ronda
intent-doing-token = sacar una ficha de grupo social
intent-doing-accusation = la acusación

## Refusals: why the rules refuse an action. The words in parentheses at the end of some
## ("(displace)", "(accuse)", "scene BLOCK") are transcript commands: keep them as they are.

intent-refusal-wrong-phase = es la fase { $now }: { $what } corresponde a la fase { $wanted }
intent-refusal-setup-ended = es la fase { $now }: la preparación terminó al empezar la partida
intent-refusal-still-setup = la partida sigue en preparación: termínala primero con start
intent-refusal-game-over = la partida ha terminado ({ $outcome })
intent-refusal-initial-response-first = primero la Primera respuesta: saca a todos los civiles de la escena del crimen de { $block } (displace)
intent-refusal-building-first = Split Second: primero un edificio sale de la ciudad (remove-building)
intent-refusal-no-such-block = no existe la manzana { $number }
intent-refusal-not-in-city = { $civilian } no está en la ciudad
intent-refusal-intimidated-silent = { $civilian } está bajo intimidación y no habla
intent-refusal-answered-already = { $civilian } ya respondió una pregunta en esta fase
intent-refusal-stubborn-witnesses = Testigos tozudos: nadie habla en { $block }
intent-refusal-union-strike = Huelga sindical: el grupo { $group } no habla
intent-refusal-intuition-card = { $card } es una carta del modo Intuición
intent-refusal-bomb-intuition = la Bomba casera es una carta del modo Intuición
intent-refusal-intimidated-already-this-round = el Asesino ya ha intimidado esta ronda
intent-refusal-named-twice = { $civilian } aparece dos veces
intent-refusal-with-detective = { $civilian } está en la manzana del Detective
intent-refusal-intimidated-already = { $civilian } ya está bajo intimidación
# English keeps "civilian(s)": transcripts hold these words.
intent-refusal-intimidate-count = el Asesino intimida a { $count } { $count ->
        [one] civil
        [many] civiles
       *[other] civiles
    } esta ronda, no a { $named }
intent-refusal-intimidate-first = primero el Asesino intimida a dos civiles
intent-refusal-benefactor-first = en D.O.A. la primera escena del crimen es la del Benefactor: colócala con scene BLOCK
intent-refusal-bomb-own-block = el Asesino no puede poner una Bomba casera en la manzana que ocupa
intent-refusal-bomb-elsewhere = { $civilian } no está en { $block }, donde estalla la bomba
intent-refusal-scene-without-murder = solo la primera escena del crimen de D.O.A. se coloca sin asesinato
intent-refusal-scene-empty = no queda ningún civil en la nueva escena del crimen
intent-refusal-not-on-scene = { $civilian } no está en la escena del crimen de { $block }
intent-refusal-displace-where = { $civilian } puede ir a { $numbers }, no a { $block }
intent-refusal-not-next-to-detective = { $block } no está junto a la manzana del Detective
intent-refusal-steps-spent = el Detective ya gastó sus dos puntos de movimiento en esta fase
intent-refusal-must-tell-truth = { $civilian } debe decir la verdad: solo el Asesino, la Persona de interés y los Cómplices pueden mentir
intent-refusal-not-intimidated = { $civilian } no está bajo intimidación
intent-refusal-buildings-stay = los edificios solo salen de la ciudad en Split Second
intent-refusal-building-removed-already = ya salió un edificio de la ciudad en esta fase
intent-refusal-no-building = no hay ningún edificio en { $block }
intent-refusal-no-agent-here = solo The Street with No Name tiene un agente infiltrado
intent-refusal-agent-once = el Detective elige al agente una sola vez, en su primera fase
intent-refusal-agent-first = The Street with No Name: el Detective elige al agente infiltrado en su primera fase (agent NAME)
intent-refusal-not-next-to-civilian = { $block } no está junto a la manzana de { $civilian }
intent-refusal-enter-scene = los civiles nunca entran en una escena del crimen ({ $block })
intent-refusal-block-full = { $block } ya tiene tres civiles
intent-refusal-last-round = esa era la última ronda: el Detective nombra al Asesino y el móvil (accuse)
intent-refusal-effects-intuition = los efectos de las cartas son del modo Intuición
intent-refusal-effect-state = { $effect } { $on ->
        [already] ya está
       *[not] no está
    } en vigor
intent-refusal-token-murderer-phase = es la fase del Asesino: las fichas de grupo social se sacan en las fases del Detective y de la ciudad
intent-refusal-token-hidden = la ficha de { $group } no está en la pila: está boca abajo delante del Asesino
intent-refusal-poi-unset = no se ha fijado la Persona de interés
intent-refusal-motive-not-in-play = { $motive } no está en juego
intent-refusal-confess-true-motive = { $motive } es el móvil del Asesino: Confesión completa nombra uno que no lo es
intent-refusal-motive-twice = cada móvil solo puede estar en juego una vez
intent-refusal-offer-different = las tres fichas de grupo social ofrecidas son de tres grupos distintos
intent-refusal-offer-without-supporters = los Cómplices ya elegidos ({ $chosen }) no están entre { $groups }
intent-refusal-supporters-not-offered = los Cómplices se eligen entre las tres fichas de grupo social sacadas: { $groups }
intent-refusal-placed-already = { $civilian } ya está en la ciudad
intent-refusal-block-count = { $layout } pone { $count } { $count ->
        [one] civil
        [many] civiles
       *[other] civiles
    } en { $block }, no { $have }
intent-refusal-benefactor-placed = en D.O.A. el Benefactor es la víctima 1 y no se coloca en la ciudad
intent-refusal-murderer-unset = no se ha fijado el civil del Asesino
intent-refusal-murderer-outside = el Asesino ({ $civilian }) debe ser uno de los 20 civiles de la ciudad
intent-refusal-poi-outside = la Persona de interés ({ $civilian }) debe ser uno de los 20 civiles de la ciudad
intent-refusal-poi-is-murderer = la Persona de interés es un civil distinto del Asesino
intent-refusal-motive-count = el modo { $mode ->
        [logic] Lógica
       *[other] Intuición
    } se juega con { $count } { $count ->
        [one] móvil
        [many] móviles
       *[other] móviles
    }, no con { $have }
intent-refusal-motive-unset = no se ha fijado el móvil
intent-refusal-motive-outside = el móvil ({ $motive }) debe ser uno de los móviles en juego
intent-refusal-supporters-unset = no se han elegido los Cómplices
intent-refusal-detective-unset = el marcador del Detective no tiene manzana inicial
intent-refusal-deal-panic = Panic in the Streets reparte 5 Inmigrantes, 5 Medicina, 5 Marginados y 5 Obreros
intent-refusal-deal-street = The Street with No Name reparte 6 Criminales y 2 de cada uno de otros siete grupos

## What the table should do next.

intent-expected-setup = Preparación: elige modo, disposición y móviles, coloca 20 civiles, fija los secretos y la manzana del Detective, y empieza
intent-expected-intimidate = El Asesino intimida a { $count } { $count ->
        [one] civil
        [many] civiles
       *[other] civiles
    }
intent-expected-benefactor-scene = El Asesino coloca la escena del crimen del Benefactor en cualquier manzana
intent-expected-murder = El Asesino elige una víctima, o renuncia a asesinar
intent-expected-initial-response = Primera respuesta: el Detective saca a los civiles de la escena del crimen de { $block }
intent-expected-remove-building = Split Second: el Detective quita un edificio
intent-expected-agent = El Detective elige en secreto al agente infiltrado del FBI y luego investiga
intent-expected-investigate = El Detective investiga (moverse, vigilar, interrogar, consolar) y luego termina la fase
intent-expected-accuse = El Detective nombra al Asesino y el móvil
intent-expected-city = Los civiles se mueven; luego empieza la siguiente ronda
intent-expected-over = La partida ha terminado: { $outcome }

## The history: each action in words, without a secret.

intent-did-mode-logic = Modo Lógica
intent-did-mode-intuition = Modo Intuición
intent-did-layout = Disposición: { $layout }
intent-did-place = { $civilians } en { $block }
intent-did-murderer = El Asesino saca su civil (secreto)
intent-did-poi = El Asesino saca la Persona de interés (secreto)
intent-did-motives = Móviles en juego: { $motives }
intent-did-motive = El Asesino saca el móvil (secreto)
intent-did-offer = Alibi saca tres fichas de grupo social para los Cómplices (secreto)
intent-did-supporters = El Asesino elige a los Cómplices (secreto)
intent-did-detective-start = El Detective empieza en { $block }
intent-did-detective-move = El Detective se mueve a { $block }
intent-did-start = Empieza la partida
intent-did-intimidate = El Asesino intimida a { $civilians }
intent-did-murder = Asesinato de { $victim } en { $block } (víctima { $number })
intent-did-bomb = Bomba casera en { $block }: { $civilians }
intent-did-scene = La escena del crimen del Benefactor se coloca en { $block }
intent-did-refuse = El Asesino renuncia a asesinar
intent-did-displace = { $civilian } sale de la escena del crimen hacia { $block }
intent-did-surveil = Vigilancia sobre { $civilian }
intent-did-question = Se pregunta a { $civilian }: { $question }
intent-did-comfort = El Detective consuela a { $civilian }
intent-did-remove-building = Un edificio sale de { $block }
intent-did-agent = El Detective elige al agente infiltrado del FBI (secreto)
intent-did-city = Fase de la ciudad
intent-did-move = { $civilian } se mueve a { $block }
intent-did-round = Ronda { $round }
intent-did-effect-begins = Empieza { $effect }
intent-did-effect-ends = Termina { $effect }
intent-did-accuse = El Detective acusa a { $civilian }, con el móvil { $motive }
intent-did-token = Sale la ficha de { $group }
intent-did-profile = Perfil criminal: el Asesino nombra el grupo de la Persona de interés
intent-did-confess = Confesión completa: el Asesino no es un { $motive }

## The table's log of answers.

intent-log-surveillance = Vigilancia: ¿podría el Asesino matar ahora mismo a { $civilian }? { $answer }.
intent-log-answer = A { $civilian } se le preguntó «{ $question }» y respondió: { $answer }.
intent-log-murder = Asesinato { $number }: { $civilians } en { $block }

## The facts that narrowed the deduction most (the Murderer's advice).

intent-cut-murder = el asesinato de { $bodies }
intent-cut-body = { $civilian }
intent-cut-surveillance = Vigilancia sobre { $civilian } en la ronda { $round }: { $answer ->
        [yes] sí
       *[no] no
    }
intent-cut-answer = { $civilian } dijo en la ronda { $round } que el Asesino { $answer ->
        [yes] es
       *[no] no es
    } { $characteristic }

## Alibi's announcements when it plays a side: a headline, then what the people do with the
## cards. `$side` is who acts: murderer or detective.

intent-announce-owner = { $civilian }
intent-announce-nobody = nadie
intent-announce-cards = { $count ->
        [0] ninguna carta
        [one] la carta de { $owners }
        [many] las cartas de { $owners }
       *[other] las cartas de { $owners }
    }
intent-announce-step-intimidate = Gira { $cards } con el lado gris hacia arriba.
intent-announce-murder = Asesinato de { $victim } en { $block }
intent-announce-step-victim-slot = Pon la carta de { $victim } en la casilla de víctima { $number }.
intent-announce-step-scene-card = Pon la carta de escena del crimen { $number } en { $block }.
intent-announce-step-detective-marker = Mueve el marcador del Detective a { $block }.
intent-announce-benefactor-scene = La escena del crimen del Benefactor está en { $block }
intent-announce-refuse = El Asesino renuncia a asesinar esta ronda
intent-announce-step-refuse = No hay escena del crimen esta ronda: la partida dura seis rondas.
intent-announce-displace = { $civilian } sale de la escena del crimen
intent-announce-step-move = Mueve a { $civilian } a { $block }.
intent-announce-detective = El Detective va a { $block }
intent-announce-surveil = Vigilancia sobre { $civilian }: ¿podría el Asesino matar a { $civilian } ahora mismo? { $answer }
intent-announce-step-surveil = El Detective usa la Comisaría: la ficha de Vigilancia va sobre { $civilian } y vuelve.
intent-announce-question = A { $civilian } se le pregunta «{ $question }» y responde: { $answer }
intent-announce-step-comfort = Gira la carta de { $civilian } con el lado de color hacia arriba.
intent-announce-step-remove-building = Quita el marcador de edificio de { $block }.
intent-announce-city = El Detective termina la investigación: fase de la ciudad
intent-announce-token = { $side ->
        [murderer] El Asesino
       *[detective] El Detective
    } saca la ficha de { $group }
intent-announce-step-token = { $side ->
        [murderer] El Asesino
       *[detective] El Detective
    } puede mover cada civil de { $group } una manzana.
intent-announce-step-token-boxed = No queda nadie de { $group }: { $side ->
        [murderer] el Asesino
       *[detective] el Detective
    } puede mover un grupo a su elección; la ficha va a la caja.
intent-announce-move = { $side ->
        [murderer] El Asesino
       *[detective] El Detective
    } mueve a { $civilian }
intent-announce-round = Empieza la ronda { $round }
intent-announce-step-round = Turno del Asesino.
intent-announce-step-accuse = El resultado: { $result }.
intent-announce-murderer-done = El Asesino ha terminado de mover civiles
intent-announce-step-murderer-done = Turno del Detective: saca una ficha y mueve ese grupo.

## Why Alibi, playing the Murderer, did what it did (shown at the end of the game).

intent-why-line = { $round ->
        [0] Preparación
       *[other] Ronda { $round }
    }: { $why }
intent-why-random = { $action } — al azar (fácil)
intent-why-percent = { $percent } %
intent-why-supporters = se quedó con { $group } como Cómplices: el grupo con más civiles de los tres sacados, y así con más testigos que pueden mentir por él
intent-why-intimidate = intimidó a { $civilians }: los testigos sinceros más cercanos a donde pensaba matar después
intent-why-intimidate-owed = intimidó a { $civilians }: hay que intimidar a dos y no quedaba ningún testigo sincero que elegir
intent-why-intimidate-mixed = intimidó a { $truthful }, los testigos sinceros más cercanos a donde pensaba matar después, y a { $owed }, porque hay que intimidar a dos
intent-why-murder = mató a { $victim }: la deducción de la mesa dejaba al verdadero Asesino y su móvil con un { $chance } de probabilidad{ $other }
intent-why-murder-other = ; { $civilian } habría dejado un { $chance }
intent-why-murder-nobody-else = ; no encajaba nadie más
intent-why-refuse = renunció a asesinar: nadie encajaba con el móvil
intent-why-question = { $civilian } { $lied ->
        [yes] mintió
       *[no] dijo la verdad
    } a «{ $question }» (la verdad habría dejado a la pareja real un { $truth }, una mentira un { $lie })
intent-why-move = movió a { $civilian } a { $block }: { $count } { $count ->
        [one] civil encajaría
        [many] civiles encajarían
       *[other] civiles encajarían
    } con el móvil en la siguiente ronda, en vez de { $before }

## The table screen.

intent-game-name = Intent to Kill
intent-table-setup-dealt = Preparación: colocar los civiles que repartió Alibi.
intent-table-setup = Preparación: el Detective coloca los civiles; el Asesino mira las cartas secretas.
intent-table-over-detective-wins = Fin de la partida: gana el Detective
intent-table-over-murderer-wins = Fin de la partida: gana el Asesino
intent-table-over-murderer-loses = Fin de la partida: el Asesino renunció dos veces y pierde
intent-table-round = Ronda { $round } · fase { $phase ->
        [murderer] del Asesino
        [detective] del Detective
       *[city] de la ciudad
    }
intent-table-yes = SÍ
intent-table-no = NO
intent-table-no-answer = Aún no hay respuestas.
intent-table-victim = { $number }. { $name } — { $traits }
intent-table-log-line = R{ $round }: { $words }
intent-table-victims = Víctimas { $count } de { $limit }{ $refusals ->
        [0] {""}
       *[other] {" · "}renuncias { $refusals } (la segunda pierde)
    }
intent-table-log-heading = Todas las respuestas, recientes primero
intent-table-motives = Móviles en juego: { $motives }
intent-table-stubborn = {" · "}Testigos tozudos en { $blocks }
intent-table-strike = {" · "}Huelga sindical: { $groups }

## The city, on the table screen and the console.

intent-city-legend = ★ Detective · ✗ escena del crimen (en orden) · ⚠ intimidado
intent-city-tag-detective = ★ DETECTIVE
intent-city-tag-scene = ✗ ESCENA { $number }
intent-city-tag-curfew = TOQUE DE QUEDA
intent-city-chip-intimidated = ⚠ { $name } · intimidación
intent-city-chip-looks = { $sex } { $age } · { $build } · { $height ->
        [short] baja
        [medium] media
       *[tall] alta
    }

## The Murderer's advice on the console.

intent-advice-switch = Consejo: ordenar las víctimas posibles por lo que el asesinato deja al Detective
intent-advice-why = ¿Por qué sospechan lo que sospechan?
intent-advice-no-cut = Ningún hecho público por sí solo reduce los sospechosos o los móviles.
intent-advice-cut = • { $fact }: sin él, { $suspects } { $suspects ->
        [one] sospechoso más
        [many] sospechosos más
       *[other] sospechosos más
    } y { $motives } { $motives ->
        [one] móvil más
        [many] móviles más
       *[other] móviles más
    }
intent-advice-nobody = Ahora no se puede asesinar a nadie.
intent-advice-lead = { $safest ->
        [yes] Lo más seguro: asesinar a
       *[no] Asesinar a
    } { $victim }: quedan { $suspects } { $suspects ->
        [one] sospechoso
        [many] sospechosos
       *[other] sospechosos
    } y { $motives } { $motives ->
        [one] móvil
        [many] móviles
       *[other] móviles
    } (ahora { $suspects_now } y { $motives_now })
intent-advice-other = ; { $victim } dejaría { $suspects } y { $motives }
intent-advice-line = { $lead }{ $other }. Orden (sospechosos/móviles): { $ranked }

## The console.

intent-console-building-leaves = Un edificio sale de { $block }.
intent-console-legend = ★ Detective · ✗ escena del crimen (en orden) · ⚠ intimidado · etiquetas: sexo edad · complexión S/M/L · estatura · grupo
intent-console-legend-private = ★ Detective · ✗ escena del crimen (en orden) · ⚠ intimidado · etiquetas: sexo edad · complexión S/M/L · estatura · grupo · ✓ se puede asesinar · ● elegido para intimidar
intent-console-next = Ahora: { $expected }
intent-console-no-questioning = No hay interrogatorio: { $reason }.
intent-side-on-the-table = En la mesa: { $words }
intent-side-victim = { $number }. { $name } ({ $traits })

## Alibi playing a side, on the console.

intent-alibi-asks = El Detective pregunta a { $civilian }: { $question }
intent-alibi-asks-step = El Asesino responde por el civil en la consola.
intent-alibi-ask = Preguntar a { $civilian }: { $question } (T)
intent-console-remove-building = Quitar { $building } de { $number }

## The Intuition cards pane.

intent-cards-in-play = { $effect } está en juego.
intent-cards-choose = Elige la carta y lo que nombra.
intent-cards-ended = { $effect } ha terminado.
intent-cards-end = Terminar { $effect }
intent-cards-heading = Cartas cuyos efectos comprueban las reglas
intent-cards-play = Jugar la carta
intent-cards-others = Las demás cartas se juegan en la mesa; la Bomba casera se ofrece con el asesinato.

## Setting up.

intent-setup-unknown-civilian = { $block }: ningún civil se llama { $names }.
intent-setup-building = { $building } en { $number }

## What the rules change on the board on their own after an action, as instructions.

intent-change-flip-back = Vuelve a poner la carta de { $civilian } con el lado de color hacia arriba.
intent-change-detective = Mueve el marcador del Detective a { $block }.
## The investigation, refereed: what the Detective has left, the actions by name, and why a
## step is refused. Building selectors ($building, $kind): police-station, diner, hospital,
## fire-station.

intent-kind-questioning = el interrogatorio en { $block }
intent-kind-police-station = la Comisaría
intent-kind-diner = la Cafetería
intent-kind-hospital = el Hospital
intent-kind-fire-station = el Parque de bomberos
intent-left = Queda: { $points }, { $actions }
intent-left-points = { $count ->
    [0] ningún punto de movimiento
    [one] 1 punto de movimiento
   *[other] { $count } puntos de movimiento
}
intent-left-actions = { $count ->
    [0] ninguna acción
    [one] 1 acción
   *[other] { $count } acciones
}
intent-left-used = { $left } (usado: { $used })
intent-left-used-open = { $left } (usado: { $used }; el interrogatorio en { $block } puede seguir)
intent-left-uncounted = Regla de la casa: la mesa lleva la cuenta de los puntos de movimiento y las acciones
intent-left-cards = Intuición: las cartas del Detective añaden movimiento y acciones, así que la mesa lleva la cuenta
intent-token-on = está sobre { $civilian }
intent-token-held = está en manos del Detective
intent-doing-watch = colocar la ficha de Vigilancia
intent-doing-investigation = la investigación
intent-refusal-surveil-place = la ficha de Vigilancia { $token }: ponerla sobre { $civilian } cuesta la acción de la Comisaría, y { $reason }
intent-refusal-question-too-far = { $civilian } no está ni en la manzana del Detective ni junto a ella
intent-refusal-question-needs-diner = { $civilian } no está en la manzana del Detective, y solo la acción de una Cafetería interroga a un civil de la manzana vecina: no hay Cafetería en { $block }
intent-refusal-no-such-building = { $building ->
    [police-station] no hay Comisaría en { $block }
    [diner] no hay Cafetería en { $block }
    [hospital] no hay Hospital en { $block }
   *[fire-station] no hay Parque de bomberos en { $block }
}
intent-refusal-out-of-reach = { $civilian } no está ni en la manzana { $building ->
    [police-station] de la Comisaría
    [diner] de la Cafetería
    [hospital] del Hospital
   *[fire-station] del Parque de bomberos
} ni junto a ella
intent-refusal-questioning-over = el interrogatorio terminó cuando el marcador del Detective salió de { $block }
intent-refusal-action-used = la acción { $kind ->
    [police-station] de la Comisaría
    [diner] de la Cafetería
    [hospital] del Hospital
   *[fire-station] del Parque de bomberos
} ya se usó en esta fase
intent-refusal-both-actions-used = las dos acciones están usadas: { $first } y { $second }
intent-refusal-actions-used = las dos acciones de esta fase están usadas
intent-refusal-move-needs-fire-station = en la fase del Detective los civiles solo se mueven con la acción del Parque de bomberos, justo después de su ficha
intent-refusal-moved-already = { $civilian } ya se movió con esta ficha
intent-refusal-move-group = con esta ficha solo se mueve el grupo { $group }
intent-refusal-move-chosen-group = no queda nadie del grupo de esta ficha, así que se mueve un grupo a elección: { $group }, elegido con el primer civil movido
intent-refusal-token-both-drawn = ya salieron las dos fichas de esta fase de la ciudad
intent-refusal-token-offered = la ficha de { $group } volvió a la caja en la preparación: no está en la pila
intent-refusal-token-boxed = la ficha de { $group } está en la caja: cuando salió no quedaba nadie de su grupo en la ciudad
intent-refusal-token-out = la ficha de { $group } ya salió en esta fase de la ciudad: queda fuera de la pila hasta que termine la fase
intent-refusal-token-seventh = la pila tiene seis fichas y ya salieron otros seis grupos: la ficha de { $group } no puede ser una de ellas
intent-did-rule-referee = { $on ->
    [yes] Regla de la casa: Alibi arbitra la investigación
   *[no] Regla de la casa: la mesa lleva ella misma la cuenta de la investigación
}
intent-did-watch = La ficha de Vigilancia va sobre { $civilian } (Comisaría)
intent-did-watch-surveil = Vigilancia sobre { $civilian }, con la ficha puesta por la Comisaría
intent-did-fire-station = Parque de bomberos: sale la ficha de { $group }

intent-announce-step-watch = El Detective usa la Comisaría: la ficha de Vigilancia va sobre { $civilian } y se queda allí.
intent-announce-step-use-token = La ficha de Vigilancia sale de { $civilian } y vuelve al Detective.
