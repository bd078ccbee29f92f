//! The page's own words, in the console's language: they ride with every state the page is
//! sent, so a change of language reaches the phones with the next update, and the page
//! itself holds no prose.
//!
//! A message with arguments goes as a pattern: each argument is a numbered slot (`{0}`,
//! `{1}`) that the page fills. Digits are the same in every language (the pseudo-language
//! leaves them alone too), so the slots survive any translation.

use crate::i18n::Msg;
use std::collections::BTreeMap;

/// Every message the page says, with its arguments' names in slot order.
const PAGE: &[(&str, &[&str])] = &[
    ("page-connecting", &[]),
    ("page-live", &[]),
    ("page-reconnecting", &[]),
    ("page-out-of-date", &[]),
    ("page-the-table", &["game"]),
    ("page-no-game", &[]),
    ("app-name", &[]),
    ("game-crimewave", &[]),
    ("game-intent-to-kill", &[]),
    ("game-murdero", &[]),
    ("game-crime-story", &[]),
    ("game-keystone", &[]),
    ("table-thinking", &[]),
    // Crimewave: California.
    ("page-latest-answer", &[]),
    ("page-no-raid-yet", &[]),
    ("page-meters", &[]),
    ("page-public-panic", &[]),
    ("page-victim-counter", &[]),
    ("page-demands-raid", &[]),
    ("page-either", &["first", "second"]),
    ("page-on-trial", &["killer"]),
    ("page-killers", &[]),
    ("page-killer-red", &[]),
    ("page-killer-green", &[]),
    ("page-killer-blue", &[]),
    ("page-killer-line", &["method", "status", "spook", "case"]),
    ("page-board", &[]),
    ("page-board-key", &[]),
    ("page-board-label", &[]),
    ("page-raids-per-investigator", &[]),
    ("page-answers", &[]),
    // Intent to Kill.
    ("page-round-phase", &["round", "phase"]),
    // The phase's name, said inside "page-round-phase" (its id is "intent-phase-" and the
    // phase's slug, which the served view carries).
    ("intent-phase-setup", &[]),
    ("intent-phase-murderer", &[]),
    ("intent-phase-detective", &[]),
    ("intent-phase-city", &[]),
    ("intent-phase-over", &[]),
    ("page-detective-wins", &[]),
    ("page-murderer-wins", &[]),
    ("page-murderer-loses", &[]),
    ("page-the-city", &[]),
    ("page-curfew", &[]),
    ("page-victims-of", &["count", "limit"]),
    ("page-surveillance-answers", &[]),
    ("page-questioning-answers", &[]),
    ("page-round-answer", &["round", "words"]),
    ("page-motives-in-play", &[]),
    // Murdero.
    ("page-won-by", &["winner"]),
    ("page-scores-to", &["target"]),
    ("page-side", &[]),
    ("page-total", &[]),
    ("page-hands", &["count"]),
    ("page-hand", &["number", "totals"]),
    ("page-no-hand-yet", &[]),
    ("page-house-rules", &[]),
    // Keystone Crimewave.
    ("page-stage-round", &["stage", "round"]),
    ("page-caper-points", &[]),
    ("page-enforcement", &[]),
    ("page-caper", &[]),
    ("page-crooks", &[]),
    ("page-hassled", &[]),
    ("page-last-roll", &[]),
    ("page-a-crook", &[]),
    // Crime Story.
    ("page-times-up", &[]),
    ("page-author", &["name"]),
    ("page-players", &[]),
    ("page-player", &[]),
    ("page-hand-cards", &[]),
    ("page-captured", &[]),
    ("page-certificates", &[]),
    ("page-story-so-far", &[]),
    ("page-no-sentence-yet", &[]),
    ("page-watch-out", &[]),
];

/// The page's words in the console's language now, by message name.
pub(super) fn now() -> BTreeMap<&'static str, String> {
    PAGE.iter()
        .map(|(id, args)| {
            let said = args
                .iter()
                .enumerate()
                .fold(Msg::new(*id), |said, (slot, name)| {
                    said.arg(name, format!("{{{slot}}}"))
                });
            (*id, said.now())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_of_the_page_is_in_the_message_files_with_its_slots() {
        let english = crate::i18n::ids(crate::i18n::Language::English);
        for (id, _) in PAGE {
            assert!(english.iter().any(|known| known == id), "{id} is missing");
        }
        for (id, said) in now() {
            let (_, args) = PAGE.iter().find(|(known, _)| *known == id).unwrap();
            for slot in 0..args.len() {
                assert!(said.contains(&format!("{{{slot}}}")), "{id}: {said}");
            }
        }
    }
}
