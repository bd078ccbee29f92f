//! Intent to Kill played at random: legal play never panics nor is refused, a game's
//! transcript replays to the same game, the deduction always keeps the truth, and the table's
//! view never carries a secret. Half the games are refereed (the Detective picks among the
//! moves the engine offers); the other half keep the investigation's count themselves (a house
//! rule), so the deduction also meets witnesses questioned all over the city.

use alibi::plays::intent::moves::{self, DetectiveMove};
use alibi::rules::Rules;
use alibi::rules::intent::deduction::{Hypothesis, consistent};
use alibi::rules::intent::motive::may_murder;
use alibi::rules::intent::{
    Action, Block, Civilian, Effect, Group, HouseRule, IntentToKill, Layout, Mode, Motive, Phase,
    Trait, city, deal,
};
use alibi::transcript::{EXIT_OK, export, replay};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, IteratorRandom};
use rand::{Rng, SeedableRng};
use std::path::Path;

/// Applies an action the random player chose as legal; a refusal is a bug.
fn take(game: &mut IntentToKill, actions: &mut Vec<Action>, action: Action) {
    if let Err(refusal) = game.apply(&action) {
        panic!("legal play refused: {action:?}: {refusal}\nafter {actions:?}");
    }
    actions.push(action);
}

/// Deals a random game for the table; `refereed` false sets the house rule that leaves the
/// investigation's count to the table.
fn setup(rng: &mut StdRng, refereed: bool) -> (IntentToKill, Vec<Action>) {
    let layout = *Layout::ALL.choose(rng).expect("layouts");
    let mode = if rng.random_bool(0.5) {
        Mode::Logic
    } else {
        Mode::Intuition
    };
    let dealt = deal(layout, mode, &layout.motives(mode), rng);
    let mut game = IntentToKill::new();
    let mut actions = Vec::new();
    if !refereed {
        take(
            &mut game,
            &mut actions,
            Action::Rule(HouseRule::RefereeInvestigation(false)),
        );
    }
    for action in dealt {
        take(&mut game, &mut actions, action);
    }
    let offered = game.offered().expect("Alibi's deal records the offer");
    let supporters = *offered.choose(rng).expect("three groups");
    take(&mut game, &mut actions, Action::Supporters(supporters));
    take(
        &mut game,
        &mut actions,
        Action::Detective(rng.random_range(0..16)),
    );
    take(&mut game, &mut actions, Action::Start);
    (game, actions)
}

fn murderer_phase(game: &mut IntentToKill, actions: &mut Vec<Action>, rng: &mut StdRng) {
    let city = game.city();
    let targets: Vec<Civilian> = city
        .civilians()
        .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
        .collect();
    if !targets.is_empty() {
        let chosen = targets.choose_multiple(rng, 2).copied().collect();
        take(game, actions, Action::Intimidate(chosen));
    }
    if game.layout() == Layout::Doa && game.city().crime_scenes().is_empty() {
        take(game, actions, Action::Scene(rng.random_range(0..16)));
        return;
    }
    let legal = game.legal_victims();
    let first_refusal = game.public_view().refusals == 0;
    match legal.choose(rng) {
        Some(&victim) if !first_refusal || rng.random_bool(0.9) => {
            let block = game
                .city()
                .block_of(victim)
                .expect("a legal victim stands somewhere");
            let others: Vec<Civilian> = game
                .city()
                .civilians_in(block)
                .filter(|&c| c != victim)
                .collect();
            let murderer_here =
                game.murderer().and_then(|m| game.city().block_of(m)) == Some(block);
            if game.bomb_allowed() && !others.is_empty() && !murderer_here && rng.random_bool(0.3) {
                take(game, actions, Action::Bomb(victim, others));
            } else {
                take(game, actions, Action::Murder(victim));
            }
        }
        _ => take(game, actions, Action::Refuse),
    }
}

