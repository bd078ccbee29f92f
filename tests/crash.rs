//! A game file survives its writer being killed at any moment: 200 times, a child process
//! saves a stream of hands and is killed at a random point; every time the file must load and
//! hold a prefix of the hands, and the next writer must carry on.
//!
//! The child is this very test binary, re-run with only `writer_child` selected and the file
//! named in an environment variable, so no extra program has to be built.

use alibi::record::SavedGame;
use alibi::rules::murdero::{Action, HandEntry, HouseRules, Murdero, MurderoSetup};
use rand::Rng;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Set in the child: the file to keep saving.
const CHILD_FILE: &str = "ALIBI_CRASH_TEST_FILE";

/// The hand saved as number `n` (from 0): blank but for the cards Ann holds, so every hand
/// differs and a prefix can be recognised.
fn hand(n: usize) -> HandEntry {
    let mut entry = HandEntry::blank(2);
    entry.players[0].in_hand[0] = (n % 3) as u8;
    entry
}

/// The writer: only does anything when run as the child.
#[test]
fn writer_child() {
    let Some(path) = std::env::var_os(CHILD_FILE) else {
        return;
    };
    let mut game = SavedGame::<Murdero>::new(path.into(), "Crash test".into(), 0);
    let setup = MurderoSetup {
        players: vec!["Ann".into(), "Ben".into()],
        partnership: false,
        decks: 1,
        house: HouseRules::default(),
    };
    game.record.apply(Action::Setup(setup)).unwrap();
    for n in 0.. {
        game.record.apply(Action::RecordHand(hand(n))).unwrap();
        game.save(n as u64).unwrap();
    }
}

#[test]
fn killing_the_writer_never_leaves_a_damaged_or_out_of_order_file() {
    let dir = tempfile::tempdir().unwrap();
    let me = std::env::current_exe().unwrap();
    let mut rng = rand::rng();
    let mut longest = 0;
    for round in 0..200 {
        let path = dir.path().join(format!("game-{}.alibi-game", round % 4));
        let mut child = Command::new(&me)
            .args(["--exact", "writer_child", "--test-threads=1"])
            .env(CHILD_FILE, &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(rng.random_range(1_000..40_000)));
        child.kill().unwrap();
        child.wait().unwrap();

        if !path.exists() {
            continue; // killed before its first save
        }
        let game = SavedGame::<Murdero>::load(&path)
            .unwrap_or_else(|e| panic!("round {round}: the file must load: {e}"));
        let actions = game.record.actions();
        assert!(
            matches!(actions.first(), Some(Action::Setup(_))),
            "round {round}"
        );
        for (n, action) in actions[1..].iter().enumerate() {
            assert_eq!(
                action,
                &Action::RecordHand(hand(n)),
                "round {round}: hand {n}"
            );
        }
        longest = longest.max(actions.len());
    }
    assert!(
        longest > 2,
        "the writer never got going: the kills all came too early"
    );
}
