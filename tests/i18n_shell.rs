//! The shell's screens in the pseudo-language — the home screen and its settings, the lock,
//! the notices, the toolbar, the phones' panel and page, the history, the recap and the table
//! screen's own words: every word they draw comes from the message files.
//!
//! What the games' rules say (a moment of the recap, an action in the history) is their own
//! helpers' to translate: such words, when still plain English, are taken out of a text before
//! it is checked, so these tests hold the shell's words and grow strict by themselves as the
//! rules' words move into the message files. The language is process-global: every test here
//! holds `LOCK` and sets it.

mod common;

use alibi::i18n::{self, Language, Msg};
use alibi::record::{SavedGame, Store};
use alibi::rules::Rules;
use alibi::rules::crimewave::Crimewave;
use alibi::rules::intent::Phase;
use alibi::serve::{Reach, Shown};
use alibi::transcript::replay;
use alibi::ui::phones::Sharing;
use alibi::ui::session::Session;
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use common::ui::{click, console_ui, screenshot, table_ui, texts, untranslated};
use common::{Add, Tally};
use iced::window;
use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::sync::Mutex;

static LOCK: Mutex<()> = Mutex::new(());

/// Holds the language for one test, in the pseudo-language; English again when dropped.
struct Pseudo(#[allow(dead_code)] std::sync::MutexGuard<'static, ()>);

impl Pseudo {
    fn on() -> Pseudo {
        let guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
        i18n::set(Language::Pseudo);
        Pseudo(guard)
    }
}

impl Drop for Pseudo {
    fn drop(&mut self) {
        i18n::set(Language::English);
    }
}

/// The rules' words said now that are still plain English (not yet in the message files):
/// not the shell's to translate.
fn foreign(said: impl IntoIterator<Item = Msg>) -> Vec<String> {
    let mut words: Vec<String> = said
        .into_iter()
        .map(|msg| msg.now())
        .filter(|text| !text.starts_with('['))
        .collect();
    // The longest first, so a line is taken out before a part of it.
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    words
}

/// Asserts that every text holds only words of the message files, besides the `known` ones
/// the test typed and the rules' `foreign` lines.
fn all_translated(where_: &str, texts: &[String], known: &[&str], foreign: &[String]) {
    assert!(!texts.is_empty(), "{where_}: nothing drawn");
    for text in texts {
        let mut rest = text.clone();
        for line in foreign {
            rest = rest.replace(line.as_str(), " ");
        }
        let left = untranslated(&rest, known);
        assert!(left.is_empty(), "{where_}: {left:?} in {text:?}");
    }
}

/// What the home screen shows that no language changes: the data folder's path and the
/// languages' names in themselves.
fn not_words(dir: &tempfile::TempDir) -> Vec<String> {
    foreign(
        Language::ALL
            .into_iter()
            .map(|l| Msg::raw(l.name()))
            .chain([Msg::raw(dir.path().display().to_string())]),
    )
}

/// The app on `dir`, speaking the pseudo-language (it starts in the settings' language).
fn app_in(dir: &tempfile::TempDir) -> (App, window::Id) {
    let console = window::Id::unique();
    let app = App::new(Store::at(dir.path().to_owned()), console);
    i18n::set(Language::Pseudo);
    (app, console)
}

/// A Crimewave game played to its end from a transcript, saved as `name`.
fn saved_crimewave(store: &Store, name: &str) -> Vec<<Crimewave as Rules>::Action> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/crimewave");
    let text = std::fs::read_to_string(dir.join("endings.alibi")).unwrap();
    let actions = replay::<Crimewave>(&text, &dir).actions;
    let mut saved = SavedGame::<Crimewave>::new(
        store.new_game_path(Crimewave::GAME, name, 1_000),
        name.into(),
        1_000,
    );
    for action in &actions {
        saved.record.apply(action.clone()).unwrap();
    }
    saved.save(2_000).unwrap();
    actions
}

