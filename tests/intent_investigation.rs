//! The Detective's investigation as the rulebook has it, refereed by the engine: its own
//! example (Helen's Detective phase) and a scenario for each rule, every refusal checked with
//! its reason; the Social Group stack as in the box (docs/rulings.md, rulings 1–6).

use alibi::rules::Rules;
use alibi::rules::intent::{Action, Answer, Civilian, IntentToKill, Motive, Phase};
use alibi::transcript::{Dialect, Line};
use std::path::Path;

/// The action a transcript line stands for.
fn action(line: &str) -> Action {
    match IntentToKill::parse_line(line, Path::new(".")) {
        Ok(Line::Action(action)) => action,
        other => panic!("{line}: {other:?}"),
    }
}

/// Plays transcript lines, each of which must be accepted; the last one's result.
fn play(game: &mut IntentToKill, lines: &str) -> Answer {
    let mut last = Answer::Ok;
    for line in lines.lines().map(str::trim).filter(|l| !l.is_empty()) {
        last = game
            .apply(&action(line))
            .unwrap_or_else(|refusal| panic!("{line} refused: {refusal}"));
    }
    last
}

/// Why a line is refused, in English; the refusal leaves the game as it was.
fn refused(game: &mut IntentToKill, line: &str) -> String {
    let before = game.clone();
    match game.apply(&action(line)) {
        Ok(result) => panic!("{line} was accepted ({result})"),
        Err(refusal) => {
            assert_eq!(*game, before, "{line}: a refusal changed the game");
            refusal.to_string()
        }
    }
}

fn civilian(name: &str) -> Civilian {
    Civilian::parse(name).unwrap_or_else(|| panic!("no civilian {name}"))
}

/// What the console says is left of the investigation.
fn left(game: &IntentToKill) -> String {
    game.left().msg().to_string()
}

/// Helen's city (beginner layout: Police Stations 5 and 14, Diners 7 and 9, Hospitals 2 and
/// 11, Fire Stations 0 and 12): the Cat Lady alone in Downtown (5), the Paperboy next door
/// (1), the Musician and the Dispatcher two blocks away in Rocky Hill (0).
const HELEN: [&str; 16] = [
    "musician dispatcher",
    "paperboy",
    "nurse",
    "judge fence",
    "mayor",
    "cat-lady",
    "reporter",
    "bouncer",
    "editor",
    "professor",
    "surgeon",
    "lawyer",
    "waitress artist",
    "gangster",
    "secretary",
    "veteran actress",
];

/// Matthew, the Murderer: the Nurse, a Maniac; the Judge is his Person of Interest and the
/// Authority (the Dispatcher's group) support him. `offer` adds the three tokens Alibi
/// offered for the Supporters (the stack is then known).
fn matthew(offer: bool) -> IntentToKill {
    let mut game = IntentToKill::new();
    play(
        &mut game,
        "mode logic\nlayout base\nmotives maniac sadist cutthroat vigilante terrorist psychopath",
    );
    for (block, names) in HELEN.iter().enumerate() {
        play(&mut game, &format!("place {block} {names}"));
    }
    play(&mut game, "murderer nurse\npoi judge\nmotive maniac");
    if offer {
        play(&mut game, "offer authority criminals government");
    }
    play(&mut game, "supporters authority\ndetective 10\nstart");
    game
}

/// The rulebook's Murderer phase (intimidating `intimidated`, killing the Cat Lady), then
/// Helen's Initial Response: the marker on the new crime scene at 5, nobody there to move.
fn after_the_cat_lady(intimidated: &str) -> IntentToKill {
    let mut game = matthew(false);
    play(
        &mut game,
        &format!("intimidate {intimidated}\nmurder cat-lady"),
    );
    assert_eq!(game.phase(), Phase::Detective);
    assert_eq!(game.city().detective(), 5);
    game
}

