//! The home screen and the two windows, driven through iced_test's simulator.

mod common;
use common::ui::run;

use alibi::ui::{App, Message, shortcut};
use iced::window;
use iced_test::simulator;

fn app_in(dir: &tempfile::TempDir) -> (App, window::Id) {
    let console = window::Id::unique();
    (
        App::new(alibi::record::Store::at(dir.path().to_owned()), console),
        console,
    )
}

/// Clicks the button with this exact label in `window` and feeds the messages to the app.
fn click(app: &mut App, window: window::Id, label: &str) {
    let mut ui = simulator(app.view(window));
    let _ = ui
        .click(label)
        .unwrap_or_else(|e| panic!("no \"{label}\" to click: {e:?}"));
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        let _ = app.update(message);
    }
}

#[test]
fn the_home_screen_lists_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let (app, console) = app_in(&dir);
    let mut ui = simulator(app.view(console));
    for title in [
        "New game",
        "Crimewave: California",
        "Intent to Kill",
        "Table tools",
        "Murdero",
        "Crime Story",
        "Keystone Crimewave",
        "Recent games",
        "First time here?",
        "Settings",
    ] {
        assert!(
            ui.find(title).is_ok(),
            "the home screen should show \"{title}\""
        );
    }
    assert!(
        ui.find(format!("Data folder: {}", dir.path().display()).as_str())
            .is_ok()
    );
}

#[test]
fn the_table_window_opens_and_closes_from_its_button() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_in(&dir);
    click(
        &mut app,
        console,
        &format!("Open table window ({})", shortcut::TABLE_WINDOW),
    );
    assert!(app.table_window().is_some());
    click(
        &mut app,
        console,
        &format!("Close table window ({})", shortcut::TABLE_WINDOW),
    );
    assert_eq!(app.table_window(), None);
}

#[test]
fn the_table_window_shows_the_public_table_view() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_in(&dir);
    let _ = app.update(Message::ToggleTableWindow);
    let table = app.table_window().unwrap();
    assert_eq!(app.title(table), alibi::ui::table::title());
    assert_eq!(app.title(console), "Alibi — console");
    let mut ui = simulator(app.view(table));
    assert!(
        ui.find("Table screen: waiting for a game on the console.")
            .is_ok()
    );
    assert!(
        ui.find("New game").is_err(),
        "the table window shows nothing of the console"
    );
}

#[test]
fn table_mode_swaps_the_console_for_the_table_view_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_in(&dir);
    click(
        &mut app,
        console,
        &format!("Table mode ({})", shortcut::TABLE_MODE),
    );
    assert!(app.in_table_mode());
    assert_eq!(app.title(console), alibi::ui::table::title());
    let mut ui = simulator(app.view(console));
    assert!(
        ui.find("Table screen: waiting for a game on the console.")
            .is_ok()
    );
    assert!(
        ui.find("New game").is_err(),
        "the console must be hidden in table mode"
    );
    drop(ui);
    let _ = app.update(Message::ToggleTableMode);
    assert!(!app.in_table_mode());
    assert!(simulator(app.view(console)).find("New game").is_ok());
}

#[test]
fn settings_changes_are_saved_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _console) = app_in(&dir);
    let _ = app.update(Message::Home(alibi::ui::home::Message::DarkToggled(false)));
    let _ = app.update(Message::Home(alibi::ui::home::Message::ScaleChanged(150)));
    let (again, console) = app_in(&dir);
    assert!(!again.settings().dark);
    assert_eq!(again.scale_factor(console), 1.5);
}

#[test]
fn an_unreadable_saved_game_is_listed_greyed_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(
        games.join("old.alibi-game"),
        b"{\"format\":\"alibi-record\",\"version\":9}",
    )
    .unwrap();
    let (app, console) = app_in(&dir);
    let mut ui = simulator(app.view(console));
    assert!(ui.find("old.alibi-game").is_ok());
    let reason = format!(
        "Can't be opened: {} was saved by a newer Alibi (record format 9; this Alibi reads format 4). \
         Update Alibi to open it; the file is left as it is.",
        games.join("old.alibi-game").display()
    );
    assert!(ui.find(reason.as_str()).is_ok());
}

