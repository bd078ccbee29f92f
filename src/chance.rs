//! Chance fixed in advance: every draw Alibi makes for the table — a Social Group token, the
//! civilians it deals, an evidence tile from its bag, a die, a Killer event — comes from the
//! game's seed and the draw's place in the game (what is drawn, in which round, which of
//! the round's draws), never from how many entries came before it. So no entry, undo or redo
//! can change a draw the table has not seen yet: undoing a City phase and ending it again
//! draws the same token, and so does ending it after one more harmless step.
//!
//! The rules stay pure: a draw is made here, outside them, and recorded in an action.

use rand::SeedableRng;
use rand::rngs::StdRng;

/// What a draw is, the first word of its place (a game's own draws each have one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Draw {
    /// Intent to Kill: the 20 civilians, the Murderer, the Person of Interest, the motive and
    /// the three tokens offered for the Supporters.
    Deal = 1,
    /// Intent to Kill: a token from the Social Group stack.
    Token = 2,
    /// Crimewave: an evidence tile from the bag (its place: the how-manieth tile the game
    /// puts on the board).
    Tile = 3,
    /// Crimewave: the d8 for a Killer's signature method at setup.
    Method = 4,
    /// Crimewave: a round's Killer event and its dice.
    Event = 5,
    /// Crimewave: the d8s of a Full Moon the people roll with the app.
    FullMoon = 6,
    /// Crimewave: Alibi's Defense at a trial.
    Defense = 7,
}

/// The randomness of one draw: the same seed and the same place always draw the same.
pub fn rng(seed: u64, draw: Draw, place: &[u64]) -> StdRng {
    // SplitMix64's finaliser spreads nearby places over the whole seed space.
    let mix = |mut z: u64| {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut state = mix(seed ^ 0x6a09_e667_f3bc_c908) ^ mix(draw as u64);
    for &word in place {
        state = mix(state ^ mix(word.wrapping_add(0x9e37_79b9_7f4a_7c15)));
    }
    StdRng::seed_from_u64(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn a_place_always_draws_the_same_and_places_draw_apart() {
        let draw = |seed, what, place: &[u64]| rng(seed, what, place).random::<u64>();
        assert_eq!(draw(7, Draw::Token, &[3, 1]), draw(7, Draw::Token, &[3, 1]));
        assert_ne!(draw(7, Draw::Token, &[3, 1]), draw(7, Draw::Token, &[3, 0]));
        assert_ne!(draw(7, Draw::Token, &[3, 1]), draw(7, Draw::Token, &[1, 3]));
        assert_ne!(draw(7, Draw::Token, &[3, 1]), draw(8, Draw::Token, &[3, 1]));
        assert_ne!(draw(7, Draw::Token, &[3, 1]), draw(7, Draw::Tile, &[3, 1]));
    }
}
