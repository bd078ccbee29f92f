//! Keystone Crimewave on the console: the crooks and their Traits, the Master Plan, then one
//! roll at a time through the six-dice resolver (ruling 32, docs/rulings.md), rolled here or typed from the
//! physical dice, with the pairing shown before it is recorded.

mod plan;
mod roll;
mod setup;

use super::session::{self, Session};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;
use crate::rules::keystone::{
    Action as KeystoneAction, BothEnds, DieColour, Intent, Keystone, KeystoneView, Stage,
    check_complexity, odds,
};
use iced::{Element, Task};
pub use roll::Odds;
use std::collections::{BTreeMap, BTreeSet};

/// The Keystone Crimewave screen: the game and the forms being filled in.
#[derive(Debug, Clone)]
pub struct Screen {
    session: Session<Keystone>,
    setup: setup::Form,
    plan: plan::Form,
    roll: roll::Form,
    /// Odds already worked out, by the tokens due.
    odds: BTreeMap<Tokens, [u32; 4]>,
    /// Odds being worked out (or given up on), so each is asked for once.
    asked: BTreeSet<Tokens>,
    /// What the rules said about the last attempt, or what was just done.
    status: Option<Msg>,
}

/// What the player did on the Keystone Crimewave screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A crook's name (seat, name).
    CrookNamed(usize, String),
    /// One more crook at the table.
    AddCrook,
    /// The last crook leaves the setup form.
    RemoveCrook,
    /// A Trait's name (crook, Trait, name).
    TraitNamed(usize, usize, String),
    /// A Trait's bonus tokens (crook, Trait, tokens).
    TraitBonusChosen(usize, usize, u8),
    /// A Trait's Hassle trigger in words (crook, Trait, trigger).
    TraitTriggerTyped(usize, usize, String),
    /// One more Trait for this crook.
    AddTrait(usize),
    /// The crook's last Trait leaves the form.
    RemoveTrait(usize),
    /// Hassle tokens when a trigger fires and the table also says hassled (house rule).
    TriggerTokensChosen(u8),
    /// Which endgame counts when both arrive on one roll (house rule).
    BothEndsChosen(BothEnds),
    /// Start the caper with the setup form.
    Start,
    /// The kind of caper.
    CaperTyped(String),
    /// The caper's complexity (number of phases).
    ComplexityChosen(u8),
    /// The roll-off winner, by seat.
    StarterChosen(usize),
    /// Roll the planning roll-off in the app (ties reroll).
    RollOff,
    /// Record the caper, its complexity and who plans first.
    ChooseCaper,
    /// The next phase's critical task.
    TaskTyped(String),
    /// The crook the next phase's task goes to.
    TaskCrookChosen(usize),
    /// The Commenter's element for the next phase.
    ElementTyped(String),
    /// Add the phase to the Master Plan.
    AddPhase,
    /// The crook taking a turn, by seat.
    RollerChosen(usize),
    /// Focus, Assist or Prepare.
    IntentChosen(Intent),
    /// A Trait used for this roll, on or off (by index on the sheet).
    TraitUsed(usize, bool),
    /// The white dice as typed (three faces, e.g. "632").
    WhiteTyped(String),
    /// The black dice as typed.
    BlackTyped(String),
    /// Roll the six dice in the app.
    RollDice,
    /// Tokens on one die (colour, rank 0–2 after sorting, count typed).
    TokensTyped(DieColour, usize, String),
    /// Go back to the resolver's suggested token placement.
    SuggestPlacement,
    /// An active trigger the raw dice show, as the table judges (Trait index, fired).
    TriggerFired(usize, bool),
    /// Record the roll.
    RecordRoll,
    /// The odds for these tokens are known (counts of rolls keeping 3, 2, 1, 0 white dice).
    OddsWorkedOut(Tokens, Option<[u32; 4]>),
    /// Undo, redo or a jump in the history.
    History(session::Message),
    /// Back to the home screen.
    Home,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

/// Trait and Hassle tokens due on a roll.
type Tokens = (u32, u32);

/// Odds are worked out up to this many tokens in all: each extra token multiplies the ways
/// to place them, and more than this is rare at the table.
const ODDS_TOKENS: u32 = 6;

/// The exact odds for these tokens, worked out on a thread of its own: 46,656 rolls take
/// about a second in a debug build, too long to hold up the screen.
async fn work_out_odds((traits, hassles): Tokens) -> Option<[u32; 4]> {
    let clamp = |n: u32| u8::try_from(n).unwrap_or(u8::MAX);
    crate::ui::background::off_ui_thread(move || odds(clamp(traits), clamp(hassles))).await
}

impl Screen {
    /// The screen for an open game.
    pub fn new(session: Session<Keystone>) -> Self {
        let mut screen = Self {
            session,
            setup: setup::Form::default(),
            plan: plan::Form::default(),
            roll: roll::Form::default(),
            odds: BTreeMap::new(),
            asked: BTreeSet::new(),
            status: None,
        };
        screen.fresh_forms();
        screen
    }

