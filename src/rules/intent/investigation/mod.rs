//! The Detective's investigation, refereed: two movement points and two different actions
//! (questioning the civilians of the marker's block, or the action of a building in it), and
//! the Surveillance token, placed by a Police Station action and used for free once placed.
//!
//! Everything here is public: the table sees the marker move, the questions asked and the
//! token on its civilian. The engine checks each of the Detective's steps with
//! [`Investigation::check`] before taking it, and Alibi's Detective and the open protocol's
//! list of legal lines ask the same function from the table's public view: the rules of the
//! investigation are written once, here.
//!
//! A question to a civilian of the marker's own block may be the Questioning action or a
//! Diner's, when the block has a Diner, and nobody has to say which: a phase's deeds are
//! accepted when some way of sharing them out among at most two different actions exists
//! (docs/rulings.md, ruling 1), and [`Left`] says the way the console shows.

mod share;

use super::catalogue::{Civilian, Group};
use super::city::{Block, Building, City, block_bit, block_msg, is_adjacent};
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};
use share::Shares;

/// One of the Detective's five actions (at most two different ones a phase).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Questioning the unintimidated civilians of the marker's block, one question each.
    Questioning,
    /// The Police Station: the Surveillance token onto a civilian of this or an adjacent
    /// block.
    PoliceStation,
    /// The Diner: one question to an unintimidated civilian of this or an adjacent block.
    Diner,
    /// The Hospital: an intimidated civilian of this or an adjacent block comforted.
    Hospital,
    /// The Fire Station: a token from the Social Group stack, its civilians moved once each.
    FireStation,
}

impl Kind {
    /// The building whose action this is (`None` for questioning).
    pub fn building(self) -> Option<Building> {
        match self {
            Kind::Questioning => None,
            Kind::PoliceStation => Some(Building::PoliceStation),
            Kind::Diner => Some(Building::Diner),
            Kind::Hospital => Some(Building::Hospital),
            Kind::FireStation => Some(Building::FireStation),
        }
    }

    /// The action in words, as a list of used actions says it ("questioning at 5 Downtown",
    /// "the Police Station").
    pub fn msg(self, at: Block) -> Msg {
        match self {
            Kind::Questioning => msg!("intent-kind-questioning", block = block_msg(at)),
            Kind::PoliceStation => msg!("intent-kind-police-station"),
            Kind::Diner => msg!("intent-kind-diner"),
            Kind::Hospital => msg!("intent-kind-hospital"),
            Kind::FireStation => msg!("intent-kind-fire-station"),
        }
    }
}

/// Something the Detective did this Detective phase, with where it happened: what the
/// refereeing reads back (a question's civilian may have moved since, at the Fire Station).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deed {
    /// A step of the Detective marker, to this block (a movement point).
    Step(Block),
    /// A civilian answered a question.
    Question {
        /// Who answered.
        civilian: Civilian,
        /// The marker's block when it was asked.
        from: Block,
        /// The civilian's block then.
        block: Block,
    },
    /// The Surveillance token put on a civilian (a Police Station action).
    Watch {
        /// Who the token lies on.
        civilian: Civilian,
        /// The marker's block then.
        from: Block,
        /// The civilian's block then.
        block: Block,
    },
    /// The Surveillance token used (free): "Can you murder this civilian right now?"
    Surveil(Civilian),
    /// An intimidated civilian comforted (a Hospital action).
    Comfort {
        /// Who was comforted.
        civilian: Civilian,
        /// The marker's block then.
        from: Block,
        /// The civilian's block then.
        block: Block,
    },
    /// A token drawn from the Social Group stack (a Fire Station action).
    FireStation {
        /// The token's group.
        group: Group,
        /// The marker's block then.
        from: Block,
        /// Whether nobody of the group was left in the city (the mover picks a group).
        free: bool,
    },
    /// A civilian moved by the Fire Station's action.
    Move {
        /// Who moved.
        civilian: Civilian,
        /// Where to.
        to: Block,
    },
}

