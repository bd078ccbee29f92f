//! An open game on the console: saved from the first moment and after every change, and
//! still playable when the disk refuses a save.

mod common;

use alibi::record::{Pin, Problem, SavedGame, Store};
use alibi::ui::session::{Message, Session};
use common::{Add, Tally};

fn on_disk(session: &Session<Tally>) -> Vec<Add> {
    SavedGame::<Tally>::load(session.path())
        .unwrap()
        .record
        .actions()
        .to_vec()
}

#[test]
fn a_new_game_is_saved_before_its_first_action_and_after_every_change() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let mut session = Session::<Tally>::start(&store, "Friday", None).unwrap();
    assert_eq!(store.list_games().len(), 1);
    assert!(on_disk(&session).is_empty());

    session.act(Add(2)).unwrap();
    assert_eq!(on_disk(&session), [Add(2)]);
    session.act(Add(3)).unwrap();
    assert!(session.act(Add(9)).is_err());
    assert_eq!(on_disk(&session), [Add(2), Add(3)]);

    assert_eq!(
        session.update(Message::Undo).as_deref(),
        Some("Undone: Add 3 to 2")
    );
    assert_eq!(on_disk(&session), [Add(2)]);
    assert_eq!(
        session.update(Message::Redo).as_deref(),
        Some("Redone: Add 3 to 2")
    );
    assert_eq!(
        session.update(Message::JumpTo(0)).as_deref(),
        Some("Went back 2 action(s); redo brings them back")
    );
    assert!(on_disk(&session).is_empty());

    let resumed = Session::<Tally>::resume(session.path(), None).unwrap();
    assert_eq!(resumed.name(), "Friday");
    assert_eq!(resumed.game().total, 0);
}

#[test]
fn a_refused_save_keeps_the_game_open_and_saving_resumes_later() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let mut session = Session::<Tally>::start(&store, "Blocked", None).unwrap();
    session.act(Add(1)).unwrap();

    // A folder squatting on the save's temporary file makes every save fail, as a full or
    // read-only disk would (and unlike permissions, it also stops root).
    let blocker = alibi::record::disk::temporary_path(session.path());
    std::fs::create_dir(&blocker).unwrap();
    session.act(Add(2)).unwrap();
    let problem = session.save_problem().unwrap();
    assert!(problem.starts_with("Can't save"), "{problem}");
    assert!(problem.contains("The game stays open"), "{problem}");
    assert_eq!(session.game().total, 3, "the action stays in play");
    assert_eq!(
        on_disk(&session),
        [Add(1)],
        "what was saved before is intact"
    );

    std::fs::remove_dir(&blocker).unwrap();
    session.act(Add(3)).unwrap();
    assert_eq!(session.save_problem(), None);
    assert_eq!(on_disk(&session), [Add(1), Add(2), Add(3)]);
}

#[test]
fn a_game_started_with_a_pin_is_sealed_from_its_first_save_and_stays_sealed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let pin = Pin::new("2468");
    let mut session = Session::<Tally>::start(&store, "Sealed", Some(&pin)).unwrap();
    session.act(Add(4)).unwrap();
    let text = std::fs::read_to_string(session.path()).unwrap();
    assert!(text.contains("\"sealed\""), "{text}");
    assert!(!text.contains("actions"), "{text}");
    assert_eq!(
        SavedGame::<Tally>::load(session.path())
            .unwrap_err()
            .problem,
        Problem::Sealed
    );

    // Resumed with the PIN (a fresh copy, as after a restart), it keeps saving sealed.
    let mut resumed = Session::<Tally>::resume(session.path(), Some(&Pin::new("2468"))).unwrap();
    assert_eq!(resumed.game().total, 4);
    resumed.act(Add(5)).unwrap();
    let text = std::fs::read_to_string(resumed.path()).unwrap();
    assert!(!text.contains("actions"), "{text}");
    let loaded = SavedGame::<Tally>::load_with(resumed.path(), Some(&pin)).unwrap();
    assert_eq!(loaded.record.actions(), [Add(4), Add(5)]);
    assert!(loaded.is_sealed());
}
