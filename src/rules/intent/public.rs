//! What the table screen shows: the city, the victims and every answer, never a secret.

use super::catalogue::{Civilian, Group, Motive, Trait};
use super::city::{Block, Building, Layout, all_blocks, block_msg};
use super::detective;
use super::investigation::{Investigation, Left, Try};
use super::notebook::Notebook;
use super::{Deed, Fact, IntentToKill, Mode, Outcome, Phase};
use crate::i18n::Msg;
use crate::msg;
use serde::Serialize;

/// A civilian card as the table sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Card {
    /// Which card.
    pub civilian: Civilian,
    /// Its occupation as printed.
    pub name: Msg,
    /// Its printed traits in words (`Outcasts, F, 60, M, medium`).
    pub traits: Msg,
    /// Whether it lies intimidated side up.
    pub intimidated: bool,
}

impl Card {
    fn new(civilian: Civilian, intimidated: bool) -> Self {
        Card {
            civilian,
            name: civilian.msg(),
            traits: civilian.traits(),
            intimidated,
        }
    }
}

/// One block of the city.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicBlock {
    /// 0–15.
    pub block: Block,
    /// The label on the board.
    pub name: Msg,
    /// The civilians standing there.
    pub civilians: Vec<Card>,
    /// Building markers there.
    pub buildings: Vec<Building>,
    /// The crime scene card's number (1–5) if one lies there.
    pub crime_scene: Option<usize>,
    /// Whether a Curfew protects it.
    pub curfew: bool,
}

/// A crime scene card on the board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicScene {
    /// Its number, 1–5.
    pub number: usize,
    /// Where it lies.
    pub block: Block,
    /// The bodies in its Victim-area slot (several after a Homemade Bomb; which one counted
    /// stays secret).
    pub bodies: Vec<Card>,
}

/// An answer the Detective heard, as the table saw it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicAnswer {
    /// The round it was given in.
    pub round: u32,
    /// Who was surveilled or questioned.
    pub civilian: Civilian,
    /// The question, for questioning; `None` for Surveillance.
    pub about: Option<Trait>,
    /// Yes or no.
    pub answer: bool,
    /// The exchange in words.
    pub words: Msg,
}

/// Everything the table may see, and nothing else.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    /// Logic or Intuition.
    pub mode: Mode,
    /// The layout played.
    pub layout: Layout,
    /// The motive cards in play.
    pub motives_in_play: Vec<Motive>,
    /// The round (0 in setup).
    pub round: u32,
    /// The phase.
    pub phase: Phase,
    /// What the table does next.
    pub expected: Msg,
    /// The 16 blocks.
    pub city: Vec<PublicBlock>,
    /// The Detective marker's block.
    pub detective: Block,
    /// Building markers still in the city.
    pub buildings: Vec<(Building, Block)>,
    /// The bodies in the order they fell.
    pub victims: Vec<Card>,
    /// The crime scenes in the order they were placed.
    pub crime_scenes: Vec<PublicScene>,
    /// How many victims end the game.
    pub victim_limit: usize,
    /// Refusals to murder so far (a second one loses).
    pub refusals: u8,
    /// Blocks under Stubborn Witnesses.
    pub stubborn_witnesses: Vec<Block>,
    /// Groups on Union Strike.
    pub union_strike: Vec<Group>,
    /// Social groups whose token has been drawn from the stack (never the Supporters).
    pub tokens_drawn: Vec<Group>,
    /// The Person of Interest's group, once Criminal Profiling named it.
    pub profiled_group: Option<Group>,
    /// Motives Full Confession ruled out.
    pub confessed_not: Vec<Motive>,
    /// Every Surveillance and questioning answer, in order.
    pub log: Vec<PublicAnswer>,
    /// The most recent answer.
    pub latest: Option<PublicAnswer>,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
    /// The crime scene whose civilians the Initial Response still has to move, if any.
    pub clearing: Option<Block>,
    /// Where a civilian on that crime scene may be moved to.
    pub displace_to: Vec<Block>,
    /// What the Detective has done this Detective phase, in order.
    pub deeds: Vec<Deed>,
    /// The investigation as the engine referees it: a Detective played by Alibi, and the
    /// open protocol's list of legal lines, ask it what the rules allow.
    pub investigation: Investigation,
    /// What the Detective has left this Detective phase ("1 movement point, 1 action").
    pub left: Left,
    /// The civilian the Surveillance token lies on (`None`: the Detective holds it).
    pub surveillance: Option<Civilian>,
    /// Civilians who already answered a question this Detective phase.
    pub questioned: Vec<Civilian>,
    /// Social-group tokens drawn this City phase (the first is the Murderer's, the second
    /// the Detective's).
    pub city_draws: u8,
    /// Tokens put into the box: nobody of their group was left in the city when drawn.
    pub boxed: Vec<Group>,
    /// The social-group token drawn last.
    pub last_token: Option<Group>,
    /// The tokens drawn this City phase: out of the stack until the phase ends.
    pub out: Vec<Group>,
    /// Civilians moved since the last token of this City phase (each moves once per mover).
    pub moved: Vec<Civilian>,
    /// Split Second: a building must leave the city before the investigation.
    pub building_due: bool,
    /// The Street with No Name: the Detective still picks the undercover agent this phase.
    pub agent_due: bool,
    /// Every public fact the deduction reads (what a Detective played by Alibi deduces from).
    pub notebook: Notebook,
}

