//! Crimewave: California rules: the rulebook's examples, refusals in words, the public view's
//! privacy, and property tests over random games.

use alibi::rules::Rules;
use alibi::rules::crimewave::{
    Action, Answer, Board, BoardChoice, Crimewave, Culprit, Evidence, HouseRule, Killer, Loc,
    MethodChoice, Outcome, Phase, Status, Winner,
};
use alibi::transcript::{Dialect, Line, export, replay};
use proptest::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// tests/transcripts/crimewave, found from this file so it works from any crate root.
fn transcript_dir() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("transcripts/crimewave")
}

const GRID: &str = include_str!("transcripts/crimewave/grid-board.json");

/// The grid test board: location n at row (n-1)/10, column (n-1)%10.
fn grid() -> Board {
    Board::from_json(GRID).expect("the grid board is valid").0
}

/// The usual setup on the grid: homes red 12, green 19, blue 84.
const SETUP: &str = "\
board grid-board.json
investigators Ann Bob Cy
method red shooting
method green stabbing
method blue d8=5
residence red 12
residence green 19
residence blue 84
scene red 12 item
scene red 16 blood
scene green 29 fingerprint
scene green 20 witness
scene blue 94 item
scene blue 74 blood
start
";

/// Plays transcript lines (no header) and returns the game; every line must be accepted.
fn play(lines: &str) -> Crimewave {
    let text = format!("alibi 1\ngame crimewave\n{lines}");
    let played = replay::<Crimewave>(&text, &transcript_dir());
    assert_eq!(played.exit_code, 0, "{}", played.output.join("\n"));
    played.game
}

fn action(line: &str) -> Action {
    match Crimewave::parse_line(line, &transcript_dir()) {
        Ok(Line::Action(action)) => action,
        other => panic!("{line}: {other:?}"),
    }
}

fn refusal(game: &Crimewave, line: &str) -> String {
    let mut copy = game.clone();
    match copy.apply(&action(line)) {
        Err(refusal) => {
            assert_eq!(&copy, game, "a refusal changes nothing");
            refusal.to_string()
        }
        Ok(result) => panic!("{line} was accepted: {result}"),
    }
}

#[test]
fn rulebook_distances_on_the_stand_in_board() {
    let game = play(
        "board stand-in\ninvestigators Ann\nmethod red shooting\nmethod green shooting\n\
         method blue shooting\nresidence red 41\nresidence green 18\nresidence blue 3\n\
         scene red 36 item\nscene red 27 blood\n",
    );
    assert_eq!(game.distance(41, 36), Some(2));
    assert_eq!(game.distance(41, 27), Some(4));
    let board = Board::stand_in();
    assert!(board.is_stand_in());
    assert_eq!(game.residence(Killer::Red), Some(41));
}

#[test]
fn the_rulebook_trial_acquits_at_seven() {
    // 7 points in the case file, prosecution 1 + 3, defense 4: 7 + 1 + 3 - 4 = 7 < 10.
    let mut game = play(&format!(
        "{SETUP}evidence 29 fingerprint\nraid ann 19 green\ntie 29\ntie 20\n"
    ));
    assert_eq!(game.case_file(Killer::Green), 7);
    assert_eq!(game.on_trial(), Some(Killer::Green));
    let view = game.public_view();
    assert_eq!(
        (view.on_trial, view.prosecutor.as_deref()),
        (Some(Killer::Green), Some("Ann"))
    );
    assert_eq!(game.public_view().killers[1].status, Status::Arrested);
    let panic = game.panic();
    let result = game.apply(&Action::Trial {
        prosecution: 1 + 3,
        defense: 4,
    });
    assert_eq!(result, Ok(Outcome::of(Answer::Acquitted)));
    assert_eq!(game.status(Killer::Green), Status::Free);
    assert_eq!(
        game.case_file(Killer::Green),
        0,
        "the evidence is thrown out"
    );
    assert_eq!(game.panic(), panic + 1);
    let view = game.public_view();
    assert_eq!(
        view.latest_answer.map(|a| a.to_string()).as_deref(),
        Some("TRIAL of the Green Slayer, prosecuted by Ann: 7 + 4 − 4 = 7: ACQUITTED")
    );
}

#[test]
fn a_missed_raid_raises_spook_and_panic_and_names_who_owes_the_next_raid() {
    let mut game = play(SETUP);
    assert_eq!((game.spook(Killer::Red), game.panic()), (0, 1));
    let result = game.apply(&Action::Raid {
        investigator: "ann".into(),
        loc: 56,
        killer: Killer::Red,
    });
    assert_eq!(result, Ok(Outcome::of(Answer::Miss)));
    assert_eq!((game.spook(Killer::Red), game.panic()), (1, 2));
    assert!(game.panic_rose());
    assert_eq!(game.owes_next_raid(), vec!["Bob", "Cy"]);
    let view = game.public_view();
    assert_eq!(
        view.log.iter().map(ToString::to_string).collect::<Vec<_>>(),
        vec!["RAID at 56 on the Red Terror by Ann: MISS".to_string()]
    );
    assert_eq!(view.owes_next_raid, vec!["Bob", "Cy"]);
    assert_eq!(view.investigators[0].raids, 1);
    let audit = game.audit();
    assert_eq!(audit.answers[0].truth.to_string(), "Red Terror lived at 12");
}

