//! The board tracer in the pseudo-language: the list of saved boards (finished and
//! unfinished), a board being traced with its checks (errors, then warnings), the picked
//! location's panel, the news after each edit, every finding the board checks make, and what
//! goes wrong with board files and their pictures, all come from the message files.
//!
//! The language is process-global: every test that sets one lives in this file and holds
//! `LOCK` while it does.

mod common;
use common::ui::{Speaking, console_ui, run, screenshot, texts, untranslated};

use alibi::i18n::Language;
use alibi::rules::crimewave::board::{Board, Draft, Node};
use alibi::ui::app::Screen;
use alibi::ui::home::Message as Home;
use alibi::ui::session::Message as History;
use alibi::ui::tracer::{self, Message as T, canvas};
use alibi::ui::{App, Message};
use iced::window;
use std::sync::Mutex;

static LOCK: Mutex<()> = Mutex::new(());

/// What the group typed (a board's name) and the file names made of it: data, said as
/// they are in every language.
const KNOWN: &[&str] = &["Friday", "friday", "json"];

fn send(app: &mut App, message: T) {
    let _ = app.update(Message::Tracer(message));
}

fn screen(app: &App) -> &tracer::Screen {
    match app.screen() {
        Screen::Tracer(screen) => screen,
        _ => panic!("the tracer is not open"),
    }
}

/// Every text on the tracer is from the message files, but for the board's own words (its
/// city names are data).
fn assert_translated(app: &App, console: window::Id, what: &str) {
    let board = Board::stand_in();
    let cities: Vec<String> = board
        .nodes()
        .iter()
        .filter_map(|n| n.city.clone())
        .flat_map(|name| {
            name.split(|c: char| !c.is_alphabetic())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    let mut known: Vec<&str> = KNOWN.to_vec();
    known.extend(cities.iter().map(String::as_str));
    let drawn = texts(&mut console_ui(app, console));
    assert!(drawn.len() > 5, "{what}: the tracer is drawn");
    for text in &drawn {
        assert!(
            untranslated(text, &known).is_empty(),
            "{what}: untranslated: {text}"
        );
    }
}

/// The status line says something, in the pseudo-language.
fn assert_news(app: &App, what: &str) {
    let status = screen(app).status().unwrap_or_default();
    assert!(
        status.starts_with('['),
        "{what}: no news, or not said: {status:?}"
    );
}

#[test]
fn the_board_tracer_is_all_from_the_message_files() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    let _pseudo = Speaking::new(Language::Pseudo);
    let _ = app.update(Message::Home(Home::TraceBoard));
    assert_translated(&app, console, "no boards yet");

    // A finished board, saved: it is offered, and the list says so.
    send(&mut app, T::StartFromStandIn);
    assert_news(&app, "started from the stand-in");
    assert_translated(&app, console, "the stand-in, no errors");
    screenshot(&mut app, console, "tracer-stand-in-pseudo");
    send(&mut app, T::NameTyped("Friday".into()));
    send(&mut app, T::Save);
    assert_news(&app, "saved, playable");
    assert_translated(&app, console, "saved, playable");
    send(&mut app, T::Close);

    // An unfinished one: a location picked, deleted (warnings), one placed apart (an error).
    send(&mut app, T::StartFromStandIn);
    let city = screen(&app)
        .trace()
        .and_then(|t| t.draft().nodes.iter().find(|n| n.yellow))
        .map(|n| n.id)
        .expect("the stand-in has cities");
    send(&mut app, T::Canvas(canvas::Message::Clicked(city)));
    assert_translated(&app, console, "a city picked");
    send(&mut app, T::Canvas(canvas::Message::Clicked(city + 1)));
    send(&mut app, T::DeleteLocation);
    assert_news(&app, "a location deleted");
    assert!(!screen(&app).trace().unwrap().warnings().is_empty());
    assert_translated(&app, console, "warnings");
    send(&mut app, T::Canvas(canvas::Message::Place(0.02, 0.02)));
    assert_news(&app, "a location placed");
    assert!(!screen(&app).trace().unwrap().errors().is_empty());
    assert_translated(&app, console, "an error");
    screenshot(&mut app, console, "tracer-pseudo");
    for (edit, what) in [
        (History::Undo, "undone"),
        (History::Redo, "redone"),
        (History::Redo, "nothing to redo"),
    ] {
        let _ = app.update(Message::History(edit));
        assert_news(&app, what);
    }
    send(&mut app, T::NameTyped("Friday".into()));
    send(&mut app, T::Save);
    assert_news(&app, "saved with an error");
    assert_translated(&app, console, "saved with an error");
    send(&mut app, T::Close);
    assert_translated(&app, console, "a finished and an unfinished board");
    screenshot(&mut app, console, "tracer-list-pseudo");
}

/// The news of a failed board-file action: said in the pseudo-language, and not plain English.
fn assert_refused(app: &App, console: window::Id, what: &str, english: &str) {
    assert_news(app, what);
    let status = screen(app).status().unwrap_or_default();
    assert!(
        !status.contains(english),
        "{what}: said in English: {status}"
    );
    assert_translated(app, console, what);
}

#[test]
fn what_goes_wrong_with_board_files_and_pictures_is_from_the_message_files() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let store = alibi::record::Store::at(dir.path().join("data"));
    let mut app = App::new(store.clone(), console);
    let _pseudo = Speaking::new(Language::Pseudo);
    let _ = app.update(Message::Home(Home::TraceBoard));

    // Importing a file that is not there.
    let missing = dir.path().join("nowhere.json");
    send(&mut app, T::PathTyped(missing.display().to_string()));
    send(&mut app, T::Import);
    assert_refused(
        &app,
        console,
        "import of a missing file",
        "There is no board file",
    );

    // Opening a "photo" that is a shopping list.
    let notes = dir.path().join("notes.jpg");
    std::fs::write(&notes, "shopping list: milk").unwrap();
    send(&mut app, T::PathTyped(notes.display().to_string()));
    let task = app.update(Message::Tracer(T::OpenPhoto));
    run(&mut app, task);
    assert_refused(&app, console, "a file that is no picture", "is not a PNG");
    screenshot(&mut app, console, "tracer-file-error-pseudo");

    // A saved board: exported to a picture's name, renamed to nothing, duplicated.
    send(&mut app, T::StartFromStandIn);
    send(&mut app, T::NameTyped("Friday".into()));
    send(&mut app, T::Save);
    send(&mut app, T::Close);
    let (path, _) = alibi::record::boards::list_boards(&store)
        .into_iter()
        .next()
        .expect("the board is saved");
    send(
        &mut app,
        T::PathTyped(dir.path().join("friday.png").display().to_string()),
    );
    send(&mut app, T::Export(path.clone()));
    assert_refused(
        &app,
        console,
        "an export to a picture",
        "A board is written",
    );
    send(&mut app, T::PathTyped(String::new()));
    send(&mut app, T::Rename(path.clone()));
    send(&mut app, T::RenameTyped("  ".into()));
    send(&mut app, T::ConfirmRename);
    assert_refused(&app, console, "a board without a name", "needs a name");
    send(&mut app, T::Duplicate(path));
    let names: Vec<String> = alibi::record::boards::list_boards(&store)
        .into_iter()
        .filter_map(|(_, board)| board.ok().map(|b| b.name().to_owned()))
        .collect();
    assert!(
        names.iter().any(|n| n.starts_with('[')),
        "a copy is named in the language spoken when it is made: {names:?}"
    );
    assert!(!names.iter().any(|n| n.contains("(copy)")), "{names:?}");
}