impl PublicView {
    /// Whether the Detective may do `what` now, and why not, as the engine would say it: the
    /// investigation's rules asked of the table's view alone (the same check the engine makes
    /// before it takes a step), so a screen drawn from this view offers what the engine takes.
    pub fn may_investigate(&self, what: Try) -> Result<(), Msg> {
        detective::reached(
            self.phase,
            self.clearing,
            self.building_due,
            msg!("intent-doing-investigation"),
        )
        .map_err(|refusal| refusal.0)?;
        self.investigation
            .check(&self.notebook.city, what)
            .map(|_| ())
    }

    /// Whether the Detective's investigation is under way: the Initial Response over, Split
    /// Second's building gone and The Street with No Name's agent picked (then what is
    /// [`left`](Self::left) is what the Detective does next).
    pub fn investigating(&self) -> bool {
        self.phase == Phase::Detective
            && self.clearing.is_none()
            && !self.building_due
            && !self.agent_due
    }
}

/// An answer the table heard, from the fact that records it (`None` for a murder).
fn answer(fact: &Fact) -> Option<PublicAnswer> {
    match fact {
        Fact::Murder { .. } => None,
        Fact::Surveillance {
            round,
            civilian,
            answer,
            ..
        } => Some(PublicAnswer {
            round: *round,
            civilian: *civilian,
            about: None,
            answer: *answer,
            words: msg!(
                "intent-log-surveillance",
                civilian = civilian.msg(),
                answer = yes_no(*answer)
            ),
        }),
        Fact::Answer {
            round,
            civilian,
            about,
            answer,
        } => Some(PublicAnswer {
            round: *round,
            civilian: *civilian,
            about: Some(*about),
            answer: *answer,
            words: msg!(
                "intent-log-answer",
                civilian = civilian.msg(),
                question = about.question(),
                answer = yes_no(*answer)
            ),
        }),
    }
}

/// Every answer and every murder the table has been shown, oldest first, one line each
/// ("R2: Surveillance on the Nurse: no", "Murder 2: the Nurse in 5 Downtown"): what an undo
/// that takes one back leaves as a correction.
pub(super) fn log_lines(game: &IntentToKill) -> Vec<Msg> {
    let mut murders = 0;
    game.facts
        .iter()
        .map(|fact| match fact {
            Fact::Murder { before, bodies, .. } => {
                murders += 1;
                let mut bodies = bodies.clone();
                bodies.sort();
                let block = bodies
                    .first()
                    .and_then(|&c| before.block_of(c))
                    .map_or_else(|| Msg::raw("?"), block_msg);
                msg!(
                    "intent-log-murder",
                    number = murders,
                    civilians = super::list(bodies.iter().map(|c| c.msg()), "intent-list-and"),
                    block = block
                )
            }
            fact => answer(fact).map_or_else(
                || Msg::raw(""),
                |a| msg!("intent-table-log-line", round = a.round, words = a.words),
            ),
        })
        .collect()
}