/// The rulebook's own example of the Detective phase.
#[test]
fn helens_detective_phase() {
    let mut game = after_the_cat_lady("actress waitress");
    assert_eq!(left(&game), "Left: 2 movement points, 2 actions");
    // First action: the Police Station in the crime scene's block puts the Surveillance token
    // on the Paperboy next door; using it is free, and Matthew must say no.
    play(&mut game, "watch paperboy");
    assert_eq!(game.investigation().token, Some(civilian("paperboy")));
    assert_eq!(play(&mut game, "surveil paperboy"), Answer::No);
    assert_eq!(game.investigation().token, None, "a used token goes back");
    // A psychopath, a sadist or a terrorist could have killed him: only if he is Matthew.
    for motive in [Motive::Psychopath, Motive::Sadist, Motive::Terrorist] {
        assert!(
            game.hypotheses()
                .iter()
                .filter(|h| h.motive == motive)
                .all(|h| h.murderer == civilian("paperboy")),
            "{motive}"
        );
    }
    assert_eq!(
        left(&game),
        "Left: 2 movement points, 1 action (used: the Police Station)"
    );
    // Two movement points to the Musician and the Dispatcher.
    play(&mut game, "detective 1\ndetective 0");
    // Second action: questioning them. One of them lies (the Dispatcher, a Supporter).
    assert_eq!(play(&mut game, "question musician female"), Answer::Yes);
    assert_eq!(
        play(&mut game, "question dispatcher female lie"),
        Answer::No
    );
    assert_eq!(
        left(&game),
        "Left: no movement points, no actions (used: the Police Station and questioning at \
         0 Rocky Hill; questioning at 0 Rocky Hill can go on)"
    );
    // Two movement points spent and two different actions taken: only the end is left.
    assert_eq!(
        refused(&mut game, "detective 4"),
        "the Detective has spent both movement points this phase"
    );
    assert_eq!(
        refused(&mut game, "token medicine"),
        "both actions are used: the Police Station and questioning at 0 Rocky Hill"
    );
    play(&mut game, "city");
}

#[test]
fn two_movement_points_to_adjacent_blocks() {
    let mut game = after_the_cat_lady("actress waitress");
    assert_eq!(
        refused(&mut game, "detective 10"),
        "10 Santa Cruz is not next to the Detective's block"
    );
    play(&mut game, "detective 6\ndetective 7");
    assert_eq!(
        refused(&mut game, "detective 11"),
        "the Detective has spent both movement points this phase"
    );
    // The marker may go onto a crime scene (civilians may not).
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "detective 1\ndetective 5");
}

#[test]
fn questioning_only_the_unintimidated_civilians_of_the_markers_block() {
    let mut game = after_the_cat_lady("paperboy mayor");
    assert_eq!(
        refused(&mut game, "question reporter male"),
        "the Reporter is not in the Detective's block, and only a Diner's action questions a \
         civilian next to it: there is no Diner in 5 Downtown"
    );
    assert_eq!(
        refused(&mut game, "question gangster male"),
        "the Gangster is neither in the Detective's block nor next to it"
    );
    play(&mut game, "detective 6");
    assert_eq!(play(&mut game, "question reporter male"), Answer::No);
    assert_eq!(
        refused(&mut game, "question reporter female"),
        "the Reporter already answered a question this phase"
    );
    let mut game = after_the_cat_lady("paperboy mayor");
    play(&mut game, "detective 1");
    assert_eq!(
        refused(&mut game, "question paperboy male"),
        "the Paperboy is intimidated and won't talk"
    );
}

#[test]
fn questioning_ends_when_the_marker_moves() {
    let mut game = after_the_cat_lady("actress waitress");
    play(
        &mut game,
        "detective 6\nquestion reporter male\ndetective 2",
    );
    assert_eq!(
        refused(&mut game, "question nurse male"),
        "questioning ended when the Detective marker left 6 Presidential Square"
    );
    // Anything but a step may come between two questions of one questioning.
    let mut game = after_the_cat_lady("actress waitress");
    play(
        &mut game,
        "detective 1\ndetective 0\nquestion musician male",
    );
    play(&mut game, "token labor\nmove waitress 8");
    play(&mut game, "question dispatcher male");
}

#[test]
fn a_question_in_a_diners_block_is_questioning_or_the_diners() {
    // The Diner at 9: one civilian next door, besides questioning the block.
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "detective 9\nquestion editor male");
    assert_eq!(
        left(&game),
        "Left: 1 movement point, 1 action (used: the Diner)"
    );
    assert_eq!(
        refused(&mut game, "question surgeon male"),
        "the Diner's action is already used this phase"
    );
    play(&mut game, "question professor male");
    assert_eq!(
        refused(&mut game, "question gangster male"),
        "both actions are used: the Diner and questioning at 9 Central Park"
    );
    // A question asked in the Diner's block becomes the Diner's when the questioning is
    // wanted elsewhere later: nobody had to say which it was (ruling 1).
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "detective 9\nquestion professor male");
    assert_eq!(
        left(&game),
        "Left: 1 movement point, 1 action (used: questioning at 9 Central Park; questioning \
         at 9 Central Park can go on)"
    );
    play(&mut game, "detective 13\nquestion gangster male");
    assert_eq!(
        left(&game),
        "Left: no movement points, no actions (used: the Diner and questioning at 13 \
         Richmond; questioning at 13 Richmond can go on)"
    );
}

