//! A whole game of Intent to Kill between two players that are not people: Alibi's levels,
//! or outside programs (see [`super::external`]). The referee deals the secret setup, asks
//! the side whose turn it is, draws the social-group tokens from its bag, lets the Murderer's
//! side answer each question, hands every decision to the engine, and times each one.

use crate::chance::{self, Draw};
use crate::plays::intent::rollout::Think;
use crate::plays::intent::turn::{self, Decision};
use crate::plays::intent::{detective, murderer};
use crate::plays::{Level, Side, decision_rng};
use crate::rules::Rules;
use crate::rules::intent::{
    Action, Answer, Civilian, IntentToKill, Layout, Mode, Outcome, Phase, PublicView, Trait,
};
use rand::Rng;
use rand::rngs::StdRng;
use std::time::{Duration, Instant};

/// What a player of one side is asked. Built-in levels and outside programs both answer
/// through it; the Detective's side is only ever shown the public view.
pub trait Player {
    /// The Murderer's side: its next move (the game holds the secrets).
    fn murderer(&mut self, game: &IntentToKill, rng: &mut StdRng) -> Result<Decision, Forfeit>;
    /// The Murderer's side: whether the civilian lies to the question.
    fn answer(
        &mut self,
        game: &IntentToKill,
        civilian: Civilian,
        about: Trait,
        rng: &mut StdRng,
    ) -> Result<bool, Forfeit>;
    /// The Detective's side: its next move, from the public view alone.
    fn detective(&mut self, view: &PublicView, rng: &mut StdRng) -> Result<Decision, Forfeit>;
    /// Hears an accepted action and its result, as the player's side may know it (outside
    /// programs follow the game this way; built-in levels read the game itself).
    fn hear(&mut self, _game: &IntentToKill, _action: &Action, _result: &Answer) {}
    /// The engine refused the last decision; `Err` when the player has had enough tries.
    fn refused(&mut self, reason: &str) -> Result<(), Forfeit>;
    /// The game is over.
    fn finish(&mut self, _winner: &str) {}
}

/// A side gave up its game: no answer in time, or too many refused moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forfeit(pub String);

/// One of Alibi's levels as a player, `hard` thinking as long as the second field says.
#[derive(Debug, Clone, Copy)]
pub struct Builtin(pub Level, pub Think);

impl Builtin {
    /// The level thinking as long as Alibi does.
    pub fn new(level: Level) -> Self {
        Builtin(level, Think::DEFAULT)
    }

    /// The level, `hard` thinking `think`.
    pub fn thinking(level: Level, think: Think) -> Self {
        Builtin(level, think)
    }
}

impl Player for Builtin {
    fn murderer(&mut self, game: &IntentToKill, rng: &mut StdRng) -> Result<Decision, Forfeit> {
        Ok(murderer::decide_thinking(self.0, self.1, game, rng))
    }
    fn answer(
        &mut self,
        game: &IntentToKill,
        civilian: Civilian,
        about: Trait,
        rng: &mut StdRng,
    ) -> Result<bool, Forfeit> {
        Ok(murderer::lies_thinking(
            self.0, self.1, game, civilian, about, rng,
        ))
    }
    fn detective(&mut self, view: &PublicView, rng: &mut StdRng) -> Result<Decision, Forfeit> {
        Ok(detective::decide(self.0, view, rng))
    }
    fn refused(&mut self, reason: &str) -> Result<(), Forfeit> {
        // A built-in level only proposes legal moves: a refusal is a bug, and the game
        // stops there rather than loop.
        Err(Forfeit(format!("Alibi proposed a refused move: {reason}")))
    }
}

/// How one game went.
#[derive(Debug, Clone)]
pub struct Played {
    /// Every accepted action, setup included: the game's record.
    pub actions: Vec<Action>,
    /// How it ended; `None` when a side forfeited.
    pub outcome: Option<Outcome>,
    /// The side that forfeited, and why.
    pub forfeit: Option<(Side, Forfeit)>,
    /// Rounds played.
    pub rounds: u32,
    /// The time each decision of the Murderer's side and of the Detective's side took.
    pub times: [Vec<Duration>; 2],
}

impl Played {
    /// The winning side: the Detective for a right accusation or the Murderer's second
    /// refusal, the Murderer otherwise; a forfeit loses.
    pub fn winner(&self) -> Side {
        match (&self.forfeit, self.outcome) {
            (Some((Side::Murderer, _)), _) => Side::Detective,
            (Some(_), _) => Side::Murderer,
            (None, Some(Outcome::DetectiveWins | Outcome::MurdererLoses)) => Side::Detective,
            (None, _) => Side::Murderer,
        }
    }
}

/// Refereed play between two players; `seed` fixes the deal, the bag and every decision.
pub struct Table<'a> {
    game: IntentToKill,
    actions: Vec<Action>,
    murderer: &'a mut dyn Player,
    detective: &'a mut dyn Player,
    seed: u64,
    times: [Vec<Duration>; 2],
}

/// The most actions a game may take before the referee stops it (an honest game takes a
/// few hundred at most).
const MAX_ACTIONS: usize = 3000;

