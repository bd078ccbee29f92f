//! Crimewave exposure (ruling 22, docs/rulings.md): hand-checked positions, and the fast deduction against a
//! plain enumeration of every assignment of homes on random games on a small board.

use alibi::rules::Rules;
use alibi::rules::crimewave::deduction::{Fact, Facts, Prepared, SceneFact};
use alibi::rules::crimewave::{
    Action, Board, BoardChoice, Crimewave, Evidence, Killer, Loc, MethodChoice, Status,
};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// A `width` × `height` grid board: location n at row (n-1)/width, column (n-1)%width.
fn grid(width: u16, height: u16) -> Board {
    let mut nodes = Vec::new();
    let mut edges = Vec::new();
    for row in 0..height {
        for col in 0..width {
            let id = row * width + col + 1;
            nodes.push(format!(
                r#"{{"id":{id},"x":{},"y":{}}}"#,
                (f32::from(col) + 0.5) / f32::from(width),
                (f32::from(row) + 0.5) / f32::from(height)
            ));
            if col + 1 < width {
                edges.push(format!("[{id},{}]", id + 1));
            }
            if row + 1 < height {
                edges.push(format!("[{id},{}]", id + width));
            }
        }
    }
    let json = format!(
        r#"{{"format":"alibi-board","version":1,"name":"grid {width}x{height}","stand_in":false,"nodes":[{}],"edges":[{}]}}"#,
        nodes.join(","),
        edges.join(",")
    );
    Board::from_json(&json).expect("a grid is a valid board").0
}

fn on(board: &Board) -> Crimewave {
    let mut game = Crimewave::new();
    let json = board.to_json();
    let (board, _) = Board::from_json(&json).unwrap();
    let setup = [
        Action::Board(BoardChoice::File {
            path: "grid.json".into(),
            board,
        }),
        Action::Investigators(vec!["Ann".into(), "Bob".into()]),
    ];
    for a in &setup {
        game.apply(a).unwrap();
    }
    game
}

/// Applies actions that must all be accepted.
fn apply(game: &mut Crimewave, actions: &[Action]) {
    for a in actions {
        if let Err(refusal) = game.apply(a) {
            panic!("{a:?} refused: {}", refusal.0);
        }
    }
}

fn method(killer: Killer, name: &str) -> Action {
    Action::Method {
        killer,
        method: MethodChoice::Named(name.into()),
    }
}

fn home(killer: Killer, loc: Loc) -> Action {
    Action::Residence { killer, loc }
}

fn opening(killer: Killer, loc: Loc) -> Action {
    Action::Scene {
        killer,
        loc,
        evidence: Evidence::Item,
    }
}

fn murder(killer: Killer, loc: Loc) -> Action {
    Action::Murder {
        killer,
        loc,
        evidence: Evidence::Witness,
    }
}

fn raid(loc: Loc, killer: Killer) -> Action {
    Action::Raid {
        investigator: "Ann".into(),
        loc,
        killer,
    }
}

/// Every location within `steps` of `from` on an unwatched board.
fn within(board: &Board, from: Loc, steps: u32) -> Vec<Loc> {
    let around = board.distances_from(from, |_| false);
    let mut v: Vec<Loc> = board
        .nodes()
        .iter()
        .map(|n| n.id)
        .filter(|&n| around.to(n).is_some_and(|d| d <= steps))
        .collect();
    v.sort_unstable();
    v
}

fn common(sets: &[Vec<Loc>]) -> Vec<Loc> {
    let mut all = sets[0].clone();
    for s in &sets[1..] {
        all.retain(|l| s.contains(l));
    }
    all
}

/// A 10 × 10 grid game: red shoots, green and blue stab; homes red 12, green 19, blue 84.
fn ten_by_ten(green_method: &str) -> (Board, Crimewave) {
    let board = grid(10, 10);
    let mut game = on(&board);
    apply(
        &mut game,
        &[
            method(Killer::Red, "shooting"),
            method(Killer::Green, green_method),
            method(Killer::Blue, "stabbing"),
            home(Killer::Red, 12),
            home(Killer::Green, 19),
            home(Killer::Blue, 84),
            opening(Killer::Red, 12),
            opening(Killer::Red, 16),
            opening(Killer::Green, 29),
            opening(Killer::Green, 20),
            opening(Killer::Blue, 94),
            opening(Killer::Blue, 74),
            Action::Start,
        ],
    );
    (board, game)
}

