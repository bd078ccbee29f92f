# Crime Story: the storytelling game's bookkeeping (rules, console and table screen).

## The rulebook's story starters
crime-story-starter-1 = Nie było nic zwyczajnego w …, kiedy…
crime-story-starter-2 = Zegar na wieży wskazywał 10:00 rano.
crime-story-starter-3 = Ciszę nocy nagle przerwał straszliwy krzyk…
crime-story-starter-4 = Siedzi w fotelu i pije kawę.
crime-story-starter-5 = Łzy spływały jej po policzku.
crime-story-starter-6 = Kiedy myślę o tej chwili w…
crime-story-starter-7 = Raz, dwa, trzy – jeszcze dwa kroki.
crime-story-starter-8 = Od czego by tu zacząć – pomyślał…

## What the rules refuse
crime-story-refusal-player-count = W Crime Story gra od 3 do 6 graczy, nie { $count }.
crime-story-refusal-starter = Gracz rozpoczynający musi być jednym z graczy.
crime-story-refusal-no-certificates = Każdy gracz potrzebuje co najmniej jednego zaświadczenia o niepoczytalności.
crime-story-refusal-unnamed = Każdy gracz musi mieć imię.
crime-story-refusal-same-name = Dwóch graczy nazywa się { $name }.
crime-story-refusal-no-such-player = Nie ma takiego gracza.
crime-story-refusal-not-set-up = Najpierw przygotujcie grę.
crime-story-refusal-over = Gra się skończyła.
crime-story-refusal-question-first = Najpierw powiedzcie, czy odrzucona ostatnia karta była kartą mordercy.
crime-story-refusal-capture-nobody = Przy zdobyciu nie wskazano gracza.
crime-story-refusal-own-words = Własne słowa Autora trafiają na stos mordercy, nie do Autora.
crime-story-refusal-out-of-play = { $player } jest poza grą.
crime-story-refusal-listed-twice = { $player } figuruje na liście dwa razy.
crime-story-refusal-holds-only = { $player } ma tylko { $cards } { $cards ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
}.
crime-story-refusal-accuse-a-player = Oskarżyć można tylko kogoś z graczy.
crime-story-refusal-accuse-self = Autor nie może oskarżyć samego siebie.
crime-story-refusal-no-card-left = { $player } nie ma już kart, więc nie może mieć karty mordercy.
crime-story-refusal-no-certificate-left = Brak zaświadczeń.
crime-story-refusal-veto-last = Zawetować można tylko ostatnie wypowiedziane zdanie.
crime-story-refusal-no-such-sentence = Nie ma takiego zdania.
crime-story-refusal-fine-variant = Kary za powtórzone słowa są tylko w wariancie „trudniejszym”.
crime-story-refusal-nobody-discarded = Nikt nie odrzucił właśnie ostatniej karty.
crime-story-refusal-didnt-discard = { $player } nie jest wśród tych, którzy właśnie odrzucili ostatnią kartę.
crime-story-refusal-murderer-secret = Tożsamość mordercy pozostaje tajna do końca gry.
crime-story-refusal-scored = Gra jest już podliczona.
crime-story-refusal-set-up-twice = Gra jest już przygotowana.
crime-story-refusal-no-such-starter = Nie ma takiego początku historii.
crime-story-accuse-no-murderer = W tej grze nie ma mordercy.
crime-story-accuse-no-capture = Aby oskarżyć, Autor musi w tej turze zdobyć co najmniej jedną kartę.
crime-story-accuse-no-certificate = Aby oskarżyć, Autor musi zagrać zaświadczenie o niepoczytalności, a nie ma żadnego.
crime-story-accuse-too-few = W tej grze przed oskarżeniem gracz musi mieć { $count } { $count ->
    [one] zdobytą kartę
    [few] zdobyte karty
    [many] zdobytych kart
   *[other] zdobytej karty
}.

