//! An open game on the console: saved from the first moment and after every change, and
//! still playable when the disk refuses a save.

mod common;

use alibi::record::{Pin, Problem, SavedGame, Store};
use alibi::ui::session::{Message, Session};
use common::{Add, Tally};

/// What the game's file holds once the save in flight has landed.
fn on_disk(session: &mut Session<Tally>) -> Vec<Add> {
    session.flush();
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
    let mut session = Session::<Tally>::start(&store, "Friday", None, 0).unwrap();
    assert_eq!(store.list_games().len(), 1);
    assert!(on_disk(&mut session).is_empty());

    session.act(Add(2)).unwrap();
    assert_eq!(on_disk(&mut session), [Add(2)]);
    session.act(Add(3)).unwrap();
    assert!(session.act(Add(9)).is_err());
    assert_eq!(on_disk(&mut session), [Add(2), Add(3)]);

    assert_eq!(
        session
            .update(Message::Undo)
            .map(|said| said.to_string())
            .as_deref(),
        Some("Undone: Add 3 to 2")
    );
    assert_eq!(on_disk(&mut session), [Add(2)]);
    assert_eq!(
        session
            .update(Message::Redo)
            .map(|said| said.to_string())
            .as_deref(),
        Some("Redone: Add 3 to 2")
    );
    assert_eq!(
        session
            .update(Message::JumpTo(0))
            .map(|said| said.to_string())
            .as_deref(),
        Some("Went back 2 actions; redo brings them back")
    );
    assert!(on_disk(&mut session).is_empty());

    let resumed = Session::<Tally>::resume(session.path(), None).unwrap();
    assert_eq!(resumed.name(), "Friday");
    assert_eq!(resumed.game().total, 0);
}

#[test]
fn a_refused_save_keeps_the_game_open_and_saving_resumes_later() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let mut session = Session::<Tally>::start(&store, "Blocked", None, 0).unwrap();
    session.act(Add(1)).unwrap();
    session.flush();

    // A folder squatting on the save's temporary file makes every save fail, as a full or
    // read-only disk would (and unlike permissions, it also stops root).
    let blocker = alibi::record::disk::temporary_path(session.path());
    std::fs::create_dir(&blocker).unwrap();
    session.act(Add(2)).unwrap();
    session.flush();
    let problem = session.save_problem().unwrap().to_string();
    assert!(problem.starts_with("Can't save"), "{problem}");
    assert!(problem.contains("The game stays open"), "{problem}");
    assert_eq!(session.game().total, 3, "the action stays in play");
    assert_eq!(
        on_disk(&mut session),
        [Add(1)],
        "what was saved before is intact"
    );

    std::fs::remove_dir(&blocker).unwrap();
    session.act(Add(3)).unwrap();
    session.flush();
    assert_eq!(session.save_problem(), None);
    assert_eq!(on_disk(&mut session), [Add(1), Add(2), Add(3)]);
}

#[test]
fn a_game_started_with_a_pin_is_sealed_from_its_first_save_and_stays_sealed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let pin = Pin::new("2468");
    let mut session = Session::<Tally>::start(&store, "Sealed", Some(&pin), 0).unwrap();
    session.act(Add(4)).unwrap();
    session.flush();
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
    resumed.flush();
    let text = std::fs::read_to_string(resumed.path()).unwrap();
    assert!(!text.contains("actions"), "{text}");
    let loaded = SavedGame::<Tally>::load_with(resumed.path(), Some(&pin)).unwrap();
    assert_eq!(loaded.record.actions(), [Add(4), Add(5)]);
    assert!(loaded.is_sealed());
}

/// A slow disk for `saves_land_in_order_one_at_a_time_and_before_the_next_action`: each write
/// takes 30 ms, notes its length, and checks no other write is under way.
fn slow_disk(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::sync::atomic::Ordering;
    assert!(!WRITING.swap(true, Ordering::SeqCst), "two writes at once");
    std::thread::sleep(std::time::Duration::from_millis(30));
    // Each save is the whole record, so a later one is longer.
    WRITTEN.lock().unwrap().push(bytes.len());
    let written = alibi::record::disk::write_atomic(path, bytes);
    WRITING.store(false, Ordering::SeqCst);
    written
}
static WRITING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
static WRITTEN: std::sync::Mutex<Vec<usize>> = std::sync::Mutex::new(Vec::new());

/// A new tally game in a scratch data folder whose saves go through `sink` instead of the disk.
fn writing_to(
    sink: alibi::record::writer::Sink,
) -> (tempfile::TempDir, std::path::PathBuf, Session<Tally>) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_owned());
    let start = Session::<Tally>::start(&store, "Odd disk", None, 0).unwrap();
    let path = start.path().to_owned();
    let session = start.with_writer(alibi::record::writer::Writer::with_sink(sink));
    (dir, path, session)
}

/// The actions saved in the game file now.
fn saved(path: &std::path::Path) -> Vec<Add> {
    SavedGame::<Tally>::load(path)
        .unwrap()
        .record
        .actions()
        .to_vec()
}

#[test]
fn saves_land_in_order_one_at_a_time_and_before_the_next_action() {
    let (_dir, path, mut session) = writing_to(slow_disk);
    for n in 1..=5 {
        session.act(Add(1)).unwrap();
        assert!(
            session.saving_for().is_some(),
            "the write goes on after the action is taken"
        );
        // The action before this one is on disk already: taking an action waits for it.
        assert_eq!(saved(&path).len(), n - 1);
    }
    // Leaving the game waits for its last save.
    drop(session);
    assert_eq!(saved(&path).len(), 5);
    let written = WRITTEN.lock().unwrap().clone();
    assert_eq!(written.len(), 5, "one write per action: {written:?}");
    assert!(
        written.windows(2).all(|w| w[0] < w[1]),
        "in order: {written:?}"
    );
}

/// A disk that refuses every write, for `a_failed_write_is_reported_before_the_next_action`.
fn full_disk(_: &std::path::Path, _: &[u8]) -> std::io::Result<()> {
    Err(std::io::Error::other("no space left on device"))
}

#[test]
fn a_failed_write_is_reported_before_the_next_action_and_the_game_goes_on() {
    use alibi::record::writer::Writer;
    let (_dir, path, mut session) = writing_to(full_disk);
    session.act(Add(2)).unwrap();
    session.act(Add(3)).unwrap();
    let problem = session
        .save_problem()
        .expect("the failed write is known by now")
        .to_string();
    assert!(problem.contains("no space left on device"), "{problem}");
    assert_eq!(session.game().total, 5, "the game goes on");
    assert!(saved(&path).is_empty());
    // The disk comes back: the next save writes the whole record.
    let mut session = session.with_writer(Writer::default());
    session.act(Add(1)).unwrap();
    session.flush();
    assert_eq!(session.save_problem(), None);
    assert_eq!(saved(&path), [Add(2), Add(3), Add(1)]);
}
