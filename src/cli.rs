//! The command line: `alibi` opens the app; verbs do headless work. The transcript format
//! `alibi replay` reads is documented in `docs/transcripts.md`, the board files
//! `alibi check-board` reads in `docs/boards.md`, the saved games `alibi verify` opens in
//! `docs/saved-games.md`.

pub mod display;
mod generate;

use crate::arena::crimewave::{Investigators as CrimewaveInvestigators, KillersSide};
use crate::arena::{
    self,
    intent::{Contender, IntentRun},
};
use crate::games::GameKind;
use crate::plays::crimewave::investigators;
use crate::plays::intent::rollout::Think;
use crate::record::{self, FileError, HOME_VARIABLE, Pin, Problem, SavedGame};
use crate::rules::Rules;
use crate::rules::{crime_story, crimewave, intent, keystone, murdero};
use crate::transcript;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

pub use generate::{Generated, SHELLS, man_pages, reference};

/// The environment variable a command takes a sealed game's PIN from.
pub const PIN_VARIABLE: &str = "ALIBI_PIN";

/// The exit statuses every verb shares, as `alibi --help` and the man page list them.
pub const EXIT_STATUSES: [(&str, &str); 3] = [
    (
        "0",
        "all held (replay), no errors (check-board), every fingerprint matches (verify), \
         the games were played (selfplay)",
    ),
    (
        "1",
        "a result differed (replay), the board has errors (check-board), a link differs (verify), \
         the engine refused one of Alibi's decisions (selfplay crimewave: a bug to report)",
    ),
    (
        "2",
        "the file can't be read, a game can't be played or exported (selfplay), or the \
         command line is wrong",
    ),
];

/// The environment variables Alibi reads, as `alibi --help` and the man page list them.
pub const ENVIRONMENT: [(&str, &str); 2] = [
    (
        HOME_VARIABLE,
        "the data folder (saved games, traced boards, settings) to use instead of the usual one",
    ),
    (
        PIN_VARIABLE,
        "the PIN of a game sealed with one, for a command that opens it (else it asks)",
    ),
];

/// Where Alibi's guides and file formats are, as `alibi --help` and the man page say.
pub const DOCUMENTATION: &str = "The guides and the formats (transcripts, board files, saved \
                                 games) are in docs/ in Alibi's source;\nthe package installs \
                                 them in /usr/share/doc/alibi/docs/.";

/// What `alibi --help` says after the options: the exit statuses, the environment and where
/// the documentation is (the man page renders the same lists as sections of its own).
fn after_help() -> String {
    let mut text = String::from("Exit status:\n");
    for (status, meaning) in EXIT_STATUSES {
        text.push_str(&format!("  {status}  {meaning}\n"));
    }
    text.push_str("\nEnvironment:\n");
    let width = ENVIRONMENT
        .iter()
        .map(|(name, _)| name.len())
        .max()
        .unwrap_or(0);
    for (name, meaning) in ENVIRONMENT {
        text.push_str(&format!("  {name:width$}  {meaning}\n"));
    }
    text.push('\n');
    text.push_str(DOCUMENTATION);
    text
}

/// The command line as clap reads it: no verb opens the app.
#[derive(Debug, Parser)]
#[command(
    name = "alibi",
    version,
    about = "Alibi: a referee for crime-themed board games.",
    long_about = "Alibi: a referee for crime-themed board games.\n\nWithout a command it opens \
                  the console window (the table window opens from there).",
    after_help = after_help()
)]
struct Arguments {
    #[command(subcommand)]
    verb: Option<Verb>,
    /// Show the table screen on phones from the start: a read-only page on the local network
    /// (its address and QR code are on the console).
    #[arg(long)]
    serve_table: bool,
}

/// The headless verbs.
#[derive(Debug, Subcommand)]
enum Verb {
    /// Play a game transcript and check its `=> expected` results.
    Replay {
        /// The transcript (its format: docs/transcripts.md).
        file: PathBuf,
    },
    /// Check a Crimewave board file: errors and rulebook warnings.
    CheckBoard {
        /// The board file (JSON, as the board tracer saves it; its format: docs/boards.md).
        file: PathBuf,
    },
    /// Check a saved game's sealed setup: replay it and recompute every fingerprint the table
    /// was shown.
    Verify {
        /// The saved game (`.alibi-game`; what it holds: docs/saved-games.md).
        file: PathBuf,
    },
    /// Play Alibi against itself (or against outside programs) and print the win table.
    Selfplay {
        #[command(subcommand)]
        game: SelfplayGame,
    },
}

