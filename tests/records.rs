//! Game records: round trips, undo/redo/jumps, and files that must never be lost or
//! overwritten when something goes wrong.

mod common;

use alibi::i18n::Msg;
use alibi::record::{self, FileError, Pin, Problem, Record, SavedGame, Store, disk};
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

/// Messages as they are written down: in English.
fn english(messages: &[Msg]) -> Vec<String> {
    messages.iter().map(Msg::to_string).collect()
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
    assert_eq!(
        english(loaded.record.history()),
        ["Add 1 to 0", "Add 2 to 1"]
    );
    assert_eq!(
        loaded.record.redo_label().map(|l| l.to_string()).as_deref(),
        Some("Add 3 to 3")
    );
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
    let said = |label: Option<Msg>| label.map(|l| l.to_string());
    assert_eq!(
        said(record.undo_label().cloned()).as_deref(),
        Some("Add 4 to 6")
    );
    assert_eq!(said(record.undo()).as_deref(), Some("Add 4 to 6"));
    assert_eq!(record.game().total, 6);
    assert_eq!(said(record.redo()).as_deref(), Some("Add 4 to 6"));
    assert_eq!(record.game().total, 10);

    record.jump_to(1);
    assert_eq!(record.game().total, 1);
    assert_eq!(english(record.history()), ["Add 1 to 0"]);
    assert_eq!(said(record.redo_label()).as_deref(), Some("Add 2 to 1"));
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
    refused_as::<Tally>(store, path)
}

/// `refused` for a game of `G`.
fn refused_as<G: alibi::rules::Rules>(store: &Store, path: &Path) -> FileError {
    let before = std::fs::read(path).unwrap();
    let listed = store.list_games();
    let listing = listed.iter().find(|l| l.path == path).unwrap();
    let error = SavedGame::<G>::load(path).unwrap_err();
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
        let pin = Some(&*sealed::PIN);
        // Whatever the bytes, each way in answers Ok or an error with a message; never a panic.
        for error in [
            record::read_header(&path).err(),
            record::read_header_with(&path, pin).err(),
            SavedGame::<Crimewave>::load(&path).err(),
            SavedGame::<Crimewave>::load_with(&path, pin).err(),
            SavedGame::<Murdero>::load(&path).err(),
            SavedGame::<Murdero>::load_with(&path, pin).err(),
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

        #[test]
        fn a_sealed_file_with_one_byte_changed_never_panics(at in 0usize..10_000, byte in any::<u8>()) {
            let mut bytes = sealed::SEALED_FILE.clone();
            let at = at % bytes.len();
            bytes[at] = byte;
            load_bytes(&bytes);
        }
    }
}

/// Files sealed with the PIN: no secret in clear, opened only with the PIN that sealed them,
/// never overwritten when they can't be opened.
mod sealed {
    use super::*;
    use alibi::rules::Rules;
    use alibi::rules::crimewave::{Crimewave, Killer};
    use alibi::transcript::{Dialect, Line};
    use serde_json::Value;
    use std::sync::LazyLock;

    /// The PIN the tests seal with (one for all, so each file's key is derived once).
    pub static PIN: LazyLock<Pin> = LazyLock::new(|| Pin::new("2468"));

    /// A sealed Crimewave game's file, for the hostile-bytes property test.
    pub static SEALED_FILE: LazyLock<Vec<u8>> = LazyLock::new(|| {
        let dir = tempfile::tempdir().unwrap();
        let mut game = crimewave(&dir.path().join("game.alibi-game"));
        game.seal_with(Some(&PIN)).unwrap();
        game.to_bytes(2_000).unwrap()
    });

    /// The homes of the rulebook's example (41, 18, 3 on the stand-in board) and the two
    /// opening scenes' locations.
    const SECRETS: [u64; 5] = [41, 18, 3, 36, 27];

