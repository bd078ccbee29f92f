# Keystone Crimewave: the caper's bookkeeping (rules, console and table screen).

## Game terms
keystone-intent-focus = Skupienie
keystone-intent-assist = Pomoc
keystone-intent-prepare = Przygotowanie
keystone-hassle-eliminated = Kłopot Zażegnany
keystone-hassle-none = Bez Kłopotu
keystone-hassle-continues = Kłopot Trwa
keystone-hassle-continues-new = Kłopot Trwa, Nowy Kłopot
keystone-hassle-gets-hassled = Wpada w Kłopot
keystone-table-row = { $goal ->
    [achieved] Cel Osiągnięty
   *[missed] Cel Chybiony
}, { $hassle }{ $caper ->
    [0] {""}
   *[other] , +{ $caper } pkt Skoku
}{ $enforcement ->
    [0] {""}
   *[other] , +{ $enforcement } pkt Obławy
}
keystone-ending-clean-getaway = Czysta ucieczka (koniec wg zasady domowej)
keystone-ending-caught = Skok udany, ale opryszkowie wpadają albo tracą łup (koniec wg zasady domowej)
keystone-ending-busted = Przyskrzynieni: prawo było szybsze (koniec wg zasady domowej)

## What the rules refuse
keystone-refusal-die = Kość pokazuje od 1 do 6, nie { $face }.
keystone-refusal-complexity = Złożoność musi być wielokrotnością liczby opryszków ({ $crooks }): { $steps }, …
keystone-warning-long = złożoność { $complexity } najpewniej sprawi, że skok będzie nieznośnie długi
keystone-refusal-set-up-twice = Opryszkowie są już przygotowani.
keystone-refusal-players = Keystone Crimewave wymaga co najmniej 3 graczy.
keystone-refusal-trigger-tokens = Wyzwalacz z wynikiem „Wpada w Kłopot” daje 2 lub 4 żetony Kłopotów.
keystone-refusal-unnamed = Każdy opryszek musi mieć imię.
keystone-refusal-same-name = Dwóch opryszków nazywa się { $name }.
keystone-refusal-caper-once = Skok można wybrać tylko raz, po przygotowaniu.
keystone-refusal-roll-off-winner = Zwycięzca rzutu o pierwszeństwo musi być jednym z graczy.
keystone-refusal-caper-first = Przed planowaniem etapów wybierzcie skok i jego złożoność.
keystone-refusal-task-crook = Zadanie musi trafić do jednego z opryszków.
keystone-refusal-share = { $crook } ma już { $share } { $share ->
    [one] zadanie
    [few] zadania
    [many] zadań
   *[other] zadania
}: etapy dzieli się po równo między opryszków.
keystone-refusal-no-rolls = Rzuty są możliwe od ułożenia Wielkiego Planu do końca skoku.
keystone-refusal-no-such-crook = Nie ma takiego opryszka.
keystone-refusal-rolled = { $crook } ma już za sobą turę w tej rundzie.
keystone-refusal-not-focus = { $crook } nie wykonuje zadania Skupienia w tej rundzie: wybierzcie Pomoc lub Przygotowanie.
keystone-refusal-is-focus = { $crook } jest opryszkiem Skupienia i musi zająć się zadaniem Skupienia.
keystone-refusal-no-trait = { $crook } nie ma takiej Cechy.
keystone-refusal-locked = Cecha { $trait_name } jest zablokowana, dopóki jej wyzwalacz Kłopotu jest aktywny.
keystone-refusal-trigger-inactive = Zadziałać może tylko aktywny wyzwalacz Kłopotu.
keystone-refusal-tokens = Połóżcie dokładnie { $traits } { $traits ->
    [one] żeton Cechy
    [few] żetony Cech
    [many] żetonów Cech
   *[other] żetonu Cech
} na białych kościach i { $hassles } { $hassles ->
    [one] żeton Kłopotu
    [few] żetony Kłopotów
    [many] żetonów Kłopotów
   *[other] żetonu Kłopotów
} na czarnych.

