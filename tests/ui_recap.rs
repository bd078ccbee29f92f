//! The recap: the story of a game told by replaying its record, opened when the game ends or
//! from the toolbar, secrets only after the end, and exported as a PNG.

mod common;
use common::ui::{click, console_ui, shows, text_containing};

use alibi::record::{Record, SavedGame, Store};
use alibi::rules::Rules;
use alibi::rules::crimewave::{self, Crimewave};
use alibi::rules::intent::{self, IntentToKill};
use alibi::rules::recap::MomentKind;
use alibi::transcript::Dialect;
use alibi::ui::app::Screen;
use alibi::ui::shortcut;
use alibi::ui::{App, Message, session};
use iced::window;
use std::path::Path;

/// The actions a transcript under tests/transcripts/ plays.
fn played<G: Dialect>(file: &str) -> Vec<G::Action> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    alibi::transcript::replay::<G>(&text, path.parent().unwrap()).actions
}

/// Saves these actions as a game called `name` in `store`, as the console would have.
fn save<G: Rules>(store: &Store, name: &str, actions: &[G::Action]) {
    let mut saved = SavedGame::<G>::new(
        store.new_game_path(G::GAME, name, 1_000),
        name.into(),
        1_000,
    );
    for action in actions {
        saved.record.apply(action.clone()).unwrap();
    }
    saved.save(2_000).unwrap();
}

#[test]
fn a_crimewave_story_marks_hits_and_trials_and_tells_secrets_only_after_the_end() {
    let actions = played::<Crimewave>("crimewave/endings.alibi");
    let story = crimewave::recap::story(&actions);
    assert_eq!(
        story.ending.as_ref().map(|e| e.to_string()).as_deref(),
        Some("Won by the Investigators: all three Killers in prison.")
    );
    let kinds: Vec<_> = story.moments.iter().map(|m| m.kind).collect();
    assert_eq!(kinds.iter().filter(|k| **k == MomentKind::Hit).count(), 4);
    assert_eq!(kinds.iter().filter(|k| **k == MomentKind::Trial).count(), 4);
    assert!(
        story
            .secrets
            .iter()
            .any(|s| s.to_string() == "Red Terror lived at 12, killing by shooting."),
        "{:?}",
        story.secrets
    );
    let panic = &story.strips[0];
    assert_eq!(panic.name.to_string(), "Public Panic");
    assert_eq!(panic.top, 10);
    // Four murders, all in the one murder phase after the first trial.
    let victims = story
        .strips
        .iter()
        .find(|s| s.name.to_string() == "Victims")
        .unwrap();
    assert_eq!(victims.values.iter().sum::<u32>(), 4);
    let raids = story
        .strips
        .iter()
        .find(|s| s.name.to_string() == "Raids")
        .unwrap();
    assert_eq!(raids.values.iter().sum::<u32>(), 4);
    // Exposure as the engine counts it, after the last action.
    let mut game = Crimewave::new();
    for action in &actions {
        game.apply(action).unwrap();
    }
    let green = story
        .strips
        .iter()
        .find(|s| s.name.to_string() == "Green Gunner: possible homes");
    if let Some(green) = green {
        assert_eq!(
            *green.values.last().unwrap() as usize,
            game.exposure(crimewave::Killer::ALL[1]).len()
        );
    }

    // The same game before its end: no secret, no winner.
    let unfinished = crimewave::recap::story(&actions[..actions.len() - 1]);
    assert_eq!(unfinished.ending, None);
    assert!(unfinished.secrets.is_empty());
}

#[test]
fn a_relocation_keeps_its_new_home_secret_until_the_end() {
    let actions = played::<Crimewave>("crimewave/spook-and-relocation.alibi");
    let mut game = Crimewave::new();
    for action in &actions {
        game.apply(action).unwrap();
    }
    assert!(game.winner().is_none(), "this transcript stops mid-game");
    let story = crimewave::recap::story(&actions);
    let relocations: Vec<_> = story
        .moments
        .iter()
        .filter(|m| m.kind == MomentKind::Relocation)
        .collect();
    assert!(!relocations.is_empty());
    for moment in relocations {
        let what = moment.what.to_string();
        assert!(what.ends_with("moves house"), "{what}");
        assert!(
            !what.chars().any(|c| c.is_ascii_digit()),
            "no location: {}",
            moment.what
        );
    }
}

#[test]
fn an_intent_story_counts_victims_and_what_is_left_per_round() {
    let actions = played::<IntentToKill>("intent/full-game.alibi");
    let story = intent::recap::story(&actions);
    let names: Vec<_> = story.strips.iter().map(|s| s.name.to_string()).collect();
    assert_eq!(names, ["Victims", "Suspects left", "Motives left"]);
    let mut game = IntentToKill::new();
    for action in &actions {
        game.apply(action).unwrap();
    }
    assert_eq!(
        story.strips[0].values.iter().sum::<u32>() as usize,
        game.city().victims().len()
    );
    assert_eq!(
        *story.strips[1].values.last().unwrap() as usize,
        game.exposure().suspects.len()
    );
    assert_eq!(
        *story.strips[2].values.last().unwrap() as usize,
        game.exposure().motives.len()
    );
    // Suspects only ever narrow.
    assert!(story.strips[1].values.windows(2).all(|w| w[1] <= w[0]));
    assert_eq!(
        story
            .moments
            .iter()
            .filter(|m| m.kind == MomentKind::Murder)
            .count(),
        game.city().victims().len()
    );
    assert_eq!(story.ending.is_some(), game.outcome().is_some());
    assert_eq!(story.secrets.is_empty(), game.outcome().is_none());
}

