//! Keystone Crimewave: worked dice examples and exact odds, the Master Plan, rounds
//! and the house-rule endgame.

use alibi::rules::Rules;
use alibi::rules::keystone::{
    Action, BothEnds, CrookSetup, Dice, DieColour, Ending, Goal, HassleResult, HouseRules, Intent,
    KeptBecause, Keystone, KeystoneSetup, Placement, Roll, RollOff, Side, Stage, TraitSetup,
    auto_placement, check_complexity, odds, resolve, roll_off, table_row,
};
use proptest::prelude::*;

/// The worked example's dice: white 6, 3, 2 against black 5, 4, 1 once sorted.
const EXAMPLE_DICE: Dice = Dice {
    white: [2, 6, 3],
    black: [1, 5, 4],
};

fn on_white(white: [u8; 3]) -> Placement {
    Placement {
        white,
        black: [0; 3],
    }
}

#[test]
fn dice_pair_by_rank_and_two_white_are_kept() {
    let r = resolve(
        Side::Crook,
        false,
        &EXAMPLE_DICE,
        &Placement::default(),
        false,
    );
    let kept: Vec<DieColour> = r.pairs.iter().map(|p| p.kept).collect();
    assert_eq!(
        kept,
        vec![DieColour::White, DieColour::Black, DieColour::White]
    );
    assert_eq!(
        (r.pairs[1].white, r.pairs[1].black),
        (3, 4),
        "pairs are by rank after sorting"
    );
    assert_eq!(r.pairs[1].because, KeptBecause::BlackHigher);
    assert_eq!(r.row.white_kept, 2);
    assert_eq!(
        (r.row.goal, r.row.hassle, r.row.caper),
        (Goal::Achieved, HassleResult::NoHassle, 1)
    );
    assert!(!r.hassled_after);
}

#[test]
fn a_tied_pair_keeps_the_black_die() {
    let r = resolve(
        Side::Crook,
        false,
        &EXAMPLE_DICE,
        &on_white([0, 1, 0]),
        false,
    );
    assert_eq!((r.pairs[1].white, r.pairs[1].black), (4, 4));
    assert_eq!(r.pairs[1].because, KeptBecause::TieGoesToBlack);
    assert_eq!((r.row.white_kept, r.row.caper), (2, 1));
}

#[test]
fn two_trait_tokens_make_three_white() {
    let r = resolve(
        Side::Crook,
        false,
        &EXAMPLE_DICE,
        &on_white([0, 2, 0]),
        false,
    );
    assert_eq!(r.pairs[1].kept, DieColour::White);
    assert_eq!((r.row.white_kept, r.row.caper), (3, 2));
    assert_eq!(
        r.row.words().to_string(),
        "Goal Achieved, No Hassle, +2 Caper"
    );
}

#[test]
fn a_hassle_token_ties_the_low_pair_for_black() {
    let r = resolve(
        Side::Crook,
        false,
        &EXAMPLE_DICE,
        &Placement {
            white: [0; 3],
            black: [0, 0, 1],
        },
        false,
    );
    assert_eq!(r.pairs[2].because, KeptBecause::TieGoesToBlack);
    assert_eq!(r.row.white_kept, 1);
    assert_eq!(
        (r.row.goal, r.row.hassle),
        (Goal::Achieved, HassleResult::GetsHassled)
    );
    assert!(r.hassled_after && r.hassled_anew);
}

#[test]
fn sixes_all_tie_and_no_token_lifts_a_die_past_six() {
    let sixes = Dice {
        white: [6; 3],
        black: [6; 3],
    };
    for white in [[0; 3], [1, 1, 1], [3, 0, 0]] {
        let r = resolve(Side::Crook, true, &sixes, &on_white(white), false);
        assert!(
            r.pairs
                .iter()
                .all(|p| p.white == 6 && p.because == KeptBecause::TieGoesToBlack)
        );
        assert_eq!(r.row.goal, Goal::Missed);
        assert_eq!(r.row.hassle, HassleResult::ContinuesAndNewHassleStarts);
        assert_eq!(r.row.enforcement, 2);
    }
}

