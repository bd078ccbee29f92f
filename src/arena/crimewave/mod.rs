//! Crimewave in the arena: Alibi's Killers against the simulated Investigators, game after
//! game, with every decision timed. Each game is an ordinary record of actions the engine
//! accepted, so it exports as a transcript that `alibi replay` checks.
//!
//! A round: the Killer event, the murder, then each Investigator's five actions in seat
//! order (a trial ends the round). After every missed raid the spooked Killer decides at
//! once (Spook 2, Spook 3). Either side may be an outside program speaking the open
//! protocol: the Investigators ([`external`]), the Killers ([`killers`]).

pub mod external;
pub mod killers;
mod table;

use table::Table;

use super::stats::{Share, Timing};
use crate::plays::crimewave::Killers;
use crate::plays::crimewave::investigators::Squad;
use crate::plays::{Level, decision_rng};
use crate::rules::Rules;
use crate::rules::crimewave::{Action, BoardChoice, Crimewave, Winner};
use crate::transcript::export;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::fmt;
use std::path::PathBuf;

/// A game that has not ended after this many rounds is a bug (Public Panic rises at least
/// every few rounds), reported rather than looped on.
const MAX_ROUNDS: u32 = 500;

/// The Investigators' names, in seat order.
const NAMES: [&str; 6] = ["ann", "bob", "cy", "di", "ed", "flo"];

/// One game of self-play, played out.
#[derive(Debug, Clone)]
pub struct Game {
    /// Every accepted action, in order: the game's record.
    pub actions: Vec<Action>,
    /// Who won.
    pub winner: Winner,
    /// Rounds played (the Killers survived them all, but the last if they lost).
    pub rounds: u32,
    /// The time each of Alibi's decisions took.
    pub timing: Timing,
    /// Why a side's program forfeited the game, if one did: the other side is the winner.
    pub forfeit: Option<String>,
}

impl Game {
    /// The game as a transcript ending with its `? winner` line, which `alibi replay`
    /// checks.
    pub fn transcript(&self, heading: &str) -> String {
        let mut text = String::new();
        for line in heading.lines() {
            text.push_str("# ");
            text.push_str(line);
            text.push('\n');
        }
        text.push_str(&export::<Crimewave>(&self.actions));
        // A forfeited game has no winner in the rules: the transcript says so as it is.
        let winner = match self.forfeit {
            Some(_) => "none",
            None => self.winner.word(),
        };
        text.push_str(&format!("? winner => {winner}\n"));
        text
    }
}

/// What a run of self-play found.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    /// Games played.
    pub games: u32,
    /// Games the Killers won.
    pub killers_won: u32,
    /// Rounds played, summed over the games.
    pub rounds: u64,
    /// The longest game, in rounds.
    pub longest: u32,
    /// Every decision's time.
    pub timing: Timing,
    /// Games the Investigators' program forfeited, with the first reason.
    pub forfeits: (u32, Option<String>),
    /// Games the Killers' program forfeited, with the first reason.
    pub killers_forfeits: (u32, Option<String>),
}

impl Tally {
    /// Counts one game.
    pub fn add(&mut self, game: &Game) {
        self.games += 1;
        self.killers_won += u32::from(game.winner == Winner::Killers);
        self.rounds += u64::from(game.rounds);
        self.longest = self.longest.max(game.rounds);
        if let Some(why) = &game.forfeit {
            // The side that forfeited lost.
            let forfeits = match game.winner {
                Winner::Killers => &mut self.forfeits,
                Winner::Investigators => &mut self.killers_forfeits,
            };
            forfeits.0 += 1;
            forfeits.1.get_or_insert_with(|| why.clone());
        }
        self.timing.merge(&game.timing);
    }

    /// The Killers' share of wins, with its interval.
    pub fn killers(&self) -> Share {
        Share {
            hits: self.killers_won,
            of: self.games,
        }
    }

    /// Mean rounds per game.
    pub fn mean_rounds(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.rounds as f64 / f64::from(self.games)
        }
    }
}

