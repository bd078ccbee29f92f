//! Intent to Kill: the Murderer kills five civilians by a secret motive while the Detective
//! questions witnesses and uses Surveillance. How a table uses it: `docs/intent-to-kill.md`.
//!
//! The engine is the fold of [`Action`]s: setup lines, then rounds of Murderer → Detective →
//! City phases. It knows the secrets (Murderer, Person of Interest, motive, Supporters) and
//! keeps them out of [`PublicView`]; [`IntentToKill::exposure`] tells the Murderer how much the
//! public facts already give away.

mod action;
pub mod advice;
mod answer;
pub mod audit;
pub mod catalogue;
pub mod changes;
pub mod city;
pub mod deduction;
mod detective;
mod guard;
pub mod imagined;
pub mod investigation;
pub mod motive;
pub mod notebook;
pub mod public;
pub mod recap;
mod round;
pub mod setup;
mod stack;

pub use action::{Action, Effect, HouseRule, Mode, Phase};
pub use answer::Answer;
pub use audit::Audit;
pub use catalogue::{Age, Build, Civilian, Group, Height, Motive, Sex, Trait};
pub use city::{Block, Building, City, Layout};
pub use deduction::Exposure;
pub use investigation::{Deed, Investigation, Kind, Left, Try};
pub use motive::Breach;
pub use notebook::Notebook;
pub use public::PublicView;
pub use setup::deal;

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Refusal, Rules};
use serde::{Deserialize, Serialize};

/// Things said as one list: "a, b and c" — the message `last` joins the last two
/// (`intent-list-and`, `intent-list-or`; its arguments `first` and `rest`), a comma the others.
/// Nothing at all for no things.
pub fn list(items: impl IntoIterator<Item = Msg>, last: &'static str) -> Msg {
    let mut items: Vec<Msg> = items.into_iter().collect();
    let Some(mut said) = items.pop() else {
        return Msg::raw("");
    };
    if let Some(before) = items.pop() {
        said = Msg::new(last).arg("first", before).arg("rest", said);
    }
    while let Some(before) = items.pop() {
        said = msg!("intent-list-comma", first = before, rest = said);
    }
    said
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The accusation named the Murderer and the motive.
    DetectiveWins,
    /// The accusation missed.
    MurdererWins,
    /// The Murderer refused to murder a second time.
    MurdererLoses,
}

impl Outcome {
    /// The result as transcripts write it.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::DetectiveWins => "detective wins",
            Outcome::MurdererWins => "murderer wins",
            Outcome::MurdererLoses => "murderer loses",
        }
    }

    /// The result in a few words ("murderer wins"); of no outcome yet, "ended".
    pub fn msg(outcome: Option<Outcome>) -> Msg {
        match outcome {
            Some(Outcome::DetectiveWins) => msg!("intent-outcome-detective-wins"),
            Some(Outcome::MurdererWins) => msg!("intent-outcome-murderer-wins"),
            Some(Outcome::MurdererLoses) => msg!("intent-outcome-murderer-loses"),
            None => msg!("intent-outcome-none"),
        }
    }
}

/// Something that happened which the deduction and the audit read back.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Fact {
    /// A murder, with the city as it was just before it.
    Murder {
        before: City,
        /// The bodies the table sees (one, or several after a Homemade Bomb).
        bodies: Vec<Civilian>,
        /// The body that counts as the victim (secret when there are several).
        victim: Civilian,
    },
    /// A Surveillance answer, with the city as it was when asked.
    Surveillance {
        round: u32,
        at: City,
        civilian: Civilian,
        answer: bool,
    },
    /// A questioning answer.
    Answer {
        round: u32,
        civilian: Civilian,
        about: Trait,
        answer: bool,
    },
}

