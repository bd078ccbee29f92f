# Around the games: the windows, the toolbar, the banners, the lock, the recap, undo and the
# history, the sealed setup, the table screen's own words, saved-game and settings problems,
# and sound.

## The windows and the toolbar ($shortcut: the keys, e.g. Ctrl+T).

# The app's name, as the title of the home screen, the lock and the table screen.
app-name = Alibi
app-console-title = Alibi — konsola
app-table-title = Alibi — stół
app-open-table-window = Otwórz okno stołu ({ $shortcut })
app-close-table-window = Zamknij okno stołu ({ $shortcut })
app-table-mode = Tryb stołu ({ $shortcut })
app-table-mode-back = { $shortcut } wraca do konsoli
app-show-on-phones = Pokaż na telefonach
app-recap = Podsumowanie ({ $shortcut })
app-lock = Zablokuj ({ $shortcut })
app-dismiss = Zamknij

## Banners.

app-resealing-wait = Chwileczkę: zapisane gry są pieczętowane nowym PIN-em.
app-recap-needs-game = Podsumowanie opowiada historię partii Crimewave lub Intent to Kill: najpierw otwórzcie grę.
app-lock-needs-pin = Aby blokować konsolę, ustawcie PIN w ustawieniach na ekranie głównym.
# $problem: why the settings could not be saved (settings-…).
app-pin-unchanged = { $problem }. PIN bez zmian.
app-resealing = Pieczętowanie zapisanych gier nowym PIN-em…
app-reseal-stopped = Pieczętowanie zapisanych gier nieoczekiwanie przerwane: część może być wciąż zapieczętowana starym PIN-em.
app-pin-saved = { $count ->
    [one] PIN zapisany. Zapieczętowano nim 1 plik gry.
    [few] PIN zapisany. Zapieczętowano nim { $count } pliki gier.
    [many] PIN zapisany. Zapieczętowano nim { $count } plików gier.
   *[other] PIN zapisany. Zapieczętowano nim { $count } pliku gier.
}
app-pin-removed = { $count ->
    [one] PIN usunięty. 1 plik gry zapisano jawnie: każdy, kto go otworzy, może go przeczytać.
    [few] PIN usunięty. { $count } pliki gier zapisano jawnie: każdy, kto je otworzy, może je przeczytać.
    [many] PIN usunięty. { $count } plików gier zapisano jawnie: każdy, kto je otworzy, może je przeczytać.
   *[other] PIN usunięty. { $count } pliku gier zapisano jawnie: każdy, kto je otworzy, może je przeczytać.
}
# After app-pin-saved or app-pin-removed ($report), the files that could not be changed follow.
app-reseal-left = { $report } Pozostawione bez zmian:
# Two sentences one after the other.
app-then = { $first } { $second }
# $path: the file; $game: the name of the game in the file.
app-unknown-game = Plik { $path } to partia gry „{ $game }”, której ta wersja Alibi nie zna.
# Why the display can't be kept awake (the system's own words follow in small type).
app-awake-no-session = Alibi nie może utrzymać włączonego ekranu: na tym komputerze nie działa sesja pulpitu, którą można by o to poprosić. Jeśli ekran zgaśnie podczas gry, wyłączcie jego usypianie w ustawieniach systemu.
app-awake-refused = Alibi nie może utrzymać włączonego ekranu: system odmówił. Jeśli ekran zgaśnie podczas gry, wyłączcie jego usypianie w ustawieniach systemu.
# $why: app-awake-no-session or app-awake-refused.
app-awake-failed-once = { $why } Powód zostaje zapisany w ustawieniach na ekranie głównym; nie będzie powtarzany.
# What the system's power settings show while a game is open.
app-awake-reason = Trwa sędziowanie gry planszowej

## The lock.

lock-locked = Konsola jest zablokowana. Wpiszcie PIN, aby kontynuować: otwiera też zapieczętowane gry.
lock-pin = PIN
lock-unlock = Odblokuj
lock-wrong = To nie jest PIN.
lock-wrong-wait = { $seconds ->
    [one] To nie jest PIN. Odczekajcie 1 sekundę przed kolejną próbą.
    [few] To nie jest PIN. Odczekajcie { $seconds } sekundy przed kolejną próbą.
    [many] To nie jest PIN. Odczekajcie { $seconds } sekund przed kolejną próbą.
   *[other] To nie jest PIN. Odczekajcie { $seconds } sekundy przed kolejną próbą.
}
lock-next-try = { $seconds ->
    [one] Kolejna próba za 1 sekundę.
    [few] Kolejna próba za { $seconds } sekundy.
    [many] Kolejna próba za { $seconds } sekund.
   *[other] Kolejna próba za { $seconds } sekundy.
}

## The recap.