/// What `alibi selfplay crimewave` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// Who plays the Killers.
    pub killers: KillersSide,
    /// Games to play (1 or more).
    pub games: u32,
    /// The run's seed; `None` draws one (and the report prints it).
    pub seed: Option<u64>,
    /// Where to write each game's transcript.
    pub export: Option<PathBuf>,
    /// Who plays the Investigators.
    pub investigators: Investigators,
    /// How many Investigators sit at the table (1–6).
    pub seats: usize,
}

/// Who plays the Killers in self-play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KillersSide {
    /// Alibi, at a level.
    Alibi(Level),
    /// An outside program, started with this command line, speaking the open protocol.
    External(String),
}

impl KillersSide {
    /// Reads `easy`, `standard`, `hard` or `external:CMD`.
    pub fn parse(word: &str) -> Result<KillersSide, String> {
        match external_command(word)? {
            Some(command) => Ok(KillersSide::External(command)),
            None => Level::parse(word).map(KillersSide::Alibi).ok_or_else(|| {
                format!(
                    "\"{word}\" is not who plays the Killers: easy, standard, hard or external:CMD"
                )
            }),
        }
    }

    /// How the report and a transcript's heading name them (`--killers` as given).
    pub fn name(&self) -> String {
        match self {
            KillersSide::Alibi(level) => level.slug().into(),
            KillersSide::External(command) => format!("external:{command}"),
        }
    }
}

/// Who plays the Investigators in self-play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Investigators {
    /// The simulated table, at a level.
    Simulated(Level),
    /// An outside program, started with this command line, speaking the open protocol.
    External(String),
}

impl Investigators {
    /// Reads `easy`, `standard`, `hard` or `external:CMD`.
    pub fn parse(word: &str) -> Result<Investigators, String> {
        match external_command(word)? {
            Some(command) => Ok(Investigators::External(command)),
            None => Level::parse(word)
                .map(Investigators::Simulated)
                .ok_or_else(|| {
                    format!(
                        "\"{word}\" is not who plays the Investigators: easy, standard, hard or \
                     external:CMD"
                    )
                }),
        }
    }

    /// The table as the report names it ("3 simulated Investigator(s) at standard").
    fn seated(&self, seats: usize) -> String {
        match self {
            Investigators::Simulated(level) => {
                format!("{seats} simulated Investigator(s) at {level}")
            }
            Investigators::External(command) => {
                format!("{seats} Investigator(s) played by external:{command}")
            }
        }
    }

    /// How a transcript's heading names them (`--investigators` as given).
    pub fn name(&self) -> String {
        match self {
            Investigators::Simulated(level) => level.slug().into(),
            Investigators::External(command) => format!("external:{command}"),
        }
    }
}

/// The command of `external:CMD`, if the word is one (`Err` when the command is missing).
fn external_command(word: &str) -> Result<Option<String>, String> {
    match word.strip_prefix("external:") {
        Some(command) if command.trim().is_empty() => {
            Err("external: needs the command that starts the program".into())
        }
        Some(command) => Ok(Some(command.to_owned())),
        None => Ok(None),
    }
}

/// What a run found.
#[derive(Debug, Clone)]
pub struct Report {
    /// The run, with the seed it was played with.
    pub run: Run,
    /// The seed every game followed from.
    pub seed: u64,
    /// The games counted.
    pub tally: Tally,
}

