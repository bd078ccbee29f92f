//! Alibi playing Intent to Kill: every level plays only legal moves and honest answers,
//! lies only where the rules allow, the Detective decides from the public view alone, a
//! decision taken again at the same moment is the same, and self-played games replay.

use alibi::arena::intent::table::{Builtin, Played, Table};
use alibi::arena::intent::{self as arena, Contender, IntentRun};
use alibi::plays::intent::rollout::Think;
use alibi::plays::intent::turn;
use alibi::plays::intent::{detective, murderer};
use alibi::plays::{Level, Side, decision_rng};
use alibi::rules::Rules;
use alibi::rules::intent::{Action, IntentToKill};
use alibi::transcript::{EXIT_OK, replay, replay_file};
use proptest::prelude::*;
use std::path::Path;

/// How long `hard` thinks in these tests: one game played out per choice (the rules it
/// keeps don't depend on how long it thinks, and a test build plays slowly).
const BRIEF: Think = Think { rollouts: 1 };

/// Plays one game between two levels.
fn play(murderer: Level, detective: Level, seed: u64) -> Played {
    let (mut m, mut d) = (
        Builtin::thinking(murderer, BRIEF),
        Builtin::thinking(detective, BRIEF),
    );
    Table::new(&mut m, &mut d, seed).play()
}

/// The game as the actions leave it.
fn replayed(actions: &[Action]) -> IntentToKill {
    let mut game = IntentToKill::new();
    for action in actions {
        game.apply(action).expect("a played game replays");
    }
    game
}

/// Everything that must hold of a game Alibi played: no refused move (a forfeit), an audit
/// that finds every murder legal, every Surveillance answer honest and every lie allowed,
/// and a transcript `alibi replay` passes with its winner.
fn check(played: &Played, pairing: &str) {
    assert!(played.forfeit.is_none(), "{pairing}: {:?}", played.forfeit);
    let game = replayed(&played.actions);
    let audit = game.audit();
    assert!(audit.clean, "{pairing}: {audit:?}");
    for answer in &audit.answers {
        assert!(
            answer.answer == answer.truth || answer.lie_allowed,
            "{pairing}: a lie where the rules forbid one: {answer:?}"
        );
    }
    assert!(game.outcome().is_some(), "{pairing}: the game didn't end");
    let text = arena::transcript_of(played);
    let again = replay::<IntentToKill>(&text, Path::new("."));
    assert_eq!(again.exit_code, EXIT_OK, "{pairing}: {:?}", again.output);
}

