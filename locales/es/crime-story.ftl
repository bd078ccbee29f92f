# Crime Story: the storytelling game's bookkeeping (rules, console and table screen).

## The rulebook's story starters
crime-story-starter-1 = No había nada de normal en … cuando…
crime-story-starter-2 = El reloj de la torre marcaba las 10:00 de la mañana.
crime-story-starter-3 = Un grito terrible rompió de pronto el silencio de la noche…
crime-story-starter-4 = Está sentado en su sillón y toma café.
crime-story-starter-5 = Las lágrimas le caían por la mejilla.
crime-story-starter-6 = Cuando pienso en este momento en el…
crime-story-starter-7 = Uno, dos, tres… Dos pasos más.
crime-story-starter-8 = ¿Por dónde empiezo? —pensó…

## What the rules refuse
crime-story-refusal-player-count = Crime Story es para 3 a 6 jugadores, no para { $count }.
crime-story-refusal-starter = El jugador inicial debe ser uno de los jugadores.
crime-story-refusal-no-certificates = Cada jugador necesita al menos un certificado de locura.
crime-story-refusal-unnamed = Cada jugador necesita un nombre.
crime-story-refusal-same-name = Hay dos jugadores llamados { $name }.
crime-story-refusal-no-such-player = No existe ese jugador.
crime-story-refusal-not-set-up = Primero prepara la partida.
crime-story-refusal-over = La partida ha terminado.
crime-story-refusal-question-first = Primero indica si la última carta descartada era la carta del asesino.
crime-story-refusal-capture-nobody = Una captura no nombra a ningún jugador.
crime-story-refusal-own-words = Las palabras propias del Autor van al montón del asesino, no al Autor.
crime-story-refusal-out-of-play = { $player } está fuera de juego.
crime-story-refusal-listed-twice = { $player } aparece dos veces.
crime-story-refusal-holds-only = { $player } solo tiene { $cards } { $cards ->
    [one] carta
    [many] cartas
   *[other] cartas
}.
crime-story-refusal-accuse-a-player = Acusa a uno de los jugadores.
crime-story-refusal-accuse-self = El Autor no puede acusarse a sí mismo.
crime-story-refusal-no-card-left = A { $player } no le quedan cartas, así que no puede tener la carta del asesino.
crime-story-refusal-no-certificate-left = No quedan certificados.
crime-story-refusal-veto-last = Solo se puede vetar la última frase contada.
crime-story-refusal-no-such-sentence = No existe esa frase.
crime-story-refusal-fine-variant = Las multas por palabras repetidas solo existen en la variante «más difícil».
crime-story-refusal-nobody-discarded = Nadie acaba de descartar una última carta.
crime-story-refusal-didnt-discard = { $player } no acaba de descartar una última carta.
crime-story-refusal-murderer-secret = El asesino sigue en secreto hasta el final de la partida.
crime-story-refusal-scored = La partida ya está puntuada.
crime-story-refusal-set-up-twice = La partida ya está preparada.
crime-story-refusal-no-such-starter = No existe ese inicio de historia.
crime-story-accuse-no-murderer = Esta partida se juega sin asesino.
crime-story-accuse-no-capture = Para acusar, el Autor debe capturar al menos una carta este turno.
crime-story-accuse-no-certificate = Para acusar, el Autor debe jugar un certificado de locura, y no le queda ninguno.
crime-story-accuse-too-few = En esta partida un jugador necesita { $count } { $count ->
    [one] carta capturada
    [many] cartas capturadas
   *[other] cartas capturadas
} para acusar.

## What is near
crime-story-warning-two-left = Si queda fuera un jugador más, la partida termina: solo quedarían dos.
crime-story-warning-last-certificate = A { $player } le queda un último certificado de locura.
crime-story-warning-last-card = A { $player } le queda una última carta.
crime-story-warning-dry-round-now = Ninguna captura en esta ronda: si este turno no captura nada, todos descartan una carta.
crime-story-warning-dry-round-in = Ronda en blanco en { $turns } { $turns ->
    [one] turno
    [many] turnos
   *[other] turnos
} sin capturas.

## Variants and house rules
crime-story-rule-certificates = { $count } { $count ->
    [one] certificado
    [many] certificados
   *[other] certificados
} de locura por jugador (el reglamento no da número).
crime-story-rule-veto = Regla de la casa: el Autor de una frase vetada da una carta de puntos al montón del asesino; sus capturas se mantienen.
crime-story-rule-dry-round = Regla de la casa: los descartes de la ronda en blanco salen del juego.
crime-story-rule-no-certificates = Regla de la casa: un jugador sin certificados queda fuera y no puede ganar.
crime-story-rule-no-timer = Sin límite de tiempo.
crime-story-rule-timer = Regla de la casa: { $seconds } { $seconds ->
    [one] segundo
    [many] segundos
   *[other] segundos
} por frase.
crime-story-variant-no-cap = Variante (más fácil): sin tope de 2 cartas.
crime-story-variant-no-murderer = Variante (más fácil): sin asesino.
crime-story-variant-wrong-loses = Variante (más difícil): quien falla una acusación pierde.
crime-story-variant-fine = Variante (más difícil): repetir una palabra cuesta una carta de puntos (multa de la casa).
crime-story-variant-small-table = Variante (3–4 jugadores): { $count } { $count ->
    [one] carta capturada
    [many] cartas capturadas
   *[other] cartas capturadas
} para acusar.

