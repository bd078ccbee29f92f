//! The end-of-game audit: the secrets revealed, and every murder and answer checked against
//! them.

use super::catalogue::{Civilian, Group, Motive, Trait};
use super::city::Block;
use super::{Fact, IntentToKill};
use crate::i18n::Msg;
use crate::msg;
use serde::Serialize;

/// One murder, judged under the real secrets.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MurderCheck {
    /// 1-based victim number.
    pub number: usize,
    /// The victim that counted for the motive.
    pub victim: Civilian,
    /// Every body (more than one after a Homemade Bomb).
    pub bodies: Vec<Civilian>,
    /// Where it happened.
    pub block: Block,
    /// `None` when legal, otherwise the condition it broke.
    pub broke: Option<Msg>,
}

/// One Surveillance answer, judged under the real secrets.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SurveillanceCheck {
    /// The round it was asked in.
    pub round: u32,
    /// Who was surveilled.
    pub civilian: Civilian,
    /// What the table heard.
    pub answer: bool,
    /// Whether that was the honest answer.
    pub honest: bool,
}

/// One questioning answer, with the truth.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnswerCheck {
    /// The round it was asked in.
    pub round: u32,
    /// Who answered.
    pub civilian: Civilian,
    /// What was asked.
    pub about: Trait,
    /// What the civilian said.
    pub answer: bool,
    /// The Murderer's real characteristic.
    pub truth: bool,
    /// Whether this civilian was allowed to lie.
    pub lie_allowed: bool,
}

/// The secrets revealed and every murder and answer checked.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Audit {
    /// The Murderer's civilian.
    pub murderer: Option<Civilian>,
    /// The motive.
    pub motive: Option<Motive>,
    /// The Person of Interest.
    pub poi: Option<Civilian>,
    /// The Supporters.
    pub supporters: Option<Group>,
    /// Each murder (D.O.A.'s Benefactor is not one: the scenario places him).
    pub murders: Vec<MurderCheck>,
    /// Each Surveillance answer.
    pub surveillance: Vec<SurveillanceCheck>,
    /// Each questioning answer.
    pub answers: Vec<AnswerCheck>,
    /// Whether everything was within the rules.
    pub clean: bool,
}

/// Checks the game against its secrets.
pub(super) fn audit(game: &IntentToKill) -> Audit {
    let judge = |city: &super::City, c: Civilian| match (game.motive, game.murderer, game.poi) {
        (Some(motive), Some(m), Some(poi)) => {
            super::motive::may_murder(city, motive, m, poi, c).map_err(|b| b.msg())
        }
        _ => Err(msg!("intent-audit-no-secrets")),
    };
    let mut murders = Vec::new();
    let mut surveillance = Vec::new();
    let mut answers = Vec::new();
    for fact in &game.facts {
        match fact {
            Fact::Murder {
                before,
                bodies,
                victim,
            } => murders.push(MurderCheck {
                number: before.victims().len() + 1,
                victim: *victim,
                bodies: bodies.clone(),
                block: before.block_of(*victim).unwrap_or_default(),
                broke: judge(before, *victim).err(),
            }),
            Fact::Surveillance {
                round,
                at,
                civilian,
                answer,
            } => surveillance.push(SurveillanceCheck {
                round: *round,
                civilian: *civilian,
                answer: *answer,
                honest: judge(at, *civilian).is_ok() == *answer,
            }),
            Fact::Answer {
                round,
                civilian,
                about,
                answer,
            } => answers.push(AnswerCheck {
                round: *round,
                civilian: *civilian,
                about: *about,
                answer: *answer,
                truth: game.truth(*about),
                lie_allowed: game.may_lie(*civilian),
            }),
        }
    }
    let clean = murders.iter().all(|m| m.broke.is_none())
        && surveillance.iter().all(|s| s.honest)
        && answers.iter().all(|a| a.answer == a.truth || a.lie_allowed);
    Audit {
        murderer: game.murderer,
        motive: game.motive,
        poi: game.poi,
        supporters: game.supporters,
        murders,
        surveillance,
        answers,
        clean,
    }
}
