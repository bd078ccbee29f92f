//! Murdero: worked scoring examples and the ledger's invariants.

use alibi::rules::Rules;
use alibi::rules::murdero::{
    Action, Case, HandEnding, HandEntry, HouseRules, Murdero, MurderoSetup, PartnerDoubling,
    PermanentPlay, PlayerHand, permanent_play, score_hand,
};
use proptest::prelude::*;

fn setup(names: &[&str], partnership: bool, decks: u8, house: HouseRules) -> MurderoSetup {
    MurderoSetup {
        players: names.iter().map(|s| s.to_string()).collect(),
        partnership,
        decks,
        house,
    }
}

/// A case from its card values, e.g. `case(&[1, 1, 2])`.
fn case(values: &[u8]) -> Case {
    let mut c = Case::default();
    for &v in values {
        c.0[usize::from(v - 1)] += 1;
    }
    c
}

fn row(red: &[u8], blue: &[u8], green: &[u8], hand: &[u8]) -> PlayerHand {
    PlayerHand {
        cases: [case(red), case(blue), case(green)],
        in_hand: case(hand).0,
        ..PlayerHand::default()
    }
}

fn game(setup: MurderoSetup) -> Murdero {
    let mut g = Murdero::new();
    g.apply(&Action::Setup(setup)).expect("setup");
    g
}

#[test]
fn five_crime_scenes_are_worth_five() {
    assert_eq!(case(&[1, 1, 1, 1, 1]).points(), 5);
}

#[test]
fn sabotage_takes_the_card_and_all_that_follows_on() {
    let hit = case(&[1, 2, 3, 4]).sabotage(3).expect("a 3 is there");
    assert_eq!(hit.case, case(&[1, 2]));
    assert_eq!(hit.removed, vec![(3, 1), (4, 1)]);

    let strengthened = case(&[1, 2, 3, 3, 4]).sabotage(3).expect("a 3 is there");
    assert_eq!(strengthened.case, case(&[1, 2, 3, 4]));
    assert_eq!(strengthened.removed, vec![(3, 1)]);

    let last_scene = case(&[1, 2, 2, 3]).sabotage(1).expect("a 1 is there");
    assert_eq!(last_scene.case, Case::default());
    assert!(case(&[1, 2]).sabotage(4).is_none(), "nothing to sabotage");
    assert!(case(&[1, 2]).sabotage(9).is_none(), "no such value");
}

fn winning_hand() -> HandEntry {
    let mut c = row(&[], &[1, 1, 2, 3], &[], &[1, 2]);
    c.real_estate = true;
    HandEntry {
        players: vec![
            row(&[1, 1, 2, 3, 4, 5], &[1, 2], &[], &[4]),
            row(&[], &[], &[1, 1, 1, 2, 3], &[5, 2]),
            c,
        ],
        ending: HandEnding::CaseCompleted { winners: vec![0] },
    }
}

#[test]
fn the_winner_doubles_before_deductions_and_real_estate() {
    let s = setup(&["A", "B", "C"], false, 1, HouseRules::default());
    let mut entry = winning_hand();
    entry.players[0].actions_in_hand = 1; // Overtime, worth 0
    entry.check(&s).expect("legal with one deck");
    let scores = score_hand(&s, &entry);
    let points: Vec<i64> = scores.iter().map(|s| s.points).collect();
    assert_eq!(points, vec![34, 1, 10]);
    assert!(scores[0].won && !scores[1].won);
    for side in &scores {
        assert_eq!(
            side.points,
            side.lines.iter().map(|l| l.points).sum::<i64>(),
            "lines explain the score"
        );
    }
    assert!(
        scores[0]
            .lines
            .iter()
            .any(|l| l.reason.to_string().contains("doubled") && l.points == 19)
    );
    assert!(
        scores[2]
            .lines
            .iter()
            .any(|l| l.reason.to_string().contains("Real Estate") && l.points == 6)
    );
}

/// One player's row worth exactly `points` with the Case File run out: a full case of one
/// colour (35) less cards left in hand (needs two decks for the spare cards).
fn worth(colour: usize, points: u8) -> PlayerHand {
    let mut r = PlayerHand::default();
    r.cases[colour] = case(&[1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5]);
    let mut owed = 35 - points;
    for v in (1..=5u8).rev() {
        while owed >= v && r.in_hand[usize::from(v - 1)] < 1 + u8::from(v < 5) {
            r.in_hand[usize::from(v - 1)] += 1;
            owed -= v;
        }
    }
    assert_eq!(owed, 0);
    r
}