#[test]
fn a_pin_locks_the_console_behind_a_neutral_cover() {
    use alibi::ui::home::Message as Home;
    use alibi::ui::lock::Message as Lock;
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_in(&dir);

    let _ = app.update(Message::Lock);
    assert!(!app.is_locked(), "no PIN, no lock");
    assert!(app.notice().unwrap().contains("Set a PIN"));

    let _ = app.update(Message::Home(Home::PinTyped("12".into())));
    let _ = app.update(Message::Home(Home::SetPin));
    assert!(
        simulator(app.view(console))
            .find("A PIN is 4 to 8 digits.")
            .is_ok()
    );
    let _ = app.update(Message::Home(Home::PinTyped("2468".into())));
    let _ = app.update(Message::Home(Home::SetPin));
    let saved = std::fs::read_to_string(dir.path().join("settings.json")).unwrap();
    assert!(
        saved.contains("$argon2") && !saved.contains("2468"),
        "only a salted hash is stored"
    );

    click(&mut app, console, "Lock (Ctrl+L)");
    assert!(app.is_locked());
    let mut ui = simulator(app.view(console));
    assert!(
        ui.find("The console is locked. Type the PIN to go on: it also opens the sealed games.")
            .is_ok()
    );
    assert!(
        ui.find("New game").is_err(),
        "nothing of the console shows through"
    );
    drop(ui);
    // Shortcuts can't reach the screen behind the cover.
    let _ = app.update(Message::Home(Home::DarkToggled(false)));
    assert!(app.settings().dark);

    let _ = app.update(Message::Unlock(Lock::Typed("1357".into())));
    let _ = app.update(Message::Unlock(Lock::Unlock));
    assert!(app.is_locked());
    assert!(
        simulator(app.view(console))
            .find("That is not the PIN.")
            .is_ok()
    );
    let _ = app.update(Message::Unlock(Lock::Typed("2468".into())));
    let _ = app.update(Message::Unlock(Lock::Unlock));
    assert!(!app.is_locked());
    assert!(simulator(app.view(console)).find("New game").is_ok());
}

/// Types into the home screen's PIN fields and presses a PIN button.
fn pin_action(app: &mut App, current: &str, new: &str, action: alibi::ui::home::Message) {
    use alibi::ui::home::Message as Home;
    let _ = app.update(Message::Home(Home::CurrentPinTyped(current.into())));
    let _ = app.update(Message::Home(Home::PinTyped(new.into())));
    // The games are sealed off the UI thread: run that to its end.
    let sealing = app.update(Message::Home(action));
    run(app, sealing);
}

/// The text of the saved game's file (the only one in the folder).
fn the_game_file(dir: &tempfile::TempDir) -> (std::path::PathBuf, String) {
    let games: Vec<_> = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    let text = std::fs::read_to_string(&games[0]).unwrap();
    (games[0].clone(), text)
}