/// A Crimewave game saved one action before its end, that action waiting to be redone.
fn app_with_game_about_to_end(dir: &tempfile::TempDir) -> (App, window::Id) {
    let store = Store::at(dir.path().to_owned());
    let mut actions = played::<Crimewave>("crimewave/endings.alibi");
    let last = actions.pop().expect("a game");
    let mut saved = SavedGame::<Crimewave>::new(
        store.new_game_path(Crimewave::GAME, "Friday at Sam's", 1_000),
        "Friday at Sam's".into(),
        1_000,
    );
    saved.record = Record::rebuild(actions, vec![last], Vec::new(), Vec::new()).unwrap();
    saved.save(2_000).unwrap();
    let console = window::Id::unique();
    (App::new(store, console).dealing_from(1), console)
}

#[test]
fn the_recap_opens_when_a_game_ends_and_from_the_toolbar_and_exports_a_png() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_with_game_about_to_end(&dir);
    click(&mut app, console, "Friday at Sam's");
    let recap = format!("Recap ({})", shortcut::RECAP);
    assert!(app.recap().is_none(), "a game opens on the game");
    assert!(shows(&app, console, &recap), "the toolbar offers the recap");

    // The winning trial, taken again: the game ends and its story is told.
    let _ = app.update(Message::History(session::Message::Redo));
    assert!(app.recap().is_some(), "the recap opens when the game ends");
    assert!(
        !shows(&app, console, "The secrets"),
        "the secrets wait for a click"
    );
    click(&mut app, console, "Show the secrets");
    {
        let mut ui = console_ui(&app, console);
        assert!(ui.find("The story of Friday at Sam's").is_ok());
        assert!(
            ui.find("Won by the Investigators: all three Killers in prison.")
                .is_ok()
        );
        assert!(ui.find("The secrets").is_ok());
        assert!(text_containing(&mut ui, "Red Terror lived at 12").is_some());
        assert!(
            text_containing(&mut ui, "H · round").is_some(),
            "hits are listed with their round"
        );
    }
    click(&mut app, console, "Back to the game");
    assert!(app.recap().is_none());
    click(&mut app, console, &recap);
    assert!(app.recap().is_some(), "and on demand");

    let picture = app.recap().unwrap().export().unwrap();
    assert_eq!(
        picture,
        dir.path()
            .join("recaps")
            .join(format!("{}.png", app_game_stem(&app)))
    );
    if let Ok(keep) = std::env::var("ALIBI_KEEP_RECAP") {
        std::fs::copy(&picture, keep).unwrap();
    }
    let png = image::open(&picture).unwrap().into_rgba8();
    assert_eq!(png.dimensions(), alibi::ui::recap::PICTURE);
    let colours: std::collections::HashSet<_> = png.pixels().map(|p| p.0).collect();
    assert!(
        colours.len() > 10,
        "the picture has a chart and words in it, not one flat colour"
    );
    // The export button hands the work to a task, off the UI thread.
    let mut ui = console_ui(&app, console);
    let _ = ui.click("Export as PNG").unwrap();
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        let _ = app.update(message);
    }
    assert!(shows(&app, console, "Saving the picture…"));
    // The end is final: undo can't take it back.
    let _ = app.update(Message::History(session::Message::Undo));
    assert!(
        matches!(app.screen(), Screen::Crimewave(screen) if screen.session().game().end_is_final()),
        "the game stays won"
    );
}

/// The file name the open Crimewave game is saved under, without its extension.
fn app_game_stem(app: &App) -> String {
    let Screen::Crimewave(screen) = app.screen() else {
        panic!("a Crimewave game is open");
    };
    let path = screen.session().path();
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

#[test]
fn a_recap_mid_game_tells_no_secret() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let actions = played::<Crimewave>("crimewave/endings.alibi");
    save::<Crimewave>(&store, "Unfinished", &actions[..actions.len() - 1]);
    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    click(&mut app, console, "Unfinished");
    click(&mut app, console, &format!("Recap ({})", shortcut::RECAP));
    let mut ui = console_ui(&app, console);
    assert!(
        ui.find("The game goes on: its secrets are revealed here when it ends.")
            .is_ok()
    );
    assert!(ui.find("The secrets").is_err());
    assert!(text_containing(&mut ui, "lived at").is_none());
}

#[test]
fn home_offers_the_game_left_open_and_lists_recent_games_with_players_and_state() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let actions = played::<Crimewave>("crimewave/endings.alibi");
    save::<Crimewave>(&store, "Friday at Sam's", &actions);
    save::<Crimewave>(&store, "Saturday", &actions[..actions.len() - 1]);
    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    let mut ui = console_ui(&app, console);
    assert!(
        ui.find("Continue Saturday").is_ok(),
        "the unfinished game is one click away"
    );
    assert!(text_containing(&mut ui, "Crimewave: California · Won by the Investigators").is_some());
    assert!(text_containing(&mut ui, "Crimewave: California · In progress · Panic").is_some());
    let when = text_containing(&mut ui, "Played 1970-01-01").unwrap();
    assert_eq!(
        when, "Played 1970-01-01 · Ann, Bob, Cy",
        "the date and the players"
    );
    assert!(
        ui.find("First time here?").is_err(),
        "the hint is for a first run only"
    );
    drop(ui);
    click(&mut app, console, "Continue Saturday");
    assert!(matches!(app.screen(), Screen::Crimewave(_)));
}
