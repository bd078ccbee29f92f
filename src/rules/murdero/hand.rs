//! One hand as the table enters it after it ends, and its scores with the reason for every
//! point.

use super::case::{CARDS_PER_COLOUR, Case, Colour, stage};
use super::{HouseRules, MurderoSetup, PartnerDoubling};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;
use serde::{Deserialize, Serialize};

/// One player's row of the hand-entry form: counts per colour and value, not card by card.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerHand {
    /// Case cards in play, per colour in [`Colour::ALL`] order (cards a partner played onto
    /// this player's cases belong to this player).
    pub cases: [Case; 3],
    /// Whether a Joker stands in this player's case of that colour.
    pub jokers: [bool; 3],
    /// Case cards left in hand, counted per value 1–5; their colour doesn't change the score.
    pub in_hand: [u8; 5],
    /// Action cards left in hand: worth 0, but they count toward Reverse Charges' limit.
    pub actions_in_hand: u8,
    /// Whether this player owns Real Estate and it was still in play when the hand ended.
    pub real_estate: bool,
}

impl PlayerHand {
    /// The player's case of one colour.
    pub fn case(&self, colour: Colour) -> Case {
        self.cases[colour as usize]
    }

    /// Sum of the values of the Case cards in hand: the hand's deduction.
    pub fn hand_points(&self) -> u32 {
        Case(self.in_hand).points()
    }

    /// Every card still in hand, Actions included.
    pub fn cards_in_hand(&self) -> u32 {
        Case(self.in_hand).cards() + u32::from(self.actions_in_hand)
    }

    /// Whether any of this player's cases is complete (a Joker filling its one gap).
    pub fn has_complete_case(&self) -> bool {
        Colour::ALL
            .iter()
            .any(|&c| self.case(c).is_complete(self.jokers[c as usize]))
    }

    fn crime_scenes(&self) -> u32 {
        self.cases.iter().map(|c| u32::from(c.crime_scenes())).sum()
    }

    /// Sum of the Case cards in play, before Real Estate or doubling.
    pub fn case_points(&self) -> u32 {
        self.cases.iter().map(Case::points).sum()
    }
}

/// How the hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandEnding {
    /// Someone completed a case. Several winners happen when an Alibi or Heavy Caseload that
    /// held completions back is removed: each of them wins and doubles.
    CaseCompleted {
        /// The winning players, by seat.
        winners: Vec<usize>,
    },
    /// A player played Reverse Charges: nobody doubles.
    ReverseCharges {
        /// The player who played it, by seat.
        by: usize,
    },
    /// The Case File ran out (also after Overtime): nobody doubles.
    CaseFileExhausted,
}

/// Everything the table enters for one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandEntry {
    /// One row per player, in seat order.
    pub players: Vec<PlayerHand>,
    /// How the hand ended.
    pub ending: HandEnding,
}

impl HandEntry {
    /// An empty form for `players` players, ended by the Case File running out.
    pub fn blank(players: usize) -> Self {
        Self {
            players: vec![PlayerHand::default(); players],
            ending: HandEnding::CaseFileExhausted,
        }
    }

    fn wins(&self, player: usize) -> bool {
        matches!(&self.ending, HandEnding::CaseCompleted { winners } if winners.contains(&player))
    }

