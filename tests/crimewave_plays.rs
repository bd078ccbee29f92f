//! Alibi plays the Killers of Crimewave: California (ruling 23, docs/rulings.md): the Killer-event
//! variant's edge cases, the legality of every decision at every level, the honesty of every
//! answer the table got, the simulated Investigators' knowledge, and exported self-play games
//! replayed.

use alibi::arena::crimewave as arena;
use alibi::plays::Level;
use alibi::plays::crimewave::defense;
use alibi::plays::crimewave::event::{EventKind, draw_event};
use alibi::plays::crimewave::investigators::{self, Squad, Step};
use alibi::plays::crimewave::{Event, Killers, Place, SpookDecision};
use alibi::rules::Rules;
use alibi::rules::crimewave::deduction::Deduction;
use alibi::rules::crimewave::{
    Action, Answer, BoardChoice, Crimewave, Culprit, Evidence, HouseRule, Killer, MethodChoice,
    PublicView, Status,
};
use alibi::transcript::replay;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::path::Path;

/// Applies actions that must all be accepted.
fn apply(game: &mut Crimewave, actions: &[Action]) {
    for a in actions {
        if let Err(refusal) = game.apply(a) {
            panic!("{a:?} refused: {}", refusal.0);
        }
    }
}

/// A game on the stand-in board set up by Alibi (standard) with `rules` among its house
/// rules, started.
fn started(rules: &[HouseRule]) -> Crimewave {
    let mut game = Crimewave::new();
    apply(
        &mut game,
        &[
            Action::Board(BoardChoice::StandIn),
            Action::Investigators(vec!["ann".into(), "bob".into()]),
        ],
    );
    for rule in rules {
        apply(&mut game, &[Action::Rule(rule.clone())]);
    }
    let killers = Killers::new(Level::Standard, 7);
    let setup = killers.setup(&game, [1, 3, 5]).expect("a setup");
    apply(&mut game, &setup.actions(|_| Evidence::Item));
    apply(&mut game, &[Action::Start]);
    game
}

/// Misses on `killer` at the first location that isn't its home, `times` times.
fn miss(game: &mut Crimewave, killer: Killer, times: usize) {
    for _ in 0..times {
        let home = game.residence(killer);
        let loc = (1..=96).find(|&l| Some(l) != home).unwrap();
        let raid = Action::Raid {
            investigator: "ann".into(),
            loc,
            killer,
        };
        assert_eq!(game.apply(&raid).unwrap().answer, Answer::Miss);
    }
}

/// Convicts `killer`: a raid on its home, then a trial the prosecution wins on its cards.
fn convict(game: &mut Crimewave, killer: Killer) {
    let loc = game.residence(killer).unwrap();
    let raid = Action::Raid {
        investigator: "bob".into(),
        loc,
        killer,
    };
    assert_eq!(game.apply(&raid).unwrap().answer, Answer::Hit);
    let trial = Action::Trial {
        prosecution: 20,
        defense: 0,
    };
    assert_eq!(game.apply(&trial).unwrap().answer, Answer::Convicted);
}

/// The easy Killers are beginners, not dice: each murder is the killing Killer's nearest
/// legal site to its home, never its own doorstep while another site is open, and its
/// reason says so.
#[test]
fn easy_killers_kill_as_close_to_home_as_they_may() {
    let game = started(&[]);
    let board = game.board().expect("a board");
    for seed in 0..40 {
        let place = Place {
            scenes: seed,
            ..Place::default()
        };
        let murder = Killers::new(Level::Easy, seed)
            .murder(&game, place)
            .expect("a Killer may kill");
        let home = game.residence(murder.killer).expect("a home");
        let steps = board.distances_from(home, |_| false);
        let sites: Vec<_> = game
            .legal_locations(murder.killer)
            .into_iter()
            .filter(|&l| l != home)
            .collect();
        assert!(sites.contains(&murder.loc), "seed {seed}: {}", murder.loc);
        let nearest = sites.iter().filter_map(|&l| steps.to(l)).min();
        assert_eq!(steps.to(murder.loc), nearest, "seed {seed}");
        assert!(
            murder
                .why
                .to_string()
                .contains("as close to its home as it may"),
            "{}",
            murder.why
        );
    }
}