fn detective_phase(
    game: &mut IntentToKill,
    actions: &mut Vec<Action>,
    rng: &mut StdRng,
    talk: usize,
) {
    while let Some(&to) = game.displacement_targets().choose(rng) {
        let scene = game.city().detective();
        let c = game
            .city()
            .civilians_in(scene)
            .next()
            .expect("someone to displace");
        take(game, actions, Action::Displace(c, to));
    }
    if game.layout() == Layout::SplitSecond
        && let Some(&(_, block)) = game.city().buildings().choose(rng)
    {
        take(game, actions, Action::RemoveBuilding(block));
    }
    if game.layout() == Layout::StreetWithNoName && game.round() == 1 {
        let agent = game.city().civilians().choose(rng).expect("civilians");
        take(game, actions, Action::Agent(agent));
    }
    if game.mode() == Mode::Intuition && rng.random_bool(0.2) {
        take(
            game,
            actions,
            Action::Play(Effect::Curfew(rng.random_range(0..16))),
        );
    }
    if game.left().counted {
        investigate(game, actions, rng);
        take(game, actions, Action::City);
        return;
    }
    for _ in 0..rng.random_range(0..=3) {
        let c = game.city().civilians().choose(rng).expect("civilians");
        take(game, actions, Action::Surveil(c));
    }
    if game.mode() == Mode::Intuition && rng.random_bool(0.2) {
        take(game, actions, Action::Profile);
    }
    let innocent = game
        .motives()
        .iter()
        .filter(|&&m| Some(m) != game.motive())
        .choose(rng);
    if let Some(&motive) =
        innocent.filter(|_| game.mode() == Mode::Intuition && rng.random_bool(0.2))
    {
        take(game, actions, Action::Confess(motive));
    }
    for _ in 0..rng.random_range(0..=2) {
        let here = game.city().detective();
        if let Some(to) = city::adjacent(here).choose(rng) {
            take(game, actions, Action::Detective(to));
        }
    }
    let askable: Vec<Civilian> = game
        .city()
        .civilians()
        .filter(|&c| game.unquestionable(c).is_none())
        .collect();
    for &c in askable.choose_multiple(rng, talk) {
        let about = *Trait::ALL.choose(rng).expect("traits");
        let lie = game.may_lie(c) && rng.random_bool(0.5);
        take(
            game,
            actions,
            Action::Question {
                civilian: c,
                about,
                lie,
            },
        );
    }
    if game.mode() == Mode::Intuition {
        let city = game.city();
        if let Some(c) = city
            .civilians()
            .filter(|&c| city.intimidated(c))
            .choose(rng)
        {
            take(game, actions, Action::Comfort(c));
        }
    }
    take(game, actions, Action::City);
}

/// A refereed investigation: random moves among those the engine offers the Detective (the
/// questions answered with a lie where one is allowed, at random), until the phase's end is
/// drawn.
fn investigate(game: &mut IntentToKill, actions: &mut Vec<Action>, rng: &mut StdRng) {
    for _ in 0..40 {
        let options = moves::detective(&game.public_view());
        let action = match options.choose(rng) {
            None | Some(DetectiveMove::Act(Action::City)) => return,
            Some(DetectiveMove::Act(action)) => action.clone(),
            Some(&DetectiveMove::Ask(civilian, about)) => Action::Question {
                civilian,
                about,
                lie: game.may_lie(civilian) && rng.random_bool(0.5),
            },
        };
        take(game, actions, action);
    }
}

/// A refereed City phase: each side's token from the stack, then some of the moves it gives.
fn refereed_city_moves(game: &mut IntentToKill, actions: &mut Vec<Action>, rng: &mut StdRng) {
    for _ in 0..2 {
        let stack = game.token_stack().expect("Alibi's deal knows the stack");
        let Some(&group) = stack.choose(rng) else {
            return;
        };
        take(game, actions, Action::Token(group));
        for _ in 0..rng.random_range(0..=2) {
            let view = game.public_view();
            let options = moves::city_moves(
                &view.notebook.city,
                view.last_token,
                &view.boxed,
                &view.moved,
                view.city_draws,
            );
            if let Some(action) = options.choose(rng) {
                take(game, actions, action.clone());
            }
        }
    }
}