## The final score
crime-story-score-in-hand = cartas en mano
crime-story-score-captured = cartas capturadas
crime-story-score-certificates = certificados de locura sin usar
crime-story-score-pile = el montón del asesino, nunca descubierto
crime-story-score-murderer-card = la carta del asesino en mano vale 3, no 1
crime-story-score-discarded-card = la carta del asesino descartada (regla de la casa)
crime-story-score-found = la carta del asesino, por descubrir al asesino

## The history and the resume list
crime-story-did-setup = Crime Story: { $players }
crime-story-did-starter = Inicio de historia: { $starter }
crime-story-did-sentence = { $author }: una frase que captura { $cards } { $cards ->
    [one] carta
    [many] cartas
   *[other] cartas
}{ $own ->
    [0] {""}
    [one] , { $own } palabra propia
    [many] , { $own } palabras propias
   *[other] , { $own } palabras propias
}{ $verdict ->
    [right] , acusó con acierto a { $accused }
    [wrong] , acusó por error a { $accused }
   *[none] {""}
}
crime-story-did-timeout = { $author }: se acabó el tiempo, certificado de locura
crime-story-did-certificate = { $author }: certificado de locura
crime-story-did-veto = Veto: se tacha la última frase
crime-story-did-fine = { $player }, multado por repetir una palabra
crime-story-did-murderer-discarded = { $player } descartó la carta del asesino
crime-story-did-not-murderer = La última carta descartada no era la carta del asesino
crime-story-did-reveal = El asesino era { $player }
crime-story-progress-not-set-up = Sin preparar
crime-story-progress-over = Terminada: { $why ->
    [two-left] quedan dos jugadores
    [found] asesino descubierto
   *[discarded] carta del asesino descartada
}
crime-story-progress-won = Terminada: { $why ->
    [two-left] quedan dos jugadores
    [found] asesino descubierto
   *[discarded] carta del asesino descartada
} · victoria de { $winners }
crime-story-progress = Turno { $turn } · Autor { $author } · { $players } { $players ->
    [one] jugador
    [many] jugadores
   *[other] jugadores
} en juego

## What an accepted action did
crime-story-outcome-kept = se queda { $kept }, montón del asesino +{ $pile }
crime-story-outcome-found = asesino descubierto
crime-story-outcome-wrong = acusación errónea
crime-story-outcome-time-ran-out = se acabó el tiempo
crime-story-outcome-struck-nothing = tachada, sin carta de puntos que entregar
crime-story-outcome-struck = tachada, una carta de puntos al montón del asesino
crime-story-outcome-fine-nothing = sin carta de puntos para pagar la multa
crime-story-outcome-fined = una carta de puntos al montón del asesino
crime-story-outcome-card-out = la carta del asesino ha salido

## Shared by the console and the table
crime-story-status-in-play = en juego
crime-story-status-out-empty = FUERA: sin cartas
crime-story-status-out-certificates = FUERA: sin certificados, no puede ganar
crime-story-status-lost = PERDIÓ: acusación errónea
crime-story-end-two-left = Solo quedan dos jugadores: la partida ha terminado.
crime-story-end-found = Se descubrió al asesino: la partida ha terminado.
crime-story-end-card-discarded = El asesino tuvo que descartar la carta del asesino: la partida ha terminado.
crime-story-last-card-question = Última carta descartada por { $players }. ¿Era la carta del asesino?
crime-story-verdict = El asesino era { $murderer }. Victoria de { $winners }.
crime-story-verdict-no-murderer = Victoria de { $winners }.
crime-story-counts = Montón del asesino { $pile } · descartadas { $discarded }
crime-story-counts-dry-round = { $counts } · ronda en blanco en { $turns } { $turns ->
    [one] turno
    [many] turnos
   *[other] turnos
} sin capturas

## The table screen
crime-story-table-waiting = Crime Story: se están anotando los jugadores.
crime-story-table-author = AUTOR: { $player }
crime-story-table-turn = Turno { $turn }
crime-story-table-mark-author = AUTOR
crime-story-table-mark-evidence = PRUEBA
crime-story-table-board = mano { $hand } · capturadas { $captured }
    certificados { $certificates }