#[test]
fn an_escape_is_never_drawn_with_nobody_in_prison_and_its_chance_falls_to_nothing() {
    let only_escapes = [
        HouseRule::RandomKillingChance(0),
        HouseRule::FullMoonChance(0),
        HouseRule::EscapeChance(100),
    ];
    let mut game = started(&only_escapes);
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..200 {
        assert_eq!(draw_event(&game, &mut rng), EventKind::Nothing);
    }
    let killers = Killers::new(Level::Hard, 3);
    assert_eq!(killers.event(&game, place(20)), Event::Nothing);
    // With a Killer in prison, the same chance is an escape every round, decided legally.
    convict(&mut game, Killer::Green);
    for _ in 0..50 {
        assert_eq!(draw_event(&game, &mut rng), EventKind::Escape);
    }
    for level in Level::ALL {
        let event = Killers::new(level, 3).event(&game, place(21));
        let Event::Escape { killer, .. } = event else {
            panic!("{level}: {event:?}");
        };
        assert_eq!(killer, Killer::Green);
        let mut after = game.clone();
        apply(&mut after, &[event.action(|| Evidence::Item).unwrap()]);
        assert_eq!(after.status(Killer::Green), Status::Escaped);
        let said = event.announce(&game, None);
        assert!(
            said.headline.to_string().contains("Green Slayer escapes"),
            "{said:?}"
        );
    }
}

#[test]
fn the_setup_announcements_place_the_tiles_by_location_and_name_no_killer() {
    let mut game = Crimewave::new();
    apply(
        &mut game,
        &[
            Action::Board(BoardChoice::StandIn),
            Action::Investigators(vec!["ann".into()]),
        ],
    );
    for level in Level::ALL {
        let killers = Killers::new(level, 3);
        let faces = killers.roll_methods();
        assert!(faces.iter().all(|f| (1..=8).contains(f)));
        let setup = killers.setup(&game, faces).unwrap();
        let sites = setup.opening_sites();
        assert!(sites.windows(2).all(|w| w[0] < w[1]) && sites.len() == 6);
        let methods = setup.announce_methods(&game);
        assert_eq!(methods.steps.len(), 3);
        assert!(
            methods.steps[0].to_string().contains("Red Terror"),
            "{methods:?}"
        );
        for &loc in &sites {
            let said = setup.announce_scene(&game, loc, None);
            assert!(
                said.headline
                    .to_string()
                    .starts_with(&format!("Opening scene at {loc}: a"))
            );
            assert!(
                said.steps[1].to_string().contains("Draw an evidence tile"),
                "{said:?}"
            );
            let text = format!("{said:?}");
            assert!(
                Killer::ALL.iter().all(|k| !text.contains(k.name())),
                "{text}"
            );
        }
        let mut started = game.clone();
        apply(&mut started, &setup.actions(|_| Evidence::Witness));
        apply(&mut started, &[Action::Start]);
        assert_eq!(started.public_view().scenes.len(), 6);
    }
}

#[test]
fn the_event_house_rules_read_back_and_refuse_bad_values_in_words() {
    for (name, value) in [
        ("random-killing-chance", "25"),
        ("full-moon-chance", "0"),
        ("escape-chance", "100"),
        ("defense-points", "0:20,2:30,4:35,6:15"),
        ("defense-points", "3:100"),
    ] {
        let rule = HouseRule::parse(name, value).unwrap();
        assert_eq!(rule.name_and_value(), (name.to_string(), value.to_string()));
    }
    for (name, value, says) in [
        ("escape-chance", "101", "a number from 0 to 100"),
        ("defense-points", "0:10,3:60,5:20", "adding up to 100"),
        ("defense-points", "3:50,0:50", "ascending"),
        ("defense-points", "0:50,two:50", "like 0:20,2:30,4:35,6:15"),
        ("defense-points", "", "not ''"),
    ] {
        let error = HouseRule::parse(name, value).unwrap_err().to_string();
        assert!(error.contains(says), "{name} {value}: {error}");
    }
}