#[test]
fn the_victim_counter_loop_raises_panic() {
    let mut game = play(SETUP);
    for (i, loc) in [55, 56, 57].into_iter().enumerate() {
        game.apply(&action(&format!("random-killing {loc} item")))
            .unwrap();
        assert_eq!(usize::from(game.victim_counter()), i + 1);
        assert_eq!(game.panic(), 1);
        assert!(!game.panic_rose());
    }
    game.apply(&action("murder red 13 item")).unwrap();
    assert_eq!((game.victim_counter(), game.panic()), (0, 2));
    assert!(game.panic_rose());
    assert_eq!(game.public_view().owes_next_raid, vec!["Ann", "Bob", "Cy"]);
}

#[test]
fn a_board_file_plays_with_its_own_distances() {
    // A ring 1-2-3-4-5-6-1 with a spur 6-7: from 1, 4 is 3 steps either way round.
    let board = Board::from_json(
        r#"{"format": "alibi-board", "version": 1, "name": "ring", "stand_in": false,
        "nodes": [
          {"id": 1, "x": 0.1, "y": 0.5}, {"id": 2, "x": 0.3, "y": 0.2},
          {"id": 3, "x": 0.6, "y": 0.2}, {"id": 4, "x": 0.9, "y": 0.5},
          {"id": 5, "x": 0.6, "y": 0.8}, {"id": 6, "x": 0.3, "y": 0.8},
          {"id": 7, "x": 0.3, "y": 0.95}],
        "edges": [[1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 1], [6, 7]]}"#,
    )
    .expect("valid")
    .0;
    let mut game = Crimewave::new();
    let setup = [
        Action::Board(BoardChoice::File {
            path: "ring.json".into(),
            board,
        }),
        Action::Investigators(vec!["Ann".into()]),
        Action::Method {
            killer: Killer::Red,
            method: MethodChoice::Face(1),
        },
        Action::Method {
            killer: Killer::Green,
            method: MethodChoice::Face(2),
        },
        Action::Method {
            killer: Killer::Blue,
            method: MethodChoice::Named("strangling".into()),
        },
        Action::Residence {
            killer: Killer::Red,
            loc: 1,
        },
        Action::Residence {
            killer: Killer::Green,
            loc: 4,
        },
    ];
    for a in &setup {
        game.apply(a).unwrap();
    }
    assert_eq!(game.method(Killer::Red), Some("shooting"));
    assert_eq!(
        game.method(Killer::Green),
        Some("shooting"),
        "face 2 is shooting too"
    );
    assert_eq!(
        refusal(&game, "residence blue 6"),
        "6 is only 1 space from Red Terror's residence; Killers live at least 3 spaces apart"
    );
    for line in [
        "scene red 2 item",
        "scene red 6 item",
        "scene green 3 item",
        "scene green 5 item",
    ] {
        game.apply(&action(line)).unwrap();
    }
    // Everything is within 4 of 1 on this ring; the unsolved scenes at 2, 3, 5, 6 are not.
    assert_eq!(game.legal_locations(Killer::Red), vec![1, 4, 7]);
    assert_eq!(
        refusal(&game, "scene red 7 blood"),
        "Red Terror already has its 2 opening crime scenes"
    );
    assert_eq!(refusal(&game, "start"), "Blue Butcher has no residence yet");
    game.apply(&Action::Rule(HouseRule::VictimCounter(3)))
        .unwrap();
    assert_eq!(game.settings().victim_counter, 3);
}

#[test]
fn two_blocking_watches_are_both_named() {
    let mut game = play(&format!(
        "{SETUP}murder red 2 item\nmurder red 22 item\nmurder red 23 item\nmurder red 3 item\n\
         murder red 14 item\nmurder red 24 item\n"
    ));
    // 13 has the scenes at 3, 12, 14 and 23 around it; 2 has its own and those at 3 and 12.
    let eligible = game.eligible_watches();
    assert!(eligible.contains(&13), "{eligible:?}");
    assert!(eligible.contains(&2), "{eligible:?}");
    game.apply(&action("watch 13")).unwrap();
    game.apply(&action("watch 22")).unwrap();
    // From 12 to 33 (3 steps): every 3-step route goes through 13 or 22 (via 23 or 32 after
    // them); the long ways round are 5 steps or more.
    assert_eq!(
        refusal(&game, "murder red 33 item"),
        "Red Terror can't reach 33: the only routes pass the Neighborhood Watches at 13 and 22"
    );
    assert_eq!(
        refusal(&game, "murder red 13 item"),
        "13 has a Neighborhood Watch: no Killer may kill there"
    );
}

