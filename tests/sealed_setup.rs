//! The sealed setup and the corrections, on real Crimewave and Intent to Kill records: a link
//! once the secrets are all chosen, a new one when a forced move changes a home, undo taking
//! links and answers back visibly (and the start undone leaving the same seal standing),
//! files that keep both, and verification that catches a changed secret.

use alibi::record::seal::{self, Seal};
use alibi::record::{Record, SavedGame};
use alibi::rules::Rules;
use alibi::rules::crimewave::{Action, Board, BoardChoice, Crimewave, Evidence, Killer, Loc};
use alibi::rules::intent::IntentToKill;

const GRID: &str = include_str!("transcripts/crimewave/grid-board.json");

/// A fixed "random" salt per link, so the tests can name what was drawn.
fn salt(n: u8) -> impl FnOnce() -> [u8; 16] {
    move || [n; 16]
}

/// The grid setup with homes red 12, green 19, blue 84, as actions (no transcript).
fn setup() -> Vec<Action> {
    let board = Board::from_json(GRID).expect("the grid board is valid").0;
    let mut actions = vec![
        Action::Board(BoardChoice::File {
            path: "grid-board.json".into(),
            board,
        }),
        Action::Investigators(vec!["Ann".into(), "Bob".into(), "Cy".into()]),
    ];
    for (killer, face) in [(Killer::Red, 1), (Killer::Green, 3), (Killer::Blue, 5)] {
        actions.push(Action::Method {
            killer,
            method: alibi::rules::crimewave::MethodChoice::Face(face),
        });
    }
    for (killer, loc) in [(Killer::Red, 12), (Killer::Green, 19), (Killer::Blue, 84)] {
        actions.push(Action::Residence { killer, loc });
    }
    for (killer, loc) in [
        (Killer::Red, 12),
        (Killer::Red, 16),
        (Killer::Green, 29),
        (Killer::Green, 20),
        (Killer::Blue, 94),
        (Killer::Blue, 74),
    ] {
        actions.push(Action::Scene {
            killer,
            loc,
            evidence: Evidence::Item,
        });
    }
    actions
}

fn raid(loc: Loc) -> Action {
    Action::Raid {
        investigator: "Ann".into(),
        loc,
        killer: Killer::Red,
    }
}

/// Takes an action the way the console does: apply, then seal with a fresh salt.
fn take(record: &mut Record<Crimewave>, action: Action, n: u8) {
    record.apply(action).expect("a legal action");
    record.seal_if_changed(salt(n));
}

/// Lines as English, the language of files and transcripts.
fn english(lines: &[alibi::i18n::Msg]) -> Vec<String> {
    lines.iter().map(ToString::to_string).collect()
}

/// How many actions the setup has taken once the three homes are chosen: the moment they
/// are sealed.
const HOMES_CHOSEN: usize = 8;

/// A started game; the homes were sealed with salt 1 once chosen.
fn started() -> Record<Crimewave> {
    let mut record = Record::default();
    for action in setup() {
        take(&mut record, action, 1);
    }
    assert_eq!(record.seals().len(), 1, "the homes are sealed in setup");
    take(&mut record, Action::Start, 2);
    assert_eq!(record.seals().len(), 1, "the start changes no secret");
    record
}

#[test]
fn secrets_exist_once_every_home_is_chosen_and_a_forced_move_changes_them() {
    let mut game = Crimewave::new();
    for (i, action) in setup().into_iter().enumerate() {
        game.apply(&action).unwrap();
        if i + 1 < HOMES_CHOSEN {
            assert_eq!(game.secrets(), None, "no seal while homes are still chosen");
        } else {
            assert_eq!(game.secrets().as_deref(), Some("red 12; green 19; blue 84"));
        }
    }
    game.apply(&Action::Start).unwrap();
    let start = game.secrets();
    assert_eq!(start.as_deref(), Some("red 12; green 19; blue 84"));
    for _ in 0..3 {
        game.apply(&raid(13)).unwrap();
        assert_eq!(game.secrets(), start, "a missed raid moves nobody");
    }
    assert_eq!(game.pending_relocation(), Some(Killer::Red));
    game.apply(&Action::Relocate {
        killer: Killer::Red,
        loc: 52,
    })
    .unwrap();
    assert_eq!(game.secrets().as_deref(), Some("red 52; green 19; blue 84"));
    assert_eq!(game.public_log().len(), 3, "the three raid answers");
}