/// The whole truth of one Intent to Kill game, secrets included.
#[derive(Debug, Clone, PartialEq)]
pub struct IntentToKill {
    mode: Mode,
    layout: Layout,
    dealt: Vec<(Civilian, Block)>,
    murderer: Option<Civilian>,
    poi: Option<Civilian>,
    motives: Vec<Motive>,
    motive: Option<Motive>,
    /// The three tokens offered for the Supporters, when Alibi drew them (secret).
    offered: Option<[Group; 3]>,
    supporters: Option<Group>,
    detective_start: Option<Block>,
    city: City,
    round: u32,
    phase: Phase,
    /// Whether this Murderer phase's intimidation is done.
    intimidated: bool,
    refusals: u8,
    /// Whether the investigation is refereed (a house rule turns it off).
    refereed: bool,
    /// The Detective's investigation: this phase's deeds, the Surveillance token, who has
    /// answered and who won't talk (public).
    investigation: Investigation,
    /// The new crime scene whose civilians the Initial Response must move (not in D.O.A.).
    clearing: Option<Block>,
    /// Social-group tokens drawn this City phase: the first is the Murderer's, the second
    /// the Detective's (public).
    city_draws: u8,
    /// Tokens drawn this City phase: out of the stack until the phase ends (public).
    out: u16,
    /// Tokens put into the box because nobody of their group was left in the city (public).
    boxed: u16,
    /// The social-group token drawn last (public).
    last_token: Option<Group>,
    /// Civilians moved since the last token of this City phase (public).
    moved: u64,
    /// Whether this Detective phase's Split Second building has left.
    building_removed: bool,
    /// Social groups whose token was drawn from the stack (public).
    tokens: u16,
    /// The Person of Interest's group, once Criminal Profiling named it (public).
    poi_group: Option<Group>,
    /// Motives Full Confession named as not the Murderer's (public).
    confessed: Vec<Motive>,
    agent: Option<Civilian>,
    /// The bodies of each crime scene, in order.
    bodies: Vec<Vec<Civilian>>,
    facts: Vec<Fact>,
    outcome: Option<Outcome>,
}

impl IntentToKill {
    /// The mode chosen in setup.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The layout chosen in setup.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The board as it stands.
    pub fn city(&self) -> &City {
        &self.city
    }

    /// The round number (0 during setup).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The motives in play (public).
    pub fn motives(&self) -> &[Motive] {
        &self.motives
    }

    /// The 20 civilians dealt and the block each was placed in (public: the Detective lays
    /// them out), in the order they were placed.
    pub fn dealt(&self) -> &[(Civilian, Block)] {
        &self.dealt
    }

    /// The secret Murderer, once set up (for the Murderer's console only).
    pub fn murderer(&self) -> Option<Civilian> {
        self.murderer
    }

    /// The secret Person of Interest (Murderer's console only).
    pub fn poi(&self) -> Option<Civilian> {
        self.poi
    }

    /// The secret motive (Murderer's console only).
    pub fn motive(&self) -> Option<Motive> {
        self.motive
    }

    /// The three Social Group tokens Alibi drew for the Supporters, if it drew them
    /// (Murderer's console only).
    pub fn offered(&self) -> Option<[Group; 3]> {
        self.offered
    }