## What is near
crime-story-warning-two-left = Jeszcze jeden gracz odpadnie i gra się skończy: zostanie tylko dwóch.
crime-story-warning-last-certificate = { $player } ma ostatnie zaświadczenie o niepoczytalności.
crime-story-warning-last-card = { $player } ma ostatnią kartę.
crime-story-warning-dry-round-now = W tej rundzie nie było zdobyczy: jeśli ta tura nic nie przyniesie, każdy odrzuca kartę.
crime-story-warning-dry-round-in = Pusta runda po { $turns } { $turns ->
    [one] turze
    [few] turach
    [many] turach
   *[other] turach
} bez zdobyczy.

## Variants and house rules
crime-story-rule-certificates = { $count } { $count ->
    [one] zaświadczenie
    [few] zaświadczenia
    [many] zaświadczeń
   *[other] zaświadczenia
} o niepoczytalności na gracza (reguły nie podają liczby).
crime-story-rule-veto = Zasada domowa: Autor zawetowanego zdania oddaje jedną kartę punktową na stos mordercy; jego zdobycze zostają.
crime-story-rule-dry-round = Zasada domowa: karty odrzucone w pustej rundzie wypadają z gry.
crime-story-rule-no-certificates = Zasada domowa: gracz bez zaświadczeń odpada i nie może wygrać.
crime-story-rule-no-timer = Bez limitu czasu.
crime-story-rule-timer = Zasada domowa: { $seconds } { $seconds ->
    [one] sekunda
    [few] sekundy
    [many] sekund
   *[other] sekundy
} na zdanie.
crime-story-variant-no-cap = Wariant (łatwiejszy): bez limitu 2 kart.
crime-story-variant-no-murderer = Wariant (łatwiejszy): bez mordercy.
crime-story-variant-wrong-loses = Wariant (trudniejszy): błędne oskarżenie oznacza przegraną.
crime-story-variant-fine = Wariant (trudniejszy): powtórzenie słowa kosztuje kartę punktową (kara wg zasady domowej).
crime-story-variant-small-table = Wariant (3–4 graczy): przed oskarżeniem { $count } { $count ->
    [one] zdobyta karta
    [few] zdobyte karty
    [many] zdobytych kart
   *[other] zdobytej karty
}.

## The final score
crime-story-score-in-hand = karty na ręce
crime-story-score-captured = zdobyte karty
crime-story-score-certificates = pozostałe zaświadczenia o niepoczytalności
crime-story-score-pile = stos mordercy, który nie został znaleziony
crime-story-score-murderer-card = karta mordercy na ręce liczy się za 3, nie za 1
crime-story-score-discarded-card = odrzucona karta mordercy (zasada domowa)
crime-story-score-found = karta mordercy za znalezienie mordercy

## The history and the resume list
crime-story-did-setup = Crime Story: { $players }
crime-story-did-starter = Początek historii: { $starter }
crime-story-did-sentence = { $author }: zdanie zdobywa { $cards } { $cards ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
}{ $own ->
    [0] {""}
    [one] , { $own } własne słowo
    [few] , { $own } własne słowa
    [many] , { $own } własnych słów
   *[other] , { $own } własnego słowa
}{ $verdict ->
    [right] , trafne oskarżenie: { $accused }
    [wrong] , błędne oskarżenie: { $accused }
   *[none] {""}
}
crime-story-did-timeout = { $author }: koniec czasu, zaświadczenie o niepoczytalności
crime-story-did-certificate = { $author }: zaświadczenie o niepoczytalności
crime-story-did-veto = Weto: ostatnie zdanie skreślone
crime-story-did-fine = { $player }: kara za powtórzone słowo
crime-story-did-murderer-discarded = { $player }: odrzucona karta mordercy
crime-story-did-not-murderer = Odrzucona ostatnia karta nie była kartą mordercy
crime-story-did-reveal = Morderca: { $player }
crime-story-progress-not-set-up = Nieprzygotowana
crime-story-progress-over = Koniec: { $why ->
    [two-left] zostało dwóch graczy
    [found] morderca znaleziony
   *[discarded] karta mordercy odrzucona
}
crime-story-progress-won = Koniec: { $why ->
    [two-left] zostało dwóch graczy
    [found] morderca znaleziony
   *[discarded] karta mordercy odrzucona
} · wygrana: { $winners }
crime-story-progress = Tura { $turn } · Autor { $author } · graczy w grze: { $players }