#[test]
fn a_pin_seals_the_games_the_app_starts_locked_and_removing_it_unseals_them() {
    use alibi::ui::home::Message as Home;
    use alibi::ui::lock::Message as Lock;
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_in(&dir);
    assert!(!app.is_locked(), "without a PIN Alibi starts open");
    assert!(
        simulator(app.view(console))
            .find("Game files are readable by anyone who opens them (set a PIN to seal them).")
            .is_ok()
    );
    // A game played in clear, then home.
    let _ = app.update(Message::Home(Home::NameChanged("Friday".into())));
    let _ = app.update(Message::Home(Home::NewGame(
        alibi::games::GameKind::Murdero,
    )));
    click(&mut app, console, "Home (saved)");
    let (game, clear) = the_game_file(&dir);
    assert!(clear.contains("\"actions\""), "{clear}");

    pin_action(&mut app, "", "2468", Home::SetPin);
    let (_, sealed) = the_game_file(&dir);
    assert!(
        sealed.contains("\"sealed\"") && !sealed.contains("\"actions\""),
        "{sealed}"
    );
    assert!(
        app.notice()
            .unwrap()
            .contains("PIN saved. 1 game file sealed with it."),
        "{:?}",
        app.notice()
    );
    let mut ui = simulator(app.view(console));
    assert!(
        ui.find("Game files are sealed with your PIN: without it they can't be read.")
            .is_ok()
    );
    assert!(
        ui.find("Friday").is_ok(),
        "the sealed game can still be resumed"
    );
    drop(ui);

    // Restarted, Alibi is locked: the PIN opens the console and the games.
    let (mut app, console) = app_in(&dir);
    assert!(app.is_locked());
    let mut ui = simulator(app.view(console));
    assert!(
        ui.find("Friday").is_err(),
        "nothing shows through the cover"
    );
    drop(ui);
    let _ = app.update(Message::Unlock(Lock::Typed("2468".into())));
    let _ = app.update(Message::Unlock(Lock::Unlock));
    assert!(!app.is_locked());
    let _ = app.update(Message::Home(Home::Resume(game.clone())));
    assert!(
        matches!(app.screen(), alibi::ui::app::Screen::Murdero(_)),
        "the sealed game opens: {:?}",
        app.notice()
    );
    click(&mut app, console, "Home (saved)");
    let (_, resaved) = the_game_file(&dir);
    assert!(
        !resaved.contains("\"actions\""),
        "saved sealed again: {resaved}"
    );

    // Changing or removing the PIN asks for the current one.
    pin_action(&mut app, "1111", "", Home::RemovePin);
    assert!(
        simulator(app.view(console))
            .find("That is not the current PIN.")
            .is_ok()
    );
    assert_eq!(
        the_game_file(&dir).1,
        resaved,
        "a refused change touches nothing"
    );
    pin_action(&mut app, "2468", "", Home::RemovePin);
    assert!(app.settings().pin_hash.is_none());
    let (_, unsealed) = the_game_file(&dir);
    assert!(
        unsealed.contains("\"actions\"") && !unsealed.contains("sealed"),
        "{unsealed}"
    );
    let (app, _) = app_in(&dir);
    assert!(!app.is_locked(), "no PIN, no cover at the start");
}

#[test]
fn a_game_sealed_with_another_pin_is_greyed_with_the_reason() {
    use alibi::ui::lock::Message as Lock;
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    // A game sealed with 1357 (copied from another laptop), while this Alibi's PIN is 2468.
    let other = alibi::record::Pin::new("1357");
    let session = alibi::ui::session::Session::<alibi::rules::murdero::Murdero>::start(
        &store,
        "Away",
        Some(&other),
        0,
    )
    .unwrap();
    let settings = alibi::settings::Settings {
        pin_hash: Some(alibi::pin::hash("2468").unwrap()),
        ..Default::default()
    };
    settings.save(&store.settings(), false).unwrap();
    let before = std::fs::read(session.path()).unwrap();

    let (mut app, console) = app_in(&dir);
    let _ = app.update(Message::Unlock(Lock::Typed("2468".into())));
    let _ = app.update(Message::Unlock(Lock::Unlock));
    let mut ui = simulator(app.view(console));
    let reason = format!(
        "Can't be opened: {} is sealed with another PIN: the PIN in use doesn't open it. The \
         file is left as it is.",
        session.path().display()
    );
    assert!(ui.find(reason.as_str()).is_ok());
    drop(ui);
    assert_eq!(std::fs::read(session.path()).unwrap(), before);
}

/// How many times the app asked to hold the display awake, in
/// `the_keep_awake_failure_is_said_once_per_run_and_kept_in_the_settings`.
static AWAKE_TRIES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// What D-Bus says on a machine without a desktop session.
const NO_BUS: &str = "Failed to connect to address unix:path=/run/user/1000/bus: No such file";