    /// The secret Supporters (Murderer's console only).
    pub fn supporters(&self) -> Option<Group> {
        self.supporters
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has reached its last murder (5, or 4 after the FBI agent died).
    pub fn last_murder_done(&self) -> bool {
        self.city.victims().len() >= self.city.limit()
    }

    /// Whether `civilian` may be murdered right now, and if not, the condition it breaks.
    /// Before setup is complete this is always `Err(Breach::Gone)`.
    pub fn may_murder(&self, civilian: Civilian) -> Result<(), Breach> {
        match (self.motive, self.murderer, self.poi) {
            (Some(motive), Some(murderer), Some(poi)) => {
                motive::may_murder(&self.city, motive, murderer, poi, civilian)
            }
            _ => Err(Breach::Gone),
        }
    }

    /// The civilians the Murderer may kill now, in catalogue order.
    pub fn legal_victims(&self) -> Vec<Civilian> {
        self.city
            .civilians()
            .filter(|c| self.may_murder(*c).is_ok())
            .collect()
    }

    /// The honest Surveillance answer for `civilian` now: base legality, with a forced "No"
    /// for the Murderer's own card and anyone in the Detective's block (ruling 29, docs/rulings.md).
    pub fn surveillance_answer(&self, civilian: Civilian) -> bool {
        self.may_murder(civilian).is_ok()
    }

    /// Whether the civilian may lie when questioned: the Murderer, the Person of Interest or
    /// one of the Supporters.
    pub fn may_lie(&self, civilian: Civilian) -> bool {
        Some(civilian) == self.murderer
            || Some(civilian) == self.poi
            || Some(civilian.group()) == self.supporters
    }

    /// The truthful answer to "Is the Murderer …?" (false before a Murderer is set).
    pub fn truth(&self, about: Trait) -> bool {
        self.murderer.is_some_and(|m| m.has(about))
    }

    /// Why this civilian can't be questioned now, if they can't.
    pub fn unquestionable(&self, civilian: Civilian) -> Option<Msg> {
        self.investigation.unquestionable(&self.city, civilian)
    }

    /// Whether the Detective may do `what` now, and why not: the investigation's rules as
    /// the engine referees them (the phase must have reached its investigation).
    pub fn may_investigate(&self, what: Try) -> Result<(), Msg> {
        detective::investigating(self, msg!("intent-doing-investigation"))
            .map_err(|refusal| refusal.0)?;
        self.investigation.check(&self.city, what).map(|_| ())
    }

    /// The Detective's investigation as it stands (public).
    pub fn investigation(&self) -> &Investigation {
        &self.investigation
    }

    /// What the Detective has left this Detective phase ("1 movement point, 1 action").
    pub fn left(&self) -> Left {
        self.investigation.left(&self.city)
    }

    /// Whether Alibi referees the investigation (a house rule may turn it off).
    pub fn refereed(&self) -> bool {
        self.refereed
    }

    /// The groups whose token could be drawn from the Social Group stack now, when the game
    /// knows the stack (Alibi drew the three tokens offered for the Supporters): the nine,
    /// less those three, those put into the box and those drawn earlier this City phase.
    /// `None` when the players drew the Supporters' tokens by hand.
    pub fn token_stack(&self) -> Option<Vec<Group>> {
        stack::contents(self)
    }

    /// How many civilians the Murderer must still intimidate before the murder (0 once done
    /// or outside the Murderer phase), so a screen can collect exactly that many.
    pub fn intimidation_owed(&self) -> usize {
        round::intimidation_owed(self)
    }

    /// Where a civilian on the new crime scene may be displaced to now (empty when the
    /// Initial Response has nothing left to do).
    pub fn displacement_targets(&self) -> Vec<Block> {
        detective::displacement_targets(self)
    }

    /// Whether the Murderer may set a Homemade Bomb now: Intuition mode, in the Murderer
    /// phase; the victim must still be legal and the block not the Murderer's own.
    pub fn bomb_allowed(&self) -> bool {
        self.mode == Mode::Intuition && self.phase == Phase::Murderer
    }

    /// What the table should do next, in a sentence.
    pub fn expected(&self) -> Msg {
        round::expected(self)
    }

    /// How much the public facts give away: suspects and motives still possible.
    pub fn exposure(&self) -> Exposure {
        deduction::exposure(self)
    }

    /// What the table could have written down: every public fact the deduction reads.
    pub fn notebook(&self) -> Notebook {
        // After a Homemade Bomb, the body that counted is secret: each bomb's slot shows its
        // first body in catalogue order instead.
        let bombs: Vec<(usize, Civilian)> = self
            .facts
            .iter()
            .filter_map(|f| match f {
                Fact::Murder { before, bodies, .. } if bodies.len() > 1 => bodies
                    .iter()
                    .min()
                    .map(|&first| (before.victims().len(), first)),
                _ => None,
            })
            .collect();
        let city = |c: &City| notebook::public_city(c, &bombs);
        let entries = self
            .facts
            .iter()
            .map(|f| match f {
                Fact::Murder { before, bodies, .. } => {
                    let mut bodies = bodies.clone();
                    if bodies.len() > 1 {
                        bodies.sort();
                    }
                    notebook::Entry::Murder {
                        before: city(before),
                        bodies,
                    }
                }
                Fact::Surveillance {
                    round,
                    at,
                    civilian,
                    answer,
                } => notebook::Entry::Surveillance {
                    round: *round,
                    at: city(at),
                    civilian: *civilian,
                    answer: *answer,
                },
                Fact::Answer {
                    round,
                    civilian,
                    about,
                    answer,
                } => notebook::Entry::Answer {
                    round: *round,
                    civilian: *civilian,
                    about: *about,
                    answer: *answer,
                },
            })
            .collect();
        Notebook {
            dealt: self.dealt.iter().map(|(c, _)| *c).collect(),
            motives: self.motives.clone(),
            city: city(&self.city),
            entries,
            tokens: self.tokens,
            profiled_group: self.poi_group,
            confessed_not: self.confessed.clone(),
        }
    }

    /// What the Detective has done this Detective phase, in order.
    pub fn deeds(&self) -> &[Deed] {
        &self.investigation.deeds
    }

    /// Social-group tokens drawn this City phase (the first is the Murderer's, the second
    /// the Detective's).
    pub fn city_draws(&self) -> u8 {
        self.city_draws
    }

    /// Tokens put into the box (nobody of their group was left in the city when drawn).
    pub fn boxed(&self) -> u16 {
        self.boxed
    }

    /// Whether the civilian has moved since this City phase's last token was drawn (each
    /// civilian of the drawn group moves at most once for each mover).
    pub fn has_moved(&self, civilian: Civilian) -> bool {
        self.moved & civilian.bit() != 0
    }

    /// Whether Split Second still wants this Detective phase's building removed.
    pub fn building_due(&self) -> bool {
        self.phase == Phase::Detective && detective::building_due(self)
    }

    /// Whether The Street with No Name still waits for the Detective's undercover agent.
    pub fn agent_due(&self) -> bool {
        self.phase == Phase::Detective && detective::agent_due(self)
    }

    /// The social-group token drawn last, if any.
    pub fn last_token(&self) -> Option<Group> {
        self.last_token
    }

    /// The end-of-game audit (available at any time; the screens show it at the end).
    pub fn audit(&self) -> Audit {
        audit::audit(self)
    }
}

impl Rules for IntentToKill {
    type Action = Action;
    type PublicView = PublicView;
    type Outcome = Answer;