#[test]
fn a_unique_shooter_is_pinned_by_his_unsolved_scenes() {
    // Only Red shoots: every shooting scene is his, solved or not, so his home lies within
    // 4 of each (a Red Terror with four murders close together).
    let (board, mut game) = ten_by_ten("stabbing");
    let before = game.exposure(Killer::Red);
    assert_eq!(
        before,
        common(&[within(&board, 12, 4), within(&board, 16, 4)])
    );
    apply(
        &mut game,
        &[
            murder(Killer::Red, 34),
            murder(Killer::Red, 42),
            murder(Killer::Red, 5),
        ],
    );
    let expected = common(&[
        within(&board, 12, 4),
        within(&board, 16, 4),
        within(&board, 34, 4),
        within(&board, 42, 4),
        within(&board, 5, 4),
    ]);
    assert_eq!(game.exposure(Killer::Red), expected);
    assert!(expected.len() < before.len() && expected.contains(&12));
    // Green and blue share stabbing: their four openers are split two and two.
    let green = game.exposure(Killer::Green);
    assert!(green.contains(&19) && green.len() < 100);
}

#[test]
fn a_shared_method_is_a_joint_problem() {
    // Red and green both shoot. A hit pins green at 19; the shooting scene at 91 is more than
    // 4 from 19, so it must be red's, and red lives within 4 of it (and of an opener pair).
    let (board, mut game) = ten_by_ten("shooting");
    let wide = game.exposure(Killer::Red).len();
    apply(
        &mut game,
        &[
            raid(19, Killer::Green),
            Action::Tie { loc: 20 },
            Action::Tie { loc: 29 },
            Action::Trial {
                prosecution: 0,
                defense: 10,
            },
        ],
    );
    assert_eq!(game.status(Killer::Green), Status::Free);
    assert_eq!(game.exposure(Killer::Green), vec![19]);
    // Red's two openers are the other shooting ones (12 and 16, green's were tied).
    assert_eq!(
        game.exposure(Killer::Red),
        common(&[within(&board, 12, 4), within(&board, 16, 4)])
    );
    assert!(game.exposure(Killer::Red).len() <= wide);
}

#[test]
fn opening_scenes_are_two_per_killer() {
    // Everyone shoots: the six openers are shared out two by two, so each Killer lives
    // within 4 of two of them, and the three homes are 3 or more apart.
    let board = grid(10, 10);
    let mut game = on(&board);
    let mut setup = vec![
        method(Killer::Red, "shooting"),
        method(Killer::Green, "shooting"),
        method(Killer::Blue, "shooting"),
        home(Killer::Red, 1),
        home(Killer::Green, 10),
        home(Killer::Blue, 100),
    ];
    setup.extend([
        opening(Killer::Red, 2),
        opening(Killer::Red, 11),
        opening(Killer::Green, 9),
        opening(Killer::Green, 20),
        opening(Killer::Blue, 99),
        opening(Killer::Blue, 90),
        Action::Start,
    ]);
    apply(&mut game, &setup);
    // Each corner pair is far from the others: a Killer lives by one of the three pairs.
    let by_pair = |a: Loc, b: Loc| common(&[within(&board, a, 4), within(&board, b, 4)]);
    let mut expected: Vec<Loc> = [by_pair(2, 11), by_pair(9, 20), by_pair(99, 90)].concat();
    expected.sort_unstable();
    expected.dedup();
    assert_eq!(game.exposure(Killer::Red), expected);
    // A hit on red at 1 leaves green and blue the other two corners.
    apply(&mut game, &[raid(1, Killer::Red)]);
    let mut others: Vec<Loc> = [by_pair(9, 20), by_pair(99, 90)].concat();
    others.sort_unstable();
    others.dedup();
    others.retain(|&l| within(&board, 1, 2).iter().all(|&n| n != l));
    assert_eq!(game.exposure(Killer::Green), others);
}