    /// A Crimewave game set up with the rulebook's example residences.
    fn crimewave(path: &Path) -> SavedGame<Crimewave> {
        let mut game = SavedGame::<Crimewave>::new(path.to_owned(), "Friday".into(), 1_000);
        for line in [
            "board stand-in",
            "investigators Ann Bob",
            "method red shooting",
            "method green stabbing",
            "method blue shooting",
            "residence red 41",
            "residence green 18",
            "residence blue 3",
            "scene red 36 item",
            "scene red 27 blood",
        ] {
            match Crimewave::parse_line(line, Path::new(".")) {
                Ok(Line::Action(action)) => {
                    game.record.apply(action).unwrap();
                }
                other => panic!("{line}: {other:?}"),
            }
        }
        game
    }

    /// Every number in a JSON document.
    fn numbers(value: &Value, found: &mut Vec<u64>) {
        match value {
            Value::Number(n) => found.extend(n.as_u64()),
            Value::Array(items) => items.iter().for_each(|v| numbers(v, found)),
            Value::Object(map) => map.values().for_each(|v| numbers(v, found)),
            _ => {}
        }
    }

    /// What of the game's secrets a text editor shows in `text`: quoted words of the actions
    /// (base64 has no quotes, so a sealed body can't fake them) and the secret locations as
    /// JSON numbers.
    fn secrets_in_clear(text: &str) -> Vec<String> {
        let mut shown: Vec<String> = [
            "\"actions\"",
            "\"board\"",
            "\"investigators\"",
            "\"Ann\"",
            "\"method\"",
            "\"shooting\"",
            "\"residence\"",
            "\"killer\"",
            "\"loc\"",
            "\"scene\"",
        ]
        .into_iter()
        .filter(|word| text.contains(word))
        .map(str::to_owned)
        .collect();
        let mut found = Vec::new();
        numbers(&serde_json::from_str(text).unwrap(), &mut found);
        shown.extend(
            SECRETS
                .into_iter()
                .filter(|n| found.contains(n))
                .map(|n| n.to_string()),
        );
        shown
    }

    #[test]
    fn the_sealed_file_contains_no_secret_bytes_in_clear() {
        let (store, _dir) = fresh_store();
        let mut game = crimewave(&store.new_game_path("crimewave", "Friday", 1_000));
        game.save(2_000).unwrap();
        let clear = std::fs::read_to_string(&game.path).unwrap();
        assert_eq!(
            secrets_in_clear(&clear).len(),
            10 + SECRETS.len(),
            "unsealed, everything is in plain sight: {clear}"
        );

        game.seal_with(Some(&PIN)).unwrap();
        game.save(3_000).unwrap();
        let sealed = std::fs::read_to_string(&game.path).unwrap();
        assert_eq!(secrets_in_clear(&sealed), Vec::<String>::new(), "{sealed}");
        // The sealed bytes themselves hold none of the actions' JSON either.
        let file: Value = serde_json::from_str(&sealed).unwrap();
        assert_eq!(file["sealed"]["cipher"], "xchacha20poly1305");
        assert_eq!(file["sealed"]["kdf"], "argon2id");
        let body = file["sealed"]["body"].as_str().unwrap();
        let body = base64_decode(body);
        let plain = serde_json::to_vec(game.record.actions()).unwrap();
        assert!(body.len() >= plain.len());
        assert!(
            !body.windows(11).any(|w| w == b"\"residence\""),
            "the body is encrypted, not encoded"
        );
        // The header stays in clear for the resume list.
        let header = record::read_header(&game.path).unwrap();
        assert_eq!((header.name.as_str(), header.version), ("Friday", 2));
        assert_eq!(header.progress, game.record.game().progress().to_string());
    }

