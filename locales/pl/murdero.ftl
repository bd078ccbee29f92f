# Murdero: the score ledger (rules, console and table screen).
# The colours are feminine: they agree with "sprawa" and "karta".

## Game terms
murdero-colour-red = czerwona
murdero-colour-blue = niebieska
murdero-colour-green = zielona
murdero-stage-crime-scene = Miejsce Zbrodni
murdero-stage-victim = Ofiara
murdero-stage-evidence = Dowód
murdero-stage-suspect = Podejrzany
murdero-stage-weapon = Broń
murdero-stage-card = karta

## What the rules refuse
murdero-refusal-player-count = W Murdero gra od 2 do 4 graczy, nie { $count }.
murdero-refusal-partners-four = Murdero w parach wymaga dokładnie czterech graczy.
murdero-refusal-decks = Liczba talii: od jednej do czterech.
murdero-refusal-unnamed = Każdy gracz musi mieć imię.
murdero-refusal-same-name = Dwóch graczy nazywa się { $name }.
murdero-refusal-not-set-up = Najpierw przygotujcie grę.
murdero-refusal-set-up-twice = Gra jest już przygotowana.
murdero-refusal-over = Gra się skończyła: zacznijcie nową.
murdero-refusal-no-such-hand = Nie ma rozdania { $hand } do poprawienia.
murdero-refusal-correction-ends-early = Po tej poprawce gra skończyłaby się po rozdaniu { $hand }, ale rozegrano kolejne rozdania.
murdero-refusal-rows = Rozdanie ma { $rows } { $rows ->
    [one] wiersz
    [few] wiersze
    [many] wierszy
   *[other] wiersza
}, a graczy w grze jest { $players }.
murdero-refusal-player = { $player }: { $problem }
murdero-refusal-no-winner = Wskażcie, kto skompletował sprawę.
murdero-refusal-unknown-winner = Jeden ze zwycięzców nie jest graczem.
murdero-refusal-winner-twice = { $player } figuruje dwa razy wśród zwycięzców.
murdero-refusal-incomplete = { $player } nie ma kompletnej sprawy: sprawa wymaga wszystkich wartości od 1 do 5 (Joker może zastąpić jedną).
murdero-refusal-unknown-reverser = Odwrócenie Zarzutów zagrał ktoś spoza gry.
murdero-refusal-reverse-charges = { $player } ma na ręce { $cards } { $cards ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
}: Odwrócenie Zarzutów można zagrać, tylko jeśli na ręce zostają najwyżej trzy.
murdero-refusal-too-many-in-play = W grze: { $played } × karta „{ $stage }” ({ $colour }), a { $exists ->
    [one] istnieje tylko { $exists }
    [few] istnieją tylko { $exists }
    [many] istnieje tylko { $exists }
   *[other] istnieje tylko { $exists }
}.
murdero-refusal-too-many-seen = W grze i na rękach: { $seen } × karta „{ $stage }”, a { $exists ->
    [one] istnieje tylko { $exists }
    [few] istnieją tylko { $exists }
    [many] istnieje tylko { $exists }
   *[other] istnieje tylko { $exists }
}.
murdero-joker-alone = Joker nie może leżeć sam: { $colour } sprawa jest pusta.
murdero-joker-no-crime-scene = Brak Miejsca Zbrodni (1): { $colour } sprawa musi się od niego zaczynać, a Joker go nie zastąpi.
murdero-case-gap = Sprawy buduje się po kolei od Miejsca Zbrodni: { $colour } sprawa ma kartę „{ $highest }” ({ $highest_value }), ale brak karty „{ $gap }” ({ $gap_value }).

## The score explained, line by line
murdero-line-of-partner = { $player }: { $what }
murdero-line-case = { $colour } sprawa { $values }
murdero-line-case-joker = { $colour } sprawa { $values } + Joker
murdero-line-real-estate = Nieruchomości: { $scenes } { $scenes ->
    [one] Miejsce Zbrodni
    [few] Miejsca Zbrodni
    [many] Miejsc Zbrodni
   *[other] Miejsca Zbrodni
} po 4, nie po 1 (kolejność wg zasady domowej)
murdero-line-in-hand = na ręce: { $values }{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } karta Akcji po 0
    [few] {" "}+ { $actions } karty Akcji po 0
    [many] {" "}+ { $actions } kart Akcji po 0
   *[other] {" "}+ { $actions } karty Akcji po 0
}
murdero-line-in-hand-none = na ręce:{ $actions ->
    [0] {""}
    [one] {" "}+ { $actions } karta Akcji po 0
    [few] {" "}+ { $actions } karty Akcji po 0
    [many] {" "}+ { $actions } kart Akcji po 0
   *[other] {" "}+ { $actions } karty Akcji po 0
}
murdero-line-won = wygrane rozdanie: karty w grze podwojone
murdero-line-won-completer = wygrane rozdanie: podwojone karty w grze tego, kto skompletował sprawę

