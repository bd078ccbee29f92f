//! The story of a Crimewave game for the recap: Public Panic, each Killer's Spook meter and
//! exposure, victims and raids per round, and the hits, trials, relocations and escapes;
//! after the end, where each Killer lived and which Killer made each opening scene.
//!
//! A round starts with the Killers' turn: their event (a Random Killing, a Full Moon, an
//! Escape) or their murder, the first after anything else.

use super::outcome::Outcome;
use super::{Action, Crimewave, Killer, PANIC_MAX, Phase, SPOOK_MAX, Winner, method_msg};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;
use crate::rules::recap::{MomentKind, Rounds, Shape, Story};

/// The story of the game these actions play out.
pub fn story(actions: &[Action]) -> Story {
    let mut game = Crimewave::new();
    let mut round = 0;
    let mut in_killers_turn = false;
    let mut rounds = Rounds::new(strips());
    let mut moments = Vec::new();
    // The meters as they stood when last worked out: at each round's end, since the exact
    // exposure is the costly part (a few ms in the hardest positions) and a round keeps only
    // its last value.
    let mut levels: Option<Vec<u32>> = None;
    for action in actions {
        let murder = matches!(action, Action::Murder { .. } | Action::RandomKilling { .. });
        let killers_turn = is_killers_turn(action);
        let playing = game.phase() != Phase::Setup;
        if playing && killers_turn && !in_killers_turn {
            let ended = meters(&game);
            rounds.sample(round, &with_counts(&ended, 0, 0));
            levels = Some(ended);
            round += 1;
        }
        in_killers_turn = killers_turn;
        let told = game.describe(action);
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
    let ending = game.winner().map(|winner| match winner {
        Winner::Killers => msg!("crimewave-recap-killers-win"),
        Winner::Investigators => msg!("crimewave-recap-investigators-win"),
    });
    Story::told(rounds.strips(), moments, ending, || secrets(&game))
}

/// Whether an action is one of the Killers' turn: their event or their murder (a method
/// change or a move answers a raid, in the Investigators' turn).
fn is_killers_turn(action: &Action) -> bool {
    matches!(
        action,
        Action::Murder { .. }
            | Action::RandomKilling { .. }
            | Action::FullMoon { .. }
            | Action::Escape { .. }
    )
}

/// Where the round now under way began: the index of its first action (0 before the first
/// round). The table's corrections fold away once their round is over.
pub fn round_began(actions: &[Action]) -> usize {
    let mut began = 0;
    let mut in_turn = false;
    for (i, action) in actions.iter().enumerate() {
        let turn = is_killers_turn(action);
        if turn && !in_turn {
            began = i;
        }
        in_turn = turn;
    }
    began
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
fn strips() -> Vec<(Msg, u32, Shape)> {
    let mut strips = vec![(
        msg!("crimewave-recap-panic"),
        u32::from(PANIC_MAX),
        Shape::Line,
    )];
    for killer in Killer::ALL {
        strips.push((
            msg!("crimewave-recap-spook", killer = killer.msg()),
            u32::from(SPOOK_MAX),
            Shape::Line,
        ));
        strips.push((
            msg!("crimewave-recap-homes", killer = killer.msg()),
            0,
            Shape::Line,
        ));
    }
    strips.push((msg!("crimewave-recap-victims"), 0, Shape::Bars));
    strips.push((msg!("crimewave-recap-raids"), 0, Shape::Bars));
    strips
}

/// The key moment an action is, if it is one: its kind, how the table saw it, and the whole
/// truth for after the end (a relocation's or an escape's new home is secret until then).
fn moment(action: &Action, told: &Msg, result: &Outcome) -> Option<(MomentKind, Msg, Msg)> {
    let answered = || {
        msg!(
            "crimewave-recap-answered",
            told = told.clone(),
            result = result.msg()
        )
    };
    let public = match action {
        Action::Raid { .. } if result.is_hit() => {
            return Some((MomentKind::Hit, answered(), answered()));
        }
        Action::Trial { .. } => return Some((MomentKind::Trial, answered(), answered())),
        Action::Relocate { killer, .. } => (
            MomentKind::Relocation,
            msg!("crimewave-recap-moves-house", killer = killer.msg()),
        ),
        Action::Escape { killer, .. } => (
            MomentKind::Escape,
            msg!("crimewave-recap-escapes", killer = killer.msg()),
        ),
        _ => return None,
    };
    Some((public.0, public.1, told.clone()))
}

/// Where each Killer lived at the end and how it killed, then which Killer made each
/// opening scene.
fn secrets(game: &Crimewave) -> Vec<Msg> {
    let homes = Killer::ALL.into_iter().map(|killer| {
        let method = game
            .method(killer)
            .map_or_else(|| msg!("crimewave-recap-no-method"), method_msg);
        match game.residence(killer) {
            Some(home) => msg!(
                "crimewave-recap-lived-at",
                killer = killer.msg(),
                home = home.to_string(),
                method = method
            ),
            None => msg!(
                "crimewave-recap-lived-nowhere",
                killer = killer.msg(),
                method = method
            ),
        }
    });
    let openings = game
        .audit()
        .scenes
        .into_iter()
        .filter(|s| s.opening)
        .map(|s| {
            msg!(
                "crimewave-recap-opening",
                loc = s.loc,
                culprit = s.culprit.msg()
            )
        });
    homes.chain(openings).collect()
}
