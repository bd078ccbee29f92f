//! Intent to Kill for one person, through the screens: a whole game against Alibi's
//! Murderer (the console shows no secret, Alibi announces its moves and answers the
//! questions), a whole game against Alibi's Detective (it asks, the person answers), an
//! undo that takes back the person's last entry with Alibi's moves after it, which Alibi then
//! takes again the same way, and every point of a whole game against either side opened
//! again, undone, redone and gone back to: Alibi always takes its turn, the same one, and an
//! announcement left waiting is still there when the game is opened again.

mod common;
use common::ui::{console_ui, press, run, shows, text_containing};

use alibi::plays::intent::turn;
use alibi::plays::{Level, Side};
use alibi::rules::Rules;
use alibi::rules::intent::city::{adjacent, all_blocks, block_msg, is_adjacent};
use alibi::rules::intent::{Action, Block, Civilian, Group, IntentToKill, Phase, Trait, Try};
use alibi::ui::app::Screen;
use alibi::ui::intent::Message as M;
use alibi::ui::session;
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::window;

fn send(app: &mut App, message: M) {
    let task = app.update(Message::IntentToKill(message));
    run(app, task);
}

/// Whether some text on the console contains `needle`.
fn has_text(app: &App, console: window::Id, needle: &str) -> bool {
    text_containing(&mut console_ui(app, console), needle).is_some()
}

fn game(app: &App) -> IntentToKill {
    common::intent::game(app)
}

fn actions(app: &App) -> Vec<Action> {
    match app.screen() {
        Screen::IntentToKill(screen) => screen.session().record().actions().to_vec(),
        _ => panic!("not on the Intent to Kill screen"),
    }
}

fn new_game(side: Side, level: Level) -> (tempfile::TempDir, App, window::Id) {
    start(side, level, 1)
}

/// A new game of Intent to Kill with Alibi at `level` on `side`, started from the home
/// screen and dealt from `seed`: the same deal and the same decisions of Alibi's in every run.
fn start(side: Side, level: Level, seed: u64) -> (tempfile::TempDir, App, window::Id) {
    let dir = tempfile::tempdir().expect("a folder");
    let console = window::Id::unique();
    let store = alibi::record::Store::at(dir.path().to_owned());
    let mut app = App::new(store, console).dealing_from(seed);
    press(&mut app, console, "Intent to Kill");
    match app.screen() {
        Screen::IntentToKill(screen) => assert_eq!(screen.session().seed(), seed),
        _ => panic!("not on the Intent to Kill screen"),
    }
    send(&mut app, M::SeatChosen(side, Some(level)));
    (dir, app, console)
}

/// Nothing of the Murderer's secrets on the console while Alibi plays the Murderer.
fn assert_console_public(app: &App, console: window::Id) {
    let g = game(app);
    if g.phase() == Phase::Over {
        return;
    }
    let mut ui = console_ui(app, console);
    for secret in [
        "You are the",
        "Truthful answer",
        "may be murdered",
        "Your motive",
        "Person of Interest:",
        "Suspects left",
        "Lie: answer",
    ] {
        assert_eq!(
            text_containing(&mut ui, secret),
            None,
            "the console shows a secret ({secret}) in {:?}",
            g.phase()
        );
    }
    for tab in ["Exposure", "Secrets"] {
        assert!(!shows(app, console, tab), "the {tab} tab is offered");
    }
}

/// Starts a game against Alibi's Murderer, as the person would.
fn start_against_murderer(level: Level) -> (tempfile::TempDir, App, window::Id) {
    let (dir, mut app, console) = new_game(Side::Murderer, level);
    assert!(has_text(&app, console, "Alibi plays the Murderer at"));
    press(&mut app, console, "Alibi deals");
    let g = game(&app);
    assert!(g.supporters().is_some(), "Alibi picked its Supporters");
    assert!(!shows(&app, console, "Show the Murderer's secret cards"));
    assert!(!shows(&app, console, "We drew the cards"));
    assert_console_public(&app, console);
    send(&mut app, M::DetectiveStartChosen(5));
    press(&mut app, console, "Start the game");
    (dir, app, console)
}

