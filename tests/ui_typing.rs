//! A text field keeps its letters: a whole word typed into every text field of every console,
//! key by key as a person types it, stays in the field (no letter reaches a shortcut: the
//! game and the screen stay as they were, the field keeps the keyboard), and Escape or Tab
//! lets go of the field.

mod common;
use common::typing::{Field, Keyboard};
use common::ui::{click, run};

use alibi::record::{SavedGame, Store};
use alibi::rules::Rules;
use alibi::rules::crimewave::Crimewave;
use alibi::rules::intent::{Action, IntentToKill};
use alibi::transcript::Dialect;
use alibi::ui::app::Screen;
use alibi::ui::{App, Message};
use iced::keyboard::key::Named;
use iced::window;
use std::path::Path;

/// A word with the console's shortcut letters in it (i, m, s, w, c, t, l, e, n, a, q, v, d)
/// and a space and an apostrophe.
const WORD: &str = "a detective's quiet window lamp";

/// What a shortcut would change: the screen, its game (as the table sees it, and how many
/// actions it holds), the windows, the lock.
fn state(app: &App) -> (String, String, Option<usize>, bool, bool) {
    let len = match app.screen() {
        Screen::Murdero(s) => Some(s.session().record().actions().len()),
        Screen::IntentToKill(s) => Some(s.session().record().actions().len()),
        Screen::Crimewave(s) => Some(s.session().record().actions().len()),
        _ => None,
    };
    let screen = format!("{:?}", std::mem::discriminant(app.screen()));
    let table = format!("{:?}", app.public());
    (screen, table, len, app.is_locked(), app.in_table_mode())
}

/// Types [`WORD`] into every text field the console shows now, one after another, and checks
/// each keeps it; returns how many fields were typed in.
fn every_field_keeps_its_letters(app: &mut App, console: window::Id, what: &str) -> usize {
    let mut keys = Keyboard::console(console);
    let count = keys.fields(app).len();
    let mut typed = 0;
    // The last field first: Escape in a console's first field (the civilian pick) may put down
    // what the later ones act on.
    for i in (0..count).rev() {
        let fields = keys.fields(app);
        if fields.get(i).is_none() {
            continue;
        }
        keys.focus(app, i);
        // The i-th field (what is typed may move it down the screen: a label above it grows).
        let here = |keys: &mut Keyboard, app: &mut App| -> Field {
            keys.fields(app)
                .into_iter()
                .nth(i)
                .unwrap_or_else(|| panic!("{what}: field {i} went away"))
        };
        let before = here(&mut keys, app);
        assert!(before.focused, "{what}: field {i} takes the keyboard");
        let was = state(app);
        keys.type_text(app, WORD);
        let after = here(&mut keys, app);
        assert_eq!(
            state(app),
            was,
            "{what}: typing in field {i} ({after:?}) fired a shortcut"
        );
        assert!(
            after.focused,
            "{what}: field {i} lost the keyboard ({after:?})"
        );
        assert!(
            after.text.contains(WORD) || after.text == before.text,
            "{what}: field {i} kept only {:?} of {WORD:?}",
            after.text
        );
        // Escape lets go of the field (a field whose Escape clears it may keep the keyboard,
        // empty).
        keys.tap(app, Named::Escape);
        let left = here(&mut keys, app);
        assert!(
            !left.focused || !left.text.contains(WORD),
            "{what}: Escape left the keyboard in field {i}"
        );
        assert_eq!(
            state(app),
            was,
            "{what}: Escape in field {i} fired a shortcut"
        );
        // Tab moves the keyboard on to the next field, when there is another.
        if fields.len() > 1 {
            keys.focus(app, i);
            keys.tap(app, Named::Tab);
            assert!(
                !here(&mut keys, app).focused,
                "{what}: Tab left the keyboard in field {i}"
            );
        }
        typed += 1;
    }
    typed
}

/// The actions a transcript under tests/transcripts/ plays.
fn played<G: Dialect>(file: &str) -> Vec<G::Action> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    alibi::transcript::replay::<G>(&text, path.parent().unwrap()).actions
}