#[test]
fn cops_read_the_table_with_caper_and_enforcement_swapped() {
    let cop = table_row(Side::Cop, 3, false);
    assert_eq!((cop.enforcement, cop.caper), (2, 0));
    let cop_miss = table_row(Side::Cop, 0, true);
    assert_eq!((cop_miss.caper, cop_miss.enforcement), (2, 0));
    for w in 0..=3 {
        for h in [false, true] {
            let (crook, cop) = (table_row(Side::Crook, w, h), table_row(Side::Cop, w, h));
            assert_eq!(
                (crook.caper, crook.enforcement),
                (cop.enforcement, cop.caper)
            );
            assert_eq!((crook.goal, crook.hassle), (cop.goal, cop.hassle));
        }
    }
}

#[test]
fn complexity_is_a_multiple_of_the_crooks_and_sets_the_targets() {
    for c in [3, 6, 9, 12, 15, 18] {
        assert_eq!(check_complexity(c, 3), Ok(None));
    }
    assert!(
        check_complexity(21, 3).expect("valid").is_some(),
        "above 20 warns"
    );
    assert!(check_complexity(4, 3).is_err());
    assert!(check_complexity(0, 3).is_err());

    let mut g = crooks(3);
    assert_eq!(
        g.apply(&Action::PlanCaper {
            caper: "Hope Diamond".into(),
            complexity: 21,
            starter: 0
        })
        .map(|s| s.starts_with("ok; warning")),
        Ok(true)
    );
    let mut g9 = crooks(3);
    g9.apply(&Action::PlanCaper {
        caper: "Bank".into(),
        complexity: 9,
        starter: 1,
    })
    .expect("caper");
    assert_eq!((g9.plan().share(3), g9.plan().ep_target()), (3, 27));
    for _ in 0..3 {
        g9.apply(&phase(0)).expect("three tasks for crook 0");
    }
    assert!(
        g9.apply(&phase(0)).is_err(),
        "a fourth task for crook 0 breaks the equal share"
    );
    let mut g4 = crooks(4);
    g4.apply(&Action::PlanCaper {
        caper: "Bank".into(),
        complexity: 8,
        starter: 0,
    })
    .expect("caper");
    assert_eq!(g4.public_view().enforcement_target, 24);
}

#[test]
fn the_roll_off_picks_the_highest_and_rerolls_ties() {
    assert_eq!(roll_off(&[(0, 3), (1, 6), (2, 5)]), RollOff::Winner(1));
    assert_eq!(
        roll_off(&[(0, 6), (1, 2), (2, 6)]),
        RollOff::Reroll(vec![0, 2])
    );
    assert_eq!(roll_off(&[]), RollOff::Reroll(vec![]));
}

#[test]
fn planner_and_commenter_rotate_left() {
    let mut g = crooks(3);
    g.apply(&Action::PlanCaper {
        caper: "Bank".into(),
        complexity: 3,
        starter: 2,
    })
    .expect("caper");
    assert_eq!(
        g.public_view().next_planning,
        Some(("C".into(), "A".into()))
    );
    g.apply(&phase(0)).expect("phase 1");
    assert_eq!(
        g.public_view().next_planning,
        Some(("A".into(), "B".into()))
    );
    let p = &g.plan().phases[0];
    assert_eq!((p.planner, p.commenter), (2, 0));
}

fn crooks(n: usize) -> Keystone {
    let mut g = Keystone::new();
    let names = ["A", "B", "C", "D", "E"];
    let crooks = names[..n]
        .iter()
        .map(|name| CrookSetup {
            name: name.to_string(),
            traits: vec![TraitSetup {
                name: "Lockpick".into(),
                bonus_tokens: 1,
                trigger: "any black 1".into(),
            }],
        })
        .collect();
    g.apply(&Action::Setup(KeystoneSetup {
        crooks,
        house: HouseRules::default(),
    }))
    .expect("setup");
    g
}

fn phase(crook: usize) -> Action {
    Action::PlanPhase {
        task: format!("task for {crook}"),
        crook,
        element: "a nosy guard".into(),
    }
}

/// A game in play with these phase assignments (complexity = their number).
fn planned(n: usize, crooks_by_phase: &[usize]) -> Keystone {
    let mut g = crooks(n);
    let complexity = crooks_by_phase.len() as u8;
    g.apply(&Action::PlanCaper {
        caper: "Bank".into(),
        complexity,
        starter: 0,
    })
    .expect("caper");
    for &c in crooks_by_phase {
        g.apply(&phase(c)).expect("phase");
    }
    assert_eq!(g.stage(), Stage::Play);
    g
}

const HIGH: Dice = Dice {
    white: [6, 6, 6],
    black: [1, 1, 1],
};
const LOW: Dice = Dice {
    white: [1, 1, 1],
    black: [6, 6, 6],
};