#[test]
fn the_home_screen_its_settings_and_the_waiting_table_are_translated() {
    let _pseudo = Pseudo::on();
    let dir = tempfile::tempdir().unwrap();
    let nw = not_words(&dir);
    let (mut app, console) = app_in(&dir);
    // The first run: hints, no games yet.
    all_translated(
        "home, first run",
        &texts(&mut console_ui(&app, console)),
        &[],
        &nw,
    );
    all_translated("table, waiting", &texts(&mut table_ui(&app)), &[], &[]);
    let _ = app.update(Message::ToggleTableMode);
    all_translated(
        "table mode",
        &texts(&mut console_ui(&app, console)),
        &[],
        &nw,
    );
    assert!(
        app.title(console).starts_with('['),
        "{}",
        app.title(console)
    );
    let _ = app.update(Message::ToggleTableMode);

    // Saved games in the list, one ended and one in progress: their names are the players',
    // how far they went is said in the table's language (the files keep it as messages).
    let store = Store::at(dir.path().to_owned());
    let actions = saved_crimewave(&store, "Friday at Sam's");
    let mut half = SavedGame::<Crimewave>::new(
        store.new_game_path(Crimewave::GAME, "Sunday", 1_000),
        "Sunday".into(),
        1_000,
    );
    for action in &actions[..actions.len() / 2] {
        half.record.apply(action.clone()).unwrap();
    }
    // Played just now: it is also the one the home screen offers to continue.
    half.save(alibi::record::now()).unwrap();
    let mut game = Crimewave::new();
    for action in &actions {
        game.apply(action).unwrap();
    }
    let (mut app, console) = app_in(&dir);
    let file_words = foreign(game.players().into_iter().map(Msg::from))
        .into_iter()
        .chain(nw)
        .collect::<Vec<_>>();
    all_translated(
        "home with a saved game",
        &texts(&mut console_ui(&app, console)),
        &["Friday", "at", "Sam", "Sunday"],
        &file_words,
    );
    screenshot(&mut app, console, "home");
    // The pseudo-language stretches an English argument too: in German, neither game's
    // English line (the file's) is on show, in the list or on the card to continue.
    let half_english = half.record.game().progress().to_string();
    let ended_english = game.ended().expect("ended").to_string();
    i18n::set(Language::German);
    for text in texts(&mut console_ui(&app, console)) {
        assert!(
            !text.contains(&half_english) && !text.contains(&ended_english),
            "English on the home screen: {text}"
        );
    }
}

#[test]
fn the_lock_and_the_notices_are_translated() {
    use alibi::ui::home::Message as Home;
    use alibi::ui::lock::Message as Lock;
    let _pseudo = Pseudo::on();
    let dir = tempfile::tempdir().unwrap();
    let nw = not_words(&dir);
    let (mut app, console) = app_in(&dir);
    // Without a PIN, Lock says how to set one.
    let _ = app.update(Message::Lock);
    all_translated("notice", &texts(&mut console_ui(&app, console)), &[], &nw);
    // A PIN too short, then a good one: the resealing report.
    let _ = app.update(Message::Home(Home::PinTyped("12".into())));
    let _ = app.update(Message::Home(Home::SetPin));
    all_translated(
        "PIN refused",
        &texts(&mut console_ui(&app, console)),
        &[],
        &nw,
    );
    let _ = app.update(Message::Home(Home::PinTyped("2468".into())));
    let _ = app.update(Message::Home(Home::SetPin));
    let _ = app.update(Message::Resealed(alibi::msg!("app-pin-saved", count = 2)));
    all_translated(
        "PIN saved",
        &texts(&mut console_ui(&app, console)),
        &[],
        &nw,
    );
    // The cover, and a wrong PIN at it.
    let _ = app.update(Message::Lock);
    assert!(app.is_locked());
    all_translated("lock", &texts(&mut console_ui(&app, console)), &[], &nw);
    let _ = app.update(Message::Unlock(Lock::Typed("1357".into())));
    let _ = app.update(Message::Unlock(Lock::Unlock));
    all_translated(
        "wrong PIN",
        &texts(&mut console_ui(&app, console)),
        &[],
        &nw,
    );
    screenshot(&mut app, console, "lock");
}

