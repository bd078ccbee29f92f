//! A game imagined from the table's view: the public facts a Detective reads, with one
//! guess at everything hidden, made into a whole game the engine can play forward. A
//! Detective searching by determinization ("if the secrets were these, how would the game
//! go on?") plays its choices out in such games; nothing of the real secrets goes in, only
//! the guess it passes.
//!
//! The guess is refused when the view rules it out, so a game imagined here is one the
//! table could really be in: the same legal moves, the same honest answers, the same
//! future as the real game would have if its secrets were the guess.

use super::catalogue::{Civilian, Group};
use super::deduction::Hypothesis;
use super::notebook::Entry;
use super::{Fact, IntentToKill, Layout, Phase, PublicView};
use crate::rules::Rules;

/// One guess at everything the table can't see.
#[derive(Debug, Clone, PartialEq)]
pub struct Secrets {
    /// The Murderer, the motive, the Person of Interest and the Supporters.
    pub hypothesis: Hypothesis,
    /// The three Social Group tokens offered for the Supporters (theirs and two that went
    /// back into the box, none ever drawn), which fix the stack; `None` when the players
    /// drew them by hand and the game doesn't know the stack.
    pub offered: Option<[Group; 3]>,
    /// For each Homemade Bomb, in order, the body that counted as the victim.
    pub bombs: Vec<Civilian>,
    /// The Detective's undercover agent in The Street with No Name, once picked: the
    /// Detective's own secret, which the table's view doesn't show.
    pub agent: Option<Civilian>,
}

/// Why a guess can't be made into a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Contradiction {
    /// A game is imagined only where the Detective decides: in the Detective or the City
    /// phase (in the Murderer phase, whether it has intimidated yet isn't on the table).
    Phase,
    /// The public facts rule the Murderer, motive, Person of Interest or Supporters out.
    Facts,
    /// The tokens offered aren't three different groups holding the Supporters' and none
    /// drawn or boxed since.
    Offer,
    /// Not one counted body for each Homemade Bomb, among its bodies.
    Bombs,
    /// An undercover agent missing, not wanted, or not on the board.
    Agent,
}