/// What the Detective wants to do next, for [`Investigation::check`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Try {
    /// A step of the marker to this block.
    Step(Block),
    /// A question to this civilian.
    Question(Civilian),
    /// The Surveillance token onto this civilian (the Police Station).
    Watch(Civilian),
    /// Surveillance of this civilian: the token used where it lies, or put there first by
    /// the Police Station's action and used at once.
    Surveil(Civilian),
    /// This intimidated civilian comforted (the Hospital).
    Comfort(Civilian),
    /// The Fire Station's token, of this group.
    FireStation(Group),
    /// A civilian moved by the Fire Station's action, to this block.
    Move(Civilian, Block),
}

/// Where the investigation stands: the phase's deeds, the Surveillance token, who has
/// answered and who won't talk. All of it public.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Investigation {
    /// Whether the movement points, the actions and each action's building and reach are
    /// counted (Logic mode, refereed): in Intuition mode the Detective's cards add movement
    /// and actions the engine does not see, and a table may keep the count itself.
    pub counted: bool,
    /// Whether the engine referees the investigation at all (off by a house rule).
    pub refereed: bool,
    /// What the Detective has done this Detective phase, in order.
    pub deeds: Vec<Deed>,
    /// The civilian the Surveillance token lies on (`None`: the Detective holds it).
    pub token: Option<Civilian>,
    /// Civilians who answered a question this phase.
    questioned: u64,
    /// Blocks under Stubborn Witnesses (Intuition).
    stubborn: u16,
    /// Groups on Union Strike (Intuition).
    strike: u16,
}

impl Default for Investigation {
    fn default() -> Self {
        Investigation {
            counted: true,
            refereed: true,
            deeds: Vec::new(),
            token: None,
            questioned: 0,
            stubborn: 0,
            strike: 0,
        }
    }
}

/// What the Detective has left this phase, for the console's line ("1 movement point,
/// 1 action").
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Left {
    /// Whether the investigation is refereed at all (see [`Investigation::refereed`]).
    pub refereed: bool,
    /// Whether the count is kept (see [`Investigation::counted`]).
    pub counted: bool,
    /// Movement points left (of 2).
    pub points: u8,
    /// Actions left (of 2).
    pub actions: u8,
    /// The actions used, each with the marker's block then.
    pub used: Vec<(Kind, Block)>,
    /// The block whose questioning may go on (the marker has not moved since).
    pub questioning: Option<Block>,
}

impl Left {
    /// The line for the console: "Left: 1 movement point, 1 action (used: questioning at
    /// 5 Downtown, which can go on)".
    pub fn msg(&self) -> Msg {
        if !self.refereed {
            return msg!("intent-left-uncounted");
        }
        if !self.counted {
            return msg!("intent-left-cards");
        }
        let left = msg!(
            "intent-left",
            points = msg!("intent-left-points", count = self.points),
            actions = msg!("intent-left-actions", count = self.actions)
        );
        if self.used.is_empty() {
            return left;
        }
        let used = super::list(
            self.used.iter().map(|&(kind, at)| kind.msg(at)),
            "intent-list-and",
        );
        match self.questioning {
            Some(block) => msg!(
                "intent-left-used-open",
                left = left,
                used = used,
                block = block_msg(block)
            ),
            None => msg!("intent-left-used", left = left, used = used),
        }
    }
}

impl Investigation {
    /// A new Detective phase: nothing done yet (the token stays where it lies).
    pub(super) fn new_phase(&mut self) {
        self.deeds.clear();
        self.questioned = 0;
    }

    /// Movement points spent this phase.
    pub fn steps(&self) -> usize {
        self.deeds
            .iter()
            .filter(|d| matches!(d, Deed::Step(_)))
            .count()
    }

    /// Whether the civilian answered a question this phase.
    pub fn questioned(&self, civilian: Civilian) -> bool {
        self.questioned & civilian.bit() != 0
    }

    /// Whether Stubborn Witnesses silences the block.
    pub fn stubborn(&self, block: Block) -> bool {
        self.stubborn & block_bit(block) != 0
    }

    /// Whether Union Strike silences the group.
    pub fn on_strike(&self, group: Group) -> bool {
        self.strike & group.bit() != 0
    }