impl<'a> Table<'a> {
    /// Deals a Logic game of the beginner layout, with the Supporters picked by the
    /// standard rule and the Detective starting in a central block.
    pub fn new(murderer: &'a mut dyn Player, detective: &'a mut dyn Player, seed: u64) -> Self {
        let mut table = Table {
            game: IntentToKill::new(),
            actions: Vec::new(),
            murderer,
            detective,
            seed,
            times: [Vec::new(), Vec::new()],
        };
        let mut rng = chance::rng(seed, Draw::Deal, &[]);
        let layout = Layout::Base;
        let motives = layout.motives(Mode::Logic);
        for action in crate::rules::intent::deal(layout, Mode::Logic, &motives, &mut rng) {
            table.record(action);
        }
        if let Some(offered) = table.game.offered() {
            let group = murderer::supporters(Level::Standard, &table.game, offered, &mut rng);
            table.record(Action::Supporters(group));
        }
        table.record(Action::Detective(detective::start(
            Level::Standard,
            &mut rng,
        )));
        table.record(Action::Start);
        table
    }

    /// Takes a setup action the referee itself chose (always legal); the players hear it
    /// as their side may.
    fn record(&mut self, action: Action) {
        let _ = self.take(action);
    }

    fn rng(&self, what: u64) -> StdRng {
        decision_rng(self.seed, self.actions.len() as u64, what)
    }

    /// Plays the game to its end.
    pub fn play(mut self) -> Played {
        let mut murderer_done = false;
        let forfeit = loop {
            if self.actions.len() > MAX_ACTIONS {
                break Some((Side::Detective, Forfeit("the game went on too long".into())));
            }
            let Some(side) = turn::to_act(&self.game, murderer_done) else {
                break None;
            };
            if turn::token_due(&self.game, side) {
                match turn::draw_token(&self.game, self.seed) {
                    Some(group) => {
                        if let Err(reason) = self.take(Action::Token(group)) {
                            let why = format!("the bag's token was refused: {reason}");
                            break Some((side, Forfeit(why)));
                        }
                        continue;
                    }
                    None => break Some((side, Forfeit("the bag is empty".into()))),
                }
            }
            match self.turn(side) {
                Ok(true) => {}
                Ok(false) => murderer_done = true,
                Err(forfeit) => break Some((side, forfeit)),
            }
            if self.game.phase() != Phase::City {
                murderer_done = false;
            }
        };
        let played = Played {
            outcome: self.game.outcome(),
            forfeit,
            rounds: self.game.round(),
            actions: self.actions,
            times: self.times,
        };
        let winner = match played.winner() {
            Side::Detective => "detective",
            _ => "murderer",
        };
        self.murderer.finish(winner);
        self.detective.finish(winner);
        played
    }

    /// Applies a decided action and lets both players hear it.
    fn take(&mut self, action: Action) -> Result<Answer, String> {
        match self.game.apply(&action) {
            Ok(result) => {
                self.murderer.hear(&self.game, &action, &result);
                self.detective.hear(&self.game, &action, &result);
                self.actions.push(action);
                Ok(result)
            }
            Err(refusal) => Err(refusal.to_string()),
        }
    }

    /// One decision of `side`, retried while the player wants to; `Ok(false)` when the
    /// Murderer's City moves are done.
    fn turn(&mut self, side: Side) -> Result<bool, Forfeit> {
        loop {
            let mut rng = self.rng(side as u64);
            let started = Instant::now();
            let decision = match side {
                Side::Murderer => self.murderer.murderer(&self.game, &mut rng)?,
                _ => {
                    let view = self.game.public_view();
                    self.detective.detective(&view, &mut rng)?
                }
            };
            self.times[usize::from(side != Side::Murderer)].push(started.elapsed());
            let asked = matches!(decision, Decision::Ask(..));
            let action = match decision {
                Decision::Pass if side == Side::Murderer && self.game.phase() == Phase::City => {
                    return Ok(false);
                }
                Decision::Pass => {
                    self.player(side)
                        .refused("there is something to do: pass is not a move")?;
                    continue;
                }
                Decision::Act(action) => {
                    match turn::at_the_table(&self.game, self.seed, side, action) {
                        Some(action) => action,
                        None => {
                            self.player(side)
                                .refused("the Social Group stack is empty")?;
                            continue;
                        }
                    }
                }
                Decision::Ask(civilian, about) => {
                    let mut rng = murderer::answer_rng(self.seed, &self.game, civilian, about);
                    let started = Instant::now();
                    let lie = self
                        .murderer
                        .answer(&self.game, civilian, about, &mut rng)?;
                    self.times[0].push(started.elapsed());
                    Action::Question {
                        civilian,
                        about,
                        lie,
                    }
                }
            };
            if side == Side::Detective && !asked && !detective_may(&self.game, &action) {
                let why = format!(
                    "{} belongs to the Murderer's side",
                    self.game.describe(&action)
                );
                self.player(side).refused(&why)?;
                continue;
            }
            match self.take(action) {
                Ok(_) => return Ok(true),
                Err(reason) => {
                    // A refused lie is the Murderer's; anything else is the mover's.
                    self.player(side).refused(&reason)?;
                }
            }
        }
    }

    fn player(&mut self, side: Side) -> &mut dyn Player {
        match side {
            Side::Murderer => &mut *self.murderer,
            _ => &mut *self.detective,
        }
    }
}

/// Whether the Detective's side may send this action: nothing of the Murderer's, no lie.
fn detective_may(game: &IntentToKill, action: &Action) -> bool {
    !matches!(action, Action::Question { lie: true, .. })
        && turn::side_of(game, action) != Some(Side::Murderer)
}

/// Draws a seed for the `index`-th game of a run seeded with `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    decision_rng(seed, index, 0x5e1f).random()
}