impl IntentToKill {
    /// The game the table would be in if its secrets were `secrets`: the view's public state
    /// with the guess filled in, or why the view rules the guess out. What the view can't
    /// tell and the future doesn't read is filled in plainly: each civilian's dealt block is
    /// where the card stands now (or stood when murdered).
    pub fn imagine(view: &PublicView, secrets: &Secrets) -> Result<IntentToKill, Contradiction> {
        if !matches!(view.phase, Phase::Detective | Phase::City) {
            return Err(Contradiction::Phase);
        }
        let notebook = &view.notebook;
        let h = secrets.hypothesis;
        if !notebook.consistent(&h) {
            return Err(Contradiction::Facts);
        }
        let boxed = mask(&view.boxed);
        if let Some(three) = secrets.offered {
            let [a, b, c] = three;
            let drawn = (notebook.tokens | boxed) & mask(&three);
            if a == b || b == c || a == c || !three.contains(&h.supporters) || drawn != 0 {
                return Err(Contradiction::Offer);
            }
        }
        // Each bomb's victim slot, and the body that counted there.
        let bombs: Vec<&Vec<Civilian>> = notebook
            .entries
            .iter()
            .filter_map(|e| match e {
                Entry::Murder { bodies, .. } if bodies.len() > 1 => Some(bodies),
                _ => None,
            })
            .collect();
        if bombs.len() != secrets.bombs.len()
            || bombs
                .iter()
                .zip(&secrets.bombs)
                .any(|(b, v)| !b.contains(v))
        {
            return Err(Contradiction::Bombs);
        }
        let wants_agent = view.layout == Layout::StreetWithNoName && !view.agent_due;
        let agent_known = secrets.agent.is_some_and(|a| notebook.dealt.contains(&a));
        if wants_agent != agent_known || (!wants_agent && secrets.agent.is_some()) {
            return Err(Contradiction::Agent);
        }
        let mut counted = secrets.bombs.iter();
        let mut slots: Vec<(usize, Civilian)> = Vec::new();
        for entry in &notebook.entries {
            if let Entry::Murder { before, bodies } = entry {
                let victim = match bodies[..] {
                    [one] => one,
                    _ => *counted.next().ok_or(Contradiction::Bombs)?,
                };
                slots.push((before.victims().len(), victim));
            }
        }
        // The city with each bomb's counted body in its victim slot.
        let restore = |city: &super::City| {
            let mut city = city.clone();
            for &(slot, victim) in &slots {
                if slot < city.victims().len() {
                    city.set_victim(slot, victim);
                }
            }
            city
        };
        let mut murders = slots.iter();
        let facts = notebook
            .entries
            .iter()
            .map(|entry| match entry {
                Entry::Murder { before, bodies } => Fact::Murder {
                    before: restore(before),
                    bodies: bodies.clone(),
                    victim: murders.next().map_or(bodies[0], |s| s.1),
                },
                Entry::Surveillance {
                    round,
                    at,
                    civilian,
                    answer,
                } => Fact::Surveillance {
                    round: *round,
                    at: restore(at),
                    civilian: *civilian,
                    answer: *answer,
                },
                Entry::Answer {
                    round,
                    civilian,
                    about,
                    answer,
                } => Fact::Answer {
                    round: *round,
                    civilian: *civilian,
                    about: *about,
                    answer: *answer,
                },
            })
            .collect();
        let city = restore(&notebook.city);
        // Where each card was last seen: on the board, or where it was murdered.
        let last_seen = |c: Civilian| {
            city.block_of(c)
                .or_else(|| {
                    notebook.entries.iter().find_map(|e| match e {
                        Entry::Murder { before, bodies } if bodies.contains(&c) => {
                            before.block_of(c)
                        }
                        _ => None,
                    })
                })
                .unwrap_or_default()
        };
        let mut game = IntentToKill::new();
        game.mode = view.mode;
        game.layout = view.layout;
        game.dealt = notebook.dealt.iter().map(|&c| (c, last_seen(c))).collect();
        game.murderer = Some(h.murderer);
        game.poi = Some(h.poi);
        game.motives = view.motives_in_play.clone();
        game.motive = Some(h.motive);
        game.offered = secrets.offered;
        game.supporters = Some(h.supporters);
        game.detective_start = Some(view.detective);
        game.round = view.round;
        game.phase = view.phase;
        // The Murderer phase is behind: the next round starts its intimidation afresh.
        game.intimidated = true;
        game.refusals = view.refusals;
        game.refereed = view.investigation.refereed;
        game.investigation = view.investigation.clone();
        game.clearing = view.clearing;
        game.city_draws = view.city_draws;
        game.out = mask(&view.out);
        game.boxed = boxed;
        game.last_token = view.last_token;
        game.moved = view.moved.iter().fold(0, |m, c| m | c.bit());
        game.building_removed = !view.building_due;
        game.tokens = notebook.tokens;
        game.poi_group = notebook.profiled_group;
        game.confessed = notebook.confessed_not.clone();
        game.agent = secrets.agent;
        game.bodies = view
            .crime_scenes
            .iter()
            .map(|s| s.bodies.iter().map(|card| card.civilian).collect())
            .collect();
        game.facts = facts;
        game.outcome = view.outcome;
        game.city = city;
        Ok(game)
    }
}

fn mask(groups: &[Group]) -> u16 {
    groups.iter().fold(0, |m, g| m | g.bit())
}

impl Secrets {
    /// The real game's secrets (for tests, and for checking an imagined game against the
    /// game it was imagined from); `None` before they are all chosen.
    pub fn of(game: &IntentToKill) -> Option<Secrets> {
        let bombs = game
            .facts
            .iter()
            .filter_map(|f| match f {
                Fact::Murder { bodies, victim, .. } if bodies.len() > 1 => Some(*victim),
                _ => None,
            })
            .collect();
        Some(Secrets {
            hypothesis: Hypothesis {
                murderer: game.murderer?,
                motive: game.motive?,
                poi: game.poi?,
                supporters: game.supporters?,
            },
            offered: game.offered,
            bombs,
            agent: game.agent,
        })
    }
}