/// A location at (x, y), plain or a yellow city.
fn node(id: u16, x: f32, y: f32, city: Option<&str>) -> Node {
    Node {
        id,
        x,
        y,
        yellow: city.is_some(),
        city: city.map(str::to_owned),
    }
}

#[test]
fn every_finding_of_the_board_checks_is_from_the_message_files() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    // Errors: numbers clashing or out of range, places off the picture, bad connections,
    // then (once those are fixed) a board in two parts.
    let broken = Draft {
        name: " ".into(),
        nodes: vec![
            node(0, 0.5, 0.5, None),
            node(1, 1.5, 0.5, None),
            node(1, 0.5, 0.5, None),
            node(u16::MAX, 0.5, 0.5, None),
        ],
        edges: vec![(1, 1), (1, 7), (0, 1), (0, 1), (1, 0)],
        ..Draft::default()
    };
    let apart = Draft {
        name: "Friday".into(),
        nodes: (1..=20).map(|id| node(id, 0.5, 0.5, None)).collect(),
        edges: vec![(1, 2)],
        ..Draft::default()
    };
    // Warnings: the stand-in's cities misnamed, moved and doubled, a location numbered
    // past the printed board's, one with a single neighbour, residences too close.
    let mut odd = Board::stand_in().to_draft();
    for n in &mut odd.nodes {
        match n.city.as_deref() {
            Some("Redding") => n.y = 0.99,
            Some("San Diego") => n.x = 0.01,
            Some("Fresno") => n.city = Some("Weed".into()),
            Some("Salinas") => n.yellow = false,
            Some("Hollywood") => n.city = None,
            _ => {}
        }
    }
    odd.nodes.push(node(120, 0.5, 0.5, Some("Sacramento")));
    odd.edges.push((120, 41));
    odd.edges.extend([(41, 18), (41, 3), (41, 36), (41, 27)]);
    let mut findings = Vec::new();
    for draft in [broken, apart, odd] {
        match draft.check() {
            Err(errors) => findings.extend(errors),
            Ok((_, warnings)) => findings.extend(warnings),
        }
    }
    assert!(findings.len() > 15, "{findings:?}");
    let _pseudo = Speaking::new(Language::Pseudo);
    for finding in &findings {
        let said = finding.text.now();
        assert!(!said.contains("tracer-"), "a missing message: {said}");
        assert!(untranslated(&said, &[]).is_empty(), "untranslated: {said}");
    }
}

#[test]
fn every_language_draws_the_tracer_without_a_missing_message() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    for language in Language::OFFERED {
        let dir = tempfile::tempdir().unwrap();
        let console = window::Id::unique();
        let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
        // After the app, which starts in the language its settings say.
        let _speaking = Speaking::new(language);
        let _ = app.update(Message::Home(Home::TraceBoard));
        send(&mut app, T::StartFromStandIn);
        send(&mut app, T::Canvas(canvas::Message::Clicked(2)));
        send(&mut app, T::DeleteLocation);
        send(&mut app, T::Canvas(canvas::Message::Place(0.02, 0.02)));
        send(&mut app, T::Canvas(canvas::Message::Clicked(5)));
        let _ = app.update(Message::History(History::Undo));
        for text in texts(&mut console_ui(&app, console)) {
            assert!(
                !text.contains("tracer-") && !text.contains("{$"),
                "{language}: {text}"
            );
        }
        screenshot(&mut app, console, &format!("tracer-{}", language.code()));
    }
}