#[test]
fn the_event_chances_split_the_rounds_as_the_house_rules_say() {
    let mut game = started(&[]);
    convict(&mut game, Killer::Blue);
    let mut rng = StdRng::seed_from_u64(9);
    let mut counts = [0u32; 4];
    for _ in 0..10_000 {
        let kind = draw_event(&game, &mut rng);
        counts[kind as usize] += 1;
    }
    // Defaults: Random Killing 20 %, Full Moon 10 %, Escape 10 %, the rest nothing.
    let near = |count: u32, percent: u32| count.abs_diff(percent * 100) < 250;
    assert!(
        near(counts[EventKind::RandomKilling as usize], 20),
        "{counts:?}"
    );
    assert!(near(counts[EventKind::FullMoon as usize], 10), "{counts:?}");
    assert!(near(counts[EventKind::Escape as usize], 10), "{counts:?}");
    assert!(near(counts[EventKind::Nothing as usize], 60), "{counts:?}");
    // Defense totals come only from the table, with its chances.
    let settings = game.settings().clone();
    let mut seen = [0u32; 7];
    for _ in 0..10_000 {
        seen[defense::draw(&settings, &mut rng) as usize] += 1;
    }
    assert_eq!(seen[1] + seen[3] + seen[5], 0);
    assert!(near(seen[0], 20) && near(seen[2], 30) && near(seen[4], 35) && near(seen[6], 15));
}

#[test]
fn a_full_moon_at_spook_2_cancels_the_method_change_alibi_had_not_made() {
    let mut game = started(&[]);
    miss(&mut game, Killer::Red, 2);
    assert!(game.may_change_method(Killer::Red));
    // Alibi would decide now; a Full Moon comes first instead.
    let killers = Killers::new(Level::Standard, 1);
    assert!(matches!(
        killers.spook(&game, Killer::Red, place(40)),
        Some(SpookDecision::ChangeMethod(_))
    ));
    let full_moon = Event::FullMoon { faces: [7, 7, 7] };
    apply(&mut game, &[full_moon.action(|| Evidence::Item).unwrap()]);
    assert_eq!(game.method(Killer::Red), Some("strangling"));
    // The new roll wins: no change is owed any more, and one would be refused.
    assert!(!game.may_change_method(Killer::Red));
    assert_eq!(killers.spook(&game, Killer::Red, place(41)), None);
    let change = Action::ChangeMethod {
        killer: Killer::Red,
        method: "shooting".into(),
    };
    assert!(game.apply(&change).is_err());
    let said = full_moon.announce(&game, None);
    assert_eq!(
        said.steps[0].to_string(),
        "The d8 shows 7 for the Red Terror: put a strangling tile above its portrait",
        "the faces rolled are shown"
    );
    // The third miss still forces the move, decided at once and legal.
    miss(&mut game, Killer::Red, 1);
    for level in Level::ALL {
        let decision = Killers::new(level, 5).spook(&game, Killer::Red, place(42));
        let Some(SpookDecision::Move(home)) = decision else {
            panic!("{level}: {decision:?}");
        };
        let mut after = game.clone();
        apply(&mut after, &[home.action()]);
        assert_eq!(after.spook(Killer::Red), 0);
        assert!(
            !home
                .announce()
                .headline
                .to_string()
                .contains(&home.loc.to_string())
        );
    }
}