## House rules
murdero-house-real-estate-before = Zasada domowa: Miejsca Zbrodni z Nieruchomości liczą się po 4 przed podwojeniem u zwycięzcy.
murdero-house-real-estate-after = Zasada domowa: dodatkowe 3 za każde Miejsce Zbrodni z Nieruchomości dolicza się po podwojeniu.
murdero-house-tie = Zasada domowa: gdy kilka stron przekroczy cel, wygrywa najwyższy wynik; przy remisie gra się kolejne rozdanie.
murdero-house-whole-team = Zasada domowa: zwycięska para podwaja karty w grze obojga partnerów.
murdero-house-completer-only = Zasada domowa: karty w grze podwaja tylko partner, który skompletował sprawę.

## The history and the resume list
murdero-ending-completed = { $players } – skompletowana sprawa
murdero-ending-reverse-charges = { $player } – Odwrócenie Zarzutów
murdero-ending-case-file = Kartoteka się wyczerpała
murdero-did-setup = { $partners ->
    [yes] Murdero w parach
   *[no] Murdero
}: { $players }, gra do { $target }
murdero-did-hand = Rozdanie { $hand }: { $ending }
murdero-did-correct = Poprawione rozdanie { $hand }: { $ending }
murdero-did-before-setup = Rozdanie sprzed przygotowania gry
murdero-ended = Zwycięstwo: { $side }
murdero-progress-not-set-up = Nieprzygotowana
murdero-progress-won = Zwycięstwo: { $side } · { $scores }
murdero-progress = Po rozdaniu { $hands } · { $scores }

## The console
murdero-new-game = Nowa gra w Murdero
murdero-setup-help = Od 2 do 4 graczy, w kolejności miejsc. Wolne miejsca zostawcie puste.
murdero-player-placeholder = Gracz { $seat } (kolejność miejsc)
murdero-partnership = Murdero w parach: czterech graczy, miejsca 1 i 3 przeciw 2 i 4, do 200
murdero-decks = Talie tasowane razem
murdero-house-rules = Zasady domowe (reguły tego nie rozstrzygają)
murdero-real-estate-before = Miejsca Zbrodni z Nieruchomości liczą się po 4 przed podwojeniem u zwycięzcy
murdero-whole-team = Zwycięska para podwaja karty obojga partnerów
murdero-completer-only = Podwaja tylko partner, który skompletował sprawę
murdero-start = Zacznij grę
murdero-game-on = Gra trwa: wpisujcie każde rozdanie po jego końcu.
murdero-recorded = Zapisano.
murdero-wins-the-game = Zwycięstwo w grze: { $side }!
murdero-won-the-game = Koniec gry, zwycięstwo: { $side }.
murdero-correcting-status = Poprawianie rozdania { $hand }.
murdero-correcting = Poprawianie rozdania { $hand }
murdero-hand = Rozdanie { $hand }
murdero-ledger-hand = Rozdanie { $hand }: { $scores }
murdero-save-correction = Zapisz poprawkę
murdero-record-hand = Zapisz rozdanie
murdero-with-enter = { $action } (Enter)
murdero-cancel-correction = Anuluj poprawkę
murdero-correct-a-hand = Popraw rozdanie…
murdero-correct-hand = Popraw rozdanie { $hand }
murdero-count-help = Policzcie karty według wartości ({ $stages }): ile każdej jest w grze w każdym kolorze, a ile zostało na ręce.
murdero-first-to = Gra do { $target } punktów.
murdero-hands-so-far = Rozegrane rozdania
murdero-joker = Joker
murdero-in-hand = Na ręce
murdero-action-cards = Karty Akcji na ręce
murdero-real-estate = Nieruchomości w grze
murdero-nobody-doubles = Nikt nie podwaja.
murdero-how-ended = Jak skończyło się rozdanie?
murdero-case-completed = Skompletowano sprawę
murdero-reverse-charges = Odwrócenie Zarzutów
murdero-case-file-ran-out = Kartoteka się wyczerpała
murdero-not-yet = Jeszcze nie: { $refusal }
murdero-side-won-hand = { $side }: { $points } (wygrane rozdanie)

## The table screen
murdero-table-waiting = Murdero: trwa wpisywanie graczy.
murdero-table-wins = Zwycięstwo: { $side }!
murdero-table-first-to = Gra do { $target }
murdero-table-won = { $score } (wygrana)