    /// Checks the entry against the cards that exist and the rules of building and ending.
    pub fn check(&self, setup: &MurderoSetup) -> Result<(), Refusal> {
        let names = &setup.players;
        if self.players.len() != names.len() {
            return Err(Refusal::new(msg!(
                "murdero-refusal-rows",
                rows = self.players.len(),
                players = names.len()
            )));
        }
        for (row, name) in self.players.iter().zip(names) {
            for colour in Colour::ALL {
                if let Some(problem) = row
                    .case(colour)
                    .build_problem(colour, row.jokers[colour as usize])
                {
                    return Err(Refusal::new(msg!(
                        "murdero-refusal-player",
                        player = name.as_str(),
                        problem = problem
                    )));
                }
            }
        }
        self.check_card_counts(setup.decks)?;
        match &self.ending {
            HandEnding::CaseCompleted { winners } => {
                if winners.is_empty() {
                    return Err(Refusal::new(msg!("murdero-refusal-no-winner")));
                }
                for (i, &w) in winners.iter().enumerate() {
                    let (name, row) = names
                        .get(w)
                        .zip(self.players.get(w))
                        .ok_or_else(|| Refusal::new(msg!("murdero-refusal-unknown-winner")))?;
                    if winners[..i].contains(&w) {
                        return Err(Refusal::new(msg!(
                            "murdero-refusal-winner-twice",
                            player = name.as_str()
                        )));
                    }
                    if !row.has_complete_case() {
                        return Err(Refusal::new(msg!(
                            "murdero-refusal-incomplete",
                            player = name.as_str()
                        )));
                    }
                }
            }
            HandEnding::ReverseCharges { by } => {
                let (name, row) = names
                    .get(*by)
                    .zip(self.players.get(*by))
                    .ok_or_else(|| Refusal::new(msg!("murdero-refusal-unknown-reverser")))?;
                if row.cards_in_hand() > 3 {
                    return Err(Refusal::new(msg!(
                        "murdero-refusal-reverse-charges",
                        player = name.as_str(),
                        cards = row.cards_in_hand()
                    )));
                }
            }
            HandEnding::CaseFileExhausted => {}
        }
        Ok(())
    }

    fn check_card_counts(&self, decks: u8) -> Result<(), Refusal> {
        for colour in Colour::ALL {
            for (i, &limit) in CARDS_PER_COLOUR.iter().enumerate() {
                let played: u32 = self
                    .players
                    .iter()
                    .map(|p| u32::from(p.case(colour).0[i]))
                    .sum();
                let exists = u32::from(limit) * u32::from(decks);
                if played > exists {
                    return Err(Refusal::new(msg!(
                        "murdero-refusal-too-many-in-play",
                        played = played,
                        colour = colour.msg(),
                        stage = stage(i as u8 + 1),
                        exists = exists
                    )));
                }
            }
        }
        for (i, &limit) in CARDS_PER_COLOUR.iter().enumerate() {
            let seen: u32 = self
                .players
                .iter()
                .map(|p| {
                    p.cases.iter().map(|c| u32::from(c.0[i])).sum::<u32>() + u32::from(p.in_hand[i])
                })
                .sum();
            let exists = 3 * u32::from(limit) * u32::from(decks);
            if seen > exists {
                return Err(Refusal::new(msg!(
                    "murdero-refusal-too-many-seen",
                    seen = seen,
                    stage = stage(i as u8 + 1),
                    exists = exists
                )));
            }
        }
        Ok(())
    }
}

/// One line of a score explanation ("red case 1,1,2,3,4,5: +16").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    /// What the points are for, in words.
    pub reason: Msg,
    /// The points, negative for deductions.
    pub points: i64,
}

/// One side's score for a hand (a player, or a partnership in Partner Murdero).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SideScore {
    /// The side's name ("Anna" or "Anna & Carl").
    pub side: String,
    /// Why, line by line, in the order the rules apply them.
    pub lines: Vec<ScoreLine>,
    /// The hand's score: the sum of the lines.
    pub points: i64,
    /// Whether the side won the hand (some member completed a case that counted).
    pub won: bool,
}

/// The players (by seat) on each side: one each, or partners sitting opposite.
pub fn sides(setup: &MurderoSetup) -> Vec<Vec<usize>> {
    let n = setup.players.len();
    if setup.partnership {
        vec![vec![0, 2], vec![1, 3]]
    } else {
        (0..n).map(|p| vec![p]).collect()
    }
}

/// A side's display name.
pub fn side_name(setup: &MurderoSetup, members: &[usize]) -> String {
    members
        .iter()
        .filter_map(|&p| setup.players.get(p).map(String::as_str))
        .collect::<Vec<_>>()
        .join(" & ")
}

/// Scores a checked hand for every side.
pub fn score_hand(setup: &MurderoSetup, entry: &HandEntry) -> Vec<SideScore> {
    sides(setup)
        .iter()
        .map(|members| score_side(setup, entry, members))
        .collect()
}

