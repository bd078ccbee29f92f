//! Game transcripts: the record as plain text. The format, every line and question of both
//! games, is documented for users in `docs/transcripts.md`; `tests/docs.rs` replays its
//! examples and checks that every line the test transcripts use is there.

pub mod crimewave;
mod dialect;
pub mod intent;
mod replay;

pub use dialect::{Dialect, Line};
pub use replay::{EXIT_FAILED, EXIT_OK, EXIT_UNREADABLE, Replay, export, replay};

use crate::games::GameKind;
use std::path::Path;

/// Replays a transcript file of any game: the output lines and the exit status.
pub fn replay_file(path: &Path) -> (Vec<String>, i32) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            return (vec![format!("can't read it: {error}")], EXIT_UNREADABLE);
        }
    };
    let base_dir = path.parent().unwrap_or(Path::new("."));
    replay_text(&text, base_dir)
}

/// Replays transcript text whose files (boards) are relative to `base_dir`.
pub fn replay_text(text: &str, base_dir: &Path) -> (Vec<String>, i32) {
    let game = match replay::header(text) {
        Ok((game, _)) => game,
        Err(message) => return (vec![message], EXIT_UNREADABLE),
    };
    match GameKind::from_id(&game) {
        None => (
            vec![format!(
                "\"{game}\" is not a game Alibi knows; transcripts exist for crimewave and intent-to-kill"
            )],
            EXIT_UNREADABLE,
        ),
        Some(GameKind::Crimewave) => {
            let replay = replay::<crate::rules::crimewave::Crimewave>(text, base_dir);
            (replay.output, replay.exit_code)
        }
        Some(GameKind::IntentToKill) => {
            let replay = replay::<crate::rules::intent::IntentToKill>(text, base_dir);
            (replay.output, replay.exit_code)
        }
        Some(kind) => (
            vec![format!(
                "{} transcripts can't be replayed by this Alibi yet",
                kind.title()
            )],
            EXIT_UNREADABLE,
        ),
    }
}