    const GAME: &'static str = "intent-to-kill";

    /// Format 4 referees the Detective's investigation.
    const FORMAT: u32 = 4;

    /// A game saved before Alibi refereed the investigation was played with the table keeping
    /// its count: it opens with that house rule.
    fn upgrade(version: u32) -> Vec<Action> {
        if version < Self::FORMAT {
            vec![Action::Rule(HouseRule::RefereeInvestigation(false))]
        } else {
            Vec::new()
        }
    }

    /// The accusation (or the second refusal) ends the game for good: the secrets are shown.
    fn end_is_final(&self) -> bool {
        self.outcome.is_some()
    }

    fn new() -> Self {
        IntentToKill {
            mode: Mode::Logic,
            layout: Layout::Base,
            dealt: Vec::new(),
            murderer: None,
            poi: None,
            motives: Vec::new(),
            motive: None,
            offered: None,
            supporters: None,
            detective_start: None,
            city: City::new(Layout::Base),
            round: 0,
            phase: Phase::Setup,
            intimidated: false,
            refusals: 0,
            refereed: true,
            investigation: Investigation::default(),
            clearing: None,
            city_draws: 0,
            out: 0,
            boxed: 0,
            last_token: None,
            moved: 0,
            building_removed: false,
            tokens: 0,
            poi_group: None,
            confessed: Vec::new(),
            agent: None,
            bodies: Vec::new(),
            facts: Vec::new(),
            outcome: None,
        }
    }

    fn apply(&mut self, action: &Action) -> Result<Answer, Refusal> {
        // Work on a copy so a refusal halfway through leaves the game untouched.
        let mut next = self.clone();
        let result = if next.phase == Phase::Setup {
            setup::apply(&mut next, action)
        } else {
            round::apply(&mut next, action)
        }?;
        *self = next;
        Ok(result)
    }

    fn describe(&self, action: &Action) -> Msg {
        round::describe(self, action)
    }

    fn ended(&self) -> Option<Msg> {
        self.outcome.map(|outcome| match outcome {
            Outcome::DetectiveWins => msg!("intent-ended-detective-wins"),
            Outcome::MurdererWins => msg!("intent-ended-murderer-wins"),
            Outcome::MurdererLoses => msg!("intent-ended-murderer-loses"),
        })
    }

    fn progress(&self) -> Msg {
        let victims = self.city.victims().len();
        match self.phase {
            Phase::Setup => msg!("intent-progress-setup"),
            Phase::Over => msg!(
                "intent-progress-over",
                victims = victims,
                outcome = Outcome::msg(self.outcome)
            ),
            phase => msg!(
                "intent-progress-round",
                round = self.round,
                phase = phase.msg(),
                victims = victims
            ),
        }
    }

    fn public_view(&self) -> PublicView {
        public::view(self)
    }

    /// The Murderer, the Person of Interest, the motive and the Supporters, once every one
    /// is chosen ("murderer: …; person of interest: …; motive: …; supporters: …").
    fn secrets(&self) -> Option<String> {
        // Sealed once every secret card is chosen: undoing the start of play leaves the same
        // sealed setup standing.
        let chosen = self.murderer.is_some()
            && self.poi.is_some()
            && self.motive.is_some()
            && self.supporters.is_some();
        if self.phase == Phase::Setup && !chosen {
            return None;
        }
        let card = |c: Option<Civilian>| c.map_or_else(|| "none".into(), |c| c.to_string());
        Some(format!(
            "murderer: {}; person of interest: {}; motive: {}; supporters: {}",
            card(self.murderer),
            card(self.poi),
            self.motive.map_or_else(|| "none".into(), |m| m.name()),
            self.supporters.map_or("none", |g| g.name()),
        ))
    }

    /// Every murder and every Surveillance and questioning answer the table was shown
    /// ("Murder 2: the Nurse in 5 Downtown", "R2: …").
    fn public_log(&self) -> Vec<Msg> {
        public::log_lines(self)
    }
}

#[cfg(test)]
mod tests;