/// Plays the person's Detective until the game is over (or `stop` says so): carries out
/// every announcement, clears the scene, asks one question a round, ends the phase, starts
/// the next round, and accuses at the end. Checks the console stays public throughout.
fn play_detective(app: &mut App, console: window::Id, stop: impl Fn(&IntentToKill) -> bool) {
    let mut asked_round = 0;
    for _ in 0..2000 {
        assert_console_public(app, console);
        let g = game(app);
        if g.phase() == Phase::Over || stop(&g) {
            return;
        }
        if shows(app, console, "Done (Enter)") {
            if g.round() == 2 && g.phase() == Phase::Detective && g.public_view().deeds.is_empty() {
                // Alibi's second murder, announced for the board: the README's picture.
                common::ui::screenshot(app, console, "intent-alone-murderer");
            }
            press(app, console, "Done (Enter)");
            continue;
        }
        let view = g.public_view();
        match g.phase() {
            Phase::Detective if view.clearing.is_some() => {
                let scene = view.clearing.expect("a scene");
                let c = g.city().civilians_in(scene).next().expect("someone");
                send(app, M::CivilianPicked(c));
                send(app, M::BlockPicked(view.displace_to[0]));
            }
            Phase::Detective if asked_round < g.round() => {
                asked_round = g.round();
                // The nearest witness the engine lets the Detective question.
                let Some(witness) = common::intent::walk_to(app, &[], Try::Question) else {
                    continue;
                };
                send(app, M::CivilianPicked(witness));
                send(app, M::AboutChosen(Trait::ALL[0]));
                let label = format!("Ask the {witness}: {} (T)", Trait::ALL[0].question());
                press(app, console, &label);
                assert!(
                    shows(app, console, "Done (Enter)"),
                    "Alibi answers the question aloud"
                );
            }
            Phase::Detective => press(app, console, "End the investigation → City phase (E)"),
            Phase::City if g.last_murder_done() => {
                send(
                    app,
                    M::AccusedChosen(g.city().civilians().next().expect("someone")),
                );
                send(app, M::AccusedMotiveChosen(g.motives()[0]));
                press(app, console, "Record the accusation (A)");
            }
            Phase::City => press(app, console, &format!("Start round {} (N)", g.round() + 1)),
            phase => panic!("the person is stuck in the {phase:?} phase"),
        }
    }
    panic!("the game didn't end");
}

#[test]
fn a_whole_game_against_alibis_murderer_through_the_screens() {
    let (_dir, mut app, console) = start_against_murderer(Level::Standard);
    // Alibi's first move is on the table: its intimidation, as an instruction.
    assert!(
        matches!(app.public(), TableView::IntentToKill(_, Some(news))
        if news.announcement.as_ref().is_some_and(|a| a.headline.to_string().starts_with("The Murderer intimidates")))
    );
    assert!(
        common::ui::table_ui(&app)
            .find("Alibi (standard) plays the Murderer · you play the Detective")
            .is_ok()
    );
    play_detective(&mut app, console, |_| false);
    let g = game(&app);
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.audit().clean, "every murder legal, every answer allowed");
    // Every question got Alibi's answer, lies only where allowed.
    assert!(g.audit().answers.len() >= 3);
    // The recap told the story at the end; back to the game, the reveal tells why Alibi
    // chose what it chose.
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::ShowSecrets));
    assert!(
        has_text(&app, console, "Why Alibi chose what it chose"),
        "the recap tells Alibi's reasons once the game is over"
    );
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
    send(&mut app, M::ConfirmTyped("reveal".into()));
    send(&mut app, M::Reveal);
    assert!(has_text(&app, console, "Why Alibi chose what it chose"));
    assert!(has_text(&app, console, "killed the"));
}

