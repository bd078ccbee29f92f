//! One game of Crimewave at the arena's table: Alibi's Killers, the evidence bag, the
//! Investigators' dice, and the Investigators themselves — the simulated table, or an outside
//! program ([`super::external`]) whose seats the referee keeps.

use super::external;
use super::{NAMES, Timing};
use crate::plays::crimewave::Place;
use crate::plays::crimewave::investigators::{self, ACTIONS, Squad, Step};
use crate::plays::crimewave::{Defense, Killers, bag};
use crate::rules::Rules;
use crate::rules::crimewave::deduction::{Deduction, Facts};
use crate::rules::crimewave::{Action, Answer, Crimewave, Evidence, Outcome, PublicView};
use rand::Rng;
use rand::rngs::StdRng;
use std::time::Instant;

/// The game at the table, its record, Alibi, the table's bag and the Investigators' dice.
pub(super) struct Table<'a> {
    /// The outside program playing the Investigators, if one does.
    pub(super) program: Option<&'a mut external::Program>,
    /// Why the program forfeited, once it has.
    pub(super) forfeit: Option<String>,
    pub(super) game: Crimewave,
    pub(super) actions: Vec<Action>,
    pub(super) killers: Killers,
    /// The seed of the evidence bag's draws, each fixed by its scene's place in the game.
    pub(super) bag: u64,
    pub(super) dice: StdRng,
    pub(super) timing: Timing,
    /// The round being played (0 during setup).
    pub(super) round: u32,
}