#[test]
fn refusals_for_cities_and_thin_neighbourhoods() {
    let game = play(SETUP);
    assert_eq!(
        refusal(&game, "watch 46"),
        "46 is a major city: cities can't have a Neighborhood Watch"
    );
    assert_eq!(
        refusal(&game, "watch 1"),
        "1 has 0 of the 3 crime scenes on or next to it that a Neighborhood Watch needs"
    );
}

#[test]
fn a_wrong_tie_removes_the_scene_from_the_watch_count_and_the_view() {
    let mut game = play(&format!("{SETUP}murder red 21 item\nmurder red 32 item\n"));
    assert_eq!(game.eligible_watches(), vec![22]);
    game.apply(&action("raid ann 19 green")).unwrap();
    assert_eq!(
        game.apply(&action("tie 32")),
        Ok(Outcome::of(Answer::Wrong))
    );
    assert!(game.eligible_watches().is_empty());
    let view = game.public_view();
    assert!(view.scenes.iter().all(|s| s.loc != 32));
    assert_eq!(view.on_trial, None);
    let audit = game.audit();
    assert!(audit.scenes.iter().any(|s| s.loc == 32 && s.removed));
}

#[test]
fn spook_effects_comfort_method_and_forced_move() {
    let mut game = play(SETUP);
    assert!(!game.legal_locations(Killer::Red).contains(&17));
    game.apply(&action("raid ann 13 red")).unwrap();
    assert!(
        game.legal_locations(Killer::Red).contains(&17),
        "comfort +1"
    );
    assert_eq!(game.comfort_radius(Killer::Red), 5);
    assert!(!game.may_change_method(Killer::Red));
    game.apply(&action("raid ann 13 red")).unwrap();
    assert!(game.may_change_method(Killer::Red));
    game.apply(&action("change-method red bludgeoning"))
        .unwrap();
    assert_eq!(game.method(Killer::Red), Some("bludgeoning"));
    game.apply(&action("murder red 17 item")).unwrap();
    let scene = game.public_view().scenes.last().cloned().unwrap();
    assert_eq!(scene.method.as_deref(), Some("bludgeoning"));
    game.apply(&action("raid ann 13 red")).unwrap();
    assert_eq!(game.pending_relocation(), Some(Killer::Red));
    assert!(game.public_view().killers[0].must_relocate);
    assert!(game.legal_locations(Killer::Red).is_empty());
    game.apply(&action("relocate red 52")).unwrap();
    assert_eq!(game.pending_relocation(), None);
    assert_eq!(game.spook(Killer::Red), 0);
    assert_eq!(game.residence(Killer::Red), Some(52));
    assert!(
        !game.legal_locations(Killer::Red).contains(&57),
        "comfort back to 4"
    );
    assert_eq!(game.audit().residences[0], (Killer::Red, vec![12, 52]));
}

#[test]
fn exposure_uses_every_scene_with_the_watches_and_radius_of_their_time() {
    // Each Killer has a method of its own here, so every scene's Killer is known to the
    // table from its method tile: red lives within 4 of both his openers (16, now solved,
    // and 12), green within 4 of 29 and 20.
    let mut game = play(&format!(
        "{SETUP}evidence 16 fingerprint\nverify 16 blood\nverify 16 fingerprint\n"
    ));
    let within = |from: Loc, steps: u32| -> Vec<Loc> {
        let board = grid();
        let d = board.distances_from(from, |_| false);
        let mut v: Vec<Loc> = board
            .nodes()
            .iter()
            .map(|n| n.id)
            .filter(|&n| d.to(n).is_some_and(|x| x <= steps))
            .collect();
        v.sort_unstable();
        v
    };
    let both = |a: Vec<Loc>, b: Vec<Loc>| -> Vec<Loc> {
        a.into_iter().filter(|l| b.contains(l)).collect()
    };
    let red = both(within(16, 4), within(12, 4));
    assert_eq!(game.exposure(Killer::Red), red);
    assert!(game.exposure(Killer::Red).contains(&12));
    // A missed raid rules its location out.
    game.apply(&action("raid bob 15 red")).unwrap();
    let mut expected = red;
    expected.retain(|&l| l != 15);
    assert_eq!(game.exposure(Killer::Red), expected);
    assert_eq!(
        game.exposure(Killer::Green),
        both(within(29, 4), within(20, 4))
    );
}