fn city_phase(game: &mut IntentToKill, actions: &mut Vec<Action>, rng: &mut StdRng) {
    if game.refereed() {
        refereed_city_moves(game, actions, rng);
        lift_curfews(game, actions);
        end_round(game, actions, rng);
        return;
    }
    // The Murderer's and the Detective's social-group tokens (never the Supporters').
    let supporters = game.supporters();
    for _ in 0..2 {
        let drawn = Group::ALL
            .into_iter()
            .filter(|g| Some(*g) != supporters)
            .choose(rng);
        take(
            game,
            actions,
            Action::Token(drawn.expect("eight other groups")),
        );
    }
    lift_curfews(game, actions);
    for _ in 0..rng.random_range(0..=4) {
        let c = game.city().civilians().choose(rng).expect("civilians");
        let from = game.city().block_of(c).expect("on the board");
        if let Some(to) = game.city().open_neighbours(from).choose(rng) {
            take(game, actions, Action::Move(c, to));
        }
    }
    end_round(game, actions, rng);
}

fn lift_curfews(game: &mut IntentToKill, actions: &mut Vec<Action>) {
    for block in 0..16u8 {
        if let Some(effect) =
            Some(Effect::Curfew(block)).filter(|_| game.city().under_curfew(block))
        {
            take(game, actions, Action::Lift(effect));
        }
    }
}

fn end_round(game: &mut IntentToKill, actions: &mut Vec<Action>, rng: &mut StdRng) {
    if game.last_murder_done() {
        let accused = game.city().civilians().choose(rng).expect("civilians");
        let motive = *game.motives().choose(rng).expect("motives");
        take(game, actions, Action::Accuse(accused, motive));
    } else {
        take(game, actions, Action::Round);
    }
}

/// The secrets as the deduction sees them.
fn truth(game: &IntentToKill) -> Hypothesis {
    Hypothesis {
        murderer: game.murderer().expect("set up"),
        motive: game.motive().expect("set up"),
        poi: game.poi().expect("set up"),
        supporters: game.supporters().expect("set up"),
    }
}

/// Plays one whole random game with up to `talk` questions per Detective phase (when the
/// table keeps the investigation's count; a refereed Detective asks what the engine allows),
/// checking after every Detective phase that the deduction keeps the truth.
fn random_game(seed: u64, talk: usize, refereed: bool) -> (IntentToKill, Vec<Action>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut game, mut actions) = setup(&mut rng, refereed);
    while game.phase() != Phase::Over {
        match game.phase() {
            Phase::Murderer => murderer_phase(&mut game, &mut actions, &mut rng),
            Phase::Detective => {
                detective_phase(&mut game, &mut actions, &mut rng, talk);
                assert!(
                    consistent(&game, &truth(&game)),
                    "the truth was dropped: {actions:?}"
                );
                let exposure = game.exposure();
                assert!(exposure.suspects.contains(&truth(&game).murderer));
                assert!(exposure.motives.contains(&truth(&game).motive));
            }
            Phase::City => city_phase(&mut game, &mut actions, &mut rng),
            Phase::Setup | Phase::Over => unreachable!("the game started and isn't over"),
        }
    }
    assert!(game.audit().clean, "an honest game audits clean");
    (game, actions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_legal_play_replays_and_keeps_the_truth(seed in any::<u64>()) {
        let (game, actions) = random_game(seed, 9, seed.is_multiple_of(2));
        let text = export::<IntentToKill>(&actions);
        let again = replay::<IntentToKill>(&text, Path::new("."));
        prop_assert_eq!(again.exit_code, EXIT_OK, "{:?}", again.output);
        prop_assert_eq!(&again.game, &game);
        prop_assert_eq!(again.actions, actions);
    }

    #[test]
    fn arbitrary_actions_never_panic(seed in any::<u64>(), picks in proptest::collection::vec((0u8..30, 0usize..60, 0u8..20, any::<bool>()), 0..120)) {
        let mut rng = StdRng::seed_from_u64(seed);
        let (mut game, _) = setup(&mut rng, seed.is_multiple_of(2));
        for (kind, who, block, flag) in picks {
            let c = Civilian::from_index(who % 54).expect("in range");
            let m = Motive::ALL[who % 12];
            let g = Group::ALL[who % 9];
            let action = match kind {
                0 => Action::Intimidate(vec![c]),
                1 => Action::Intimidate(vec![c, Civilian::from_index((who + 1) % 54).expect("in range")]),
                2 | 3 => Action::Murder(c),
                4 => Action::Bomb(c, vec![Civilian::from_index((who + 7) % 54).expect("in range")]),
                5 => Action::Refuse,
                6 => Action::Displace(c, block),
                7 => Action::Detective(block),
                8 | 9 => Action::Surveil(c),
                10 | 11 => Action::Question { civilian: c, about: Trait::ALL[who % 11], lie: flag },
                12 => Action::Comfort(c),
                13 => Action::City,
                14 => Action::Move(c, block),
                15 => Action::Round,
                16 => Action::RemoveBuilding(block),
                17 => Action::Agent(c),
                18 => Action::Play(Effect::Curfew(block)),
                19 => Action::Lift(Effect::StubbornWitnesses(block)),
                20 => Action::Play(Effect::UnionStrike(g)),
                21 => Action::Scene(block),
                22 => Action::Accuse(c, m),
                23 => Action::Place(block, vec![c]),
                24 => Action::Start,
                25 => Action::Motives(vec![m, m]),
                26 => Action::Watch(c),
                27 => Action::Token(g),
                28 => Action::Rule(HouseRule::RefereeInvestigation(flag)),
                _ => Action::Lift(Effect::Curfew(block)),
            };
            let before = game.clone();
            if game.apply(&action).is_err() {
                prop_assert_eq!(&game, &before, "a refusal changed the game");
            }
            let _ = game.public_view();
            let _ = game.describe(&action);
        }
        let _ = game.exposure();
        let _ = game.audit();
    }
}

