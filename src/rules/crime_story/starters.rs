//! The rulebook's story starters ("page 10", CS-V4), for tables stuck on the first sentence.

/// The opening lines the rulebook offers, de-garbled from its two-column layout ("19 00 AM"
/// in the scan reads as 10:00 AM).
pub const STORY_STARTERS: [&str; 8] = [
    "There was nothing ordinary about … when…",
    "The tower clock showed 10:00 AM.",
    "The silence of the night was suddenly disturbed by a terrible scream…",
    "He sits in his chair and drinks coffee.",
    "Tears were dropping from her cheek.",
    "When I think about this moment in the…",
    "One, two, three – two more steps.",
    "How should I begin – he thought…",
];

/// Draws a starter's index with the caller's generator, to record in the action.
pub fn draw_starter<R: rand::Rng + ?Sized>(rng: &mut R) -> usize {
    rng.random_range(0..STORY_STARTERS.len())
}