#[test]
fn a_method_kept_at_spook_2_leaves_no_action_but_has_its_reason() {
    let mut game = started(&[]);
    let mut actions = Vec::new();
    // The record as the console keeps it: the setup, then two missed raids on the Red Terror.
    {
        let mut replay = Crimewave::new();
        apply(
            &mut replay,
            &[
                Action::Board(BoardChoice::StandIn),
                Action::Investigators(vec!["ann".into(), "bob".into()]),
            ],
        );
        actions.extend([
            Action::Board(BoardChoice::StandIn),
            Action::Investigators(vec!["ann".into(), "bob".into()]),
        ]);
        let setup = Killers::new(Level::Standard, 7)
            .setup(&replay, [1, 3, 5])
            .expect("a setup");
        actions.extend(setup.actions(|_| Evidence::Item));
        actions.push(Action::Start);
    }
    let home = game.residence(Killer::Red);
    let loc = (1..=96).find(|&l| Some(l) != home).unwrap();
    for _ in 0..2 {
        let raid = Action::Raid {
            investigator: "ann".into(),
            loc,
            killer: Killer::Red,
        };
        apply(&mut game, std::slice::from_ref(&raid));
        actions.push(raid);
    }
    assert!(game.may_change_method(Killer::Red));
    // Alibi at a seed that keeps the method at this moment: no action follows the raid.
    let at = Place::of(&actions);
    let killers = (0..200)
        .map(|seed| Killers::new(Level::Easy, seed))
        .find(|k| {
            matches!(
                k.spook(&game, Killer::Red, at),
                Some(SpookDecision::ChangeMethod(change)) if change.method.is_none()
            )
        })
        .expect("a seed that keeps the method");
    let reasons: Vec<String> = killers
        .reasons(&actions)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        reasons
            .iter()
            .any(|r| r.starts_with("Red Terror spooked: kept its method")),
        "{reasons:?}"
    );
}

#[test]
fn a_random_killing_and_a_trial_defense_are_ordinary_actions() {
    let game = started(&[
        HouseRule::FullMoonChance(0),
        HouseRule::EscapeChance(0),
        HouseRule::RandomKillingChance(100),
        HouseRule::Defense(vec![(5, 100)]),
    ]);
    for level in Level::ALL {
        let killers = Killers::new(level, 11);
        let event = killers.event(&game, place(30));
        let Event::RandomKilling { loc } = event else {
            panic!("{event:?}");
        };
        let mut after = game.clone();
        apply(&mut after, &[event.action(|| Evidence::Blood).unwrap()]);
        assert!(after.has_unsolved_scene(loc));
        assert_eq!(after.victim_counter(), 1);
        assert_eq!(killers.defense(&game, place(31)).points, 5);
    }
}

/// A place in the game as the record counts it: `scenes` scenes placed, as many tiles.
fn place(scenes: u64) -> Place {
    Place {
        scenes,
        tiles: scenes,
        trials: 0,
    }
}

#[test]
fn a_seed_plays_the_same_game_and_a_place_draws_the_same_decision() {
    let one = arena::play(Level::Standard, 2, BoardChoice::StandIn, 77).unwrap();
    let again = arena::play(Level::Standard, 2, BoardChoice::StandIn, 77).unwrap();
    assert_eq!(one.actions, again.actions);
    let other = arena::play(Level::Standard, 2, BoardChoice::StandIn, 78).unwrap();
    assert_ne!(one.actions, other.actions);
    // Taken again at the same place (after an undo), a decision is the same decision.
    let game = started(&[]);
    let seats = alibi::plays::Seats::alibi(alibi::plays::Side::Killers, Level::Easy, 5);
    let killers = Killers::seated(&seats).unwrap();
    let first = killers.murder(&game, place(7)).unwrap();
    assert_eq!(killers.murder(&game, place(7)), Some(first.clone()));
    let later: Vec<_> = (8..24)
        .filter_map(|scenes| killers.murder(&game, place(scenes)))
        .collect();
    assert!(
        later.iter().any(|m| m.loc != first.loc),
        "new places draw anew"
    );
}

