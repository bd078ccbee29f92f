//! End-of-game scoring: a point per card in hand, captured card and
//! certificate left; the murderer card is worth 3; the murderer pile goes to a murderer who
//! was never found.

use super::{Player, Status};
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// What became of the murderer, known only once the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MurdererFate {
    /// Played without a murderer (the "easier" variant).
    NoMurderer,
    /// Never found: still holds the murderer card (in the hand count), and takes the pile.
    Hidden {
        /// The murderer, by seat.
        murderer: usize,
    },
    /// Named by an accuser, who took the murderer card; nobody scores the pile.
    Found {
        /// The murderer, by seat.
        murderer: usize,
        /// The accuser, by seat.
        by: usize,
    },
    /// Forced to discard the murderer card as their last card: they keep its 3 points and
    /// take the pile, as "not found" (ruling 39, docs/rulings.md).
    CardDiscarded {
        /// The murderer, by seat.
        murderer: usize,
    },
}

/// One line of a score explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    /// What the points are for.
    pub reason: Msg,
    /// The points.
    pub points: u32,
}

/// One player's final score, explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerScore {
    /// The player's name.
    pub name: String,
    /// Why, line by line.
    pub lines: Vec<ScoreLine>,
    /// The total.
    pub total: u32,
    /// False for a player who lost all certificates or accused wrongly in the "more
    /// difficult" variant: their score is shown, but they can't win (ruling 38, docs/rulings.md).
    pub can_win: bool,
}

/// Scores every player at the end.
pub fn final_scores(
    players: &[Player],
    murderer_pile: u32,
    fate: MurdererFate,
) -> Vec<PlayerScore> {
    players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let mut lines = vec![
                ScoreLine {
                    reason: msg!("crime-story-score-in-hand"),
                    points: u32::from(p.hand),
                },
                ScoreLine {
                    reason: msg!("crime-story-score-captured"),
                    points: u32::from(p.captured),
                },
                ScoreLine {
                    reason: msg!("crime-story-score-certificates"),
                    points: u32::from(p.certificates),
                },
            ];
            let pile = ScoreLine {
                reason: msg!("crime-story-score-pile"),
                points: murderer_pile,
            };
            match fate {
                MurdererFate::Hidden { murderer } if murderer == seat => {
                    lines.push(ScoreLine {
                        reason: msg!("crime-story-score-murderer-card"),
                        points: 2,
                    });
                    lines.push(pile);
                }
                MurdererFate::CardDiscarded { murderer } if murderer == seat => {
                    lines.push(ScoreLine {
                        reason: msg!("crime-story-score-discarded-card"),
                        points: 3,
                    });
                    lines.push(pile);
                }
                MurdererFate::Found { by, .. } if by == seat => {
                    lines.push(ScoreLine {
                        reason: msg!("crime-story-score-found"),
                        points: 3,
                    });
                }
                _ => {}
            }
            lines.retain(|l| l.points > 0);
            PlayerScore {
                name: p.name.clone(),
                total: lines.iter().map(|l| l.points).sum(),
                lines,
                can_win: matches!(p.status, Status::Active | Status::OutEmptyHand),
            }
        })
        .collect()
}

/// The winners: the highest total among players who can win (ties share it; the rules don't
/// break them).
pub fn winners(scores: &[PlayerScore]) -> Vec<usize> {
    let best = scores.iter().filter(|s| s.can_win).map(|s| s.total).max();
    (0..scores.len())
        .filter(|&i| scores[i].can_win && Some(scores[i].total) == best)
        .collect()
}