impl Report {
    /// The report as `alibi selfplay crimewave` prints it.
    pub fn lines(&self) -> Vec<String> {
        let Report { run, seed, tally } = self;
        let killers = tally.killers();
        let investigators_won = Share {
            hits: tally.games - tally.killers_won,
            of: tally.games,
        };
        vec![
            format!(
                "Crimewave self-play: {} plays the Killers against {} on the stand-in \
                 board; seed {seed}",
                match &run.killers {
                    KillersSide::Alibi(level) => format!("Alibi ({level})"),
                    KillersSide::External(command) => format!("external:{command}"),
                },
                run.investigators.seated(run.seats)
            ),
            format!("games played: {}", tally.games),
            format!("Killers won: {killers} (95 % interval)"),
            format!("Investigators won: {investigators_won}"),
            format!(
                "rounds survived by the Killers: {:.1} mean, {} longest",
                tally.mean_rounds(),
                tally.longest
            ),
            format!(
                "time per decision: {} ({} decisions)",
                tally.timing, tally.timing.count
            ),
            forfeited("Killers", &tally.killers_forfeits),
            forfeited("Investigators", &tally.forfeits),
        ]
    }
}

/// The report's line of a side's forfeits.
fn forfeited(side: &str, forfeits: &(u32, Option<String>)) -> String {
    match forfeits {
        (n, Some(why)) if *n > 0 => format!("{side} forfeited: {n} ({why})"),
        _ => format!("{side} forfeited: none"),
    }
}

/// Why a run stopped before its last game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stopped {
    /// The engine refused one of Alibi's decisions (a bug to report).
    Refused(String),
    /// A transcript or its folder could not be written.
    Unwritable(String),
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stopped::Refused(why) | Stopped::Unwritable(why) => f.write_str(why),
        }
    }
}

/// Plays a run's games one after the other, writing their transcripts if asked.
pub fn run(run: &Run) -> Result<Report, Stopped> {
    let seed = run.seed.unwrap_or_else(rand::random);
    if let Some(dir) = &run.export {
        std::fs::create_dir_all(dir).map_err(|error| {
            Stopped::Unwritable(format!(
                "{}: can't create the folder: {error}",
                dir.display()
            ))
        })?;
    }
    let mut tally = Tally::default();
    for number in 1..=run.games {
        let game_seed = game_seed(seed, number, 0);
        let names = names(run.seats);
        let mut killers = match &run.killers {
            KillersSide::Alibi(_) => None,
            KillersSide::External(command) => {
                Some(killers::Program::start(command, &names).map_err(Stopped::Refused)?)
            }
        };
        let mut investigators = match &run.investigators {
            Investigators::Simulated(_) => None,
            Investigators::External(command) => {
                Some(external::Program::start(command, &names).map_err(Stopped::Refused)?)
            }
        };
        let sides = Sides {
            killers: match run.killers {
                KillersSide::Alibi(level) => level,
                KillersSide::External(_) => Level::Standard,
            },
            killers_program: killers.as_mut(),
            investigators: match run.investigators {
                Investigators::Simulated(level) => level,
                Investigators::External(_) => Level::Standard,
            },
            program: investigators.as_mut(),
        };
        let game = play_sides(sides, run.seats, BoardChoice::StandIn, game_seed)
            .map_err(|why| Stopped::Refused(format!("game {number} (seed {seed}): {why}")))?;
        tally.add(&game);
        if let Some(dir) = &run.export {
            let path = dir.join(format!("crimewave-{number:04}.alibi"));
            let heading = format!(
                "alibi selfplay crimewave --killers {} --investigators {} --seats {} \
                 --seed {seed}: game {number} of {}",
                run.killers.name(),
                run.investigators.name(),
                run.seats,
                run.games
            );
            std::fs::write(&path, game.transcript(&heading)).map_err(|error| {
                Stopped::Unwritable(format!("{}: can't write it: {error}", path.display()))
            })?;
        }
    }
    Ok(Report {
        run: run.clone(),
        seed,
        tally,
    })
}

/// The seed of game number `game` of a run seeded with `seed`, for `what` (the Killers'
/// decisions, or the table's dice and bag).
pub fn game_seed(seed: u64, game: u32, what: u64) -> u64 {
    decision_rng(seed, u64::from(game), what).random()
}

/// The Investigators' names for `seats` seats, in seat order.
fn names(seats: usize) -> Vec<String> {
    NAMES.iter().take(seats).map(|n| n.to_string()).collect()
}