#[test]
fn each_action_where_its_building_stands_and_within_its_reach() {
    let mut game = after_the_cat_lady("paperboy mayor");
    assert_eq!(
        refused(&mut game, "comfort mayor"),
        "there is no Hospital in 5 Downtown"
    );
    assert_eq!(
        refused(&mut game, "watch secretary"),
        "the Secretary is neither in the Police Station's block nor next to it"
    );
    assert_eq!(
        refused(&mut game, "token labor"),
        "there is no Fire Station in 5 Downtown"
    );
    play(&mut game, "watch reporter");
    assert_eq!(
        refused(&mut game, "watch professor"),
        "the Police Station's action is already used this phase"
    );
    play(&mut game, "detective 1\ndetective 2\ncomfort paperboy");
    assert!(!game.city().intimidated(civilian("paperboy")));
    assert_eq!(
        refused(&mut game, "question nurse male"),
        "both actions are used: the Police Station and the Hospital"
    );
    let mut game = after_the_cat_lady("paperboy mayor");
    play(&mut game, "detective 6");
    assert_eq!(
        refused(&mut game, "watch reporter"),
        "there is no Police Station in 6 Presidential Square"
    );
    assert_eq!(
        refused(&mut game, "comfort reporter"),
        "the Reporter is not intimidated"
    );
}

#[test]
fn the_token_stays_until_used() {
    // Placed in round 1, used for free in round 2 from anywhere; then it is the Detective's
    // again, and placing it takes a Police Station.
    let mut game = after_the_cat_lady("actress waitress");
    play(
        &mut game,
        "watch paperboy\ncity\ntoken labor\ntoken press\nround",
    );
    play(&mut game, "intimidate judge gangster\nmurder artist");
    assert_eq!(game.city().detective(), 12);
    assert_eq!(game.investigation().token, Some(civilian("paperboy")));
    play(&mut game, "displace waitress 8");
    assert_eq!(play(&mut game, "surveil paperboy"), Answer::No);
    assert_eq!(
        refused(&mut game, "surveil paperboy"),
        "the Surveillance token is with the Detective: putting it on the Paperboy takes the \
         Police Station's action, and there is no Police Station in 12 Stadium"
    );
    // Surveillance where the token lies is free: two actions are still left.
    assert_eq!(left(&game), "Left: 2 movement points, 2 actions");
    // A token left on a civilian the Murderer kills goes back to the Detective.
    let mut game = after_the_cat_lady("actress waitress");
    play(
        &mut game,
        "watch reporter\ncity\ntoken labor\ntoken press\nround",
    );
    play(&mut game, "intimidate judge gangster\nmurder reporter");
    assert_eq!(game.investigation().token, None);
    // Putting it on another civilian moves it there (the Police Station's action).
    let mut game = after_the_cat_lady("actress waitress");
    play(
        &mut game,
        "watch reporter\ncity\ntoken labor\ntoken press\nround",
    );
    play(
        &mut game,
        "intimidate judge gangster\nmurder fence\ndisplace judge 2",
    );
    play(&mut game, "detective 7\ndetective 6");
    assert_eq!(
        refused(&mut game, "watch bouncer"),
        "there is no Police Station in 6 Presidential Square"
    );
}

#[test]
fn the_fire_station_moves_one_group() {
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "detective 1\ndetective 0");
    // The token from the stack: the Medicine (the Nurse and the Surgeon) move once each.
    play(&mut game, "token medicine");
    assert_eq!(
        refused(&mut game, "move gangster 9"),
        "only the Medicine move with this token"
    );
    play(&mut game, "move nurse 6");
    assert_eq!(
        refused(&mut game, "move nurse 2"),
        "the Nurse has already moved with this token"
    );
    assert_eq!(
        refused(&mut game, "move surgeon 2"),
        "2 Little Italy is not next to the Surgeon's block"
    );
    play(&mut game, "move surgeon 9");
    // The action ends with anything else the Detective does.
    play(&mut game, "question musician male");
    assert_eq!(
        refused(&mut game, "move surgeon 10"),
        "in the Detective phase civilians move only by the Fire Station's action, right \
         after its token"
    );
    // Its token went back at once: the City phase may draw it again.
    play(&mut game, "city\ntoken medicine");
}