recap-story-of = Historia: { $name }
recap-goes-on = Gra trwa: jej tajemnice zostaną tu ujawnione po jej zakończeniu.
recap-key-moments = Kluczowe momenty
recap-none-yet = Jeszcze brak.
recap-show-secrets = Pokaż tajemnice
recap-secrets = Tajemnice
recap-back = Wróć do gry
recap-export = Eksportuj do PNG
recap-saving = Zapisywanie obrazu…
recap-saved-as = Zapisano jako { $path }
recap-not-saved = Nie udało się zapisać obrazu: { $problem }
recap-export-stopped = eksport nieoczekiwanie przerwany
# $path: the picture's file; $error: the system's reason.
recap-not-written = { $path } ({ $error })
recap-refereed = Sędziowało Alibi
# Why a picture could not be drawn.
picture-no-renderer = nie udało się utworzyć renderera do narysowania go
picture-wrong-size = renderer narysował złą liczbę pikseli
picture-not-encoded = nie udało się zakodować go jako PNG ({ $error })
recap-why-alibi-chose = Dlaczego Alibi wybrało to, co wybrało:
# A key moment: its mark, its round (recap-before-play or recap-round) and what happened.
recap-moment = { $mark } · { $round }: { $what }
recap-before-play = przed rundą 1
recap-round = runda { $round }
# The timeline's axis.
recap-axis-round = Runda
recap-axis-start = start
# The chart's key: a moment's mark and its kind.
recap-mark-key = { $mark } { $kind }
# The letters that mark the moments on the chart, and their kinds.
recap-mark-hit = T
recap-mark-trial = P
recap-mark-relocation = K
recap-mark-escape = U
recap-mark-murder = Z
recap-kind-hit = trafienie
recap-kind-trial = proces
recap-kind-relocation = zmiana kryjówki
recap-kind-escape = ucieczka
recap-kind-murder = zabójstwo

## Undo, redo and the history ($label: the action, as the game says it).

history-title = Historia
history-undo = Cofnij: { $label } (Ctrl+Z)
history-redo = Ponów: { $label } (Ctrl+Shift+Z)
history-nothing-to-undo = Nie ma czego cofnąć
history-nothing-to-redo = Nie ma czego ponowić
history-undone = Cofnięto: { $label }
history-redone = Ponowiono: { $label }
history-went-back = { $count ->
    [one] Cofnięto 1 akcję; „Ponów” ją przywróci
    [few] Cofnięto { $count } akcje; „Ponów” je przywróci
    [many] Cofnięto { $count } akcji; „Ponów” je przywróci
   *[other] Cofnięto { $count } akcji; „Ponów” je przywróci
}
# An entry of the history: its number and the action.
history-entry = { $number }. { $label }
history-now = teraz
history-back-to-here = wróć tutaj
history-back-to-start = Wróć do początku
history-saving = zapisywanie…
history-home = Start (zapisano)
# $error: why the save failed (file-…).
history-not-saved = { $error } Gra zostaje otwarta; Alibi zapisze ją ponownie po następnej akcji.

## The sealed setup.

seal-none = Pieczęć przygotowania: w tej grze nie utworzono żadnego ogniwa.
seal-holds = Pieczęć przygotowania: każde ogniwo zgadza się z rozegraną grą.
seal-broken = Pieczęć przygotowania: ŁAŃCUCH NIE ZGADZA SIĘ Z GRĄ (zob. niżej).
# $number: the link's place in the chain; $summary: seal-summary.
seal-link = Ogniwo { $number }, { $summary }
seal-fingerprint = {"    "}Odcisk: { $fingerprint }
seal-check-by-hand = {"    "}Sprawdzenie ręczne: { $command }
# $at: how many actions were left; $line: seal-corrected.
seal-after-undo = Po cofnięciu do akcji { $at }: { $line }
# A link in one line ($when: seal-after…; $short: its short fingerprint; $secrets: the
# secrets or seal-no-secrets; $salt; $verdict: seal-matches or seal-mismatch…).
seal-summary = { $when }: { $short } — { $secrets } — sól { $salt } — { $verdict }
seal-after = po akcji { $after }
seal-after-label = po akcji { $after } ({ $label })
seal-no-secrets = odtworzona gra nie ma tam tajemnic
seal-matches = zgadza się
seal-mismatch = NIE ZGADZA SIĘ: przeliczono { $recomputed }, zapisano { $saved }
seal-mismatch-nothing = NIE ZGADZA SIĘ: nie ma czego przeliczyć
seal-unsealed = NIEZAPIECZĘTOWANE: tajemnice zmieniły się po akcji { $after } i żadne ogniwo ich nie pieczętuje
# $line: what the table had read (an answer, a murder, or seal-withdrawn-link).
seal-corrected = Poprawka: cofnięto { $line }
# A link of the chain that an undo took back, as $line of seal-corrected ($short: its
# short fingerprint).
seal-withdrawn-link = pieczęć przygotowania { $short }
# The strip under the table screen ($short, $now, $before: short fingerprints).
seal-strip = Pieczęć przygotowania { $short }
seal-strip-resealed = Pieczęć przygotowania { $now } · odnowiona po akcji { $after } (wcześniej { $before })
seal-strip-more = { $count ->
    [one] 1 poprawka łącznie (każda jest w ujawnieniu)
    [few] { $count } poprawki łącznie (każda jest w ujawnieniu)
    [many] { $count } poprawek łącznie (każda jest w ujawnieniu)
   *[other] { $count } poprawki łącznie (każda jest w ujawnieniu)
}

