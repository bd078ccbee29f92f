//! The story of an Intent to Kill game for the recap: victims, suspects and motives left per
//! round, with the murders, the civilians moved off a crime scene and the accusation.

use super::{Action, IntentToKill, Outcome, Phase};
use crate::rules::Rules;
use crate::rules::recap::{MomentKind, Rounds, Shape, Story};

/// The story of the game these actions play out.
pub fn story(actions: &[Action]) -> Story {
    let mut game = IntentToKill::new();
    let mut rounds = Rounds::new(vec![
        ("Victims".to_owned(), 0, Shape::Bars),
        ("Suspects left".to_owned(), 0, Shape::Line),
        ("Motives left".to_owned(), 0, Shape::Line),
    ]);
    let mut moments = Vec::new();
    for action in actions {
        let told = game.describe(action).to_string();
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
        if let Some(moment) = moment(action, &told, &result) {
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
    let ending = game.outcome().map(|outcome| {
        match outcome {
            Outcome::DetectiveWins => "Won by the Detective: the accusation was right.",
            Outcome::MurdererWins => "Won by the Murderer: the accusation missed.",
            Outcome::MurdererLoses => "The Murderer lost by refusing to murder twice.",
        }
        .to_owned()
    });
    Story::told(rounds.strips(), moments, ending, || secrets(&game))
}

/// The key moment an action is, if it is one: its kind, how the table saw it, and the whole
/// truth for after the end (which body of a bomb was the victim is secret until then).
fn moment(action: &Action, told: &str, result: &str) -> Option<(MomentKind, String, String)> {
    let public = match action {
        Action::Murder(_) => told.to_owned(),
        Action::Bomb(_, others) => format!("A Homemade Bomb: {} bodies", others.len() + 1),
        Action::Displace(..) => told.to_owned(),
        Action::Accuse(..) => format!("{told}: {result}"),
        _ => return None,
    };
    let kind = match action {
        Action::Displace(..) => MomentKind::Relocation,
        Action::Accuse(..) => MomentKind::Trial,
        _ => MomentKind::Murder,
    };
    let whole = match action {
        Action::Accuse(..) => public.clone(),
        _ => told.to_owned(),
    };
    Some((kind, public, whole))
}

/// Who the Murderer was, why, and who stood behind them.
fn secrets(game: &IntentToKill) -> Vec<String> {
    let mut secrets = Vec::new();
    if let Some(murderer) = game.murderer() {
        let motive = game.motive().map_or("no motive".to_owned(), |m| m.name());
        secrets.push(format!(
            "The Murderer was the {murderer}, with the motive {motive}."
        ));
    }
    if let Some(poi) = game.poi() {
        secrets.push(format!("The Person of Interest was the {poi}."));
    }
    if let Some(group) = game.supporters() {
        secrets.push(format!("The Supporters were the {}.", group.name()));
    }
    secrets
}