#[test]
fn the_stack_is_the_boxs() {
    let mut game = matthew(true);
    play(
        &mut game,
        "intimidate actress waitress\nmurder cat-lady\ncity",
    );
    assert_eq!(
        refused(&mut game, "token authority"),
        "the Authority token is not in the stack: it lies face down before the Murderer"
    );
    assert_eq!(
        refused(&mut game, "token criminals"),
        "the Criminals token went back into the box at setup: it is not in the stack"
    );
    play(&mut game, "token medicine");
    assert_eq!(
        refused(&mut game, "token medicine"),
        "the Medicine token was drawn this City phase: it stays out of the stack until the \
         phase ends"
    );
    play(&mut game, "token labor");
    assert_eq!(
        refused(&mut game, "token press"),
        "both of this City phase's tokens have been drawn"
    );
    // A token of a group no longer in the city: its mover picks a group, then it goes into
    // the box.
    play(
        &mut game,
        "round\nintimidate judge gangster\nmurder waitress\ndisplace artist 8\ncity",
    );
    assert_eq!(
        game.token_stack().unwrap(),
        [
            "immigrants",
            "jet-set",
            "labor",
            "medicine",
            "outcasts",
            "press"
        ]
        .map(|g| alibi::rules::intent::Group::parse(g).unwrap())
    );
    play(&mut game, "token labor\nmove editor 4");
    assert_eq!(
        refused(&mut game, "move gangster 9"),
        "nobody of this token's group is left, so one group of the mover's choice moves: the \
         Press, chosen with the first civilian moved"
    );
    play(
        &mut game,
        "token press\nround\nintimidate fence bouncer\nmurder judge",
    );
    play(&mut game, "displace fence 7\ncity");
    assert_eq!(
        refused(&mut game, "token labor"),
        "the Labor token is in the box: nobody of its group was left in the city when it was \
         drawn"
    );
    // Without the offer the engine knows the stack by its size: six tokens.
    let mut game = matthew(false);
    play(
        &mut game,
        "intimidate actress waitress\nmurder cat-lady\ncity",
    );
    play(&mut game, "token immigrants\ntoken jet-set\nround");
    play(
        &mut game,
        "intimidate judge gangster\nmurder waitress\ndisplace artist 8\ncity",
    );
    play(&mut game, "token labor\ntoken medicine\nround");
    play(
        &mut game,
        "intimidate fence bouncer\nmurder judge\ndisplace fence 7\ncity",
    );
    play(&mut game, "token outcasts\ntoken press");
    play(
        &mut game,
        "round\nintimidate editor musician\nmurder secretary\ncity",
    );
    assert_eq!(
        refused(&mut game, "token government"),
        "the stack holds six tokens and six other groups have come from it already: the \
         Government token can't be one of them"
    );
}

#[test]
fn a_table_may_keep_the_count_itself() {
    // The house rule: movement, actions, buildings and reach are the table's to count.
    let mut game = IntentToKill::new();
    play(&mut game, "rule referee-investigation no");
    let mut refereed = matthew(false);
    play(
        &mut game,
        "mode logic\nlayout base\nmotives maniac sadist cutthroat vigilante terrorist psychopath",
    );
    for (block, names) in HELEN.iter().enumerate() {
        play(&mut game, &format!("place {block} {names}"));
    }
    play(
        &mut game,
        "murderer nurse\npoi judge\nmotive maniac\nsupporters authority\ndetective 10\nstart",
    );
    for g in [&mut game, &mut refereed] {
        play(g, "intimidate actress waitress\nmurder cat-lady");
    }
    play(
        &mut game,
        "surveil secretary\nsurveil gangster\nquestion editor male\nquestion surgeon male\n\
         detective 6\ndetective 7\ndetective 11",
    );
    assert_eq!(
        left(&game),
        "House rule: the table keeps the count of movement points and actions"
    );
    assert_eq!(
        refused(&mut refereed, "question editor male"),
        "the Editor is neither in the Detective's block nor next to it"
    );
}