#[test]
fn the_homes_are_sealed_once_chosen_and_a_relocation_adds_a_chained_link() {
    let mut record = started();
    let first = record.seals()[0].clone();
    let start = setup().len() + 1;
    assert_eq!(first.after, HOMES_CHOSEN);
    assert_eq!(first.salt, "01".repeat(16));
    assert_eq!(
        first.fingerprint,
        seal::fingerprint("", "red 12; green 19; blue 84", &first.salt)
    );

    for n in 2..5 {
        take(&mut record, raid(13), n);
    }
    assert_eq!(record.seals().len(), 1, "raids don't change the secrets");
    take(
        &mut record,
        Action::Relocate {
            killer: Killer::Red,
            loc: 52,
        },
        9,
    );
    let second = &record.seals()[1];
    assert_eq!(second.after, start + 4);
    assert_eq!(
        second.fingerprint,
        seal::fingerprint(
            &first.fingerprint,
            "red 52; green 19; blue 84",
            &"09".repeat(16)
        )
    );
    let verification = record.verify();
    assert!(verification.holds(), "{verification:?}");
    assert_eq!(
        verification.links[1].label.as_deref(),
        Some("Red Terror moves to 52")
    );
}

#[test]
fn undo_takes_a_link_back_visibly_and_a_redo_makes_a_fresh_one() {
    let mut record = started();
    for n in 2..5 {
        take(&mut record, raid(13), n);
    }
    take(
        &mut record,
        Action::Relocate {
            killer: Killer::Red,
            loc: 52,
        },
        9,
    );
    let dropped = record.seals()[1].fingerprint.clone();
    record.undo();
    record.seal_if_changed(salt(10));
    assert_eq!(record.seals().len(), 1, "the relocation's link is gone");
    let correction = record.corrections().last().expect("a correction");
    assert_eq!(
        english(&correction.withdrawn),
        [format!("sealed setup {}", seal::short(&dropped))]
    );

    record.redo();
    record.seal_if_changed(salt(11));
    assert_eq!(record.seals().len(), 2);
    assert_ne!(record.seals()[1].fingerprint, dropped, "a new salt");
    assert!(record.verify().holds());
}

#[test]
fn undoing_the_start_leaves_the_same_sealed_setup_standing() {
    let mut record = started();
    let sealed = record.seals().to_vec();
    record.undo();
    record.seal_if_changed(salt(3));
    assert_eq!(
        record.seals(),
        sealed,
        "the homes still stand, sealed as before"
    );
    assert!(record.corrections().is_empty(), "nothing was taken back");
    record.redo();
    record.seal_if_changed(salt(4));
    assert_eq!(record.seals(), sealed);
    assert!(record.verify().holds());
}

#[test]
fn undoing_a_raid_leaves_a_correction_the_table_can_read() {
    let mut record = started();
    take(&mut record, raid(56), 2);
    let answer = "RAID at 56 on the Red Terror by Ann: MISS";
    assert_eq!(english(&record.game().public_log()), [answer]);
    record.undo();
    assert!(record.game().public_log().is_empty());
    let lines: Vec<String> = record
        .corrections()
        .iter()
        .flat_map(|c| c.lines())
        .map(|line| line.to_string())
        .collect();
    assert_eq!(lines, [format!("Corrected: {answer} was taken back")]);
    assert_eq!(record.corrections()[0].at, setup().len() + 1);

    // Undoing something the table never saw an answer for leaves nothing.
    let mut quiet = started();
    take(
        &mut quiet,
        Action::Murder {
            killer: Killer::Red,
            loc: 13,
            evidence: Evidence::Blood,
        },
        2,
    );
    quiet.undo();
    assert!(quiet.corrections().is_empty());
}