#[test]
fn undo_takes_back_the_persons_entry_and_alibi_decides_again_the_same_way() {
    let (_dir, mut app, console) = start_against_murderer(Level::Hard);
    // Play to the end of round 1's City phase, then start round 2: Alibi's moves follow.
    play_detective(&mut app, console, |g| {
        g.round() == 2 && g.phase() == Phase::Detective
    });
    let after = actions(&app);
    let round = after
        .iter()
        .rposition(|a| *a == Action::Round)
        .expect("round 2 was started");
    assert!(after.len() > round + 2, "Alibi intimidated and murdered");
    // Undo: back to before "round" (the person's last entry), Alibi's moves with it.
    send(&mut app, M::History(session::Message::Undo));
    assert_eq!(actions(&app), after[..round].to_vec());
    assert_eq!(game(&app).phase(), Phase::City);
    // The same entry again: Alibi takes the same decisions.
    press(&mut app, console, "Start round 2 (N)");
    while shows(&app, console, "Done (Enter)") && game(&app).phase() == Phase::Murderer {
        press(&mut app, console, "Done (Enter)");
    }
    let again = actions(&app);
    assert_eq!(
        again[..after.len().min(again.len())],
        after[..after.len().min(again.len())]
    );
    assert!(again.len() >= round + 3);
}

#[test]
fn a_person_cant_move_for_alibi() {
    let (_dir, mut app, _console) = start_against_murderer(Level::Easy);
    let before = actions(&app);
    let g = game(&app);
    // Alibi intimidated already (announced): a murder entered by hand is refused.
    let someone = g.city().civilians().next().expect("someone");
    send(&mut app, M::CivilianPicked(someone));
    send(&mut app, M::Murder);
    send(&mut app, M::Refuse);
    assert_eq!(
        actions(&app),
        before,
        "nothing of the Murderer's can be entered"
    );
}

#[test]
fn a_whole_game_against_alibis_detective_through_the_screens() {
    let (_dir, mut app, console) = new_game(Side::Detective, Level::Standard);
    let questions = play_murderer(&mut app, console);
    let g = game(&app);
    assert_eq!(g.phase(), Phase::Over, "Alibi accused at the end");
    assert!(matches!(actions(&app).last(), Some(Action::Accuse(..))));
    assert!(questions > 0, "Alibi asked questions");
    assert!(g.audit().clean);
}

#[test]
fn alibis_detective_uses_the_fire_station_through_the_screens() {
    // Alibi's Detective takes the Fire Station when nothing is left to learn where one
    // stands: a game in a few has it. The seeds are fixed, so the test doesn't depend on
    // the luck of random deals.
    for seed in 0..12 {
        let (_dir, mut app, console) = start(Side::Detective, Level::Standard, seed);
        play_murderer(&mut app, console);
        let alibis = match app.screen() {
            Screen::IntentToKill(screen) => screen.session().seats().expect("Alibi plays").seed,
            _ => panic!("not on the Intent to Kill screen"),
        };
        let mut g = IntentToKill::new();
        let mut used = false;
        for action in actions(&app) {
            if let Action::Token(group) = action
                && g.phase() == Phase::Detective
            {
                // Alibi's bag drew it, whatever group its Detective named.
                assert_eq!(turn::draw_token(&g, alibis), Some(group));
                used = true;
            }
            g.apply(&action).expect("the record replays");
        }
        assert!(g.audit().clean);
        if used {
            return;
        }
    }
    panic!("Alibi's Detective never took the Fire Station in 12 games");
}