## What a roll did
keystone-effect-hassle-next-turn = { $crook }: +{ $tokens } { $tokens ->
    [one] żeton Kłopotu
    [few] żetony Kłopotów
    [many] żetonów Kłopotów
   *[other] żetonu Kłopotów
} na następną turę
keystone-effect-hassle-next-focus = { $crook }: +1 żeton Kłopotu na następną turę Skupienia
keystone-effect-trait-next-focus = { $crook }: +1 żeton Cechy na następną turę Skupienia
keystone-effect-trait-handed = { $crook }: +1 żeton Cechy przekazany na tę rundę
keystone-effect-assist-lost = Żeton Cechy z Pomocy przepada: tura Skupienia się skończyła
keystone-effect-phase-done = Etap wykonany: { $task }

## House rules
keystone-house-ends = Zasada domowa: skok kończy się po wykonaniu ostatniego etapu albo gdy punkty Obławy osiągną cel.
keystone-house-endings = Zasada domowa: plan wykonany przy przewadze punktów Skoku nad punktami Obławy to czysta ucieczka, inaczej opryszkowie wpadają; gdy Obława pierwsza dojdzie do celu, są przyskrzynieni.
keystone-house-both = Zasada domowa: jeśli oba zdarzą się w jednym rzucie, { $first ->
    [plan] najpierw liczy się plan
   *[law] najpierw liczy się prawo
}.
keystone-house-trigger = Zasada domowa: wyzwalacz plus wynik „Wpada w Kłopot” z tabeli daje { $tokens } { $tokens ->
    [one] żeton Kłopotu
    [few] żetony Kłopotów
    [many] żetonów Kłopotów
   *[other] żetonu Kłopotów
}; każdy Kłopot w rzucie Skupienia daje 2.
keystone-house-assist = Zasada domowa: rzuty Pomocy i Przygotowania dają 1 żeton na następną turę Skupienia, a te żetony Cech zużywa się przy użyciu.

## The history and the resume list
keystone-did-setup = Opryszkowie: { $crooks }
keystone-did-caper = Skok: { $caper }, złożoność { $complexity }; pierwszy planuje: { $starter }
keystone-did-phase = Etap { $phase }: { $task } ({ $crook })
keystone-did-roll = Runda { $round }: { $crook } ({ $intent }) — { $row }
keystone-progress-not-set-up = Nie przygotowano
keystone-progress-planning = Planowanie etapu { $phase } z { $phases }
keystone-progress = Runda { $round } · etapy { $done }/{ $phases } · PS { $cp } · PO { $ep }/{ $target }
keystone-progress-over = { $ending } · PS { $cp } · PO { $ep }