#[test]
fn doubling_overtakes_the_leader() {
    let mut g = game(setup(&["A", "B", "C"], false, 2, HouseRules::default()));
    for scores in [[25, 35, 30], [25, 35, 30], [20, 25, 28]] {
        let entry = HandEntry {
            players: (0..3).map(|p| worth(p, scores[p])).collect(),
            ending: HandEnding::CaseFileExhausted,
        };
        assert_eq!(g.apply(&Action::RecordHand(entry)), Ok("ok".into()));
    }
    assert_eq!(g.totals(), vec![70, 95, 88]);
    assert_eq!(
        g.apply(&Action::RecordHand(winning_hand())),
        Ok("ok; winner: A".into())
    );
    assert_eq!(g.totals(), vec![104, 96, 98]);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.public_view().winner.as_deref(), Some("A"));
    assert!(
        g.apply(&Action::RecordHand(winning_hand())).is_err(),
        "no hands after the game ends"
    );
}

#[test]
fn reverse_charges_means_no_doubling() {
    let s = setup(&["A", "B", "C"], false, 1, HouseRules::default());
    let mut entry = HandEntry {
        players: vec![
            row(&[1, 1, 2, 3, 4, 5], &[1, 2], &[], &[]),
            row(&[], &[], &[1, 2, 3], &[5, 2, 1]),
            row(&[], &[], &[], &[]),
        ],
        ending: HandEnding::ReverseCharges { by: 1 },
    };
    let points: Vec<i64> = score_hand(&s, &entry).iter().map(|s| s.points).collect();
    assert_eq!(points, vec![19, -2, 0]);
    entry.check(&s).expect("three cards left is allowed");
    entry.players[1].actions_in_hand = 1;
    let refusal = entry.check(&s).expect_err("four cards left is too many");
    assert!(refusal.to_string().contains("three or fewer"), "{refusal}");
}

#[test]
fn with_the_alibi_removed_every_pending_completer_wins_and_doubles() {
    let s = setup(&["A", "B", "C"], false, 1, HouseRules::default());
    let mut b = row(&[1, 2, 3, 4], &[], &[], &[]);
    b.jokers[0] = true;
    let entry = HandEntry {
        players: vec![
            row(&[1, 2, 3, 4, 5], &[], &[], &[]),
            b,
            row(&[], &[], &[], &[]),
        ],
        ending: HandEnding::CaseCompleted {
            winners: vec![0, 1],
        },
    };
    entry.check(&s).expect("B's Joker completes red");
    let scores = score_hand(&s, &entry);
    assert_eq!(
        scores.iter().map(|s| s.points).collect::<Vec<_>>(),
        vec![30, 20, 0]
    );
    assert!(scores[0].won && scores[1].won);

    let mut no_joker = entry.clone();
    no_joker.players[1].jokers[0] = false;
    assert!(
        no_joker.check(&s).is_err(),
        "without the Joker B's red case isn't complete"
    );
}

#[test]
fn a_permanent_past_the_limit_replaces_one() {
    assert_eq!(permanent_play(2, 2), PermanentPlay::ReplaceOne);
    assert_eq!(permanent_play(2, 1), PermanentPlay::Free);
    assert_eq!(permanent_play(3, 3), PermanentPlay::ReplaceOne);
    assert_eq!(permanent_play(0, 0), PermanentPlay::NoCase);
}

fn partnership_score(ending: HandEnding, doubling: PartnerDoubling) -> i64 {
    let house = HouseRules {
        partner_doubling: doubling,
        ..HouseRules::default()
    };
    let s = setup(&["A", "X", "B", "Y"], true, 1, house);
    let entry = HandEntry {
        players: vec![
            row(&[1, 2, 3, 4, 5], &[1, 2, 2], &[], &[3]),
            PlayerHand::default(),
            row(&[], &[1, 1, 1, 2], &[1, 2, 3, 4], &[4, 2]),
            PlayerHand::default(),
        ],
        ending,
    };
    entry.check(&s).expect("legal");
    let scores = score_hand(&s, &entry);
    assert_eq!(scores[0].side, "A & B");
    scores[0].points
}

#[test]
fn partnerships_score_together_under_either_doubling() {
    assert_eq!(
        partnership_score(HandEnding::CaseFileExhausted, PartnerDoubling::WholeTeam),
        26
    );
    let won = || HandEnding::CaseCompleted { winners: vec![0] };
    assert_eq!(partnership_score(won(), PartnerDoubling::WholeTeam), 61);
    assert_eq!(partnership_score(won(), PartnerDoubling::CompleterOnly), 46);
}

#[test]
fn partnership_plays_to_200_and_labels_its_house_rule() {
    let g = game(setup(&["A", "X", "B", "Y"], true, 1, HouseRules::default()));
    let view = g.public_view();
    assert_eq!(view.target, 200);
    assert_eq!(view.sides, vec!["A & B", "X & Y"]);
    assert!(
        view.house_rules
            .iter()
            .all(|l| l.to_string().starts_with("House rule"))
    );
    assert!(
        view.house_rules
            .iter()
            .any(|l| l.to_string().contains("partnership"))
    );
}