#[test]
fn seals_and_corrections_survive_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.alibi-game");
    let mut saved = SavedGame::<Crimewave>::new(path.clone(), "Friday".into(), 1);
    saved.record = started();
    take(&mut saved.record, raid(56), 2);
    saved.record.undo();
    saved.save(2).unwrap();

    let loaded = SavedGame::<Crimewave>::load(&path).unwrap();
    assert_eq!(loaded.record.seals(), saved.record.seals());
    assert_eq!(loaded.record.corrections(), saved.record.corrections());
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).expect("a record is JSON");
    let line = &json["corrections"][0]["withdrawn"][0];
    assert_eq!(
        line["line"], "RAID at 56 on the Red Terror by Ann: MISS",
        "the file keeps the English words for readers without the message files"
    );
    assert!(
        line["msg"]["id"].is_string(),
        "and the message itself: {line}"
    );

    // A file from before the lines were kept as messages holds the English alone: it is
    // said as it is.
    let mut old_lines = json.clone();
    old_lines["corrections"][0]["withdrawn"][0] =
        "RAID at 56 on the Red Terror by Ann: MISS".into();
    std::fs::write(&path, serde_json::to_vec(&old_lines).unwrap()).unwrap();
    let older = SavedGame::<Crimewave>::load(&path).unwrap();
    assert_eq!(
        english(&older.record.corrections()[0].withdrawn),
        english(&saved.record.corrections()[0].withdrawn)
    );
    std::fs::write(&path, serde_json::to_vec(&json).unwrap()).unwrap();
    assert!(loaded.record.verify().holds());
    // A loaded record knows what its last link sealed: no needless new link.
    let mut again = loaded.record.clone();
    assert!(!again.seal_if_changed(salt(3)));

    // Files saved before the chain existed still open, with no links and no corrections.
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).expect("a record is JSON");
    let object = json.as_object_mut().unwrap();
    object.remove("seals");
    object.remove("corrections");
    std::fs::write(&path, serde_json::to_vec(&json).unwrap()).unwrap();
    let old = SavedGame::<Crimewave>::load(&path).unwrap();
    assert!(old.record.seals().is_empty());
    let verification = old.record.verify();
    assert_eq!(verification.unsealed, [HOMES_CHOSEN]);
    assert!(!verification.holds(), "unsealed homes are reported");
}

#[test]
fn a_changed_secret_fails_verification() {
    let record = started();
    let mut actions = record.actions().to_vec();
    for action in &mut actions {
        if let Action::Residence {
            killer: Killer::Blue,
            loc,
        } = action
        {
            *loc = 85; // still legal, but not what was sealed
        }
    }
    let tampered: Record<Crimewave> =
        Record::rebuild(actions, Vec::new(), record.seals().to_vec(), Vec::new()).unwrap();
    let verification = tampered.verify();
    assert!(!verification.holds());
    assert!(!verification.links[0].matches());
    assert!(
        verification.links[0]
            .summary()
            .to_string()
            .contains("red 12; green 19; blue 85 — salt"),
        "{}",
        verification.links[0].summary()
    );

    // A link whose saved fingerprint was edited fails too, and so does the link after it,
    // which chains the original.
    let mut seals: Vec<Seal> = record.seals().to_vec();
    seals[0].fingerprint = "0".repeat(64);
    let edited: Record<Crimewave> =
        Record::rebuild(record.actions().to_vec(), Vec::new(), seals, Vec::new()).unwrap();
    assert!(!edited.verify().holds());
}

#[test]
fn intent_to_kill_seals_its_secret_cards_once_chosen() {
    use alibi::rules::intent::{Action as I, Layout, Mode, deal};
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let layout = Layout::Base;
    let dealt = deal(layout, Mode::Logic, &layout.motives(Mode::Logic), &mut rng);
    let mut record = Record::<IntentToKill>::default();
    for action in dealt {
        record.apply(action).expect("a legal setup");
        assert!(!record.seal_if_changed(salt(0)), "nothing sealed in setup");
    }
    let offered = record
        .game()
        .offered()
        .expect("the deal offers three groups");
    record.apply(I::Supporters(offered[0])).unwrap();
    assert!(
        record.seal_if_changed(salt(1)),
        "sealed once the Supporters complete the secret cards"
    );
    for action in [I::Detective(5), I::Start] {
        record.apply(action).expect("a legal setup");
        assert!(
            !record.seal_if_changed(salt(0)),
            "the start changes no card"
        );
    }
    let game = record.game();
    let secrets = game.secrets().expect("secrets once started");
    for part in [
        game.murderer().map(|c| c.to_string()),
        game.poi().map(|c| c.to_string()),
        game.motive().map(|m| m.name()),
        game.supporters().map(|g| g.name().to_owned()),
    ] {
        let part = part.expect("every secret card is chosen");
        assert!(secrets.contains(&part), "{secrets} names {part}");
    }
    assert!(record.verify().holds());
    assert!(!record.seal_if_changed(salt(2)), "the cards never change");
}
