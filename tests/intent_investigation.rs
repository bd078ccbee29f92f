//! The Detective's investigation as the rulebook has it, refereed by the engine: its own
//! example (Helen's Detective phase) and a scenario for each rule, every refusal checked with
//! its reason; the Social Group stack as in the box (docs/rulings.md, rulings 1–6).

use alibi::rules::Rules;
use alibi::rules::intent::{Action, Civilian, IntentToKill, Motive, Phase};
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
fn play(game: &mut IntentToKill, lines: &str) -> String {
    let mut last = String::new();
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
    assert_eq!(play(&mut game, "surveil paperboy"), "no");
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
    assert_eq!(play(&mut game, "question musician female"), "yes");
    assert_eq!(play(&mut game, "question dispatcher female lie"), "no");
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
    assert_eq!(play(&mut game, "question reporter male"), "no");
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
    play(&mut game, "detective 6\nquestion reporter male\ndetective 2");
    assert_eq!(
        refused(&mut game, "question nurse male"),
        "questioning ended when the Detective marker left 6 Presidential Square"
    );
    // Anything but a step may come between two questions of one questioning.
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "detective 1\ndetective 0\nquestion musician male");
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
    play(&mut game, "watch paperboy\ncity\ntoken labor\ntoken press\nround");
    play(&mut game, "intimidate judge gangster\nmurder artist");
    assert_eq!(game.city().detective(), 12);
    assert_eq!(game.investigation().token, Some(civilian("paperboy")));
    play(&mut game, "displace waitress 8");
    assert_eq!(play(&mut game, "surveil paperboy"), "no");
    assert_eq!(
        refused(&mut game, "surveil paperboy"),
        "the Surveillance token is with the Detective: putting it on the Paperboy takes the \
         Police Station's action, and there is no Police Station in 12 Stadium"
    );
    // Surveillance where the token lies is free: two actions are still left.
    assert_eq!(left(&game), "Left: 2 movement points, 2 actions");
    // A token left on a civilian the Murderer kills goes back to the Detective.
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "watch reporter\ncity\ntoken labor\ntoken press\nround");
    play(&mut game, "intimidate judge gangster\nmurder reporter");
    assert_eq!(game.investigation().token, None);
    // Putting it on another civilian moves it there (the Police Station's action).
    let mut game = after_the_cat_lady("actress waitress");
    play(&mut game, "watch reporter\ncity\ntoken labor\ntoken press\nround");
    play(&mut game, "intimidate judge gangster\nmurder fence\ndisplace judge 2");
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
    play(&mut game, "intimidate actress waitress\nmurder cat-lady\ncity");
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
    play(&mut game, "round\nintimidate judge gangster\nmurder waitress\ndisplace artist 8\ncity");
    assert_eq!(
        game.token_stack().unwrap(),
        ["immigrants", "jet-set", "labor", "medicine", "outcasts", "press"]
            .map(|g| alibi::rules::intent::Group::parse(g).unwrap())
    );
    play(&mut game, "token labor\nmove editor 4");
    assert_eq!(
        refused(&mut game, "move gangster 9"),
        "nobody of this token's group is left, so one group of the mover's choice moves: the \
         Press, chosen with the first civilian moved"
    );
    play(&mut game, "token press\nround\nintimidate fence bouncer\nmurder judge");
    play(&mut game, "displace fence 7\ncity");
    assert_eq!(
        refused(&mut game, "token labor"),
        "the Labor token is in the box: nobody of its group was left in the city when it was \
         drawn"
    );
    // Without the offer the engine knows the stack by its size: six tokens.
    let mut game = matthew(false);
    play(&mut game, "intimidate actress waitress\nmurder cat-lady\ncity");
    play(&mut game, "token immigrants\ntoken jet-set\nround");
    play(&mut game, "intimidate judge gangster\nmurder waitress\ndisplace artist 8\ncity");
    play(&mut game, "token labor\ntoken medicine\nround");
    play(&mut game, "intimidate fence bouncer\nmurder judge\ndisplace fence 7\ncity");
    play(&mut game, "token outcasts\ntoken press");
    play(&mut game, "round\nintimidate editor musician\nmurder secretary\ncity");
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
