//! Game records: round trips, undo/redo/jumps, and files that must never be lost or
//! overwritten when something goes wrong.

mod common;

use alibi::record::{self, FileError, Problem, Record, SavedGame, Store, disk};
use common::{Add, Tally};
use std::path::{Path, PathBuf};

fn played(store: &Store, name: &str, adds: &[u32]) -> SavedGame<Tally> {
    let path = store.new_game_path("tally", name, 1_000);
    let mut game = SavedGame::<Tally>::new(path, name.into(), 1_000);
    for &points in adds {
        game.record.apply(Add(points)).unwrap();
        game.save(2_000).unwrap();
    }
    game
}

fn fresh_store() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (Store::at(dir.path().to_owned()), dir)
}

#[test]
fn a_saved_game_loads_back_with_its_history_and_redo() {
    let (store, _dir) = fresh_store();
    let mut game = played(&store, "Friday night", &[1, 2, 3]);
    game.record.undo();
    game.save(3_000).unwrap();

    let loaded = SavedGame::<Tally>::load(&game.path).unwrap();
    assert_eq!(loaded.name, "Friday night");
    assert_eq!(loaded.created, 1_000);
    assert_eq!(loaded.record.actions(), &[Add(1), Add(2)]);
    assert_eq!(loaded.record.history(), &["Add 1 to 0", "Add 2 to 1"]);
    assert_eq!(loaded.record.redo_label().as_deref(), Some("Add 3 to 3"));
    assert_eq!(loaded.record.game().total, 3);

    let header = record::read_header(&game.path).unwrap();
    assert_eq!((header.game.as_str(), header.updated), ("tally", 3_000));
    assert_eq!(header.progress, "Total 3");
}

#[test]
fn undo_redo_and_jump_move_through_the_record() {
    let mut record = Record::<Tally>::default();
    for points in [1, 2, 3, 4] {
        record.apply(Add(points)).unwrap();
    }
    assert_eq!(record.undo_label(), Some("Add 4 to 6"));
    assert_eq!(record.undo().as_deref(), Some("Add 4 to 6"));
    assert_eq!(record.game().total, 6);
    assert_eq!(record.redo().as_deref(), Some("Add 4 to 6"));
    assert_eq!(record.game().total, 10);

    record.jump_to(1);
    assert_eq!(record.game().total, 1);
    assert_eq!(record.history(), &["Add 1 to 0"]);
    assert_eq!(record.redo_label().as_deref(), Some("Add 2 to 1"));
    while record.redo().is_some() {}
    assert_eq!(
        record.game().total,
        10,
        "redo walks forward through every jumped-over action"
    );

    record.jump_to(2);
    record.apply(Add(1)).unwrap();
    assert_eq!(
        record.redo_label(),
        None,
        "a new action starts a new branch"
    );
    assert_eq!(record.game().total, 4);
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut record = Record::<Tally>::default();
    record.apply(Add(9)).unwrap();
    let refusal = record.apply(Add(5)).unwrap_err();
    assert_eq!(refusal.to_string(), "the tally can't pass 10 (14)");
    assert_eq!(record.actions(), &[Add(9)]);
    assert_eq!(record.undo(), Some("Add 9 to 0".into()));
    assert_eq!(record.undo(), None);
}

#[test]
fn an_interrupted_save_leaves_the_previous_file_whole() {
    let (store, _dir) = fresh_store();
    let mut game = played(&store, "Crash", &[1, 2]);
    let before = std::fs::read(&game.path).unwrap();

    game.record.apply(Add(3)).unwrap();
    // The new contents reach the disk beside the file, then the process "dies" before the
    // rename that would put them in place.
    let staged = disk::stage(&game.path, &game.to_bytes(4_000).unwrap()).unwrap();
    drop(staged);

    assert_eq!(std::fs::read(&game.path).unwrap(), before);
    let loaded = SavedGame::<Tally>::load(&game.path).unwrap();
    assert_eq!(loaded.record.actions(), &[Add(1), Add(2)]);
    // The leftover temporary is not a game of its own.
    assert_eq!(store.list_games().len(), 1);
    // And the next save goes through.
    game.save(5_000).unwrap();
    assert_eq!(
        SavedGame::<Tally>::load(&game.path)
            .unwrap()
            .record
            .actions()
            .len(),
        3
    );
}