    /// Standard base64, enough to look inside a sealed body.
    fn base64_decode(text: &str) -> Vec<u8> {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let sextets: Vec<u32> = text
            .bytes()
            .filter(|&b| b != b'=')
            .map(|b| ALPHABET.iter().position(|&a| a == b).unwrap() as u32)
            .collect();
        sextets
            .chunks(4)
            .flat_map(|chunk| {
                let n = chunk
                    .iter()
                    .enumerate()
                    .fold(0, |n, (i, s)| n | s << (18 - 6 * i));
                let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
                bytes.into_iter().take(chunk.len() - 1)
            })
            .collect()
    }

    fn sealed_game(store: &Store) -> SavedGame<Crimewave> {
        let mut game = crimewave(&store.new_game_path("crimewave", "Friday", 1_000));
        game.seal_with(Some(&PIN)).unwrap();
        game.save(2_000).unwrap();
        game
    }

    #[test]
    fn a_sealed_file_round_trips_with_its_pin() {
        let (store, _dir) = fresh_store();
        let game = sealed_game(&store);
        // A fresh PIN in memory, as after a restart: the PIN and the file are enough.
        let loaded =
            SavedGame::<Crimewave>::load_with(&game.path, Some(&Pin::new("2468"))).unwrap();
        assert!(loaded.is_sealed());
        assert_eq!(loaded.record.actions(), game.record.actions());
        assert_eq!(loaded.record.redo_list(), game.record.redo_list());
        assert_eq!(loaded.record.game().residence(Killer::Red), Some(41));
        assert_eq!(loaded.record.game().residence(Killer::Blue), Some(3));
        assert_eq!(loaded.name, "Friday");
        // Saved again, it stays sealed, with a fresh nonce.
        loaded.save(3_000).unwrap();
        let again = std::fs::read_to_string(&game.path).unwrap();
        assert_eq!(secrets_in_clear(&again), Vec::<String>::new());
        assert_eq!(
            SavedGame::<Crimewave>::load_with(&game.path, Some(&PIN))
                .unwrap()
                .record
                .actions(),
            game.record.actions()
        );
    }

    #[test]
    fn without_the_pin_or_with_another_the_file_is_refused_and_left_untouched() {
        let (store, _dir) = fresh_store();
        let game = sealed_game(&store);

        let error = refused_as::<Crimewave>(&store, &game.path);
        assert_eq!(error.problem, Problem::Sealed);
        assert!(
            error
                .to_string()
                .contains("is sealed with a PIN and opens only with it"),
            "{error}"
        );

        let before = std::fs::read(&game.path).unwrap();
        let other = Pin::new("1357");
        let error = SavedGame::<Crimewave>::load_with(&game.path, Some(&other)).unwrap_err();
        assert_eq!(error.problem, Problem::OtherPin);
        let message = error.to_string();
        assert!(message.contains("is sealed with another PIN"), "{message}");
        assert!(
            message.contains(".alibi-game"),
            "the message names the file: {message}"
        );
        assert_eq!(
            store.list_games_with(Some(&other))[0].header,
            Err(error.clone()),
            "the resume list greys it with the same reason"
        );
        assert_eq!(
            record::reseal(&game.path, Some(&other), None),
            Err(error),
            "nor can it be resealed"
        );
        assert_eq!(std::fs::read(&game.path).unwrap(), before, "byte for byte");
    }

    #[test]
    fn a_tampered_sealed_file_is_damaged_not_a_panic() {
        let (store, _dir) = fresh_store();
        let game = sealed_game(&store);
        let text = std::fs::read_to_string(&game.path).unwrap();
        let mut file: Value = serde_json::from_str(&text).unwrap();
        let body = file["sealed"]["body"].as_str().unwrap().to_owned();
        // One character of the sealed body changed to another base64 character.
        let flipped = match body.as_bytes()[10] {
            b'A' => 'B',
            _ => 'A',
        };
        let mut changed = body.clone();
        changed.replace_range(10..11, &flipped.to_string());
        file["sealed"]["body"] = Value::String(changed);
        let tampered = write_game_file(&store, "tampered", file.to_string().as_bytes());

        let error = SavedGame::<Crimewave>::load_with(&tampered, Some(&PIN)).unwrap_err();
        assert!(matches!(error.problem, Problem::Damaged(_)), "{error}");
        assert!(error.to_string().contains("integrity check"), "{error}");

        // The clear header is vouched for too: a game moved under another start time fails.
        let mut file: Value = serde_json::from_str(&text).unwrap();
        file["created"] = Value::from(999);
        let moved = write_game_file(&store, "moved", file.to_string().as_bytes());
        let error = SavedGame::<Crimewave>::load_with(&moved, Some(&PIN)).unwrap_err();
        assert!(matches!(error.problem, Problem::Damaged(_)), "{error}");
    }