    /// Starts or ends Stubborn Witnesses on a block.
    pub(super) fn set_stubborn(&mut self, block: Block, on: bool) {
        if on {
            self.stubborn |= block_bit(block);
        } else {
            self.stubborn &= !block_bit(block);
        }
    }

    /// Starts or ends Union Strike for a group.
    pub(super) fn set_strike(&mut self, group: Group, on: bool) {
        if on {
            self.strike |= group.bit();
        } else {
            self.strike &= !group.bit();
        }
    }

    /// The token goes back to the Detective when its civilian is murdered.
    pub(super) fn murdered(&mut self, bodies: &[Civilian]) {
        if self.token.is_some_and(|c| bodies.contains(&c)) {
            self.token = None;
        }
    }

    /// Why this civilian can't be questioned now, if they can't: not in the city,
    /// intimidated, answered already, or silenced by a card.
    pub fn unquestionable(&self, city: &City, civilian: Civilian) -> Option<Msg> {
        let c = civilian.msg();
        let Some(block) = city.block_of(civilian) else {
            return Some(msg!("intent-refusal-not-in-city", civilian = c));
        };
        if city.intimidated(civilian) {
            Some(msg!("intent-refusal-intimidated-silent", civilian = c))
        } else if self.questioned(civilian) {
            Some(msg!("intent-refusal-answered-already", civilian = c))
        } else if self.stubborn(block) {
            Some(msg!(
                "intent-refusal-stubborn-witnesses",
                block = block_msg(block)
            ))
        } else if self.on_strike(civilian.group()) {
            Some(msg!(
                "intent-refusal-union-strike",
                group = civilian.group().msg()
            ))
        } else {
            None
        }
    }

    /// Whether the Detective may do `what` now in `city`, and if so the deeds it makes (a
    /// Surveillance where the token isn't makes two: the Police Station's placing, then the
    /// use). The reason, when not, is said for the table.
    pub fn check(&self, city: &City, what: Try) -> Result<Vec<Deed>, Msg> {
        let from = city.detective();
        let on_board = |c: Civilian| {
            city.block_of(c)
                .ok_or_else(|| msg!("intent-refusal-not-in-city", civilian = c.msg()))
        };
        let deeds = match what {
            Try::Step(to) => {
                if !is_adjacent(from, to) {
                    return Err(msg!(
                        "intent-refusal-not-next-to-detective",
                        block = block_msg(to)
                    ));
                }
                if self.counted && self.steps() >= 2 {
                    return Err(msg!("intent-refusal-steps-spent"));
                }
                vec![Deed::Step(to)]
            }
            Try::Question(civilian) => {
                if let Some(reason) = self.unquestionable(city, civilian) {
                    return Err(reason);
                }
                let block = on_board(civilian)?;
                vec![Deed::Question {
                    civilian,
                    from,
                    block,
                }]
            }
            Try::Watch(civilian) => vec![Deed::Watch {
                civilian,
                from,
                block: on_board(civilian)?,
            }],
            Try::Surveil(civilian) => {
                let block = on_board(civilian)?;
                if self.token == Some(civilian) {
                    vec![Deed::Surveil(civilian)]
                } else {
                    let watch = Deed::Watch {
                        civilian,
                        from,
                        block,
                    };
                    if let Err(reason) = self.shared(city, watch) {
                        let token = match self.token {
                            Some(on) => msg!("intent-token-on", civilian = on.msg()),
                            None => msg!("intent-token-held"),
                        };
                        return Err(msg!(
                            "intent-refusal-surveil-place",
                            token = token,
                            civilian = civilian.msg(),
                            reason = reason
                        ));
                    }
                    vec![watch, Deed::Surveil(civilian)]
                }
            }
            Try::Comfort(civilian) => {
                let block = on_board(civilian)?;
                if !city.intimidated(civilian) {
                    return Err(msg!(
                        "intent-refusal-not-intimidated",
                        civilian = civilian.msg()
                    ));
                }
                vec![Deed::Comfort {
                    civilian,
                    from,
                    block,
                }]
            }
            Try::FireStation(group) => vec![Deed::FireStation {
                group,
                from,
                free: city.civilians().all(|c| c.group() != group),
            }],
            Try::Move(civilian, to) => {
                on_board(civilian)?;
                let moved: Vec<Civilian> = self.fire_moves()?;
                if self.refereed {
                    let token = self.deeds.iter().rev().find_map(|d| match *d {
                        Deed::FireStation { group, free, .. } => Some((group, free)),
                        _ => None,
                    });
                    if let Some((group, free)) = token {
                        mover_may(group, free, &moved, civilian)?;
                    }
                }
                vec![Deed::Move { civilian, to }]
            }
        };
        // A Surveillance where the token lies is free; a move belongs to the Fire Station's
        // action already counted; everything else takes its share.
        if let [deed] = deeds.as_slice()
            && !matches!(deed, Deed::Surveil(_) | Deed::Move { .. })
        {
            self.shared(city, *deed)?;
        }
        Ok(deeds)
    }