/// A machine without a session bus: holding the display awake always fails.
fn no_session_bus() -> Result<keepawake::KeepAwake, String> {
    AWAKE_TRIES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    Err(NO_BUS.into())
}

#[test]
fn the_keep_awake_failure_is_said_once_per_run_and_kept_in_the_settings() {
    let dir = tempfile::tempdir().unwrap();
    let (app, console) = app_in(&dir);
    let mut app = app.holding_awake_with(no_session_bus);
    let warning = "Alibi can't keep the display awake: this computer has no desktop session to \
                   ask. If the screen goes dark during a game, turn its sleep off in the \
                   system's settings.";

    click(&mut app, console, "Murdero");
    let notice = app.notice().expect("the first game says why").to_owned();
    assert!(notice.starts_with(warning), "{notice}");
    assert!(!notice.contains("Failed"), "said in our words: {notice}");
    // The system's own words follow, in small type.
    let mut ui = simulator(app.view(console));
    assert!(ui.find(NO_BUS).is_ok(), "the system's words are shown too");
    drop(ui);
    click(&mut app, console, "Dismiss");
    click(&mut app, console, "Home (saved)");
    // The settings keep the reason for whoever looks there later, the system's words with it.
    let mut ui = simulator(app.view(console));
    assert!(ui.find(warning).is_ok());
    assert!(ui.find(NO_BUS).is_ok());
    drop(ui);

    // The list of games is below the fold now (the game left open comes first): start them
    // the way their buttons do.
    for (game, kind) in [
        ("Murdero", alibi::games::GameKind::Murdero),
        ("Crime Story", alibi::games::GameKind::CrimeStory),
    ] {
        let _ = app.update(Message::Home(alibi::ui::home::Message::NewGame(kind)));
        assert_eq!(app.notice(), None, "{game}: the warning is not said again");
        click(&mut app, console, "Home (saved)");
    }
    assert_eq!(
        AWAKE_TRIES.load(std::sync::atomic::Ordering::SeqCst),
        1,
        "a failure is not tried again in the same run"
    );
}

#[test]
fn a_switch_of_screens_repaints_the_whole_window() {
    // The CPU renderer repaints everything when the background colour changes: each switch
    // of screens changes it imperceptibly, and other messages leave it alone.
    let dir = tempfile::tempdir().unwrap();
    let (mut app, console) = app_in(&dir);
    let theme = app.theme(console);
    let background = |app: &App| app.style(&theme).background_color;
    let home = background(&app);
    click(&mut app, console, "Murdero");
    let game = background(&app);
    assert_ne!(home, game, "opening a game repaints everything");
    let channels = |c: iced::Color| [c.r, c.g, c.b];
    for (a, b) in channels(home).into_iter().zip(channels(game)) {
        assert!(
            (a - b).abs() <= 1.0 / 255.0 + 1e-6,
            "the change is imperceptible"
        );
    }
    let _ = app.update(Message::DismissNotice);
    let after_notice = background(&app);
    let _ = app.update(Message::AltHeld(true));
    assert_eq!(
        background(&app),
        after_notice,
        "a message that changes no layout repaints nothing"
    );
    click(&mut app, console, "Home (saved)");
    assert_ne!(
        background(&app),
        after_notice,
        "going home repaints everything"
    );
}

#[test]
fn the_console_shows_its_screen_once_the_window_is_up() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::starting(alibi::record::Store::at(dir.path().to_owned()), console);
    // Before: only the background, so the window appears without waiting for the text.
    assert!(simulator(app.view(console)).find("New game").is_err());
    let _ = app.update(Message::WindowOpened(console));
    assert!(simulator(app.view(console)).find("New game").is_ok());
    // A table window opening first changes nothing on the console.
    let mut later = App::starting(alibi::record::Store::at(dir.path().to_owned()), console);
    let _ = later.update(Message::WindowOpened(window::Id::unique()));
    assert!(simulator(later.view(console)).find("New game").is_err());
}