#[test]
fn the_public_view_hides_residences_and_unsolved_culprits() {
    let games = [
        play(SETUP),
        play(&format!(
            "{SETUP}murder red 13 item\nraid ann 15 red\nverify 29 fingerprint\nevidence 29 item\nverify 29 item\n"
        )),
        play(&format!("{SETUP}raid ann 12 red\ntie 16\n")),
        play(&format!(
            "{SETUP}random-killing 55 witness\nverify 55 witness\nraid bob 84 blue\ntrial 10 0\nescape blue 57\n"
        )),
    ];
    for game in &games {
        assert!(!game.revealed());
        let view = serde_json::to_value(game.public_view()).unwrap();
        assert_eq!(view["residences"], Value::Array(vec![]));
        let homes: Vec<Loc> = Killer::ALL
            .into_iter()
            .filter_map(|k| game.residence(k))
            .collect();
        assert_no_secret(&view, &homes, "");
        for scene in view["scenes"].as_array().unwrap() {
            let solved = scene.get("solved_by").is_some();
            let object = scene.as_object().unwrap();
            if !solved {
                for key in object.keys() {
                    assert!(
                        !["killer", "culprit", "solved_by", "random"].contains(&key.as_str()),
                        "unsolved scene shows {key}: {scene}"
                    );
                }
                let text = scene.to_string();
                assert!(
                    !text.contains("\"red\"")
                        && !text.contains("\"green\"")
                        && !text.contains("\"blue\""),
                    "{text}"
                );
            }
        }
    }
    // A solved scene does name its culprit.
    let view = serde_json::to_value(games[1].public_view()).unwrap();
    let solved: Vec<Value> = view["scenes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s.get("solved_by").cloned())
        .collect();
    assert_eq!(solved, vec![serde_json::json!({"killer": "green"})]);
    let board = games[1]
        .public_view()
        .board
        .expect("the table draws the board");
    assert_eq!(board.nodes().len(), 96);
}

/// Setup on the grid where the Red Terror (12) and the Green Slayer (19) share a method and
/// can both reach 15 and 16: `red_second` is Red's second opening scene, Green takes the other.
fn shared_method_setup(red_second: Loc) -> String {
    let green_first = if red_second == 15 { 16 } else { 15 };
    // The tiles stay with the locations, so only the Killers differ.
    let tile = |loc: Loc| if loc == 15 { "blood" } else { "fingerprint" };
    format!(
        "board grid-board.json\ninvestigators Ann Bob Cy\nmethod red shooting\n\
         method green shooting\nmethod blue shooting\nresidence red 12\nresidence green 19\n\
         residence blue 84\nscene red 12 item\nscene red {red_second} {}\n\
         scene green {green_first} {}\nscene green 20 witness\nscene blue 94 item\n\
         scene blue 74 blood\nstart\n",
        tile(red_second),
        tile(green_first)
    )
}

#[test]
fn the_public_view_does_not_pair_opening_scenes_with_their_killer() {
    // Setup is entered Killer by Killer: in placement order, scenes 2 and 3 would be Red's
    // second and Green's first, telling the table which of 15 and 16 is whose.
    let play_on = "murder red 13 item\nraid ann 30 blue\nmurder green 18 blood\n";
    let red_15 = play(&format!("{}{play_on}", shared_method_setup(15)));
    let red_16 = play(&format!("{}{play_on}", shared_method_setup(16)));
    assert_eq!(red_15.audit().scenes[1].loc, 15, "the games really differ");
    assert_eq!(red_16.audit().scenes[1].loc, 16, "the games really differ");
    assert_eq!(red_15.public_view(), red_16.public_view());
    assert_eq!(
        serde_json::to_value(red_15.public_view()).unwrap(),
        serde_json::to_value(red_16.public_view()).unwrap()
    );
    // Opening scenes by location, then the scenes the table saw placed, in order.
    let locs: Vec<Loc> = red_15.public_view().scenes.iter().map(|s| s.loc).collect();
    assert_eq!(locs, vec![12, 15, 16, 20, 74, 94, 13, 18]);
}

/// Walks the JSON: no key mentioning a residence or culprit carries a real home's number.
fn assert_no_secret(value: &Value, homes: &[Loc], key: &str) {
    let secret_key = ["residence", "home", "culprit", "truth"]
        .iter()
        .any(|word| key.to_lowercase().contains(word));
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                assert_no_secret(v, homes, k);
            }
        }
        Value::Array(items) => {
            for item in items {
                assert_no_secret(item, homes, key);
            }
        }
        Value::Number(n) if secret_key => {
            assert!(
                !homes.iter().any(|&h| n.as_u64() == Some(u64::from(h))),
                "{key} shows a residence: {n}"
            );
        }
        _ => {}
    }
}

#[test]
fn residences_become_public_on_the_reveal_and_at_the_end() {
    let game = play(&format!(
        "{SETUP}murder red 1 item\nmurder red 3 item\nmurder red 21 item\nmurder red 23 item\n\
         watch 2\nwatch 11\nwatch 13\nwatch 22\nraid bob 19 green\ntrial 10 0\nraid cy 84 blue\ntrial 10 0\n"
    ));
    assert!(game.revealed());
    let view = game.public_view();
    assert!(view.revealed);
    let shown: Vec<(Killer, Loc)> = view.residences.iter().map(|r| (r.killer, r.loc)).collect();
    assert_eq!(
        shown,
        vec![(Killer::Red, 12), (Killer::Green, 19), (Killer::Blue, 84)]
    );

    let ended = play(&format!(
        "{SETUP}raid ann 12 red\ntrial 10 0\nraid ann 19 green\ntrial 10 0\nraid ann 84 blue\ntrial 10 0\n"
    ));
    assert_eq!(ended.winner(), Some(Winner::Investigators));
    assert_eq!(ended.phase(), Phase::Ended(Winner::Investigators));
    assert_eq!(ended.public_view().residences.len(), 3);
    assert!(
        !ended.public_view().revealed,
        "the end shows residences without a trap reveal"
    );
}