fn yes_no(answer: bool) -> Msg {
    if answer {
        msg!("intent-answer-yes")
    } else {
        msg!("intent-answer-no")
    }
}

/// Builds the table's view.
pub(super) fn view(game: &IntentToKill) -> PublicView {
    let city = &game.city;
    let blocks = all_blocks()
        .map(|block| PublicBlock {
            block,
            name: block_msg(block),
            civilians: city
                .civilians_in(block)
                .map(|c| Card::new(c, city.intimidated(c)))
                .collect(),
            buildings: city
                .buildings()
                .iter()
                .filter(|(_, b)| *b == block)
                .map(|(kind, _)| *kind)
                .collect(),
            crime_scene: city
                .crime_scenes()
                .iter()
                .position(|&b| b == block)
                .map(|i| i + 1),
            curfew: city.under_curfew(block),
        })
        .collect();
    let scenes: Vec<PublicScene> = city
        .crime_scenes()
        .iter()
        .zip(&game.bodies)
        .enumerate()
        .map(|(i, (&block, bodies))| {
            let mut cards: Vec<Card> = bodies.iter().map(|&c| Card::new(c, false)).collect();
            // A bomb's bodies in catalogue order, so their order can't betray the victim.
            if cards.len() > 1 {
                cards.sort_by_key(|c| c.civilian);
            }
            PublicScene {
                number: i + 1,
                block,
                bodies: cards,
            }
        })
        .collect();
    let log: Vec<PublicAnswer> = game.facts.iter().filter_map(answer).collect();
    PublicView {
        mode: game.mode,
        layout: game.layout,
        motives_in_play: game.motives.clone(),
        round: game.round,
        phase: game.phase,
        expected: game.expected(),
        city: blocks,
        detective: city.detective(),
        buildings: city.buildings().to_vec(),
        victims: scenes.iter().flat_map(|s| s.bodies.clone()).collect(),
        crime_scenes: scenes,
        victim_limit: city.limit(),
        refusals: game.refusals,
        stubborn_witnesses: all_blocks()
            .filter(|&b| game.investigation.stubborn(b))
            .collect(),
        union_strike: Group::ALL
            .into_iter()
            .filter(|&g| game.investigation.on_strike(g))
            .collect(),
        tokens_drawn: Group::ALL
            .into_iter()
            .filter(|g| game.tokens & g.bit() != 0)
            .collect(),
        profiled_group: game.poi_group,
        confessed_not: game.confessed.clone(),
        latest: log.last().cloned(),
        log,
        outcome: game.outcome,
        clearing: game.clearing.filter(|&b| city.crowd(b) > 0),
        displace_to: game.displacement_targets(),
        deeds: game.investigation.deeds.clone(),
        investigation: game.investigation.clone(),
        left: game.left(),
        surveillance: game.investigation.token,
        questioned: city
            .civilians()
            .filter(|&c| game.investigation.questioned(c))
            .collect(),
        city_draws: game.city_draws,
        boxed: Group::ALL
            .into_iter()
            .filter(|g| game.boxed & g.bit() != 0)
            .collect(),
        last_token: game.last_token,
        out: Group::ALL
            .into_iter()
            .filter(|g| game.phase == Phase::City && game.out & g.bit() != 0)
            .collect(),
        moved: city.civilians().filter(|&c| game.has_moved(c)).collect(),
        building_due: game.building_due(),
        agent_due: game.agent_due(),
        notebook: game.notebook(),
    }
}