/// Who sits on each side of one game: Alibi's Killers at a level or a program, the
/// simulated Investigators at a level or a program.
pub struct Sides<'a> {
    /// Alibi's level for the Killers (unused while a program plays them).
    pub killers: Level,
    /// The program playing the Killers, if one does.
    pub killers_program: Option<&'a mut killers::Program>,
    /// The simulated Investigators' level (unused while a program plays them).
    pub investigators: Level,
    /// The program playing the Investigators, if one does.
    pub program: Option<&'a mut external::Program>,
}

impl Sides<'_> {
    /// Alibi's Killers at `killers` against the simulated Investigators at `investigators`.
    pub fn alibi(killers: Level, investigators: Level) -> Sides<'static> {
        Sides {
            killers,
            killers_program: None,
            investigators,
            program: None,
        }
    }
}

/// Plays one game: Alibi's Killers at `level` against `investigators` standard simulated
/// Investigators on `board`. `seed` fixes every draw, Alibi's and the table's. `Err` says
/// what went wrong if a decision was refused (a bug: the message names the action).
pub fn play(
    level: Level,
    investigators: usize,
    board: BoardChoice,
    seed: u64,
) -> Result<Game, String> {
    play_sides(
        Sides::alibi(level, Level::Standard),
        investigators,
        board,
        seed,
    )
}

/// Plays one game as [`play`] does, the Investigators' seats played by an outside program;
/// the referee keeps where each stands, rolls its dice and draws the Prosecution total.
pub fn play_against(
    level: Level,
    program: &mut external::Program,
    seats: usize,
    board: BoardChoice,
    seed: u64,
) -> Result<Game, String> {
    let sides = Sides {
        program: Some(program),
        ..Sides::alibi(level, Level::Standard)
    };
    play_sides(sides, seats, board, seed)
}

/// Plays one game between `sides` with `seats` Investigators on `board`; `seed` fixes every
/// draw of Alibi's and the table's (a program's choices are its own). A program that
/// forfeits loses the game; `Err` says what went wrong if one of Alibi's decisions was
/// refused (a bug: the message names the action).
pub fn play_sides(
    sides: Sides<'_>,
    seats: usize,
    board: BoardChoice,
    seed: u64,
) -> Result<Game, String> {
    let mut table = Table {
        program: sides.program,
        killers_program: sides.killers_program,
        investigators: sides.investigators,
        forfeit: None,
        killers_forfeited: false,
        game: Crimewave::new(),
        actions: Vec::new(),
        killers: Killers::new(sides.killers, game_seed(seed, 0, 1)),
        events: StdRng::seed_from_u64(game_seed(seed, 0, 4)),
        bag: game_seed(seed, 0, 3),
        dice: StdRng::seed_from_u64(game_seed(seed, 0, 2)),
        timing: Timing::default(),
        round: 0,
    };
    table.take(Action::Board(board))?;
    table.take(Action::Investigators(names(seats)))?;
    table.setup()?;
    let mut squad = Squad::new(&table.game.public_view(), seats);
    while table.game.winner().is_none() && table.forfeit.is_none() {
        table.round += 1;
        if table.round > MAX_ROUNDS {
            return Err(format!(
                "a game did not end in {MAX_ROUNDS} rounds ({}; last actions {:?})",
                table.game.progress(),
                &table.actions[table.actions.len().saturating_sub(12)..]
            ));
        }
        table.round(&mut squad)?;
    }
    // A forfeit loses: the Killers' program forfeits to the Investigators, the
    // Investigators' to the Killers.
    let winner = match table.game.winner() {
        Some(winner) => winner,
        None if table.killers_forfeited => Winner::Investigators,
        None => Winner::Killers,
    };
    if let Some(program) = table.program.as_mut() {
        program.finish(winner.word());
    }
    if let Some(program) = table.killers_program.as_mut() {
        program.finish(winner.word());
    }
    Ok(Game {
        winner,
        rounds: table.round,
        actions: table.actions,
        timing: table.timing,
        forfeit: table.forfeit,
    })
}