/// The games self-play knows.
#[derive(Debug, Subcommand)]
enum SelfplayGame {
    /// Intent to Kill: the Murderer against the Detective, on the beginner layout in Logic
    /// mode (the deal, the Supporters among the three tokens drawn, and the Detective's
    /// starting block are the referee's; the sides play everything else).
    #[command(name = "intent-to-kill")]
    IntentToKill {
        /// Who plays the Murderer: easy, standard, hard, or external:CMD — a program that
        /// speaks the open protocol over its standard input and output (see docs/protocol.md).
        #[arg(long, value_parser = Contender::parse, value_name = "LEVEL")]
        murderer: Contender,
        /// Who plays the Detective: easy, standard, hard, or external:CMD.
        #[arg(long, value_parser = Contender::parse, value_name = "LEVEL")]
        detective: Contender,
        /// How many games to play.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        games: u32,
        /// Makes the run repeatable (without it a seed is drawn, and printed).
        #[arg(long)]
        seed: Option<u64>,
        /// Write every game as a transcript into this folder (`alibi replay` passes them).
        #[arg(long, value_name = "DIR")]
        export: Option<PathBuf>,
        /// How long `hard` thinks over a choice, in milliseconds of the 2-core machine the
        /// budgets are set on, counted as games played out so that a seed still replays the
        /// same games (default: Alibi's own budget, a decision within a second).
        #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u32).range(1..=100_000))]
        think: Option<u32>,
    },
    /// Crimewave: the three Killers against the Investigators, on the stand-in board; either
    /// side may be Alibi at a level or an outside program.
    #[command(after_long_help = investigators::SIMPLIFICATIONS)]
    Crimewave {
        /// Who plays the Killers: easy, standard, hard (Alibi's levels), or external:CMD — a
        /// program that speaks the open protocol over its standard input and output (see
        /// docs/protocol.md).
        #[arg(long, value_parser = KillersSide::parse, value_name = "WHO")]
        killers: KillersSide,
        /// How many games to play.
        #[arg(long, value_parser = games)]
        games: u32,
        /// Makes a run repeatable: the same seed plays the same games (without it, a seed is
        /// drawn and printed).
        #[arg(long)]
        seed: Option<u64>,
        /// Writes every game to this folder as a transcript that `alibi replay` checks.
        #[arg(long, value_name = "DIR")]
        export: Option<PathBuf>,
        /// Who plays the Investigators: easy, standard, hard (the simulated table's levels), or
        /// external:CMD — a program that hears the public lines only.
        #[arg(long, default_value = "standard", value_parser = CrimewaveInvestigators::parse, value_name = "WHO")]
        investigators: CrimewaveInvestigators,
        /// How many Investigators sit at the table (1 to 6).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=6))]
        seats: u8,
    },
}

/// Reads a number of games for clap: 1 or more.
fn games(word: &str) -> Result<u32, String> {
    word.parse()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("'{word}' is not a number of games: play 1 game or more"))
}

/// What the command line asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Open the app's windows; with `serve_table`, show the table on phones at once.
    Gui {
        /// Start "Show on phones" with the app.
        serve_table: bool,
    },
    /// Replay a transcript and check its expectations.
    Replay(PathBuf),
    /// Check a Crimewave board file.
    CheckBoard(PathBuf),
    /// Check a saved game's sealed-setup chain against its replayed actions.
    Verify(PathBuf),
    /// Self-play of Intent to Kill.
    SelfplayIntent(IntentRun),
    /// Self-play of Crimewave: Alibi's Killers against simulated Investigators.
    SelfplayCrimewave(arena::crimewave::Run),
    /// Write the man pages or the completions into a folder.
    Generate(Generated, PathBuf),
}

/// The command line's one declaration, as clap builds it: what `alibi --help`, the man
/// pages, the completions and the tests that hold them together are made from. The hidden
/// `alibi generate` is added only when parsing (see `generate::verb`).
pub fn declaration() -> clap::Command {
    Arguments::command()
}

/// Reads the arguments, program name first. `Err` is clap's answer for help, the version or
/// a usage error: `Error::exit` prints it where it belongs and exits 0 or 2.
pub fn parse<I, T>(args: I) -> Result<Command, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let mut args = args.into_iter().peekable();
    let program = args.next();
    // The program's name alone, as every start from the desktop menu: the app, what clap
    // would say too (a test holds the two together), without building the declaration of
    // every verb first, code and memory the start-up would touch for nothing.
    if args.peek().is_none() {
        return Ok(Command::Gui { serve_table: false });
    }
    parse_declared(program.into_iter().chain(args))
}

