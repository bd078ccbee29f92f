//! Alibi as the Detective. Its only input is the table's public view: it deduces from the
//! notebook a person at the table could keep, and can't read a secret, by type.
//!
//! - `easy`: a beginner: counts every hypothesis the facts allow the same, reads nothing
//!   into the Murderer's intimidations, and plays four moves in five as `standard` would
//!   with that belief, the others any legal move (the accusation too).
//! - `standard`: plans the investigation that sharpens its belief the most — the questions
//!   that split the suspects best, the Surveillance that splits the motives best, a witness
//!   the Murderer silenced comforted at a Hospital to be heard — counting every hypothesis
//!   the facts allow, each a little less likely the more of the civilians the table saw
//!   intimidated would have been the Murderer's own liars ([`NOTICING`]). It accuses the
//!   likeliest pair most often and a close one now and then ([`HUNCH`]), so a Murderer can't
//!   count on staying second. With nothing left to learn and an action left where a Fire
//!   Station stands, it takes the Fire Station's token and moves into its own block the
//!   civilians of that group the Murderer could kill next (nobody in the marker's block can
//!   be murdered).
//! - `hard`: reads the Murderer's choices. Each hidden world the public deduction allows is
//!   weighed by the lies it needs (for a Murderer lying at a rate nobody knows), by how
//!   many of the civilians the table saw intimidated would have been the Murderer's own
//!   liars (a careful Murderer silences witnesses it fears; one in ten is taken as
//!   careless), and by how likely a Murderer hiding its pair was to choose, in
//!   that world, the victims and the answers the table saw ([`Belief::read_choices`]); it
//!   plans the investigation that makes its accusation most likely right (the chance the
//!   likeliest pair is the true one after the answers the plan may get), counting that a
//!   witness lies as often as its group may be the Supporters', and accuses the likeliest
//!   pair.

mod investigation;

use investigation::investigate;

use super::belief::{Belief, Lies, Reading, Silencing};
use super::moves::{self, DetectiveMove};
use super::turn::Decision;
use crate::plays::Level;
use crate::rules::intent::motive::may_murder;
use crate::rules::intent::{Action, Block, Civilian, Phase, PublicView};
use rand::Rng;
use rand::seq::IndexedRandom;

/// The Detective's next move at `level`, from the public view alone.
pub fn decide(level: Level, view: &PublicView, rng: &mut impl Rng) -> Decision {
    let options = moves::detective(view);
    if options.is_empty() {
        return Decision::Pass;
    }
    if level == Level::Easy && !rng.random_bool(BEGINNER_SEES) {
        return easy(view, &options, rng);
    }
    let belief = || believe(level, view);
    match view.phase {
        Phase::Detective if view.clearing.is_some() => displace(view, &options),
        Phase::Detective if view.building_due || view.agent_due => pick(&options, rng),
        Phase::Detective if view.investigation.fire_station().is_some() => {
            let belief = belief();
            shelter(view, &belief).unwrap_or_else(|| investigate(view, level, || belief))
        }
        Phase::Detective => investigate(view, level, belief),
        _ => city(view, level, belief, rng),
    }
}

/// How often the `easy` Detective plays the move `standard` would (otherwise any legal
/// move): self-play set it so that the `standard` Murderer wins about four games in five
/// to six (at 0.7 it won 90.6 %, at 0.8 86.3 %, 1,000 games each).
const BEGINNER_SEES: f64 = 0.8;

/// How `hard` reads the Murderer's choices. Self-play against the standard Murderer (400
/// games a setting) found the Detective winning 70–74 % for any sharpness from 3 to 30 and
/// a careless share from 0.01 to 0.2, against 64 % without the reading.
const READING: Reading = Reading {
    sharpness: 5.0,
    careless: 0.02,
};

/// How `hard` reads the Murderer's intimidations ([`Silencing`]). Self-play against the
/// standard Murderer (who silences the truthful witnesses nearest its next victim), 500
/// games a setting on `--seed` 11 and 12: 53 % of games won without the reading; with every
/// Murderer taken as careful, 68 % at a slip of 0.3, 71 % at 0.1, 78 % at 0.02, 80 % at
/// 0.001. But then a Murderer who silences its own liars now and then (the easy one often
/// does) hides behind them: over 1,000 games (`--seed 2026`) the easy Murderer won 24.0 %,
/// more than the standard one's 21.3 %. Taking some Murderers as careless, and planning
/// with each group's chance of being the Supporters from the same belief (the Murderer's
/// wins, easy and standard): one in a hundred 22.3 and 24.6 % (without the groups' chances),
/// one in twenty 18.6 and 22.1 %, one in ten 19.3 and 23.5 %, and with [`investigation::SUPPORTERS_LIE`]
/// at 1 as well 18.2 and 23.8 % (18.2 and 22.9 % on `--seed 11`, 19.2 and 22.0 % on 12).
const SILENCING: Silencing = Silencing {
    careful: 0.9,
    slip: 0.001,
};

/// How `standard` reads the Murderer's intimidations: as a Murderer who is careful half the
/// time and slips one time in ten, far less sure than `hard` ([`SILENCING`]) — a player who
/// notices whom the Murderer silenced without building on it. Self-play (`--seed 2026`), the
/// Detective's wins: against the easy Murderer (1,000 games) 70.8 % without the reading,
/// 76.0 % with it, 75.5 % careful at 0.7 slipping at 0.05; against the hard Murderer (400
/// games) 4.0 % without it, 7.5 % with it, 13.2 % with [`HUNCH`] besides.
const NOTICING: Silencing = Silencing {
    careful: 0.5,
    slip: 0.1,
};

