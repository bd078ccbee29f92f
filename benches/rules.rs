//! The rules' speed budgets (docs/performance.md): Crimewave legal locations, exposure and
//! replay; Intent to Kill legality per motive; saving a long game. Run with `cargo bench`.
//!
//! The games are built by greedy play from each engine's own queries (legal locations,
//! eligible watches), seeded, so every run measures the same positions.

mod tail;

use alibi::record::{Pin, SavedGame};
use alibi::rules::Rules;
use alibi::rules::crimewave::{
    Action as Cw, Board, BoardChoice, Crimewave, Evidence, HouseRule, Killer, MethodChoice,
};
use alibi::rules::intent::{Action as Itk, Civilian, IntentToKill, Layout, Mode, Motive, deal};
use alibi::transcript::replay;
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Times the advice for every legal site of the Killer with the most sites (the most murders
/// to weigh); the name ends with how many sites that is ("… shared method, 20 sites)").
fn bench_advice(c: &mut Criterion, game: &Crimewave, name: &str) {
    let killer = Killer::ALL
        .into_iter()
        .max_by_key(|&k| game.legal_locations(k).len())
        .unwrap_or(Killer::Red);
    let sites = game.legal_locations(killer).len();
    c.bench_function(&format!("{name}{sites} sites)"), |b| {
        b.iter(|| black_box(game).advice(killer))
    });
}

/// Applies an action the builder chose from the engine's own answers: a refusal is a bug.
fn take(game: &mut Crimewave, actions: &mut Vec<Cw>, action: Cw) {
    game.apply(&action)
        .unwrap_or_else(|r| panic!("{action:?}: {r}"));
    actions.push(action);
}

/// A Crimewave game on the stand-in board with 30 scenes and 10 watches; then, with
/// `raids`, missed raids that force one relocation (as many as Panic allows before it ends
/// the game).
fn crimewave(raids: bool) -> (Crimewave, Vec<Cw>) {
    crimewave_on(BoardChoice::StandIn, [1, 3, 5], raids)
}

/// The game's size: scenes and watches placed before any raid.
const SCENES: usize = 30;
const WATCHES: usize = 10;

/// The same kind of game on any board, with the Killers' d8 faces (equal faces share a
/// method, which makes the deduction a joint problem).
fn crimewave_on(board: BoardChoice, faces: [u8; 3], raids: bool) -> (Crimewave, Vec<Cw>) {
    crimewave_sized(board, faces, raids, (SCENES, WATCHES))
}

/// The game with `size` = (scenes, watches).
fn crimewave_sized(
    board: BoardChoice,
    faces: [u8; 3],
    raids: bool,
    (scene_count, watch_count): (usize, usize),
) -> (Crimewave, Vec<Cw>) {
    let mut game = Crimewave::new();
    let mut actions = Vec::new();
    let largest = match &board {
        BoardChoice::StandIn => 96,
        BoardChoice::File { board, .. } => board.nodes().len() as u16,
    };
    // A long Victim Counter loop keeps Panic low enough for the raids below.
    for action in [
        Cw::Board(board),
        Cw::Rule(HouseRule::VictimCounter(20)),
        Cw::Investigators(vec!["Ann".into(), "Bob".into(), "Cy".into()]),
    ] {
        take(&mut game, &mut actions, action);
    }
    for (killer, home, face) in [
        (Killer::Red, 41, faces[0]),
        (Killer::Green, 18, faces[1]),
        (Killer::Blue, 3, faces[2]),
    ] {
        take(
            &mut game,
            &mut actions,
            Cw::Method {
                killer,
                method: MethodChoice::Face(face),
            },
        );
        take(&mut game, &mut actions, Cw::Residence { killer, loc: home });
    }
    for killer in Killer::ALL {
        for pick in [0, 7] {
            let sites = game.legal_locations(killer);
            let loc = sites[pick % sites.len()];
            take(
                &mut game,
                &mut actions,
                Cw::Scene {
                    killer,
                    loc,
                    evidence: Evidence::Item,
                },
            );
        }
    }
    take(&mut game, &mut actions, Cw::Start);
    let mut scenes = 6;
    let mut turn = 0usize;
    while scenes < scene_count || game.watches().len() < watch_count {
        let killer = Killer::ALL[turn % 3];
        turn += 1;
        if game.watches().len() < watch_count
            && let Some(&loc) = game.eligible_watches().first()
        {
            take(&mut game, &mut actions, Cw::Watch { loc });
        }
        let sites = game.legal_locations(killer);
        if scenes < scene_count && !sites.is_empty() {
            let loc = sites[(turn * 13) % sites.len()];
            let evidence = Evidence::ALL[turn % 4];
            take(
                &mut game,
                &mut actions,
                Cw::Murder {
                    killer,
                    loc,
                    evidence,
                },
            );
            scenes += 1;
        }
        assert!(turn < 1_000, "the builder is stuck");
    }
    if raids {
        // Three misses on the Red Terror force it to move; then misses on the others.
        let missed = |game: &Crimewave, killer: Killer| {
            (1..=largest)
                .find(|&loc| Some(loc) != game.residence(killer))
                .unwrap_or(1)
        };
        for (n, killer) in [Killer::Red, Killer::Red, Killer::Red]
            .into_iter()
            .enumerate()
        {
            let loc = missed(&game, killer);
            take(
                &mut game,
                &mut actions,
                Cw::Raid {
                    investigator: ["Ann", "Bob", "Cy"][n].into(),
                    loc,
                    killer,
                },
            );
        }
        // The first location the rules accept as the new secret residence.
        let moved = (1..=largest).any(|loc| {
            game.apply(&Cw::Relocate {
                killer: Killer::Red,
                loc,
            })
            .is_ok()
        });
        assert!(moved, "the Red Terror found nowhere to move");
        for killer in [Killer::Green, Killer::Blue, Killer::Green] {
            let loc = missed(&game, killer);
            let _ = game.apply(&Cw::Raid {
                investigator: "Ann".into(),
                loc,
                killer,
            });
        }
    }
    (game, actions)
}

/// A 20 × 20 grid: the most locations a board may have.
fn largest_board() -> BoardChoice {
    let side: u16 = 20;
    let mut nodes = Vec::new();
    let mut edges = Vec::new();
    for row in 0..side {
        for col in 0..side {
            let id = row * side + col + 1;
            let at = |n: u16| (f32::from(n) + 0.5) / f32::from(side);
            nodes.push(format!(r#"{{"id":{id},"x":{},"y":{}}}"#, at(col), at(row)));
            if col + 1 < side {
                edges.push(format!("[{id},{}]", id + 1));
            }
            if row + 1 < side {
                edges.push(format!("[{id},{}]", id + side));
            }
        }
    }
    let json = format!(
        r#"{{"format":"alibi-board","version":1,"name":"largest","stand_in":false,"nodes":[{}],"edges":[{}]}}"#,
        nodes.join(","),
        edges.join(",")
    );
    let (board, _) = Board::from_json(&json).expect("a grid is a valid board");
    assert_eq!(
        board.nodes().len(),
        alibi::rules::crimewave::board::MAX_LOCATIONS
    );
    BoardChoice::File {
        path: "largest.json".into(),
        board,
    }
}

/// The hardest position a game reaches: every Killer kills by the same method, and two of
/// them were forced to move (Panic allows about that many missed raids), with murders before
/// and after each move, so five residence periods are tied together by the scenes.
fn two_moves() -> Crimewave {
    let (mut game, mut actions) = crimewave_sized(BoardChoice::StandIn, [1, 1, 1], false, (12, 0));
    let mut turn = 0;
    for mover in [Killer::Red, Killer::Green] {
        for n in 0..3 {
            let home = game.residence(mover);
            let loc = (1..=96).find(|&l| Some(l) != home).unwrap_or(1);
            let investigator = ["Ann", "Bob", "Cy"][n].to_string();
            take(
                &mut game,
                &mut actions,
                Cw::Raid {
                    investigator,
                    loc,
                    killer: mover,
                },
            );
        }
        let moved = (1..=96).any(|loc| game.apply(&Cw::Relocate { killer: mover, loc }).is_ok());
        assert!(moved, "nowhere to move");
        for killer in Killer::ALL.into_iter().cycle().take(6) {
            turn += 5;
            let sites = game.legal_locations(killer);
            if let Some(&loc) = sites.get(turn % sites.len().max(1)) {
                let evidence = Evidence::Item;
                take(
                    &mut game,
                    &mut actions,
                    Cw::Murder {
                        killer,
                        loc,
                        evidence,
                    },
                );
            }
        }
    }
    game
}

fn crimewave_benches(c: &mut Criterion) {
    let (busy, _) = crimewave(false);
    c.bench_function(
        "crimewave: legal locations of all three Killers (30 scenes, 10 watches)",
        |b| b.iter(|| Killer::ALL.map(|k| black_box(&busy).legal_locations(k))),
    );
    c.bench_function(
        "crimewave: exposure of all three Killers (30 scenes, own methods)",
        |b| b.iter(|| black_box(&busy).deduce()),
    );
    let (shared, _) = crimewave_on(BoardChoice::StandIn, [1, 1, 5], false);
    c.bench_function(
        "crimewave: exposure of all three Killers (30 scenes, red and green share a method)",
        |b| b.iter(|| black_box(&shared).deduce()),
    );
    let (raided, _) = crimewave(true);
    c.bench_function(
        "crimewave: exposure of all three Killers (after raids and a move)",
        |b| b.iter(|| black_box(&raided).deduce()),
    );
    bench_advice(
        c,
        &shared,
        "crimewave: advice for every legal site of one Killer (30 scenes, shared method, ",
    );
    let hardest = two_moves();
    c.bench_function(
        "crimewave: exposure after two forced moves, one method for all (five periods)",
        |b| b.iter(|| black_box(&hardest).deduce()),
    );
    bench_advice(
        c,
        &hardest,
        "crimewave: advice after two forced moves, one method for all (",
    );
    // Mid-game, no watches yet: the most legal sites a Killer has to weigh.
    let (open, _) = crimewave_sized(BoardChoice::StandIn, [1, 1, 5], false, (12, 0));
    bench_advice(
        c,
        &open,
        "crimewave: advice for every legal site of one Killer (12 scenes, shared method, ",
    );
    let (largest, _) = crimewave_on(largest_board(), [1, 1, 5], false);
    c.bench_function(
        "crimewave: exposure of all three Killers on the largest board allowed (400 locations)",
        |b| b.iter(|| black_box(&largest).deduce()),
    );
    bench_advice(
        c,
        &largest,
        "crimewave: advice for every legal site on the largest board allowed (",
    );
    let (mut game, mut actions) = crimewave(false);
    // Pad to 300 actions with evidence tiles added to the unsolved scenes (a card effect).
    let unsolved: Vec<_> = actions
        .iter()
        .filter_map(|a| match a {
            Cw::Murder { loc, .. } => Some(*loc),
            _ => None,
        })
        .collect();
    for loc in unsolved.iter().cycle().take(2_000) {
        if actions.len() == 300 {
            break;
        }
        let add = Cw::AddEvidence {
            loc: *loc,
            evidence: Evidence::Blood,
        };
        if game.apply(&add).is_ok() {
            actions.push(add);
        }
    }
    assert_eq!(
        actions.len(),
        300,
        "not enough accepted actions to pad with"
    );
    c.bench_function("crimewave: replay a 300-action game", |b| {
        b.iter(|| {
            let mut game = Crimewave::new();
            for action in black_box(&actions) {
                let _ = game.apply(action);
            }
            game
        })
    });
}

/// An Intent to Kill game dealt by the app (base layout, Logic), whose secret motive is
/// `motive`, with the twenty civilians on the board.
fn intent(motive: Motive) -> (IntentToKill, Vec<Civilian>) {
    let mut rng = StdRng::seed_from_u64(7);
    let mut motives: Vec<Motive> = Motive::ALL
        .into_iter()
        .filter(|&m| m != motive)
        .take(5)
        .collect();
    motives.push(motive);
    let dealt = deal(Layout::Base, Mode::Logic, &motives, &mut rng);
    let mut game = IntentToKill::new();
    for action in dealt.iter().map(|a| match a {
        Itk::Motive(_) => Itk::Motive(motive),
        other => other.clone(),
    }) {
        game.apply(&action).unwrap();
    }
    let offered = game.offered().unwrap();
    for action in [Itk::Supporters(offered[0]), Itk::Detective(5), Itk::Start] {
        game.apply(&action).unwrap();
    }
    let civilians = dealt
        .iter()
        .flat_map(|a| match a {
            Itk::Place(_, here) => here.clone(),
            _ => Vec::new(),
        })
        .collect();
    (game, civilians)
}

fn intent_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("intent: legality of the 20 civilians");
    for motive in Motive::ALL {
        let (game, civilians) = intent(motive);
        group.bench_function(format!("{motive:?}"), |b| {
            b.iter(|| {
                civilians
                    .iter()
                    .filter(|&&c| black_box(&game).may_murder(c).is_ok())
                    .count()
            })
        });
    }
    group.finish();

    // The game tests/intent_rules.rs keeps as the long random game: 5 murders, at least 15
    // Surveillance and 40 questioning answers.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/benches/long-intent-game.alibi"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let long = replay::<IntentToKill>(&text, std::path::Path::new(".")).game;
    assert!(long.city().victims().len() >= 5);
    c.bench_function(
        "intent: deduction over every motive in play (5 murders, 15+ Surveillance, 40+ questions)",
        |b| b.iter(|| black_box(&long).exposure()),
    );
    // The same game at its last choice of a victim: the most facts the advice weighs.
    let played = replay::<IntentToKill>(&text, std::path::Path::new("."));
    let mut game = IntentToKill::new();
    let mut last_choice = None;
    for action in &played.actions {
        game.apply(action).unwrap();
        if game.phase() == alibi::rules::intent::Phase::Murderer
            && game.intimidation_owed() == 0
            && !game.legal_victims().is_empty()
        {
            last_choice = Some(game.clone());
        }
    }
    let choice = last_choice.expect("the long game has a choice of victim");
    c.bench_function(
        &format!(
            "intent: advice for every legal victim ({} victims, {} murders before)",
            choice.legal_victims().len(),
            choice.city().victims().len()
        ),
        |b| b.iter(|| black_box(&choice).advice()),
    );
}

fn record_benches(c: &mut Criterion) {
    use alibi::rules::murdero::{Action as Md, HandEntry, HouseRules, Murdero, MurderoSetup};
    let dir = tempfile::tempdir().unwrap();
    let mut saved =
        SavedGame::<Murdero>::new(dir.path().join("bench.alibi-game"), "Bench".into(), 0);
    let setup = MurderoSetup {
        players: vec!["Ann".into(), "Ben".into(), "Cy".into(), "Di".into()],
        partnership: false,
        decks: 1,
        house: HouseRules::default(),
    };
    saved.record.apply(Md::Setup(setup)).unwrap();
    while saved.record.actions().len() < 300 {
        let mut hand = HandEntry::blank(4);
        hand.players[saved.record.actions().len() % 4].in_hand[0] = 1;
        saved.record.apply(Md::RecordHand(hand)).unwrap();
    }
    // The budget is on the 99th percentile, which criterion's mean-of-batches does not
    // show: every save is timed on its own and the tail is printed after the run. Sealed
    // saves (a PIN is set) add the cipher, not the key derivation, which is done once.
    time_saves(c, "in clear", &saved);
    saved.seal_with(Some(&Pin::new("2468"))).unwrap();
    time_saves(c, "sealed with a PIN", &saved);
}

fn time_saves<G: Rules>(c: &mut Criterion, how: &str, saved: &SavedGame<G>) {
    let mut each = Vec::new();
    c.bench_function(
        &format!("records: save a 300-action game after an action, {how} (flushed to disk)"),
        |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    let start = Instant::now();
                    saved.save(1).unwrap();
                    let took = start.elapsed();
                    each.push(took);
                    total += took;
                }
                total
            })
        },
    );
    tail::print(&format!("records, {how}: saves"), &mut each);
}