/// Plays the person's Murderer against Alibi's Detective to the end of the game, through the
/// screens; how many questions Alibi asked.
fn play_murderer(app: &mut App, console: window::Id) -> usize {
    press(app, console, "Alibi deals");
    press(app, console, "Show the Murderer's secret cards");
    let offered: Vec<Group> = Group::ALL
        .into_iter()
        .filter(|g| shows(app, console, g.name()))
        .collect();
    press(app, console, offered[0].name());
    press(app, console, "Got it — turn the cards face down");
    press(app, console, "Start the game");
    let g = game(app);
    assert_eq!(g.phase(), Phase::Murderer, "Alibi put its marker down");
    let mut questions = 0;
    for _ in 0..3000 {
        let g = game(app);
        if g.phase() == Phase::Over {
            break;
        }
        if shows(app, console, "Done (Enter)") {
            press(app, console, "Done (Enter)");
            continue;
        }
        if has_text(app, console, "The Detective asks the") {
            if questions == 0 {
                common::ui::screenshot(app, console, "intent-alone-detective");
                assert!(
                    common::ui::table_ui(app)
                        .find("The Murderer answers for the civilian on the console.")
                        .is_ok(),
                    "the table hears Alibi's question"
                );
            }
            questions += 1;
            send(app, M::Answer { lie: false });
            continue;
        }
        match g.phase() {
            Phase::Murderer if g.intimidation_owed() > 0 => {
                let city = g.city();
                let targets: Vec<Civilian> = city
                    .civilians()
                    .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
                    .take(g.intimidation_owed())
                    .collect();
                for c in targets {
                    send(app, M::CivilianPicked(c));
                    send(app, M::Intimidate);
                }
            }
            Phase::Murderer => match g.legal_victims().first() {
                Some(&victim) => {
                    send(app, M::CivilianPicked(victim));
                    press(app, console, &format!("Murder the {victim} (M)"));
                }
                None => send(app, M::Refuse),
            },
            Phase::City => press(app, console, "My moves are done: the Detective's turn (D)"),
            phase => panic!("stuck in the {phase:?} phase"),
        }
    }
    questions
}

/// The game on the console, its file and Alibi's news.
fn news(app: &App) -> alibi::plays::News {
    match app.public() {
        TableView::IntentToKill(_, Some(news)) => news.clone(),
        other => panic!("the table shows no news of Alibi: {other:?}"),
    }
}

/// Alibi is not stuck: it is not left thinking (every task ran to its end), and when the
/// move is Alibi's it has taken it (an announcement waits to be carried out, or it asks a
/// question); and every decision it took is the one it took the first time (`whole`).
fn assert_resumed(app: &App, console: window::Id, whole: &[Action], what: &str) {
    let news = news(app);
    assert!(!news.thinking, "{what}: Alibi is left thinking");
    let alibis_move = has_text(app, console, "is Alibi's to play");
    assert!(
        !alibis_move || news.announcement.is_some(),
        "{what}: the move is Alibi's and nothing happens"
    );
    let now = actions(app);
    assert_eq!(
        now.as_slice(),
        &whole[..now.len()],
        "{what}: Alibi decided otherwise than the first time"
    );
}

/// The file of the game open on the console.
fn path(app: &App) -> std::path::PathBuf {
    match app.screen() {
        Screen::IntentToKill(screen) => screen.session().path().to_owned(),
        _ => panic!("not on the Intent to Kill screen"),
    }
}