#[test]
fn every_pairing_of_levels_plays_a_whole_honest_game() {
    for murderer in Level::ALL {
        for detective in Level::ALL {
            for seed in [1, 2] {
                let played = play(murderer, detective, seed);
                check(&played, &format!("{murderer} vs {detective}, seed {seed}"));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Any seed, any pairing: only legal decisions, only allowed lies.
    #[test]
    fn no_decision_of_any_level_is_ever_illegal(seed in any::<u64>(), m in 0usize..3, d in 0usize..3) {
        let played = play(Level::ALL[m], Level::ALL[d], seed);
        check(&played, &format!("seed {seed}"));
    }
}

/// The Murderer's answers at every level, against the engine's truth: a false answer only
/// from the Murderer, the Person of Interest or a Supporter.
#[test]
fn the_murderer_lies_only_where_the_rules_allow() {
    let mut lies = 0;
    for seed in 0..6 {
        for level in Level::ALL {
            let played = play(level, Level::Standard, seed);
            let game = replayed(&played.actions);
            for a in game.audit().answers {
                if a.answer != a.truth {
                    lies += 1;
                    assert!(a.lie_allowed, "{level}, seed {seed}: {a:?}");
                    assert!(game.may_lie(a.civilian));
                }
            }
        }
    }
    assert!(lies > 0, "the Murderer never lied: the test shows nothing");
}

/// The Detective's decision reads the public view and nothing else: the same public history
/// under other secrets gives the same decision. (By type it can only be handed a
/// `PublicView`; this checks the view carries nothing of the secrets either.)
#[test]
fn the_detectives_input_holds_no_secret() {
    let mut compared = 0;
    for seed in 0..4 {
        let played = play(Level::Standard, Level::Hard, seed);
        let mut game = IntentToKill::new();
        for (i, action) in played.actions.iter().enumerate() {
            if turn::to_act(&game, true) == Some(Side::Detective) {
                let view = game.public_view();
                // Another game with the same public history: its secrets swapped for another
                // hypothesis the facts still allow, its lies recomputed for that Murderer.
                if let Some(other) = swapped(&played.actions[..i], &game) {
                    assert_eq!(other.public_view(), view, "seed {seed}, action {i}");
                    for level in Level::ALL {
                        let decide = |v: &alibi::rules::intent::PublicView| {
                            detective::decide(level, v, &mut decision_rng(seed, i as u64, 1))
                        };
                        assert_eq!(decide(&view), decide(&other.public_view()));
                    }
                    compared += 1;
                }
            }
            game.apply(action).expect("replays");
        }
    }
    assert!(compared > 20, "only {compared} decisions compared");
}

/// The game the actions make with another surviving hypothesis as its secrets.
fn swapped(actions: &[Action], game: &IntentToKill) -> Option<IntentToKill> {
    let truth = (game.murderer()?, game.motive()?);
    let other = game
        .hypotheses()
        .into_iter()
        .find(|h| (h.murderer, h.motive) != truth)?;
    let real = game.murderer()?;
    let mut swapped = IntentToKill::new();
    for action in actions.iter().filter(|a| !matches!(a, Action::Offer(_))) {
        let action = match action {
            Action::Murderer(_) => Action::Murderer(other.murderer),
            Action::Poi(_) => Action::Poi(other.poi),
            Action::Motive(_) => Action::Motive(other.motive),
            Action::Supporters(_) => Action::Supporters(other.supporters),
            Action::Question {
                civilian,
                about,
                lie,
            } => {
                let answer = real.has(*about) != *lie;
                Action::Question {
                    civilian: *civilian,
                    about: *about,
                    lie: answer != other.murderer.has(*about),
                }
            }
            other => other.clone(),
        };
        swapped.apply(&action).ok()?;
    }
    Some(swapped)
}

/// A decision is a function of the seed and the moment: taken again at the same moment of
/// the same game (as after an undo) it is the same decision.
#[test]
fn a_decision_taken_again_is_the_same() {
    let seed = 11;
    let played = play(Level::Hard, Level::Hard, seed);
    let mut game = IntentToKill::new();
    let mut checked = 0;
    for (i, action) in played.actions.iter().enumerate() {
        if turn::side_of(&game, action) == Some(Side::Murderer)
            && !matches!(action, Action::Token(_))
        {
            let rng = || decision_rng(seed, i as u64, Side::Murderer as u64);
            let first = murderer::decide_thinking(Level::Hard, BRIEF, &game, &mut rng());
            let again = murderer::decide_thinking(Level::Hard, BRIEF, &game.clone(), &mut rng());
            assert_eq!(first, again);
            checked += 1;
        }
        if turn::to_act(&game, false) == Some(Side::Detective) {
            let view = game.public_view();
            let rng = || decision_rng(seed, i as u64, Side::Detective as u64);
            assert_eq!(
                detective::decide(Level::Easy, &view, &mut rng()),
                detective::decide(Level::Easy, &view, &mut rng())
            );
        }
        game.apply(action).expect("replays");
    }
    assert!(checked > 5);
    // And a game replayed from its seed is the same game.
    assert_eq!(play(Level::Hard, Level::Hard, seed).actions, played.actions);
}

#[test]
fn a_hundred_exported_self_played_games_replay() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let run = IntentRun {
        murderer: Contender::Alibi(Level::Standard),
        detective: Contender::Alibi(Level::Easy),
        games: 100,
        seed: 5,
        export: Some(dir.path().to_owned()),
        think: Think::DEFAULT,
    };
    let report = arena::run(&run).expect("self-play runs");
    assert_eq!(report.murderer.of, 100);
    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .expect("the folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 100);
    let mut winners = 0;
    for file in &files {
        let (lines, status) = replay_file(file);
        assert_eq!(status, EXIT_OK, "{}: {lines:?}", file.display());
        let last = lines.last().expect("lines");
        assert!(last.contains("? winner =>"), "{last}");
        winners += usize::from(!last.ends_with("none"));
    }
    assert_eq!(winners, 100, "every game ended with a winner");
    // The bag draws as the box would: no City phase draws one group twice.
    for file in &files {
        let text = std::fs::read_to_string(file).expect("the export");
        let played = replay::<IntentToKill>(&text, Path::new("."));
        assert!(
            city_phases_draw_apart(&played.actions),
            "{}",
            file.display()
        );
    }
    // The table says what was played.
    let lines = report.lines();
    assert!(
        lines[0].contains("100 games (seed 5): the Murderer standard against the Detective easy")
    );
    assert!(lines[1].contains("the Murderer won"));
}

#[test]
fn an_outside_program_plays_through_the_open_protocol() {
    let player = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/random-player.sh");
    for (murderer, detective) in [
        (
            format!("external:sh {} 1", player.display()),
            "standard".to_owned(),
        ),
        (
            "standard".to_owned(),
            format!("external:sh {} 2", player.display()),
        ),
    ] {
        let run = IntentRun {
            murderer: Contender::parse(&murderer).expect("a contender"),
            detective: Contender::parse(&detective).expect("a contender"),
            games: 2,
            seed: 3,
            export: None,
            think: Think::DEFAULT,
        };
        let report = arena::run(&run).expect("self-play runs");
        assert_eq!(
            report.forfeits[0].0 + report.forfeits[1].0,
            0,
            "{:?}",
            report.lines()
        );
        assert_eq!(report.murderer.hits + report.detective.hits, 2);
    }
}

#[test]
fn a_program_that_answers_nonsense_forfeits() {
    let run = IntentRun {
        murderer: Contender::Alibi(Level::Easy),
        detective: Contender::parse("external:yes nonsense").expect("a contender"),
        games: 1,
        seed: 1,
        export: None,
        think: Think::DEFAULT,
    };
    let report = arena::run(&run).expect("self-play runs");
    assert_eq!(report.forfeits[1].0, 1, "{:?}", report.lines());
    assert!(
        report.forfeits[1]
            .1
            .as_deref()
            .is_some_and(|w| w.contains("3 refused lines")),
        "{:?}",
        report.forfeits
    );
    assert_eq!(report.murderer.hits, 1, "a forfeit loses");
}

#[test]
fn levels_and_contenders_read_from_the_command_line() {
    assert_eq!(Contender::parse("hard"), Ok(Contender::Alibi(Level::Hard)));
    assert_eq!(
        Contender::parse("external:./bot --fast"),
        Ok(Contender::External("./bot --fast".into()))
    );
    assert!(Contender::parse("grandmaster").is_err());
    assert!(Contender::parse("external:").is_err());
}

/// Whether every City phase of these actions drew two different tokens.
fn city_phases_draw_apart(actions: &[Action]) -> bool {
    let mut game = IntentToKill::new();
    let mut drawn: Vec<alibi::rules::intent::Group> = Vec::new();
    for action in actions {
        if game.phase() != alibi::rules::intent::Phase::City {
            drawn.clear();
        }
        if let Action::Token(group) = action
            && game.phase() == alibi::rules::intent::Phase::City
        {
            if drawn.contains(group) {
                return false;
            }
            drawn.push(*group);
        }
        game.apply(action).expect("replays");
    }
    true
}

#[test]
fn no_city_phase_draws_a_token_twice() {
    for seed in 0..20 {
        for (m, d) in [(Level::Easy, Level::Hard), (Level::Hard, Level::Standard)] {
            let played = play(m, d, seed);
            check(&played, &format!("seed {seed}"));
            assert!(city_phases_draw_apart(&played.actions), "seed {seed}");
        }
    }
}

#[test]
fn a_draw_depends_on_its_place_only() {
    // A City phase of a self-played game, its Murderer's token due.
    let played = play(Level::Standard, Level::Standard, 3);
    let at = played
        .actions
        .iter()
        .position(|a| *a == Action::City)
        .expect("a City phase");
    let mut game = IntentToKill::new();
    for action in &played.actions[..=at] {
        game.apply(action).expect("replays");
    }
    let seed = 99;
    let token = turn::draw_token(&game, seed).expect("a token");
    assert_eq!(turn::draw_token(&game, seed), Some(token), "the same again");
    // The Detective's token is another group, and one more step before it (a civilian the
    // Murderer moves) doesn't change it: a draw depends on the round and which draw it is.
    let mut after = game.clone();
    after.apply(&Action::Token(token)).expect("the bag's token");
    let detectives = turn::draw_token(&after, seed).expect("the Detective's token");
    assert_ne!(detectives, token, "the Murderer's token stays out");
    for step in alibi::plays::intent::moves::murderer(&after)
        .into_iter()
        .take(5)
    {
        let mut moved = after.clone();
        moved.apply(&step).expect("a legal move");
        assert_eq!(turn::draw_token(&moved, seed), Some(detectives), "{step:?}");
    }
    // Another round's draw is another place.
    let others: Vec<_> = (0..30u64)
        .filter_map(|s| turn::draw_token(&game, s))
        .collect();
    assert!(others.iter().any(|&g| g != token), "seeds draw apart");
    // The deal is the seed's too.
    let deal = |seed| {
        let mut rng = alibi::chance::rng(seed, alibi::chance::Draw::Deal, &[]);
        let layout = alibi::rules::intent::Layout::Base;
        let motives = layout.motives(alibi::rules::intent::Mode::Logic);
        alibi::rules::intent::deal(
            layout,
            alibi::rules::intent::Mode::Logic,
            &motives,
            &mut rng,
        )
    };
    assert_eq!(deal(7), deal(7));
    assert_ne!(deal(7), deal(8));
}

#[test]
fn alibis_detective_takes_the_fire_station_with_a_token_from_the_bag() {
    use alibi::rules::intent::Phase;
    let mut used = 0;
    for seed in 0..20 {
        let played = play(Level::Standard, Level::Standard, seed);
        check(&played, &format!("seed {seed}"));
        let mut game = IntentToKill::new();
        let mut sheltering = false;
        for action in &played.actions {
            match action {
                Action::Token(group) if game.phase() == Phase::Detective => {
                    // Whatever group the Detective named, the token is the bag's draw.
                    assert_eq!(turn::draw_token(&game, seed), Some(*group), "seed {seed}");
                    used += 1;
                    sheltering = true;
                }
                // Its moves bring civilians under the marker, where nobody can be murdered.
                Action::Move(_, to) if sheltering => {
                    assert_eq!(*to, game.city().detective(), "seed {seed}");
                }
                _ => sheltering = false,
            }
            game.apply(action).expect("replays");
        }
    }
    assert!(used > 0, "the Fire Station was never used in 20 games");
}

#[test]
fn the_murderer_intimidates_by_plan_not_by_chance() {
    use alibi::plays::intent::turn::Decision;
    // Every intimidation of a few self-played games: `standard` picks the truthful witnesses
    // nearest the victim it means to kill, so other dice give the same choice (a plan that
    // finds no victim would fall back on a random intimidation).
    let mut seen = 0;
    for seed in 0..4 {
        let played = play(Level::Standard, Level::Standard, seed);
        let mut game = IntentToKill::new();
        for action in &played.actions {
            if let Action::Intimidate(_) = action {
                let decided = |dice: u64| {
                    murderer::decide(
                        Level::Standard,
                        &game,
                        &mut decision_rng(dice, 0, Side::Murderer as u64),
                    )
                };
                let first = decided(1);
                assert!(matches!(first, Decision::Act(Action::Intimidate(_))));
                for dice in 2..6 {
                    assert_eq!(decided(dice), first, "seed {seed}: {action:?}");
                }
                seen += 1;
            }
            game.apply(action).expect("replays");
        }
    }
    assert!(seen >= 8, "only {seen} intimidations");
}

#[test]
fn the_hard_detective_reads_who_the_murderer_silenced() {
    use alibi::plays::intent::belief::{Belief, Lies, Silencing};
    let reading = Silencing {
        careful: 0.9,
        slip: 0.001,
    };
    // A hypothesis weighs less the more of the silenced could have lied for its Murderer
    // (far less from the first one on), never below the careless Murderer's share.
    for silenced in 1..8 {
        assert!(reading.weigh(silenced, 1) < 0.1 * reading.weigh(silenced, 0));
        for own in 0..silenced {
            assert!(reading.weigh(silenced, own + 1) <= reading.weigh(silenced, own));
            assert!(reading.weigh(silenced, own + 1) >= 1.0 - reading.careful);
        }
    }
    // In self-played games, every civilian the table saw intimidated is a less likely
    // Murderer, and every group with an intimidated member less likely the Supporters,
    // than without the reading.
    let mut read = 0;
    for seed in 0..3 {
        let played = play(Level::Standard, Level::Standard, seed);
        let mut game = IntentToKill::new();
        for action in &played.actions {
            if turn::to_act(&game, true) == Some(Side::Detective) {
                let notebook = game.public_view().notebook;
                let plain = Belief::of(&notebook, Lies::Unknown, None);
                let reads = Belief::of(&notebook, Lies::Unknown, Some(reading));
                let murderer = |belief: &Belief, c| -> f64 {
                    belief
                        .pairs
                        .iter()
                        .filter(|p| p.0 == c)
                        .map(|p| belief.chance(p.0, p.1))
                        .sum()
                };
                for c in notebook.silenced() {
                    if murderer(&plain, c) > 1e-9 && murderer(&plain, c) < 1.0 - 1e-9 {
                        assert!(
                            murderer(&reads, c) < murderer(&plain, c),
                            "seed {seed}: {c:?}"
                        );
                        read += 1;
                    }
                    let g = c.group();
                    if plain.supporters_chance(g) > 1e-9 && plain.supporters_chance(g) < 1.0 - 1e-9
                    {
                        assert!(reads.supporters_chance(g) < plain.supporters_chance(g));
                    }
                }
            }
            game.apply(action).expect("replays");
        }
    }
    assert!(read > 10, "only {read} silenced suspects read");
}

#[test]
fn the_detective_names_a_likeliest_pair_by_a_coin_of_its_own_or_follows_a_hunch() {
    use alibi::plays::intent::belief::Belief;
    use alibi::rules::intent::{Civilian, Motive};
    use rand::SeedableRng;
    let c = |i| Civilian::from_index(i).expect("a civilian");
    let belief = Belief {
        pairs: vec![
            (c(0), Motive::ALL[0], 2.0),
            (c(1), Motive::ALL[1], 3.0),
            (c(2), Motive::ALL[2], 1.0),
            (c(3), Motive::ALL[3], 3.0),
        ],
        supporters: Vec::new(),
    };
    // Never a less likely pair, and each of the equals sometimes: a Murderer can't keep its
    // pair tied with one the Detective always names first.
    let mut named = Vec::new();
    for seed in 0..64 {
        let pair = belief
            .likeliest(&mut rand::rngs::StdRng::seed_from_u64(seed))
            .expect("a pair");
        assert!(pair == (c(1), Motive::ALL[1]) || pair == (c(3), Motive::ALL[3]));
        if !named.contains(&pair) {
            named.push(pair);
        }
    }
    assert_eq!(named.len(), 2);
    // A hunch names the likeliest most often (here 81 weighed against 16 and 1), a close one
    // now and then, and the one far behind hardly ever.
    let mut hunches = [0_u32; 4];
    for seed in 0..2000 {
        let pair = belief
            .hunch(4.0, &mut rand::rngs::StdRng::seed_from_u64(seed))
            .expect("a pair");
        let i = belief.pairs.iter().position(|p| (p.0, p.1) == pair);
        hunches[i.expect("one of the pairs")] += 1;
    }
    assert!(hunches[1] + hunches[3] > 1500, "{hunches:?}");
    assert!(hunches[0] > 50 && hunches[0] < 400, "{hunches:?}");
    assert!(hunches[2] < 60, "{hunches:?}");
    let empty = Belief {
        pairs: Vec::new(),
        supporters: Vec::new(),
    };
    assert_eq!(
        empty.likeliest(&mut rand::rngs::StdRng::seed_from_u64(1)),
        None
    );
    assert_eq!(
        empty.hunch(4.0, &mut rand::rngs::StdRng::seed_from_u64(1)),
        None
    );
}