## What an accepted action did
crime-story-outcome-kept = zatrzymane: { $kept }, stos mordercy +{ $pile }
crime-story-outcome-found = morderca znaleziony
crime-story-outcome-wrong = błędne oskarżenie
crime-story-outcome-time-ran-out = koniec czasu
crime-story-outcome-struck-nothing = skreślone, brak karty punktowej do oddania
crime-story-outcome-struck = skreślone, karta punktowa na stos mordercy
crime-story-outcome-fine-nothing = brak karty punktowej na zapłatę kary
crime-story-outcome-fined = karta punktowa na stos mordercy
crime-story-outcome-card-out = karta mordercy wypada z gry

## Shared by the console and the table
crime-story-status-in-play = w grze
crime-story-status-out-empty = POZA GRĄ: brak kart
crime-story-status-out-certificates = POZA GRĄ: bez zaświadczeń, nie wygra
crime-story-status-lost = PRZEGRANA: błędne oskarżenie
crime-story-end-two-left = Zostało tylko dwóch graczy: koniec gry.
crime-story-end-found = Morderca znaleziony: koniec gry.
crime-story-end-card-discarded = Morderca musiał odrzucić kartę mordercy: koniec gry.
crime-story-last-card-question = { $players } – odrzucona ostatnia karta. Czy to była karta mordercy?
crime-story-verdict = Morderca: { $murderer }. Wygrana: { $winners }.
crime-story-verdict-no-murderer = Wygrana: { $winners }.
crime-story-counts = Stos mordercy { $pile } · odrzucone { $discarded }
crime-story-counts-dry-round = { $counts } · pusta runda po { $turns } { $turns ->
    [one] turze
    [few] turach
    [many] turach
   *[other] turach
} bez zdobyczy

## The table screen
crime-story-table-waiting = Crime Story: trwa wpisywanie graczy.
crime-story-table-author = AUTOR: { $player }
crime-story-table-turn = Tura { $turn }
crime-story-table-mark-author = AUTOR
crime-story-table-mark-evidence = DOWÓD
crime-story-table-board = na ręce { $hand } · zdobyte { $captured }
    zaświadczenia { $certificates }
crime-story-table-dry-round = Pusta runda: { $question }
crime-story-table-starter = „{ $starter }”
crime-story-table-read-from-card = (odczytane z karty)
crime-story-table-told-aloud = (na głos)
crime-story-table-certificate-line = { $player }: { $text } [zaświadczenie o niepoczytalności]
crime-story-table-no-timer = Bez limitu czasu
crime-story-table-hurry = SZYBCIEJ!
crime-story-table-seconds-left = { $seconds ->
    [one] sekunda do końca
    [few] sekundy do końca
    [many] sekund do końca
   *[other] sekundy do końca
}
crime-story-table-the-author = Autor
crime-story-table-time = CZAS!
crime-story-table-timed-out = { $player } zagrywa zaświadczenie o niepoczytalności
crime-story-table-not-started = { $seconds ->
    [one] sekunda, czas nie ruszył
    [few] sekundy, czas nie ruszył
    [many] sekund, czas nie ruszył
   *[other] sekundy, czas nie ruszył
}
crime-story-table-cant-win = nie wygra