## Shared by the console and the table
keystone-rolled = Rzut: { $crook } ({ $intent })
keystone-no-roll-yet = Jeszcze bez rzutu.
keystone-caper-points = Punkty Skoku
keystone-enforcement-points = Punkty Obławy
keystone-master-plan = Wielki Plan
keystone-phase-line = { $mark ->
    [done] GOTOWE{" "}
    [focus] SKUPIENIE{" "}
   *[open] {""}
}{ $phase }. { $task } ({ $crook })
keystone-table-waiting = Keystone Crimewave: trwa wpisywanie opryszków.
keystone-headline-planning = Wielki Plan: { $caper } · etap { $phase } — Planista { $planner }, Komentator { $commenter }
keystone-headline-choosing = Wybór skoku
keystone-headline-focus = Runda { $round } · Skupienie: etap { $phase } „{ $task }” ({ $crook }){ $achieved ->
    [yes] {" "}— wykonany
   *[no] {""}
}
keystone-headline-round = Runda { $round }
keystone-board-hassled = { $crook } — W KŁOPOCIE
keystone-board-trait = { $trait_name } (+{ $bonus }), wyzwalacz: { $trigger }
keystone-board-trait-locked = { $trait_name } (+{ $bonus }) — ZABLOKOWANA, wyzwalacz aktywny: { $trigger }
keystone-tokens-hassle-next-turn = { $count } { $count ->
    [one] Kłopot
    [few] Kłopoty
    [many] Kłopotów
   *[other] Kłopotu
} na następną turę
keystone-tokens-hassle-next-focus = { $count } { $count ->
    [one] Kłopot
    [few] Kłopoty
    [many] Kłopotów
   *[other] Kłopotu
} na następne Skupienie
keystone-tokens-trait-next-focus = { $count } { $count ->
    [one] Cecha
    [few] Cechy
    [many] Cech
   *[other] Cechy
} na następne Skupienie
keystone-tokens-trait-from-assist = { $count } { $count ->
    [one] Cecha
    [few] Cechy
    [many] Cech
   *[other] Cechy
} z Pomocy w tej rundzie
keystone-board-tokens = Żetony: { $tokens }
keystone-kept-white-higher = wyższe białe: zostają białe
keystone-kept-black-higher = wyższe czarne: zostają czarne
keystone-kept-tie = remis: zostają czarne
keystone-pair = Para { $rank }
keystone-die-white = Biała
keystone-die-black = Czarna
keystone-die-rolled = wyrzucono { $rolled } +{ $tokens }
keystone-die-kept = ZOSTAJE

## The console: a roll
keystone-odds-working = Liczenie szans…
keystone-odds-too-many = Szanse są pokazywane do 6 żetonów.
keystone-odds = Szanse przy sugerowanym rozmieszczeniu: Cel Osiągnięty { $achieved }% (3 białe { $three }%, 2 białe { $two }%, 1 biała { $one }%), Cel Chybiony { $missed }%.
keystone-points = Punkty Skoku { $cp } · punkty Obławy { $ep } z { $target }
keystone-last-roll = Ostatni rzut: { $crook } ({ $intent }) — { $row }
keystone-crooks = Opryszkowie
keystone-master-plan-of = Wielki Plan: { $caper }
keystone-no-crook = Nikt nie może rzucać.
keystone-is-focus-crook = { $crook } jest opryszkiem Skupienia: ten rzut dotyczy zadania Skupienia.
keystone-assist = Pomoc (żeton Cechy dla opryszka Skupienia)
keystone-prepare = Przygotowanie (żetony na własne następne Skupienie)
keystone-trait = { $trait_name } (+{ $bonus } { $bonus ->
    [one] żeton Cechy
    [few] żetony Cech
    [many] żetonów Cech
   *[other] żetonu Cech
})
keystone-trait-locked = { $trait_name } (+{ $bonus } { $bonus ->
    [one] żeton Cechy
    [few] żetony Cech
    [many] żetonów Cech
   *[other] żetonu Cech
}) — zablokowana: jej wyzwalacz jest aktywny
keystone-trigger-shows = Kości bez żetonów pokazują wyzwalacz Cechy { $trait_name }: { $trigger }
keystone-white-dice = Białe kości
keystone-black-dice = Czarne kości
keystone-dice-example = np. { $dice }
keystone-roll-dice = Rzuć kośćmi
keystone-who-rolls = Kto rzuca?
keystone-record-roll = Zapisz rzut
keystone-due = Należne w tym rzucie: { $traits } { $traits ->
    [one] żeton Cechy
    [few] żetony Cech
    [many] żetonów Cech
   *[other] żetonu Cech
} na białe, { $hassles } { $hassles ->
    [one] żeton Kłopotu
    [few] żetony Kłopotów
    [many] żetonów Kłopotów
   *[other] żetonu Kłopotów
} na czarne.
keystone-on-face = na { $face }
keystone-placed-suggested = Żetony rozmieszczone wg sugestii (żetony Cech tak, by zostało najwięcej białych kości, żetony Kłopotów – by zostało ich najmniej):
keystone-placed-by-hand = Żetony rozmieszczone ręcznie:
keystone-trait-tokens = Żetony Cech (białe)
keystone-hassle-tokens = Żetony Kłopotów (czarne)
keystone-suggested-placement = Sugerowane rozmieszczenie
keystone-row-trigger-fired = { $row }; wyzwalacz: Wpada w Kłopot
keystone-type-dice = Wpiszcie wyniki trzech białych i trzech czarnych kości, każdy od 1 do 6 (np. 632), albo rzućcie nimi tutaj.