/// Every point of a whole game against Alibi's `side`: the game saved there (the rest of it to
/// redo), opened again, then undo, redo and "back to here" from it; each time Alibi takes its
/// turn, the same one it took the first time.
fn walk_every_point(dir: &tempfile::TempDir, app: &App, console: window::Id) {
    let whole = actions(app);
    let file = path(app);
    let original = alibi::record::SavedGame::<IntentToKill>::load(&file).expect("the game's file");
    let start = whole
        .iter()
        .position(|a| *a == Action::Start)
        .expect("started")
        + 1;
    // The end is final: the last point is the one before it.
    for k in start..whole.len() {
        common::save_at_point(&original, &whole, k);
        let what = format!("point {k} of {}", whole.len());

        // Resumed there.
        let mut app =
            App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
        let task = app.update(Message::Home(alibi::ui::home::Message::Resume(
            file.clone(),
        )));
        run(&mut app, task);
        assert_resumed(&app, console, &whole, &format!("{what}, resumed"));
        // Left during Alibi's turn and opened again: the same announcement, on the console,
        // the table window and the phones.
        if let Some(said) = news(&app).announcement {
            send(&mut app, M::Home);
            let task = app.update(Message::Home(alibi::ui::home::Message::Resume(
                file.clone(),
            )));
            run(&mut app, task);
            assert_eq!(news(&app).announcement, Some(said.clone()), "{what}");
            let headline = said.headline.to_string();
            assert!(has_text(&app, console, &headline), "{what}: {headline}");
            let phones = serde_json::to_string(&alibi::ui::phones::shown(app.public())).unwrap();
            assert!(
                phones.contains(&headline),
                "{what}: the phones lost {headline}"
            );
            assert_resumed(
                &app,
                console,
                &whole,
                &format!("{what}, left and opened again"),
            );
        }
        // Undo from the keyboard (Ctrl+Z), redo (Ctrl+Shift+Z), back to here.
        for (message, done) in [
            (session::Message::Undo, "undone"),
            (session::Message::Redo, "redone"),
            (
                session::Message::JumpTo(k.saturating_sub(2).max(start)),
                "back to here",
            ),
        ] {
            let task = app.update(Message::History(message));
            run(&mut app, task);
            assert_resumed(&app, console, &whole, &format!("{what}, {done}"));
        }
    }
}

#[test]
fn alibi_resumes_at_every_point_of_a_game_against_its_murderer() {
    let (dir, mut app, console) = start_against_murderer(Level::Standard);
    play_detective(&mut app, console, |_| false);
    assert_eq!(game(&app).phase(), Phase::Over);
    walk_every_point(&dir, &app, console);
}

#[test]
fn alibi_resumes_at_every_point_of_a_game_against_its_detective() {
    let (dir, mut app, console) = new_game(Side::Detective, Level::Standard);
    play_murderer(&mut app, console);
    walk_every_point(&dir, &app, console);
}

/// The blocks marked → on the console's city, as their labels read.
fn marked(app: &App, console: window::Id) -> Vec<String> {
    let mut all: Vec<String> = common::ui::texts(&mut console_ui(app, console))
        .into_iter()
        .filter(|t| t.starts_with("→ "))
        .collect();
    all.sort();
    all
}

/// The labels of these blocks as the city marks them.
fn marks(blocks: impl IntoIterator<Item = Block>) -> Vec<String> {
    let mut all: Vec<String> = blocks
        .into_iter()
        .map(|b| format!("→ {}", block_msg(b)))
        .collect();
    all.sort();
    all
}

/// Carries out Alibi's round on the public console, then the Initial Response (checking the
/// city marks where the crime scene's civilians may go): the investigation is next.
fn to_the_investigation(app: &mut App, console: window::Id) {
    while shows(app, console, "Done (Enter)") {
        press(app, console, "Done (Enter)");
    }
    while let Some(scene) = game(app).public_view().clearing {
        let view = game(app).public_view();
        assert_eq!(marked(app, console), marks(view.displace_to.clone()));
        let c = game(app)
            .city()
            .civilians_in(scene)
            .next()
            .expect("someone");
        send(app, M::CivilianPicked(c));
        send(app, M::BlockPicked(view.displace_to[0]));
    }
    assert_eq!(game(app).phase(), Phase::Detective);
}

/// The "Left: …" line says what the engine counts, in the place of the "Next" line.
fn assert_left(app: &App, console: window::Id) {
    let left = game(app).left().msg().to_string();
    assert!(left.starts_with("Left: "), "{left}");
    assert!(
        shows(app, console, &left),
        "the console doesn't say {left:?}"
    );
}

/// A key pressed on the console, run to its end.
fn key(app: &mut App, console: window::Id, letter: &str) {
    let task = app.update(Message::Key(
        console,
        iced::keyboard::Key::Character(letter.into()),
    ));
    run(app, task);
}