#[test]
fn every_action_has_a_label() {
    let played = replay::<Crimewave>(
        &format!("alibi 1\ngame crimewave\n{SETUP}murder red 13 item\nraid ann 13 red\n"),
        &transcript_dir(),
    );
    let mut game = Crimewave::new();
    let mut labels = Vec::new();
    for a in &played.actions {
        labels.push(game.describe(a).to_string());
        game.apply(a).unwrap();
    }
    assert_eq!(
        labels[0],
        "Board: Test grid (10 across, 96 locations) (from grid-board.json)"
    );
    assert!(labels.contains(&"Murder by Red Terror at 13 (item)".to_string()));
    // Typed "ann", the raid is Ann's: the history names her as seated, as the answer does.
    assert!(labels.contains(&"Raid at 13 on the Red Terror by Ann".to_string()));
    assert_eq!(
        game.progress().to_string(),
        "Panic 2 · 7 scenes · 3 Killers at large"
    );
}

#[test]
fn the_app_draws_evidence_from_the_bag_as_the_house_rules_fill_it() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut settings = Crimewave::new().settings().clone();
    for kind in [Evidence::Item, Evidence::Blood, Evidence::Fingerprint] {
        settings.evidence[kind as usize].in_bag = 0;
    }
    assert_eq!(settings.draw_evidence(&mut rng), Some(Evidence::Witness));
    settings.evidence[3].in_bag = 0;
    assert_eq!(settings.draw_evidence(&mut rng), None);
    assert_eq!(
        Crimewave::new().settings().method_for_face(8),
        Some("strangling")
    );
}

#[test]
fn names_paths_and_house_rules_must_survive_a_transcript() {
    let mut game = Crimewave::new();
    let refused = |game: &mut Crimewave, a: Action| -> String {
        game.apply(&a).expect_err("refused").to_string()
    };
    assert!(
        refused(&mut game, Action::Investigators(vec!["Mary Jane".into()]))
            .contains("write one word, with hyphens for several")
    );
    assert!(
        refused(
            &mut game,
            Action::Board(BoardChoice::File {
                path: "boards#2.json".into(),
                board: grid(),
            })
        )
        .contains("can't be written in a transcript")
    );
    assert_eq!(
        refused(&mut game, Action::Rule(HouseRule::VictimCounter(0))),
        "rule victim-counter takes a number from 1 to 20, not '0'"
    );
    assert!(
        refused(
            &mut game,
            Action::Rule(HouseRule::Methods(vec!["Gun".into()]))
        )
        .contains("not written the way a transcript reads it")
    );
    assert_eq!(game, Crimewave::new());
    game.apply(&Action::Rule(HouseRule::Methods(vec![
        "gun".into(),
        "knife".into(),
    ])))
    .unwrap();
    assert_eq!(game.settings().method_for_face(4), Some("gun"));
    assert_eq!(game.settings().method_for_face(5), Some("knife"));
}

#[test]
fn lines_that_do_not_read_say_why() {
    let dir = transcript_dir();
    for (line, why) in [
        (
            "murder purple 12 item",
            "'purple' is not a Killer (red, green or blue)",
        ),
        ("murder red x item", "'x' is not a location number"),
        ("verify 12 dna", "'dna' is not an Evidence tile"),
        ("trial -1 2", "'-1' is not a card total"),
        ("rule colour red", "there is no house rule 'colour'"),
        ("rule victim-counter 0", "takes a number from 1 to 20"),
        ("rule d8 1234", "eight digits"),
        ("rule methods a,,b", "1 to 8 method names"),
        ("rule watch-blocks-endpoint maybe", "takes yes or no"),
        ("dance", "'dance' is not a Crimewave line"),
        (
            "murder red 12",
            "doesn't read as 'murder KILLER LOC EVIDENCE'",
        ),
        ("? weather", "unknown question"),
        (
            "board no-such-board.json",
            "can't read the board file no-such-board.json",
        ),
        ("method red d8=x", "'d8=x' needs the face rolled"),
    ] {
        match Crimewave::parse_line(line, &dir) {
            Err(message) => assert!(message.contains(why), "{line}: {message}"),
            Ok(parsed) => panic!("{line} parsed as {parsed:?}"),
        }
    }
    assert_eq!(
        Crimewave::parse_line("?PANIC", &dir),
        Ok(Line::Query(alibi::transcript::crimewave::Query::Panic))
    );
    assert_eq!(
        Crimewave::parse_line("Murder RED 12 Item", &dir),
        Ok(Line::Action(Action::Murder {
            killer: Killer::Red,
            loc: 12,
            evidence: Evidence::Item
        }))
    );
}