#[test]
fn real_estate_after_doubling_is_a_setting() {
    let house = HouseRules {
        real_estate_before_doubling: false,
        ..HouseRules::default()
    };
    let s = setup(&["A", "B"], false, 1, house);
    let mut a = row(&[1, 1, 2, 3, 4, 5], &[], &[], &[]);
    a.real_estate = true;
    let entry = HandEntry {
        players: vec![a, PlayerHand::default()],
        ending: HandEnding::CaseCompleted { winners: vec![0] },
    };
    // 16 doubled is 32, plus 3 extra for each of the two Crime Scenes, not doubled.
    assert_eq!(score_hand(&s, &entry)[0].points, 38);
}

#[test]
fn illegal_entries_are_refused_with_reasons() {
    let mut g = game(setup(&["A", "B"], false, 1, HouseRules::default()));
    let gap = HandEntry {
        players: vec![row(&[1, 3], &[], &[], &[]), PlayerHand::default()],
        ending: HandEnding::CaseFileExhausted,
    };
    let refusal = g
        .apply(&Action::RecordHand(gap))
        .expect_err("a 3 needs a 2");
    assert!(refusal.to_string().contains("number order"), "{refusal}");
    let fives = HandEntry {
        players: vec![
            row(&[1, 2, 3, 4, 5], &[], &[], &[]),
            row(&[1, 2, 3, 4, 5], &[], &[], &[]),
        ],
        ending: HandEnding::CaseFileExhausted,
    };
    assert!(
        g.apply(&Action::RecordHand(fives)).is_err(),
        "one red 5 per deck"
    );
    let not_complete = HandEntry {
        players: vec![row(&[1, 2], &[], &[], &[]), PlayerHand::default()],
        ending: HandEnding::CaseCompleted { winners: vec![0] },
    };
    assert!(g.apply(&Action::RecordHand(not_complete)).is_err());
    assert!(g.hands().is_empty(), "refusals change nothing");
    assert!(
        g.apply(&Action::Setup(setup(
            &["A"],
            false,
            1,
            HouseRules::default()
        )))
        .is_err()
    );
}

#[test]
fn a_joker_never_stands_in_for_the_crime_scene() {
    // A case begins with a Crime Scene; the Joker fills any other one gap.
    let s = setup(&["A", "B"], false, 1, HouseRules::default());
    let mut a = row(&[2, 3, 4, 5], &[], &[], &[]);
    a.jokers[0] = true;
    assert!(!a.has_complete_case());
    for ending in [
        HandEnding::CaseCompleted { winners: vec![0] },
        HandEnding::CaseFileExhausted,
    ] {
        let entry = HandEntry {
            players: vec![a.clone(), PlayerHand::default()],
            ending,
        };
        let refusal = entry.check(&s).expect_err("no Crime Scene");
        assert_eq!(
            refusal.to_string(),
            "A: The red case has no Crime Scene (1): a case begins with one, and a Joker can't stand in for it."
        );
    }
    let mut b = row(&[1, 3, 4, 5], &[], &[], &[]);
    b.jokers[0] = true;
    let entry = HandEntry {
        players: vec![b, PlayerHand::default()],
        ending: HandEnding::CaseCompleted { winners: vec![0] },
    };
    entry.check(&s).expect("the Joker stands in for the Victim");
}

#[test]
fn editing_a_past_hand_recomputes_the_totals() {
    let mut g = game(setup(&["A", "B"], false, 1, HouseRules::default()));
    let hand = |a: &[u8]| HandEntry {
        players: vec![row(a, &[], &[], &[]), PlayerHand::default()],
        ending: HandEnding::CaseFileExhausted,
    };
    g.apply(&Action::RecordHand(hand(&[1, 2]))).expect("hand 1");
    g.apply(&Action::RecordHand(hand(&[1]))).expect("hand 2");
    assert_eq!(g.totals(), vec![4, 0]);
    let edit = Action::EditHand {
        hand: 1,
        entry: hand(&[1, 2, 3]),
    };
    assert_eq!(
        g.describe(&edit).to_string(),
        "Corrected hand 1: the Case File ran out"
    );
    g.apply(&edit).expect("edit");
    assert_eq!(g.totals(), vec![7, 0]);
    assert_eq!(g.results()[0].totals, vec![6, 0]);
    assert!(
        g.apply(&Action::EditHand {
            hand: 3,
            entry: hand(&[1])
        })
        .is_err()
    );
    assert_eq!(g.progress().to_string(), "After hand 2 · A 7, B 0");
}

