//! The home screen and the two windows, driven through iced_test's simulator.

use alibi::ui::{App, Message, app::shortcut};
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
        "Resume",
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
    assert_eq!(app.title(table), alibi::ui::table::TITLE);
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
    assert_eq!(app.title(console), alibi::ui::table::TITLE);
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
        "Can't be opened: {} was saved by a newer Alibi (record format 9; this Alibi reads format 1). \
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
        ui.find("The console is locked. Type the PIN to go on.")
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
