//! The command line: `alibi` opens the app; verbs do headless work (shared/spec/transcripts.md).

use crate::games::GameKind;
use crate::record::{self, FileError, Pin, Problem, SavedGame};
use crate::rules::Rules;
use crate::rules::{crime_story, crimewave, intent, keystone, murdero};
use crate::transcript;
use std::ffi::OsString;
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;

/// The environment variable a command takes a sealed game's PIN from.
pub const PIN_VARIABLE: &str = "ALIBI_PIN";

/// What the command line asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Open the app's windows.
    Gui,
    /// Print the help.
    Help,
    /// Print the version.
    Version,
    /// Replay a transcript and check its expectations.
    Replay(OsString),
    /// Check a Crimewave board file.
    CheckBoard(OsString),
    /// Check a saved game's sealed-setup chain against its replayed actions.
    Verify(OsString),
}

/// The help text.
pub const USAGE: &str = "\
Alibi: a referee for crime-themed board games.

Usage:
  alibi                 open the console window (the table window opens from there)
  alibi replay FILE     play a game transcript and check its `=> expected` results
                        (exit 0: all held; 1: a result differed; 2: unreadable file)
  alibi check-board FILE
                        check a Crimewave board file: errors and rulebook warnings
                        (exit 0: no errors; 1: errors; 2: unreadable file)
  alibi verify FILE     check a saved game's sealed setup: replay it and recompute every
                        fingerprint the table was shown
                        (exit 0: all match; 1: one differs; 2: unreadable file)
  alibi --help          this text
  alibi --version       the version

Saved games live in the data folder; set ALIBI_HOME to use another folder. A command
that opens a game sealed with a PIN takes the PIN from ALIBI_PIN, or asks for it.
";

/// Reads the arguments (without the program name). `Err` is a usage error.
pub fn parse(args: &[OsString]) -> Result<Command, String> {
    let words: Vec<_> = args.iter().map(|a| a.to_string_lossy()).collect();
    match words
        .iter()
        .map(|w| w.as_ref())
        .collect::<Vec<&str>>()
        .as_slice()
    {
        [] => Ok(Command::Gui),
        ["--help" | "-h" | "help"] => Ok(Command::Help),
        ["--version" | "-V"] => Ok(Command::Version),
        ["replay", _] => Ok(Command::Replay(args[1].clone())),
        ["replay", ..] => Err("replay takes one transcript file: alibi replay FILE".into()),
        ["check-board", _] => Ok(Command::CheckBoard(args[1].clone())),
        ["check-board", ..] => {
            Err("check-board takes one board file: alibi check-board FILE".into())
        }
        ["verify", _] => Ok(Command::Verify(args[1].clone())),
        ["verify", ..] => Err("verify takes one saved game: alibi verify FILE".into()),
        [other, ..] => Err(format!("unknown command \"{other}\"; see alibi --help")),
    }
}

/// Runs a headless command, writing to `out`; returns the exit status.
pub fn run(command: &Command, out: &mut impl Write) -> i32 {
    let (lines, status) = match command {
        Command::Gui => return 0,
        Command::Help => (vec![USAGE.trim_end().to_owned()], 0),
        Command::Version => (vec![format!("alibi {}", env!("CARGO_PKG_VERSION"))], 0),
        Command::Replay(file) => transcript::replay_file(Path::new(file)),
        Command::CheckBoard(file) => check_board(Path::new(file)),
        Command::Verify(file) => verify(Path::new(file)),
    };
    for line in lines {
        // A closed pipe (alibi replay … | head) is no reason to fail the replay.
        let _ = writeln!(out, "{line}");
    }
    status
}

/// `alibi check-board FILE`: what is wrong with a board file, and whether it can be played.
fn check_board(path: &Path) -> (Vec<String>, i32) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => return (vec![format!("can't read {}: {error}", path.display())], 2),
    };
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let (report, passed) = crate::rules::crimewave::board::check_report(&name, &text);
    (
        vec![report.trim_end().to_owned()],
        if passed { 0 } else { 1 },
    )
}