/// Saves these actions as a game called `name` and opens it on the console.
fn opened<G: Rules>(name: &str, actions: &[G::Action]) -> (tempfile::TempDir, App, window::Id) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let mut saved = SavedGame::<G>::new(
        store.new_game_path(G::GAME, name, 1_000),
        name.into(),
        1_000,
    );
    for action in actions {
        saved.record.apply(action.clone()).unwrap();
    }
    saved.save(2_000).unwrap();
    let console = window::Id::unique();
    let mut app = App::new(store, console);
    click(&mut app, console, name);
    (dir, app, console)
}

fn intent(app: &mut App, message: alibi::ui::intent::Message) {
    let task = app.update(Message::IntentToKill(message));
    run(app, task);
}

#[test]
fn every_field_of_the_home_screen_keeps_its_letters() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(Store::at(dir.path().to_owned()), console);
    assert!(every_field_keeps_its_letters(&mut app, console, "home") >= 1);
}

#[test]
fn every_field_of_the_intent_to_kill_console_keeps_its_letters() {
    let game = played::<IntentToKill>("intent/full-game.alibi");
    let at = |wanted: &Action, nth: usize| {
        game.iter()
            .enumerate()
            .filter(|(_, a)| *a == wanted)
            .nth(nth)
            .map(|(i, _)| i + 1)
            .expect("in the game")
    };
    // The setup: the cards entered by hand.
    let (_dir, mut app, console) = opened::<IntentToKill>("Setup", &[]);
    intent(&mut app, alibi::ui::intent::Message::EnterCards(true));
    assert!(every_field_keeps_its_letters(&mut app, console, "the cards entered") >= 16);
    // The Murderer phase (the civilian pick).
    let (_dir, mut app, console) = opened::<IntentToKill>("Murder", &game[..at(&Action::Start, 0)]);
    assert!(every_field_keeps_its_letters(&mut app, console, "the Murderer phase") >= 1);
    // The Detective phase with a witness picked (the question), at the Police Station.
    let (_dir, mut app, console) =
        opened::<IntentToKill>("Question", &game[..at(&Action::Detective(5), 1)]);
    let reporter = alibi::rules::intent::Civilian::parse("reporter").unwrap();
    intent(
        &mut app,
        alibi::ui::intent::Message::CivilianPicked(reporter),
    );
    assert!(every_field_keeps_its_letters(&mut app, console, "the Detective phase") >= 2);
    // The City phase (the accusation's motive).
    let (_dir, mut app, console) = opened::<IntentToKill>("City", &game[..at(&Action::City, 0)]);
    assert!(every_field_keeps_its_letters(&mut app, console, "the City phase") >= 2);
    // The end (the word that shows the secrets).
    let (_dir, mut app, console) = opened::<IntentToKill>("End", &game);
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
    assert!(every_field_keeps_its_letters(&mut app, console, "the end") >= 1);
}

#[test]
fn every_field_of_the_crimewave_console_keeps_its_letters() {
    use alibi::ui::crimewave::Message as M;
    let game = played::<Crimewave>("crimewave/raids-and-trials.alibi");
    // The setup, its house rules open.
    let start = game
        .iter()
        .position(|a| *a == alibi::rules::crimewave::Action::Start)
        .expect("started");
    let (_dir, mut app, console) = opened::<Crimewave>("Setup", &game[..2]);
    assert!(every_field_keeps_its_letters(&mut app, console, "the Crimewave setup") >= 1);
    // Play: every form the Killer player fills.
    let (_dir, mut app, console) = opened::<Crimewave>("Play", &game[..=start]);
    for (form, _) in alibi::ui::crimewave::forms::PLAY_FORMS {
        let task = app.update(Message::Crimewave(M::FormChosen(form)));
        run(&mut app, task);
        let what = format!("the {form:?} form");
        every_field_keeps_its_letters(&mut app, console, &what);
    }
}

#[test]
fn every_field_of_the_other_consoles_keeps_its_letters() {
    // Murdero, Keystone Crimewave, Crime Story and the board tracer, as a new game opens.
    for (game, least) in [
        ("Murdero", 2),
        ("Keystone Crimewave", 1),
        ("Crime Story", 1),
        ("Trace a board", 1),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let console = window::Id::unique();
        let mut app = App::new(Store::at(dir.path().to_owned()), console);
        click(&mut app, console, game);
        assert!(
            every_field_keeps_its_letters(&mut app, console, game) >= least,
            "{game}"
        );
    }
}