/// Rolls with every due token placed automatically.
fn roll(
    g: &mut Keystone,
    character: usize,
    intent: Intent,
    traits: Vec<usize>,
    dice: Dice,
) -> String {
    let placement = g.suggested_placement(character, intent, &traits, &dice);
    let action = Action::Roll(Roll {
        character,
        intent,
        traits,
        dice,
        placement,
        triggers_fired: vec![],
    });
    g.apply(&action).unwrap_or_else(|r| panic!("{r}"))
}

#[test]
fn the_focus_is_the_first_open_phase_each_round() {
    let mut g = planned(3, &[0, 2, 1]);
    assert_eq!(g.focus_crook(), Some(0));
    let refusal = g
        .apply(&Action::Roll(Roll {
            character: 1,
            intent: Intent::Focus,
            traits: vec![],
            dice: HIGH,
            placement: Placement::default(),
            triggers_fired: vec![],
        }))
        .expect_err("B isn't on the Focus task");
    assert!(
        refusal.to_string().contains("Assist or Prepare"),
        "{refusal}"
    );
    roll(&mut g, 2, Intent::Prepare, vec![], HIGH); // C acts in round 1 …
    roll(&mut g, 0, Intent::Focus, vec![], HIGH);
    assert!(g.plan().phases[0].done);
    assert_eq!(g.focus_crook(), None, "one phase per round");
    roll(&mut g, 1, Intent::Prepare, vec![], LOW);
    let view = g.public_view();
    assert_eq!(view.round, 2);
    assert_eq!(
        view.focus.map(|f| (f.phase, f.crook)),
        Some((2, "C".into())),
        "… and is still round 2's Focus crook"
    );

    // A missed Focus task stays the Focus next round.
    roll(&mut g, 2, Intent::Focus, vec![], LOW);
    roll(&mut g, 0, Intent::Assist, vec![], HIGH);
    roll(&mut g, 1, Intent::Prepare, vec![], HIGH);
    assert_eq!(g.public_view().focus.map(|f| f.phase), Some(2));
}

#[test]
fn getting_hassled_gives_two_tokens_and_clears_triggers() {
    let mut g = planned(3, &[0, 2, 1, 0, 2, 1]);
    // Round 1: B prepares and gets hassled: one Hassle token for B's next Focus turn.
    roll(
        &mut g,
        1,
        Intent::Prepare,
        vec![],
        Dice {
            white: [6, 1, 1],
            black: [1, 6, 6],
        },
    );
    assert_eq!(
        (g.crooks()[1].hassled, g.crooks()[1].hassle_next_focus),
        (true, 1)
    );
    roll(&mut g, 0, Intent::Focus, vec![], HIGH);
    roll(&mut g, 2, Intent::Prepare, vec![], HIGH);
    // Round 2: B assists with Lockpick (its trigger goes out) and shakes the hassle off; the
    // Trait token goes to C, who hasn't rolled yet.
    roll(&mut g, 1, Intent::Assist, vec![0], HIGH);
    let b = &g.crooks()[1];
    assert!(!b.hassled && b.traits[0].trigger_active);
    assert_eq!(g.crooks()[2].trait_from_assist, 1);
    assert_eq!(
        g.tokens_due(2, Intent::Focus, &[]),
        (2, 0),
        "Prepare token plus the assist"
    );
    roll(&mut g, 2, Intent::Focus, vec![], HIGH);
    roll(&mut g, 0, Intent::Prepare, vec![], HIGH);
    // Round 3: B's Focus roll with the worked example's dice and the one Hassle token on black 1.
    assert_eq!(g.focus_crook(), Some(1));
    assert_eq!(g.tokens_due(1, Intent::Focus, &[]), (0, 1));
    let action = Action::Roll(Roll {
        character: 1,
        intent: Intent::Focus,
        traits: vec![],
        dice: EXAMPLE_DICE,
        placement: Placement {
            white: [0; 3],
            black: [0, 0, 1],
        },
        triggers_fired: vec![],
    });
    assert_eq!(g.apply(&action), Ok("Goal Achieved, Gets Hassled".into()));
    let b = &g.crooks()[1];
    assert!(b.hassled);
    assert_eq!((b.hassle_next_turn, b.hassle_next_focus), (2, 0));
    assert!(
        !b.traits[0].trigger_active,
        "a new hassle clears every trigger"
    );
    assert!(g.plan().phases[2].done);
    let last = g.public_view().last_roll.expect("shown");
    assert_eq!(
        last.resolution.pairs[2].because,
        KeptBecause::TieGoesToBlack
    );
}

