//! Murdero on the console and the table screen, driven like a player would.

mod common;
use common::ui::{click, shows};

use alibi::rules::murdero::{Colour, MurderoView};
use alibi::ui::app::Screen;
use alibi::ui::murdero::{Ending, Message as M, Row};
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::window;
use iced_test::simulator;

fn murdero(app: &mut App, message: M) {
    let _ = app.update(Message::Murdero(message));
}

fn table(app: &App) -> MurderoView {
    match app.public() {
        TableView::Murdero(view) => view.clone(),
        other => panic!("the table shows {other:?}"),
    }
}

/// Ann completes red 1–5 with 2 red crime scenes; Ben has blue 1 and 2 and holds a 5.
fn enter_first_hand(app: &mut App) {
    for (value, count) in [(0, "2"), (1, "1"), (2, "1"), (3, "1"), (4, "1")] {
        murdero(
            app,
            M::CountTyped(0, Row::Case(Colour::Red), value, count.into()),
        );
    }
    murdero(
        app,
        M::CountTyped(1, Row::Case(Colour::Blue), 0, "1".into()),
    );
    murdero(
        app,
        M::CountTyped(1, Row::Case(Colour::Blue), 1, "1".into()),
    );
    murdero(app, M::CountTyped(1, Row::InHand, 4, "1".into()));
    murdero(app, M::EndingChosen(Ending::CaseCompleted));
    murdero(app, M::WinnerToggled(0, true));
}

#[test]
fn a_murdero_hand_is_entered_scored_shown_on_the_table_and_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    let console = window::Id::unique();
    let mut app = App::new(store.clone(), console);

    let _ = app.update(Message::Home(alibi::ui::home::Message::NameChanged(
        "Sunday".into(),
    )));
    click(&mut app, console, "Murdero");
    assert!(matches!(app.screen(), Screen::Murdero(_)));
    assert!(shows(&app, console, "New game of Murdero"));
    assert_eq!(store.list_games().len(), 1, "saved from the first moment");

    murdero(&mut app, M::NameChanged(0, "Ann".into()));
    click(&mut app, console, "Start the game");
    assert!(
        shows(&app, console, "Every player needs a name.")
            || shows(&app, console, "Murdero is for 2 to 4 players, not 1.")
    );
    murdero(&mut app, M::NameChanged(1, "Ben".into()));
    click(&mut app, console, "Start the game");
    assert!(shows(&app, console, "Hand 1"));

    // A form that breaks a rule says why and can't be recorded.
    murdero(&mut app, M::EndingChosen(Ending::CaseCompleted));
    murdero(&mut app, M::WinnerToggled(1, true));
    assert!(shows(
        &app,
        console,
        "Not yet: Ben has no complete case: a case needs every value 1 to 5 (a Joker may fill one)."
    ));
    murdero(&mut app, M::WinnerToggled(1, false));

    enter_first_hand(&mut app);
    click(&mut app, console, "Record the hand (Enter)");
    let view = table(&app);
    assert_eq!(view.hands.len(), 1);
    assert!(view.totals[0] > 0 && view.totals[1] < 0, "{view:?}");
    let ann = view.totals[0];
    let mut table_ui = simulator(alibi::ui::table::view::<Message>(app.public()));
    assert!(
        table_ui.find(ann.to_string().as_str()).is_ok(),
        "the table shows Ann's total"
    );
    drop(table_ui);
    common::ui::screenshot(&mut app, console, "murdero");

    // Undo from the keyboard shortcut's message, then redo.
    let _ = app.update(Message::History(alibi::ui::session::Message::Undo));
    assert!(table(&app).hands.is_empty());
    let _ = app.update(Message::History(alibi::ui::session::Message::Redo));
    assert_eq!(table(&app).totals[0], ann);

    // Leave, and resume from the home screen's list.
    click(&mut app, console, "Home (saved)");
    assert!(shows(&app, console, "Sunday"));
    let mut again = App::new(store, console);
    click(&mut again, console, "Sunday");
    assert_eq!(
        table(&again).totals[0],
        ann,
        "the resumed game has the hand"
    );
}

#[test]
fn a_past_hand_can_be_corrected_and_the_correction_undone() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    click(&mut app, console, "Murdero");
    murdero(&mut app, M::NameChanged(0, "Ann".into()));
    murdero(&mut app, M::NameChanged(1, "Ben".into()));
    murdero(&mut app, M::Start);
    enter_first_hand(&mut app);
    murdero(&mut app, M::Record);
    let before = table(&app).totals;

    // The form's "Correct a hand…" list picks hand 1:
    murdero(&mut app, M::Edit(1));
    assert!(shows(&app, console, "Correcting hand 1"));
    murdero(&mut app, M::CountTyped(1, Row::InHand, 4, "".into()));
    click(&mut app, console, "Save the correction (Enter)");
    let after = table(&app).totals;
    assert_eq!(after[1], before[1] + 5, "Ben no longer loses the 5 he held");
    let _ = app.update(Message::History(alibi::ui::session::Message::Undo));
    assert_eq!(table(&app).totals, before);
}