/// `alibi verify FILE`: replays a saved game of any kind and checks its sealed-setup chain.
fn verify(path: &Path) -> (Vec<String>, i32) {
    let header = match record::read_header(path) {
        Ok(header) => header,
        Err(error) => return (vec![error.to_string()], 2),
    };
    match GameKind::from_id(&header.game) {
        Some(GameKind::Crimewave) => verify_game::<crimewave::Crimewave>(path),
        Some(GameKind::IntentToKill) => verify_game::<intent::IntentToKill>(path),
        Some(GameKind::Murdero) => verify_game::<murdero::Murdero>(path),
        Some(GameKind::CrimeStory) => verify_game::<crime_story::CrimeStory>(path),
        Some(GameKind::Keystone) => verify_game::<keystone::Keystone>(path),
        None => (
            vec![format!(
                "{} is a game of \"{}\", which this version of Alibi doesn't know.",
                path.display(),
                header.game
            )],
            2,
        ),
    }
}

fn verify_game<G: Rules>(path: &Path) -> (Vec<String>, i32) {
    let saved = match load_game::<G>(path) {
        Ok(saved) => saved,
        Err(error) => return (vec![error.to_string()], 2),
    };
    let verification = saved.record.verify();
    let mut lines = vec![format!(
        "{}: {} link(s) in the sealed setup",
        saved.name,
        verification.links.len()
    )];
    lines.extend(
        verification
            .links
            .iter()
            .enumerate()
            .map(|(i, link)| format!("link {}, {}", i + 1, link.summary())),
    );
    lines.extend(verification.unsealed_lines());
    let wrong: Vec<String> = verification
        .links
        .iter()
        .enumerate()
        .filter(|(_, link)| !link.matches())
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    if verification.holds() {
        lines.push(if verification.links.is_empty() {
            "Nothing to verify: this game has no secrets that were sealed.".to_owned()
        } else {
            "Verified: every fingerprint the table was shown matches the game as played.".to_owned()
        });
        (lines, 0)
    } else {
        let mut why = Vec::new();
        if !wrong.is_empty() {
            why.push(format!("link(s) {} differ", wrong.join(", ")));
        }
        if !verification.unsealed.is_empty() {
            why.push(format!(
                "{} change(s) of the secrets were never sealed",
                verification.unsealed.len()
            ));
        }
        lines.push(format!("NOT VERIFIED: {}.", why.join("; ")));
        (lines, 1)
    }
}

/// Opens a saved game for a command (the one place that reads a game file here); a sealed
/// one with the PIN from `ALIBI_PIN`, or else one typed after a prompt (see `pin_for`).
pub fn load_game<G: Rules>(path: &Path) -> Result<SavedGame<G>, FileError> {
    let pin = pin_for(path);
    SavedGame::load_with(path, pin.as_ref())
}

/// The PIN to open `path` with, when it is sealed: from `ALIBI_PIN`, or else typed after a
/// prompt. At a terminal the typed PIN is not echoed (someone may be reading the screen);
/// from a pipe it is read as a line. Nothing for a file in clear.
pub fn pin_for(path: &Path) -> Option<Pin> {
    let from_environment = std::env::var(PIN_VARIABLE).ok();
    pin_for_with(path, from_environment, |prompt| {
        if std::io::stdin().is_terminal() {
            return rpassword::prompt_password(prompt).ok();
        }
        // The prompt is a courtesy: without it (a closed stderr) the PIN can still be piped.
        let mut stderr = std::io::stderr();
        let _ = write!(stderr, "{prompt}");
        let _ = stderr.flush();
        let mut typed = String::new();
        std::io::stdin().lock().read_line(&mut typed).ok()?;
        Some(typed)
    })
}

/// `pin_for` with its sources given: `from_environment` first, else what `ask` returns when
/// handed the prompt (which names the file).
pub fn pin_for_with(
    path: &Path,
    from_environment: Option<String>,
    ask: impl FnOnce(&str) -> Option<String>,
) -> Option<Pin> {
    let sealed =
        record::read_header_with(path, None).is_err_and(|error| error.problem == Problem::Sealed);
    if !sealed {
        return None;
    }
    if let Some(pin) = from_environment.filter(|pin| !pin.is_empty()) {
        return Some(Pin::new(&pin));
    }
    let typed = ask(&format!("{} is sealed. PIN: ", path.display()))?;
    Some(Pin::new(typed.trim()))
}