#[test]
fn the_investigation_against_alibis_murderer_is_refereed_on_the_public_console() {
    let (_dir, mut app, console) = start_against_murderer(Level::Standard);
    to_the_investigation(&mut app, console);
    assert!(shows(&app, console, "Left: 2 movement points, 2 actions"));
    // Only the steps the engine allows are marked on the city.
    let g = game(&app);
    let here = g.city().detective();
    let steps: Vec<Block> = adjacent(here)
        .filter(|&b| g.may_investigate(Try::Step(b)).is_ok())
        .collect();
    assert!(!steps.is_empty());
    assert_eq!(marked(&app, console), marks(steps));
    // A step the engine refuses is refused on the console, with the engine's reason.
    let far = all_blocks()
        .find(|&b| b != here && !is_adjacent(here, b))
        .expect("a block out of reach");
    let why = g.may_investigate(Try::Step(far)).expect_err("out of reach");
    send(&mut app, M::BlockPicked(far));
    assert!(shows(&app, console, &format!("Not allowed: {why}")));
    assert_eq!(game(&app).city().detective(), here);
    // A civilian nobody may question now: no question offered, and why not.
    let g = game(&app);
    let silent = g
        .city()
        .civilians()
        .find(|&c| g.may_investigate(Try::Question(c)).is_err())
        .expect("someone out of reach");
    let why = g.may_investigate(Try::Question(silent)).unwrap_err();
    send(&mut app, M::CivilianPicked(silent));
    assert!(shows(&app, console, &format!("No questioning: {why}.")));
    assert!(!has_text(&app, console, &format!("Ask the {silent}")));
    send(&mut app, M::CivilianPicked(silent));
    // The Police Station: W only places the token, S uses it where it lies, for free.
    let mut table = (_dir, app, console);
    let watched = investigate_until(&mut table, Level::Standard, |sim| {
        sim.city()
            .civilians()
            .find(|&c| sim.may_investigate(Try::Watch(c)).is_ok())
    });
    let (_, mut app, console) = table;
    assert_left(&app, console);
    send(&mut app, M::CivilianPicked(watched));
    assert!(shows(
        &app,
        console,
        &format!("Surveillance on the {watched} (S)")
    ));
    assert!(shows(
        &app,
        console,
        &format!("Only place the Surveillance token on the {watched} (W)")
    ));
    key(&mut app, console, "w");
    let g = game(&app);
    assert_eq!(g.investigation().token, Some(watched), "W placed the token");
    assert!(g.public_view().log.is_empty(), "placing it asks nothing");
    assert!(shows(
        &app,
        console,
        &format!("The Surveillance token lies on the {watched}.")
    ));
    assert_left(&app, console);
    assert!(has_text(&app, console, "used: the Police Station"));
    send(&mut app, M::CivilianPicked(watched));
    common::ui::screenshot(&mut app, console, "intent-alone-investigation");
    assert!(shows(
        &app,
        console,
        &format!("Use the Surveillance token on the {watched}: free (S)")
    ));
    assert!(!shows(
        &app,
        console,
        &format!("Only place the Surveillance token on the {watched} (W)")
    ));
    let left = game(&app).left();
    key(&mut app, console, "s");
    let g = game(&app);
    assert_eq!(g.investigation().token, None, "the token came back");
    assert_eq!(g.public_view().log.len(), 1, "the engine answered");
    assert_eq!(g.left(), left, "using the token is free");
    // Once both movement points are spent, no step is marked.
    while game(&app).investigation().steps() < 2 {
        let g = game(&app);
        let Some(step) =
            adjacent(g.city().detective()).find(|&b| g.may_investigate(Try::Step(b)).is_ok())
        else {
            break;
        };
        send(&mut app, M::BlockPicked(step));
        assert_left(&app, console);
    }
    assert_eq!(marked(&app, console), Vec::<String>::new());
    assert!(has_text(&app, console, "Left: no movement points"));
}