    /// The civilians the open Fire Station action has moved so far; refused when no Fire
    /// Station action is open (its moves come right after its token, before anything else).
    fn fire_moves(&self) -> Result<Vec<Civilian>, Msg> {
        let mut moved = Vec::new();
        for deed in self.deeds.iter().rev() {
            match *deed {
                Deed::Move { civilian, .. } => moved.push(civilian),
                Deed::FireStation { .. } => return Ok(moved),
                _ => break,
            }
        }
        Err(msg!("intent-refusal-move-needs-fire-station"))
    }

    /// The token of the Fire Station's action still open (its moves come right after it),
    /// if one is.
    pub fn fire_station(&self) -> Option<Group> {
        self.fire_moves().ok()?;
        self.deeds.iter().rev().find_map(|d| match *d {
            Deed::FireStation { group, .. } => Some(group),
            _ => None,
        })
    }

    /// Records deeds [`Investigation::check`] allowed, and what they change here: who has
    /// answered, where the token lies. (A planner records on a copy to look ahead.)
    pub fn record(&mut self, deeds: &[Deed]) {
        for deed in deeds {
            match *deed {
                Deed::Question { civilian, .. } => self.questioned |= civilian.bit(),
                Deed::Watch { civilian, .. } => self.token = Some(civilian),
                Deed::Surveil(_) => self.token = None,
                _ => {}
            }
            self.deeds.push(*deed);
        }
    }

    /// Refuses an action deed its building or reach doesn't allow, or that no sharing-out of
    /// the phase's actions can take (only where the count is kept).
    fn shared(&self, city: &City, deed: Deed) -> Result<(), Msg> {
        if !self.counted {
            return Ok(());
        }
        share::shared(city, &self.deeds, deed)
    }

    /// What the Detective has left this phase.
    pub fn left(&self, city: &City) -> Left {
        let shares = share::shares(city, &self.deeds).unwrap_or(Shares {
            used: Vec::new(),
            questioning: None,
        });
        let stay = self.steps();
        let points = 2usize.saturating_sub(stay) as u8;
        Left {
            refereed: self.refereed,
            counted: self.counted,
            points,
            actions: 2usize.saturating_sub(shares.used.len()) as u8,
            questioning: shares
                .questioning
                .filter(|&(s, b)| s == stay && b == city.detective())
                .map(|(_, b)| b),
            used: shares.used,
        }
    }
}

/// Refuses a move the token drawn doesn't give: only the token's group moves (any one group,
/// picked with the first civilian moved, when nobody of the token's group is left), each
/// civilian once.
pub fn mover_may(
    group: Group,
    free: bool,
    moved: &[Civilian],
    civilian: Civilian,
) -> Result<(), Msg> {
    if moved.contains(&civilian) {
        return Err(msg!(
            "intent-refusal-moved-already",
            civilian = civilian.msg()
        ));
    }
    let mover = if free {
        moved.first().map(|c| c.group())
    } else {
        Some(group)
    };
    match mover {
        Some(g) if g != civilian.group() => Err(if free {
            msg!("intent-refusal-move-chosen-group", group = g.msg())
        } else {
            msg!("intent-refusal-move-group", group = g.msg())
        }),
        _ => Ok(()),
    }
}