/// Every key of a JSON value, at any depth.
fn keys(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                keys(v, out);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

/// A hypothesis the deduction keeps with a different Murderer, if there is one.
fn another_murderer(game: &IntentToKill, truth: &Hypothesis) -> Option<Hypothesis> {
    let exposure = game.exposure();
    let murderers = exposure.suspects.iter().filter(|&&m| m != truth.murderer);
    murderers
        .flat_map(|&murderer| {
            exposure.motives.iter().flat_map(move |&motive| {
                Civilian::all().flat_map(move |poi| {
                    Group::ALL.into_iter().map(move |supporters| Hypothesis {
                        murderer,
                        motive,
                        poi,
                        supporters,
                    })
                })
            })
        })
        .find(|h| consistent(game, h))
}

/// The public view may not depend on the secrets: replaying the same public history under
/// another hypothesis the deduction keeps (the lies recomputed for that Murderer) must be
/// accepted and must show the table exactly the same thing.
#[test]
fn the_public_view_is_the_same_under_every_surviving_hypothesis() {
    let mut compared = 0;
    for seed in 0..40u64 {
        let (game, actions) = random_game(seed, 1, seed.is_multiple_of(2));
        let Some((Action::Accuse(..), before)) = actions.split_last() else {
            continue;
        };
        if actions
            .iter()
            .any(|a| matches!(a, Action::Bomb(..) | Action::Agent(_)))
        {
            // Which body counted, and the agent, are secrets the replay below can't swap.
            continue;
        }
        let mut original = IntentToKill::new();
        for action in before {
            original.apply(action).expect("it was accepted once");
        }
        let view = original.public_view();
        let json = serde_json::to_value(&view).expect("views serialize");
        let mut all = Vec::new();
        keys(&json, &mut all);
        for secret in [
            "murderer",
            "poi",
            "motive",
            "supporters",
            "person_of_interest",
        ] {
            assert!(!all.iter().any(|k| k == secret), "key {secret} in the view");
        }
        // The motive's name may appear only where it is public: among the motives in play
        // (also in the notebook the deduction reads).
        let mut without_motives = json.clone();
        without_motives["motives_in_play"] = serde_json::Value::Null;
        without_motives["notebook"]["motives"] = serde_json::Value::Null;
        let text = without_motives.to_string().to_lowercase();
        let secret_motive = game.motive().expect("set up");
        assert!(
            !text.contains(&format!("\"{}\"", secret_motive.slug())),
            "{text}"
        );
        // Another Murderer the public facts allow, with a motive, PoI and Supporters to match.
        let truth = truth(&game);
        let Some(other) = another_murderer(&game, &truth) else {
            continue;
        };
        let mut swapped = IntentToKill::new();
        // The tokens offered for the Supporters are as secret as the Supporters: the other
        // hypothesis had its own three.
        for action in before.iter().filter(|a| !matches!(a, Action::Offer(_))) {
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
                    let answer = truth.murderer.has(*about) != *lie;
                    Action::Question {
                        civilian: *civilian,
                        about: *about,
                        lie: answer != other.murderer.has(*about),
                    }
                }
                other => other.clone(),
            };
            if let Err(refusal) = swapped.apply(&action) {
                panic!("seed {seed}: {other:?} was kept but {action:?} is refused: {refusal}");
            }
        }
        assert_eq!(swapped.public_view(), view, "seed {seed}");
        compared += 1;
    }
    assert!(compared >= 5, "only {compared} games compared");
}