#[test]
fn a_tie_past_the_target_plays_another_hand() {
    let mut g = game(setup(&["A", "B"], false, 2, HouseRules::default()));
    let both = |pts: u8| HandEntry {
        players: vec![worth(0, pts), worth(1, pts)],
        ending: HandEnding::CaseFileExhausted,
    };
    for _ in 0..2 {
        g.apply(&Action::RecordHand(both(35))).expect("hand");
    }
    assert_eq!(g.apply(&Action::RecordHand(both(30))), Ok("ok".into()));
    assert_eq!(g.totals(), vec![100, 100]);
    assert_eq!(g.winner(), None);
    let hand = HandEntry {
        players: vec![worth(0, 11), worth(1, 10)],
        ending: HandEnding::CaseFileExhausted,
    };
    assert_eq!(
        g.apply(&Action::RecordHand(hand)),
        Ok("ok; winner: A".into())
    );
}

fn arb_row() -> impl Strategy<Value = PlayerHand> {
    // Mostly cases built in number order (a top value and 1–2 cards of each value below it),
    // so that many entries are accepted and the totals are really exercised.
    let built = (0usize..=5, prop::array::uniform5(1u8..3)).prop_map(|(top, counts)| {
        Case(std::array::from_fn(|i| if i < top { counts[i] } else { 0 }))
    });
    let any_case = prop_oneof![4 => built, 1 => prop::array::uniform5(0u8..3).prop_map(Case)];
    (
        prop::array::uniform3(any_case),
        prop::array::uniform3(prop::bool::weighted(0.1)),
        prop::array::uniform5(0u8..2),
        0u8..3,
        prop::bool::weighted(0.2),
    )
        .prop_map(
            |(cases, jokers, in_hand, actions_in_hand, real_estate)| PlayerHand {
                cases,
                jokers,
                in_hand,
                actions_in_hand,
                real_estate,
            },
        )
}

fn arb_entry() -> impl Strategy<Value = HandEntry> {
    let ending = prop_oneof![
        prop::collection::vec(0usize..5, 0..3)
            .prop_map(|winners| HandEnding::CaseCompleted { winners }),
        (0usize..5).prop_map(|by| HandEnding::ReverseCharges { by }),
        Just(HandEnding::CaseFileExhausted),
    ];
    (prop::collection::vec(arb_row(), 2..5), ending)
        .prop_map(|(players, ending)| HandEntry { players, ending })
}

fn arb_action() -> impl Strategy<Value = Action> {
    let house = (any::<bool>(), any::<bool>()).prop_map(|(re, b)| HouseRules {
        real_estate_before_doubling: re,
        partner_doubling: if b {
            PartnerDoubling::CompleterOnly
        } else {
            PartnerDoubling::WholeTeam
        },
    });
    prop_oneof![
        (1usize..6, any::<bool>(), 0u8..3, house).prop_map(|(n, partnership, decks, house)| {
            Action::Setup(MurderoSetup {
                players: (0..n).map(|i| format!("P{i}")).collect(),
                partnership,
                decks,
                house,
            })
        }),
        arb_entry().prop_map(Action::RecordHand),
        (0usize..5, arb_entry()).prop_map(|(hand, entry)| Action::EditHand { hand, entry }),
    ]
}

proptest! {
    #[test]
    fn any_actions_keep_the_ledger_consistent(actions in prop::collection::vec(arb_action(), 0..40)) {
        let mut g = Murdero::new();
        for action in &actions {
            let before = format!("{g:?}");
            let _ = g.describe(action);
            let json = serde_json::to_string(action).expect("actions serialise");
            prop_assert_eq!(&serde_json::from_str::<Action>(&json).expect("and come back"), action);
            if g.apply(action).is_err() {
                prop_assert_eq!(before, format!("{g:?}"), "a refusal changes nothing");
            }
            let _ = g.progress();
            let results = g.results();
            let totals = g.totals();
            for (side, total) in totals.iter().enumerate() {
                let sum: i64 = results.iter().map(|r| r.scores[side].points).sum();
                prop_assert_eq!(sum, *total);
            }
            for r in &results {
                for s in &r.scores {
                    prop_assert_eq!(s.points, s.lines.iter().map(|l| l.points).sum::<i64>());
                }
            }
            // Every hand after the first one that ended the game would have been refused.
            if let Some(setup) = g.setup() {
                let over = results.iter().position(|r| r.totals.iter().any(|&t| t >= setup.target()) && g.winner().is_some());
                if let Some(i) = over { prop_assert_eq!(i + 1, results.len()); }
            }
            let _ = serde_json::to_string(&g.public_view()).expect("view serialises");
        }
    }
}