/// [`parse`] through the declaration, whatever the arguments.
pub fn parse_declared<I, T>(args: I) -> Result<Command, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let matches = declaration()
        .subcommand(generate::verb())
        .try_get_matches_from(args)?;
    if let Some((generate::VERB, found)) = matches.subcommand() {
        let (what, dir) = generate::read(found)?;
        return Ok(Command::Generate(what, dir));
    }
    let arguments = Arguments::from_arg_matches(&matches)?;
    Ok(match arguments.verb {
        None => Command::Gui {
            serve_table: arguments.serve_table,
        },
        Some(Verb::Replay { file }) => Command::Replay(file),
        Some(Verb::CheckBoard { file }) => Command::CheckBoard(file),
        Some(Verb::Verify { file }) => Command::Verify(file),
        Some(Verb::Selfplay {
            game:
                SelfplayGame::IntentToKill {
                    murderer,
                    detective,
                    games,
                    seed,
                    export,
                    think,
                },
        }) => Command::SelfplayIntent(IntentRun {
            murderer,
            detective,
            games,
            seed: seed.unwrap_or_else(rand::random),
            export,
            think: think.map_or(Think::DEFAULT, Think::millis),
        }),
        Some(Verb::Selfplay {
            game:
                SelfplayGame::Crimewave {
                    killers,
                    games,
                    seed,
                    export,
                    investigators,
                    seats,
                },
        }) => Command::SelfplayCrimewave(arena::crimewave::Run {
            killers,
            games,
            seed,
            export,
            investigators,
            seats: usize::from(seats),
        }),
    })
}

/// What a headless verb found: the report for stdout, and the error that stopped it, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The verb's report, one line each (stdout).
    pub report: Vec<String>,
    /// Why the verb could not finish: one line, "error: …" with the file and what is wrong
    /// (stderr).
    pub error: Option<String>,
    /// The exit status: 0 ok, 1 mismatch or invalid, 2 unreadable.
    pub status: i32,
}

impl Outcome {
    /// A verb's lines and status; when the status says the file was unreadable, the last line
    /// is the reason, and it becomes the error about `path`.
    fn of(path: &Path, mut lines: Vec<String>, status: i32) -> Self {
        let error = (status == transcript::EXIT_UNREADABLE)
            .then(|| lines.pop())
            .flatten()
            .map(|why| error_line(path, &why));
        Self {
            report: lines,
            error,
            status,
        }
    }
}

/// One error style for every verb: "error: PATH: what is wrong", the path said once.
fn error_line(path: &Path, why: &str) -> String {
    let file = path.display().to_string();
    let why = why.trim_end_matches('.');
    let mut chars = why.chars();
    let why = match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect::<String>(),
        None => "unreadable".to_owned(),
    };
    if why.contains(&file) {
        format!("error: {why}")
    } else {
        format!("error: {file}: {why}")
    }
}

/// Runs a headless verb.
pub fn run(command: &Command) -> Outcome {
    match command {
        Command::Gui { .. } => Outcome {
            report: Vec::new(),
            error: None,
            status: 0,
        },
        Command::Replay(file) => {
            let (lines, status) = transcript::replay_file(file);
            Outcome::of(file, lines, status)
        }
        Command::CheckBoard(file) => {
            let (lines, status) = check_board(file);
            Outcome::of(file, lines, status)
        }
        Command::Verify(file) => {
            let (lines, status) = verify(file);
            Outcome::of(file, lines, status)
        }
        Command::Generate(what, dir) => {
            let (lines, status) = generate::write(*what, dir);
            Outcome::of(dir, lines, status)
        }
        Command::SelfplayIntent(run) => match arena::intent::run(run) {
            Ok(report) => Outcome {
                report: report.lines(),
                error: None,
                status: 0,
            },
            Err(why) => Outcome {
                report: Vec::new(),
                error: Some(format!("error: {why}")),
                status: 2,
            },
        },
        Command::SelfplayCrimewave(asked) => selfplay_crimewave(asked),
    }
}

/// `alibi selfplay crimewave`: the arena plays the games and writes their transcripts; the
/// report says the Killers' wins with their 95 % interval, the rounds they survived and the
/// time Alibi took per decision.
fn selfplay_crimewave(run: &arena::crimewave::Run) -> Outcome {
    match arena::crimewave::run(run) {
        Ok(report) => Outcome {
            report: report.lines(),
            error: None,
            status: 0,
        },
        Err(stopped) => Outcome {
            report: Vec::new(),
            error: Some(format!("error: {stopped}")),
            status: match stopped {
                arena::crimewave::Stopped::Refused(_) => 1,
                arena::crimewave::Stopped::Unwritable(_) => 2,
            },
        },
    }
}

/// Writes an outcome: the report to `out`, the error to `err`; returns the exit status.
pub fn write_outcome(outcome: &Outcome, out: &mut impl Write, err: &mut impl Write) -> i32 {
    for line in &outcome.report {
        // A closed pipe (alibi replay … | head) is no reason to fail the replay.
        let _ = writeln!(out, "{line}");
    }
    if let Some(error) = &outcome.error {
        let _ = writeln!(err, "{error}");
    }
    outcome.status
}

/// `alibi check-board FILE`: what is wrong with a board file, and whether it can be played.
fn check_board(path: &Path) -> (Vec<String>, i32) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => return (vec![format!("can't read it: {error}")], 2),
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
