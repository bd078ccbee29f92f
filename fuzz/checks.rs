//! What every input must satisfy, shared by the fuzz targets (fuzz/fuzz_targets/) and the
//! corpus test (tests/fuzz_corpus.rs): nothing panics, every refusal says what is wrong,
//! and what is accepted reads back the same once written out again. `alibi` is the real
//! library in the test and the same source files, without the UI, in the fuzz crate.

use alibi::record::{Pin, Problem, SavedGame, read_header, read_header_with};
use alibi::rules::Rules;
use alibi::rules::crime_story::CrimeStory;
use alibi::rules::crimewave::Crimewave;
use alibi::rules::crimewave::board::{Board, Draft, Finding, check_report};
use alibi::rules::intent::IntentToKill;
use alibi::rules::keystone::Keystone;
use alibi::rules::murdero::Murdero;
use alibi::transcript::{Dialect, EXIT_OK, EXIT_UNREADABLE, export, replay, replay_text};
use std::path::Path;

/// Transcript refusals about the whole file rather than one of its lines.
const WHOLE_TRANSCRIPT: [&str; 4] = [
    "the transcript is empty",
    "has no \"game\" line",
    "is not a game Alibi knows",
    "can't be replayed by this Alibi yet",
];

/// A transcript (any bytes, read as text) whose board files are relative to `base_dir`.
pub fn transcript(bytes: &[u8], base_dir: &Path) {
    let text = String::from_utf8_lossy(bytes);
    let (output, exit_code) = replay_text(&text, base_dir);
    for line in &output {
        assert!(
            !line.trim().is_empty(),
            "an empty output line in {output:?}"
        );
        if let Some((_, refusal)) = line.split_once("illegal: ") {
            assert!(
                !refusal.trim().is_empty(),
                "a refusal without a reason: {line:?}"
            );
        }
    }
    if exit_code == EXIT_UNREADABLE {
        let why = output.last().map_or("", String::as_str);
        assert!(
            names_a_line(why) || WHOLE_TRANSCRIPT.iter().any(|w| why.contains(w)),
            "an unreadable transcript's message names no line: {why:?}"
        );
    }
    replays_as_exported::<Crimewave>(&text, base_dir);
    replays_as_exported::<IntentToKill>(&text, base_dir);
}

/// `line N: REASON` with a reason.
fn names_a_line(message: &str) -> bool {
    message
        .strip_prefix("line ")
        .and_then(|rest| rest.split_once(": "))
        .is_some_and(|(number, reason)| {
            number.parse::<usize>().is_ok() && !reason.trim().is_empty()
        })
}

/// The accepted actions of a transcript, exported, replay to the same actions.
fn replays_as_exported<G: Dialect>(text: &str, base_dir: &Path) {
    let played = replay::<G>(text, base_dir);
    let _ = (played.game.progress(), played.game.public_view());
    let exported = export::<G>(&played.actions);
    let again = replay::<G>(&exported, base_dir);
    assert_eq!(
        again.exit_code, EXIT_OK,
        "the export\n{exported}replays as {:?}",
        again.output
    );
    assert_eq!(again.actions, played.actions, "the export\n{exported}");
}

/// A board file (any bytes, read as text): checked as `alibi check-board`, the game and the
/// tracer read it.
pub fn board(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let checked = Board::from_json(&text);
    match &checked {
        Ok((board, warnings)) => {
            none_is_empty(warnings);
            let again = Board::from_json(&board.to_json()).map(|(again, _)| again);
            assert_eq!(
                again.as_ref(),
                Ok(board),
                "a checked board reads back the same"
            );
        }
        Err(errors) => all_say_something(errors),
    }
    let drafted = Draft::from_json(&text);
    let texts = |findings: Vec<Finding>| -> Vec<String> {
        findings.into_iter().map(|f| f.text.to_string()).collect()
    };
    match &drafted {
        Ok(draft) => {
            let again = Draft::from_json(&draft.to_json());
            assert_eq!(again.as_ref(), Ok(draft), "a draft reads back the same");
            match draft.check() {
                Ok((_, warnings)) => none_is_empty(&texts(warnings)),
                Err(errors) => {
                    assert!(checked.is_err(), "the draft's checks refuse a good board");
                    all_say_something(&texts(errors.clone()));
                }
            }
        }
        Err(errors) => {
            all_say_something(&texts(errors.clone()));
            assert!(
                checked.is_err(),
                "a good board is not a board file to the tracer"
            );
        }
    }
    let (report, usable) = check_report("board.json", &text);
    assert_eq!(usable, checked.is_ok(), "check-board disagrees: {report}");
    assert!(!report.trim().is_empty());
}

/// A refusal's messages: at least one, none empty.
fn all_say_something(messages: &[String]) {
    assert!(!messages.is_empty(), "a refusal with no reason");
    none_is_empty(messages);
}

/// Warnings (there may be none) or errors: none is an empty sentence.
fn none_is_empty(messages: &[String]) {
    for message in messages {
        assert!(
            !message.trim().is_empty(),
            "an empty message in {messages:?}"
        );
    }
}

/// A saved-game file (any bytes, written to `file`): its header for the resume list, then
/// the whole record as each game, without a PIN and with `pin` (sealed files).
pub fn record(bytes: &[u8], file: &Path, pin: &Pin) {
    if let Err(error) = std::fs::write(file, bytes) {
        panic!("can't write the scratch file {}: {error}", file.display());
    }
    for opened in [read_header(file), read_header_with(file, Some(pin))] {
        if let Err(error) = opened {
            says_what_is_wrong(&error.problem, &error.to_string());
        }
    }
    opens::<Crimewave>(file, pin);
    opens::<IntentToKill>(file, pin);
    opens::<Murdero>(file, pin);
    opens::<CrimeStory>(file, pin);
    opens::<Keystone>(file, pin);
}

/// Opens a record as game `G` without and with the PIN, then walks it as the history panel
/// and `alibi verify` do: every redo, one undo, the table's view, the sealed-setup chain.
fn opens<G: Rules>(file: &Path, pin: &Pin) {
    for opened in [
        SavedGame::<G>::load(file),
        SavedGame::<G>::load_with(file, Some(pin)),
    ] {
        let mut saved = match opened {
            Ok(saved) => saved,
            Err(error) => {
                says_what_is_wrong(&error.problem, &error.to_string());
                continue;
            }
        };
        let record = &mut saved.record;
        assert_eq!(record.history().len(), record.actions().len());
        let _ = record.redo_label();
        while record.redo().is_some() {}
        record.undo();
        let _ = (record.game().progress(), record.game().public_view());
        let verification = record.verify();
        let _ = verification.holds();
        for link in &verification.links {
            assert!(!link.summary().to_string().trim().is_empty());
        }
        let _ = verification.unsealed_lines().count();
        let _ = record.corrections().iter().flat_map(|c| c.lines()).count();
    }
}

fn says_what_is_wrong(problem: &Problem, message: &str) {
    assert!(!message.trim().is_empty());
    let why = match problem {
        Problem::Unreadable(why) => why.clone(),
        Problem::Damaged(why) => why.to_string(),
        _ => return,
    };
    assert!(!why.trim().is_empty(), "no reason in {message:?}");
}
