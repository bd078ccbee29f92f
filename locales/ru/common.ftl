# Glossary: the words used in every Russian file (keep them the same everywhere).
#   Crimewave: California — Killers: Убийцы (the Red Terror: Красный Ужас, the Green Slayer:
#   Зелёный Душегуб, the Blue Butcher: Синий Мясник); Investigators: Следователи; Public Panic:
#   Паника; Victim Counter: счётчик жертв; Spook meter: шкала страха; Neighborhood Watch:
#   Соседский дозор; raid: облава; trial: суд; evidence tiles: жетоны улик; case file: дело;
#   Prosecution: Обвинение; Defense: Защита; method: способ убийства; secret home/residence:
#   тайное логово; opening scene: начальная сцена; Killer event: событие Убийц; location:
#   клетка; comfort zone: зона комфорта; tie (a scene to the accused): связь/связать; Spook
#   (on a line): Страх; stand-in board: заготовка; trace a board: оцифровать поле; verified
#   (evidence): подтверждена; methods: огнестрел, нож, дубинка, удавка.
#   Intent to Kill (Russian edition «Городской убийца», Hobby World) — Murderer: Убийца;
#   Detective: Детектив; civilians: жители; motives: мотивы; Person of Interest:
#   Подозреваемый; Supporters: Сторонники; Surveillance: Слежка; social group: социальная
#   группа; block: квартал; intimidate: запугать; comfort: утешить; questioning: допрос;
#   Initial Response: Оцепление; Logic/Intuition mode: режим «Логика»/«Интуиция»; crime scene:
#   место преступления; layout: расстановка; scenario: сценарий (film titles as released in
#   Russian); suspects (the advice's count): кандидаты — not «подозреваемые», which is the POI.
#   Murdero — case: дело; Crime Scene: Место преступления; Victim: Жертва; Evidence: Улика;
#   Suspect: Подозреваемый; Weapon: Оружие; Joker: Джокер; Action card: карта действия;
#   Real Estate: Недвижимость; Reverse Charges: Встречный иск; Case File: Картотека;
#   hand: раздача; Partner Murdero: парный Murdero.
#   Crime Story — Author: Автор; certificate of insanity: справка о невменяемости; murderer
#   card: карта убийцы; murderer pile: стопка убийцы; capture: взять (взятые карты); point
#   card: карта очков; story starter: завязка; dry round: пустой круг; veto: вето.
#   Keystone Crimewave — crook: жулик; caper: дело (Caper points: очки дела, ОД);
#   Enforcement points: очки закона (ОЗ); Master Plan: Генеральный план; phase: этап; task:
#   задача; Planner: Планировщик; Commenter: Комментатор; Trait: Черта; Hassle: Помеха;
#   trigger: триггер; Focus: Фокус; Assist: Помощь; Prepare: Подготовка; roll-off: жеребьёвка.
#   Around the games — console: консоль; table screen/window: экран/окно стола; phones:
#   телефоны; recap: итоги; undo/redo: отменить/повторить; sealed: запечатан; PIN: PIN-код
#   (PIN on buttons and labels); game (a saved play): партия; house rules: домашние правила.
# Words every screen shares.
yes = Да
no = Нет
settings-language = Язык
list-and = { $first } и { $second }
