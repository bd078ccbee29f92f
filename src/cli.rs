//! The command line: `alibi` opens the app; verbs do headless work (shared/spec/transcripts.md).

use crate::transcript;
use std::ffi::OsString;
use std::io::Write;
use std::path::Path;

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
  alibi --help          this text
  alibi --version       the version

Saved games live in the data folder; set ALIBI_HOME to use another folder.
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
