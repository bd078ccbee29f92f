//! Crime Story in words: each action as the history lists it, and the one line the resume
//! list shows.

use super::{Action, CrimeStory, EndReason, starter, winners};
use crate::i18n::{Msg, and_list};
use crate::msg;

/// The action in words, judged before it is taken.
pub(super) fn describe(game: &CrimeStory, action: &Action) -> Msg {
    let author = game.name(game.author);
    match action {
        Action::Setup(s) => msg!("crime-story-did-setup", players = s.players.join(", ")),
        Action::StoryStarter { index } => msg!(
            "crime-story-did-starter",
            starter = starter(*index).unwrap_or_else(|| Msg::raw("?"))
        ),
        Action::Sentence(s) => {
            let total: u32 = s.captures.iter().map(|c| u32::from(c.cards)).sum();
            let (accused, verdict) = match s.accusation {
                Some(a) => (
                    game.name(a.accused),
                    if a.correct { "right" } else { "wrong" },
                ),
                None => (String::new(), "none"),
            };
            msg!(
                "crime-story-did-sentence",
                author = author,
                cards = total,
                own = s.own_words,
                accused = accused,
                verdict = verdict
            )
        }
        Action::Certificate {
            timed_out: true, ..
        } => msg!("crime-story-did-timeout", author = author),
        Action::Certificate {
            timed_out: false, ..
        } => msg!("crime-story-did-certificate", author = author),
        Action::Veto => msg!("crime-story-did-veto"),
        Action::Fine { player } => msg!("crime-story-did-fine", player = game.name(*player)),
        Action::LastCardAnswer { murderer: Some(m) } => {
            msg!("crime-story-did-murderer-discarded", player = game.name(*m))
        }
        Action::LastCardAnswer { murderer: None } => msg!("crime-story-did-not-murderer"),
        Action::RevealMurderer { murderer } => {
            msg!("crime-story-did-reveal", player = game.name(*murderer))
        }
    }
}

/// Where the game stands, in one line.
pub(super) fn progress(game: &CrimeStory) -> Msg {
    if game.setup.is_none() {
        return msg!("crime-story-progress-not-set-up");
    }
    match game.end {
        Some(reason) => {
            let why = match reason {
                EndReason::TwoPlayersLeft => "two-left",
                EndReason::MurdererFound => "found",
                EndReason::MurdererCardDiscarded => "discarded",
            };
            let won: Vec<String> = game
                .scores()
                .map(|s| winners(&s))
                .unwrap_or_default()
                .iter()
                .map(|&w| game.name(w))
                .collect();
            if won.is_empty() {
                msg!("crime-story-progress-over", why = why)
            } else {
                msg!(
                    "crime-story-progress-won",
                    why = why,
                    winners = and_list(&won)
                )
            }
        }
        None => msg!(
            "crime-story-progress",
            turn = game.turn + 1,
            author = game.name(game.author),
            players = game.active()
        ),
    }
}