/// The seed whose random game `benches/rules.rs` times the deduction on.
const LONG_GAME_SEED: u64 = 172;

/// The benchmark's game (5 murders, at least 15 Surveillance and 40 questioning answers, as
/// the performance budget names) is kept as a transcript, so the benchmark needs none of this
/// file's random play; this test keeps the file the game that seed plays. Set
/// `ALIBI_WRITE_BENCH_GAME=1` to write it again after a change to the random play.
#[test]
fn the_benchmarks_long_game_is_the_long_random_game() {
    let (game, actions) = random_game(LONG_GAME_SEED, 9, false);
    let log = &game.public_view().log;
    let surveillance = log.iter().filter(|a| a.about.is_none()).count();
    assert!(game.city().victims().len() >= 5);
    assert!(
        surveillance >= 15 && log.len() - surveillance >= 40,
        "{log:?}"
    );
    let text = export::<IntentToKill>(&actions);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/long-intent-game.alibi");
    if std::env::var_os("ALIBI_WRITE_BENCH_GAME").is_some() {
        std::fs::write(&path, &text).expect("the benchmark's game is written");
    }
    let kept = std::fs::read_to_string(&path).expect("benches/long-intent-game.alibi");
    assert_eq!(
        kept, text,
        "the benchmark's game is not the one the seed plays"
    );
}

#[test]
fn surveillance_answers_are_the_legality_of_the_moment() {
    for seed in 0..10u64 {
        let (game, _) = random_game(seed, 3, seed.is_multiple_of(2));
        for s in game.audit().surveillance {
            assert!(s.honest, "seed {seed}: {s:?}");
        }
        let block: Block = game.city().detective();
        assert!(
            game.city()
                .civilians_in(block)
                .all(|c| !game.surveillance_answer(c))
        );
    }
}

/// The pruned search (per motive and Murderer, the Person of Interest only where it matters)
/// finds exactly what trying every hypothesis finds.
#[test]
fn the_fast_exposure_matches_the_brute_force() {
    let mut cultist_games = 0;
    for seed in 0..30u64 {
        let (game, _) = random_game(seed, 2, seed.is_multiple_of(2));
        cultist_games += usize::from(game.motives().contains(&Motive::Cultist));
        let alive = game.hypotheses();
        let suspects: Vec<Civilian> = Civilian::all()
            .filter(|c| alive.iter().any(|h| h.murderer == *c))
            .collect();
        let motives: Vec<Motive> = game
            .motives()
            .iter()
            .copied()
            .filter(|m| alive.iter().any(|h| h.motive == *m))
            .collect();
        let exposure = game.exposure();
        assert_eq!(exposure.suspects, suspects, "seed {seed}");
        assert_eq!(exposure.motives, motives, "seed {seed}");
    }
    assert!(cultist_games > 0, "the Cultist's search was never tried");
}