#[test]
fn methods_follow_the_house_rules_d8_table() {
    let text = std::fs::read_to_string(transcript_dir().join("evidence-house-rules.alibi"))
        .expect("the transcript is there");
    let played = replay::<Crimewave>(&text, &transcript_dir());
    assert_eq!(played.exit_code, 0, "{}", played.output.join("\n"));
    let game = played.game;
    // Faces 1, 4 and 7 of the Full Moon: gun, knife, rope.
    assert_eq!(game.method(Killer::Red), Some("gun"));
    assert_eq!(game.method(Killer::Green), Some("knife"));
    assert_eq!(game.method(Killer::Blue), Some("rope"));
    let view = game.public_view();
    let methods: Vec<Option<&str>> = view.scenes.iter().map(|s| s.method.as_deref()).collect();
    // Opening scenes carry the setup methods (faces 8 and 1: rope and gun; green named knife),
    // the random killing the method as this game spells it.
    assert_eq!(
        methods,
        vec![
            Some("rope"),
            Some("rope"),
            Some("knife"),
            Some("knife"),
            Some("gun"),
            Some("gun"),
            Some("rope")
        ]
    );
    assert_eq!(game.settings().evidence_die, 8);
    assert_eq!(game.settings().evidence(Evidence::Witness).roll, 2);
    assert_eq!(game.settings().evidence(Evidence::Blood).in_bag, 0);
}

// ---------- property tests ----------

/// Turns a random number into a legal-looking action for the game as it stands (most are
/// legal; a few are refused, which must change nothing).
fn next_action(game: &Crimewave, seed: u64) -> Option<Action> {
    let board = game.board()?;
    let nodes: Vec<Loc> = board.nodes().iter().map(|n| n.id).collect();
    let pick = |items: &[Loc], salt: u64| -> Option<Loc> {
        (!items.is_empty()).then(|| items[((seed / 7 + salt) % items.len() as u64) as usize])
    };
    let killer = Killer::ALL[(seed % 3) as usize];
    let names = ["Ann", "Bob", "Cy"];
    if game.on_trial().is_some() {
        let unsolved: Vec<Loc> = game
            .public_view()
            .scenes
            .iter()
            .filter(|s| s.solved_by.is_none())
            .map(|s| s.loc)
            .collect();
        return Some(match (seed / 3) % 3 {
            0 => Action::Tie {
                loc: pick(&unsolved, 1).unwrap_or(1),
            },
            _ => Action::Trial {
                prosecution: ((seed / 11) % 20) as u32,
                defense: ((seed / 13) % 6) as u32,
            },
        });
    }
    if let Some(k) = game.pending_relocation() {
        return Some(Action::Relocate {
            killer: k,
            loc: pick(&nodes, 5)?,
        });
    }
    Some(match (seed / 3) % 10 {
        0 | 1 => {
            let sites = game.legal_locations(killer);
            Action::Murder {
                killer,
                loc: pick(&sites, 0).or_else(|| pick(&nodes, 0))?,
                evidence: Evidence::ALL[((seed / 5) % 4) as usize],
            }
        }
        2 => Action::RandomKilling {
            loc: pick(&nodes, 2)?,
            evidence: Evidence::ALL[((seed / 5) % 4) as usize],
            method: None,
        },
        3 => {
            let view = game.public_view();
            let scene = view
                .scenes
                .get(((seed / 17) as usize) % view.scenes.len().max(1))?;
            let tile = scene
                .evidence
                .iter()
                .filter(|t| !t.verified)
                .min_by_key(|t| t.kind)?;
            Action::Verify {
                loc: scene.loc,
                evidence: tile.kind,
            }
        }
        4 => {
            let view = game.public_view();
            let scene = view
                .scenes
                .get(((seed / 17) as usize) % view.scenes.len().max(1))?;
            Action::AddEvidence {
                loc: scene.loc,
                evidence: Evidence::ALL[((seed / 5) % 4) as usize],
            }
        }
        5 => Action::Watch {
            loc: pick(&game.eligible_watches(), 3).or_else(|| pick(&nodes, 3))?,
        },
        6 | 7 => {
            let hit = (seed / 19).is_multiple_of(2);
            let loc = if hit {
                game.residence(killer)?
            } else {
                pick(&nodes, 4)?
            };
            Action::Raid {
                investigator: names[((seed / 23) % 3) as usize].into(),
                loc,
                killer,
            }
        }
        8 => match Killer::ALL
            .into_iter()
            .find(|&k| game.status(k) == Status::Incarcerated)
        {
            Some(prisoner) => Action::Escape {
                killer: prisoner,
                loc: pick(&nodes, 6)?,
            },
            None => Action::ChangeMethod {
                killer,
                method: "strangling".into(),
            },
        },
        _ => Action::FullMoon {
            methods: [
                MethodChoice::Face(((seed / 29) % 8 + 1) as u8),
                MethodChoice::Named("shooting".into()),
                MethodChoice::Face(3),
            ],
        },
    })
}