## The console: setting up
crime-story-new-game = Nowa gra w Crime Story
crime-story-setup-help = Od 3 do 6 graczy, zgodnie z ruchem zegara. Pierwszym Autorem jest ten, kto ostatnio czytał kryminał. Nikt nie mówi aplikacji, kto jest mordercą.
crime-story-player-placeholder = Gracz { $seat } (zgodnie z zegarem)
crime-story-first-author = pierwszy Autor
crime-story-certificates-each = Zaświadczenia na gracza
crime-story-timer = Czas na zdanie (sekundy, 0 = bez limitu)
crime-story-warn-in-last = ostrzeżenie na
crime-story-warn-seconds = s przed końcem
crime-story-variants = Warianty
crime-story-small-table = 3–4 graczy: 2 zaświadczenia, 3 zdobycze przed oskarżeniem
crime-story-no-cap = Łatwiej: bez limitu 2 kart
crime-story-no-murderer = Łatwiej: bez mordercy (koniec, gdy zostanie dwóch graczy)
crime-story-wrong-loses = Trudniej: błędne oskarżenie to przegrana
crime-story-reused-word-fine = Trudniej: powtórzenie cudzego słowa kosztuje kartę punktową
crime-story-start = Zacznij grę
crime-story-first-author-named = Pierwszy Autor musi być jednym z wpisanych graczy.
crime-story-timer-not-seconds = Czas na zdanie to całkowita liczba sekund.
crime-story-warning-not-seconds = Ostrzeżenie to całkowita liczba sekund.

## The console: a turn
crime-story-author-turn = Autor: { $author } · tura { $turn }
crime-story-no-time-limit = Bez limitu czasu.
crime-story-seconds = { $seconds } s
crime-story-seconds-hurry = { $seconds } s — SZYBCIEJ
crime-story-time-ran-out = Koniec czasu
crime-story-stop-timer = Stop: zdanie wypowiedziane
crime-story-start-timer = Uruchom czas: { $author }
crime-story-sentence-placeholder = Zdanie (wpisywanie nieobowiązkowe)
crime-story-cards-handed = Karty dla Autora ({ $author }; limit 2 kart, reszta na stos mordercy):
crime-story-own-words = { $author }: użyte własne słowa (na stos mordercy)
crime-story-own-words-field = Własne słowa Autora
crime-story-not-a-count = { $what }: wpiszcie liczbę kart.
crime-story-accuse = „…a mordercą jest…”: Autor oskarża (zużywa zaświadczenie)
crime-story-accused-right = Karta mordercy odkryta: trafnie
crime-story-accused-wrong = Nie odkryto: błędnie
crime-story-choose-accused = Wybierzcie oskarżonego.
crime-story-say-revealed = Powiedzcie, czy oskarżony odkrył kartę mordercy.
crime-story-fine = Kara za powtórzone słowo:
crime-story-not-yet = Jeszcze nie: { $problem }
crime-story-if-recorded = Po zapisaniu: { $outcome }.
crime-story-if-recorded-nothing = Po zapisaniu: karty nie zmienią właścicieli.
crime-story-record-sentence = Zapisz zdanie (Enter)
crime-story-certificate-placeholder = Zdanie z zaświadczenia (nieobowiązkowe)
crime-story-play-certificate = Zagraj zaświadczenie o niepoczytalności
crime-story-veto = Zawetuj ostatnie zdanie
crime-story-draw-starter = Wylosuj początek historii
crime-story-recorded = Zapisano.
crime-story-recorded-outcome = Zapisano: { $outcome }.
crime-story-with-dry-round = { $said } Cała runda bez zdobyczy: każdy gracz w grze odrzuca jedną kartę odkrytą, poza grę.
crime-story-timed-out = Koniec czasu: { $author } zagrywa zaświadczenie o niepoczytalności.
crime-story-board = { $player }: na ręce { $hand } · zdobyte { $captured } · zaświadczenia { $certificates } · { $status }
crime-story-board-evidence = { $board } · ma dowód zbrodni
crime-story-starter-line = Początek historii: { $starter }
crime-story-certificate-line = { $player } (zaświadczenie): { $text }
crime-story-the-story = Historia

## The console: the dry round and the end
crime-story-dry-round = Pusta runda: każdy odrzucił kartę
crime-story-it-was = Karta mordercy: { $player }
crime-story-not-the-murderer-card = Nie, to nie karta mordercy
crime-story-who-held = Kto miał kartę mordercy? (Pytanie pada dopiero teraz, przy podliczaniu.)
crime-story-score-cant-win = { $player }: { $total }, nie może wygrać ({ $lines })