## The table screen.

table-waiting = Ekran stołu: oczekiwanie na grę na konsoli.
table-thinking = Alibi myśli…

## Saved games that can't be opened or saved ($file: the file; $why: the system's reason).

file-unreadable = Nie można odczytać pliku { $file }: { $why }.
file-not-a-record = Plik { $file } nie jest zapisem gry Alibi.
file-newer = Plik { $file } zapisała nowsza wersja Alibi (format zapisu { $version }; ta wersja czyta format { $known }). Zaktualizujcie Alibi, aby go otworzyć; plik pozostaje bez zmian.
file-other-game = Plik { $file } to partia gry { $game }, nie tej gry.
# $what: file-damaged-….
file-damaged = Plik { $file } jest uszkodzony: { $what }. Plik pozostaje bez zmian.
file-sealed = Plik { $file } jest zapieczętowany PIN-em i otworzy go tylko ten PIN. Plik pozostaje bez zmian.
file-other-pin = Plik { $file } jest zapieczętowany innym PIN-em: obecny PIN go nie otwiera. Plik pozostaje bez zmian.
file-unwritable = Nie można zapisać pliku { $file }: { $why }.
# What is damaged ($error: the reader's own words).
file-damaged-json = JSON jest urwany lub błędny ({ $error })
file-damaged-header = nagłówek jest niekompletny ({ $error })
file-damaged-sealed-part = nie można odczytać zapieczętowanej części ({ $error })
file-damaged-no-record = zapieczętowana część nie zawiera zapisu ({ $error })
file-damaged-actions = nie można odczytać akcji ({ $error })
# An action of the record the rules refuse ($position: its place; $label: the action; $refusal: why).
file-damaged-refused = zasady odrzucają akcję { $position } („{ $label }”): { $refusal }
file-damaged-unknown-seal = zapieczętowano go w sposób, którego ta wersja Alibi nie zna ({ $cipher } z { $kdf })
file-damaged-costs = koszty pieczętowania są poza zakresem
file-damaged-costs-unusable = kosztów pieczętowania nie da się użyć ({ $error })
file-damaged-salt = sól jest uszkodzona
file-damaged-check = kontrola PIN-u jest uszkodzona
file-damaged-nonce = nonce jest uszkodzony
file-damaged-base64 = zapieczętowana część nie jest poprawnym base64
file-damaged-key = nie udało się wyprowadzić klucza z PIN-u ({ $error })
file-damaged-changed = zapieczętowana część nie przechodzi kontroli integralności (została zmieniona)

## The settings file ($file: the file; $error: the system's reason).

settings-unreadable = Nie można odczytać pliku { $file }: { $error }. Obowiązują ustawienia domyślne.
settings-damaged = Plik { $file } jest uszkodzony ({ $error }). Obowiązują ustawienia domyślne; przy zmianie ustawienia plik zostanie zachowany jako { $aside }.
settings-ignored = { $count ->
    [one] { $file }: pominięto nieczytelne ustawienie { $names }.
    [few] { $file }: pominięto nieczytelne ustawienia { $names }.
    [many] { $file }: pominięto nieczytelne ustawienia { $names }.
   *[other] { $file }: pominięto nieczytelne ustawienia { $names }.
}
settings-not-kept-aside = Nie można odłożyć uszkodzonego pliku { $file }: { $error }
settings-not-saved = Nie można zapisać ustawień w pliku { $file }: { $error }

## Sound.

sound-no-library = Bez dźwięku: nie udało się wczytać systemu dźwięku ({ $library }) ({ $error }); zamiast tego stoper miga w obu oknach
sound-no-call = Bez dźwięku: { $library } nie ma { $call }; zamiast tego stoper miga

## The end-of-game reveal's guard on a private console: the PIN, or without one a word.

# The word typed to show the secrets (English "reveal" is always understood too).
lock-reveal-word = odkryj
# $word: lock-reveal-word.
lock-reveal-type = Wpiszcie „{ $word }”, aby pokazać na tym ekranie wszystkie tajemnice:
lock-reveal-pin = Wpiszcie PIN, aby pokazać na tym ekranie wszystkie tajemnice:
lock-reveal-show = Pokaż tajemnice
lock-reveal-hide = Ukryj tajemnice
lock-reveal-not-the-word = To nie jest to słowo.

## What the rules change on the board on their own, as the table is told to do it.

rules-changes = Co zasady zmieniają na planszy
## The history once the game has ended for good (the secrets are on the table): nothing goes back.

history-end-is-final = Koniec jest ostateczny: niczego nie można cofnąć
history-ended = Gra się skończyła: { $ended }. Cofnięcie nie odwróci końca.
# The system's own words follow in small type.
sound-none = Bez dźwięku: nie da się otworzyć systemu dźwięku tego komputera, więc stoper zamiast tego miga w obu oknach.