#[test]
fn a_seed_plays_the_same_game_at_every_level_of_the_investigators() {
    for investigators in Level::ALL {
        let play = |seed| {
            let sides = arena::Sides::alibi(Level::Standard, investigators);
            arena::play_sides(sides, 2, BoardChoice::StandIn, seed).unwrap()
        };
        let one = play(41);
        assert_eq!(one.actions, play(41).actions, "{investigators}");
        assert_ne!(one.actions, play(42).actions, "{investigators}");
    }
}

#[test]
fn a_tile_depends_on_its_place_only() {
    // The tiles of a self-played game are the bag's for each scene's place, whatever the
    // Investigators did in between: the table's n-th tile is always the same tile.
    let game = arena::play(Level::Standard, 3, BoardChoice::StandIn, 91).unwrap();
    let settings = alibi::rules::crimewave::Settings::default();
    let bag = arena::game_seed(91, 0, 3);
    let tiles: Vec<Evidence> = game
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::Scene { evidence, .. }
            | Action::Murder { evidence, .. }
            | Action::RandomKilling { evidence, .. } => Some(*evidence),
            _ => None,
        })
        .collect();
    assert!(tiles.len() > 6);
    for (n, tile) in tiles.iter().enumerate() {
        let drawn = alibi::plays::crimewave::tile(bag, &settings, n as u64);
        assert_eq!(drawn, Some(*tile), "tile {n}");
    }
    // A person's "draw from the app's bag" and Alibi's bag agree on a place; the next draw is
    // another place.
    let seed = 123;
    let first = alibi::plays::crimewave::tile(seed, &settings, 4);
    assert_eq!(alibi::plays::crimewave::tile(seed, &settings, 4), first);
    assert!(
        (5..40).any(|n| alibi::plays::crimewave::tile(seed, &settings, n) != first),
        "other places draw other tiles"
    );
    // The Killers' decisions and draws are fixed by the scenes and trials before them, not
    // by how many entries the record holds: a watch placed first is neither.
    let game = started(&[]);
    let loc = game.public_view().eligible_watches[0];
    let watch = [Action::Watch { loc }];
    let mut watched = game.clone();
    apply(&mut watched, &watch);
    assert_eq!(Place::of(&watch), Place::of(&[]));
    let killers = Killers::new(Level::Easy, 17);
    assert_eq!(
        killers.tiles(&game, Place::of(&[]))(),
        killers.tiles(&watched, Place::of(&watch))()
    );
}

