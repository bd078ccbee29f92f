//! Killer card effects the engine must know: Full Moon and Escape from Prison (Random
//! Killing lives with the scenes).

use super::Crimewave;
use super::action::MethodChoice;
use super::board::Loc;
use super::killer::{Killer, Status};
use super::outcome::Answer;
use crate::msg;
use crate::rules::Refusal;

impl Crimewave {
    /// Full Moon: every Killer's method is rolled again; scenes keep their tiles.
    pub(super) fn full_moon(&mut self, methods: &[MethodChoice; 3]) -> Result<Answer, Refusal> {
        self.ready_for_play()?;
        let mut chosen = Vec::with_capacity(3);
        for choice in methods {
            chosen.push(self.resolve_method(choice)?);
        }
        for (killer, method) in Killer::ALL.into_iter().zip(chosen) {
            let state = self.killer_mut(killer);
            state.method = Some(method);
            // The new roll wins over a change earned at Spook 2 and not yet made.
            state.may_change_method = false;
        }
        Ok(Answer::Ok)
    }

    /// Escape from Prison: an incarcerated Killer comes back at a new secret residence.
    pub(super) fn escape(&mut self, killer: Killer, loc: Loc) -> Result<Answer, Refusal> {
        self.ready_for_play()?;
        if self.killer(killer).status != Status::Incarcerated {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-escape",
                killer = killer.msg(),
                status = self.killer(killer).status.word()
            )));
        }
        self.check_new_home(killer, loc)?;
        self.move_house(killer, loc);
        self.killer_mut(killer).status = Status::Escaped;
        Ok(Answer::Ok)
    }
}