/// A person's investigation against Alibi's Murderer, checked against an oracle of its own:
/// the rulebook's economy written out plainly, every way of sharing the phase's deeds among
/// the actions tried one by one.
mod against_alibi {
    use super::*;
    use alibi::plays::Level;
    use alibi::plays::intent::murderer;
    use alibi::plays::intent::rollout::Think;
    use alibi::plays::intent::turn::{self, Decision};
    use alibi::rules::intent::city::{adjacent, is_adjacent};
    use alibi::rules::intent::{Block, Building, Layout, Mode, Trait, deal};
    use proptest::prelude::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    /// One of the five actions, as the oracle names them.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum K {
        Questioning,
        Police,
        Diner,
        Hospital,
    }

    /// The oracle's memory of a Detective phase.
    #[derive(Default)]
    struct Oracle {
        steps: usize,
        /// Each action deed: the actions it could be, and the steps taken before it.
        deeds: Vec<(Vec<K>, usize)>,
        questioned: Vec<Civilian>,
        token: Option<Civilian>,
    }

    impl Oracle {
        /// Whether the phase's deeds and `extra` can be shared out: each deed one of its
        /// actions, every building's action once, the questioning's questions in one stay,
        /// two different actions at most.
        fn feasible(&self, extra: &[(Vec<K>, usize)]) -> bool {
            let all: Vec<&(Vec<K>, usize)> = self.deeds.iter().chain(extra).collect();
            let mut pick = vec![0usize; all.len()];
            loop {
                let chosen: Vec<(K, usize)> = all
                    .iter()
                    .zip(&pick)
                    .map(|((kinds, stay), &i)| (kinds[i], *stay))
                    .collect();
                let mut kinds: Vec<K> = chosen.iter().map(|c| c.0).collect();
                kinds.sort_by_key(|k| *k as u8);
                kinds.dedup();
                let once = [K::Police, K::Diner, K::Hospital]
                    .iter()
                    .all(|k| chosen.iter().filter(|c| c.0 == *k).count() <= 1);
                let mut stays = chosen.iter().filter(|c| c.0 == K::Questioning).map(|c| c.1);
                let first = stays.next();
                let one_stay = stays.all(|s| Some(s) == first);
                if kinds.len() <= 2 && once && one_stay {
                    return true;
                }
                // The next combination.
                let mut i = 0;
                loop {
                    if i == pick.len() {
                        return false;
                    }
                    pick[i] += 1;
                    if pick[i] < all[i].0.len() {
                        break;
                    }
                    pick[i] = 0;
                    i += 1;
                }
            }
        }
    }

    fn building(game: &IntentToKill, kind: Building, at: Block) -> bool {
        game.city().buildings().contains(&(kind, at))
    }

    /// Whether the rulebook allows the step, and the deeds it adds when it does.
    fn judge(
        oracle: &Oracle,
        game: &IntentToKill,
        action: &Action,
    ) -> Option<Vec<(Vec<K>, usize)>> {
        let city = game.city();
        let det = city.detective();
        let near = |b: Block| b == det || is_adjacent(b, det);
        let stay = oracle.steps;
        match *action {
            Action::Detective(to) => (is_adjacent(det, to) && oracle.steps < 2).then(Vec::new),
            Action::Question { civilian, .. } => {
                let b = city.block_of(civilian)?;
                if city.intimidated(civilian) || oracle.questioned.contains(&civilian) {
                    return None;
                }
                let mut kinds = Vec::new();
                if b == det {
                    kinds.push(K::Questioning);
                }
                if building(game, Building::Diner, det) && near(b) {
                    kinds.push(K::Diner);
                }
                let new = vec![(kinds, stay)];
                (!new[0].0.is_empty() && oracle.feasible(&new)).then_some(new)
            }
            Action::Watch(c) | Action::Surveil(c) => {
                let b = city.block_of(c)?;
                if matches!(action, Action::Surveil(_)) && oracle.token == Some(c) {
                    return Some(Vec::new());
                }
                let new = vec![(vec![K::Police], stay)];
                (building(game, Building::PoliceStation, det) && near(b) && oracle.feasible(&new))
                    .then_some(new)
            }
            Action::Comfort(c) => {
                let b = city.block_of(c)?;
                let new = vec![(vec![K::Hospital], stay)];
                (city.intimidated(c)
                    && building(game, Building::Hospital, det)
                    && near(b)
                    && oracle.feasible(&new))
                .then_some(new)
            }
            _ => Some(Vec::new()),
        }
    }

    /// A whole game: Alibi's Murderer at `level`, the person's Detective entering `picks`
    /// (a kind, a civilian, a block, a lie), legal and illegal; every entry of the
    /// investigation accepted exactly when the oracle allows it.
    fn game_against(
        level: Level,
        seed: u64,
        picks: &[(u8, usize, u8, bool)],
    ) -> (usize, usize, bool) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = IntentToKill::new();
        let layout = Layout::Base;
        for a in deal(layout, Mode::Logic, &layout.motives(Mode::Logic), &mut rng) {
            game.apply(&a).unwrap();
        }
        let offered = game.offered().unwrap();
        let group = murderer::supporters(level, &game, offered, &mut rng);
        play_all(
            &mut game,
            &[
                Action::Supporters(group),
                Action::Detective(5),
                Action::Start,
            ],
        );
        // The picks over and over, turned a little each time round so that even one pick
        // makes a varied investigation.
        let mut picks = picks.iter().copied().cycle().take(600).enumerate().map(
            |(i, (kind, who, block, lie))| {
                (
                    kind.wrapping_add(i as u8),
                    who + i,
                    block.wrapping_add(i as u8),
                    lie,
                )
            },
        );
        let mut oracle = Oracle::default();
        let (mut checked, mut accepted) = (0, 0);
        for _ in 0..2000 {
            match game.phase() {
                Phase::Over => break,
                Phase::Murderer | Phase::City
                    if turn::to_act(&game, false) == Some(alibi::plays::Side::Murderer) =>
                {
                    if turn::token_due(&game, alibi::plays::Side::Murderer) {
                        let token = turn::draw_token(&game, seed).unwrap();
                        game.apply(&Action::Token(token)).unwrap();
                        continue;
                    }
                    match murderer::decide_thinking(level, Think { rollouts: 1 }, &game, &mut rng) {
                        Decision::Act(action) => {
                            let bodies: Vec<Civilian> = match &action {
                                Action::Murder(v) => vec![*v],
                                _ => Vec::new(),
                            };
                            game.apply(&action).unwrap();
                            if bodies.iter().any(|b| oracle.token == Some(*b)) {
                                oracle.token = None;
                            }
                            if game.phase() == Phase::Detective {
                                let token = oracle.token;
                                oracle = Oracle {
                                    token,
                                    ..Oracle::default()
                                };
                            }
                        }
                        // The Murderer's City moves are done: the Detective's token, then
                        // the next round (the person moves nobody).
                        _ => {
                            if let Some(token) = turn::draw_token(&game, seed) {
                                let _ = game.apply(&Action::Token(token));
                            }
                            end_round(&mut game);
                        }
                    }
                }
                Phase::City => end_round(&mut game),
                Phase::Detective => {
                    if let Some(&to) = game.displacement_targets().first() {
                        let scene = game.city().detective();
                        let c = game.city().civilians_in(scene).next().unwrap();
                        game.apply(&Action::Displace(c, to)).unwrap();
                        continue;
                    }
                    let Some((kind, who, block, lie)) = picks.next() else {
                        game.apply(&Action::City).unwrap();
                        continue;
                    };
                    // Mostly civilians in the city and blocks next to the marker, so that
                    // legal steps come as often as illegal ones.
                    let in_city: Vec<Civilian> = game.city().civilians().collect();
                    let c = match who % 3 {
                        0 => Civilian::from_index(who % 54).unwrap(),
                        _ => in_city[who % in_city.len()],
                    };
                    let here = game.city().detective();
                    let next: Vec<Block> = adjacent(here).collect();
                    let action = match kind % 7 {
                        0 if lie => Action::Detective(block % 16),
                        0 => Action::Detective(next[usize::from(block) % next.len()]),
                        1 | 2 => Action::Question {
                            civilian: c,
                            about: Trait::ALL[who % 11],
                            lie: lie && game.may_lie(c),
                        },
                        3 => Action::Watch(c),
                        4 => Action::Surveil(c),
                        5 => Action::Comfort(c),
                        _ => Action::City,
                    };
                    let allowed = judge(&oracle, &game, &action);
                    let taken = game.clone().apply(&action);
                    assert_eq!(
                        taken.is_ok(),
                        allowed.is_some(),
                        "{action:?}: the engine said {taken:?} (seed {seed}, {level})"
                    );
                    checked += 1;
                    accepted += usize::from(allowed.is_some());
                    if let (Some(deeds), Ok(_)) = (allowed, game.apply(&action)) {
                        match action {
                            Action::Detective(_) => oracle.steps += 1,
                            Action::Question { civilian, .. } => oracle.questioned.push(civilian),
                            Action::Watch(c) => oracle.token = Some(c),
                            Action::Surveil(_) => oracle.token = None,
                            _ => {}
                        }
                        oracle.deeds.extend(deeds);
                    }
                }
                Phase::Murderer | Phase::Setup => unreachable!(),
            }
        }
        assert!(checked > 0, "the person entered nothing");
        (checked, accepted, game.phase() == Phase::Over)
    }

    fn play_all(game: &mut IntentToKill, actions: &[Action]) {
        for a in actions {
            game.apply(a).unwrap();
        }
    }

    /// The person ends the City phase: the next round, or after the last murder an
    /// accusation.
    fn end_round(game: &mut IntentToKill) {
        if game.last_murder_done() {
            let c = game.city().civilians().next().unwrap();
            let m = game.motives()[0];
            game.apply(&Action::Accuse(c, m)).unwrap();
        } else {
            game.apply(&Action::Round).unwrap();
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(16))]

        #[test]
        fn every_violation_of_the_investigation_is_refused_and_every_legal_step_taken(
            seed in any::<u64>(),
            level in 0usize..3,
            picks in proptest::collection::vec((0u8..7, 0usize..54, 0u8..16, any::<bool>()), 1..80),
        ) {
            let (checked, accepted, over) = game_against(Level::ALL[level], seed, &picks);
            prop_assert!(accepted > 0 && accepted < checked, "{accepted} of {checked}");
            prop_assert!(over, "the game reached its end");
        }
    }
}

