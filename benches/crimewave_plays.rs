//! Alibi playing the Killers of Crimewave: California: the budget of alibi-plays (a `hard`
//! decision within a second, p99, on the 2-core machine, off the UI thread). Run with
//! `cargo bench --bench crimewave_plays`.
//!
//! `hard`'s decisions are its setup (many whole setups drawn, each weighed by the exact
//! deduction), its murders (every shortlisted site of every Killer weighed by the deduction
//! after it, with the watches the table would place), and its answers to a Spook meter (a
//! method change at 2, a new home at 3). The positions come from seeded self-played games of
//! the `hard` Killers against the `easy` and the `hard` simulated table, so every run
//! measures the same ones. The simulated tables seldom miss a raid, so their games hold few
//! Spook decisions: the bench makes its own, after every third murder, by missing raids on
//! the first calm Killer at large until its meter reaches 2 and then 3. Before criterion's
//! figures, the bench prints the median, the 99th percentile and the worst of each kind;
//! criterion then times the slowest position of each kind it found.

mod tail;

use alibi::arena::crimewave::{Sides, play_sides};
use alibi::plays::Level;
use alibi::plays::crimewave::{Killers, Place};
use alibi::rules::Rules;
use alibi::rules::crimewave::{Action, BoardChoice, Crimewave, Killer, Phase, Status};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The Killers the positions are decided by: `hard`, with a seed of their own (any seed
/// meets the same positions' work).
const KILLERS: Killers = Killers {
    level: Level::Hard,
    seed: 1,
};

/// A position where Alibi's Killers decide, and what they decide there.
#[derive(Clone)]
struct Position {
    game: Crimewave,
    place: Place,
    decision: Decision,
}

/// The kinds of decision `hard` takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Decision {
    Setup,
    Murder,
    Spook(Killer),
}

impl Position {
    fn decide(&self) {
        match self.decision {
            Decision::Setup => {
                black_box(KILLERS.setup(black_box(&self.game), KILLERS.roll_methods()));
            }
            Decision::Murder => {
                black_box(KILLERS.murder(black_box(&self.game), self.place));
            }
            Decision::Spook(killer) => {
                black_box(KILLERS.spook(black_box(&self.game), killer, self.place));
            }
        }
    }

    /// How long deciding here takes once.
    fn time(&self) -> Duration {
        let started = Instant::now();
        self.decide();
        started.elapsed()
    }
}

/// Every position of one seeded game of the `hard` Killers against three simulated
/// Investigators at `table` (the stand-in board) where the Killers decided something.
fn positions(table: Level, seed: u64) -> Vec<Position> {
    let played = play_sides(
        Sides::alibi(Level::Hard, table),
        3,
        BoardChoice::StandIn,
        seed,
    )
    .expect("a self-played game plays out");
    let mut game = Crimewave::new();
    let mut found = Vec::new();
    let mut murders = 0;
    for (i, action) in played.actions.iter().enumerate() {
        let decision = match action {
            Action::Method {
                killer: Killer::Red,
                ..
            } if game.phase() == Phase::Setup => Some(Decision::Setup),
            Action::Murder { .. } => Some(Decision::Murder),
            Action::ChangeMethod { killer, .. } | Action::Relocate { killer, .. } => {
                Some(Decision::Spook(*killer))
            }
            _ => None,
        };
        if let Some(decision) = decision {
            found.push(Position {
                game: game.clone(),
                place: Place::of(&played.actions[..i]),
                decision,
            });
        }
        game.apply(action).expect("a played game replays");
        if matches!(action, Action::Murder { .. }) {
            murders += 1;
            if murders % 3 == 1 {
                found.extend(spooked(&game, Place::of(&played.actions[..=i])));
            }
        }
    }
    found
}

/// The Spook decisions of the first Killer at large with a calm meter, were the table to
/// miss raids on it now: at 2 and at 3 (none when no Killer qualifies, or the misses end
/// the game).
fn spooked(game: &Crimewave, place: Place) -> Vec<Position> {
    let calm = Killer::ALL
        .into_iter()
        .find(|&k| game.status(k) == Status::Free && game.spook(k) == 0);
    let (Some(killer), Some(board)) = (calm, game.board()) else {
        return Vec::new();
    };
    let home = game.residence(killer);
    let mut wrong = board
        .nodes()
        .iter()
        .map(|n| n.id)
        .filter(|&l| Some(l) != home);
    let mut game = game.clone();
    let mut found = Vec::new();
    for meter in 1..=3 {
        let Some(loc) = wrong.next() else { break };
        let investigator = game.investigators().next().unwrap_or_default().to_owned();
        let raid = Action::Raid {
            investigator,
            loc,
            killer,
        };
        if game.apply(&raid).is_err() || game.winner().is_some() {
            break;
        }
        if meter >= 2 {
            found.push(Position {
                game: game.clone(),
                place,
                decision: Decision::Spook(killer),
            });
        }
    }
    found
}

/// Times every position of a kind once, prints the tail, and returns the slowest position.
fn spread(what: &str, positions: &[&Position]) -> Option<Position> {
    let timed: Vec<(Duration, &Position)> = positions.iter().map(|p| (p.time(), *p)).collect();
    let mut times: Vec<Duration> = timed.iter().map(|&(time, _)| time).collect();
    tail::print(&format!("hard Killers, {what}"), &mut times);
    let slowest = timed.iter().max_by_key(|&&(time, _)| time)?;
    Some(slowest.1.clone())
}

fn hard_decisions(c: &mut Criterion) {
    let all: Vec<Position> = [Level::Easy, Level::Hard]
        .into_iter()
        .flat_map(|table| (2026..2034).flat_map(move |seed| positions(table, seed)))
        .collect();
    let of = |wanted: fn(Decision) -> bool| -> Vec<&Position> {
        all.iter().filter(|p| wanted(p.decision)).collect()
    };
    let kinds = [
        ("setups", of(|d| d == Decision::Setup)),
        ("murders", of(|d| d == Decision::Murder)),
        (
            "spooked (a method change or a new home)",
            of(|d| matches!(d, Decision::Spook(_))),
        ),
    ];
    let mut group = c.benchmark_group("hard Killers");
    group.sample_size(10);
    for (what, positions) in kinds {
        if let Some(slowest) = spread(what, &positions) {
            group.bench_function(format!("the slowest of the {what}"), |b| {
                b.iter(|| slowest.decide())
            });
        }
    }
    group.finish();
}

criterion_group!(benches, hard_decisions);
criterion_main!(benches);
