# "Show on phones": the console's panel, and the words of the phones' page itself.

## The console's panel ($url: the page's address).

phones-no-qr-code = Nie udało się narysować adresu jako kodu QR.
# $error: the system's reason.
phones-could-not-share = Alibi nie mogło udostępnić stołu w tej sieci ({ $error }).
# During a game, one line ($count: the pages following).
phones-compact = Na telefonach: { $url } · śledzi: { $count }
phones-showing = Stół widoczny na telefonach
phones-scan = Zeskanujcie kod albo otwórzcie ten adres na telefonie w tej samej sieci Wi-Fi:
phones-following = { $count ->
    [0] Żaden telefon jeszcze nie śledzi gry. Udostępniany jest tylko ekran stołu, nigdy tajemnice.
    [one] Grę śledzi 1 strona.
    [few] Grę śledzą { $count } strony.
    [many] Grę śledzi { $count } stron.
   *[other] Grę śledzi { $count } strony.
}
phones-show-code = Pokaż kod
# Beside phones-unreachable during a game: opens the panel that says why and what to do.
phones-why = Dlaczego?
phones-hide = Ukryj
phones-stop = Nie pokazuj na telefonach
phones-unreachable = Żaden telefon nie połączy się z tym komputerem: nie znaleziono adresu Wi-Fi ani LAN
# $ip: the machine's one address, a public one.
phones-public-only = Jego jedyny adres sieciowy, { $ip }, nie należy do sieci prywatnej, a Alibi udostępnia stół tylko w sieci lokalnej.
phones-no-network = Nie jest podłączony do żadnej sieci.
phones-join = Połączcie się z siecią Wi-Fi, w której są telefony (albo podłączcie kabel sieciowy), potem zatrzymajcie i ponownie włączcie pokazywanie na telefonach.
phones-local-only = Do tego czasu stronę otworzy tylko przeglądarka na tym komputerze: { $url }

## What the server answers a phone that can't have the page.

phones-out-of-date = Ten adres jest nieaktualny: laptop dał telefonom nowy. Zeskanujcie ponownie kod na laptopie.
phones-read-only = Strona stołu jest tylko do odczytu.
phones-not-found = Nie znaleziono
phones-too-many = Zbyt wiele stron śledzi grę.

## The phones' page. A { $name } here is a slot the page fills with what the game shows.

page-connecting = łączenie…
page-live = na żywo
page-reconnecting = ponowne łączenie…
page-out-of-date = nieaktualne: zeskanujcie kod ponownie
# The browser tab's title ($game: the game's name).
page-the-table = { $game } — stół
page-no-game = Na laptopie nie ma jeszcze otwartej gry.
# Crimewave: California.
page-latest-answer = Ostatnia odpowiedź
page-no-raid-yet = Jeszcze bez nalotu
page-meters = Mierniki
page-public-panic = Panika
page-victim-counter = Licznik ofiar
# Followed by the Investigators who owe the next raid.
page-demands-raid = Opinia publiczna żąda kolejnego nalotu od:
# Two Investigators, either of whom owes the next raid.
page-either = { $first } lub { $second }
page-on-trial = Przed sądem: { $killer }
page-killers = Zabójcy
page-killer-red = Czerwony Postrach
page-killer-green = Zielony Siepacz
page-killer-blue = Niebieski Rzeźnik
# A Killer's public line ($method: the method or ?; $status: at large, on trial…).
page-killer-line = { $method } · { $status } · Strach { $spook }/3 · akta { $case }
page-board = Plansza
page-board-key = ◆ miejsce zbrodni (kolorowe po rozwiązaniu) · ■ Straż Sąsiedzka · przerywany okrąg: może tam stanąć straż
page-board-label = Plansza z jawnymi oznaczeniami
page-raids-per-investigator = Naloty każdego Śledczego
page-answers = Odpowiedzi, od najnowszej
# Intent to Kill.
page-round-phase = Runda { $round } · faza { $phase }
page-detective-wins = Wygrywa Detektyw
page-murderer-wins = Wygrywa Morderca
page-murderer-loses = Morderca dwa razy odmówił i przegrywa
page-the-city = Miasto
page-curfew = (godzina policyjna)
page-victims-of = Ofiary ({ $count } z { $limit })
page-surveillance-answers = Odpowiedzi z Obserwacji, od najnowszej
page-questioning-answers = Odpowiedzi z przesłuchań, od najnowszej
page-round-answer = Runda { $round }: { $words }
page-motives-in-play = Motywy w grze
# Murdero.
page-won-by = Zwycięstwo: { $winner }
page-scores-to = Wyniki — gra do { $target }
page-side = Strona
page-total = Razem
page-hands = Rozdania ({ $count })
# A hand: its number and each side's total.
page-hand = Rozdanie { $number }: { $totals }
page-no-hand-yet = Jeszcze bez rozdania
page-house-rules = Zasady domowe
# Keystone Crimewave.
page-caper-points = Punkty Skoku
page-enforcement = Obława
page-caper = Skok:
page-crooks = Opryszkowie
page-hassled = w kłopocie
page-last-roll = Ostatni rzut
page-a-crook = Opryszek
# Crime Story.
page-times-up = KONIEC CZASU
page-author = Autor: { $name }
page-players = Gracze
page-player = Gracz
# The cards in a player's hand.
page-hand-cards = Na ręce
page-captured = Zdobyte
page-certificates = Zaświadczenia
page-story-so-far = Dotychczasowa historia
page-no-sentence-yet = Jeszcze bez zdania
page-watch-out = Uwaga