#[test]
fn a_trait_is_locked_while_its_trigger_is_active_and_a_fired_trigger_frees_it() {
    let mut g = planned(3, &[0, 1, 2]);
    roll(&mut g, 1, Intent::Prepare, vec![0], HIGH);
    roll(&mut g, 0, Intent::Focus, vec![], HIGH);
    roll(&mut g, 2, Intent::Prepare, vec![], HIGH);
    let locked = Roll {
        character: 1,
        intent: Intent::Focus,
        traits: vec![0],
        dice: HIGH,
        placement: on_white([2, 0, 0]),
        triggers_fired: vec![],
    };
    assert!(
        g.apply(&Action::Roll(locked))
            .expect_err("locked")
            .to_string()
            .contains("locked")
    );
    let (t, h) = g.tokens_due(1, Intent::Focus, &[]);
    let fired = Roll {
        character: 1,
        intent: Intent::Focus,
        traits: vec![],
        dice: HIGH,
        placement: auto_placement(&HIGH, t as u8, h as u8),
        triggers_fired: vec![0],
    };
    // 3 white kept, not hassled: the table says No Hassle, but the trigger hassles anyway.
    assert_eq!(
        g.apply(&Action::Roll(fired)),
        Ok("Goal Achieved, No Hassle, +2 Caper".into())
    );
    let b = &g.crooks()[1];
    assert!(b.hassled && !b.traits[0].trigger_active);
    assert_eq!(b.hassle_next_turn, 2);
}

#[test]
fn endgame_house_rule_clean_getaway_and_busted() {
    let mut g = planned(3, &[0, 1, 2]);
    for (focus, others) in [(0, [1, 2]), (1, [0, 2]), (2, [0, 1])] {
        for o in others {
            roll(&mut g, o, Intent::Prepare, vec![], HIGH);
        }
        roll(&mut g, focus, Intent::Focus, vec![], HIGH);
    }
    assert_eq!(g.stage(), Stage::Over(Ending::CleanGetaway));
    assert!(g.progress().to_string().contains("house rule"));
    assert!(
        g.crooks()
            .iter()
            .all(|c| c.traits.iter().all(|t| !t.trigger_active))
    );

    let mut law = planned(3, &[0, 1, 2]);
    for _ in 0..2 {
        for c in 0..3 {
            let intent = if c == 0 {
                Intent::Focus
            } else {
                Intent::Prepare
            };
            roll(&mut law, c, intent, vec![], LOW);
        }
    }
    assert_eq!(law.points(), (0, 9));
    assert_eq!(law.stage(), Stage::Over(Ending::Busted));
    assert!(
        law.public_view()
            .house_rules
            .iter()
            .all(|l| l.to_string().starts_with("House rule"))
    );
    assert!(
        law.apply(&Action::PlanCaper {
            caper: "x".into(),
            complexity: 3,
            starter: 0
        })
        .is_err()
    );
}

#[test]
fn both_ends_on_one_roll_follow_the_setting() {
    for (order, expected) in [
        (BothEnds::PlanFirst, Ending::PulledOffButCaught),
        (BothEnds::LawFirst, Ending::Busted),
    ] {
        let mut g = Keystone::new();
        let crooks = ["A", "B", "C"]
            .iter()
            .map(|n| CrookSetup {
                name: n.to_string(),
                traits: vec![],
            })
            .collect();
        g.apply(&Action::Setup(KeystoneSetup {
            crooks,
            house: HouseRules {
                both_ends: order,
                ..HouseRules::default()
            },
        }))
        .expect("setup");
        g.apply(&Action::PlanCaper {
            caper: "Bank".into(),
            complexity: 3,
            starter: 0,
        })
        .expect("caper");
        for c in [0, 1, 2] {
            g.apply(&phase(c)).expect("phase");
        }
        let one_white = Dice {
            white: [6, 1, 1],
            black: [1, 1, 1],
        };
        // Round 1, Focus A.
        roll(&mut g, 1, Intent::Prepare, vec![], LOW); // B gets hassled: EP 1
        roll(&mut g, 2, Intent::Prepare, vec![], LOW); // C gets hassled: EP 2
        roll(&mut g, 0, Intent::Focus, vec![], HIGH); // phase 1, CP 2
        // Round 2, Focus B.
        roll(&mut g, 0, Intent::Prepare, vec![], LOW); // A gets hassled: EP 3
        roll(&mut g, 2, Intent::Prepare, vec![], LOW); // C already hassled: EP 5
        roll(&mut g, 1, Intent::Focus, vec![], HIGH); // phase 2, hassle eliminated, CP 3
        // Round 3, Focus C.
        roll(&mut g, 0, Intent::Prepare, vec![], LOW); // EP 7
        roll(&mut g, 1, Intent::Prepare, vec![], LOW); // EP 8
        assert_eq!((g.points(), g.stage()), ((3, 8), Stage::Play));
        roll(&mut g, 2, Intent::Focus, vec![], one_white); // phase 3 and EP 9 on one roll
        assert_eq!(g.points(), (3, 9));
        assert_eq!(g.stage(), Stage::Over(expected));
    }
}