impl Table<'_> {
    /// Where the game stands, for Alibi's decisions and the bag.
    pub(super) fn place(&self) -> Place {
        Place::of(&self.actions)
    }

    /// Records an action the engine must accept.
    pub(super) fn take(&mut self, action: Action) -> Result<Outcome, String> {
        let result = self
            .game
            .apply(&action)
            .map_err(|refusal| format!("{action:?} was refused: {refusal}"))?;
        if let Some(program) = self.program.as_mut() {
            program.hear(&action, &result.to_string());
        }
        self.actions.push(action);
        Ok(result)
    }

    /// One of Alibi's decisions, timed.
    pub(super) fn timed<T>(&mut self, decide: impl FnOnce(&Killers, &Crimewave) -> T) -> T {
        let start = Instant::now();
        let decision = decide(&self.killers, &self.game);
        self.timing.add(start.elapsed());
        decision
    }

    /// The evidence tile of the next scene, from the bag (the house rules' contents).
    fn draw_tile(&self) -> Evidence {
        bag(self.bag, self.game.settings(), self.place())()
    }

    /// One round: the Killer event, the murder, the Investigators' turns.
    pub(super) fn round(&mut self, squad: &mut Squad) -> Result<(), String> {
        squad.new_round();
        let place = self.place();
        let event = self.timed(|k, game| k.event(game, place));
        if let Some(action) = event.action(|| self.draw_tile()) {
            self.take(action)?;
        }
        if self.game.winner().is_some() {
            return Ok(());
        }
        let place = self.place();
        if let Some(murder) = self.timed(|k, game| k.murder(game, place)) {
            let tile = self.draw_tile();
            self.take(murder.action(tile))?;
        }
        let mut mind = Mind::default();
        for seat in 0..squad.positions.len() {
            if self.game.winner().is_some() || self.forfeit.is_some() {
                break;
            }
            let trial = if self.program.is_some() {
                self.program_turn(squad, seat)?
            } else {
                self.turn(squad, seat, &mut mind)?
            };
            if trial {
                break;
            }
        }
        Ok(())
    }

    /// One Investigator's turn; `true` when a trial ended the round.
    fn turn(&mut self, squad: &mut Squad, seat: usize, mind: &mut Mind) -> Result<bool, String> {
        let mut left = ACTIONS;
        while left > 0 && self.game.winner().is_none() {
            let view = self.game.public_view();
            let deduction = mind.deduce(&view);
            match investigators::next_step(&view, deduction, squad, seat, &mut self.dice) {
                Step::Watch(loc) => {
                    self.take(Action::Watch { loc })?;
                }
                Step::Raid(loc, killer) => {
                    left -= 1;
                    let investigator = NAMES[seat].to_string();
                    let result = self.take(Action::Raid {
                        investigator,
                        loc,
                        killer,
                    })?;
                    if self.game.on_trial().is_some() {
                        self.trial()?;
                        return Ok(true);
                    }
                    if result.answer == Answer::Miss {
                        let place = self.place();
                        let spooked = self.timed(|k, game| k.spook(game, killer, place));
                        if let Some(action) = spooked.and_then(|d| d.action()) {
                            self.take(action)?;
                        }
                    }
                }
                Step::Roll(loc, evidence) => {
                    left -= 1;
                    let rule = view.settings.evidence(evidence);
                    let die = view.settings.evidence_die;
                    if self.dice.random_range(1..=die) <= rule.roll {
                        self.take(Action::Verify { loc, evidence })?;
                    }
                }
                Step::Move(loc) => {
                    left -= 1;
                    squad.positions[seat] = loc;
                }
                Step::Done => break,
            }
        }
        Ok(false)
    }

    /// One Investigator's turn played by the program; `true` when a trial ended the round
    /// or the program forfeited.
    fn program_turn(&mut self, squad: &mut Squad, seat: usize) -> Result<bool, String> {
        let name = NAMES[seat];
        let mut left = ACTIONS;
        while left > 0 && self.game.winner().is_none() {
            let Some(program) = self.program.as_mut() else {
                return Ok(false);
            };
            let here = squad.positions[seat];
            let step = match program.next(&self.game, name, here) {
                Ok(step) => step,
                Err(why) => {
                    self.forfeit = Some(why);
                    return Ok(true);
                }
            };
            match step {
                external::Move::Act(action) => {
                    let raid = matches!(action, Action::Raid { .. });
                    let killer = match &action {
                        Action::Raid { killer, .. } => Some(*killer),
                        _ => None,
                    };
                    let result = self.take(action)?;
                    if !raid {
                        continue;
                    }
                    left -= 1;
                    if self.game.on_trial().is_some() {
                        self.trial()?;
                        return Ok(true);
                    }
                    if let Some(killer) = killer.filter(|_| result.answer == Answer::Miss) {
                        let place = self.place();
                        let spooked = self.timed(|k, game| k.spook(game, killer, place));
                        if let Some(action) = spooked.and_then(|d| d.action()) {
                            self.take(action)?;
                        }
                    }
                }
                external::Move::Roll(loc, evidence) => {
                    left -= 1;
                    let settings = self.game.public_view().settings;
                    let rule = settings.evidence(evidence);
                    let hit = self.dice.random_range(1..=settings.evidence_die) <= rule.roll;
                    let word = if hit { "hit" } else { "miss" };
                    if let Some(program) = self.program.as_mut() {
                        program.tell(&format!("roll {loc} {} => {word}", evidence.word()));
                    }
                    if hit {
                        self.take(Action::Verify { loc, evidence })?;
                    }
                }
                external::Move::Step(loc) => {
                    left -= 1;
                    squad.positions[seat] = loc;
                    if let Some(program) = self.program.as_mut() {
                        program.tell(&format!("move {name} {loc} => ok"));
                    }
                }
                external::Move::Done => break,
            }
        }
        Ok(false)
    }

    /// A raid hit: the prosecutor's ties, then the trial with both sides' cards.
    fn trial(&mut self) -> Result<(), String> {
        let Some(accused) = self.game.on_trial() else {
            return Ok(());
        };
        let view = self.game.public_view();
        if self.program.is_some() {
            // The program's prosecutor ties scene after scene, hearing each result.
            while let Some(program) = self.program.as_mut() {
                match program.tie(&self.game, accused) {
                    Ok(Some(loc)) => {
                        if self.take(Action::Tie { loc })?.answer == Answer::Wrong {
                            return Ok(());
                        }
                    }
                    Ok(None) => break,
                    Err(why) => {
                        self.forfeit = Some(why);
                        return Ok(());
                    }
                }
            }
        } else {
            for loc in investigators::ties(&view, accused) {
                if self.take(Action::Tie { loc })?.answer == Answer::Wrong {
                    return Ok(());
                }
            }
        }
        let prosecution = investigators::prosecution(&view, &mut self.dice);
        let place = self.place();
        let Defense { points } = self.timed(|k, game| k.defense(game, place));
        self.take(Action::Trial {
            prosecution,
            defense: points,
        })?;
        Ok(())
    }
}

/// The simulated table's deduction, worked out again only when the public facts change.
#[derive(Default)]
struct Mind {
    facts: Option<Facts>,
    deduction: Deduction,
}

impl Mind {
    fn deduce(&mut self, view: &PublicView) -> &Deduction {
        if self.facts.as_ref() != Some(&view.facts) {
            self.deduction = investigators::deduce(view);
            self.facts = Some(view.facts.clone());
        }
        &self.deduction
    }
}
