//! The story of an Intent to Kill game for the recap: victims, suspects and motives left per
//! round, with the murders, the civilians moved off a crime scene and the accusation.

use super::{Action, Answer, IntentToKill, Outcome, Phase};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;
use crate::rules::recap::{MomentKind, Rounds, Shape, Story};

/// The story of the game these actions play out.
pub fn story(actions: &[Action]) -> Story {
    let mut game = IntentToKill::new();
    let mut rounds = Rounds::new(vec![
        (msg!("intent-recap-victims"), 0, Shape::Bars),
        (msg!("intent-recap-suspects"), 0, Shape::Line),
        (msg!("intent-recap-motives"), 0, Shape::Line),
    ]);
    let mut moments = Vec::new();
    for action in actions {
        let told = game.describe(action);
        let victims_before = game.city().victims().len();
        // The record holds accepted actions only; one refused here would be a damaged
        // record, and the story simply leaves it out.
        let Ok(result) = game.apply(action) else {
            continue;
        };
        if game.phase() == Phase::Setup {
            continue;
        }
        let round = game.round() as usize;
        if let Some(moment) = moment(action, told, &result) {
            moments.push((round, moment));
        }
        let exposure = game.exposure();
        let victims = game.city().victims().len();
        rounds.sample(
            round,
            &[
                victims.saturating_sub(victims_before) as u32,
                exposure.suspects.len() as u32,
                exposure.motives.len() as u32,
            ],
        );
    }
    let ending = game.outcome().map(|outcome| match outcome {
        Outcome::DetectiveWins => msg!("intent-recap-detective-wins"),
        Outcome::MurdererWins => msg!("intent-recap-murderer-wins"),
        Outcome::MurdererLoses => msg!("intent-recap-murderer-loses"),
    });
    Story::told(rounds.strips(), moments, ending, || secrets(&game))
}

/// Where the round now under way began: the index of the start or of the last new round
/// (0 during setup). The table's corrections fold away once their round is over.
pub fn round_began(actions: &[Action]) -> usize {
    actions
        .iter()
        .rposition(|a| matches!(a, Action::Round | Action::Start))
        .unwrap_or(0)
}

/// The key moment an action is, if it is one: its kind, how the table saw it, and the whole
/// truth for after the end (which body of a bomb was the victim is secret until then).
fn moment(action: &Action, told: Msg, result: &Answer) -> Option<(MomentKind, Msg, Msg)> {
    let public = match action {
        Action::Murder(_) | Action::Displace(..) => told.clone(),
        Action::Bomb(_, others) => msg!("intent-recap-bomb", bodies = others.len() + 1),
        Action::Accuse(..) => {
            let outcome = match result {
                Answer::Ended(outcome) => Some(*outcome),
                _ => None,
            };
            msg!(
                "intent-recap-accused",
                told = told.clone(),
                result = Outcome::msg(outcome)
            )
        }
        _ => return None,
    };
    let kind = match action {
        Action::Displace(..) => MomentKind::Relocation,
        Action::Accuse(..) => MomentKind::Trial,
        _ => MomentKind::Murder,
    };
    let whole = match action {
        Action::Accuse(..) => public.clone(),
        _ => told,
    };
    Some((kind, public, whole))
}

/// Who the Murderer was, why, and who stood behind them.
fn secrets(game: &IntentToKill) -> Vec<Msg> {
    let mut secrets = Vec::new();
    if let Some(murderer) = game.murderer() {
        let motive = game
            .motive()
            .map_or_else(|| msg!("intent-recap-no-motive"), |m| m.msg());
        secrets.push(msg!(
            "intent-recap-murderer",
            murderer = murderer.msg(),
            motive = motive
        ));
    }
    if let Some(poi) = game.poi() {
        secrets.push(msg!("intent-recap-poi", poi = poi.msg()));
    }
    if let Some(group) = game.supporters() {
        secrets.push(msg!("intent-recap-supporters", group = group.msg()));
    }
    secrets
}