#[test]
fn exact_odds_over_all_46656_rolls() {
    assert_eq!(odds(0, 0), [6420, 10017, 12348, 17871]);
    // Worked out by hand beforehand, in ten-thousandths of the rolls.
    let expected: [(u8, u8, [u32; 4]); 5] = [
        (1, 0, [2434, 2756, 3010, 1801]),
        (2, 0, [3269, 3201, 2745, 785]),
        (3, 0, [3936, 3473, 2278, 313]),
        (0, 1, [398, 1600, 2413, 5589]),
        (0, 2, [82, 986, 2070, 6862]),
    ];
    for (t, h, p) in expected {
        let counts = odds(t, h);
        assert_eq!(counts.iter().sum::<u32>(), 46_656);
        let rounded = counts.map(|c| (f64::from(c) * 10_000.0 / 46_656.0).round() as u32);
        assert_eq!(rounded, p, "{t} Trait, {h} Hassle tokens: {counts:?}");
    }
}

/// A step of a random session: either any action at all, or a roll built to be mostly legal
/// so that games get deep.
#[derive(Debug, Clone)]
enum Step {
    Raw(Action),
    Smart {
        who: usize,
        assist: bool,
        traits: Vec<usize>,
        dice: Dice,
        fire: Vec<usize>,
    },
    /// A complexity of `k` times the number of crooks.
    Caper {
        k: u8,
    },
    /// The next phase for the crook with the fewest tasks.
    Phase,
}

fn arb_dice() -> impl Strategy<Value = Dice> {
    (prop::array::uniform3(0u8..8), prop::array::uniform3(0u8..8))
        .prop_map(|(white, black)| Dice { white, black })
}

fn arb_setup() -> impl Strategy<Value = Action> {
    let trait_setup = (0u8..3).prop_map(|bonus_tokens| TraitSetup {
        name: "T".into(),
        bonus_tokens,
        trigger: "x".into(),
    });
    let crook = prop::collection::vec(trait_setup, 0..3);
    (
        prop::collection::vec(crook, 2..7),
        any::<bool>(),
        prop_oneof![3 => Just(2u8), 3 => Just(4), 1 => Just(3)],
    )
        .prop_map(|(crooks, law, tokens)| {
            Action::Setup(KeystoneSetup {
                crooks: crooks
                    .into_iter()
                    .enumerate()
                    .map(|(i, traits)| CrookSetup {
                        name: format!("C{i}"),
                        traits,
                    })
                    .collect(),
                house: HouseRules {
                    tokens_when_trigger_and_table: tokens,
                    both_ends: if law {
                        BothEnds::LawFirst
                    } else {
                        BothEnds::PlanFirst
                    },
                },
            })
        })
}

fn arb_step() -> impl Strategy<Value = Step> {
    let raw_roll = (
        0usize..6,
        0u8..3,
        prop::collection::vec(0usize..3, 0..3),
        arb_dice(),
        prop::array::uniform3(0u8..3),
        prop::array::uniform3(0u8..3),
    )
        .prop_map(|(character, i, traits, dice, white, black)| {
            let intent = [Intent::Focus, Intent::Assist, Intent::Prepare][usize::from(i)];
            Action::Roll(Roll {
                character,
                intent,
                traits,
                dice,
                placement: Placement { white, black },
                triggers_fired: vec![],
            })
        });
    let legal_dice = (
        prop::array::uniform3(1u8..=6),
        prop::array::uniform3(1u8..=6),
    )
        .prop_map(|(white, black)| Dice { white, black });
    prop_oneof![
        1 => arb_setup().prop_map(Step::Raw),
        1 => (0u8..12, 0usize..6).prop_map(|(complexity, starter)| Step::Raw(Action::PlanCaper { caper: "c".into(), complexity, starter })),
        2 => (0usize..6).prop_map(|crook| Step::Raw(Action::PlanPhase { task: "t".into(), crook, element: "e".into() })),
        1 => raw_roll.prop_map(Step::Raw),
        2 => (1u8..3).prop_map(|k| Step::Caper { k }),
        4 => Just(Step::Phase),
        8 => (0usize..5, any::<bool>(), prop::collection::vec(0usize..3, 0..2), legal_dice, prop::collection::vec(0usize..3, 0..2))
            .prop_map(|(who, assist, traits, dice, fire)| Step::Smart { who, assist, traits, dice, fire }),
    ]
}

