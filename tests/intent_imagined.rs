//! A game imagined from the table's view and a guess at the secrets: built from a real
//! game's own view and its true secrets, it is that game for the table (the same view, the
//! same legal moves, the same honest answers, the same future); a guess the view rules out
//! is refused.

use alibi::arena::intent::table::{Builtin, Table};
use alibi::plays::Level;
use alibi::plays::intent::moves;
use alibi::rules::Rules;
use alibi::rules::intent::deduction::Hypothesis;
use alibi::rules::intent::imagined::{Contradiction, Secrets};
use alibi::rules::intent::{Action, IntentToKill, Phase, Trait};

/// The actions of a whole standard-against-standard game.
fn played(seed: u64) -> Vec<Action> {
    let (mut m, mut d) = (Builtin::new(Level::Standard), Builtin::new(Level::Standard));
    Table::new(&mut m, &mut d, seed).play().actions
}

/// What the future holds for the table at one moment: the view, both sides' legal moves,
/// the honest answer to every question and Surveillance.
fn future(game: &IntentToKill) -> String {
    let view = game.public_view();
    let answers: Vec<(bool, Vec<bool>)> = game
        .city()
        .civilians()
        .map(|c| {
            let honest = Trait::ALL.map(|t| !game.may_lie(c) && game.truth(t) == c.has(t));
            (game.surveillance_answer(c), honest.to_vec())
        })
        .collect();
    format!(
        "{view:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{answers:?}",
        moves::detective(&view),
        moves::murderer(game),
        game.legal_victims(),
        game.token_stack(),
    )
}

#[test]
fn a_game_imagined_with_its_own_secrets_has_the_same_future() {
    let mut imagined_at = 0;
    for seed in [3, 17] {
        let actions = played(seed);
        let mut game = IntentToKill::new();
        for (i, action) in actions.iter().enumerate() {
            let detectives_moment = matches!(game.phase(), Phase::Detective | Phase::City);
            if detectives_moment && i % 7 == 0 {
                let secrets = Secrets::of(&game).expect("the secrets are chosen");
                let mut imagined =
                    IntentToKill::imagine(&game.public_view(), &secrets).expect("a true guess");
                imagined_at += 1;
                // Played on with the same actions, the two games stay alike to the end.
                let mut real = game.clone();
                for next in &actions[i..] {
                    assert_eq!(future(&imagined), future(&real), "seed {seed}, action {i}");
                    let (a, b) = (real.apply(next), imagined.apply(next));
                    assert_eq!(a.is_ok(), b.is_ok(), "seed {seed}: {next:?}");
                }
                assert_eq!(imagined.outcome(), real.outcome());
                assert!(real.outcome().is_some());
            }
            game.apply(action).expect("a played game replays");
        }
    }
    assert!(imagined_at > 10, "only {imagined_at} moments imagined");
}

#[test]
fn a_guess_the_view_rules_out_is_refused() {
    let actions = played(5);
    let mut game = IntentToKill::new();
    for action in &actions {
        game.apply(action).expect("a played game replays");
        if game.phase() == Phase::Detective && game.city().victims().len() >= 2 {
            break;
        }
    }
    let view = game.public_view();
    let truth = Secrets::of(&game).expect("the secrets are chosen");
    assert!(IntentToKill::imagine(&view, &truth).is_ok());
    // A victim as the Murderer.
    let dead = Secrets {
        hypothesis: Hypothesis {
            murderer: game.city().victims()[0],
            ..truth.hypothesis
        },
        ..truth.clone()
    };
    assert_eq!(
        IntentToKill::imagine(&view, &dead),
        Err(Contradiction::Facts)
    );
    // Supporters not among the tokens offered.
    let offered = truth.offered.expect("the referee drew the tokens");
    let outside = alibi::rules::intent::Group::ALL
        .into_iter()
        .find(|g| !offered.contains(g))
        .expect("nine groups");
    let supporters = truth.hypothesis.supporters;
    let unoffered = Secrets {
        offered: Some(offered.map(|g| if g == supporters { outside } else { g })),
        ..truth.clone()
    };
    assert_eq!(
        IntentToKill::imagine(&view, &unoffered),
        Err(Contradiction::Offer)
    );
    // A bomb's victim where no bomb went off.
    let bomb = Secrets {
        bombs: vec![truth.hypothesis.murderer],
        ..truth.clone()
    };
    assert_eq!(
        IntentToKill::imagine(&view, &bomb),
        Err(Contradiction::Bombs)
    );
    // Not where the Detective decides: the Murderer's phase.
    let mut replay = IntentToKill::new();
    for action in &actions {
        replay.apply(action).expect("replays");
        if replay.phase() == Phase::Murderer && replay.round() == 2 {
            break;
        }
    }
    assert_eq!(
        IntentToKill::imagine(&replay.public_view(), &truth),
        Err(Contradiction::Phase)
    );
}