/// Replays a self-play game's record, checking at every step that each answer the table got
/// is the honest one: a raid hits exactly where the Killer lived, a tie is right exactly when
/// the scene was the accused's, a trial convicts exactly at 10 points.
fn check_honest(actions: &[Action]) {
    let mut game = Crimewave::new();
    for action in actions {
        let before = game.clone();
        let result = game
            .apply(action)
            .unwrap_or_else(|r| panic!("{action:?} refused: {}", r.0));
        match action {
            Action::Raid { loc, killer, .. } => {
                let lived = before.residence(*killer) == Some(*loc);
                assert_eq!(result.is_hit(), lived, "{action:?}: {result}");
            }
            Action::Tie { loc } => {
                let accused = before.on_trial().unwrap();
                let scene = before
                    .audit()
                    .scenes
                    .into_iter()
                    .rfind(|s| s.loc == *loc && !s.solved && !s.removed)
                    .unwrap();
                let right = scene.culprit == Culprit::Killer(accused);
                assert_eq!(result.answer == Answer::Right, right, "{action:?}");
            }
            Action::Trial {
                prosecution,
                defense,
            } => {
                let accused = before.on_trial().unwrap();
                let points = i64::from(before.case_file(accused)) + i64::from(*prosecution)
                    - i64::from(*defense);
                assert_eq!(result.answer == Answer::Convicted, points >= 10);
            }
            _ => {}
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// Whole games at every level of both sides: no decision of Alibi's Killers nor of the
    /// simulated Investigators was refused (setup, murders, events, method changes, moves,
    /// watches, raids, rolls, ties; a game stops at the first refusal), and every answer the
    /// table got was the engine's honest one.
    #[test]
    fn no_decision_is_ever_illegal_and_every_answer_is_honest(
        seed in any::<u64>(),
        level in prop::sample::select(Level::ALL.to_vec()),
        investigators in prop::sample::select(Level::ALL.to_vec()),
        seats in 1usize..=6,
    ) {
        let sides = arena::Sides::alibi(level, investigators);
        let game = arena::play_sides(sides, seats, BoardChoice::StandIn, seed)
            .map_err(TestCaseError::fail)?;
        check_honest(&game.actions);
        prop_assert!(game.rounds >= 1);
    }
}

/// Two games that differ only in their secrets: on the stand-in board the Red Terror and
/// the Green Slayer share a method, and swap one opening scene.
fn twin_games() -> (Crimewave, Crimewave) {
    let build = || {
        let mut game = Crimewave::new();
        apply(
            &mut game,
            &[
                Action::Board(BoardChoice::StandIn),
                Action::Investigators(vec!["ann".into(), "bob".into()]),
            ],
        );
        for killer in Killer::ALL {
            apply(
                &mut game,
                &[Action::Method {
                    killer,
                    method: MethodChoice::Named("shooting".into()),
                }],
            );
        }
        apply(
            &mut game,
            &[
                Action::Residence {
                    killer: Killer::Red,
                    loc: 41,
                },
                Action::Residence {
                    killer: Killer::Green,
                    loc: 18,
                },
                Action::Residence {
                    killer: Killer::Blue,
                    loc: 3,
                },
            ],
        );
        game
    };
    // Two sites both Red and Green reach, one each only one of them reaches, two of Blue's.
    let probe = build();
    let sites = |k| probe.legal_locations(k);
    let (red, green, blue) = (
        sites(Killer::Red),
        sites(Killer::Green),
        sites(Killer::Blue),
    );
    let both: Vec<_> = red.iter().copied().filter(|l| green.contains(l)).collect();
    assert!(both.len() >= 2, "the stand-in has sites both reach");
    let taken = |l: &u16, used: &[u16]| both[..2].contains(l) || used.contains(l);
    let red_only = *red.iter().find(|l| !taken(l, &[])).unwrap();
    let green_only = *green.iter().find(|l| !taken(l, &[red_only])).unwrap();
    let blue: Vec<_> = blue
        .into_iter()
        .filter(|l| !taken(l, &[red_only, green_only]))
        .take(2)
        .collect();
    let finish = |swap: bool| {
        let mut game = build();
        let (a, b) = if swap {
            (both[1], both[0])
        } else {
            (both[0], both[1])
        };
        let scene = |killer, loc| Action::Scene {
            killer,
            loc,
            evidence: Evidence::Item,
        };
        apply(
            &mut game,
            &[
                scene(Killer::Red, red_only),
                scene(Killer::Red, a),
                scene(Killer::Green, b),
                scene(Killer::Green, green_only),
                scene(Killer::Blue, blue[0]),
                scene(Killer::Blue, blue[1]),
                Action::Start,
            ],
        );
        game
    };
    (finish(false), finish(true))
}

#[test]
fn the_investigators_decide_from_the_public_view_alone() {
    // By type: the decision takes the public view, the Investigators' own pieces and a
    // deduction made from the view (none of them holds a secret).
    let decide: fn(&PublicView, &Deduction, &mut Squad, usize, &mut StdRng) -> Step =
        investigators::next_step;
    let deduce: fn(&PublicView) -> Deduction = investigators::deduce;
    let ties: fn(&PublicView, Killer) -> Vec<_> = investigators::ties;
    // By behaviour: games that differ only in secrets look the same to them.
    let (one, other) = twin_games();
    assert_ne!(one.audit().scenes, other.audit().scenes, "the games differ");
    let (view, twin) = (one.public_view(), other.public_view());
    assert_eq!(view, twin);
    assert_eq!(deduce(&view), deduce(&twin));
    let deduction = deduce(&view);
    for seat in 0..2 {
        let mut squad = Squad::new(&view, 2);
        let mut twin_squad = squad.clone();
        let step = decide(
            &view,
            &deduction,
            &mut squad,
            seat,
            &mut StdRng::seed_from_u64(4),
        );
        let again = decide(
            &twin,
            &deduction,
            &mut twin_squad,
            seat,
            &mut StdRng::seed_from_u64(4),
        );
        assert_eq!(step, again);
    }
    for killer in Killer::ALL {
        assert_eq!(ties(&view, killer), ties(&twin, killer));
    }
    // Every level decides from the same inputs, and so sees no difference either.
    let at_level: fn(Level, &PublicView, &Deduction, &mut Squad, usize, &mut StdRng) -> Step =
        investigators::decide;
    for level in Level::ALL {
        for seed in 0..8 {
            let mut squad = Squad::new(&view, 2);
            let mut twin_squad = squad.clone();
            let mut dice = StdRng::seed_from_u64(seed);
            let step = at_level(level, &view, &deduction, &mut squad, 1, &mut dice);
            let mut dice = StdRng::seed_from_u64(seed);
            let again = at_level(level, &twin, &deduction, &mut twin_squad, 1, &mut dice);
            assert_eq!(step, again, "{level}");
        }
    }
}

#[test]
fn the_public_facts_in_the_view_hold_no_secret() {
    let (one, other) = twin_games();
    let json = serde_json::to_string(&one.public_view().facts).unwrap();
    assert_eq!(
        json,
        serde_json::to_string(&other.public_view().facts).unwrap()
    );
    assert!(json.contains("Opening"), "{json}");
    // No residence appears as a home the facts pin: nothing was raided or shown.
    for home in [41, 18, 3] {
        assert!(!json.contains(&format!("\"Hit\":[[\"red\",1],{home}]")));
    }
    // The opening scenes come by location, whichever Killer placed which.
    let alibi::rules::crimewave::deduction::Fact::Opening(scenes) = one
        .public_view()
        .facts
        .facts
        .into_iter()
        .find(|f| matches!(f, alibi::rules::crimewave::deduction::Fact::Opening(_)))
        .unwrap()
    else {
        unreachable!()
    };
    assert!(scenes.windows(2).all(|w| w[0].loc < w[1].loc));
}

#[test]
fn a_hundred_exported_self_play_games_replay() {
    let dir = tempfile::tempdir().unwrap();
    let mut killers_won = 0;
    // Easy Killers keep the test quick; the property test above plays every level.
    for number in 0..100u32 {
        let level = Level::Easy;
        let seed = arena::game_seed(2024, number, 0);
        let seats = 1 + number as usize % 6;
        let game = arena::play(level, seats, BoardChoice::StandIn, seed).unwrap();
        killers_won += u32::from(game.winner == alibi::rules::crimewave::Winner::Killers);
        let text = game.transcript(&format!("game {number}"));
        let path = dir.path().join(format!("{number}.alibi"));
        std::fs::write(&path, &text).unwrap();
        let replayed =
            replay::<Crimewave>(&std::fs::read_to_string(&path).unwrap(), Path::new("."));
        assert_eq!(replayed.exit_code, 0, "{}", replayed.output.join("\n"));
        assert!(
            text.trim_end()
                .ends_with(&format!("? winner => {}", game.winner.word()))
        );
    }
    // Both sides win some: the games are real.
    assert!((1..100).contains(&killers_won), "{killers_won}");
}