fn score_side(setup: &MurderoSetup, entry: &HandEntry, members: &[usize]) -> SideScore {
    let house = &setup.house;
    let label = |p: usize, what: Msg| {
        if members.len() > 1 {
            let name = setup.players.get(p).map(String::as_str).unwrap_or("?");
            msg!("murdero-line-of-partner", player = name, what = what)
        } else {
            what
        }
    };
    let rows: Vec<(usize, &PlayerHand)> = members
        .iter()
        .filter_map(|&p| entry.players.get(p).map(|row| (p, row)))
        .collect();
    let mut lines = Vec::new();
    let mut doubled_part = 0i64;
    for &(p, row) in &rows {
        let mut own = 0i64;
        for colour in Colour::ALL {
            let case = row.case(colour);
            if case.cards() > 0 || row.jokers[colour as usize] {
                let points = i64::from(case.points());
                lines.push(ScoreLine {
                    reason: label(p, case_words(colour, case, row.jokers[colour as usize])),
                    points,
                });
                own += points;
            }
        }
        if row.real_estate && house.real_estate_before_doubling {
            let line = real_estate_line(row);
            own += line.points;
            lines.push(ScoreLine {
                reason: label(p, line.reason),
                ..line
            });
        }
        let counts = match house.partner_doubling {
            PartnerDoubling::WholeTeam => members.iter().any(|&m| entry.wins(m)),
            PartnerDoubling::CompleterOnly => entry.wins(p),
        };
        if counts {
            doubled_part += own;
        }
    }
    let won = members.iter().any(|&m| entry.wins(m));
    if won {
        let completer =
            members.len() > 1 && house.partner_doubling == PartnerDoubling::CompleterOnly;
        lines.push(ScoreLine {
            reason: if completer {
                msg!("murdero-line-won-completer")
            } else {
                msg!("murdero-line-won")
            },
            points: doubled_part,
        });
    }
    for &(p, row) in &rows {
        if row.real_estate && !house.real_estate_before_doubling {
            let line = real_estate_line(row);
            lines.push(ScoreLine {
                reason: label(p, line.reason),
                ..line
            });
        }
    }
    for &(p, row) in &rows {
        let points = i64::from(row.hand_points());
        if points > 0 || row.cards_in_hand() > 0 {
            lines.push(ScoreLine {
                reason: label(p, hand_words(row)),
                points: -points,
            });
        }
    }
    let points = lines.iter().map(|l| l.points).sum();
    SideScore {
        side: side_name(setup, members),
        lines,
        points,
        won,
    }
}

fn case_words(colour: Colour, case: Case, joker: bool) -> Msg {
    let values = values_listed(case.0);
    if joker {
        msg!(
            "murdero-line-case-joker",
            colour = colour.msg(),
            values = values
        )
    } else {
        msg!("murdero-line-case", colour = colour.msg(), values = values)
    }
}

/// Counts per value written out as the cards ("1,1,2,3").
fn values_listed(counts: [u8; 5]) -> String {
    let values: Vec<String> = (1u8..=5)
        .zip(counts)
        .flat_map(|(v, n)| std::iter::repeat_n(v.to_string(), usize::from(n)))
        .collect();
    values.join(",")
}

fn real_estate_line(row: &PlayerHand) -> ScoreLine {
    let scenes = row.crime_scenes();
    ScoreLine {
        reason: msg!("murdero-line-real-estate", scenes = scenes),
        points: 3 * i64::from(scenes),
    }
}

fn hand_words(row: &PlayerHand) -> Msg {
    let values = values_listed(row.in_hand);
    let actions = row.actions_in_hand;
    if values.is_empty() {
        msg!("murdero-line-in-hand-none", actions = actions)
    } else {
        msg!("murdero-line-in-hand", values = values, actions = actions)
    }
}

/// The house-rule labels in force, for the screens (never presented as official rules).
pub fn house_rule_labels(setup: &MurderoSetup) -> Vec<Msg> {
    let house: &HouseRules = &setup.house;
    let mut labels = vec![
        if house.real_estate_before_doubling {
            msg!("murdero-house-real-estate-before")
        } else {
            msg!("murdero-house-real-estate-after")
        },
        msg!("murdero-house-tie"),
    ];
    if setup.partnership {
        labels.push(match house.partner_doubling {
            PartnerDoubling::WholeTeam => msg!("murdero-house-whole-team"),
            PartnerDoubling::CompleterOnly => msg!("murdero-house-completer-only"),
        });
    }
    labels
}