fn write_game_file(store: &Store, name: &str, bytes: &[u8]) -> PathBuf {
    let path = store
        .games()
        .join(format!("{name}.{}", record::GAME_EXTENSION));
    std::fs::create_dir_all(store.games()).unwrap();
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Opens `path` both ways the app would (listing and loading) and checks the file is untouched.
fn refused(store: &Store, path: &Path) -> FileError {
    let before = std::fs::read(path).unwrap();
    let listed = store.list_games();
    let listing = listed.iter().find(|l| l.path == path).unwrap();
    let error = SavedGame::<Tally>::load(path).unwrap_err();
    assert_eq!(listing.header.as_ref().unwrap_err(), &error);
    assert_eq!(
        std::fs::read(path).unwrap(),
        before,
        "the file must be left byte for byte"
    );
    error
}

#[test]
fn a_damaged_file_is_refused_with_its_reason_and_left_untouched() {
    let (store, _dir) = fresh_store();
    let good = played(&store, "Good", &[1]);
    let bytes = std::fs::read(&good.path).unwrap();
    let path = write_game_file(&store, "torn", &bytes[..bytes.len() / 2]);

    let error = refused(&store, &path);
    assert!(matches!(error.problem, Problem::Damaged(_)));
    let message = error.to_string();
    assert!(message.contains("torn.alibi-game is damaged"), "{message}");
    assert!(message.contains("left as it is"), "{message}");
}

#[test]
fn a_newer_file_is_refused_as_newer() {
    let (store, _dir) = fresh_store();
    let path = write_game_file(
        &store,
        "future",
        br#"{"format":"alibi-record","version":7,"game":"tally","shape":"unknown"}"#,
    );
    let error = refused(&store, &path);
    assert_eq!(error.problem, Problem::Newer(7));
    assert!(
        error
            .to_string()
            .contains("saved by a newer Alibi (record format 7")
    );
}

#[test]
fn a_file_whose_actions_the_rules_refuse_is_damaged_and_says_which() {
    let (store, _dir) = fresh_store();
    let path = write_game_file(
        &store,
        "edited",
        br#"{"format":"alibi-record","version":1,"game":"tally","name":"x","created":1,
            "updated":2,"progress":"","actions":[6,6]}"#,
    );
    let error = SavedGame::<Tally>::load(&path).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("action 2 (\"Add 6 to 6\") is refused by the rules"),
        "{error}"
    );
}

#[test]
fn other_files_are_listed_as_not_records() {
    let (store, _dir) = fresh_store();
    let path = write_game_file(&store, "photo", b"\x89PNG\r\n");
    assert_eq!(refused(&store, &path).problem, Problem::NotARecord);
    let path = write_game_file(&store, "json", br#"{"hello": 1}"#);
    assert_eq!(refused(&store, &path).problem, Problem::NotARecord);
}

#[test]
fn the_resume_list_is_newest_first_with_broken_files_last() {
    let (store, _dir) = fresh_store();
    let old = played(&store, "Old", &[1]);
    old.save(100).unwrap();
    let new = played(&store, "New", &[1]);
    new.save(900).unwrap();
    write_game_file(&store, "broken", b"{");
    let names: Vec<String> = store
        .list_games()
        .iter()
        .map(|l| {
            l.header
                .as_ref()
                .map_or("broken".into(), |h| h.name.clone())
        })
        .collect();
    assert_eq!(names, ["New", "Old", "broken"]);
}

#[test]
fn new_games_never_share_a_file() {
    let (store, _dir) = fresh_store();
    let first = played(&store, "Same name!", &[1]);
    let second = store.new_game_path("tally", "Same name!", 1_000);
    assert_ne!(first.path, second);
    assert!(
        first
            .path
            .to_string_lossy()
            .contains("tally-same-name-1000")
    );
}

#[test]
fn saving_into_an_unwritable_place_is_an_error_not_a_panic() {
    let (store, dir) = fresh_store();
    // A plain file where the games folder should be.
    std::fs::write(dir.path().join("games"), b"in the way").unwrap();
    let game = SavedGame::<Tally>::new(store.new_game_path("tally", "x", 1), "x".into(), 1);
    let error = game.save(2).unwrap_err();
    assert!(matches!(error.problem, Problem::Unwritable(_)));
    assert!(error.to_string().starts_with("Can't save"));
}

mod hostile_files {
    use super::*;
    use alibi::rules::crimewave::Crimewave;
    use alibi::rules::murdero::Murdero;
    use proptest::prelude::*;

    fn load_bytes(bytes: &[u8]) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.alibi-game");
        std::fs::write(&path, bytes).unwrap();
        // Whatever the bytes, each way in answers Ok or an error with a message; never a panic.
        for error in [
            record::read_header(&path).err(),
            SavedGame::<Crimewave>::load(&path).err(),
            SavedGame::<Murdero>::load(&path).err(),
        ]
        .into_iter()
        .flatten()
        {
            assert!(!error.to_string().is_empty());
        }
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "loading never writes");
    }

    proptest! {
        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            load_bytes(&bytes);
        }

        #[test]
        fn a_real_file_with_one_byte_changed_never_panics(at in 0usize..10_000, byte in any::<u8>()) {
            let (store, _dir) = fresh_store();
            let game = played(&store, "Mutant", &[1, 2, 3]);
            let mut bytes = std::fs::read(&game.path).unwrap();
            let at = at % bytes.len();
            bytes[at] = byte;
            load_bytes(&bytes);
        }
    }
}
