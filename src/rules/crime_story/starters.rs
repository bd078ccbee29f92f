//! The rulebook's story starters ("page 10"), for tables stuck on the first sentence.

use crate::i18n::Msg;

/// The opening lines the rulebook offers, as messages (`locales/*/crime-story.ftl`),
/// de-garbled from its two-column layout ("19 00 AM" in the scan reads as 10:00 AM).
pub const STORY_STARTERS: [&str; 8] = [
    "crime-story-starter-1",
    "crime-story-starter-2",
    "crime-story-starter-3",
    "crime-story-starter-4",
    "crime-story-starter-5",
    "crime-story-starter-6",
    "crime-story-starter-7",
    "crime-story-starter-8",
];

/// The starter at `index`, if there is one.
pub fn starter(index: usize) -> Option<Msg> {
    STORY_STARTERS.get(index).map(|id| Msg::new(*id))
}

/// Draws a starter's index with the caller's generator, to record in the action.
pub fn draw_starter<R: rand::Rng + ?Sized>(rng: &mut R) -> usize {
    rng.random_range(0..STORY_STARTERS.len())
}