fn smart_roll(
    g: &Keystone,
    pick: usize,
    assist: bool,
    traits: Vec<usize>,
    dice: Dice,
    fire: Vec<usize>,
) -> Action {
    let waiting: Vec<usize> = (0..g.crooks().len())
        .filter(|&c| g.public_view().yet_to_roll.contains(&g.crooks()[c].name))
        .collect();
    let who = waiting
        .get(pick % waiting.len().max(1))
        .copied()
        .unwrap_or(pick);
    let intent = match (g.focus_crook() == Some(who), assist) {
        (true, _) => Intent::Focus,
        (false, true) => Intent::Assist,
        (false, false) => Intent::Prepare,
    };
    let sheet = g
        .crooks()
        .get(who)
        .map(|c| c.traits.clone())
        .unwrap_or_default();
    let mut chosen: Vec<usize> = traits
        .into_iter()
        .filter(|&t| sheet.get(t).is_some_and(|tr| !tr.trigger_active))
        .collect();
    chosen.dedup();
    let triggers_fired = fire
        .into_iter()
        .filter(|&t| chosen.contains(&t) || sheet.get(t).is_some_and(|tr| tr.trigger_active))
        .take(1)
        .collect();
    let (t, h) = g.tokens_due(who, intent, &chosen);
    let placement = auto_placement(&dice, t.min(255) as u8, h.min(255) as u8);
    Action::Roll(Roll {
        character: who,
        intent,
        traits: chosen,
        dice,
        placement,
        triggers_fired,
    })
}

proptest! {
    #[test]
    fn any_session_keeps_points_and_plan_consistent(setup in arb_setup(), k in 1u8..3, steps in prop::collection::vec(arb_step(), 0..80)) {
        let mut g = Keystone::new();
        // Mostly a full plan first, so that play gets deep; the random steps may still try anything.
        let plan = std::iter::once(Step::Caper { k }).chain(std::iter::repeat_n(Step::Phase, 12));
        for step in std::iter::once(Step::Raw(setup)).chain(plan).chain(steps) {
            let action = match step {
                Step::Raw(a) => a,
                Step::Smart { who, assist, traits, dice, fire } => smart_roll(&g, who, assist, traits, dice, fire),
                Step::Caper { k } => {
                    Action::PlanCaper { caper: "c".into(), complexity: k * g.crooks().len() as u8, starter: 0 }
                }
                Step::Phase => {
                    let crook = (0..g.crooks().len()).min_by_key(|&c| g.plan().tasks_of(c)).unwrap_or(0);
                    Action::PlanPhase { task: "t".into(), crook, element: "e".into() }
                }
            };
            let json = serde_json::to_string(&action).expect("actions serialise");
            prop_assert_eq!(&serde_json::from_str::<Action>(&json).expect("and come back"), &action);
            let before = g.clone();
            let _ = g.describe(&action);
            match g.apply(&action) {
                Err(_) => prop_assert_eq!(&before, &g, "a refusal changes nothing"),
                Ok(_) => prop_assert!(!matches!(before.stage(), Stage::Over(_)), "nothing is accepted after the end"),
            }
            let (cp, ep) = g.points();
            prop_assert!(cp >= before.points().0 && ep >= before.points().1, "points only go up");
            let view = g.public_view();
            let done = g.plan().phases.iter().filter(|p| p.done).count();
            prop_assert!(done as u32 <= view.round, "at most one phase per round");
            for c in 0..g.crooks().len() {
                let counts = g.plan().tasks_of(c);
                prop_assert!(counts <= g.plan().share(g.crooks().len()), "equal shares");
            }
            let _ = g.progress();
            let _ = serde_json::to_string(&view).expect("view serialises");
        }
    }
}