/// A game against Alibi's Murderer under way: its folder, the app and the console.
type Table = (tempfile::TempDir, App, window::Id);

/// Plays the person's Detective round after round (ending each investigation, carrying out
/// Alibi's moves) until, walking within the movement points, `found` finds something. Alibi
/// draws a new seed for every game, so a game may end before that happens: then a new game
/// at `level` takes its place in `table`, up to 20 games.
fn investigate_until<T>(
    table: &mut Table,
    level: Level,
    found: impl Fn(&IntentToKill) -> Option<T>,
) -> T {
    for _ in 0..20 {
        let (_, app, console) = table;
        loop {
            to_the_investigation(app, *console);
            if let Some(thing) = common::intent::walk_until(app, &found) {
                return thing;
            }
            if game(app).last_murder_done() {
                break;
            }
            press(app, *console, "End the investigation → City phase (E)");
            while shows(app, *console, "Done (Enter)") {
                press(app, *console, "Done (Enter)");
            }
            let next = format!("Start round {} (N)", game(app).round() + 1);
            press(app, *console, &next);
        }
        *table = start_against_murderer(level);
    }
    panic!("never within the Detective's reach in 20 games");
}

#[test]
fn the_diner_and_the_fire_station_against_alibis_murderer() {
    let mut table = start_against_murderer(Level::Easy);
    // A question at the Diner: a civilian of a block next to the marker's.
    let witness = investigate_until(&mut table, Level::Easy, |sim| {
        let city = sim.city();
        city.civilians().find(|&c| {
            city.block_of(c) != Some(city.detective())
                && sim.may_investigate(Try::Question(c)).is_ok()
        })
    });
    let (_, app, console) = &mut table;
    let (app, console) = (app, *console);
    send(app, M::CivilianPicked(witness));
    send(app, M::AboutChosen(Trait::ALL[1]));
    let ask = format!("Ask the {witness}: {} (T)", Trait::ALL[1].question());
    assert!(shows(app, console, &ask), "the Diner's question is offered");
    let answers = game(app).public_view().log.len();
    key(app, console, "t");
    assert_eq!(
        game(app).public_view().log.len(),
        answers + 1,
        "Alibi answered"
    );
    while shows(app, console, "Done (Enter)") {
        press(app, console, "Done (Enter)");
    }
    assert_left(app, console);
    assert!(has_text(app, console, "the Diner"), "the Diner is used");
    // The Fire Station: Alibi's bag draws the token, the group's civilians move once each.
    investigate_until(&mut table, Level::Easy, |sim| {
        sim.may_investigate(Try::FireStation(Group::Press)).ok()
    });
    let (_, app, console) = &mut table;
    let (app, console) = (app, *console);
    press(app, console, "Fire Station: draw a Social Group token");
    let g = game(app);
    let group = g.investigation().fire_station().expect("a token drawn");
    let drawn = format!(
        "Fire Station: the {} token. Pick a civilian of the group, then a block next to them (each moves once).",
        group.msg()
    );
    assert!(shows(app, console, &drawn));
    assert!(!shows(
        app,
        console,
        "Fire Station: draw a Social Group token"
    ));
    let city = g.city();
    let mover = city.civilians().find_map(|c| {
        let from = city.block_of(c)?;
        let to = city
            .open_neighbours(from)
            .find(|&to| g.may_investigate(Try::Move(c, to)).is_ok())?;
        Some((c, from, to))
    });
    // Nobody of the group may have room to move; then the line is all there is.
    if let Some((mover, from, to)) = mover {
        send(app, M::CivilianPicked(mover));
        assert_eq!(
            marked(app, console),
            marks(city.open_neighbours(from)),
            "the picked civilian's moves are marked"
        );
        send(app, M::BlockPicked(to));
        assert_eq!(game(app).city().block_of(mover), Some(to));
    }
}