/// The weights of the pairs (what the hypotheses ask of their liars: lies, truths where a
/// lie was allowed, and liars the table saw intimidated) are the sums a brute force over
/// every hypothesis finds.
#[test]
fn the_weights_match_the_brute_force() {
    use alibi::rules::intent::deduction::Liars;
    use alibi::rules::intent::notebook::Entry;
    // Every count changes the weight, so a miscount anywhere shows.
    let weigh = |h: Liars| {
        0.5f64.powi(h.lies as i32) * 0.75f64.powi(h.truths as i32) * 0.3f64.powi(h.silenced as i32)
    };
    let mut silenced_liars = 0;
    for seed in 0..24u64 {
        let (game, _) = random_game(seed, 4, seed.is_multiple_of(2));
        let notebook = game.notebook();
        let silenced = notebook.silenced();
        let mut expected: Vec<(Civilian, Motive, f64)> = Vec::new();
        let mut groups: Vec<(Group, f64)> = Vec::new();
        for h in notebook.hypotheses() {
            let liar = |c: Civilian| c == h.murderer || c == h.poi || c.group() == h.supporters;
            let (mut lies, mut truths) = (0, 0);
            for entry in &notebook.entries {
                if let Entry::Answer {
                    civilian,
                    about,
                    answer,
                    ..
                } = entry
                    && liar(*civilian)
                {
                    if *answer == h.murderer.has(*about) {
                        truths += 1;
                    } else {
                        lies += 1;
                    }
                }
            }
            let quiet = notebook
                .dealt
                .iter()
                .filter(|&&c| liar(c) && silenced.contains(&c))
                .count() as u32;
            silenced_liars += quiet;
            let w = weigh(Liars {
                lies,
                truths,
                silenced: quiet,
            });
            match expected
                .iter_mut()
                .find(|p| p.0 == h.murderer && p.1 == h.motive)
            {
                Some(p) => p.2 += w,
                None => expected.push((h.murderer, h.motive, w)),
            }
            match groups.iter_mut().find(|g| g.0 == h.supporters) {
                Some(g) => g.1 += w,
                None => groups.push((h.supporters, w)),
            }
        }
        let weights = notebook.weights(&weigh);
        // Each group's weight as the Supporters, a group in the stack no hypothesis
        // allows weighing nothing.
        for &(group, w) in &weights.supporters {
            let e = groups.iter().find(|g| g.0 == group).map_or(0.0, |g| g.1);
            assert!(
                (w - e).abs() <= 1e-9 * e.max(1.0),
                "seed {seed}: {group:?} {w} {e}"
            );
        }
        for (group, e) in &groups {
            assert!(
                weights.supporters.iter().any(|g| g.0 == *group),
                "seed {seed}: {group:?} {e}"
            );
        }
        let mut found = weights.pairs;
        let order = |a: &(Civilian, Motive, f64), b: &(Civilian, Motive, f64)| {
            (a.0, a.1 as usize).cmp(&(b.0, b.1 as usize))
        };
        expected.sort_by(order);
        found.sort_by(order);
        assert_eq!(found.len(), expected.len(), "seed {seed}");
        for (f, e) in found.iter().zip(&expected) {
            assert_eq!((f.0, f.1), (e.0, e.1), "seed {seed}");
            assert!(
                (f.2 - e.2).abs() <= 1e-9 * e.2.max(1.0),
                "seed {seed}: {f:?} {e:?}"
            );
        }
    }
    assert!(silenced_liars > 0, "no hypothesis had a liar intimidated");
}

#[test]
fn judging_twenty_civilians_is_fast() {
    // The budget: all 20 civilians for one motive in 5 µs (debug builds get twenty times that).
    let (game, _) = random_game(3, 2, false);
    let truth = truth(&game);
    let mut rng = StdRng::seed_from_u64(3);
    let (fresh, _) = setup(&mut rng, true);
    let mut cities = vec![game.city().clone(), fresh.city().clone()];
    cities.retain(|c| c.civilians().count() > 0);
    let everyone: Vec<Civilian> = Civilian::all().collect();
    let runs = 500;
    let start = std::time::Instant::now();
    let mut legal = 0;
    for _ in 0..runs {
        for city in &cities {
            for motive in Motive::ALL {
                for &x in everyone.iter().filter(|&&x| city.on_board(x)).take(20) {
                    legal +=
                        usize::from(may_murder(city, motive, truth.murderer, truth.poi, x).is_ok());
                }
            }
        }
    }
    let per_motive = start.elapsed() / (runs * (cities.len() * Motive::ALL.len()) as u32);
    assert!(legal > 0);
    let budget = if cfg!(debug_assertions) { 100 } else { 5 };
    assert!(per_motive.as_micros() < budget, "{per_motive:?} per motive");
}

