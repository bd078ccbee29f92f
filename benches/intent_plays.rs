//! Alibi playing Intent to Kill: the budgets of alibi-plays (one decision at the strongest
//! level, off the UI thread, well under 250 ms; a thousand standard games in minutes). Run
//! with `cargo bench --bench intent_plays`.
//!
//! The positions come from a seeded self-played game, so every run measures the same ones:
//! the hard Murderer choosing a victim (it weighs every legal victim and the witnesses around
//! each), and the hard Detective planning an investigation (every walk, action and question).

use alibi::plays::intent::table::{Builtin, Table};
use alibi::plays::intent::turn;
use alibi::plays::intent::{detective, murderer};
use alibi::plays::{Level, Side, decision_rng};
use alibi::rules::Rules;
use alibi::rules::intent::{IntentToKill, Phase};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

/// The positions of one hard-against-hard game where each side decides, the heaviest kinds
/// only: the Murderer's murders (after intimidating) and the Detective's investigations.
fn positions(seed: u64) -> (Vec<IntentToKill>, Vec<IntentToKill>) {
    let (mut m, mut d) = (Builtin::new(Level::Hard), Builtin::new(Level::Hard));
    let played = Table::new(&mut m, &mut d, seed).play();
    let mut game = IntentToKill::new();
    let (mut murders, mut investigations) = (Vec::new(), Vec::new());
    for action in &played.actions {
        match (game.phase(), turn::to_act(&game, false)) {
            (Phase::Murderer, Some(Side::Murderer)) if game.intimidation_owed() == 0 => {
                murders.push(game.clone());
            }
            (Phase::Detective, Some(Side::Detective)) if game.public_view().clearing.is_none() => {
                investigations.push(game.clone());
            }
            _ => {}
        }
        game.apply(action).expect("a played game replays");
    }
    (murders, investigations)
}

fn hard_decisions(c: &mut Criterion) {
    let (murders, investigations) = positions(2026);
    // The last murder weighs the most history; the first investigation the most suspects.
    let murder = murders.last().expect("a murder").clone();
    c.bench_function(
        "hard Murderer: a murder (victims and witnesses weighed)",
        |b| {
            b.iter(|| {
                murderer::decide(
                    Level::Hard,
                    black_box(&murder),
                    &mut decision_rng(1, 2, Side::Murderer as u64),
                )
            })
        },
    );
    let view = investigations
        .first()
        .expect("an investigation")
        .public_view();
    c.bench_function("hard Detective: planning an investigation", |b| {
        b.iter(|| {
            detective::decide(
                Level::Hard,
                black_box(&view),
                &mut decision_rng(1, 2, Side::Detective as u64),
            )
        })
    });
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
