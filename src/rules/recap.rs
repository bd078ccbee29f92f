//! The story of a game, for the recap screen: how the meters moved round by round and the
//! moments that turned it. Built by replaying the record's actions, so it is exact and pure.
//!
//! Secrets stay out of a story until its game has ended: before that the moments are told as
//! the table saw them and `secrets` is empty, so a recap shown (or exported) mid-game gives
//! nothing away.
//!
//! Every word in a story is a [`Msg`], said in the screens' language when the recap is drawn.

use crate::i18n::Msg;

/// The story of one game: one strip per measure, the key moments, and at the end the
/// winner and the secrets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Story {
    /// The measures, in the order they are drawn (top to bottom).
    pub strips: Vec<Strip>,
    /// The moments that turned the game, in the order they happened.
    pub moments: Vec<Moment>,
    /// Who won, in words, once the game has ended.
    pub ending: Option<Msg>,
    /// The secrets, revealed once the game has ended (empty before).
    pub secrets: Vec<Msg>,
}

/// A moment as the replay found it: its round, its kind, what the table saw, and the whole
/// truth (which may hold a secret), in words (`Msg`, or text said as it is).
pub type Found<W = Msg> = (usize, (MomentKind, W, W));

impl Story {
    /// Tells a game's story, keeping the secrets out until it has ended (`ending` is given):
    /// before that each moment is told as the table saw it and there are no secrets.
    pub fn told<W: Into<Msg>, E: Into<Msg>, S: Into<Msg>>(
        strips: Vec<Strip>,
        moments: Vec<Found<W>>,
        ending: Option<E>,
        secrets: impl FnOnce() -> Vec<S>,
    ) -> Story {
        let ended = ending.is_some();
        Story {
            strips,
            moments: moments
                .into_iter()
                .map(|(round, (kind, public, whole))| Moment {
                    round,
                    kind,
                    what: if ended { whole } else { public }.into(),
                })
                .collect(),
            ending: ending.map(Into::into),
            secrets: if ended {
                secrets().into_iter().map(Into::into).collect()
            } else {
                Vec::new()
            },
        }
    }
}

/// One measure over the rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strip {
    /// What is measured ("Public Panic", "Red Terror's exposure").
    pub name: Msg,
    /// The value at the end of each round; index 0 is the moment play began.
    pub values: Vec<u32>,
    /// The top of the strip's scale (the meter's maximum, or the largest value).
    pub top: u32,
    /// A running measure (a line) or a count per round (bars).
    pub shape: Shape,
}

/// How a strip is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A level that carries over from round to round (a meter, what is left).
    Line,
    /// What happened in each round on its own (victims, raids).
    Bars,
}

/// A moment that turned the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moment {
    /// The round it happened in (0 before the first round).
    pub round: usize,
    /// What kind of moment, for its mark on the chart.
    pub kind: MomentKind,
    /// What happened, in words.
    pub what: Msg,
}

/// The kinds of key moment, each with its own mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MomentKind {
    /// A raid that found a Killer at home.
    Hit,
    /// A trial (Crimewave) or the accusation (Intent to Kill).
    Trial,
    /// A Killer moved house, or a civilian was moved off a crime scene.
    Relocation,
    /// A Killer escaped from prison.
    Escape,
    /// A murder.
    Murder,
}

impl MomentKind {
    /// The letter that marks the moment on the chart (colour is never the only sign).
    pub fn mark(self) -> Msg {
        Msg::new(match self {
            MomentKind::Hit => "recap-mark-hit",
            MomentKind::Trial => "recap-mark-trial",
            MomentKind::Relocation => "recap-mark-relocation",
            MomentKind::Escape => "recap-mark-escape",
            MomentKind::Murder => "recap-mark-murder",
        })
    }

    /// The kind in words, for the chart's key.
    pub fn name(self) -> Msg {
        Msg::new(match self {
            MomentKind::Hit => "recap-kind-hit",
            MomentKind::Trial => "recap-kind-trial",
            MomentKind::Relocation => "recap-kind-relocation",
            MomentKind::Escape => "recap-kind-escape",
            MomentKind::Murder => "recap-kind-murder",
        })
    }
}

impl Story {
    /// How many rounds were played.
    pub fn rounds(&self) -> usize {
        self.strips
            .iter()
            .map(|s| s.values.len().saturating_sub(1))
            .max()
            .unwrap_or(0)
    }
}

/// Builds strips round by round: `sample` is called after each action with the round it
/// belongs to and keeps the last values of every round.
#[derive(Debug)]
pub(crate) struct Rounds {
    names: Vec<(Msg, u32, Shape)>,
    values: Vec<Vec<u32>>,
}

impl Rounds {
    /// Strips with these names (messages, or text said as it is), tops and shapes.
    pub(crate) fn new<N: Into<Msg>>(names: Vec<(N, u32, Shape)>) -> Self {
        Self {
            values: vec![Vec::new(); names.len()],
            names: names
                .into_iter()
                .map(|(name, top, shape)| (name.into(), top, shape))
                .collect(),
        }
    }

    /// The values at the end of `round` so far (lines) or what to add to it (bars).
    pub(crate) fn sample(&mut self, round: usize, values: &[u32]) {
        for ((strip, &value), (_, _, shape)) in self.values.iter_mut().zip(values).zip(&self.names)
        {
            // A round with no action of its own carries the last level over, with no bars.
            while strip.len() <= round {
                let carried = match shape {
                    Shape::Line => strip.last().copied().unwrap_or(value),
                    Shape::Bars => 0,
                };
                strip.push(carried);
            }
            match shape {
                Shape::Line => strip[round] = value,
                Shape::Bars => strip[round] += value,
            }
        }
    }

    /// The finished strips; a top of 0 means "the largest value".
    pub(crate) fn strips(self) -> Vec<Strip> {
        self.names
            .into_iter()
            .zip(self.values)
            .map(|((name, top, shape), values)| Strip {
                top: if top == 0 {
                    values.iter().copied().max().unwrap_or(0).max(1)
                } else {
                    top
                },
                name,
                values,
                shape,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_carry_over_and_bars_count_per_round() {
        let mut rounds = Rounds::new(vec![
            ("Panic", 10, Shape::Line),
            ("Victims", 0, Shape::Bars),
        ]);
        rounds.sample(0, &[1, 0]);
        rounds.sample(1, &[2, 1]);
        rounds.sample(1, &[3, 1]);
        rounds.sample(3, &[4, 1]);
        let strips = rounds.strips();
        assert_eq!(strips[0].values, vec![1, 3, 3, 4]);
        assert_eq!(strips[1].values, vec![0, 2, 0, 1]);
        assert_eq!(strips[1].top, 2);
        assert_eq!(strips[0].top, 10);
    }
}