/// A random game played up to the Murderer's choice of victim in round `round` (after the
/// intimidation), or `None` if it ended first.
fn at_murder(seed: u64, round: u32) -> Option<IntentToKill> {
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut game, mut actions) = setup(&mut rng, seed.is_multiple_of(2));
    loop {
        match game.phase() {
            Phase::Murderer if game.round() >= round && game.intimidation_owed() == 0 => {
                return Some(game);
            }
            Phase::Murderer if game.round() >= round => {
                let city = game.city();
                let targets: Vec<Civilian> = city
                    .civilians()
                    .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
                    .collect();
                let chosen = targets.choose_multiple(&mut rng, 2).copied().collect();
                take(&mut game, &mut actions, Action::Intimidate(chosen));
                if game.intimidation_owed() != 0 {
                    return None;
                }
            }
            Phase::Murderer => murderer_phase(&mut game, &mut actions, &mut rng),
            Phase::Detective => detective_phase(&mut game, &mut actions, &mut rng, 6),
            Phase::City => city_phase(&mut game, &mut actions, &mut rng),
            Phase::Setup | Phase::Over => return None,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn the_advice_is_what_each_murder_leaves_by_brute_force(seed in any::<u64>(), round in 1u32..4) {
        let game = at_murder(seed, round);
        // A game that ended before the round is no case: proptest draws another, so every
        // counted case checks a real choice of victim.
        prop_assume!(game.is_some());
        let game = game.expect("assumed above");
        let advice = game.advice();
        // Every victim the engine would accept now (D.O.A.'s crime scene may have to come first).
        let mut legal: Vec<Civilian> = game
            .legal_victims()
            .into_iter()
            .filter(|&v| game.clone().apply(&Action::Murder(v)).is_ok())
            .collect();
        legal.sort();
        let mut advised: Vec<Civilian> = advice.iter().map(|a| a.victim).collect();
        advised.sort();
        prop_assert_eq!(advised, legal, "every legal victim is ranked");
        // Ranked: most suspects, then most motives, then by name.
        for pair in advice.windows(2) {
            let key = |a: &alibi::rules::intent::advice::VictimAdvice| {
                (std::cmp::Reverse(a.suspects), std::cmp::Reverse(a.motives), a.victim.slug())
            };
            prop_assert!(key(&pair[0]) <= key(&pair[1]));
        }
        // The first and the last checked against every hypothesis left after the murder.
        for a in [advice.first(), advice.last()].into_iter().flatten() {
            let mut after = game.clone();
            after.apply(&Action::Murder(a.victim)).unwrap();
            let alive = after.hypotheses();
            let mut murderers: Vec<Civilian> = alive.iter().map(|h| h.murderer).collect();
            murderers.sort();
            murderers.dedup();
            let mut motives: Vec<Motive> = alive.iter().map(|h| h.motive).collect();
            motives.sort();
            motives.dedup();
            prop_assert_eq!((a.suspects, a.motives), (murderers.len(), motives.len()), "{:?}", a.victim);
        }
    }
}

#[test]
fn the_explanation_names_the_facts_that_cut_the_most() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/intent/advice.alibi"),
    )
    .unwrap();
    let played = replay::<IntentToKill>(&text, Path::new("."));
    assert_eq!(played.exit_code, EXIT_OK, "{:?}", played.output);
    let cuts = played.game.explain(5);
    assert!(!cuts.is_empty());
    // The first murder (a woman, by a Maniac among others) cut motives: named as the table saw it.
    assert!(
        cuts.iter()
            .any(|c| c.fact.to_string() == "the murder of the Cat Lady" && c.motives_more > 0),
        "{cuts:?}"
    );
    for pair in cuts.windows(2) {
        assert!(
            pair[0].suspects_more + pair[0].motives_more
                >= pair[1].suspects_more + pair[1].motives_more
        );
    }
}
