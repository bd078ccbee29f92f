//! The page's own words, in the console's language: they ride with every state the page is
//! sent, so a change of language reaches the phones with the next update, and the page
//! itself holds no prose.
//!
//! A message with arguments goes as a pattern: each argument is a numbered slot (`{0}`,
//! `{1}`) that the page fills. Digits are the same in every language (the pseudo-language
//! leaves them alone too), so the slots survive any translation.
//!
//! The public views name some things by their transcript word (a method, a motive, a
//! Killer's status): [`names`] says each of those in the table's language, by the word the
//! view carries, so the page never shows the transcript's English.

use crate::i18n::{Language, Msg};
use crate::rules::{crime_story, crimewave, intent, keystone};
use serde::Serialize;
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
    ("crime-story-table-read-from-card", &[]),
    ("crime-story-table-told-aloud", &[]),
    ("crime-story-table-certificate-line", &["player", "text"]),
    ("page-no-sentence-yet", &[]),
    ("page-watch-out", &[]),
];

/// The page's language as its `<html lang>` names it: the table's (the pseudo-language is
/// English underneath, as BCP 47's pseudo-locale says).
pub(super) fn lang() -> &'static str {
    match crate::i18n::current() {
        Language::Pseudo => "en-XA",
        language => language.code(),
    }
}

/// Each kind of name the views carry, from the word they carry to its words now: `methods`
/// (Crimewave's; a group's own are said as typed, so the page shows those as they come),
/// `statuses` (a Killer's), `motives` (Intent to Kill's), `players` (a Crime Story player's
/// status) and `intents` (a Keystone crook's roll).
pub(super) fn names() -> BTreeMap<&'static str, BTreeMap<String, String>> {
    /// The word a view carries for `value` (its serialized name).
    fn carried(value: impl Serialize) -> String {
        serde_json::to_value(value)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default()
    }
    let said = |pairs: Vec<(String, Msg)>| -> BTreeMap<String, String> {
        pairs
            .into_iter()
            .map(|(word, msg)| (word, msg.now()))
            .collect()
    };
    let statuses = [
        crimewave::Status::Free,
        crimewave::Status::Arrested,
        crimewave::Status::Incarcerated,
        crimewave::Status::Escaped,
    ];
    let intents = [
        keystone::Intent::Focus,
        keystone::Intent::Assist,
        keystone::Intent::Prepare,
    ];
    BTreeMap::from([
        (
            "methods",
            said(
                crimewave::PRINTED_METHODS
                    .into_iter()
                    .map(|m| (m.to_owned(), crimewave::method_msg(m)))
                    .collect(),
            ),
        ),
        (
            "statuses",
            said(
                statuses
                    .into_iter()
                    .map(|s| (carried(s), s.msg()))
                    .collect(),
            ),
        ),
        (
            "motives",
            said(
                intent::Motive::ALL
                    .into_iter()
                    .map(|m| (carried(m), m.msg()))
                    .collect(),
            ),
        ),
        (
            "players",
            said(
                crime_story::Status::ALL
                    .into_iter()
                    .map(|s| (carried(s), s.msg()))
                    .collect(),
            ),
        ),
        (
            "intents",
            said(intents.into_iter().map(|i| (carried(i), i.msg())).collect()),
        ),
    ])
}

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
    fn every_name_a_view_carries_is_said() {
        for (kind, names) in names() {
            assert!(!names.is_empty(), "{kind}");
            for (word, said) in names {
                assert!(
                    !word.is_empty() && !said.is_empty(),
                    "{kind}: {word:?} {said:?}"
                );
                assert!(!said.contains("crime-story-") && !said.contains("intent-motive-"));
            }
        }
        assert_eq!(names()["motives"]["cultist"], "Cultist");
        assert_eq!(names()["players"]["OutEmptyHand"], "OUT: no cards left");
    }

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