fn check_invariants(game: &Crimewave) {
    assert!((1..=10).contains(&game.panic()), "panic {}", game.panic());
    let board = game.board().expect("a board");
    for k in Killer::ALL {
        assert!(game.spook(k) <= 3);
    }
    let audit = game.audit();
    let mut unsolved: Vec<Loc> = audit
        .scenes
        .iter()
        .filter(|s| !s.solved && !s.removed)
        .map(|s| s.loc)
        .collect();
    unsolved.sort_unstable();
    let before = unsolved.len();
    unsolved.dedup();
    assert_eq!(
        before,
        unsolved.len(),
        "two unsolved scenes at one location"
    );
    let homes: Vec<Loc> = Killer::ALL
        .into_iter()
        .filter(|&k| game.status(k) != Status::Incarcerated)
        .filter_map(|k| game.residence(k))
        .collect();
    for (i, &a) in homes.iter().enumerate() {
        for &b in &homes[i + 1..] {
            let d = board.distances_from(a, |_| false).to(b);
            assert!(
                d.is_none_or(|d| d >= 3),
                "residences {a} and {b} are {d:?} apart"
            );
        }
    }
    for k in Killer::ALL {
        if let Some(home) = game.residence(k) {
            assert!(
                game.exposure(k).contains(&home),
                "exposure of {k:?} lost its real residence {home}"
            );
        }
    }
    let view = game.public_view();
    for shown in &view.residences {
        assert_eq!(
            game.residence(shown.killer),
            Some(shown.loc),
            "a shown residence is a current one"
        );
    }
    if game.revealed() {
        assert_eq!(view.residences.len(), 3, "the reveal shows every residence");
    }
    if !game.revealed() && game.winner().is_none() {
        // Before a reveal none is shown; after one, a Killer that moved lives somewhere secret.
        assert!(view.residences.len() < 3);
        let homes: Vec<Loc> = Killer::ALL
            .into_iter()
            .filter(|&k| view.residences.iter().all(|r| r.killer != k))
            .filter_map(|k| game.residence(k))
            // A Killer may move into a prisoner's shown home (separation ignores prisoners).
            .filter(|&home| view.residences.iter().all(|r| r.loc != home))
            .collect();
        let json = serde_json::to_value(&view).expect("the view serializes");
        assert_no_secret(&json, &homes, "");
    }
    for scene in &audit.scenes {
        if let (true, Culprit::Killer(_)) = (scene.solved, scene.culprit) {
            assert!(
                view.scenes
                    .iter()
                    .any(|s| s.loc == scene.loc && s.solved_by == Some(scene.culprit))
            );
        }
    }
}

#[test]
fn every_transcript_keeps_the_invariants_at_every_step() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(transcript_dir())
        .expect("the transcripts are there")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "alibi"))
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let played = replay::<Crimewave>(&text, &transcript_dir());
        let mut game = Crimewave::new();
        for action in &played.actions {
            game.apply(action).expect("the replay accepted it");
            if game.phase() != Phase::Setup {
                check_invariants(&game);
            }
        }
    }
}

