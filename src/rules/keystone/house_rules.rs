//! The house rules for what the first draft leaves out or contradicts (rulings 33 and 34,
//! `docs/rulings.md`): how many Hassle tokens a fired trigger gives beside the table's
//! hassle, and the endgame that stands in for the draft's missing text.

use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// Which endgame counts when the last phase and the Enforcement target arrive on one roll.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BothEnds {
    /// The caper is done first; Caper against Enforcement points decides how it ends.
    #[default]
    PlanFirst,
    /// The law closes in first: busted.
    LawFirst,
}

/// Settings for the draft's gaps and contradictions, each a house rule (rulings 33 and 34, docs/rulings.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRules {
    /// Hassle tokens when a trigger fires and the table also says hassled: 2 or 4 (ruling 33).
    pub tokens_when_trigger_and_table: u8,
    /// Which endgame wins a tie on one roll (ruling 34).
    pub both_ends: BothEnds,
}

impl Default for HouseRules {
    fn default() -> Self {
        Self {
            tokens_when_trigger_and_table: 2,
            both_ends: BothEnds::PlanFirst,
        }
    }
}

/// How the caper ended (a house rule until the draft's text is recovered: ruling 34).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The plan is done with more Caper than Enforcement points.
    CleanGetaway,
    /// The plan is done, but Enforcement points caught up: caught, or the loot is lost.
    PulledOffButCaught,
    /// The Enforcement target came first.
    Busted,
}

impl Ending {
    /// The ending in words, labelled as a house rule.
    pub fn words(self) -> Msg {
        Msg::new(match self {
            Ending::CleanGetaway => "keystone-ending-clean-getaway",
            Ending::PulledOffButCaught => "keystone-ending-caught",
            Ending::Busted => "keystone-ending-busted",
        })
    }
}

/// The house-rule labels in force, for the screens.
pub fn house_rule_labels(house: &HouseRules) -> Vec<Msg> {
    vec![
        msg!("keystone-house-ends"),
        msg!("keystone-house-endings"),
        msg!(
            "keystone-house-both",
            first = match house.both_ends {
                BothEnds::PlanFirst => "plan",
                BothEnds::LawFirst => "law",
            }
        ),
        msg!(
            "keystone-house-trigger",
            tokens = house.tokens_when_trigger_and_table
        ),
        msg!("keystone-house-assist"),
    ]
}