#[test]
fn a_wrong_tie_clears_the_accused_of_that_scene() {
    // Red and green shoot; a shooting murder at 56 could be either's. Tied to red and
    // wrong: it is green's, so green lives within 4 of 56 as well as by his openers.
    let (board, mut game) = ten_by_ten("shooting");
    apply(&mut game, &[murder(Killer::Green, 26)]);
    let green_before = game.exposure(Killer::Green);
    apply(&mut game, &[raid(12, Killer::Red), Action::Tie { loc: 26 }]);
    assert_eq!(game.status(Killer::Red), Status::Free, "dismissed");
    let green = game.exposure(Killer::Green);
    assert!(green.iter().all(|l| within(&board, 26, 4).contains(l)));
    assert!(
        green.len() < green_before.len(),
        "{green:?} vs {green_before:?}"
    );
    assert!(green.contains(&19));
}

#[test]
fn a_relocation_starts_a_new_home_that_old_facts_dont_pin() {
    let (board, mut game) = ten_by_ten("stabbing");
    apply(
        &mut game,
        &[
            raid(13, Killer::Red),
            raid(14, Killer::Red),
            raid(15, Killer::Red),
        ],
    );
    assert!(!game.exposure(Killer::Red).contains(&13));
    apply(
        &mut game,
        &[Action::Relocate {
            killer: Killer::Red,
            loc: 45,
        }],
    );
    let red = game.exposure(Killer::Red);
    // The old raids and the old openers say nothing of the new home: anywhere 3 or more
    // from green's and blue's homes as the table can place them.
    assert!(red.contains(&13) && red.contains(&45), "{red:?}");
    assert!(red.len() > 60, "{}", red.len());
    let _ = board;
}

// ---- The plain brute force ------------------------------------------------------------

/// Every assignment of a home to every period, checked fact by fact with plain searches:
/// (assignments, per Killer: home of its current period → assignments).
fn brute_force(board: &Board, facts: &Facts) -> (u128, [BTreeMap<Loc, u128>; 3]) {
    let locs: Vec<Loc> = board.nodes().iter().map(|n| n.id).collect();
    let periods = &facts.periods;
    let index = |p: &(Killer, usize)| periods.iter().position(|q| q == p).unwrap();
    let steps = |from: Loc, to: Loc, watches: &[Loc]| {
        board.distances_from(from, |l| watches.contains(&l)).to(to)
    };
    let mut total = 0u128;
    let mut homes: [BTreeMap<Loc, u128>; 3] = Default::default();
    let mut choice = vec![0usize; periods.len()];
    loop {
        let at = |p: &(Killer, usize)| locs[choice[index(p)]];
        let reaches = |scene: &SceneFact, p: &(Killer, usize), r: u32| {
            steps(at(p), scene.loc, &scene.watches).is_some_and(|d| d <= r)
        };
        let consistent = facts.facts.iter().all(|fact| match fact {
            Fact::Missed(p, loc) => at(p) != *loc,
            Fact::Hit(p, loc) | Fact::Shown(p, loc) => at(p) == *loc,
            Fact::Apart(a, b) => steps(at(a), at(b), &[]).is_none_or(|d| d >= 3),
            Fact::Scene(scene) => scene.suspects.iter().any(|(p, r)| reaches(scene, p, *r)),
            Fact::Opening(scenes) => {
                // Every way of giving each opener to one of its suspects.
                let mut pick = vec![0usize; scenes.len()];
                loop {
                    let mut count: BTreeMap<(Killer, usize), usize> = BTreeMap::new();
                    let ok = scenes.iter().zip(&pick).all(|(scene, &i)| {
                        let (p, r) = scene.suspects[i];
                        *count.entry(p).or_default() += 1;
                        reaches(scene, &p, r)
                    });
                    if ok && count.len() == 3 && count.values().all(|&n| n == 2) {
                        break true;
                    }
                    let mut j = 0;
                    while j < pick.len() {
                        pick[j] += 1;
                        if pick[j] < scenes[j].suspects.len() {
                            break;
                        }
                        pick[j] = 0;
                        j += 1;
                    }
                    if j == pick.len() {
                        break false;
                    }
                }
            }
        });
        if consistent {
            total += 1;
            for k in Killer::ALL {
                if let Some(current) = periods.iter().filter(|(q, _)| *q == k).max_by_key(|p| p.1) {
                    *homes[k as usize].entry(at(current)).or_default() += 1;
                }
            }
        }
        let mut j = 0;
        while j < choice.len() {
            choice[j] += 1;
            if choice[j] < locs.len() {
                break;
            }
            choice[j] = 0;
            j += 1;
        }
        if j == choice.len() {
            return (total, homes);
        }
    }
}