/// A legal setup on the grid, with residences and scenes chosen by the seeds.
fn random_setup(seeds: &[u64]) -> (Crimewave, Vec<Action>) {
    let mut game = Crimewave::new();
    let mut actions = vec![
        action("board grid-board.json"),
        Action::Investigators(vec!["Ann".into(), "Bob".into(), "Cy".into()]),
    ];
    for (i, k) in Killer::ALL.into_iter().enumerate() {
        actions.push(Action::Method {
            killer: k,
            method: MethodChoice::Face((seeds[i] % 8 + 1) as u8),
        });
    }
    for a in &actions {
        game.apply(a).unwrap();
    }
    let mut seed = seeds.iter().cycle();
    for k in Killer::ALL {
        loop {
            let loc = (seed.next().copied().unwrap_or(1) % 96 + 1) as Loc;
            let a = Action::Residence { killer: k, loc };
            if game.apply(&a).is_ok() {
                actions.push(a);
                break;
            }
        }
    }
    for k in Killer::ALL {
        for _ in 0..2 {
            let sites = game.legal_locations(k);
            let loc = sites[(seed.next().copied().unwrap_or(0) as usize) % sites.len()];
            let a = Action::Scene {
                killer: k,
                loc,
                evidence: Evidence::Item,
            };
            game.apply(&a).unwrap();
            actions.push(a);
        }
    }
    game.apply(&Action::Start).unwrap();
    actions.push(Action::Start);
    (game, actions)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants_and_replay_from_their_export(
        setup in proptest::collection::vec(any::<u64>(), 12),
        moves in proptest::collection::vec(any::<u64>(), 0..150),
    ) {
        let (mut game, mut actions) = random_setup(&setup);
        check_invariants(&game);
        for seed in moves {
            let Some(a) = next_action(&game, seed) else { continue };
            let before = game.clone();
            match game.apply(&a) {
                Ok(_) => actions.push(a),
                Err(_) => prop_assert_eq!(&game, &before, "a refusal changed the game"),
            }
            check_invariants(&game);
        }
        // Records are JSON: every action reads back as itself.
        let json = serde_json::to_string(&actions).expect("actions serialize");
        let back: Vec<Action> = serde_json::from_str(&json).expect("actions deserialize");
        prop_assert_eq!(&back, &actions);
        let text = export::<Crimewave>(&actions);
        let again = replay::<Crimewave>(&text, &transcript_dir());
        prop_assert_eq!(again.exit_code, 0, "{}", again.output.join("\n"));
        prop_assert_eq!(&again.actions, &actions);
        prop_assert_eq!(&again.game, &game);
    }

    #[test]
    fn arbitrary_actions_never_panic(
        started in any::<bool>(),
        actions in proptest::collection::vec(arbitrary_action(), 0..60),
    ) {
        // From an empty game (mostly setup lines) or a started one (mostly play lines).
        let mut game = if started { play(SETUP) } else { Crimewave::new() };
        for a in &actions {
            let before = game.clone();
            if game.apply(a).is_err() {
                prop_assert_eq!(&game, &before);
            }
            let _ = game.public_view();
            let _ = game.describe(a);
            for k in Killer::ALL {
                let _ = (game.legal_locations(k), game.exposure(k));
            }
            let _ = game.eligible_watches();
        }
    }

    #[test]
    fn any_line_parses_or_is_refused_without_panicking(line in "[a-z0-9?=, -]{0,40}") {
        let _ = Crimewave::parse_line(&line, &transcript_dir());
    }
}

fn arbitrary_action() -> impl Strategy<Value = Action> {
    let killer = prop_oneof![Just(Killer::Red), Just(Killer::Green), Just(Killer::Blue)];
    let evidence = prop_oneof![
        Just(Evidence::Item),
        Just(Evidence::Blood),
        Just(Evidence::Fingerprint),
        Just(Evidence::Witness)
    ];
    let loc = 0u16..110;
    let method = prop_oneof![
        (0u8..12).prop_map(MethodChoice::Face),
        "[a-z]{0,9}".prop_map(MethodChoice::Named),
        Just(MethodChoice::Named("shooting".into())),
    ];
    prop_oneof![
        Just(Action::Board(BoardChoice::File {
            path: "grid-board.json".into(),
            board: grid()
        })),
        Just(Action::Board(BoardChoice::StandIn)),
        proptest::collection::vec("[A-Za-z ]{0,5}", 0..8).prop_map(Action::Investigators),
        (killer.clone(), method.clone())
            .prop_map(|(killer, method)| Action::Method { killer, method }),
        (killer.clone(), loc.clone()).prop_map(|(killer, loc)| Action::Residence { killer, loc }),
        (killer.clone(), loc.clone(), evidence.clone()).prop_map(|(killer, loc, evidence)| {
            Action::Scene {
                killer,
                loc,
                evidence,
            }
        }),
        Just(Action::Rule(HouseRule::VictimCounter(1))),
        Just(Action::Rule(HouseRule::D8([8; 8]))),
        Just(Action::Start),
        (killer.clone(), loc.clone(), evidence.clone()).prop_map(|(killer, loc, evidence)| {
            Action::Murder {
                killer,
                loc,
                evidence,
            }
        }),
        (
            loc.clone(),
            evidence.clone(),
            proptest::option::of("[a-z]{0,9}")
        )
            .prop_map(|(loc, evidence, method)| Action::RandomKilling {
                loc,
                evidence,
                method
            }),
        (loc.clone(), evidence.clone())
            .prop_map(|(loc, evidence)| Action::AddEvidence { loc, evidence }),
        (loc.clone(), evidence.clone())
            .prop_map(|(loc, evidence)| Action::Verify { loc, evidence }),
        loc.clone().prop_map(|loc| Action::Watch { loc }),
        ("[A-Za-z]{0,4}", loc.clone(), killer.clone()).prop_map(|(investigator, loc, killer)| {
            Action::Raid {
                investigator,
                loc,
                killer,
            }
        }),
        loc.clone().prop_map(|loc| Action::Tie { loc }),
        (any::<u32>(), any::<u32>()).prop_map(|(prosecution, defense)| Action::Trial {
            prosecution,
            defense
        }),
        (killer.clone(), "[a-z]{0,9}")
            .prop_map(|(killer, method)| Action::ChangeMethod { killer, method }),
        (killer.clone(), loc.clone()).prop_map(|(killer, loc)| Action::Relocate { killer, loc }),
        (method.clone(), method.clone(), method)
            .prop_map(|(a, b, c)| Action::FullMoon { methods: [a, b, c] }),
        (killer, loc).prop_map(|(killer, loc)| Action::Escape { killer, loc }),
    ]
}