    #[test]
    fn a_pin_seals_every_game_in_the_folder_and_removing_it_writes_them_in_clear() {
        let (store, _dir) = fresh_store();
        let tally = played(&store, "Tally", &[1, 2]);
        let cw = crimewave(&store.new_game_path("crimewave", "Friday", 1_000));
        cw.save(2_000).unwrap();
        let torn = write_game_file(&store, "torn", b"{\"format\":\"alibi-record\"");
        let torn_bytes = std::fs::read(&torn).unwrap();
        let cw_clear = std::fs::read_to_string(&cw.path).unwrap();

        let (written, left) = store.reseal_games(None, Some(&PIN));
        assert_eq!(written, 2);
        assert_eq!(left.len(), 1, "the damaged file is reported");
        assert_eq!(left[0].path, torn);
        assert_eq!(
            std::fs::read(&torn).unwrap(),
            torn_bytes,
            "and left untouched"
        );
        let sealed = std::fs::read_to_string(&cw.path).unwrap();
        assert_eq!(secrets_in_clear(&sealed), Vec::<String>::new());
        assert_eq!(
            SavedGame::<Tally>::load(&tally.path).unwrap_err().problem,
            Problem::Sealed
        );
        assert_eq!(
            SavedGame::<Tally>::load_with(&tally.path, Some(&PIN))
                .unwrap()
                .record
                .actions(),
            [Add(1), Add(2)]
        );

        // A new PIN: the old one opens them, the new one seals them.
        let new = Pin::new("97531");
        assert_eq!(store.reseal_games(Some(&PIN), Some(&new)).0, 2);
        assert_eq!(
            SavedGame::<Crimewave>::load_with(&cw.path, Some(&PIN))
                .unwrap_err()
                .problem,
            Problem::OtherPin
        );

        // No PIN: back in clear, exactly as readable as before sealing.
        assert_eq!(store.reseal_games(Some(&new), None).0, 2);
        let clear: Value = serde_json::from_slice(&std::fs::read(&cw.path).unwrap()).unwrap();
        assert_eq!(
            clear,
            serde_json::from_str::<Value>(&cw_clear).unwrap(),
            "the same record as the clear save"
        );
        let loaded = SavedGame::<Crimewave>::load(&cw.path).unwrap();
        assert!(!loaded.is_sealed());
        assert_eq!(loaded.record.actions(), cw.record.actions());
        assert_eq!(store.reseal_games(None, None), (0, vec![left[0].clone()]));
    }

    #[test]
    fn a_file_of_the_first_record_format_still_loads() {
        let (store, _dir) = fresh_store();
        let path = write_game_file(
            &store,
            "old",
            br#"{"format":"alibi-record","version":1,"game":"tally","name":"x","created":1,
                "updated":2,"progress":"","actions":[2,3],"redo":[4]}"#,
        );
        let loaded = SavedGame::<Tally>::load(&path).unwrap();
        assert_eq!(loaded.record.actions(), [Add(2), Add(3)]);
        assert_eq!(loaded.record.redo_list(), [Add(4)]);
        assert!(!loaded.is_sealed());
    }
}

/// Intent to Kill's records as the investigation came to be refereed: an older game opens as
/// it was played, and an ended game can't be taken back.
mod intent {
    use super::*;
    use alibi::rules::Rules;
    use alibi::rules::intent::{Action, HouseRule, IntentToKill};
    use serde_json::Value;