#[test]
fn the_recap_is_translated_with_the_rules_own_lines() {
    let _pseudo = Pseudo::on();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let actions = saved_crimewave(&store, "Friday at Sam's");
    let (mut app, console) = app_in(&dir);
    click(&mut app, console, "Friday at Sam's");
    // A machine without a desktop session says so once, with the system's own words in
    // small type: not the recap's subject.
    let _ = app.update(Message::DismissNotice);
    let _ = app.update(Message::OpenRecap);
    let story = app.recap().expect("a recap").story().clone();
    assert_eq!(story, alibi::rules::crimewave::recap::story(&actions));
    // The story's moments, strips, ending and secrets are the rules' messages, said in the
    // table's language like the rest; only what the players typed is theirs.
    let known = ["Friday", "at", "Sam"];
    let mut game = Crimewave::new();
    for action in &actions {
        game.apply(action).unwrap();
    }
    let players = foreign(game.players().into_iter().map(Msg::from));
    all_translated(
        "recap",
        &texts(&mut console_ui(&app, console)),
        &known,
        &players,
    );
    let secrets = alibi::t!("recap-show-secrets");
    click(&mut app, console, &secrets);
    all_translated(
        "recap, secrets shown",
        &texts(&mut console_ui(&app, console)),
        &known,
        &players,
    );
    screenshot(&mut app, console, "recap");
}

#[test]
fn the_history_and_the_undo_buttons_are_translated() {
    let _pseudo = Pseudo::on();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let mut session = Session::<Tally>::start(&store, "Friday", None, 0).unwrap();
    session.act(Add(2)).unwrap();
    session.act(Add(3)).unwrap();
    let _ = session.update(alibi::ui::session::Message::Undo);
    // The tally is a test's game: its actions are said as it says them.
    let actions = foreign(
        (0..=3).map(|total| Tally { total }.describe(&Add(if total == 0 { 2 } else { 3 }))),
    );
    let draw = |view| {
        texts(&mut iced_test::Simulator::with_size(
            iced::Settings::default(),
            (1280.0, 820.0),
            view,
        ))
    };
    let frame = session.frame(
        iced::widget::text("").into(),
        Message::History,
        Message::DismissNotice,
    );
    all_translated("history", &draw(frame), &["Friday"], &actions);
}

#[test]
fn the_phones_panel_and_page_are_translated() {
    let _pseudo = Pseudo::on();
    let lan = Reach::Lan(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let public = IpAddr::V4(Ipv4Addr::new(8, 8, 8, 8));
    for reach in [
        lan,
        Reach::Nowhere { found: None },
        Reach::Nowhere {
            found: Some(public),
        },
    ] {
        let mut sharing = Sharing::default();
        let _ =
            sharing.start::<Message>(reach, &alibi::serve::Address::fresh(), &TableView::Waiting);
        let url = sharing.url().expect("sharing").to_owned();
        // The home screen's panel, a game's line, and that line opened whole.
        for (compact, opened) in [(false, false), (true, false), (true, true)] {
            if opened {
                sharing.toggle_code();
            }
            let view = sharing
                .view(Message::TogglePhones, Message::TogglePhoneCode, compact)
                .expect("a panel");
            let texts = texts(&mut iced_test::Simulator::with_size(
                iced::Settings::default(),
                (1280.0, 400.0),
                view,
            ));
            // The address is no word of any language.
            let texts: Vec<String> = texts.iter().map(|t| t.replace(&url, " ")).collect();
            all_translated(&format!("phones {reach:?}"), &texts, &[], &[]);
        }
    }

    // The page's words come with the state, said in the console's language; every word the
    // page asks for is among them.
    let state: serde_json::Value = serde_json::from_str(&Shown::Waiting.to_json(&[])).unwrap();
    let words = state["words"].as_object().expect("the page's words");
    for (id, said) in words {
        let said = said.as_str().unwrap();
        assert!(untranslated(said, &[]).is_empty(), "{id}: {said}");
    }
    let page = include_str!("../assets/web/table.html");
    for asked in page.split("W(\"").skip(1) {
        let id = asked.split('"').next().unwrap();
        // A name the page completes (`"page-killer-" + k`) has its messages too.
        let served = match id.strip_suffix('-') {
            Some(_) => words.keys().any(|known| known.starts_with(id)),
            None => words.contains_key(id),
        };
        assert!(served, "the page asks for {id}, not served");
    }
    // Intent's phase is named by its slug in the served view: every phase has its word.
    for phase in [
        Phase::Setup,
        Phase::Murderer,
        Phase::Detective,
        Phase::City,
        Phase::Over,
    ] {
        let id = format!("intent-phase-{}", phase.slug());
        assert_eq!(
            words[&id].as_str(),
            Some(phase.msg().now().as_str()),
            "{id}"
        );
    }
}
