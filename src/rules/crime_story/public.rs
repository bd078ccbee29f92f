//! What the table screen of Crime Story shows: the counts, the story so far, the warnings,
//! and the murderer only once the game is over and known.

use super::{
    CrimeStory, EndReason, MurdererFate, Player, PlayerScore, StoryLine, rule_labels, starter,
    winners,
};
use crate::i18n::Msg;
use serde::Serialize;

/// What the table screen shows. The murderer appears only once the game is over and known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CrimeStoryView {
    /// Every player's counts and status.
    pub players: Vec<Player>,
    /// The Author now, by seat (none before setup or after the end).
    pub author: Option<usize>,
    /// Turns taken.
    pub turn: u32,
    /// The sentence timer in seconds (0 = off) and its warning point.
    pub timer: (u16, u16),
    /// Cards on the murderer pile.
    pub murderer_pile: u32,
    /// Cards discarded out of the game in dry rounds.
    pub discarded: u32,
    /// Who holds the evidence of crime.
    pub evidence_holder: Option<usize>,
    /// Turns left before a dry round makes everyone discard.
    pub dry_round_in: u32,
    /// The story so far, struck sentences left out.
    pub story: Vec<StoryLine>,
    /// The story starter drawn, if any.
    pub starter: Option<Msg>,
    /// What end or elimination is near, in words.
    pub warnings: Vec<Msg>,
    /// Players who discarded their last card and must say whether it was the murderer card.
    pub last_card_question: Vec<usize>,
    /// Why the game ended.
    pub end: Option<EndReason>,
    /// The murderer, once the game is over and they are known.
    pub murderer: Option<usize>,
    /// Final scores, once the murderer is known.
    pub scores: Vec<PlayerScore>,
    /// The winners, by seat.
    pub winners: Vec<usize>,
    /// Variants and house rules in force, labelled.
    pub rules: Vec<Msg>,
}

/// What the table may see.
pub(super) fn view(game: &CrimeStory) -> CrimeStoryView {
    let scores = game.scores().unwrap_or_default();
    let murderer = match game.fate {
        Some(
            MurdererFate::Hidden { murderer }
            | MurdererFate::Found { murderer, .. }
            | MurdererFate::CardDiscarded { murderer },
        ) => Some(murderer),
        _ => None,
    };
    CrimeStoryView {
        players: game.players.clone(),
        author: game.author(),
        turn: game.turn,
        timer: game
            .setup
            .as_ref()
            .map_or((0, 0), |s| (s.sentence_seconds, s.warning_seconds)),
        murderer_pile: game.murderer_pile,
        discarded: game.discarded,
        evidence_holder: game.evidence_holder,
        dry_round_in: game.dry_round_in(),
        story: game.story.iter().filter(|l| !l.struck).cloned().collect(),
        starter: game.starter.and_then(starter),
        warnings: game.warnings(),
        last_card_question: game.last_card_question.clone(),
        end: game.end,
        murderer,
        winners: winners(&scores),
        scores,
        rules: game.setup.as_ref().map(rule_labels).unwrap_or_default(),
    }
}