    /// What the table window shows.
    pub fn public(&self) -> KeystoneView {
        self.session.game().public_view()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::CrookNamed(..)
            | Message::AddCrook
            | Message::RemoveCrook
            | Message::TraitNamed(..)
            | Message::TraitBonusChosen(..)
            | Message::TraitTriggerTyped(..)
            | Message::AddTrait(_)
            | Message::RemoveTrait(_)
            | Message::TriggerTokensChosen(_)
            | Message::BothEndsChosen(_) => self.setup.update(message),
            Message::Start => self.act(KeystoneAction::Setup(self.setup.to_setup())),
            Message::RollOff => {
                self.status = Some(self.plan.roll_off(self.session.game().crooks()));
            }
            Message::ChooseCaper => {
                let action = self.plan.caper_action();
                self.act(action);
            }
            Message::AddPhase => {
                let action = self.plan.phase_action();
                self.act(action);
            }
            Message::CaperTyped(_)
            | Message::ComplexityChosen(_)
            | Message::StarterChosen(_)
            | Message::TaskTyped(_)
            | Message::TaskCrookChosen(_)
            | Message::ElementTyped(_) => self.plan.update(message),
            Message::RecordRoll => match self.roll.action(self.session.game()) {
                Ok(action) => self.act(action),
                Err(problem) => self.status = Some(problem),
            },
            Message::RollDice => {
                self.roll.roll_dice(&mut rand::rng());
            }
            Message::RollerChosen(_)
            | Message::IntentChosen(_)
            | Message::TraitUsed(..)
            | Message::WhiteTyped(_)
            | Message::BlackTyped(_)
            | Message::TokensTyped(..)
            | Message::SuggestPlacement
            | Message::TriggerFired(..) => self.roll.update(message, self.session.game()),
            Message::History(message) => {
                self.status = self.session.update(message);
                self.fresh_forms();
            }
            Message::OddsWorkedOut(tokens, counts) => {
                if let Some(counts) = counts {
                    self.odds.insert(tokens, counts);
                }
            }
            Message::Home => return Action::Home,
        }
        self.ask_for_odds()
    }

    /// What the screen needs once it is showing: the odds for a caper resumed in play.
    pub fn opened(&mut self) -> Action {
        self.ask_for_odds()
    }

    /// Starts working out the odds for the roll being entered, if they aren't known yet.
    fn ask_for_odds(&mut self) -> Action {
        let game = self.session.game();
        let tokens = self.roll.tokens_due(game);
        if game.stage() != Stage::Play
            || tokens.0 + tokens.1 > ODDS_TOKENS
            || !self.asked.insert(tokens)
        {
            return Action::None;
        }
        Action::Run(Task::perform(work_out_odds(tokens), move |counts| {
            Message::OddsWorkedOut(tokens, counts)
        }))
    }

    fn act(&mut self, action: KeystoneAction) {
        // The rules' answer is the transcript's English; the screen says the same from the
        // rules' messages: a caper's complexity warning, a roll's table result.
        let warning = match &action {
            KeystoneAction::PlanCaper { complexity, .. } => {
                check_complexity(*complexity, self.session.game().crooks().len())
                    .ok()
                    .flatten()
            }
            _ => None,
        };
        let rolled = matches!(action, KeystoneAction::Roll(_));
        match self.session.act(action) {
            Ok(_) => {
                let game = self.session.game();
                let view = game.public_view();
                // Say what comes next: planning is a sequence the table may not know by heart.
                let next = match game.stage() {
                    Stage::Planning if game.plan().complexity == 0 => msg!("keystone-next-caper"),
                    Stage::Planning if game.plan().phases.is_empty() => {
                        msg!("keystone-next-phase-1")
                    }
                    Stage::Planning => msg!("keystone-next-phase"),
                    Stage::Play if view.round == 1 && game.points() == (0, 0) => {
                        msg!("keystone-next-round-1")
                    }
                    _ => msg!("keystone-recorded"),
                };
                self.status = Some(match (warning, view.last_roll.filter(|_| rolled)) {
                    (Some(note), _) => msg!("keystone-with-note", next = next, note = note),
                    (None, Some(roll)) => match game.stage() {
                        Stage::Over(ending) => msg!(
                            "keystone-roll-ended",
                            row = roll.resolution.row.words(),
                            ending = ending.words()
                        ),
                        _ => roll.resolution.row.words(),
                    },
                    (None, None) => next,
                });
                self.fresh_forms();
            }
            Err(refusal) => self.status = Some(refusal.reason().clone()),
        }
    }

    /// Empties the forms that depend on the game's moment (after an action, undo or redo).
    fn fresh_forms(&mut self) {
        let game = self.session.game();
        self.plan.next_phase(game);
        self.roll = roll::Form::next_turn(game);
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let status = self.status.as_ref().map(Msg::now).unwrap_or_default();
        let body = match game.stage() {
            Stage::Setup => self.setup.view(status),
            Stage::Planning => self.plan.view(game, status),
            Stage::Play | Stage::Over(_) => {
                let tokens = self.roll.tokens_due(game);
                let odds = if tokens.0 + tokens.1 > ODDS_TOKENS {
                    Odds::TooMany
                } else {
                    self.odds
                        .get(&tokens)
                        .map_or(Odds::Working, |&c| Odds::Known(c))
                };
                self.roll.view(game, status, odds)
            }
        };
        self.session.frame(body, Message::History, Message::Home)
    }
}