    /// The actions of a transcript under tests/transcripts/intent/.
    fn transcript(name: &str) -> Vec<Action> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/transcripts/intent")
            .join(name);
        let text = std::fs::read_to_string(&path).unwrap();
        alibi::transcript::replay::<IntentToKill>(&text, path.parent().unwrap()).actions
    }

    #[test]
    fn an_older_intent_game_opens_as_it_was_played() {
        // A game an older Alibi saved (record format 3): its Detective watched and asked all
        // over the city, which the investigation's refereeing would refuse.
        let (store, _dir) = fresh_store();
        let path = store.new_game_path(IntentToKill::GAME, "Before", 1_000);
        let mut game = SavedGame::<IntentToKill>::new(path.clone(), "Before".into(), 1_000);
        for action in transcript("advice.alibi") {
            game.record.apply(action).unwrap();
            // Sealed as the console seals: the moment the secrets are set.
            game.record.seal_if_changed(|| [7; 16]);
        }
        game.save(2_000).unwrap();
        let mut file: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        assert_eq!(
            file["version"], 4,
            "an Intent to Kill game is written as format 4"
        );
        // As the older Alibi wrote it: no house rule line (that Alibi refereed nothing of the
        // investigation), the seals counted from the first action.
        let actions = file["actions"].as_array_mut().unwrap();
        let rule =
            serde_json::to_value(Action::Rule(HouseRule::RefereeInvestigation(false))).unwrap();
        let at = actions
            .iter()
            .position(|a| *a == rule)
            .expect("the house rule");
        assert!(at < 5, "among the setup's first lines");
        actions.remove(at);
        for seal in file["seals"].as_array_mut().unwrap() {
            seal["after"] = (seal["after"].as_u64().unwrap() - 1).into();
        }
        file["version"] = 3.into();
        std::fs::write(&path, serde_json::to_vec(&file).unwrap()).unwrap();
        // Refereed, its investigation would be refused.
        let without: Vec<Action> = serde_json::from_value(file["actions"].clone()).unwrap();
        let mut refereed = IntentToKill::new();
        assert!(without.iter().any(|a| refereed.apply(a).is_err()));

        let loaded = SavedGame::<IntentToKill>::load(&path).unwrap();
        let game = loaded.record.game();
        assert!(
            !game.refereed(),
            "it opens with the table keeping the count"
        );
        assert_eq!(
            loaded.record.actions()[0],
            Action::Rule(HouseRule::RefereeInvestigation(false))
        );
        assert_eq!(loaded.record.actions().len(), without.len() + 1);
        assert!(
            loaded.record.verify().holds(),
            "the sealed setup still checks"
        );
        // Saved again, it is format 4 and opens the same.
        loaded.save(3_000).unwrap();
        let again = SavedGame::<IntentToKill>::load(&path).unwrap();
        assert_eq!(again.record.actions(), loaded.record.actions());
    }

    #[test]
    fn the_end_is_final() {
        let mut record = Record::<IntentToKill>::default();
        let actions = transcript("full-game.alibi");
        for action in &actions {
            record.apply(action.clone()).unwrap();
        }
        assert!(record.game().end_is_final());
        let before = record.actions().to_vec();
        assert_eq!(record.undo(), None, "undo can't take the accusation back");
        record.jump_to(3);
        assert_eq!(record.actions(), before.as_slice(), "nor a jump");
        assert!(record.undo_label().is_none());
        assert_eq!(
            record.game().ended().map(|m| m.to_string()).as_deref(),
            Some("Won by the Detective")
        );
        // Up to the accusation, the history goes back as before.
        let mut record = Record::<IntentToKill>::default();
        for action in &actions[..actions.len() - 1] {
            record.apply(action.clone()).unwrap();
        }
        assert!(record.undo().is_some());
    }
}
