//! The story of a Crimewave game for the recap: Public Panic, each Killer's Spook meter and
//! exposure, victims and raids per round, and the hits, trials, relocations and escapes.
//!
//! A round starts with the murder phase: the first murder after anything else.

use super::{Action, Crimewave, Killer, PANIC_MAX, Phase, SPOOK_MAX, Winner};
use crate::rules::Rules;
use crate::rules::recap::{MomentKind, Rounds, Shape, Story};

/// The story of the game these actions play out.
pub fn story(actions: &[Action]) -> Story {
    let mut game = Crimewave::new();
    let mut round = 0;
    let mut in_murders = false;
    let mut rounds = Rounds::new(strips());
    let mut moments = Vec::new();
    // The meters as they stood when last worked out: at each round's end, since the exact
    // exposure is the costly part (a few ms in the hardest positions) and a round keeps only
    // its last value.
    let mut levels: Option<Vec<u32>> = None;
    for action in actions {
        let murder = matches!(action, Action::Murder { .. } | Action::RandomKilling { .. });
        let playing = game.phase() != Phase::Setup;
        if playing && murder && !in_murders {
            let ended = meters(&game);
            rounds.sample(round, &with_counts(&ended, 0, 0));
            levels = Some(ended);
            round += 1;
        }
        in_murders = murder;
        let told = game.describe(action).to_string();
        // The record holds accepted actions only; one refused here would be a damaged
        // record, and the story simply leaves it out.
        let Ok(result) = game.apply(action) else {
            continue;
        };
        if game.phase() == Phase::Setup {
            continue;
        }
        if let Some(moment) = moment(action, &told, &result) {
            moments.push((round, moment));
        }
        let levels = levels.get_or_insert_with(|| meters(&game));
        let raid = matches!(action, Action::Raid { .. });
        rounds.sample(round, &with_counts(levels, murder.into(), raid.into()));
    }
    if game.phase() != Phase::Setup {
        rounds.sample(round, &with_counts(&meters(&game), 0, 0));
    }
    let ending = game.winner().map(|winner| {
        match winner {
            Winner::Killers => "Won by the Killers: Public Panic reached 10.",
            Winner::Investigators => "Won by the Investigators: all three Killers in prison.",
        }
        .to_owned()
    });
    Story::told(rounds.strips(), moments, ending, || secrets(&game))
}

/// Public Panic, then each Killer's Spook meter and exposure, as the strips take them.
fn meters(game: &Crimewave) -> Vec<u32> {
    let deduction = game.deduce();
    let mut levels = vec![u32::from(game.panic())];
    for killer in Killer::ALL {
        levels.push(u32::from(game.spook(killer)));
        levels.push(deduction.candidates(killer).len() as u32);
    }
    levels
}

/// The meters followed by this action's victims and raids.
fn with_counts(levels: &[u32], victims: u32, raids: u32) -> Vec<u32> {
    let mut values = levels.to_vec();
    values.extend([victims, raids]);
    values
}

/// The strips in drawing order: Public Panic, each Killer's Spook and exposure, then the
/// victims and raids of each round.
fn strips() -> Vec<(String, u32, Shape)> {
    let mut strips = vec![("Public Panic".to_owned(), u32::from(PANIC_MAX), Shape::Line)];
    for killer in Killer::ALL {
        strips.push((
            format!("{}: Spook", killer.name()),
            u32::from(SPOOK_MAX),
            Shape::Line,
        ));
        strips.push((format!("{}: possible homes", killer.name()), 0, Shape::Line));
    }
    strips.push(("Victims".to_owned(), 0, Shape::Bars));
    strips.push(("Raids".to_owned(), 0, Shape::Bars));
    strips
}

/// The key moment an action is, if it is one: its kind, how the table saw it, and the whole
/// truth for after the end (a relocation's or an escape's new home is secret until then).
fn moment(action: &Action, told: &str, result: &str) -> Option<(MomentKind, String, String)> {
    let public = match action {
        Action::Raid { .. } if result.starts_with("hit") => {
            return Some((
                MomentKind::Hit,
                format!("{told}: {result}"),
                format!("{told}: {result}"),
            ));
        }
        Action::Trial { .. } => {
            return Some((
                MomentKind::Trial,
                format!("{told}: {result}"),
                format!("{told}: {result}"),
            ));
        }
        Action::Relocate { killer, .. } => (
            MomentKind::Relocation,
            format!("{} moves house", killer.name()),
        ),
        Action::Escape { killer, .. } => (
            MomentKind::Escape,
            format!("{} escapes from prison", killer.name()),
        ),
        _ => return None,
    };
    Some((public.0, public.1, told.to_owned()))
}

/// Where each Killer lived at the end and how it killed.
fn secrets(game: &Crimewave) -> Vec<String> {
    Killer::ALL
        .into_iter()
        .map(|killer| {
            let home = game
                .residence(killer)
                .map_or("nowhere on the board".to_owned(), |loc| format!("at {loc}"));
            let method = game.method(killer).unwrap_or("no method");
            format!("{} lived {home}, killing by {method}.", killer.name())
        })
        .collect()
}
