//! What the table does in Intent to Kill, as the engine takes it: the mode and house rules,
//! the phases of a round, the cards' lasting effects, and every action of setup and play.

use super::catalogue::{Civilian, Group, Motive, Trait};
use super::city::{self, Block, Layout};
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// Logic (6 motives, no cards) or Intuition (8 motives, Murderer and Detective cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// The battle of minds: no cards.
    Logic,
    /// Cards and evidence; some of their effects change who may be murdered or questioned.
    Intuition,
}

impl Mode {
    /// How many motive cards are in play.
    pub fn motive_count(self) -> usize {
        match self {
            Mode::Logic => 6,
            Mode::Intuition => 8,
        }
    }

    /// The name in transcripts.
    pub fn slug(self) -> &'static str {
        match self {
            Mode::Logic => "logic",
            Mode::Intuition => "intuition",
        }
    }
}

/// A house rule the table agrees on before the game (`rule NAME VALUE` in a transcript).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HouseRule {
    /// `referee-investigation yes|no`: whether Alibi referees the Detective's
    /// investigation (movement points, actions, buildings and reach) and the moves each
    /// Social Group token gives. On unless the table turns it off, keeping that count
    /// itself.
    RefereeInvestigation(bool),
}

impl HouseRule {
    /// The rule's name and value as a transcript writes them.
    pub fn name_and_value(self) -> (&'static str, &'static str) {
        let yes_no = |on: bool| if on { "yes" } else { "no" };
        match self {
            HouseRule::RefereeInvestigation(on) => ("referee-investigation", yes_no(on)),
        }
    }

    /// Reads a rule from its name and value; `Err` says what is wrong (for the transcript's
    /// reader, in English).
    pub fn parse(name: &str, value: &str) -> Result<HouseRule, String> {
        let on = match value.to_ascii_lowercase().as_str() {
            "yes" => true,
            "no" => false,
            _ => return Err(format!("\"{name}\" is yes or no, not \"{value}\"")),
        };
        match name.to_ascii_lowercase().as_str() {
            "referee-investigation" => Ok(HouseRule::RefereeInvestigation(on)),
            _ => Err(format!(
                "\"{name}\" is not an Intent to Kill house rule (referee-investigation)"
            )),
        }
    }
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Before `start`.
    Setup,
    /// Intimidation, then a murder or a refusal.
    Murderer,
    /// Initial Response, then the investigation.
    Detective,
    /// Working with the public and moving civilians.
    City,
    /// The game has ended.
    Over,
}

impl Phase {
    /// The name in transcripts.
    pub fn slug(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Murderer => "murderer",
            Phase::Detective => "detective",
            Phase::City => "city",
            Phase::Over => "over",
        }
    }

    /// The name in a sentence ("it is the murderer phase").
    pub fn msg(self) -> Msg {
        Msg::new(format!("intent-phase-{}", self.slug()))
    }
}

/// An Intuition card effect that changes who may be murdered or questioned; the other cards
/// are played on the table alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// Detective card: nobody in the block may be murdered while it lasts.
    Curfew(Block),
    /// Murderer card: nobody in the block may be questioned while it lasts.
    StubbornWitnesses(Block),
    /// Murderer card: nobody of the group may be questioned while it lasts (the group the
    /// card names; the card text is not known: ruling 31).
    UnionStrike(Group),
}

impl Effect {
    /// The effect in words ("Curfew on 12 Stadium").
    pub fn msg(self) -> Msg {
        match self {
            Effect::Curfew(b) => msg!("intent-effect-curfew", block = city::block_msg(b)),
            Effect::StubbornWitnesses(b) => {
                msg!(
                    "intent-effect-stubborn-witnesses",
                    block = city::block_msg(b)
                )
            }
            Effect::UnionStrike(g) => msg!("intent-effect-union-strike", group = g.msg()),
        }
    }
}

/// One thing the players did, as the record stores it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Setup: the game mode.
    Mode(Mode),
    /// Setup: where buildings and civilians go.
    Layout(Layout),
    /// Setup: civilians dealt into a block.
    Place(Block, Vec<Civilian>),
    /// Setup (secret): the Murderer's civilian card.
    Murderer(Civilian),
    /// Setup (secret): the Person of Interest.
    Poi(Civilian),
    /// Setup: the motives in play.
    Motives(Vec<Motive>),
    /// Setup (secret): the Murderer's motive.
    Motive(Motive),
    /// Setup (secret): the three Social Group tokens drawn for the Murderer to pick the
    /// Supporters from, when Alibi draws them; without it any group may be picked (the
    /// players drew the tokens by hand).
    Offer([Group; 3]),
    /// Setup (secret): the Supporters' social group.
    Supporters(Group),
    /// Setup: a house rule the table agreed on.
    Rule(HouseRule),
    /// The Detective marker's starting block in setup; one step during the Detective phase.
    Detective(Block),
    /// Ends setup; round 1 begins.
    Start,
    /// Murderer phase: flip up to two civilians to their intimidated side.
    Intimidate(Vec<Civilian>),
    /// Murderer phase: the victim.
    Murder(Civilian),
    /// Murderer phase, Intuition: a Homemade Bomb. The first civilian is the victim (secret),
    /// the others are extra bodies in the same block.
    Bomb(Civilian, Vec<Civilian>),
    /// Murderer phase, D.O.A. round 1: the Benefactor's crime scene, placed in any block.
    Scene(Block),
    /// Murderer phase: no murder this round.
    Refuse,
    /// Detective phase, Initial Response: a civilian leaves the new crime scene.
    Displace(Civilian, Block),
    /// Detective phase, the Police Station's action: the Surveillance token onto a civilian
    /// of this or an adjacent block (it stays there, across rounds, until used).
    Watch(Civilian),
    /// Detective phase, free: the Surveillance token used, "Can you murder this civilian
    /// right now?" Where the token isn't on the civilian, it is first put there by the
    /// Police Station's action.
    Surveil(Civilian),
    /// Detective phase: a civilian answers a question; `lie` asks for the false answer.
    Question {
        /// Who answers.
        civilian: Civilian,
        /// What is asked.
        about: Trait,
        /// Whether the Murderer makes the civilian lie.
        lie: bool,
    },
    /// Detective phase: flips an intimidated civilian back (Hospital).
    Comfort(Civilian),
    /// Detective phase, Split Second: a building leaves the city.
    RemoveBuilding(Block),
    /// Detective phase, The Street with No Name, round 1: the Detective's undercover agent.
    Agent(Civilian),
    /// Ends the Detective phase.
    City,
    /// City phase, or the Fire Station's action: a civilian of the token's group steps to an
    /// adjacent block.
    Move(Civilian, Block),
    /// Starts the next round.
    Round,
    /// Intuition: a card effect begins.
    Play(Effect),
    /// Intuition: a card effect ends.
    Lift(Effect),
    /// City phase (or after the last round): the Detective names the Murderer and the motive.
    Accuse(Civilian, Motive),
    /// Detective or City phase: a social-group token drawn from the stack (City phase, or the
    /// Fire Station's action). The Supporters' token is never in the stack, so the group is
    /// not theirs.
    Token(Group),
    /// Detective phase, Intuition (Criminal Profiling): the Murderer truthfully names the
    /// Person of Interest's group; the result is that group.
    Profile,
    /// Detective phase, Intuition (Full Confession): the Murderer names a motive in play that
    /// is not theirs.
    Confess(Motive),
}
