//! Intent to Kill in the arena: Alibi against itself (or against outside programs), many
//! games, the win table. `alibi selfplay intent-to-kill` prints it; `--export` writes every
//! game as a transcript ending with its `? winner` line, which `alibi replay` passes.

pub mod external;
pub mod table;

use super::stats::{Share, Timing};
use crate::plays::intent::rollout::Think;
use crate::plays::{Level, Side};
use crate::rules::intent::IntentToKill;
use crate::transcript;
use std::path::{Path, PathBuf};
use table::{Builtin, Played, Player, Table, game_seed};

/// Who plays a side in self-play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contender {
    /// One of Alibi's levels.
    Alibi(Level),
    /// An outside program, started with this command line, speaking the open protocol.
    External(String),
}

impl Contender {
    /// Reads `easy`, `standard`, `hard` or `external:CMD`.
    pub fn parse(word: &str) -> Result<Contender, String> {
        if let Some(command) = word.strip_prefix("external:") {
            if command.trim().is_empty() {
                return Err("external: needs the command that starts the program".into());
            }
            return Ok(Contender::External(command.to_owned()));
        }
        Level::parse(word).map(Contender::Alibi).ok_or_else(|| {
            format!("\"{word}\" is not a level: easy, standard, hard or external:CMD")
        })
    }

    /// How the table names it ("hard", "external:./bot").
    pub fn name(&self) -> String {
        match self {
            Contender::Alibi(level) => level.slug().into(),
            Contender::External(command) => format!("external:{command}"),
        }
    }

    fn player(&self, side: Side, think: Think) -> Result<Box<dyn Player>, String> {
        match self {
            Contender::Alibi(level) => Ok(Box::new(Builtin::thinking(*level, think))),
            Contender::External(command) => {
                external::Program::start(command, side).map(|p| Box::new(p) as Box<dyn Player>)
            }
        }
    }
}

/// One self-play run of Intent to Kill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntentRun {
    /// Who plays the Murderer.
    pub murderer: Contender,
    /// Who plays the Detective.
    pub detective: Contender,
    /// How many games.
    pub games: u32,
    /// Makes the run repeatable: every game's deal and decisions follow from it.
    pub seed: u64,
    /// Where to write each game's transcript, if anywhere.
    pub export: Option<PathBuf>,
    /// How long `hard` thinks.
    pub think: Think,
}

/// What a run found.
#[derive(Debug, Clone)]
pub struct IntentReport {
    /// The run.
    pub run: IntentRun,
    /// Games the Murderer won.
    pub murderer: Share,
    /// Games the Detective won.
    pub detective: Share,
    /// Games each side forfeited (Murderer, Detective), with the first reason seen.
    pub forfeits: [(u32, Option<String>); 2],
    /// Rounds played, summed over the games.
    pub rounds: u64,
    /// Decision times of each side (Murderer, Detective).
    pub timing: [Timing; 2],
}

impl IntentReport {
    /// The table as `alibi selfplay` prints it.
    pub fn lines(&self) -> Vec<String> {
        let run = &self.run;
        let games = self.murderer.of;
        let forfeits = |(n, why): &(u32, Option<String>)| match why {
            Some(why) if *n > 0 => format!("{n} ({why})"),
            _ => "none".into(),
        };
        vec![
            format!(
                "Intent to Kill, {games} games (seed {}): the Murderer {} against the Detective {}",
                run.seed,
                run.murderer.name(),
                run.detective.name()
            ),
            format!("  the Murderer won   {}", self.murderer),
            format!("  the Detective won  {}", self.detective),
            format!(
                "  forfeits           the Murderer: {}; the Detective: {}",
                forfeits(&self.forfeits[0]),
                forfeits(&self.forfeits[1])
            ),
            format!(
                "  rounds per game    {:.2}",
                self.rounds as f64 / f64::from(games.max(1))
            ),
            format!("  per decision       the Murderer: {}", self.timing[0]),
            format!("                     the Detective: {}", self.timing[1]),
        ]
    }
}

/// The transcript of one self-played game, ending with its `? winner` line.
pub fn transcript_of(played: &Played) -> String {
    let mut text = transcript::export::<IntentToKill>(&played.actions);
    let winner = match (&played.forfeit, played.winner()) {
        // A forfeited game has no winner in the rules: the transcript says so as it is.
        (Some(_), _) => "none",
        (None, Side::Detective) => "detective",
        (None, _) => "murderer",
    };
    text.push_str(&format!("? winner => {winner}\n"));
    text
}

/// Plays one game of the run.
fn play_one(run: &IntentRun, index: u32) -> Result<Played, String> {
    let mut murderer = run.murderer.player(Side::Murderer, run.think)?;
    let mut detective = run.detective.player(Side::Detective, run.think)?;
    let table = Table::new(
        murderer.as_mut(),
        detective.as_mut(),
        game_seed(run.seed, u64::from(index)),
    );
    Ok(table.play())
}

/// Plays the run's games on every core (each game's seed comes from the run's seed and its
/// number, so the result doesn't depend on how many cores there are), writing transcripts
/// if asked.
pub fn run(run: &IntentRun) -> Result<IntentReport, String> {
    if let Some(dir) = &run.export {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("can't make the folder {}: {e}", dir.display()))?;
    }
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(run.games.max(1) as usize);
    let results: Vec<Result<Played, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                scope.spawn(move || {
                    (0..run.games)
                        .filter(|i| *i as usize % workers == worker)
                        .map(|i| {
                            let played = play_one(run, i)?;
                            if let Some(dir) = &run.export {
                                write_game(dir, i, &played)?;
                            }
                            Ok(played)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join()
                    .unwrap_or_else(|_| vec![Err("a game crashed".into())])
            })
            .collect()
    });
    let mut report = IntentReport {
        run: run.clone(),
        murderer: Share { hits: 0, of: 0 },
        detective: Share { hits: 0, of: 0 },
        forfeits: [(0, None), (0, None)],
        rounds: 0,
        timing: [Timing::default(), Timing::default()],
    };
    for played in results {
        let played = played?;
        report.murderer.of += 1;
        report.detective.of += 1;
        match played.winner() {
            Side::Detective => report.detective.hits += 1,
            _ => report.murderer.hits += 1,
        }
        if let Some((side, forfeit)) = &played.forfeit {
            let slot = &mut report.forfeits[usize::from(*side != Side::Murderer)];
            slot.0 += 1;
            slot.1.get_or_insert_with(|| forfeit.0.clone());
        }
        report.rounds += u64::from(played.rounds);
        for (timing, times) in report.timing.iter_mut().zip(&played.times) {
            for &t in times {
                timing.add(t);
            }
        }
    }
    Ok(report)
}

fn write_game(dir: &Path, index: u32, played: &Played) -> Result<(), String> {
    let path = dir.join(format!("intent-to-kill-{:04}.alibi", index + 1));
    std::fs::write(&path, transcript_of(played))
        .map_err(|e| format!("can't write {}: {e}", path.display()))
}
