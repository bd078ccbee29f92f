//! One game of Crimewave at the arena's table: the Killers (Alibi, or an outside program
//! ([`super::killers`]) whose draws the referee makes), the evidence bag, the Investigators'
//! dice, and the Investigators themselves — the simulated table at its level, or an outside
//! program ([`super::external`]) whose seats the referee keeps.

use super::{NAMES, Timing};
use super::{external, killers};
use crate::plays::Level;
use crate::plays::crimewave::event::{EventKind, draw_event};
use crate::plays::crimewave::investigators::{self, ACTIONS, Squad, Step};
use crate::plays::crimewave::{Defense, Killers, Place, bag, roll_full_moon};
use crate::rules::Rules;
use crate::rules::crimewave::deduction::{Deduction, Facts};
use crate::rules::crimewave::{
    Action, Answer, Crimewave, Evidence, Killer, Loc, MethodChoice, OPENING_SCENES, Outcome,
    PublicView,
};
use rand::Rng;
use rand::rngs::StdRng;
use std::time::Instant;

/// The game at the table, its record, the Killers, the table's bag and the Investigators'
/// dice.
pub(super) struct Table<'a> {
    /// The outside program playing the Investigators, if one does.
    pub(super) program: Option<&'a mut external::Program>,
    /// The outside program playing the Killers, if one does.
    pub(super) killers_program: Option<&'a mut killers::Program>,
    /// The simulated Investigators' level (when no program plays them).
    pub(super) investigators: Level,
    /// Why a program forfeited, once one has (its side loses).
    pub(super) forfeit: Option<String>,
    /// Whether the program that forfeited plays the Killers.
    pub(super) killers_forfeited: bool,
    pub(super) game: Crimewave,
    pub(super) actions: Vec<Action>,
    /// Alibi's Killers; with a program playing them, only their dice and Defense draws.
    pub(super) killers: Killers,
    /// The referee's draws of the Killer events for a program playing the Killers (the
    /// Killer deck stays in the box, as for Alibi).
    pub(super) events: StdRng,
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
        let said = result.to_string();
        if let Some(program) = self.program.as_mut() {
            program.hear(&action, &said);
        }
        if let Some(program) = self.killers_program.as_mut() {
            program.hear(&action, &said);
        }
        self.actions.push(action);
        Ok(result)
    }

    /// Tells both sides' programs something the table saw off the record (a step, a roll).
    fn tell(&mut self, line: &str) {
        if let Some(program) = self.program.as_mut() {
            program.tell(line);
        }
        if let Some(program) = self.killers_program.as_mut() {
            program.tell(line);
        }
    }

    /// The setup: the d8s for the methods, then the homes and the opening scenes, Alibi's or
    /// the program's (its tiles from the bag), and `start`.
    pub(super) fn setup(&mut self) -> Result<(), String> {
        let faces = self.killers.roll_methods();
        if self.killers_program.is_none() {
            let setup = self
                .timed(|k, game| k.setup(game, faces))
                .ok_or("Alibi found no legal setup on this board")?;
            let mut tiles = bag(self.bag, self.game.settings(), self.place());
            for action in setup.actions(|_| tiles()) {
                self.take(action)?;
            }
        } else {
            for killer in Killer::ALL {
                let method = MethodChoice::Face(faces[killer.index()]);
                self.take(Action::Method { killer, method })?;
                let decisions = std::iter::once(killers::Decision::Residence(killer))
                    .chain([killers::Decision::Scene(killer); OPENING_SCENES]);
                for decision in decisions {
                    match self.program_decides(decision)? {
                        Some(action) => {
                            self.take(action)?;
                        }
                        None if self.forfeit.is_some() => return Ok(()),
                        None => return Err(format!("no legal {decision} on this board")),
                    }
                }
            }
        }
        self.take(Action::Start)?;
        Ok(())
    }

    /// The Killers' program's choice for `decision`, as the action to take (its tile from
    /// the bag); `None` when nothing was left to choose, or the program forfeited.
    fn program_decides(&mut self, decision: killers::Decision) -> Result<Option<Action>, String> {
        let Some(program) = self.killers_program.as_mut() else {
            return Ok(None);
        };
        match program.choose(&self.game, decision) {
            Ok(choice) => Ok(choice.and_then(|c| c.action(decision, || self.draw_tile()))),
            Err(why) => {
                self.forfeit = Some(why);
                self.killers_forfeited = true;
                Ok(None)
            }
        }
    }

    /// This round's Killer event as an action, if one happens: Alibi's, or drawn by the
    /// referee and its details the program's.
    fn event(&mut self) -> Result<Option<Action>, String> {
        let place = self.place();
        if self.killers_program.is_none() {
            let event = self.timed(|k, game| k.event(game, place));
            return Ok(event.action(|| self.draw_tile()));
        }
        if self.game.winner().is_some() {
            return Ok(None);
        }
        match draw_event(&self.game, &mut self.events) {
            EventKind::Nothing => Ok(None),
            EventKind::FullMoon => Ok(Some(Action::FullMoon {
                methods: roll_full_moon(self.killers.seed, place).map(MethodChoice::Face),
            })),
            EventKind::RandomKilling => self.program_decides(killers::Decision::RandomKilling),
            EventKind::Escape => self.program_decides(killers::Decision::Escape),
        }
    }

    /// This round's murder as an action, if a Killer can kill.
    fn murder(&mut self) -> Result<Option<Action>, String> {
        if self.killers_program.is_some() {
            return self.program_decides(killers::Decision::Murder);
        }
        let place = self.place();
        let murder = self.timed(|k, game| k.murder(game, place));
        Ok(murder.map(|m| m.action(self.draw_tile())))
    }

    /// A missed raid spooked `killer`: what it does at once, if anything is owed.
    fn spooked(&mut self, killer: Killer) -> Result<(), String> {
        let action = if self.killers_program.is_some() {
            self.program_decides(killers::Decision::Spook(killer))?
        } else {
            let place = self.place();
            let spooked = self.timed(|k, game| k.spook(game, killer, place));
            spooked.and_then(|d| d.action())
        };
        if let Some(action) = action {
            self.take(action)?;
        }
        Ok(())
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
        if let Some(action) = self.event()? {
            self.take(action)?;
        }
        if self.game.winner().is_some() || self.forfeit.is_some() {
            return Ok(());
        }
        if let Some(action) = self.murder()? {
            self.take(action)?;
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
        while left > 0 && self.game.winner().is_none() && self.forfeit.is_none() {
            let view = self.game.public_view();
            let deduction = mind.deduce(&view);
            let level = self.investigators;
            match investigators::decide(level, &view, deduction, squad, seat, &mut self.dice) {
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
                        self.spooked(killer)?;
                    }
                }
                Step::Roll(loc, evidence) => {
                    left -= 1;
                    self.roll(loc, evidence)?;
                }
                Step::Move(loc) => {
                    left -= 1;
                    squad.positions[seat] = loc;
                    self.tell(&format!("move {} {loc} => ok", NAMES[seat]));
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
        while left > 0 && self.game.winner().is_none() && self.forfeit.is_none() {
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
                        self.spooked(killer)?;
                    }
                }
                external::Move::Roll(loc, evidence) => {
                    left -= 1;
                    self.roll(loc, evidence)?;
                }
                external::Move::Step(loc) => {
                    left -= 1;
                    squad.positions[seat] = loc;
                    self.tell(&format!("move {name} {loc} => ok"));
                }
                external::Move::Done => break,
            }
        }
        Ok(false)
    }

    /// A verification roll at the scene at `loc`: the referee rolls the die, both programs
    /// hear the roll, and a hit turns the tile.
    fn roll(&mut self, loc: Loc, evidence: Evidence) -> Result<(), String> {
        let settings = self.game.settings();
        let (needed, die) = (settings.evidence(evidence).roll, settings.evidence_die);
        let hit = self.dice.random_range(1..=die) <= needed;
        let word = if hit { "hit" } else { "miss" };
        self.tell(&format!("roll {loc} {} => {word}", evidence.word()));
        if hit {
            self.take(Action::Verify { loc, evidence })?;
        }
        Ok(())
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
        // The Defense is a draw, Alibi's decision only when Alibi plays the Killers.
        let Defense { points } = match self.killers_program {
            Some(_) => self.killers.defense(&self.game, place),
            None => self.timed(|k, game| k.defense(game, place)),
        };
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