crime-story-table-dry-round = Ronda en blanco: { $question }
crime-story-table-starter = «{ $starter }»
crime-story-table-read-from-card = (leído de la carta)
crime-story-table-told-aloud = (en voz alta)
crime-story-table-certificate-line = { $player }: { $text } [certificado de locura]
crime-story-table-no-timer = Sin límite
crime-story-table-hurry = ¡DEPRISA!
crime-story-table-seconds-left = { $seconds ->
    [one] segundo restante
    [many] segundos restantes
   *[other] segundos restantes
}
crime-story-table-the-author = El Autor
crime-story-table-time = ¡TIEMPO!
crime-story-table-timed-out = { $player } jugó un certificado de locura
crime-story-table-not-started = { $seconds ->
    [one] segundo, sin empezar
    [many] segundos, sin empezar
   *[other] segundos, sin empezar
}
crime-story-table-cant-win = no puede ganar

## The console: setting up
crime-story-new-game = Nueva partida de Crime Story
crime-story-setup-help = De tres a seis jugadores, en el sentido de las agujas del reloj. El primer Autor es quien leyó una novela negra más recientemente. Nadie le dice a la aplicación quién es el asesino.
crime-story-player-placeholder = Jugador { $seat } (sentido horario)
crime-story-first-author = primer Autor
crime-story-certificates-each = Certificados de locura por jugador
crime-story-timer = Tiempo por frase (segundos, 0 = sin límite)
crime-story-warn-in-last = avisar en los últimos
crime-story-warn-seconds = segundos
crime-story-variants = Variantes
crime-story-small-table = 3–4 jugadores: 2 certificados, 3 capturas para acusar
crime-story-no-cap = Más fácil: sin tope de 2 cartas
crime-story-no-murderer = Más fácil: sin asesino (termina al quedar dos jugadores)
crime-story-wrong-loses = Más difícil: quien falla una acusación pierde
crime-story-reused-word-fine = Más difícil: repetir la palabra de otro cuesta una carta de puntos
crime-story-start = Empezar la partida
crime-story-first-author-named = El primer Autor debe ser uno de los jugadores nombrados.
crime-story-timer-not-seconds = El tiempo por frase es un número entero de segundos.
crime-story-warning-not-seconds = El aviso es un número entero de segundos.

## The console: a turn
crime-story-author-turn = Autor: { $author } · turno { $turn }
crime-story-no-time-limit = Sin límite de tiempo.
crime-story-seconds = { $seconds } s
crime-story-seconds-hurry = { $seconds } s — DEPRISA
crime-story-time-ran-out = Se acabó el tiempo
crime-story-stop-timer = Parar: la frase está contada
crime-story-start-timer = Iniciar el tiempo de { $author }
crime-story-sentence-placeholder = La frase (escribirla es opcional)
crime-story-cards-handed = Cartas entregadas a { $author } (por el tope de 2 cartas, el resto va al montón del asesino):
crime-story-own-words = Palabras propias de { $author } usadas (al montón del asesino)
crime-story-own-words-field = Las palabras propias del Autor
crime-story-not-a-count = { $what }: escribe un número de cartas.
crime-story-accuse = «…y el asesino es…»: el Autor acusa (gasta un certificado)
crime-story-accused-right = Reveló la carta del asesino: acierto
crime-story-accused-wrong = No la reveló: error
crime-story-choose-accused = Elige a quién se acusa.
crime-story-say-revealed = Indica si el acusado reveló la carta del asesino.
crime-story-fine = Multa por repetir una palabra:
crime-story-not-yet = Aún no: { $problem }
crime-story-if-recorded = Si se anota: { $outcome }.
crime-story-if-recorded-nothing = Si se anota: ninguna carta cambia de manos.
crime-story-record-sentence = Anotar la frase (Enter)
crime-story-certificate-placeholder = La frase del certificado (opcional)
crime-story-play-certificate = Jugar un certificado de locura
crime-story-veto = Vetar la última frase
crime-story-draw-starter = Sacar un inicio de historia
crime-story-recorded = Anotado.
crime-story-recorded-outcome = Anotado: { $outcome }.
crime-story-with-dry-round = { $said } Una ronda entera sin capturas: cada jugador en juego descarta una carta boca arriba, fuera del juego.
crime-story-timed-out = Se acabó el tiempo: { $author } jugó un certificado de locura.
crime-story-board = { $player }: mano { $hand } · capturadas { $captured } · certificados { $certificates } · { $status }
crime-story-board-evidence = { $board } · tiene la prueba del crimen
crime-story-starter-line = Inicio de historia: { $starter }
crime-story-certificate-line = { $player } (certificado): { $text }
crime-story-the-story = La historia

## The console: the dry round and the end
crime-story-dry-round = Ronda en blanco: todos descartaron una carta
crime-story-it-was = La de { $player } era la carta del asesino
crime-story-not-the-murderer-card = No, no era la carta del asesino
crime-story-who-held = ¿Quién tenía la carta del asesino? (Se pregunta solo ahora, para puntuar.)
crime-story-score-cant-win = { $player }: { $total }, no puede ganar ({ $lines })
