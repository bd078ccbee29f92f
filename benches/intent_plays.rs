//! Alibi playing Intent to Kill: the budgets of alibi-plays (a `hard` decision within a
//! second, p99, on the 2-core machine, off the UI thread; the weaker levels well under
//! 100 ms; a thousand standard games in minutes). Run with `cargo bench --bench intent_plays`.
//!
//! The positions come from seeded self-played games, so every run measures the same ones.
//! The slowest `hard` decisions are the Murderer's in the first round — its intimidation (the
//! best few victims, each with its intimidation, played out to the end of the game against a
//! `standard` Detective) and its murder — and the Detective's last investigations (the
//! longest record of murders and answers to read). Before criterion's figures, the bench
//! prints the median and the 99th percentile of every `hard` decision of a few whole games.

mod tail;

use alibi::arena::intent::table::{Builtin, Table};
use alibi::plays::intent::turn;
use alibi::plays::intent::{detective, murderer};
use alibi::plays::{Level, Side, decision_rng};
use alibi::rules::Rules;
use alibi::rules::intent::{IntentToKill, Phase};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The positions of one hard-against-hard game where a side decides, by kind: the
/// Murderer's intimidations, its murders, and the Detective's investigations.
struct Positions {
    intimidations: Vec<IntentToKill>,
    murders: Vec<IntentToKill>,
    investigations: Vec<IntentToKill>,
}

fn positions(seed: u64) -> Positions {
    let (mut m, mut d) = (Builtin::new(Level::Hard), Builtin::new(Level::Hard));
    let played = Table::new(&mut m, &mut d, seed).play();
    let mut game = IntentToKill::new();
    let mut found = Positions {
        intimidations: Vec::new(),
        murders: Vec::new(),
        investigations: Vec::new(),
    };
    for action in &played.actions {
        match (game.phase(), turn::to_act(&game, false)) {
            (Phase::Murderer, Some(Side::Murderer)) if game.intimidation_owed() > 0 => {
                found.intimidations.push(game.clone());
            }
            (Phase::Murderer, Some(Side::Murderer)) => found.murders.push(game.clone()),
            (Phase::Detective, Some(Side::Detective)) if game.public_view().clearing.is_none() => {
                found.investigations.push(game.clone());
            }
            _ => {}
        }
        game.apply(action).expect("a played game replays");
    }
    found
}

fn murderer_decides(game: &IntentToKill) {
    black_box(murderer::decide(
        Level::Hard,
        black_box(game),
        &mut decision_rng(1, 2, Side::Murderer as u64),
    ));
}

fn detective_decides(game: &IntentToKill) {
    let view = game.public_view();
    black_box(detective::decide(
        Level::Hard,
        black_box(&view),
        &mut decision_rng(1, 2, Side::Detective as u64),
    ));
}

/// Times `decide` once on every position and prints the tail.
fn spread(what: &str, games: &[IntentToKill], decide: fn(&IntentToKill)) {
    let mut times: Vec<Duration> = games
        .iter()
        .map(|game| {
            let started = Instant::now();
            decide(game);
            started.elapsed()
        })
        .collect();
    tail::print(what, &mut times);
}

fn hard_decisions(c: &mut Criterion) {
    let games: Vec<Positions> = (2026..2030).map(positions).collect();
    let all = |kind: fn(&Positions) -> &Vec<IntentToKill>| -> Vec<IntentToKill> {
        games.iter().flat_map(|p| kind(p).clone()).collect()
    };
    spread(
        "hard Murderer, intimidations",
        &all(|p| &p.intimidations),
        murderer_decides,
    );
    spread(
        "hard Murderer, murders",
        &all(|p| &p.murders),
        murderer_decides,
    );
    spread(
        "hard Detective, investigations",
        &all(|p| &p.investigations),
        detective_decides,
    );
    let first = &games[0];
    let mut group = c.benchmark_group("hard");
    group.sample_size(10);
    let intimidation = first
        .intimidations
        .first()
        .expect("an intimidation")
        .clone();
    group.bench_function("Murderer: round 1's intimidation, played out", |b| {
        b.iter(|| murderer_decides(&intimidation))
    });
    let murder = first.murders.first().expect("a murder").clone();
    group.bench_function("Murderer: round 1's murder, played out", |b| {
        b.iter(|| murderer_decides(&murder))
    });
    let investigation = first
        .investigations
        .last()
        .expect("an investigation")
        .clone();
    group.bench_function(
        "Detective: the last investigation, every choice read",
        |b| b.iter(|| detective_decides(&investigation)),
    );
    group.finish();
}

fn standard_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("self-play");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("one standard-against-standard game", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            let (mut m, mut d) = (Builtin::new(Level::Standard), Builtin::new(Level::Standard));
            Table::new(&mut m, &mut d, seed).play()
        })
    });
    group.finish();
}

criterion_group!(benches, hard_decisions, standard_game);
criterion_main!(benches);