/// How firmly `standard` names the likeliest pair: each pair with a chance in proportion to
/// its weight to this power. Against a Murderer who plays the game out against the
/// `standard` Detective and keeps its pair just behind the likeliest (the hard one), always
/// naming the likeliest won 7.5 % of 400 games, this 13.2 %; against the easy Murderer it
/// costs little (76.0 % and 73.5 % of 1,000 games, within the noise of each other).
const HUNCH: f64 = 4.0;

/// What the Detective at `level` believes: every hypothesis counted the same at `easy`,
/// read with [`NOTICING`] at `standard`; at `hard` each weighed by the lies it needs for a
/// Murderer lying at a rate nobody knows (self-play chose it: against the hard Murderer it
/// won 54 % of games where a fixed rate won 47 % to 54 %), by the civilians it would have
/// had to intimidate among its own liars ([`SILENCING`]), and by how likely its Murderer
/// was to choose the victims and the answers it chose ([`Belief::read_choices`]).
fn believe(level: Level, view: &PublicView) -> Belief {
    match level {
        Level::Hard => {
            let mut belief = Belief::of(&view.notebook, Lies::Unknown, Some(SILENCING));
            belief.read_choices(&view.notebook, READING);
            belief
        }
        Level::Standard => Belief::of(&view.notebook, Lies::Counted, Some(NOTICING)),
        Level::Easy => Belief::of(&view.notebook, Lies::Counted, None),
    }
}

/// Where the Detective marker starts at `level`: a central block (from where every block is
/// near), or anywhere at `easy`.
pub fn start(level: Level, rng: &mut impl Rng) -> Block {
    match level {
        Level::Easy => rng.random_range(0..16),
        _ => 5,
    }
}

fn to_decision(option: &DetectiveMove) -> Decision {
    match option {
        DetectiveMove::Act(action) => Decision::Act(action.clone()),
        DetectiveMove::Ask(c, t) => Decision::Ask(*c, *t),
    }
}

fn pick(options: &[DetectiveMove], rng: &mut impl Rng) -> Decision {
    options.choose(rng).map_or(Decision::Pass, to_decision)
}

/// Any legal move. In the City phase the phase's end is as likely as all the moves
/// together, so a random Detective doesn't walk civilians about for ever.
fn easy(view: &PublicView, options: &[DetectiveMove], rng: &mut impl Rng) -> Decision {
    if view.phase == Phase::City && rng.random_bool(0.5) {
        let ends: Vec<DetectiveMove> = options
            .iter()
            .filter(|o| matches!(o, DetectiveMove::Act(Action::Round | Action::Accuse(..))))
            .cloned()
            .collect();
        return pick(&ends, rng);
    }
    if view.phase == Phase::Detective && view.clearing.is_none() && rng.random_bool(0.2) {
        return Decision::Act(Action::City);
    }
    pick(options, rng)
}

/// Initial Response: each civilian goes where the most witnesses already stand, so one
/// Questioning reaches more of them.
fn displace(view: &PublicView, options: &[DetectiveMove]) -> Decision {
    let city = &view.notebook.city;
    let witnesses = |b: Block| {
        city.civilians_in(b)
            .filter(|&c| !city.intimidated(c))
            .count()
    };
    options
        .iter()
        .max_by_key(|o| match o {
            DetectiveMove::Act(Action::Displace(_, b)) => witnesses(*b),
            _ => 0,
        })
        .map_or(Decision::Pass, to_decision)
}

/// The City phase: no civilian moved; the next round, or the accusation after the last
/// murder: the pair `standard` has a hunch for ([`HUNCH`]), the likeliest pair otherwise.
fn city(
    view: &PublicView,
    level: Level,
    belief: impl FnOnce() -> Belief,
    rng: &mut impl Rng,
) -> Decision {
    if view.victims.len() < view.victim_limit {
        return Decision::Act(Action::Round);
    }
    let belief = belief();
    let named = match level {
        Level::Standard => belief.hunch(HUNCH, rng),
        _ => belief.likeliest(rng),
    };
    match named {
        Some((c, m)) => Decision::Act(Action::Accuse(c, m)),
        // Nothing fits the facts (it can't happen in an honest game): name anyone.
        None => moves::accusations(view)
            .into_iter()
            .next()
            .map_or(Decision::Pass, Decision::Act),
    }
}

/// The Fire Station's move worth making now: a civilian of the drawn group, not moved yet,
/// into the marker's block (nobody there can be murdered next round), the one the most
/// likely hypotheses would let the Murderer kill now. `None` when nobody it could kill may
/// come: the action is then over.
fn shelter(view: &PublicView, belief: &Belief) -> Option<Decision> {
    let city = &view.notebook.city;
    let threat = |victim: Civilian| -> f64 {
        belief
            .pairs
            .iter()
            .filter(|&&(m, motive, _)| may_murder(city, motive, m, m, victim).is_ok())
            .map(|&(_, _, w)| w)
            .sum()
    };
    moves::fire_station_moves(view)
        .into_iter()
        .filter_map(|action| match action {
            Action::Move(c, to) if to == view.detective => Some((threat(c), action)),
            _ => None,
        })
        .filter(|&(threat, _)| threat > 0.0)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, action)| Decision::Act(action))
}
