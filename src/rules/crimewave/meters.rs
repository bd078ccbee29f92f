//! The meters: Public Panic, the Victim Counter, the Spook meters and what they set off
//! (who owes the next raid, a method change, a forced move).

use super::board::Loc;
use super::killer::{Killer, Status};
use super::{Crimewave, PANIC_MAX, SPOOK_MAX};
use crate::msg;
use crate::rules::Refusal;

impl Crimewave {
    pub(super) fn raise_panic(&mut self) {
        self.panic = (self.panic + 1).min(PANIC_MAX);
    }

    /// A new scene moves the Victim Counter one node; closing the loop raises Panic.
    pub(super) fn advance_victim_counter(&mut self) {
        self.victim_counter += 1;
        if self.victim_counter >= self.settings.victim_counter {
            self.victim_counter = 0;
            self.raise_panic();
        }
    }

    /// A missed raid spooks the Killer: at 2 it may change method, at 3 it must move.
    pub(super) fn scare(&mut self, killer: Killer) {
        let state = self.killer_mut(killer);
        state.spook = (state.spook + 1).min(SPOOK_MAX);
        if state.spook == 2 {
            state.may_change_method = true;
        }
    }

    /// The Investigators the public demands the next raid from: all tied for the fewest
    /// raids so far, in seat order (ruling 20: a prompt, never a refusal).
    pub fn owes_next_raid(&self) -> Vec<&str> {
        let fewest = self.investigators.iter().map(|i| i.raids).min();
        self.investigators
            .iter()
            .filter(|i| Some(i.raids) == fewest)
            .map(|i| i.name.as_str())
            .collect()
    }

    pub(super) fn change_method(
        &mut self,
        killer: Killer,
        method: &str,
    ) -> Result<String, Refusal> {
        self.ready_for_play()?;
        let state = self.killer(killer);
        if state.status == Status::Incarcerated {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-change-in-prison",
                killer = killer.msg()
            )));
        }
        if !state.may_change_method {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-change-not-spooked",
                killer = killer.msg()
            )));
        }
        let method = self.known_method(method)?;
        let state = self.killer_mut(killer);
        state.method = Some(method);
        state.may_change_method = false;
        Ok("ok".into())
    }

    pub(super) fn relocate(&mut self, killer: Killer, loc: Loc) -> Result<String, Refusal> {
        self.in_play()?;
        if !self.killer(killer).must_relocate() {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-move-not-spooked",
                killer = killer.msg(),
                spook = self.killer(killer).spook
            )));
        }
        self.check_new_home(killer, loc)?;
        self.move_house(killer, loc);
        let state = self.killer_mut(killer);
        state.spook = 0;
        state.may_change_method = false;
        Ok("ok".into())
    }

    /// Moves a Killer to its new home (Spook 3, escape). The new home is secret, so a reveal
    /// in force is over, and `settle` reveals again if every Killer is trapped again.
    pub(super) fn move_house(&mut self, killer: Killer, loc: Loc) {
        // Public: the new home was chosen apart from every other Killer on the board now
        // (`check_separation`), wherever those homes are.
        let new = (killer, self.killer(killer).epoch() + 1);
        for other in Killer::ALL.into_iter().filter(|&k| k != killer) {
            let state = self.killer(other);
            if state.on_board() && state.residence().is_some() {
                self.apart.push((new, (other, state.epoch())));
            }
        }
        self.moves.push(new);
        self.killer_mut(killer).move_to(loc);
        self.revealed = false;
    }

    /// A Killer moving house (Spook 3, escape) needs a new place, apart from the others.
    pub(super) fn check_new_home(&self, killer: Killer, loc: Loc) -> Result<(), Refusal> {
        self.on_board(loc)?;
        if self.killer(killer).residence() == Some(loc) {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-same-home",
                killer = killer.msg(),
                loc = loc
            )));
        }
        self.check_separation(killer, loc)
    }
}
