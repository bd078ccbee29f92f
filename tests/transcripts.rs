//! Every transcript under tests/transcripts/ replays with all its expectations held, and
//! exporting what it played replays to the same game.

use std::path::{Path, PathBuf};

fn transcripts(game: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(game);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "alibi"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no transcripts in {}", dir.display());
    files
}

fn replay_all<G: alibi::transcript::Dialect>(game: &str) {
    for path in transcripts(game) {
        let text = std::fs::read_to_string(&path).unwrap();
        let base = path.parent().unwrap();
        let played = alibi::transcript::replay::<G>(&text, base);
        assert_eq!(
            played.exit_code,
            0,
            "{} failed:\n{}",
            path.display(),
            played.output.join("\n")
        );
        let exported = alibi::transcript::export::<G>(&played.actions);
        let again = alibi::transcript::replay::<G>(&exported, base);
        assert_eq!(
            again.exit_code,
            0,
            "{}: export failed:\n{}",
            path.display(),
            again.output.join("\n")
        );
        assert_eq!(
            again.actions,
            played.actions,
            "{}: export changed the actions",
            path.display()
        );
        // The full state, secrets included, through its Debug form: the games need no
        // PartialEq of their own just for this.
        assert_eq!(
            format!("{:?}", again.game),
            format!("{:?}", played.game),
            "{}: export changed the game",
            path.display()
        );
    }
}

#[test]
fn crimewave_transcripts_replay() {
    replay_all::<alibi::rules::crimewave::Crimewave>("crimewave");
}

#[test]
fn intent_to_kill_transcripts_replay() {
    replay_all::<alibi::rules::intent::IntentToKill>("intent");
}

#[test]
fn the_command_line_replays_a_transcript_with_exit_0() {
    let file = transcripts("crimewave").remove(0);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_alibi"))
        .arg("replay")
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
}