## The console: what was just done
keystone-next-caper = Opryszkowie wpisani: wybierzcie skok i kto planuje pierwszy.
keystone-next-phase-1 = Skok wybrany: Planista opisuje etap 1.
keystone-next-phase = Zapisano: czas na kolejny etap.
keystone-next-round-1 = Wielki Plan gotowy: zaczyna się runda 1.
keystone-recorded = Zapisano.
keystone-with-note = { $next } Ostrzeżenie: { $note }.
keystone-roll-ended = { $row }; { $ending }

## The console: setting up and planning
keystone-new-caper = Nowy skok w Keystone Crimewave
keystone-setup-help = Co najmniej trzech opryszków, w kolejności miejsc, każdy z Cechami ze swojej karty. Cecha bez nazwy jest pomijana.
keystone-crook-placeholder = Opryszek { $seat } (kolejność miejsc)
keystone-trait-placeholder = Cecha (np. Bajerant)
keystone-bonus = premia
keystone-trigger-placeholder = Wyzwalacz Kłopotu (np. dowolna czarna 1)
keystone-add-trait = Dodaj Cechę
keystone-remove-trait = Usuń Cechę
keystone-add-crook = Dodaj opryszka
keystone-remove-crook = Usuń ostatniego opryszka
keystone-house-rules = Zasady domowe (pierwsza wersja reguł tego nie rozstrzyga)
keystone-trigger-gives = Wyzwalacz plus wynik „Wpada w Kłopot” z tabeli daje
keystone-hassle-token-count = { $count } { $count ->
    [one] żeton Kłopotu
    [few] żetony Kłopotów
    [many] żetonów Kłopotów
   *[other] żetonu Kłopotów
}
keystone-both-on-one-roll = Plan wykonany i cel Obławy osiągnięty w jednym rzucie:
keystone-plan-first = najpierw liczy się plan
keystone-law-first = najpierw liczy się prawo
keystone-start = Zacznij skok
keystone-the-caper = Skok
keystone-caper-placeholder = Jaki to skok? (np. napad na bank)
keystone-complexity = Złożoność (etapy; wielokrotność liczby opryszków: { $crooks }; powyżej 20 to długo)
keystone-choose = wybierz
keystone-who-won-roll-off = Kto wygrał rzut o pierwszeństwo? Ta osoba planuje etap 1.
keystone-roll-off = Rzut o pierwszeństwo tutaj
keystone-roll-again = Rzuć ponownie: { $crooks }
keystone-roll-off-winner = Rzut o pierwszeństwo: { $rolls }. Etap 1 planuje: { $crook }.
keystone-roll-off-tie = Rzut o pierwszeństwo: { $rolls }. Remis: { $crooks } rzucają znowu.
keystone-choose-caper = Wybierz skok
keystone-planned-phase = { $phase }. { $task } — { $crook } (element: { $element })
keystone-planning-title = Wielki Plan: { $caper } — etap { $phase } z { $phases }
keystone-planning-roles = Planista: { $planner }. Komentator: { $commenter }. Każdy opryszek dostaje { $tasks } { $tasks ->
    [one] zadanie
    [few] zadania
    [many] zadań
   *[other] zadania
}. Cel Obławy: { $target }.
keystone-task-placeholder = Kluczowe zadanie (Planista)
keystone-whose-task = Czyje to zadanie?
keystone-element-placeholder = Element: przedmiot, szczegół, BN, wydarzenie z przeszłości (Komentator)
keystone-add-phase = Dodaj etap { $phase }
keystone-planned-so-far = Dotychczasowy plan