/// A random legal game on a 4 × 4 grid, methods drawn from two so that they collide.
fn random_game(seeds: &[u64]) -> Crimewave {
    let board = grid(4, 4);
    let mut game = on(&board);
    let mut seed = seeds.iter().copied().cycle();
    let mut next = move || seed.next().unwrap_or(0);
    for k in Killer::ALL {
        let name = if next() % 2 == 0 {
            "shooting"
        } else {
            "stabbing"
        };
        apply(&mut game, &[method(k, name)]);
    }
    for k in Killer::ALL {
        let mut tries = 0;
        while game.apply(&home(k, (next() % 16 + 1) as Loc)).is_err() && tries < 64 {
            tries += 1;
        }
        if game.residence(k).is_none() {
            // Corners 1, 4 and 13 are always 3 apart.
            let fallback = [1, 4, 13][k as usize];
            let _ = game.apply(&home(k, fallback));
        }
    }
    for k in Killer::ALL {
        for _ in 0..2 {
            let sites = game.legal_locations(k);
            if sites.is_empty() {
                return game;
            }
            let loc = sites[(next() % sites.len() as u64) as usize];
            apply(&mut game, &[opening(k, loc)]);
        }
    }
    if game.apply(&Action::Start).is_err() {
        return game;
    }
    for _ in 0..(next() % 12) {
        let pick = next();
        let killer = Killer::ALL[(pick % 3) as usize];
        let loc = (next() % 16 + 1) as Loc;
        let action = if let Some(k) = game.pending_relocation() {
            Action::Relocate { killer: k, loc }
        } else if game.on_trial().is_some() {
            match pick % 2 {
                0 => Action::Tie { loc },
                _ => Action::Trial {
                    prosecution: (next() % 12) as u32,
                    defense: 0,
                },
            }
        } else if pick % 3 == 0 {
            // Three missed raids: the Killer must move (a new residence period).
            for _ in 0..3 {
                let home = game.residence(killer);
                if let Some(miss) = (1..=16).find(|&l| Some(l) != home) {
                    let _ = game.apply(&raid(miss, killer));
                }
            }
            continue;
        } else {
            match (pick / 3) % 5 {
                0 | 1 => {
                    let sites = game.legal_locations(killer);
                    match sites.get((next() % 16) as usize % sites.len().max(1)) {
                        Some(&loc) => murder(killer, loc),
                        None => continue,
                    }
                }
                2 | 3 => raid(loc, killer),
                _ => Action::Watch { loc },
            }
        };
        let _ = game.apply(&action);
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn the_deduction_counts_exactly_what_a_brute_force_counts(
        seeds in proptest::collection::vec(any::<u64>(), 24),
    ) {
        let game = random_game(&seeds);
        let board = game.board().unwrap();
        let facts = game.facts();
        // Keep the brute force small: at most five periods on 16 locations.
        prop_assume!(facts.periods.len() <= 5);
        let fast = Prepared::new(board).solve(&facts);
        let (total, homes) = brute_force(board, &facts);
        prop_assert_eq!(fast.assignments, total, "{:?}", facts);
        for k in Killer::ALL {
            let expected: Vec<(Loc, u128)> = homes[k as usize].iter().map(|(&l, &n)| (l, n)).collect();
            prop_assert_eq!(&fast.homes[k as usize], &expected, "{:?} {:?}", k, facts);
            // The real home is always among the candidates.
            if let Some(real) = game.residence(k) {
                prop_assert!(fast.candidates(k).contains(&real));
            }
            // The advice for a site is what the murder there really leaves the table.
            for site in game.advice(k) {
                let mut after = game.clone();
                let result = after.apply(&murder(k, site.loc)).expect("advice names legal sites");
                if !result.contains("revealed") {
                    prop_assert_eq!(site.homes_left, after.exposure(k).len(), "{:?} at {}", k, site.loc);
                }
            }
        }
    }
}