/// Alibi's hard decisions for the Killers (budget: 250 ms at the 99th percentile on the
/// stand-in board), in the hardest positions above. Each decision is timed on its own (a
/// new seed each time, so the draws differ) and the tail is printed after the run.
fn plays_benches(c: &mut Criterion) {
    use alibi::plays::Level;
    use alibi::plays::crimewave::{Killers, Place};
    // A new seed each time, so the draws differ.
    let hard = |seed: u64| Killers::new(Level::Hard, seed);
    let (shared, _) = crimewave_on(BoardChoice::StandIn, [1, 1, 5], false);
    let (open, _) = crimewave_sized(BoardChoice::StandIn, [1, 1, 5], false, (12, 0));
    let hardest = two_moves();
    for (game, what) in [
        (
            &shared,
            "30 scenes, 10 watches, red and green share a method",
        ),
        (&open, "12 scenes, no watches, shared method"),
        (&hardest, "after two forced moves, one method for all"),
    ] {
        time_decisions(c, &format!("plays: a hard murder decision ({what})"), |m| {
            hard(m).murder(game, Place::default()).map(|d| d.loc)
        });
    }
    // Misses on one Killer: at 2 it may change method, at 3 it must move.
    let missed = |game: &Crimewave, killer: Killer, times: usize| {
        let mut game = game.clone();
        for _ in 0..times {
            let home = game.residence(killer);
            let loc = (1..=96).find(|&l| Some(l) != home).unwrap_or(1);
            let raid = Cw::Raid {
                investigator: "Ann".into(),
                loc,
                killer,
            };
            game.apply(&raid).unwrap();
        }
        game
    };
    let changing = missed(&hardest, Killer::Blue, 2);
    assert!(changing.may_change_method(Killer::Blue));
    time_decisions(
        c,
        "plays: a hard Spook-2 method choice (after two forced moves, one method for all)",
        |m| {
            hard(m)
                .spook(&changing, Killer::Blue, Place::default())
                .map(|d| d.why().to_string().len())
        },
    );
    let spooked = missed(&shared, Killer::Red, 3);
    assert_eq!(spooked.pending_relocation(), Some(Killer::Red));
    time_decisions(
        c,
        "plays: a hard Spook-3 move (30 scenes, 10 watches, shared method)",
        |m| {
            hard(m)
                .spook(&spooked, Killer::Red, Place::default())
                .map(|d| d.why().to_string().len())
        },
    );
    let mut fresh = Crimewave::new();
    for action in [
        Cw::Board(BoardChoice::StandIn),
        Cw::Investigators(vec!["Ann".into(), "Bob".into(), "Cy".into()]),
    ] {
        fresh.apply(&action).unwrap();
    }
    time_decisions(c, "plays: a hard setup (three homes, six scenes)", |m| {
        hard(m).setup(&fresh, [1, 1, 5]).map(|s| s.homes)
    });
}

/// Times one decision per iteration, each on its own, and prints its tail.
fn time_decisions<T>(c: &mut Criterion, name: &str, mut decide: impl FnMut(u64) -> T) {
    let mut each = Vec::new();
    let mut moment = 0;
    c.bench_function(name, |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                moment += 1;
                let start = Instant::now();
                black_box(decide(moment));
                let took = start.elapsed();
                each.push(took);
                total += took;
            }
            total
        })
    });
    tail::print(name, &mut each);
}

criterion_group!(
    benches,
    crimewave_benches,
    plays_benches,
    intent_benches,
    record_benches
);
criterion_main!(benches);