/// Panic in the Streets deals four groups only: with three of them offered for the Supporters,
/// the stack holds one group in the city and five that go into the box when drawn. Once the
/// Murderer's token is the last one left, the Detective draws nothing and moves nobody.
#[test]
fn an_empty_stack_gives_no_token() {
    use alibi::plays::Side;
    use alibi::plays::intent::moves::{self, DetectiveMove};
    use alibi::plays::intent::turn;
    use alibi::rules::intent::{Group, Layout, Mode, deal};
    use rand::SeedableRng;
    let layout = Layout::PanicInTheStreets;
    let mut rng = rand::rngs::StdRng::seed_from_u64(4);
    let mut game = IntentToKill::new();
    for action in deal(layout, Mode::Logic, &layout.motives(Mode::Logic), &mut rng) {
        let action = match action {
            Action::Offer(_) => {
                Action::Offer([Group::Immigrants, Group::Medicine, Group::Outcasts])
            }
            other => other,
        };
        game.apply(&action).unwrap();
    }
    play(&mut game, "supporters immigrants\ndetective 5\nstart");
    for tokens in [
        ["authority", "criminals"],
        ["government", "jet-set"],
        ["press", "labor"],
        ["labor", ""],
    ] {
        let owed = game.intimidation_owed();
        let targets: Vec<Civilian> = game
            .city()
            .civilians()
            .filter(|&c| {
                game.city().block_of(c) != Some(game.city().detective())
                    && !game.city().intimidated(c)
            })
            .take(owed)
            .collect();
        game.apply(&Action::Intimidate(targets)).unwrap();
        match game.legal_victims().first() {
            Some(&victim) => game.apply(&Action::Murder(victim)).unwrap(),
            None => game.apply(&Action::Refuse).unwrap(),
        };
        while let Some(&to) = game.displacement_targets().first() {
            let scene = game.city().detective();
            let c = game.city().civilians_in(scene).next().unwrap();
            game.apply(&Action::Displace(c, to)).unwrap();
        }
        play(&mut game, "city");
        for token in tokens.iter().filter(|t| !t.is_empty()) {
            play(&mut game, &format!("token {token}"));
        }
        if game.city_draws() == 2 {
            play(&mut game, "round");
        }
    }
    assert_eq!(game.token_stack(), Some(Vec::new()), "the stack is empty");
    assert!(!turn::token_due(&game, Side::Detective));
    let view = game.public_view();
    assert!(
        moves::detective(&view)
            .iter()
            .all(|m| matches!(m, DetectiveMove::Act(Action::Round | Action::Accuse(..)))),
        "the Detective moves nobody"
    );
}
